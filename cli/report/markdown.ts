import { auditToMarkdown, mdText } from '../../lib/audit/export';
import type { Comparison, PatternStatus } from '../../lib/audit/compare';
import { summaryRows } from '../summary';
import { isSinglePage, type RunReport } from './run';

const STATUS_MARK: Record<PatternStatus, string> = { matches: 'yes', section_only: 'section only', missing: 'no section' };

/** One level deeper, so each page's report nests under the run's heading. (mdText escapes # in page text.) */
const nest = (md: string) => md.replace(/^#/gm, '##');

function table(headers: string[], rows: string[][]): string[] {
  return [`| ${headers.join(' | ')} |`, `|${headers.map(() => ' --- ').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)];
}

export function comparisonToMarkdown(c: Comparison): string[] {
  const name = (i: number) => `page ${i + 1}`;
  const lines = ['## Pages', '', ...c.pages.map((p, i) => `${i + 1}. ${mdText(p.title || p.url)} — ${mdText(p.url)}`), ''];
  lines.push('## Sections each page has', '');
  const labels = Object.keys(c.pages[0]?.sectionCounts ?? {});
  lines.push(
    ...table(
      ['section', ...c.pages.map((_, i) => name(i))],
      labels.map((l) => [l, ...c.pages.map((p) => String(p.sectionCounts[l as keyof typeof p.sectionCounts]))]),
    ),
    '',
  );
  lines.push("## The catalogue's strongest winning patterns", '');
  if (!c.patterns.length) lines.push('The catalogue has no strong patterns (at least 3 tests, most of them won).', '');
  else {
    lines.push(
      ...table(
        ['section', 'principle', 'winning tests', 'win rate', ...c.pages.map((_, i) => name(i))],
        c.patterns.map((p) => [p.label, mdText(p.principle), String(p.winnerCount), `${Math.round(p.winRate * 100)}%`, ...p.status.map((s) => STATUS_MARK[s])]),
      ),
      '',
      '"yes": the page has that kind of section and a winning test like it applies the principle; "section only": it has the section, but none of the winning tests like it applies the principle; "no section": it has no such section.',
      '',
    );
  }
  lines.push('## What the others do that each page does not', '');
  for (const g of c.gaps) {
    lines.push(`### ${name(g.page)}: ${mdText(c.pages[g.page]?.title || c.pages[g.page]?.url || '')}`, '');
    if (!g.sections.length && !g.patterns.length) lines.push('Nothing: every section and strong pattern of the others is here too.');
    for (const s of g.sections) lines.push(`- No ${s.label} section; ${s.presentIn.map(name).join(', ')} ha${s.presentIn.length > 1 ? 've' : 's'} one.`);
    for (const p of g.patterns) lines.push(`- ${p.label}: does not apply ${mdText(p.principle)}; ${p.matchedBy.map(name).join(', ')} do${p.matchedBy.length > 1 ? '' : 'es'}.`);
    lines.push('');
  }
  return lines;
}

export function runToMarkdown(run: RunReport): string {
  const first = run.results[0];
  if (isSinglePage(run) && first?.ok) return auditToMarkdown(first.audit);
  const lines = [
    `# Uplift Lens ${run.comparison ? 'comparison' : 'audits'}: ${run.results.length} page${run.results.length === 1 ? '' : 's'}`,
    '',
    `- Service: ${mdText(run.serviceUrl)}`,
    `- Audited: ${run.createdAt}`,
    '',
    '## Summary',
    '',
    ...table(
      ['page', 'status', 'sections', 'findings', 'seconds'],
      summaryRows(run.results).map((r) => [mdText(r.page), r.status, r.sections, r.findings, r.seconds]),
    ),
    '',
  ];
  const failures = run.results.filter((r) => !r.ok);
  if (failures.length) {
    lines.push('## Pages that failed', '');
    for (const f of failures) if (!f.ok) lines.push(`- ${mdText(f.target.input)}: ${f.kind}: ${mdText(f.message)}`);
    lines.push('');
  }
  if (run.comparison) lines.push(...comparisonToMarkdown(run.comparison));
  for (const r of run.results) if (r.ok) lines.push(nest(auditToMarkdown(r.audit)), '');
  return lines.join('\n');
}
