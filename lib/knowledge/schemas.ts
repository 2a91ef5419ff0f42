import { z } from 'zod';
import { SectionLabelSchema } from '../sections/labels';

/**
 * The fields of a test record, exactly as ../shared/knowledge-service-interface.md lists them.
 * Client-side parsing tolerates unknown fields (zod objects strip them by default);
 * the server's import uses `AbTestStrictSchema` to refuse them.
 */
export const TEST_RESULTS = ['winner', 'loser', 'inconclusive'] as const;
export const QUALITY_GRADES = ['A', 'B', 'C'] as const;

export const TestResultSchema = z.enum(TEST_RESULTS);
export const QualityGradeSchema = z.enum(QUALITY_GRADES);

export const AbTestSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  result: TestResultSchema,
  uplift_percent: z.number().nullable(),
  website_section: SectionLabelSchema,
  element_tested: z.string().nullable(),
  key_insight: z.string().nullable(),
  actionable_rule: z.string().nullable(),
  psychological_principle: z.string().nullable(),
  control_description: z.string().nullable(),
  variation_description: z.string().nullable(),
  brand: z.string().nullable(),
  industry: z.string().nullable(),
  page_type: z.string().nullable(),
  source_name: z.string().nullable(),
  source_url: z.string().nullable(),
  quality_grade: QualityGradeSchema.nullable(),
  device: z.string().nullable(),
  sample_size: z.number().int().nonnegative().nullable(),
});
export type AbTest = z.infer<typeof AbTestSchema>;
export const AB_TEST_FIELDS = Object.keys(AbTestSchema.shape) as (keyof AbTest)[];

export const AbTestStrictSchema = AbTestSchema.strict();

/** A keyword-search hit: a full record plus its rank (higher is better). */
export const KeywordHitSchema = AbTestSchema.extend({ rank: z.number() });
export type KeywordHit = z.infer<typeof KeywordHitSchema>;

/** A semantic-search hit: a full record plus its calibrated cosine similarity in [0, 1]. */
export const SemanticHitSchema = AbTestSchema.extend({ similarity: z.number().min(0).max(1) });
export type SemanticHit = z.infer<typeof SemanticHitSchema>;

/** Our answer is `{results: [...]}`; a deployed service may answer with a bare array. */
export const SemanticAnswerSchema = z
  .union([z.object({ results: z.array(SemanticHitSchema) }), z.array(SemanticHitSchema)])
  .transform((a) => (Array.isArray(a) ? a : a.results));

/** One aggregated pattern of get_patterns: a (section, principle) pair and what its tests say. */
export const PatternSchema = z.object({
  website_section: SectionLabelSchema,
  psychological_principle: z.string(),
  test_count: z.number().int(),
  winner_count: z.number().int(),
  loser_count: z.number().int(),
  inconclusive_count: z.number().int(),
  win_rate: z.number().min(0).max(1),
  avg_uplift_percent: z.number().nullable(),
  median_uplift_percent: z.number().nullable(),
  top_rules: z.array(z.string()),
  example_test_ids: z.array(z.uuid()),
});
export type Pattern = z.infer<typeof PatternSchema>;

/** PostgREST's error shape; the semantic-search function answers at least `{message}`. */
export const ServiceErrorSchema = z.object({
  code: z.string().optional(),
  message: z.string(),
  details: z.string().nullable().optional(),
  hint: z.string().nullable().optional(),
});
export type ServiceError = z.infer<typeof ServiceErrorSchema>;
