import * as z from 'zod/mini';
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

const text = z.nullable(z.string());

export const AbTestSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  result: TestResultSchema,
  uplift_percent: z.nullable(z.number()),
  website_section: SectionLabelSchema,
  element_tested: text,
  key_insight: text,
  actionable_rule: text,
  psychological_principle: text,
  control_description: text,
  variation_description: text,
  brand: text,
  industry: text,
  page_type: text,
  source_name: text,
  source_url: text,
  quality_grade: z.nullable(QualityGradeSchema),
  device: text,
  sample_size: z.nullable(z.int().check(z.nonnegative())),
});
export type AbTest = z.infer<typeof AbTestSchema>;
export const AB_TEST_FIELDS = Object.keys(AbTestSchema.shape) as (keyof AbTest)[];

export const AbTestStrictSchema = z.strictObject(AbTestSchema.shape);

/** A keyword-search hit: a full record plus its rank (higher is better). */
export const KeywordHitSchema = z.extend(AbTestSchema, { rank: z.number() });
export type KeywordHit = z.infer<typeof KeywordHitSchema>;

/** A semantic-search hit: a full record plus its calibrated cosine similarity in [0, 1]. */
export const SemanticHitSchema = z.extend(AbTestSchema, { similarity: z.number().check(z.gte(0), z.lte(1)) });
export type SemanticHit = z.infer<typeof SemanticHitSchema>;

/** Our answer is `{results: [...]}`; a deployed service may answer with a bare array. */
export const SemanticAnswerSchema = z.pipe(
  z.union([z.object({ results: z.array(SemanticHitSchema) }), z.array(SemanticHitSchema)]),
  z.transform((a) => (Array.isArray(a) ? a : a.results)),
);

/** One aggregated pattern of get_patterns: a (section, principle) pair and what its tests say. */
export const PatternSchema = z.object({
  website_section: SectionLabelSchema,
  psychological_principle: z.string(),
  test_count: z.int(),
  winner_count: z.int(),
  loser_count: z.int(),
  inconclusive_count: z.int(),
  win_rate: z.number().check(z.gte(0), z.lte(1)),
  avg_uplift_percent: z.nullable(z.number()),
  median_uplift_percent: z.nullable(z.number()),
  top_rules: z.array(z.string()),
  example_test_ids: z.array(z.uuid()),
});
export type Pattern = z.infer<typeof PatternSchema>;

/** PostgREST's error shape; the semantic-search function answers at least `{message}`. */
export const ServiceErrorSchema = z.object({
  code: z.optional(z.string()),
  message: z.string(),
  details: z.optional(z.nullable(z.string())),
  hint: z.optional(z.nullable(z.string())),
});
export type ServiceError = z.infer<typeof ServiceErrorSchema>;
