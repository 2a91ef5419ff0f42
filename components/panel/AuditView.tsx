import { useEffect, useMemo, useState } from 'preact/hooks';
import { auditToJson, auditToMarkdown, buildAudit, type AuditInput } from '@/lib/audit';
import { auditToMarkdownIn } from '@/lib/i18n/markdown';
import { ask } from '@/lib/extension/background-client';
import { useI18n } from '../shared/i18n';
import { ErrorNotice } from './ErrorNotice';
import { Findings } from './Findings';
import { SectionCard } from './SectionCard';
import type { AuditState } from './useAudit';

interface Props {
  state: AuditState & { retry(): void };
  onOpenTest(id: string): void;
}

export function AuditView({ state, onOpenTest }: Props) {
  const i = useI18n();
  const { t } = i;
  const audit = useMemo(() => (state.input ? buildAudit(state.input) : null), [state.input]);
  // A pick holds only for the reading of the page it was made on: another tab, a navigation or an
  // edit brings new sections, where the old index names some other section (or none).
  const [picked, setPicked] = useState<{ sections: AuditInput['sections']; index: number } | null>(null);
  const selected = picked && picked.sections === state.input?.sections ? picked.index : null;
  const [exportStatus, setExportStatus] = useState('');
  const tabId = state.tabId;

  const locate = (index: number) => {
    if (state.input) setPicked({ sections: state.input.sections, index });
    if (tabId !== null) void ask('page:highlight', { tabId, index, mode: 'select' });
  };
  const hover = (index: number | null) => {
    if (tabId === null) return;
    if (index === null) void ask('page:clear', { tabId, mode: 'hover' });
    else void ask('page:highlight', { tabId, index, mode: 'hover' });
  };

  const copyMarkdown = async () => {
    if (!audit) return;
    try {
      await navigator.clipboard.writeText(i.locale === 'en' ? auditToMarkdown(audit) : auditToMarkdownIn(audit, i));
      setExportStatus(t('copied'));
    } catch (error) {
      setExportStatus(t('copyFailed', { error: error instanceof Error ? error.message : String(error) }));
    }
  };
  const downloadJson = () => {
    if (!audit) return;
    const url = URL.createObjectURL(new Blob([auditToJson(audit)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `uplift-lens-audit-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setExportStatus(t('jsonSaved'));
  };

  // User Timing marks (time since the panel opened) for `npm run bench:extension`.
  const anyTests = audit?.sections.some((s) => s.tests !== null) ?? false;
  useEffect(() => {
    if (anyTests && !performance.getEntriesByName('uplift:first-tests').length) performance.mark('uplift:first-tests');
  }, [anyTests]);
  useEffect(() => {
    if (state.phase === 'ready' && !performance.getEntriesByName('uplift:ready').length) performance.mark('uplift:ready');
  }, [state.phase]);

  const total = audit?.sections.length ?? 0;
  const done = total - state.pending.length;
  const failed = state.phase === 'error';

  return (
    <div>
      {state.error && <ErrorNotice error={state.error} onRetry={state.retry} />}
      <section class="summary" aria-labelledby="summary-h">
        <h2 id="summary-h">{t('summary')}</h2>
        <p role="status" aria-live="polite" class="muted" data-progress>
          {state.phase === 'loading'
            ? audit
              ? t('progressLoading', { done: i.nf.number(done), total: i.nf.number(total) })
              : t('progressReading')
            : state.phase === 'ready'
              ? i.plural('progressReady', total)
              : t('progressIncomplete')}
        </p>
        {audit && (
          <>
            <dl>
              <dt>{t('page')}</dt>
              <dd>{audit.input.page.title || audit.input.page.url}</dd>
              <dt>{t('service')}</dt>
              <dd data-service>{audit.input.service.baseUrl}</dd>
            </dl>
            {audit.demo && (
              <p class="notice warn demo" data-demo-marker>
                {t('demoNotice')}
              </p>
            )}
            {total === 0 ? (
              <p class="muted">{t('noSections')}</p>
            ) : (
              <ol class="chips" aria-label={t('sectionsInOrder')}>
                {audit.sections.map((s) => (
                  <li key={s.section.index}>{i.audit.sectionName(s.section.label)}</li>
                ))}
              </ol>
            )}
            <div class="actions">
              <button type="button" onClick={copyMarkdown} disabled={!audit.complete}>
                {t('copyMarkdown')}
              </button>
              <button type="button" onClick={downloadJson} disabled={!audit.complete}>
                {t('downloadJson')}
              </button>
              <span role="status" class="muted">
                {exportStatus}
              </span>
            </div>
          </>
        )}
      </section>
      {audit && <Findings findings={audit.findings} opportunities={audit.opportunities} />}
      {audit && total > 0 && <h2>{t('sections')}</h2>}
      {audit?.sections.map((item) => (
        <SectionCard
          key={`${item.section.index}:${item.queries.join('|')}`}
          item={item}
          selected={selected === item.section.index}
          failed={failed}
          onLocate={locate}
          onHover={hover}
          onOpenTest={onOpenTest}
        />
      ))}
    </div>
  );
}
