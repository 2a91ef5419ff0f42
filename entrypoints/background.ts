import '@/lib/zod-messages';
import { browser } from 'wxt/browser';
import { handlePanelRequest } from '@/lib/extension/background-handlers';
import { describeInvalid, errorFrom, isFromExtensionPage, isOurs } from '@/lib/messaging';
import { PanelRequestSchema } from '@/lib/messaging-panel';
import { prepareBuiltin, schedulePrepare } from '@/lib/extension/builtin-prepare';
import { PREPARE_ALARM } from '@/lib/builtin/paths';

interface FirefoxSidebar {
  sidebarAction?: { open(): Promise<void> };
}

export default defineBackground(() => {
  const origin = browser.runtime.getURL('/');

  browser.runtime.onMessage.addListener((message: unknown, sender) => {
    // Not ours, or a content-script event meant for the panel: leave it for its own listener.
    if (!isOurs(message) || !isFromExtensionPage(sender, browser.runtime.id, origin)) return undefined;
    const parsed = PanelRequestSchema.safeParse(message);
    if (!parsed.success) return Promise.resolve(errorFrom('bad_message', describeInvalid(parsed.error)));
    return handlePanelRequest(parsed.data);
  });

  // Compile-ahead of the built-in catalogue, a minute after an install or update (builtin-prepare.ts).
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install' || reason === 'update') schedulePrepare();
  });
  browser.alarms?.onAlarm.addListener((alarm) => {
    if (alarm.name === PREPARE_ALARM) void prepareBuiltin();
  });

  // Chrome: the toolbar button opens the side panel (and grants activeTab for the page in front).
  if (browser.sidePanel) {
    void browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
  } else {
    // Firefox: the same button opens the sidebar.
    const ff = browser as unknown as FirefoxSidebar;
    (browser.action ?? browser.browserAction)?.onClicked.addListener(() => void ff.sidebarAction?.open());
  }
});
