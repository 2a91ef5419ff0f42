import { z } from 'zod';
import { SectionLabelSchema } from '../sections/labels';
import { TestResultSchema } from './schemas';

/** What callers may ask of the service; checked before a request leaves (and in messages). */
export const KeywordQuerySchema = z.object({
  query_text: z.string().trim().min(1, 'Type at least one keyword.').max(500),
  max_results: z.number().int().min(1).max(100).default(20),
  section_filter: SectionLabelSchema.optional(),
  result_filter: TestResultSchema.optional(),
  principle_filter: z.string().trim().min(1).max(200).optional(),
});
export type KeywordQuery = z.input<typeof KeywordQuerySchema>;

export const SemanticQuerySchema = z.object({
  query: z.string().trim().min(1, 'Type a question.').max(2000),
  max_results: z.number().int().min(1).max(100).default(5),
  threshold: z.number().min(0).max(1).default(0.3),
});
export type SemanticQuery = z.input<typeof SemanticQuerySchema>;

export const BROWSE_ORDER = 'uplift_percent.desc.nullslast';

export const BrowseQuerySchema = z.object({
  website_section: SectionLabelSchema.optional(),
  result: TestResultSchema.optional(),
  page_type: z.string().trim().min(1).max(200).optional(),
  limit: z.number().int().min(1).max(200).default(50),
});
export type BrowseQuery = z.input<typeof BrowseQuerySchema>;

export const PatternQuerySchema = z.object({
  section_name: SectionLabelSchema.optional(),
  min_tests: z.number().int().min(1).max(1000).optional(),
});
export type PatternQuery = z.input<typeof PatternQuerySchema>;

export const TestIdSchema = z.uuid();

/** Where the service is and how to authenticate. */
export const ServiceConfigSchema = z.object({
  baseUrl: z
    .url({ protocol: /^https?$/, error: 'The service URL must start with http:// or https://.' })
    .transform((u) => u.replace(/\/+$/, '')),
  apiKey: z.string().trim().min(1, 'The API key is empty: paste the service anon key.'),
});
export type ServiceConfig = z.infer<typeof ServiceConfigSchema>;
