import { useEffect, useMemo, useState } from 'preact/hooks';
import { auditToJson, auditToMarkdown, buildAudit, type AuditInput } from '@/lib/audit';
import { ask } from '@/lib/extension/background-client';
import { SECTION_NAMES } from '../shared/format';
import { ErrorNotice } from './ErrorNotice';
import { Findings } from './Findings';
import { SectionCard } from './SectionCard';
import type { AuditState } from './useAudit';

interface Props {
  state: AuditState & { retry(): void };
  onOpenTest(id: string): void;
}

export function AuditView({ state, onOpenTest }: Props) {
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
      await navigator.clipboard.writeText(auditToMarkdown(audit));
      setExportStatus('Markdown report copied to the clipboard.');
    } catch (error) {
      setExportStatus(`Could not copy to the clipboard (${error instanceof Error ? error.message : String(error)}). Click the panel first, then try again.`);
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
    setExportStatus('JSON audit saved to your downloads.');
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
        <h2 id="summary-h">Summary</h2>
        <p role="status" aria-live="polite" class="muted" data-progress>
          {state.phase === 'loading'
            ? audit
              ? `Loading: ${done} of ${total} sections have their tests.`
              : 'Reading the page…'
            : state.phase === 'ready'
              ? `Audit ready: ${total} sections.`
              : 'The audit is incomplete.'}
        </p>
        {audit && (
          <>
            <dl>
              <dt>Page</dt>
              <dd>{audit.input.page.title || audit.input.page.url}</dd>
              <dt>Service</dt>
              <dd data-service>{audit.input.service.baseUrl}</dd>
            </dl>
            {audit.demo && (
              <p class="notice warn demo" data-demo-marker>
                Demo data: these answers come from the synthetic demo catalogue, not from real tests.
              </p>
            )}
            {total === 0 ? (
              <p class="muted">No sections found on this page. It may still be loading, or have too little content to classify; edits to it will be picked up.</p>
            ) : (
              <ol class="chips" aria-label="Sections in reading order">
                {audit.sections.map((s) => (
                  <li key={s.section.index}>{SECTION_NAMES[s.section.label] ?? s.section.label}</li>
                ))}
              </ol>
            )}
            <div class="actions">
              <button type="button" onClick={copyMarkdown} disabled={!audit.complete}>
                Copy Markdown report
              </button>
              <button type="button" onClick={downloadJson} disabled={!audit.complete}>
                Download JSON
              </button>
              <span role="status" class="muted">
                {exportStatus}
              </span>
            </div>
          </>
        )}
      </section>
      {audit && <Findings findings={audit.findings} opportunities={audit.opportunities} />}
      {audit && total > 0 && <h2>Sections</h2>}
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
