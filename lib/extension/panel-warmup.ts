import { ask } from './background-client';

/** How often an open panel tells the built-in catalogue it is still wanted (below its idle release). */
export const WARM_PING_MS = 60_000;

/**
 * Called once when the panel opens: starts the built-in catalogue now, while the page is read,
 * so the first query does not wait for it, and keeps it open while the panel stays open.
 * Failures are left to the audit, which reports them with its own error.
 */
export function keepBuiltinWarm(): void {
  const ping = () => void ask('builtin:warm', {});
  ping();
  setInterval(ping, WARM_PING_MS);
}
