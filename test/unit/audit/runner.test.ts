import { describe, expect, it } from 'vitest';
import { sectionQuery } from '../../../lib/audit/query';
import type { Ask } from '../../../lib/extension/background-client';
import { runAudit, type AuditProgress } from '../../../lib/extension/audit-runner';
import type { PageSnapshot } from '../../../lib/messaging';
import { hit, landingInput, pattern } from './fixture';

// The runner's only collaborator is the message layer; here it is scripted per request type.
const snapshot: PageSnapshot = { url: 'http://127.0.0.1:3000/', title: 'Acme', sections: landingInput().sections };

function scriptedAsk(opts: { failSemanticFor?: string; rateLimited?: boolean; demo?: boolean | 'fail'; noHits?: boolean } = {}) {
  const asked: string[] = [];
  const answer = (query: string) => {
    if (opts.failSemanticFor && query.includes(opts.failSemanticFor)) return { ok: false as const, error: { kind: 'server', message: 'boom' } };
    return { ok: true as const, data: opts.noHits ? [] : [hit(`hit for ${query}`, 'winner', 0.7)] };
  };
  const ask = (async (type: string, body: { query?: { query?: string }; queries?: { query: string }[] }) => {
    if (type === 'knowledge:semantic-batch') {
      // A section's questions come in one message; the first failure fails it, as in the background.
      const queries = body.queries ?? [];
      asked.push(...queries.map((q) => `semantic:${q.query}`));
      const replies = queries.map((q) => answer(q.query));
      return replies.find((r) => !r.ok) ?? { ok: true, data: replies.map((r) => (r.ok ? r.data : [])) };
    }
    asked.push(type === 'knowledge:semantic' ? `semantic:${body.query?.query}` : type);
    if (type === 'page:sections') return { ok: true, data: snapshot };
    if (type === 'knowledge:demo') {
      if (opts.demo === 'fail') return { ok: false, error: { kind: 'bad_request', message: 'no such filter' } };
      return { ok: true, data: opts.demo ?? false };
    }
    if (type === 'knowledge:patterns') {
      if (opts.rateLimited) return { ok: false, error: { kind: 'rate_limited', message: 'wait', retryAfterMs: 9000 } };
      return { ok: true, data: [pattern('trust', 'Social proof', 5, 4)] };
    }
    throw new Error(`unexpected ${type}`);
  }) as unknown as Ask;
  return { ask, asked };
}

async function run(ask: Ask, extra: Partial<Parameters<typeof runAudit>[0]> = {}) {
  const steps: AuditProgress[] = [];
  await runAudit({
    tabId: 1,
    baseUrl: 'http://svc',
    settings: { threshold: 0.2, maxResults: 3 },
    ask,
    onProgress: (p) => steps.push(p),
    signal: new AbortController().signal,
    ...extra,
  });
  return steps;
}

