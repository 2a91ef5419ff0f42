/**
 * The messages the content script receives, and the checks it makes of their sender: the part of ./messaging.ts the
 * content script bundles. Kept apart so that script carries no schema of the answers and events it never parses
 * (zod/mini builds every schema a module declares, used or not).
 */
import * as z from 'zod/mini';

export const CHANNEL = 'uplift-lens';
export const channel = z.literal(CHANNEL);

export const HighlightModeSchema = z.enum(['select', 'hover']);
export type HighlightMode = z.infer<typeof HighlightModeSchema>;

const sectionIndex = z.number().check(z.int(), z.nonnegative());

// ---------- background → content script (tabs.sendMessage; answered) ----------
export const ContentRequestSchema = z.discriminatedUnion('type', [
  z.object({ channel, type: z.literal('content:classify') }),
  z.object({ channel, type: z.literal('content:highlight'), index: sectionIndex, mode: HighlightModeSchema }),
  z.object({ channel, type: z.literal('content:clear'), mode: z.optional(HighlightModeSchema) }),
]);
export type ContentRequest = z.input<typeof ContentRequestSchema>;

/** True for anything that claims to be ours; listeners return nothing for the rest. */
export const isOurs = (message: unknown): boolean =>
  typeof message === 'object' && message !== null && (message as { channel?: unknown }).channel === CHANNEL;

/** The sender fields shared by Chrome and Firefox. */
export interface SenderInfo {
  id?: string;
  url?: string;
  tab?: { id?: number };
}

/** The content script answers only this extension's background, never another tab's content script. */
export function isFromOwnExtension(sender: SenderInfo, extensionId: string): boolean {
  return sender.id === extensionId && sender.tab === undefined;
}
