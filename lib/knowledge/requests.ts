import * as z from 'zod/mini';
import { SectionLabelSchema } from '../sections/labels';
import { TestResultSchema } from './schemas';

/** What callers may ask of the service; checked before a request leaves (and in messages). */
export const KeywordQuerySchema = z.object({
  query_text: z.string().check(z.trim(), z.minLength(1, 'Type at least one keyword.'), z.maxLength(500)),
  max_results: z._default(z.int().check(z.gte(1), z.lte(100)), 20),
  section_filter: z.optional(SectionLabelSchema),
  result_filter: z.optional(TestResultSchema),
  principle_filter: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
});
export type KeywordQuery = z.input<typeof KeywordQuerySchema>;

export const SemanticQuerySchema = z.object({
  query: z.string().check(z.trim(), z.minLength(1, 'Type a question.'), z.maxLength(2000)),
  max_results: z._default(z.int().check(z.gte(1), z.lte(100)), 5),
  threshold: z._default(z.number().check(z.gte(0), z.lte(1)), 0.3),
});
export type SemanticQuery = z.input<typeof SemanticQuerySchema>;

export const BROWSE_ORDER = 'uplift_percent.desc.nullslast';

export const BrowseQuerySchema = z.object({
  website_section: z.optional(SectionLabelSchema),
  result: z.optional(TestResultSchema),
  page_type: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  limit: z._default(z.int().check(z.gte(1), z.lte(200)), 50),
});
export type BrowseQuery = z.input<typeof BrowseQuerySchema>;

export const PatternQuerySchema = z.object({
  section_name: z.optional(SectionLabelSchema),
  min_tests: z.optional(z.int().check(z.gte(1), z.lte(1000))),
});
export type PatternQuery = z.input<typeof PatternQuerySchema>;

export const TestIdSchema = z.uuid();

/** Where the service is and how to authenticate. */
export const ServiceConfigSchema = z.object({
  baseUrl: z.pipe(
    z.url({ protocol: /^https?$/, error: 'The service URL must start with http:// or https://.' }),
    z.transform((u: string) => u.replace(/\/+$/, '')),
  ),
  apiKey: z.string().check(z.trim(), z.minLength(1, 'The API key is empty: paste the service anon key.')),
});
export type ServiceConfig = z.infer<typeof ServiceConfigSchema>;