describe('runAudit', () => {
  it('reports loading per section, then ready with every answer', async () => {
    const { ask, asked } = scriptedAsk();
    const steps = await run(ask);
    expect(steps[0]?.phase).toBe('loading');
    const last = steps.at(-1)!;
    expect(last.phase).toBe('ready');
    expect(last.pending).toEqual([]);
    expect(Object.keys(last.input!.answers.tests).sort()).toEqual(['0', '1', '2', '3']);
    expect(asked.filter((a) => a.startsWith('semantic:'))).toHaveLength(4);
    // Pending shrinks as answers arrive.
    const pendings = steps.filter((s) => s.input).map((s) => s.pending.length);
    expect(pendings[0]).toBe(4);
  });

  it('ends in error with the first error, keeping the answers that came', async () => {
    const { ask } = scriptedAsk({ failSemanticFor: 'Why Acme' });
    const last = (await run(ask)).at(-1)!;
    expect(last.phase).toBe('error');
    expect(last.error?.kind).toBe('server');
    expect(last.pending).toEqual([2]);
    expect(last.input!.answers.tests['1']).toHaveLength(1);
  });

  it('carries a rate limit with its wait to the panel', async () => {
    const { ask } = scriptedAsk({ rateLimited: true });
    const last = (await run(ask)).at(-1)!;
    expect(last.error).toEqual({ kind: 'rate_limited', message: 'wait', retryAfterMs: 9000 });
  });

  it('re-audits an edited page asking only for the sections whose text changed', async () => {
    const first = scriptedAsk();
    const previous = (await run(first.ask)).at(-1)!.input!;
    const edited: PageSnapshot = {
      ...snapshot,
      sections: [...snapshot.sections.slice(0, 3), { ...snapshot.sections[3]!, index: 3, label: 'trust', text: 'Loved by 4,000 teams' }],
    };
    const second = scriptedAsk();
    const steps = await run(second.ask, { snapshot: edited, previous });
    expect(second.asked).toEqual(['knowledge:patterns', 'knowledge:demo', `semantic:${sectionQuery(edited.sections[3]!)}`]);
    // Unchanged sections keep their tests from the first report on: no flicker.
    expect(steps[0]?.input?.answers.tests['1']).toEqual(previous.answers.tests['1']);
    expect(steps[0]?.pending).toEqual([3]);
    expect(steps.at(-1)?.phase).toBe('ready');
  });

  it('records whether the service serves the demo catalogue, and is ready only once it knows', async () => {
    const steps = await run(scriptedAsk({ demo: true, noHits: true }).ask);
    const last = steps.at(-1)!;
    expect(last.phase).toBe('ready');
    expect(last.input!.service).toEqual({ baseUrl: 'http://svc', demo: true });
    expect(Object.values(last.input!.answers.tests).flat()).toEqual([]);
    for (const step of steps) if (step.phase === 'ready') expect(step.input!.service.demo).toBe(true);
    expect((await run(scriptedAsk({ demo: false }).ask)).at(-1)!.input!.service.demo).toBe(false);
  });

  it('finishes the audit when the service cannot say whether it is the demo catalogue', async () => {
    const last = (await run(scriptedAsk({ demo: 'fail' }).ask)).at(-1)!;
    expect(last.phase).toBe('ready');
    expect(last.error).toBeNull();
    expect(last.input!.service.demo).toBeUndefined();
  });

  it('keeps the demo fact of the previous audit of the same service while asking again', async () => {
    const previous = (await run(scriptedAsk({ demo: true }).ask)).at(-1)!.input!;
    const steps = await run(scriptedAsk({ demo: 'fail' }).ask, { snapshot, previous });
    expect(steps[0]?.input?.service.demo).toBe(true);
    expect(steps.at(-1)?.input?.service.demo).toBe(true);
    const other = await run(scriptedAsk({ demo: 'fail' }).ask, { snapshot, previous, baseUrl: 'http://other' });
    expect(other.at(-1)?.input?.service.demo).toBeUndefined();
  });

  it('shows the answers the background sent with the page read, and asks only for the other sections', async () => {
    const { ask: base, asked } = scriptedAsk();
    const kept = [hit('kept winner', 'winner', 0.8), hit('kept loser', 'loser', 0.6)];
    const known = (service: string, threshold: number) => ({ service, threshold, maxResults: 3, tests: { '0': kept, '2': kept }, called: {} });
    const withKnown = (k: ReturnType<typeof known>) =>
      (async (type: string, body: unknown) => (type === 'page:sections' ? { ok: true, data: { ...snapshot, known: k } } : base(type as never, body as never))) as unknown as Ask;

    const steps = await run(withKnown(known('http://svc', 0.2)));
    // The first report with the sections already carries both sections' tests.
    const first = steps.find((s) => s.input)!;
    expect(first.input!.answers.tests['0']!.map((h) => h.title)).toEqual(['kept winner', 'kept loser']);
    expect(first.pending).toEqual([1, 3]);
    expect(asked.filter((a) => a.startsWith('semantic:'))).toEqual([`semantic:${sectionQuery(snapshot.sections[1]!)}`, `semantic:${sectionQuery(snapshot.sections[3]!)}`]);
    expect(steps.at(-1)!.phase).toBe('ready');
    expect(Object.keys(steps.at(-1)!.input!.answers.tests).sort()).toEqual(['0', '1', '2', '3']);

    // Answers asked with other settings (another threshold, another service) are not used.
    for (const other of [known('http://svc', 0.3), known('http://other', 0.2)]) {
      const again = scriptedAsk();
      const ask = (async (type: string, body: unknown) => (type === 'page:sections' ? { ok: true, data: { ...snapshot, known: other } } : again.ask(type as never, body as never))) as unknown as Ask;
      const last = (await run(ask)).at(-1)!;
      expect(again.asked.filter((a) => a.startsWith('semantic:'))).toHaveLength(4);
      expect(last.input!.answers.tests['0']!.map((h) => h.title)).not.toContain('kept winner');
    }
  });

  it('reports nothing once aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const steps = await run(scriptedAsk().ask, { signal: controller.signal });
    expect(steps).toEqual([]);
  });
});
