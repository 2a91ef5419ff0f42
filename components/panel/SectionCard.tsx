import type { AuditSection } from '@/lib/audit';
import { excerpt } from '../shared/format';
import { useI18n } from '../shared/i18n';
import { PatternList } from '../shared/PatternList';
import { TestCard } from '../shared/TestCard';

interface Props {
  item: AuditSection;
  selected: boolean;
  failed: boolean;
  onLocate(index: number): void;
  onHover(index: number | null): void;
  onOpenTest(id: string): void;
}

export function SectionCard({ item, selected, failed: notLoaded, onLocate, onHover, onOpenTest }: Props) {
  const i = useI18n();
  const { t } = i;
  const { section, patterns, tests, general } = item;
  const checks = item.checks.map((c) => ({ ...c, ...i.audit.check(c) }));
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
            title={t('locateTitle')}
            onClick={() => onLocate(section.index)}
            onFocus={() => onHover(section.index)}
            onBlur={() => onHover(null)}
          >
            {section.index + 1}. {i.audit.sectionName(section.label)}
          </button>
        </h3>
        <span class="meta">{t('confidence', { value: i.nf.share(section.confidence) })}</span>
      </div>
      {section.evidence.length > 0 && <p class="evidence muted">{t('why', { evidence: section.evidence.map(i.audit.reason).join('; ') })}</p>}
      {section.facts.length > 0 && (
        <ul class="facts" aria-label={t('factsLabel')}>
          {section.facts.map((f) => (
            <li key={`${f.kind}:${f.value}`} data-fact={f.kind} title={f.evidence}>
              {i.audit.describeFact(f)}
            </li>
          ))}
        </ul>
      )}
      {failed.length > 0 && (
        <ul class="deficits" aria-label={t('deficitsLabel')}>
          {failed.map((c) => (
            <li key={c.id} data-deficit={c.id} title={c.fact.evidence}>
              {c.title}
            </li>
          ))}
        </ul>
      )}
      {passed.length > 0 && (
        <details class="passed">
          <summary>{i.plural('passedChecks', passed.length)}</summary>
          <ul aria-label={t('passedLabel')}>
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
          {t('generalNote')}
        </p>
      )}
      {advice && (
        <p class="advice" data-advice>
          {advice}
        </p>
      )}
      {best && (
        <p class="advice-source muted">
          {t('adviceFrom', { title: best.title })}
          {best.uplift_percent !== null ? `, ${i.nf.signedPercent(best.uplift_percent)}` : ''}
          {best.matched.length > 0 && ` · ${t('adviceAnswers', { facts: best.matched.map(i.audit.describeFact).join('; ') })}`}
        </p>
      )}
      {tests === null && (
        <div class="placeholder" aria-busy="true">
          <span class="muted">{notLoaded ? t('notLoaded') : t('searchingCatalogue')}</span>
        </div>
      )}

      <details class="more">
      <summary>{tests?.length ? i.plural('moreWithTests', tests.length) : t('moreNoTests')}</summary>
      {section.text && <p class="evidence">{t('quoted', { text: excerpt(section.text) })}</p>}
      <h4>{general ? t('generalPatterns') : t('patterns')}</h4>
      {patterns === null ? (
        <p class="muted">{notLoaded ? t('patternsNotLoaded') : t('loadingPatterns')}</p>
      ) : patterns.length === 0 ? (
        <p class="muted">{t('noPatterns')}</p>
      ) : (
        <PatternList patterns={patterns} />
      )}

      <h4>{t('winningTestsLike')}</h4>
      {tests === null ? (
        <p class="muted">{notLoaded ? t('notLoaded') : t('searchingCatalogue')}</p>
      ) : tests.length === 0 ? (
        <p class="muted">{general ? t('noneGeneral') : t('noneSimilar')}</p>
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
