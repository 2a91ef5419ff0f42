import type { AuditSection } from '@/lib/audit';
import { excerpt, SECTION_NAMES, share } from '../shared/format';
import { PatternList } from '../shared/PatternList';
import { TestCard } from '../shared/TestCard';
import { describeFact } from '@/lib/facts/describe';
import { signedPercent } from '@/lib/audit/format';

interface Props {
  item: AuditSection;
  selected: boolean;
  failed: boolean;
  onLocate(index: number): void;
  onHover(index: number | null): void;
  onOpenTest(id: string): void;
}

export function SectionCard({ item, selected, failed: notLoaded, onLocate, onHover, onOpenTest }: Props) {
  const { section, patterns, tests, checks, general } = item;
  const headingId = `s-${section.index}`;
  // One line of advice: the deficit the best test removes and its fix, else the best test's rule.
  const best = tests?.[0];
  const deficit = best?.fixes ? checks.find((c) => c.id === best.fixes && !c.passed) : undefined;
  const advice = best ? (deficit ? `${deficit.title} → ${deficit.fix}` : (best.actionable_rule ?? best.title)) : null;
  const failed = checks.filter((c) => !c.passed);
  const passed = checks.filter((c) => c.passed);
  return (
    <section
      class="card"
      data-section={section.label}
      data-index={section.index}
      data-selected={selected ? 'true' : 'false'}
      aria-labelledby={headingId}
      onMouseEnter={() => onHover(section.index)}
      onMouseLeave={() => onHover(null)}
    >
      <div class="card-head">
        <h3 id={headingId}>
          <button
            type="button"
            class="locate"
            aria-pressed={selected}
            title="Highlight this section on the page and scroll to it"
            onClick={() => onLocate(section.index)}
            onFocus={() => onHover(section.index)}
            onBlur={() => onHover(null)}
          >
            {section.index + 1}. {SECTION_NAMES[section.label] ?? section.label}
          </button>
        </h3>
        <span class="meta">confidence {share(section.confidence)}</span>
      </div>
      {section.evidence.length > 0 && <p class="evidence muted">Why: {section.evidence.join('; ')}</p>}
      {section.facts.length > 0 && (
        <ul class="facts" aria-label="What this section does">
          {section.facts.map((f) => (
            <li key={`${f.kind}:${f.value}`} data-fact={f.kind} title={f.evidence}>
              {describeFact(f)}
            </li>
          ))}
        </ul>
      )}
      {failed.length > 0 && (
        <ul class="deficits" aria-label="What this section lacks">
          {failed.map((c) => (
            <li key={c.id} data-deficit={c.id} title={c.fact.evidence}>
              {c.title}
            </li>
          ))}
        </ul>
      )}
      {passed.length > 0 && (
        <details class="passed">
          <summary>{passed.length} passed check{passed.length === 1 ? '' : 's'}</summary>
          <ul aria-label="What this section already does well">
            {passed.map((c) => (
              <li key={c.id} data-passed={c.id} title={c.fact.evidence}>
                {c.title}
              </li>
            ))}
          </ul>
        </details>
      )}
      {general && (
        <p class="muted general" data-general>
          No fact of this section calls for a specific test: the patterns below are general for this kind of section.
        </p>
      )}
      {advice && (
        <p class="advice" data-advice>
          {advice}
        </p>
      )}
      {best && (
        <p class="advice-source muted">
          From “{best.title}”{best.uplift_percent !== null ? `, ${signedPercent(best.uplift_percent)}` : ''}
          {best.matched.length > 0 && ` · answers ${best.matched.map(describeFact).join('; ')}`}
        </p>
      )}
      {tests === null && (
        <div class="placeholder" aria-busy="true">
          <span class="muted">{notLoaded ? 'Not loaded: see the message above.' : 'Searching the catalogue…'}</span>
        </div>
      )}

      <details class="more">
      <summary>{tests?.length ? `${tests.length} winning test${tests.length === 1 ? '' : 's'}, patterns and page text` : 'Patterns and page text'}</summary>
      {section.text && <p class="evidence">“{excerpt(section.text)}”</p>}
      <h4>{general ? 'General patterns' : 'Patterns'}</h4>
      {patterns === null ? (
        <p class="muted">{notLoaded ? 'Patterns not loaded: see the message above.' : 'Loading patterns…'}</p>
      ) : patterns.length === 0 ? (
        <p class="muted">The catalogue has no patterns for this kind of section.</p>
      ) : (
        <PatternList patterns={patterns} />
      )}

      <h4>Winning tests like this section</h4>
      {tests === null ? (
        <p class="muted">{notLoaded ? 'Not loaded: see the message above.' : 'Searching the catalogue…'}</p>
      ) : tests.length === 0 ? (
        <p class="muted">{general ? 'None: a test card is shown only for what this section lacks or does.' : 'No winning test is similar enough. Lower the similarity threshold in the options to see more.'}</p>
      ) : (
        <div class="tests">
          {tests.map((t) => (
            <TestCard key={t.id} test={t} onOpen={onOpenTest} />
          ))}
        </div>
      )}
      </details>
    </section>
  );
}
