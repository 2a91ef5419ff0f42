import type { SectionFact } from '../facts/types';
import type { AbTest } from '../knowledge/schemas';
import type { Audit } from './build';
import type { Finding } from './findings';
import { isWebUrl, signedPercent } from './format';
import { describeFact } from '../facts/describe';

/** Keeps untrusted text from turning into Markdown structure or inline HTML when the report is rendered. */
export function mdText(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`);
}

const pct = (n: number | null) => (n === null ? 'n/a' : signedPercent(n));
const safeUrl = (u: string | null) => (isWebUrl(u) ? u.replace(/[()\s]/g, encodeURIComponent) : null);

/** "carousel 3 slides, autoplay; cta 4 equal": facts as one short line. */
export const factsText = (facts: readonly SectionFact[]) => facts.map(describeFact).join('; ');

function testLine(t: AbTest & { similarity?: number; matched?: SectionFact[] }): string {
  const parts = [`**${mdText(t.title)}** (${pct(t.uplift_percent)}${t.quality_grade ? `, grade ${t.quality_grade}` : ''})`];
  if (t.matched?.length) parts.push(`answers: ${mdText(factsText(t.matched))}`);
  if (t.actionable_rule) parts.push(`rule: ${mdText(t.actionable_rule)}`);
  if (t.psychological_principle) parts.push(`principle: ${mdText(t.psychological_principle)}`);
  const url = safeUrl(t.source_url);
  if (url) parts.push(`[source](${url})`);
  return `  - ${parts.join(' — ')}`;
}

/** The findings a report lists after the top opportunities: the ones not already among them (a report says each thing once). */
export const otherFindings = (audit: Pick<Audit, 'findings' | 'opportunities'>): Finding[] | null =>
  audit.findings && audit.findings.filter((f) => !audit.opportunities?.some((o) => o.id === f.id));

/**
 * The number (1-based) of the top opportunity a section's failed check is, else null: its line points there instead of
 * repeating the fix. The same gap in another block of the same kind (three product grids without ratings) is the same opportunity.
 */
export function topNumberOf(audit: Pick<Audit, 'opportunities' | 'sections'>, section: number, check: string): number | null {
  const label = audit.sections.find((s) => s.section.index === section)?.section.label;
  const at = audit.opportunities?.findIndex((o) => o.deficit === check && (o.section === section || o.label === label)) ?? -1;
  return at >= 0 ? at + 1 : null;
}

/** The audit as a Markdown report, for the clipboard. */
export function auditToMarkdown(audit: Audit): string {
  const { input } = audit;
  const lines: string[] = [
    `# Uplift Lens audit: ${mdText(input.page.title || input.page.url)}`,
    '',
    `- Page: ${mdText(input.page.url)}`,
    `- Service: ${mdText(input.service.baseUrl)}${audit.demo ? ' (demo data: synthetic records, not real tests)' : ''}`,
    `- Audited: ${input.createdAt}`,
    `- Sections found: ${audit.sections.length}`,
    '',
    '## Top opportunities',
    '',
  ];
  if (!audit.opportunities) lines.push('Patterns not loaded.');
  else if (!audit.opportunities.length) lines.push('Nothing the catalogue has strong evidence about.');
  audit.opportunities?.forEach((f, i) => lines.push(`${i + 1}. **${mdText(f.title)}**${f.rule ? ` — ${mdText(f.rule)}` : ''}`));
  const others = otherFindings(audit);
  lines.push('', '## Other findings', '');
  if (!others) lines.push('Patterns not loaded.');
  else if (!audit.findings?.length) lines.push('No missing sections with strong winning patterns.');
  else if (!others.length) lines.push('Nothing beyond the top opportunities.');
  for (const f of others ?? []) {
    const behind = f.kind === 'hygiene' || (f.kind === 'fact' && f.evidence === 0) ? 'seen on this page, no test needed' : f.kind === 'fact' ? `${f.evidence} tests behind it` : `${f.evidence} winning tests`;
    lines.push(`- **${mdText(f.title)}** — ${behind}${f.rule ? `; rule: ${mdText(f.rule)}` : ''}`);
  }
  lines.push('', '## Sections', '');
  for (const s of audit.sections) {
    const sec = s.section;
    lines.push(`### ${sec.index + 1}. ${sec.label} (confidence ${Math.round(sec.confidence * 100)}%)`, '');
    if (sec.evidence.length) lines.push(`Evidence: ${sec.evidence.map(mdText).join('; ')}`, '');
    if (sec.facts.length) lines.push(`Facts: ${sec.facts.map((f) => `${mdText(describeFact(f))} (${mdText(f.evidence)})`).join('; ')}`, '');
    const failed = s.checks.filter((c) => !c.passed);
    const passed = s.checks.filter((c) => c.passed);
    const fixOf = (c: (typeof failed)[number]) => {
      const top = topNumberOf(audit, sec.index, c.id);
      return top ? `top opportunity ${top}` : `fix: ${mdText(c.fix ?? '')}`;
    };
    if (failed.length) lines.push(`Lacks: ${failed.map((c) => `${mdText(c.title)} (${fixOf(c)})`).join('; ')}`, '');
    if (passed.length) lines.push(`Passed: ${passed.map((c) => mdText(c.title)).join('; ')}`, '');
    if (s.general) lines.push('No fact of this section calls for a specific test: its patterns are general.', '');
    lines.push('Patterns:');
    if (!s.patterns?.length) lines.push('  - none');
    for (const p of s.patterns ?? []) {
      lines.push(
        `  - ${mdText(p.psychological_principle)}: ${p.test_count} tests, win rate ${Math.round(p.win_rate * 100)}%, median uplift ${pct(p.median_uplift_percent)}${p.top_rules[0] ? `; ${mdText(p.top_rules[0])}` : ''}`,
      );
    }
    lines.push('Winning tests:');
    if (!s.tests?.length) lines.push('  - none above the similarity threshold');
    for (const t of s.tests ?? []) lines.push(testLine(t));
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * The audit as JSON: its input (rebuildable with parseAuditInput + buildAudit, which ignores the derived
 * keys) plus, per section, its `facts` and `tests` (exactly the winning tests shown, in order, each with
 * `matched`), the questions asked and the patterns shown; then the findings and the top opportunities.
 */
export function auditToJson(audit: Audit): string {
  const sections = audit.sections.map((s) => ({
    ...s.section,
    queries: s.queries,
    tests: s.tests ?? [],
    patterns: s.patterns ?? [],
    checks: s.checks.map(({ fact: _f, ...c }) => c),
    general: s.general,
  }));
  return JSON.stringify({ ...audit.input, sections, opportunities: audit.opportunities, findings: audit.findings }, null, 2);
}
