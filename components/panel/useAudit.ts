import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { AuditInput } from '@/lib/audit';
import type { AuditProgress } from '@/lib/extension/audit-runner';
import { runAudit } from '@/lib/extension/audit-runner';
import { ask } from '@/lib/extension/background-client';
import { onSettingsChanged, serviceLabel, type Settings } from '@/lib/extension/settings';
import { ContentEventSchema, isFromTab, isOurs, type PageSnapshot } from '@/lib/messaging';
import type { EarlyStart } from './early-start';

export interface AuditState extends AuditProgress {
  tabId: number | null;
  settings: Settings | null;
}

/**
 * Audits the tab given in the URL (`?tabId=N`), or else the tab in front, and follows it:
 * tab switches, navigations and edits of the page trigger a new audit that keeps unchanged answers.
 */
export function useAudit(fixedTabId: number | null, early: EarlyStart): AuditState & { retry(): void } {
  const [tabId, setTabId] = useState<number | null>(fixedTabId);
  const [settings, setSettings] = useState<Settings | null>(null);
  const [progress, setProgress] = useState<AuditProgress>({ phase: 'loading', input: null, error: null, pending: [] });
  const [run, setRun] = useState(0);
  const last = useRef<AuditInput | null>(null);
  const snapshot = useRef<PageSnapshot | undefined>(undefined);
  const lastTab = useRef<number | null>(null);

  // Settings, and changes to them from the options page.
  useEffect(() => {
    const controller = new AbortController();
    void early.settings.then(setSettings); // asked for before the first render
    onSettingsChanged((s) => {
      setSettings(s);
    }, controller.signal);
    return () => controller.abort();
  }, []);

  // Which tab: fixed by the URL, or the active tab of this window.
  useEffect(() => {
    if (fixedTabId !== null) return;
    let windowId: number | undefined;
    void browser.tabs.query({ active: true, currentWindow: true }).then(([tab]) => {
      windowId = tab?.windowId;
      if (tab?.id !== undefined) setTabId(tab.id);
    });
    const onActivated = (info: { tabId: number; windowId: number }) => {
      // Until this panel knows its window, a switch could be another window's: the query above
      // answers with this window's active tab anyway.
      if (windowId !== undefined && info.windowId === windowId) setTabId(info.tabId);
    };
    browser.tabs.onActivated.addListener(onActivated);
    return () => browser.tabs.onActivated.removeListener(onActivated);
  }, [fixedTabId]);

  // Navigation in the audited tab, and edits reported by its content script.
  useEffect(() => {
    if (tabId === null) return;
    const onUpdated = (id: number, change: { status?: string }) => {
      if (id === tabId && change.status === 'complete') {
        snapshot.current = undefined;
        setRun((n) => n + 1);
      }
    };
    const onMessage = (message: unknown, sender: { id?: string; tab?: { id?: number } }) => {
      if (!isOurs(message) || !isFromTab(sender, browser.runtime.id, tabId)) return undefined;
      const parsed = ContentEventSchema.safeParse(message);
      if (parsed.success) {
        snapshot.current = parsed.data.snapshot;
        setRun((n) => n + 1);
      }
      return undefined; // an event: never answer it
    };
    browser.tabs.onUpdated.addListener(onUpdated);
    browser.runtime.onMessage.addListener(onMessage);
    return () => {
      browser.tabs.onUpdated.removeListener(onUpdated);
      browser.runtime.onMessage.removeListener(onMessage);
    };
  }, [tabId]);

  useEffect(() => {
    if (tabId === null || settings === null) return;
    const controller = new AbortController();
    // Another tab's answers must not linger while this one loads.
    if (lastTab.current !== tabId) last.current = null;
    lastTab.current = tabId;
    const given = snapshot.current;
    snapshot.current = undefined;
    void runAudit({
      tabId,
      baseUrl: serviceLabel(settings),
      settings: { threshold: settings.threshold, maxResults: settings.maxResults },
      ask: early.firstAsk(),
      snapshot: given,
      previous: last.current,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.input) last.current = p.input;
        setProgress(p);
      },
    });
    return () => controller.abort();
  }, [tabId, settings, run]);

  return { ...progress, tabId, settings, retry: () => setRun((n) => n + 1) };
}
