import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { ask } from '@/lib/extension/background-client';
import { AuditView } from './AuditView';
import { BrowseView } from './BrowseView';
import { SearchView } from './SearchView';
import { TestDetail } from './TestDetail';
import type { EarlyStart } from './early-start';
import { useAudit } from './useAudit';
import { useI18n } from '../shared/i18n';
import type { MessageKey } from '@/lib/i18n';

type View = 'audit' | 'search' | 'browse';
const VIEWS: [View, MessageKey][] = [
  ['audit', 'viewAudit'],
  ['search', 'viewSearch'],
  ['browse', 'viewBrowse'],
];

/** The side panel: `?tabId=N` audits tab N, otherwise the tab in front. */
export function App({ fixedTabId, early }: { fixedTabId: number | null; early: EarlyStart }) {
  const { t } = useI18n();
  const state = useAudit(fixedTabId, early);
  const [view, setView] = useState<View>('audit');
  const [detail, setDetail] = useState<string | null>(null);

  // Leave no highlight behind when the panel goes away.
  useEffect(() => {
    const tabId = state.tabId;
    if (tabId === null) return;
    const clear = () => void ask('page:clear', { tabId });
    window.addEventListener('pagehide', clear);
    return () => window.removeEventListener('pagehide', clear);
  }, [state.tabId]);

  return (
    <main data-audit-state={state.phase} aria-busy={state.phase === 'loading'}>
      <header class="bar">
        <h1>Uplift Lens</h1>
        <nav class="views" aria-label={t('views')}>
          {VIEWS.map(([id, name]) => (
            <button
              key={id}
              type="button"
              aria-current={view === id && !detail ? 'page' : undefined}
              onClick={() => {
                setDetail(null);
                setView(id);
              }}
            >
              {t(name)}
            </button>
          ))}
        </nav>
        <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('optionsButton')}
        </button>
      </header>
      {detail && <TestDetail id={detail} onBack={() => setDetail(null)} />}
      <div hidden={detail !== null || view !== 'audit'}>
        <AuditView state={state} onOpenTest={setDetail} />
      </div>
      {!detail && view === 'search' && <SearchView onOpenTest={setDetail} threshold={state.settings?.threshold ?? 0.2} />}
      {!detail && view === 'browse' && <BrowseView onOpenTest={setDetail} />}
    </main>
  );
}
