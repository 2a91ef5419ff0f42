import { describe, expect, it } from 'vitest';
import { calledForIds, pageContext, rememberCalledFor, unmetPrecondition } from '../../../lib/audit/context';
import { sectionSearches } from '../../../lib/audit/query';
import { testText } from '../../../lib/audit/rank';
import { AnswerCache, createKnowledgeClient } from '../../../lib/knowledge';
import { knownAnswers, packKnownAnswers } from '../../../lib/extension/known-answers';
import type { PageSnapshot } from '../../../lib/messaging';
import { settle } from '../../../lib/extension/background-client';
import { hit, landingInput } from '../audit/fixture';

const snapshot: PageSnapshot = { url: 'http://127.0.0.1:3000/', title: 'Acme', sections: landingInput().sections };
const settings = { service: 'http://svc', threshold: 0.2, maxResults: 3 };

/** A real client over a scripted fetch: each semantic search answers with one hit named after its query, or with `answer`'s hits. */
function client(answer?: () => ReturnType<typeof hit>[]) {
  const asked: string[] = [];
  const c = createKnowledgeClient({
    baseUrl: 'http://svc',
    apiKey: 'k',
    cache: new AnswerCache(),
    maxRetries: 0,
    fetch: async (_url, init) => {
      const { query } = JSON.parse(String(init?.body)) as { query: string };
      asked.push(query);
      return new Response(JSON.stringify(answer?.() ?? [hit(query, 'winner', 0.7)]), { status: 200 });
    },
  });
  return { c, asked };
}

describe('knownAnswers', () => {
  it('sends the cached sections and starts the searches of the others', async () => {
    const { c, asked } = client();
    const first = snapshot.sections[0]!;
    const searches = sectionSearches(first, settings);
    await Promise.all(searches.map((q) => c.semanticSearch(q)));
    asked.length = 0;

    const known = knownAnswers(snapshot, c, settings);
    // Sections whose every question the first one asked too are known as well.
    const asks = (s: PageSnapshot['sections'][number]) => sectionSearches(s, settings).map((q) => q.query);
    const covered = snapshot.sections.filter((s) => asks(s).every((q) => asks(first).includes(q))).map((s) => String(s.index));
    expect(covered.length).toBeLessThan(snapshot.sections.length);
    expect(Object.keys(known.tests)).toEqual(covered);
    // Merged as the panel merges a section's answers: each test once.
    expect(known.tests[String(first.index)]!.map((h) => h.title)).toEqual(searches.map((q) => q.query));
    expect(known).toMatchObject({ service: 'http://svc', threshold: 0.2, maxResults: 3 });
    // The other sections' searches are on their way, and cached once answered.
    const others = snapshot.sections.flatMap(asks).filter((q) => !asks(first).includes(q));
    expect(asked.sort()).toEqual([...new Set(others)].sort());
    await new Promise((r) => setTimeout(r, 0));
    expect(Object.keys(knownAnswers(snapshot, c, settings).tests)).toHaveLength(snapshot.sections.length);
  });

  it('travels as JSON text that the panel checks with its schema', async () => {
    const { c } = client();
    await Promise.all(snapshot.sections.flatMap((s) => sectionSearches(s, settings).map((q) => c.semanticSearch(q))));
    const known = knownAnswers(snapshot, c, settings);
    const reply = await settle('page:sections', Promise.resolve({ ok: true, data: { ...snapshot, known: packKnownAnswers(known) } }));
    expect(reply.ok && reply.data.known).toEqual(known);
    const broken = await settle('page:sections', Promise.resolve({ ok: true, data: { ...snapshot, known: '{"service":' } }));
    expect(broken).toMatchObject({ ok: false, error: { kind: 'bad_message' } });
    expect(broken.ok ? '' : broken.error.message).toMatch(/Reload the extension and try again/);
  });

  it('keys the cache by the settings: another threshold is not known', async () => {
    const { c } = client();
    await Promise.all(snapshot.sections.flatMap((s) => sectionSearches(s, settings).map((q) => c.semanticSearch(q))));
    expect(Object.keys(knownAnswers(snapshot, c, settings).tests)).toHaveLength(snapshot.sections.length);
    expect(knownAnswers(snapshot, c, { ...settings, threshold: 0.3 }).tests).toEqual({});
  });

  it('sends what each winning test calls for, which a fresh panel then takes instead of reading the words again', async () => {
    const winner = hit('Trust badges near the price', 'winner', 0.7);
    const loser = hit('Removing the main menu on campaign landing pages', 'loser', 0.6);
    const { c } = client(() => [winner, loser]);
    await Promise.all(snapshot.sections.flatMap((s) => sectionSearches(s, settings).map((q) => c.semanticSearch(q))));
    const { called } = knownAnswers(snapshot, c, settings);
    expect(called[winner.id]).toEqual(calledForIds(testText(winner), winner.title));
    expect(called[winner.id]).toEqual(expect.arrayContaining(['price-on-page', 'price-nearby']));
    expect(called).not.toHaveProperty(loser.id);

    // Taken as sent: a test whose words call for nothing, said to call for a price, is held back on a page without one.
    const plain = hit('A clearer subheading', 'winner', 0.7);
    const page = pageContext([{ facts: [], text: 'Book a call' }]);
    expect(unmetPrecondition(testText(plain), page, { facts: [], text: '' }, plain.title)).toBeNull();
    const told = hit('A clearer subheading, told apart', 'winner', 0.7);
    rememberCalledFor(testText(told), told.title, ['price-on-page', 'an-id-from-another-build']);
    expect(unmetPrecondition(testText(told), page, { facts: [], text: '' }, told.title)).toBe('price-on-page');
  });
});
