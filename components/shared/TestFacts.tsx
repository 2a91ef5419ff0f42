import type { AbTest } from '../../lib/knowledge/schemas';
import { safeHref } from './format';
import { useI18n } from './i18n';

type Shown = AbTest & { similarity?: number; rank?: number; matched?: ReadonlyArray<{ kind: string; value: string; evidence: string }> };

/** What a catalogued test says, as text (records are untrusted): shared by the panel and the HTML report. */
export function TestFacts({ test, headingId }: { test: Shown; headingId?: string }) {
  const i = useI18n();
  const { t } = i;
  return (
    <>
      <h5 id={headingId}>
        {test.title} <span class="uplift">{i.uplift(test.uplift_percent)}</span>
      </h5>
      {test.matched && test.matched.length > 0 && (
        <p class="why" data-matched>
          <strong>{t('whyThisTest')}</strong> {t('thisSectionHas', { facts: test.matched.map(i.audit.describeFact).join('; ') })}
        </p>
      )}
      {test.key_insight && <p>{test.key_insight}</p>}
      {test.actionable_rule && (
        <p>
          <strong>{t('ruleLabel')}</strong> {test.actionable_rule}
        </p>
      )}
      {test.psychological_principle && (
        <p>
          <strong>{t('principleLabel')}</strong> {test.psychological_principle}
        </p>
      )}
      <p class="meta">
        {[
          test.brand,
          test.industry,
          test.quality_grade && t('grade', { grade: test.quality_grade }),
          test.result && t(`result_${test.result}`),
          test.similarity !== undefined && t('similarity', { value: i.nf.fixed(test.similarity, 2) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </>
  );
}

/** A link to the original test, only for http(s) URLs; anything else stays unlinked. */
export function SourceLink({ test, newTab }: { test: AbTest; newTab?: boolean }) {
  const { t } = useI18n();
  const href = safeHref(test.source_url);
  if (!href) return null;
  return (
    <a href={href} target={newTab ? '_blank' : undefined} rel="noopener noreferrer">
      {test.source_name ? t('sourceNamed', { name: test.source_name }) : t('source')}
    </a>
  );
}
