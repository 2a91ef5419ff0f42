import { browser } from 'wxt/browser';

/** Asked for only when the user opts in to automatic audits. */
export const AUTO_AUDIT_ORIGINS = ['http://*/*', 'https://*/*'];

// No port: match patterns have none (Firefox's permissions.contains answers false for one, so a saved service on a port was asked for again on every save).
export const originPattern = (url: string): string => {
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${hostname}/*`;
};

/**
 * Ensures the extension may fetch from the service at `baseUrl`, asking the user if needed. Call it
 * in a click handler before any `await`: Firefox lets `permissions.request` ask only while the
 * click is being handled (after an await it rejects: "may only be called from a user input
 * handler"), and answers true at once, without asking, for an origin already granted. Chrome keeps
 * the click across an await: there an origin already granted is not asked for again.
 * Rejects when the browser would not ask; `accessRequestFailed` says what to do then.
 */
export async function ensureServiceAccess(baseUrl: string): Promise<boolean> {
  const origins = [originPattern(baseUrl)];
  if (import.meta.env.FIREFOX) return browser.permissions.request({ origins });
  if (await browser.permissions.contains({ origins })) return true;
  return browser.permissions.request({ origins });
}

/** What the user is told when the browser refused to ask for access to `baseUrl` (not the same as their "no"). */
export function accessRequestFailed(baseUrl: string, error: unknown): string {
  const why = error instanceof Error ? error.message : String(error);
  return `the browser did not ask for permission to contact ${new URL(baseUrl).origin} (${why}). Click the button again; if this message comes back, allow the site in the add-on's permissions (Firefox: about:addons → Uplift Lens → Permissions) and try again.`;
}

export async function setAutoAudit(on: boolean): Promise<boolean> {
  const granted = await browser.permissions.contains({ origins: AUTO_AUDIT_ORIGINS });
  if (on) return granted || browser.permissions.request({ origins: AUTO_AUDIT_ORIGINS });
  // Only withdraw what the opt-in granted: removing patterns never granted would also drop the local origins.
  if (granted) await browser.permissions.remove({ origins: AUTO_AUDIT_ORIGINS });
  return false;
}
