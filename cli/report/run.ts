import type { Comparison } from '../../lib/audit/compare';
import type { PageResult } from '../audit-page';

/** Everything a report is written from. */
export interface RunReport {
  createdAt: string;
  serviceUrl: string;
  results: PageResult[];
  /** Set with --compare, from the pages that were audited. */
  comparison: Comparison | null;
}

/** One page without --compare gets the panel's own report shapes; anything else a multi-page report. */
export const isSinglePage = (run: RunReport): boolean => run.results.length === 1 && run.results[0]?.ok === true && !run.comparison;
