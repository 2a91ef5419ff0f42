import { extensionId, onExtensionMessage, sendToExtension, type MessageSender } from '@/lib/extension/content-runtime';
import { createOverlay } from '@/lib/extension/overlay';
import { installedFactGatherer } from '@/lib/facts/page-global';
import { CHANNEL, ContentRequestSchema, isFromOwnExtension, isOurs } from '@/lib/messaging-content';
import type { ContentEvent, PageSnapshot } from '@/lib/messaging';
import { classifyPage, observeSections, summarizeSections } from '@/lib/sections';
import type { ClassifiedSection } from '@/lib/sections/types';

/** Set on the isolated world's window so a second injection (static match + executeScript) does nothing. */
const LOADED = '__upliftLensContent';

export default defineContentScript({
  // Local development origins run without a click (DESIGN.md); elsewhere the background injects
  // this same file after the user's click (activeTab) or their opt-in to automatic audits.
  matches: ['http://localhost/*', 'http://127.0.0.1/*'],
  runAt: 'document_idle',
  main(ctx) {
    const flags = window as unknown as Record<string, boolean>;
    if (flags[LOADED]) return;
    flags[LOADED] = true;

    const controller = new AbortController();
    const { signal } = controller;
    ctx.onInvalidated(() => {
      controller.abort();
      flags[LOADED] = false;
    });

    const overlay = createOverlay(document, signal);
    let sections: ClassifiedSection[] = [];
    let observing = false;

    const snapshot = (): PageSnapshot => ({ url: location.href, title: document.title, sections: summarizeSections(sections, installedFactGatherer()) });

    // The last read, answered again while the page has not changed: a panel reopened on the same
    // page waits for no classification. Any edit the observer sees, a resize, an image or font that
    // loads (layout moves without a mutation), another page height, address or title makes it stale.
    let lastRead: { snapshot: PageSnapshot; key: string } | null = null;
    const readKey = () => `${location.href}\n${document.title}\n${innerWidth}x${innerHeight} ${document.documentElement.scrollWidth}x${document.documentElement.scrollHeight}`;
    const remember = (read: PageSnapshot) => {
      lastRead = installedFactGatherer() ? { snapshot: read, key: readKey() } : null;
      return read;
    };
    const forget = () => {
      lastRead = null;
    };
    addEventListener('resize', forget, { signal });
    document.addEventListener('load', forget, { capture: true, signal });
    document.fonts?.addEventListener('loadingdone', forget, { signal });

    const onEdited = (next: ClassifiedSection[]) => {
      sections = next;
      overlay.clear();
      const event: ContentEvent = { channel: CHANNEL, type: 'page:changed', snapshot: remember(snapshot()) };
      sendToExtension(event).catch(() => {
        // No panel open: nobody to tell.
      });
    };

    // Watch for edits only once someone has asked for an audit of this page; the observer's
    // starting classification is the answer to that first request, so the page is read once.
    const classify = (): ClassifiedSection[] => {
      if (observing) return classifyPage(document);
      observing = true;
      return observeSections(document, onEdited, { signal, debounceMs: 500, onStale: forget });
    };

    const listener = (message: unknown, sender: MessageSender) => {
      if (!isOurs(message) || !isFromOwnExtension(sender, extensionId())) return undefined;
      const parsed = ContentRequestSchema.safeParse(message);
      if (!parsed.success) return undefined;
      const request = parsed.data;
      switch (request.type) {
        case 'content:classify':
          if (!installedFactGatherer()) return Promise.resolve({ needs: 'facts' });
          if (lastRead?.key === readKey()) return Promise.resolve(lastRead.snapshot);
          sections = classify();
          return Promise.resolve(remember(snapshot()));
        case 'content:highlight': {
          const section = sections[request.index];
          if (!section?.element.isConnected) return Promise.resolve({ found: false });
          overlay.show(section.element, request.mode, section.label);
          return Promise.resolve({ found: true });
        }
        case 'content:clear':
          if (request.mode) overlay.clear(request.mode);
          else overlay.destroy();
          return Promise.resolve({ cleared: true });
      }
    };
    onExtensionMessage(listener, signal);
  },
});
