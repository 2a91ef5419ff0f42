import { describe, expect, it } from 'vitest';
import { startEarly, type EarlyDeps } from '../../../components/panel/early-start';
import { DEFAULT_SETTINGS } from '../../../lib/extension/settings';
import type { Ask } from '../../../lib/extension/background-client';

/** Records every request and answers each with its own number, so a test sees which request a reply came from. */
function recorder(activeTab: number | null = 7) {
  const sent: { type: string; body: unknown }[] = [];
  const ask = (async (type: string, body: unknown) => {
    sent.push({ type, body });
    return { ok: true, data: { request: sent.length } };
  }) as unknown as Ask;
  const deps: EarlyDeps = { ask, loadSettings: async () => DEFAULT_SETTINGS, activeTabId: async () => activeTab };
  return { sent, deps };
}

describe("the panel's early start (requests sent before the first render)", () => {
  it("asks for the fixed tab's sections at once, and gives that answer to the first audit only", async () => {
    const { sent, deps } = recorder();
    const early = startEarly(3, deps);
    await expect(early.settings).resolves.toEqual(DEFAULT_SETTINGS);
    await Promise.resolve();
    expect(sent).toEqual([{ type: 'page:sections', body: { tabId: 3 } }]);

    const first = early.firstAsk();
    await expect(first('page:sections', { tabId: 3 })).resolves.toEqual({ ok: true, data: { request: 1 } });
    expect(sent).toHaveLength(1);
    // Any other request of the first audit goes out as usual.
    await first('knowledge:demo', {});
    expect(sent.at(-1)).toEqual({ type: 'knowledge:demo', body: {} });

    // A later audit (a reload, an edit) reads the page again: the early answer is stale by then.
    await expect(early.firstAsk()('page:sections', { tabId: 3 })).resolves.toEqual({ ok: true, data: { request: 3 } });
  });

  it('reads the tab in front when the URL names none, and another tab afresh', async () => {
    const { sent, deps } = recorder(7);
    const early = startEarly(null, deps);
    await expect(early.firstAsk()('page:sections', { tabId: 9 })).resolves.toEqual({ ok: true, data: { request: 2 } });
    expect(sent.map((s) => s.body)).toEqual([{ tabId: 7 }, { tabId: 9 }]);
  });

  it('reads nothing early when there is no tab in front', async () => {
    const { sent, deps } = recorder(null);
    const early = startEarly(null, deps);
    await expect(early.firstAsk()('page:sections', { tabId: 4 })).resolves.toEqual({ ok: true, data: { request: 1 } });
    expect(sent).toEqual([{ type: 'page:sections', body: { tabId: 4 } }]);
  });
});
