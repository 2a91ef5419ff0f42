/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { render } from 'preact-render-to-string';
import type { AuditSection } from '../../lib/audit/build';
import type { Comparison, PatternStatus } from '../../lib/audit/compare';
import type { Finding } from '../../lib/audit/findings';
import type { SemanticHit } from '../../lib/knowledge/schemas';
import { excerpt, SECTION_NAMES, share } from '../../components/shared/format';
import { PatternList } from '../../components/shared/PatternList';
import { SourceLink, TestFacts } from '../../components/shared/TestFacts';
import type { AuditedPage } from '../audit-page';
import { summaryRows } from '../summary';
import { LABEL_COLORS, REPORT_CSS } from './html-style';
import type { RunReport } from './run';
import { describeFact } from '../../lib/facts/describe';

// Every string, from a page, the catalogue or us, goes through JSX children or attributes, which
// preact-render-to-string escapes; nothing is inserted as raw HTML. No script runs: the CSP forbids it.
const CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(3)}%`;

function Outlines({ page, id }: { page: AuditedPage; id: string }) {
  const shot = page.screenshot;
  if (!shot) return page.screenshotError ? <p class="muted">No screenshot: {page.screenshotError}</p> : null;
  return (
    <figure class="shot">
      <div class="frame">
        <img src={`data:image/jpeg;base64,${shot.jpeg.toString('base64')}`} width={shot.width} height={shot.height} alt={`Full-page screenshot of ${page.audit.input.page.url}`} />
        {page.audit.sections.map(({ section: s }) => (
          <a
            class="outline"
            href={`#${id}-s${s.index}`}
            data-section={s.label}
            data-index={s.index}
            style={`--c:${LABEL_COLORS[s.label]};left:${pct(s.rect.x, shot.width)};top:${pct(s.rect.y, shot.height)};width:${pct(s.rect.width, shot.width)};height:${pct(s.rect.height, shot.height)}`}
          >
            <span class="tag">
              {s.index + 1}. {SECTION_NAMES[s.label] ?? s.label}
            </span>
          </a>
        ))}
      </div>
      <figcaption class="meta">
        Screenshot at {shot.width}×{shot.height} CSS px; each outline is a section found by the classifier.
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
  const { section, patterns, tests } = item;
  return (
    <section class="card" id={`${id}-s${section.index}`} data-section={section.label} data-index={section.index} style={`--c:${LABEL_COLORS[section.label]}`}>
      <h3>
        {section.index + 1}. {SECTION_NAMES[section.label] ?? section.label} <span class="meta">confidence {share(section.confidence)}</span>
      </h3>
      {section.evidence.length > 0 && <p class="muted">Why: {section.evidence.join('; ')}</p>}
      {section.facts.length > 0 && (
        <ul class="facts">
          {section.facts.map((f) => (
            <li data-fact={f.kind} title={f.evidence}>
              {describeFact(f)} <span class="meta">({f.evidence})</span>
            </li>
          ))}
        </ul>
      )}
      {section.text && (
        <p class="quote">“{excerpt(section.text)}”</p>
      )}
      <h4>Patterns</h4>
      {!patterns?.length ? (
        <p class="muted">The catalogue has no patterns for this kind of section.</p>
      ) : (
        <PatternList patterns={patterns} />
      )}
      <h4>Winning tests like this section</h4>
      {!tests?.length ? (
        <p class="muted">No winning test is similar enough; a lower --threshold shows more.</p>
      ) : (
        tests.map((t) => <TestCard test={t} />)
      )}
    </section>
  );
}

function Findings({ findings }: { findings: Finding[] | null }) {
  if (!findings?.length) return <p class="muted">No missing sections with strong winning patterns.</p>;
  return (
    <ul class="findings">
      {findings.map((f) => (
        <li data-finding={f.id}>
          <strong>{f.title}</strong> <span class="meta">— {f.kind === 'hygiene' ? 'seen on this page, no test needed' : `${f.evidence} ${f.kind === 'fact' ? 'tests behind it' : 'winning tests'}`}</span>
          {f.rule && <div>Rule: {f.rule}</div>}
          {f.principles.length > 0 && <div class="meta">Principles: {f.principles.join(', ')}</div>}
        </li>
      ))}
    </ul>
  );
}

