/**
 * The messages between the extension's parts, typed per direction and checked with zod on arrival.
 * It uses zod/mini, as the content script does; what that script receives is in ./messaging-content.ts (re-exported
 * here), the panel's requests to the background and their answers in ./messaging-panel.ts.
 * All messages carry `channel: 'uplift-lens'` so listeners leave everybody else's messages alone.
 */
import * as z from 'zod/mini';
import { SectionSummarySchema } from './audit/sections';
import { channel, type ContentRequest, type SenderInfo } from './messaging-content';

export * from './messaging-content';

export const PageSnapshotSchema = z.object({
  url: z.string(),
  title: z.string(),
  sections: z.array(SectionSummarySchema),
});
export type PageSnapshot = z.infer<typeof PageSnapshotSchema>;

// ---------- content script → background: its answers ----------
/** The content script's answer to a read before the fact gatherers were injected into its world (page-access.ts injects them, then asks again). */
export const FactsMissingSchema = z.object({ needs: z.literal('facts') });

export const ContentResponseData = {
  'content:classify': z.union([PageSnapshotSchema, FactsMissingSchema]),
  'content:highlight': z.object({ found: z.boolean() }),
  'content:clear': z.object({ cleared: z.boolean() }),
} satisfies Record<ContentRequest['type'], z.ZodMiniType>;

// ---------- content script → panel (runtime.sendMessage; an event, never answered) ----------
export const ContentEventSchema = z.discriminatedUnion('type', [
  z.object({ channel, type: z.literal('page:changed'), snapshot: PageSnapshotSchema }),
]);
export type ContentEvent = z.input<typeof ContentEventSchema>;

// ---------- errors carried in answers ----------
export const ERROR_KINDS = [
  // from lib/knowledge
  'unreachable',
  'timeout',
  'unauthorized',
  'rate_limited',
  'server',
  'not_found',
  'bad_request',
  'bad_response',
  'aborted',
  // from the page side and the messaging itself
  'no_access',
  'no_tab',
  'bad_message',
  'internal',
  // the built-in catalogue failed to start, also after reopening itself
  'builtin',
] as const;
export const MessageErrorSchema = z.object({
  kind: z.enum(ERROR_KINDS),
  message: z.string(),
  status: z.optional(z.number()),
  retryAfterMs: z.optional(z.number()),
});
export type MessageError = z.infer<typeof MessageErrorSchema>;

export type Result<T> = { ok: true; data: T } | { ok: false; error: MessageError };
export const ResultEnvelopeSchema = z.union([
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: MessageErrorSchema }),
]);

/** Requests to the background come only from this extension's own pages (panel, options), never from a web page. */
export function isFromExtensionPage(sender: SenderInfo, extensionId: string, extensionOrigin: string): boolean {
  return sender.id === extensionId && typeof sender.url === 'string' && sender.url.startsWith(extensionOrigin);
}

/** Content-script events count only from this extension's script in the tab being audited. */
export function isFromTab(sender: SenderInfo, extensionId: string, tabId: number): boolean {
  return sender.id === extensionId && sender.tab?.id === tabId;
}

export const errorFrom = (kind: MessageError['kind'], message: string): { ok: false; error: MessageError } => ({
  ok: false,
  error: { kind, message },
});

/** Explains a message that failed its schema, for the developer who sent it. */
export function describeInvalid(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  return `Invalid message${issue ? ` at ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}` : ''}.`;
}
