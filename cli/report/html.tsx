/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { render } from 'preact-render-to-string';
import type { AuditSection } from '../../lib/audit/build';
import type { Comparison, PatternStatus } from '../../lib/audit/compare';
import type { Finding } from '../../lib/audit/findings';
import type { SemanticHit } from '../../lib/knowledge/schemas';
import { excerpt } from '../../components/shared/format';
import { useI18n } from '../../components/shared/i18n';
import { Localized } from '../../components/shared/Localized';
// Every language's words: a report may be asked for in any of them.
import '../../lib/i18n/all-locales';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n';
import { behindFinding } from '../../lib/i18n/markdown';
import { PatternList } from '../../components/shared/PatternList';
import { SourceLink, TestFacts } from '../../components/shared/TestFacts';
import type { AuditedPage } from '../audit-page';
import { summaryRows } from '../summary';
import { LABEL_COLORS, REPORT_CSS } from './html-style';
import type { RunReport } from './run';

// Every string, from a page, the catalogue or us, goes through JSX children or attributes, which
// preact-render-to-string escapes; nothing is inserted as raw HTML. No script runs: the CSP forbids it.
const CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(3)}%`;

function Outlines({ page, id }: { page: AuditedPage; id: string }) {
  const i = useI18n();
  const shot = page.screenshot;
  if (!shot) return page.screenshotError ? <p class="muted">{i.t('noScreenshot', { error: page.screenshotError })}</p> : null;
  return (
    <figure class="shot">
      <div class="frame">
        <img src={`data:image/jpeg;base64,${shot.jpeg.toString('base64')}`} width={shot.width} height={shot.height} alt={i.t('screenshotAlt', { url: page.audit.input.page.url })} />
        {page.audit.sections.map(({ section: s }) => (
          <a
            class="outline"
            href={`#${id}-s${s.index}`}
            data-section={s.label}
            data-index={s.index}
            style={`--c:${LABEL_COLORS[s.label]};left:${pct(s.rect.x, shot.width)};top:${pct(s.rect.y, shot.height)};width:${pct(s.rect.width, shot.width)};height:${pct(s.rect.height, shot.height)}`}
          >
            <span class="tag">
              {s.index + 1}. {i.audit.sectionName(s.label)}
            </span>
          </a>
        ))}
      </div>
      <figcaption class="meta">
        {i.t('screenshotCaption', { size: `${shot.width}×${shot.height}` })}
      </figcaption>
    </figure>
  );
}

function TestCard({ test }: { test: SemanticHit }) {
  return (
    <article class="test" data-test-id={test.id}>
      <TestFacts test={test} />
      <p class="meta">
        <SourceLink test={test} />
      </p>
    </article>
  );
}

function SectionCard({ item, id }: { item: AuditSection; id: string }) {
  const i = useI18n();
  const { t } = i;
  const { section, patterns, tests } = item;
  return (
    <section class="card" id={`${id}-s${section.index}`} data-section={section.label} data-index={section.index} style={`--c:${LABEL_COLORS[section.label]}`}>
      <h3>
        {section.index + 1}. {i.audit.sectionName(section.label)} <span class="meta">{t('confidence', { value: i.nf.share(section.confidence) })}</span>
      </h3>
      {section.evidence.length > 0 && <p class="muted">{t('why', { evidence: section.evidence.map(i.audit.reason).join('; ') })}</p>}
      {section.facts.length > 0 && (
        <ul class="facts">
          {section.facts.map((f) => (
            <li data-fact={f.kind} title={f.evidence}>
              {i.audit.describeFact(f)} <span class="meta">({f.evidence})</span>
            </li>
          ))}
        </ul>
      )}
      {section.text && (
        <p class="quote">{t('quoted', { text: excerpt(section.text) })}</p>
      )}
      <h4>{t('patterns')}</h4>
      {!patterns?.length ? (
        <p class="muted">{t('noPatterns')}</p>
      ) : (
        <PatternList patterns={patterns} />
      )}
      <h4>{t('winningTestsLike')}</h4>
      {!tests?.length ? (
        <p class="muted">{t('noneSimilarCli')}</p>
      ) : (
        tests.map((t) => <TestCard test={t} />)
      )}
    </section>
  );
}

function Findings({ findings }: { findings: Finding[] | null }) {
  const i = useI18n();
  if (!findings?.length) return <p class="muted">{i.t('noMissing')}</p>;
  return (
    <ul class="findings">
      {findings.map((f) => {
        const { title, rule } = i.audit.finding(f);
        return (
          <li data-finding={f.id}>
            <strong>{title}</strong> <span class="meta">— {behindFinding(f, i)}</span>
            {rule && <div>{i.t('ruleLine', { rule })}</div>}
            {f.principles.length > 0 && <div class="meta">{i.t('principlesLine', { list: f.principles.join(', ') })}</div>}
          </li>
        );
      })}
    </ul>
  );
}

function PageReport({ page, n }: { page: AuditedPage; n: number }) {
  const i = useI18n();
  const { t } = i;
  const { audit } = page;
  const id = `p${n}`;
  return (
    <article class="page" id={id} data-page-url={audit.input.page.url}>
      <h2>{audit.input.page.title || audit.input.page.url}</h2>
      <p class="meta">
        {i.plural('pageMeta', audit.sections.length, { url: audit.input.page.url, date: audit.input.createdAt })}
      </p>
      {audit.demo && <p class="demo">{t('demoReport')}</p>}
      <h3>{t('topOpportunities')}</h3>
      {audit.opportunities?.length ? (
        <ol class="findings">
          {audit.opportunities.map((f) => {
            const { title, rule } = i.audit.finding(f);
            return (
              <li data-opportunity={f.id}>
                <strong>{title}</strong>
                {rule && <div>{t('ruleLine', { rule })}</div>}
              </li>
            );
          })}
        </ol>
      ) : (
        <p class="muted">{t('nothingStrong')}</p>
      )}
      <h3>{t('findings')}</h3>
      <Findings findings={audit.findings} />
      <div class="layout">
        <Outlines page={page} id={id} />
        <div class="sections">
          {audit.sections.map((item) => (
            <SectionCard item={item} id={id} />
          ))}
        </div>
      </div>
    </article>
  );
}

