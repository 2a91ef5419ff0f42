/**
 * The messages to the page that hosts the built-in catalogue, without zod: the page's own script
 * imports only this, and the catalogue (database, routes, validation) loads in its worker.
 */

/** The channel of messages between the background and the page that hosts the built-in catalogue. */
export const BUILTIN_CHANNEL = 'uplift-lens-builtin';

/** Whether a message is a request for the built-in catalogue (its fields are checked where it is served). */
export function isBuiltinRequest(message: unknown): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const m = message as { channel?: unknown; type?: unknown };
  return m.channel === BUILTIN_CHANNEL && m.type === 'builtin:fetch';
}
