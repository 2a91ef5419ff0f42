import type { PageResult } from './audit-page';

export interface SummaryRow {
  page: string;
  status: string;
  sections: string;
  findings: string;
  seconds: string;
}

export function summaryRows(results: readonly PageResult[]): SummaryRow[] {
  return results.map((r) => ({
    page: r.ok ? r.audit.input.page.url : r.target.input,
    status: r.ok ? 'ok' : `failed: ${r.kind}`,
    sections: r.ok ? String(r.audit.sections.length) : '-',
    findings: r.ok ? String(r.audit.findings?.length ?? 0) : '-',
    seconds: (r.ms / 1000).toFixed(1),
  }));
}

const HEADERS: SummaryRow = { page: 'page', status: 'status', sections: 'sections', findings: 'findings', seconds: 's' };

/** The end-of-run table on stderr: aligned plain text, one row per page, then the totals. */
export function summaryTable(results: readonly PageResult[]): string {
  const rows = [HEADERS, ...summaryRows(results)];
  const keys = Object.keys(HEADERS) as (keyof SummaryRow)[];
  const widths = keys.map((k) => Math.max(...rows.map((r) => r[k].length)));
  const line = (r: SummaryRow) => keys.map((k, i) => (k === 'page' || k === 'status' ? r[k].padEnd(widths[i] ?? 0) : r[k].padStart(widths[i] ?? 0))).join('  ').trimEnd();
  const failed = results.filter((r) => !r.ok).length;
  return [
    line(rows[0] ?? HEADERS),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
    '',
    `${results.length - failed} of ${results.length} pages audited${failed ? `, ${failed} failed` : ''}.`,
  ].join('\n');
}
