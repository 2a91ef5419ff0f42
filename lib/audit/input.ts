import * as z from 'zod/mini';
import { PatternSchema, SemanticHitSchema } from '../knowledge/schemas';
import { SectionSummarySchema } from './sections';

export const AuditSettingsSchema = z.object({
  /** Similarity cut-off of the semantic search per section, in [0, 1]. */
  threshold: z.number().check(z.gte(0), z.lte(1)),
  /** Winning tests shown per section. */
  maxResults: z.int().check(z.gte(1), z.lte(20)),
});
export type AuditSettings = z.infer<typeof AuditSettingsSchema>;

/** The panel's and the CLI's defaults, so both show the same tests for the same page. */
export const DEFAULT_AUDIT_SETTINGS: AuditSettings = { threshold: 0.2, maxResults: 3 };

/**
 * Everything an audit is judged from: the page's sections and the service's answers.
 * Saved as JSON (the export), it rebuilds the same audit without a browser or a service.
 */
export const AuditInputSchema = z.object({
  version: z.literal(1),
  createdAt: z.string(),
  page: z.object({ url: z.string(), title: z.string() }),
  service: z.object({
    baseUrl: z.string(),
    /** Whether the service serves the synthetic demo catalogue, when known (older saved audits lack it). */
    demo: z.optional(z.boolean()),
  }),
  settings: AuditSettingsSchema,
  sections: z.array(SectionSummarySchema),
  answers: z.object({
    /** get_patterns for all sections; null while not yet answered. */
    patterns: z.nullable(z.array(PatternSchema)),
    /** Semantic hits per section index (as a string key); a missing key means not yet answered. */
    tests: z.record(z.string(), z.array(SemanticHitSchema)),
  }),
});
export type AuditInput = z.infer<typeof AuditInputSchema>;

/** Parses a saved audit (the JSON export or a hand-made file); throws a readable error. */
export function parseAuditInput(json: unknown): AuditInput {
  const parsed = AuditInputSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`Not a saved Uplift Lens audit: ${first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'invalid'}`);
  }
  return parsed.data;
}

/** A fresh audit input: a page, the service asked, the settings, its sections and the answers so far. */
export function newAuditInput(fields: Omit<AuditInput, 'version' | 'createdAt'>): AuditInput {
  return { version: 1, createdAt: new Date().toISOString(), ...fields };
}
