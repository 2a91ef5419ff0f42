import type { KnowledgeClient, RequestOptions } from '../knowledge/client';
import type { SectionSummary } from '../sections/types';
import type { AuditInput, AuditSettings } from './input';
import { mergeHits, sectionSearches } from './query';

/** The two calls an audit needs from the service; a `KnowledgeClient` has both. */
export type AnswerSource = Pick<KnowledgeClient, 'getPatterns' | 'semanticSearch'>;

/** A section's hits: its questions asked together (the client's cache answers repeated ones), merged. */
export async function sectionHits(client: Pick<KnowledgeClient, 'semanticSearch'>, section: SectionSummary, settings: AuditSettings, opts: RequestOptions = {}) {
  return mergeHits(await Promise.all(sectionSearches(section, settings).map((q) => client.semanticSearch(q, opts))));
}

/**
 * Asks the service what the side panel asks for (all patterns, then each section's questions)
 * and returns the answers in the shape `AuditInput` saves.
 * Rejects with the client's typed error on the first failure.
 */
export async function collectAnswers(
  client: AnswerSource,
  sections: readonly SectionSummary[],
  settings: AuditSettings,
  opts: RequestOptions = {},
): Promise<AuditInput['answers']> {
  const [patterns, ...hits] = await Promise.all([client.getPatterns({}, opts), ...sections.map((s) => sectionHits(client, s, settings, opts))]);
  const tests: AuditInput['answers']['tests'] = {};
  sections.forEach((s, i) => {
    tests[String(s.index)] = hits[i] ?? [];
  });
  return { patterns, tests };
}
