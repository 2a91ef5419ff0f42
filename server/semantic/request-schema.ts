import { z } from 'zod';
import { intArg, searchTextArg } from '../arg-schemas.ts';

/** The body of POST /functions/v1/semantic-search, with the limits the README documents. */
export const SemanticSearchRequestSchema = z
  .object({
    query: searchTextArg('query'),
    max_results: intArg('max_results', 1, 100).default(10),
    threshold: z
      .number({ error: 'threshold must be a number between 0 and 1' })
      .min(0, 'threshold must be a number between 0 and 1')
      .max(1, 'threshold must be a number between 0 and 1')
      .default(0.3),
  })
  .strict();
export type SemanticSearchRequest = z.infer<typeof SemanticSearchRequestSchema>;
