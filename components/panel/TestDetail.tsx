import { useEffect, useRef, useState } from 'preact/hooks';
import { ask } from '@/lib/extension/background-client';
import type { AbTest } from '@/lib/knowledge/schemas';
import type { MessageError } from '@/lib/messaging';
import { safeHref } from '../shared/format';
import { useI18n } from '../shared/i18n';
import { ErrorNotice } from './ErrorNotice';

/** One test in full: control against variation, sample, device, grade. */
export function TestDetail({ id, onBack }: { id: string; onBack(): void }) {
  const i = useI18n();
  const { t } = i;
  const [test, setTest] = useState<AbTest | null | undefined>(undefined);
  const [error, setError] = useState<MessageError | null>(null);
  const [run, setRun] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    void ask('knowledge:test', { id }).then((reply) => {
      if (!live) return;
      if (reply.ok) setTest(reply.data);
      else setError(reply.error);
    });
    return () => {
      live = false;
    };
  }, [id, run]);
  useEffect(() => heading.current?.focus(), [test]);

  const href = safeHref(test?.source_url);
  return (
    <section class="detail" data-view="detail" aria-labelledby="detail-h">
      <button type="button" onClick={onBack}>
        {t('back')}
      </button>
      {error && <ErrorNotice error={error} onRetry={() => setRun((n) => n + 1)} />}
      {test === undefined && !error && <p role="status">{t('loadingTest')}</p>}
      {test === null && <p role="status">{t('noSuchTest')}</p>}
      {test && (
        <article data-test-id={test.id}>
          <h2 id="detail-h" tabIndex={-1} ref={heading}>
            {test.title}
          </h2>
          <p>
            <span class="uplift">{i.uplift(test.uplift_percent)}</span> · {t(`result_${test.result}`)}
          </p>
          <div class="compare">
            <div>
              <h3>{t('control')}</h3>
              <p>{test.control_description ?? t('notDescribed')}</p>
            </div>
            <div>
              <h3>{t('variation')}</h3>
              <p>{test.variation_description ?? t('notDescribed')}</p>
            </div>
          </div>
          <dl>
            <dt>{t('elementTested')}</dt>
            <dd>{test.element_tested ?? '—'}</dd>
            <dt>{t('keyInsight')}</dt>
            <dd>{test.key_insight ?? '—'}</dd>
            <dt>{t('rule')}</dt>
            <dd>{test.actionable_rule ?? '—'}</dd>
            <dt>{t('principle')}</dt>
            <dd>{test.psychological_principle ?? '—'}</dd>
            <dt>{t('section')}</dt>
            <dd>{i.audit.sectionName(test.website_section)}</dd>
            <dt>{t('sampleSize')}</dt>
            <dd data-field="sample_size">{test.sample_size != null ? i.nf.number(test.sample_size) : t('notReported')}</dd>
            <dt>{t('device')}</dt>
            <dd data-field="device">{test.device ?? t('notReported')}</dd>
            <dt>{t('qualityGrade')}</dt>
            <dd data-field="quality_grade">{test.quality_grade ?? t('notGraded')}</dd>
            <dt>{t('brandIndustry')}</dt>
            <dd>{[test.brand, test.industry].filter(Boolean).join(', ') || '—'}</dd>
            <dt>{t('pageType')}</dt>
            <dd>{test.page_type ?? '—'}</dd>
            <dt>{t('source')}</dt>
            <dd>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {test.source_name ?? href}
                </a>
              ) : (
                (test.source_name ?? '—')
              )}
            </dd>
          </dl>
        </article>
      )}
    </section>
  );
}
