import { auditToJson } from '../../lib/audit/export';
import { isSinglePage, type RunReport } from './run';

/**
 * One page: the panel's JSON export (rebuildable with parseAuditInput + buildAudit).
 * Several pages, a failure or --compare: `{version, createdAt, service, pages: [...], comparison}` where each
 * audited page carries that same export under `audit` and each failed page its `error: {kind, message}`.
 */
export function runToJson(run: RunReport): string {
  const first = run.results[0];
  if (isSinglePage(run) && first?.ok) return auditToJson(first.audit);
  return JSON.stringify(
    {
      version: 1,
      createdAt: run.createdAt,
      service: { baseUrl: run.serviceUrl },
      pages: run.results.map((r) =>
        r.ok
          ? { input: r.target.input, ok: true, ms: r.ms, audit: JSON.parse(auditToJson(r.audit)) as unknown }
          : { input: r.target.input, ok: false, ms: r.ms, error: { kind: r.kind, message: r.message } },
      ),
      comparison: run.comparison,
    },
    null,
    2,
  );
}
