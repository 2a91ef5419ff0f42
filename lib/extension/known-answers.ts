import { calledForIds } from '../audit/context';
import { mergeHits, sectionSearches } from '../audit/query';
import { testText } from '../audit/rank';
import type { KnowledgeClient } from '../knowledge';
import type { SemanticHit } from '../knowledge/schemas';
import type { PageSnapshot } from '../messaging';

/**
 * The answers the background already holds for a page's sections, sent with the page read: a
 * panel opened again on a page it has audited shows its tests with the sections, with no further
 * message. (In Firefox every message is a trip through the parent process on the thread the panel
 * renders on: asking for cached answers cost a round trip and a render per section.)
 */
export interface KnownAnswers {
  /** What the answers were asked with: the panel uses them only if its own settings say the same. */
  service: string;
  threshold: number;
  maxResults: number;
  /** Per section index: its searches' hits merged as the panel merges them (`mergeHits`, each test once). */
  tests: Record<string, SemanticHit[]>;
  /**
   * Per winning test's id: the preconditions its words call for (lib/audit/context.ts), read here once per test
   * and kept, so that a panel just opened does not compile and run forty expressions over every test.
   */
  called: Record<string, string[]>;
}

export interface KnownAnswersOptions {
  service: string;
  threshold: number;
  maxResults: number;
}

/**
 * The sections whose every search is cached. The others' searches are started at once (the panel
 * asks for the same ones next and joins them in flight), so an uncached section waits for no
 * round trip through the panel either.
 */
export function knownAnswers(
  snapshot: PageSnapshot,
  client: Pick<KnowledgeClient, 'cachedSemanticSearch' | 'semanticSearch'>,
  opts: KnownAnswersOptions,
): KnownAnswers {
  const tests: Record<string, SemanticHit[]> = {};
  const called: Record<string, string[]> = {};
  for (const section of snapshot.sections) {
    const searches = sectionSearches(section, opts);
    const cached = searches.map((q) => client.cachedSemanticSearch(q));
    if (!cached.every((hits): hits is SemanticHit[] => hits !== undefined)) {
      for (const q of searches) client.semanticSearch(q).catch(() => {}); // the panel's own request reports any failure
      continue;
    }
    const hits = (tests[section.index] = mergeHits(cached));
    for (const h of hits) if (h.result === 'winner') called[h.id] ??= calledForIds(testText(h), h.title);
  }
  return { service: opts.service, threshold: opts.threshold, maxResults: opts.maxResults, tests, called };
}

/**
 * Sent as JSON text: a page's answers are a few hundred KB of small objects, which Firefox clones
 * field by field on each of the message's hops (to the parent process and on to the panel); a
 * string is copied whole, and the panel's JSON.parse is native.
 */
export const packKnownAnswers = (known: KnownAnswers): string => JSON.stringify(known);