function ComparisonView({ c }: { c: Comparison }) {
  const i = useI18n();
  const { t } = i;
  const status = (s: PatternStatus) => t(`status_${s}`);
  const pageList = (pages: number[]) => pages.map((p) => t('pageN', { n: i.nf.number(p + 1) })).join(', ');
  const name = (i: number) => `${i + 1}. ${c.pages[i]?.title || c.pages[i]?.url || ''}`;
  const labels = Object.keys(c.pages[0]?.sectionCounts ?? {}) as (keyof Comparison['pages'][number]['sectionCounts'])[];
  return (
    <section class="block comparison">
      <h2>{t('sideBySide')}</h2>
      <h3>{t('sectionsEachHas')}</h3>
      <table class="sections-table">
        <thead>
          <tr>
            <th>{t('colSection')}</th>
            {c.pages.map((_, n) => (
              <th>{name(n)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((l) => (
            <tr data-label={l}>
              <td>{i.audit.sectionName(l)}</td>
              {c.pages.map((p) => (
                <td class={p.sectionCounts[l] ? 'matches' : 'missing'}>{p.sectionCounts[l]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('strongestPatterns')}</h3>
      <table class="patterns-table">
        <thead>
          <tr>
            <th>{t('colSection')}</th>
            <th>{t('colPrinciple')}</th>
            <th>{t('colWinningTests')}</th>
            {c.pages.map((_, n) => (
              <th>{name(n)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {c.patterns.map((p) => (
            <tr data-pattern={p.principle}>
              <td>{i.audit.sectionName(p.label)}</td>
              <td>
                {p.principle}
                {p.rule && <div class="meta">{p.rule}</div>}
              </td>
              <td>{t('winnersWithRate', { n: i.nf.number(p.winnerCount), rate: i.nf.share(p.winRate) })}</td>
              {p.status.map((s) => (
                <td class={s}>{status(s)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="meta">{t('statusLegend')}</p>
      <h3>{t('othersDo')}</h3>
      {c.gaps.map((g) => (
        <div data-gaps={g.page}>
          <h4>{name(g.page)}</h4>
          {!g.sections.length && !g.patterns.length ? (
            <p class="muted">{t('nothingMissingOthers')}</p>
          ) : (
            <ul>
              {g.sections.map((s) => (
                <li>{i.plural('gapSection', s.presentIn.length, { section: i.audit.sectionName(s.label), pages: pageList(s.presentIn) })}</li>
              ))}
              {g.patterns.map((p) => (
                <li>{i.plural('gapPattern', p.matchedBy.length, { section: i.audit.sectionName(p.label), principle: p.principle, pages: pageList(p.matchedBy) })}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

function Report({ run, locale }: { run: RunReport; locale: Locale }) {
  const i = useI18n();
  const { t } = i;
  const audited = run.results.filter((r): r is AuditedPage => r.ok);
  const single = run.results.length === 1 && audited.length === 1 ? audited[0] : undefined;
  const title = single
    ? t('reportTitle', { title: single.audit.input.page.title || single.audit.input.page.url })
    : i.plural(run.comparison ? 'runTitleComparison' : 'runTitleAudits', run.results.length);
  return (
    <html lang={locale}>
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content={CSP} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style>{REPORT_CSS}</style>
      </head>
      <body>
        <header class="run">
          <h1>{title}</h1>
          <p class="meta">
            {t('runMeta', { url: run.serviceUrl, date: run.createdAt })}
          </p>
          {run.results.length > 1 && (
            <table class="summary">
              <thead>
                <tr>
                  <th>{t('colPage')}</th>
                  <th>{t('colStatus')}</th>
                  <th>{t('colSections')}</th>
                  <th>{t('colFindings')}</th>
                  <th>{t('colSeconds')}</th>
                </tr>
              </thead>
              <tbody>
                {summaryRows(run.results).map((r, n) => {
                  const result = run.results[n];
                  const status = result && !result.ok ? t('statusFailed', { kind: result.kind }) : t('statusOk');
                  return (
                    <tr data-status={result?.ok ? 'ok' : 'failed'}>
                      <td>{result?.ok ? <a href={`#p${n}`}>{r.page}</a> : r.page}</td>
                      <td class={result?.ok ? '' : 'failed'}>{result && !result.ok ? `${status}: ${result.message}` : status}</td>
                      <td>{r.sections}</td>
                      <td>{r.findings}</td>
                      <td>{result ? i.nf.fixed(result.ms / 1000, 1) : r.seconds}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {run.results.length === 1 && !run.results[0]?.ok && <p class="failed">{`${run.results[0]?.target.input}: ${run.results[0]?.kind}: ${run.results[0]?.message}`}</p>}
        </header>
        {run.comparison && <ComparisonView c={run.comparison} />}
        {run.results.map((r, i) => (r.ok ? <PageReport page={r} n={i} /> : null))}
      </body>
    </html>
  );
}

/** The report as one self-contained HTML file: inline CSS, the screenshots as data: URIs, no scripts. */
export function runToHtml(run: RunReport, locale: Locale = DEFAULT_LOCALE): string {
  const report = (
    <Localized locale={locale}>
      <Report run={run} locale={locale} />
    </Localized>
  );
  return `<!doctype html>\n${render(report)}\n`;
}
