import type { KnowledgeClient, RequestOptions } from '../knowledge/client';
import type { SectionSummary } from '../sections/types';
import type { AuditInput, AuditSettings } from './input';
import { sectionSearch } from './query';

/** The two calls an audit needs from the service; a `KnowledgeClient` has both. */
export type AnswerSource = Pick<KnowledgeClient, 'getPatterns' | 'semanticSearch'>;

/**
 * Asks the service what the side panel asks for (all patterns, then one semantic search per section
 * with the section's own query) and returns the answers in the shape `AuditInput` saves.
 * Rejects with the client's typed error on the first failure.
 */
export async function collectAnswers(
  client: AnswerSource,
  sections: readonly SectionSummary[],
  settings: AuditSettings,
  opts: RequestOptions = {},
): Promise<AuditInput['answers']> {
  const [patterns, ...hits] = await Promise.all([
    client.getPatterns({}, opts),
    ...sections.map((s) => client.semanticSearch(sectionSearch(s, settings), opts)),
  ]);
  const tests: AuditInput['answers']['tests'] = {};
  sections.forEach((s, i) => {
    tests[String(s.index)] = hits[i] ?? [];
  });
  return { patterns, tests };
}
