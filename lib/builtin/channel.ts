/**
 * The messages to the page that hosts the built-in catalogue, without zod: the page's own script
 * imports only this, and the catalogue (database, routes, validation) loads in its worker.
 */
import type { WireResponse } from './transport';

/** The channel of messages between the background and the page that hosts the built-in catalogue. */
export const BUILTIN_CHANNEL = 'uplift-lens-builtin';

/** Whether a message is a request for the built-in catalogue (its fields are checked where it is served). */
export function isBuiltinRequest(message: unknown): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const m = message as { channel?: unknown; type?: unknown };
  return m.channel === BUILTIN_CHANNEL && m.type === 'builtin:fetch';
}

/** An error answer in the service's shape (`{ code, message, details, hint }`), as the catalogue's page, worker and host give it. */
export function errorReply(status: number, code: string, message: string, hint = 'Reload the extension.'): WireResponse {
  return { status, contentType: 'application/json', body: JSON.stringify({ code, message, details: null, hint }) };
}

/** The catalogue could not be started or opened: another service is the way out. */
export const unavailableReply = (message: string): WireResponse => errorReply(503, 'BUILTIN_UNAVAILABLE', message, 'Reload the extension, or choose another service in the options.');
