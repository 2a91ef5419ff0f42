import { describe, expect, it } from 'vitest';
import { KeywordHitSchema, PatternSchema, SemanticAnswerSchema } from '../../../lib/knowledge/schemas';
import { KnowledgeError, userMessage, type KnowledgeErrorKind } from '../../../lib/knowledge/errors';
import { ServiceConfigSchema, KeywordQuerySchema } from '../../../lib/knowledge/requests';

const record = {
  id: '6f1c1c1e-8a6b-4c8e-9d55-0a2b4c6d8e10',
  title: 'Testimonials under the hero',
  result: 'winner',
  uplift_percent: 12.5,
  website_section: 'trust',
  element_tested: 'testimonials',
  key_insight: 'Proof near the claim helps',
  actionable_rule: 'Put a testimonial next to the headline',
  psychological_principle: 'Social proof',
  control_description: null,
  variation_description: null,
  brand: null,
  industry: 'SaaS',
  page_type: 'landing',
  source_name: 'Demo catalogue (synthetic)',
  source_url: 'https://example.org/t/1',
  quality_grade: 'B',
  device: 'desktop',
  sample_size: 1200,
};

describe('answer schemas', () => {
  it('accept a semantic answer as {results} or as a bare array, dropping unknown fields', () => {
    const hit = { ...record, similarity: 0.8, embedding_model: 'new-field' };
    const wrapped = SemanticAnswerSchema.parse({ results: [hit], took_ms: 3 });
    const bare = SemanticAnswerSchema.parse([hit]);
    expect(wrapped).toEqual(bare);
    expect(wrapped[0]).not.toHaveProperty('embedding_model');
    expect(wrapped[0]?.similarity).toBe(0.8);
  });
  it('refuse records whose known fields are wrong', () => {
    expect(KeywordHitSchema.safeParse({ ...record, rank: 1, result: 'won' }).success).toBe(false);
    expect(KeywordHitSchema.safeParse({ ...record }).success).toBe(false); // no rank
    expect(PatternSchema.safeParse({ website_section: 'hero' }).success).toBe(false);
  });
});

describe('request schemas', () => {
  it('normalise the service URL and refuse what cannot work', () => {
    expect(ServiceConfigSchema.parse({ baseUrl: 'http://127.0.0.1:54321/', apiKey: 'k' }).baseUrl).toBe('http://127.0.0.1:54321');
    expect(ServiceConfigSchema.safeParse({ baseUrl: 'ftp://x', apiKey: 'k' }).success).toBe(false);
    expect(ServiceConfigSchema.safeParse({ baseUrl: 'http://x', apiKey: ' ' }).success).toBe(false);
    expect(KeywordQuerySchema.safeParse({ query_text: '  ' }).success).toBe(false);
    expect(KeywordQuerySchema.parse({ query_text: 'cta' }).max_results).toBe(20);
  });
});

describe('user-facing error messages', () => {
  const kinds: KnowledgeErrorKind[] = ['unreachable', 'timeout', 'unauthorized', 'rate_limited', 'server', 'not_found', 'bad_request', 'bad_response'];
  it.each(kinds)('%s names the service and says what to do', (kind) => {
    const message = userMessage({ kind, baseUrl: 'http://svc:1', status: 500, retryAfterMs: 2500, timeoutMs: 8000 });
    expect(message).toContain('http://svc:1');
    expect(message).toMatch(/try again|retry|check|start|copy|change/i);
  });
  it.each(['unreachable', 'timeout', 'unauthorized', 'not_found'] as const)('%s points to where the user sets the service: the options by default, or what the caller names', (kind) => {
    expect(userMessage({ kind, baseUrl: 'http://svc:1' })).toContain('the options');
    const cli = userMessage({ kind, baseUrl: 'http://svc:1', settingsHint: '--service URL --key KEY' });
    expect(cli).toContain('--service URL --key KEY');
    expect(cli).not.toContain('the options');
  });
  it('rate limits say how long to wait, rounded up', () => {
    expect(new KnowledgeError({ kind: 'rate_limited', baseUrl: 'x', retryAfterMs: 2500 }).message).toContain('Wait 3 s');
  });
  it('serialise for messages without losing the kind or the wait', () => {
    const e = new KnowledgeError({ kind: 'rate_limited', baseUrl: 'x', status: 429, retryAfterMs: 1000 });
    expect(JSON.parse(JSON.stringify(e))).toEqual({ kind: 'rate_limited', message: e.message, status: 429, retryAfterMs: 1000 });
  });
});