function PageReport({ page, n }: { page: AuditedPage; n: number }) {
  const { audit } = page;
  const id = `p${n}`;
  return (
    <article class="page" id={id} data-page-url={audit.input.page.url}>
      <h2>{audit.input.page.title || audit.input.page.url}</h2>
      <p class="meta">
        {audit.input.page.url} · {audit.sections.length} sections · audited {audit.input.createdAt}
      </p>
      {audit.demo && <p class="demo">Demo data: the service answers from the synthetic demo catalogue, not real tests.</p>}
      <h3>Top opportunities</h3>
      {audit.opportunities?.length ? (
        <ol class="findings">
          {audit.opportunities.map((f) => (
            <li data-opportunity={f.id}>
              <strong>{f.title}</strong>
              {f.rule && <div>Rule: {f.rule}</div>}
            </li>
          ))}
        </ol>
      ) : (
        <p class="muted">Nothing on this page that the catalogue has strong evidence about.</p>
      )}
      <h3>Findings</h3>
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

const STATUS_TEXT: Record<PatternStatus, string> = { matches: 'yes', section_only: 'section only', missing: 'no section' };

function ComparisonView({ c }: { c: Comparison }) {
  const name = (i: number) => `${i + 1}. ${c.pages[i]?.title || c.pages[i]?.url || ''}`;
  const labels = Object.keys(c.pages[0]?.sectionCounts ?? {}) as (keyof Comparison['pages'][number]['sectionCounts'])[];
  return (
    <section class="block comparison">
      <h2>Side by side</h2>
      <h3>Sections each page has</h3>
      <table class="sections-table">
        <thead>
          <tr>
            <th>section</th>
            {c.pages.map((_, i) => (
              <th>{name(i)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((l) => (
            <tr data-label={l}>
              <td>{SECTION_NAMES[l] ?? l}</td>
              {c.pages.map((p) => (
                <td class={p.sectionCounts[l] ? 'matches' : 'missing'}>{p.sectionCounts[l]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h3>The catalogue's strongest winning patterns</h3>
      <table class="patterns-table">
        <thead>
          <tr>
            <th>section</th>
            <th>principle</th>
            <th>winning tests</th>
            {c.pages.map((_, i) => (
              <th>{name(i)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {c.patterns.map((p) => (
            <tr data-pattern={p.principle}>
              <td>{SECTION_NAMES[p.label] ?? p.label}</td>
              <td>
                {p.principle}
                {p.rule && <div class="meta">{p.rule}</div>}
              </td>
              <td>
                {p.winnerCount} ({share(p.winRate)} win rate)
              </td>
              {p.status.map((s) => (
                <td class={s}>{STATUS_TEXT[s]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="meta">
        yes: the page has that kind of section and a winning test like it applies the principle; section only: none of its
        winning tests applies the principle; no section: the page has no such section.
      </p>
      <h3>What the others do that each page does not</h3>
      {c.gaps.map((g) => (
        <div data-gaps={g.page}>
          <h4>{name(g.page)}</h4>
          {!g.sections.length && !g.patterns.length ? (
            <p class="muted">Nothing: every section and strong pattern of the others is here too.</p>
          ) : (
            <ul>
              {g.sections.map((s) => (
                <li>
                  No {SECTION_NAMES[s.label] ?? s.label} section; {s.presentIn.map((i) => `page ${i + 1}`).join(', ')} {s.presentIn.length > 1 ? 'have' : 'has'} one.
                </li>
              ))}
              {g.patterns.map((p) => (
                <li>
                  {SECTION_NAMES[p.label] ?? p.label}: does not apply {p.principle}; {p.matchedBy.map((i) => `page ${i + 1}`).join(', ')} {p.matchedBy.length > 1 ? 'do' : 'does'}.
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

function Report({ run }: { run: RunReport }) {
  const audited = run.results.filter((r): r is AuditedPage => r.ok);
  const single = run.results.length === 1 && audited.length === 1 ? audited[0] : undefined;
  const title = single ? `Uplift Lens audit: ${single.audit.input.page.title || single.audit.input.page.url}` : `Uplift Lens ${run.comparison ? 'comparison' : 'audits'}: ${run.results.length} page${run.results.length === 1 ? '' : 's'}`;
  return (
    <html lang="en">
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
            Service {run.serviceUrl} · {run.createdAt}
          </p>
          {run.results.length > 1 && (
            <table class="summary">
              <thead>
                <tr>
                  <th>page</th>
                  <th>status</th>
                  <th>sections</th>
                  <th>findings</th>
                  <th>seconds</th>
                </tr>
              </thead>
              <tbody>
                {summaryRows(run.results).map((r, i) => {
                  const result = run.results[i];
                  return (
                    <tr data-status={result?.ok ? 'ok' : 'failed'}>
                      <td>{result?.ok ? <a href={`#p${i}`}>{r.page}</a> : r.page}</td>
                      <td class={result?.ok ? '' : 'failed'}>{result && !result.ok ? `${r.status}: ${result.message}` : r.status}</td>
                      <td>{r.sections}</td>
                      <td>{r.findings}</td>
                      <td>{r.seconds}</td>
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
export function runToHtml(run: RunReport): string {
  return `<!doctype html>\n${render(<Report run={run} />)}\n`;
}
