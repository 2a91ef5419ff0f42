import type { Audit } from '../audit/build';
import { mdText, otherFindings, topNumberOf } from '../audit/export';
import type { Finding } from '../audit/findings';
import { isWebUrl } from '../audit/format';
import type { SectionFact } from '../facts/types';
import type { AbTest } from '../knowledge/schemas';
import type { I18n } from './index';

/** What stands behind a finding: "(12 tests behind it)", "(seen on this page, no test needed)". */
export function behindFinding(f: Pick<Finding, 'kind' | 'evidence'>, i: I18n): string {
  return f.kind === 'hygiene' || (f.kind === 'fact' && f.evidence === 0) ? i.t('behindHygiene') : f.kind === 'fact' ? i.plural('behindFact', f.evidence) : i.plural('behindWinning', f.evidence);
}

const safeUrl = (u: string | null) => (isWebUrl(u) ? u.replace(/[()\s]/g, encodeURIComponent) : null);

function testLine(t: AbTest & { similarity?: number; matched?: SectionFact[] }, i: I18n): string {
  const head = [i.uplift(t.uplift_percent), ...(t.quality_grade ? [i.t('grade', { grade: t.quality_grade })] : [])].join(', ');
  const parts = [`**${mdText(t.title)}** (${head})`];
  if (t.matched?.length) parts.push(i.t('answersInline', { facts: mdText(t.matched.map(i.audit.describeFact).join('; ')) }));
  if (t.actionable_rule) parts.push(i.t('ruleInline', { rule: mdText(t.actionable_rule) }));
  if (t.psychological_principle) parts.push(i.t('principleInline', { principle: mdText(t.psychological_principle) }));
  const url = safeUrl(t.source_url);
  if (url) parts.push(`[${i.t('sourceLink')}](${url})`);
  return `  - ${parts.join(' — ')}`;
}

/**
 * lib/audit's Markdown report (auditToMarkdown) in another language, line for line: the same
 * structure, our words translated, numbers written as the language writes them, page text and
 * catalogue records as they are. English keeps auditToMarkdown itself.
 */
export function auditToMarkdownIn(audit: Audit, i: I18n): string {
  const { input } = audit;
  const { t } = i;
  const lines: string[] = [
    `# ${t('reportTitle', { title: mdText(input.page.title || input.page.url) })}`,
    '',
    `- ${t('fieldPage', { value: mdText(input.page.url) })}`,
    `- ${t('fieldService', { value: mdText(input.service.baseUrl) })}${audit.demo ? ` ${t('demoShort')}` : ''}`,
    `- ${t('fieldAudited', { value: input.createdAt })}`,
    `- ${t('fieldSectionsFound', { value: i.nf.number(audit.sections.length) })}`,
    '',
    `## ${t('topOpportunities')}`,
    '',
  ];
  if (!audit.opportunities) lines.push(t('patternsNotLoadedShort'));
  else if (!audit.opportunities.length) lines.push(t('nothingStrong'));
  audit.opportunities?.forEach((f, n) => {
    const { title, rule } = i.audit.finding(f);
    lines.push(`${n + 1}. **${mdText(title)}**${rule ? ` — ${mdText(rule)}` : ''}`);
  });
  const others = otherFindings(audit);
  lines.push('', `## ${t('otherFindings')}`, '');
  if (!others) lines.push(t('patternsNotLoadedShort'));
  else if (!audit.findings?.length) lines.push(t('noMissing'));
  else if (!others.length) lines.push(t('noOtherFindings'));
  for (const f of others ?? []) {
    const { title, rule } = i.audit.finding(f);
    lines.push(`- **${mdText(title)}** — ${behindFinding(f, i)}${rule ? `; ${t('ruleInline', { rule: mdText(rule) })}` : ''}`);
  }
  lines.push('', `## ${t('sections')}`, '');
  for (const s of audit.sections) {
    const sec = s.section;
    lines.push(`### ${sec.index + 1}. ${i.audit.sectionName(sec.label)} (${t('confidence', { value: i.nf.share(sec.confidence) })})`, '');
    if (sec.evidence.length) lines.push(t('evidenceLine', { list: sec.evidence.map((r) => mdText(i.audit.reason(r))).join('; ') }), '');
    if (sec.facts.length) lines.push(t('factsLine', { list: sec.facts.map((f) => `${mdText(i.audit.describeFact(f))} (${mdText(f.evidence)})`).join('; ') }), '');
    const checks = s.checks.map((c) => ({ ...c, ...i.audit.check(c) }));
    const failed = checks.filter((c) => !c.passed);
    const passed = checks.filter((c) => c.passed);
    const fixOf = (c: (typeof failed)[number]) => {
      const top = topNumberOf(audit, sec.index, c.id);
      return top ? t('topInline', { n: i.nf.number(top) }) : t('fixInline', { fix: mdText(c.fix ?? '') });
    };
    if (failed.length) lines.push(t('lacksLine', { list: failed.map((c) => `${mdText(c.title)} (${fixOf(c)})`).join('; ') }), '');
    if (passed.length) lines.push(t('passedLine', { list: passed.map((c) => mdText(c.title)).join('; ') }), '');
    if (s.general) lines.push(t('generalShort'), '');
    lines.push(t('patternsColon'));
    if (!s.patterns?.length) lines.push(`  - ${t('none')}`);
    for (const p of s.patterns ?? []) {
      const line = i.plural('mdPattern', p.test_count, { principle: mdText(p.psychological_principle), rate: i.nf.share(p.win_rate), uplift: p.median_uplift_percent === null ? 'n/a' : i.nf.signedPercent(p.median_uplift_percent) });
      lines.push(`  - ${line}${p.top_rules[0] ? `; ${mdText(p.top_rules[0])}` : ''}`);
    }
    lines.push(t('winningTestsColon'));
    if (!s.tests?.length) lines.push(`  - ${t('noneAboveThreshold')}`);
    for (const test of s.tests ?? []) lines.push(testLine(test, i));
    lines.push('');
  }
  return lines.join('\n');
}
