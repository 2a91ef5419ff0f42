import { z } from 'zod';

/** The body of POST /functions/v1/semantic-search, with the limits the README documents. */
export const SemanticSearchRequestSchema = z
  .object({
    query: z
      .string({ error: 'query is required and must be a string' })
      .trim()
      .min(1, 'query must not be empty')
      .max(500, 'query must be at most 500 characters'),
    max_results: z
      .number({ error: 'max_results must be an integer between 1 and 100' })
      .int('max_results must be an integer between 1 and 100')
      .min(1, 'max_results must be an integer between 1 and 100')
      .max(100, 'max_results must be an integer between 1 and 100')
      .default(10),
    threshold: z
      .number({ error: 'threshold must be a number between 0 and 1' })
      .min(0, 'threshold must be a number between 0 and 1')
      .max(1, 'threshold must be a number between 0 and 1')
      .default(0.3),
  })
  .strict();
export type SemanticSearchRequest = z.infer<typeof SemanticSearchRequestSchema>;
