import { z } from 'zod';
import { SECTION_LABELS } from '../../lib/sections/labels';
import { TEST_RESULTS } from '../../lib/knowledge/schemas';

const sectionMessage = `must be one of ${SECTION_LABELS.join(', ')}`;

/** Body of POST /rest/v1/rpc/search_tests. The SQL function checks the same rules. */
export const SearchTestsArgsSchema = z
  .object({
    query_text: z
      .string({ error: 'query_text is required and must be a string' })
      .refine((s) => s.trim() !== '', 'query_text is required and must be a non-empty string')
      .refine((s) => s.length <= 500, 'query_text must be at most 500 characters'),
    max_results: z
      .number({ error: 'max_results must be an integer between 1 and 100' })
      .int('max_results must be an integer between 1 and 100')
      .min(1, 'max_results must be an integer between 1 and 100')
      .max(100, 'max_results must be an integer between 1 and 100')
      .default(10),
    section_filter: z.enum(SECTION_LABELS, { error: `section_filter ${sectionMessage}` }).nullish(),
    result_filter: z.enum(TEST_RESULTS, { error: `result_filter must be one of ${TEST_RESULTS.join(', ')}` }).nullish(),
    principle_filter: z.string({ error: 'principle_filter must be a string' }).max(200, 'principle_filter must be at most 200 characters').nullish(),
  })
  .strict();

/** Body of POST /rest/v1/rpc/get_patterns. */
export const GetPatternsArgsSchema = z
  .object({
    section_name: z.enum(SECTION_LABELS, { error: `section_name ${sectionMessage}` }).nullish(),
    min_tests: z
      .number({ error: 'min_tests must be an integer between 1 and 10000' })
      .int('min_tests must be an integer between 1 and 10000')
      .min(1, 'min_tests must be an integer between 1 and 10000')
      .max(10_000, 'min_tests must be an integer between 1 and 10000')
      .nullish(),
  })
  .strict();
