import { describe, expect, it } from 'vitest';
import {
  CHANNEL,
  ContentEventSchema,
  ContentRequestSchema,
  isFromExtensionPage,
  isFromOwnExtension,
  isFromTab,
  isOurs,
  PageSnapshotSchema,
} from '../../lib/messaging';
import { parseResponse, PanelRequestSchema } from '../../lib/messaging-panel';
import { SECTION_LABELS } from '../../lib/sections/labels';
import { SectionSummarySchema } from '../../lib/audit/sections';

const summary = { index: 0, label: 'hero', confidence: 0.9, evidence: ['h1 at top'], text: 'Ship faster', rect: { x: 0, y: 0, width: 10, height: 10 }, selector: 'main > section' };

describe('message schemas', () => {
  it('accept well-formed messages of each direction', () => {
    expect(ContentRequestSchema.safeParse({ channel: CHANNEL, type: 'content:highlight', index: 2, mode: 'select' }).success).toBe(true);
    expect(PanelRequestSchema.safeParse({ channel: CHANNEL, type: 'knowledge:semantic', query: { query: 'hero', max_results: 5, threshold: 0.3 } }).success).toBe(true);
    expect(ContentEventSchema.safeParse({ channel: CHANNEL, type: 'page:changed', snapshot: { url: 'http://x/', title: '', sections: [summary] } }).success).toBe(true);
  });

  it('take a section\'s questions in one batch, but neither none nor an unbounded number', () => {
    const query = { query: 'hero', max_results: 5, threshold: 0.3 };
    expect(PanelRequestSchema.safeParse({ channel: CHANNEL, type: 'knowledge:semantic-batch', queries: [query, { ...query, query: 'trust' }] }).success).toBe(true);
    expect(PanelRequestSchema.safeParse({ channel: CHANNEL, type: 'knowledge:semantic-batch', queries: [] }).success).toBe(false);
    expect(PanelRequestSchema.safeParse({ channel: CHANNEL, type: 'knowledge:semantic-batch', queries: Array(33).fill(query) }).success).toBe(false);
    expect(PanelRequestSchema.safeParse({ channel: CHANNEL, type: 'knowledge:semantic-batch', queries: [{ ...query, threshold: 7 }] }).success).toBe(false);
  });

  it('refuse wrong types, bad values and other channels', () => {
    expect(ContentRequestSchema.safeParse({ channel: CHANNEL, type: 'content:highlight', index: -1, mode: 'select' }).success).toBe(false);
    expect(ContentRequestSchema.safeParse({ channel: 'other', type: 'content:classify' }).success).toBe(false);
    expect(PanelRequestSchema.safeParse({ channel: CHANNEL, type: 'knowledge:test', id: 'not-a-uuid' }).success).toBe(false);
    expect(PanelRequestSchema.safeParse({ channel: CHANNEL, type: 'knowledge:semantic', query: { query: 'x', threshold: 7 } }).success).toBe(false);
    expect(PanelRequestSchema.safeParse({ channel: CHANNEL, type: 'page:sections', tabId: '3' }).success).toBe(false);
    expect(PageSnapshotSchema.safeParse({ url: 'x', title: 't', sections: [{ ...summary, label: 'banner' }] }).success).toBe(false);
  });

  it('know exactly the eight section labels of the shared contract', () => {
    for (const label of SECTION_LABELS) expect(SectionSummarySchema.safeParse({ ...summary, label }).success).toBe(true);
  });

  it('tell our messages from everybody else’s', () => {
    expect(isOurs({ channel: CHANNEL, type: 'x' })).toBe(true);
    expect(isOurs({ type: 'content:classify' })).toBe(false);
    expect(isOurs('uplift-lens')).toBe(false);
    expect(isOurs(null)).toBe(false);
  });
});

describe('sender checks', () => {
  const id = 'abcdefghijklmnop';
  const origin = `chrome-extension://${id}/`;
  it('let only our own extension pages call the background', () => {
    expect(isFromExtensionPage({ id, url: `${origin}sidepanel.html?tabId=3` }, id, origin)).toBe(true);
    expect(isFromExtensionPage({ id, url: 'http://127.0.0.1:3000/', tab: { id: 3 } }, id, origin)).toBe(false);
    expect(isFromExtensionPage({ id: 'other', url: 'chrome-extension://other/x.html' }, id, origin)).toBe(false);
  });
  it('take page events only from the audited tab', () => {
    expect(isFromTab({ id, tab: { id: 3 } }, id, 3)).toBe(true);
    expect(isFromTab({ id, tab: { id: 4 } }, id, 3)).toBe(false);
    expect(isFromTab({ id: 'other', tab: { id: 3 } }, id, 3)).toBe(false);
  });
  it('let the content script answer the extension, not other tabs', () => {
    expect(isFromOwnExtension({ id }, id)).toBe(true);
    expect(isFromOwnExtension({ id, tab: { id: 1 } }, id)).toBe(false);
  });
});

describe('parseResponse', () => {
  it('passes a valid answer and typed errors through', () => {
    expect(parseResponse('page:highlight', { ok: true, data: { found: true } })).toEqual({ ok: true, data: { found: true } });
    const error = { kind: 'rate_limited', message: 'wait', retryAfterMs: 1000 };
    expect(parseResponse('knowledge:patterns', { ok: false, error })).toEqual({ ok: false, error });
  });
  it('turns missing or malformed answers into a bad_message error', () => {
    const none = parseResponse('knowledge:patterns', undefined);
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error.kind).toBe('bad_message');
    const shape = parseResponse('knowledge:patterns', { ok: true, data: [{ nope: 1 }] });
    expect(!shape.ok && shape.error.message).toMatch(/unexpected shape/);
  });
});
