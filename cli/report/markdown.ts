import { auditToMarkdown, mdText } from '../../lib/audit/export';
import type { Comparison } from '../../lib/audit/compare';
// Every language's words: a report may be asked for in any of them.
import '../../lib/i18n/all-locales';
import { DEFAULT_LOCALE, i18nFor, type I18n, type Locale } from '../../lib/i18n';
import { auditToMarkdownIn } from '../../lib/i18n/markdown';
import { summaryRows } from '../summary';
import { isSinglePage, type RunReport } from './run';

/** One level deeper, so each page's report nests under the run's heading. (mdText escapes # in page text.) */
const nest = (md: string) => md.replace(/^#/gm, '##');

function table(headers: string[], rows: string[][]): string[] {
  return [`| ${headers.join(' | ')} |`, `|${headers.map(() => ' --- ').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)];
}

/** The panel's Markdown report of one audit: lib/audit's own in English, its translation otherwise. */
const oneAudit = (audit: Parameters<typeof auditToMarkdown>[0], i: I18n) => (i.locale === 'en' ? auditToMarkdown(audit) : auditToMarkdownIn(audit, i));

export function comparisonToMarkdown(c: Comparison, i: I18n = i18nFor(DEFAULT_LOCALE)): string[] {
  const { t } = i;
  const name = (n: number) => t('pageN', { n: i.nf.number(n + 1) });
  // English Markdown has always named sections by their ids; other languages by their names.
  const label = (l: string) => (i.locale === 'en' ? l : i.audit.sectionName(l));
  const lines = [`## ${t('pages')}`, '', ...c.pages.map((p, n) => `${n + 1}. ${mdText(p.title || p.url)} — ${mdText(p.url)}`), ''];
  lines.push(`## ${t('sectionsEachHas')}`, '');
  const labels = Object.keys(c.pages[0]?.sectionCounts ?? {});
  lines.push(
    ...table(
      [t('colSection'), ...c.pages.map((_, n) => name(n))],
      labels.map((l) => [label(l), ...c.pages.map((p) => String(p.sectionCounts[l as keyof typeof p.sectionCounts]))]),
    ),
    '',
  );
  lines.push(`## ${t('strongestPatterns')}`, '');
  if (!c.patterns.length) lines.push(t('noStrongPatterns'), '');
  else {
    lines.push(
      ...table(
        [t('colSection'), t('colPrinciple'), t('colWinningTests'), t('colWinRate'), ...c.pages.map((_, n) => name(n))],
        c.patterns.map((p) => [label(p.label), mdText(p.principle), i.nf.number(p.winnerCount), i.nf.share(p.winRate), ...p.status.map((s) => t(`status_${s}`))]),
      ),
      '',
      t('statusLegendMd'),
      '',
    );
  }
  lines.push(`## ${t('othersDo')}`, '');
  for (const g of c.gaps) {
    lines.push(`### ${name(g.page)}: ${mdText(c.pages[g.page]?.title || c.pages[g.page]?.url || '')}`, '');
    if (!g.sections.length && !g.patterns.length) lines.push(t('nothingMissingOthers'));
    for (const s of g.sections) lines.push(`- ${i.plural('gapSection', s.presentIn.length, { section: label(s.label), pages: s.presentIn.map(name).join(', ') })}`);
    for (const p of g.patterns) lines.push(`- ${i.plural('gapPattern', p.matchedBy.length, { section: label(p.label), principle: mdText(p.principle), pages: p.matchedBy.map(name).join(', ') })}`);
    lines.push('');
  }
  return lines;
}

export function runToMarkdown(run: RunReport, locale: Locale = DEFAULT_LOCALE): string {
  const i = i18nFor(locale);
  const { t } = i;
  const first = run.results[0];
  if (isSinglePage(run) && first?.ok) return oneAudit(first.audit, i);
  const lines = [
    `# ${i.plural(run.comparison ? 'runTitleComparison' : 'runTitleAudits', run.results.length)}`,
    '',
    `- ${t('fieldService', { value: mdText(run.serviceUrl) })}`,
    `- ${t('fieldAudited', { value: run.createdAt })}`,
    '',
    `## ${t('summary')}`,
    '',
    ...table(
      [t('colPage'), t('colStatus'), t('colSections'), t('colFindings'), t('colSeconds')],
      summaryRows(run.results).map((r, n) => {
        const result = run.results[n];
        const status = result && !result.ok ? t('statusFailed', { kind: result.kind }) : t('statusOk');
        return [mdText(r.page), status, r.sections, r.findings, result ? i.nf.fixed(result.ms / 1000, 1) : r.seconds];
      }),
    ),
    '',
  ];
  const failures = run.results.filter((r) => !r.ok);
  if (failures.length) {
    lines.push(`## ${t('pagesFailed')}`, '');
    for (const f of failures) if (!f.ok) lines.push(`- ${mdText(f.target.input)}: ${f.kind}: ${mdText(f.message)}`);
    lines.push('');
  }
  if (run.comparison) lines.push(...comparisonToMarkdown(run.comparison, i));
  for (const r of run.results) if (r.ok) lines.push(nest(oneAudit(r.audit, i)), '');
  return lines.join('\n');
}
