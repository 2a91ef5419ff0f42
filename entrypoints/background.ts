import { browser } from 'wxt/browser';
import { handlePanelRequest } from '@/lib/extension/background-handlers';
import { describeInvalid, errorFrom, isFromExtensionPage, isOurs } from '@/lib/messaging';
import { PanelRequestSchema } from '@/lib/messaging-panel';

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

  // Chrome: the toolbar button opens the side panel (and grants activeTab for the page in front).
  if (browser.sidePanel) {
    void browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
  } else {
    // Firefox: the same button opens the sidebar.
    const ff = browser as unknown as FirefoxSidebar;
    (browser.action ?? browser.browserAction)?.onClicked.addListener(() => void ff.sidebarAction?.open());
  }
});
