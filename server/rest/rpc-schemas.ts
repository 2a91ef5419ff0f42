import { z } from 'zod';
import { SECTION_LABELS } from '../../lib/sections/labels';
import { TEST_RESULTS } from '../../lib/knowledge/schemas';
import { intArg, searchTextArg } from '../arg-schemas';

const sectionMessage = `must be one of ${SECTION_LABELS.join(', ')}`;

/** Body of POST /rest/v1/rpc/search_tests. The SQL function checks the same rules. */
export const SearchTestsArgsSchema = z
  .object({
    query_text: searchTextArg('query_text'),
    max_results: intArg('max_results', 1, 100).default(10),
    section_filter: z.enum(SECTION_LABELS, { error: `section_filter ${sectionMessage}` }).nullish(),
    result_filter: z.enum(TEST_RESULTS, { error: `result_filter must be one of ${TEST_RESULTS.join(', ')}` }).nullish(),
    principle_filter: z.string({ error: 'principle_filter must be a string' }).max(200, 'principle_filter must be at most 200 characters').nullish(),
  })
  .strict();

/** Body of POST /rest/v1/rpc/get_patterns. */
export const GetPatternsArgsSchema = z
  .object({
    section_name: z.enum(SECTION_LABELS, { error: `section_name ${sectionMessage}` }).nullish(),
    min_tests: intArg('min_tests', 1, 10_000).nullish(),
  })
  .strict();
