import { browser } from 'wxt/browser';

/** Asked for only when the user opts in to automatic audits. */
export const AUTO_AUDIT_ORIGINS = ['http://*/*', 'https://*/*'];

// No port: match patterns have none (Firefox's permissions.contains answers false for one, so a saved service on a port was asked for again on every save).
export const originPattern = (url: string): string => {
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${hostname}/*`;
};

/**
 * Ensures the extension may fetch from `origins`, asking the user if needed. Call it in a click
 * handler before any `await`, once for everything the click needs: Firefox lets
 * `permissions.request` ask only while the click is being handled (after an await it rejects:
 * "may only be called from a user input handler"), and answers true at once, without asking, for
 * origins already granted. Chrome keeps the click across an await: there origins already granted
 * are not asked for again. Rejects when the browser would not ask; `accessRequestFailed` says what
 * to do then.
 */
export async function requestAccess(origins: string[]): Promise<boolean> {
  if (!origins.length) return true;
  if (import.meta.env.FIREFOX) return browser.permissions.request({ origins });
  if (await browser.permissions.contains({ origins })) return true;
  return browser.permissions.request({ origins });
}

export const hasAccess = (origins: string[]): Promise<boolean> => browser.permissions.contains({ origins });

export const ensureServiceAccess = (baseUrl: string): Promise<boolean> => requestAccess([originPattern(baseUrl)]);

/** What the user is told when the browser refused to ask for access to `baseUrl` (not the same as their "no"). */
export function accessRequestFailed(baseUrl: string, error: unknown): string {
  const why = error instanceof Error ? error.message : String(error);
  return `the browser did not ask for permission to contact ${new URL(baseUrl).origin} (${why}). Click the button again; if this message comes back, allow the site in the add-on's permissions (Firefox: about:addons → Uplift Lens → Permissions) and try again.`;
}

/** Withdraws what the opt-in to automatic audits granted (asking for it is `requestAccess(AUTO_AUDIT_ORIGINS)`). */
export async function withdrawAutoAudit(): Promise<void> {
  // Only withdraw what the opt-in granted: removing patterns never granted would also drop the local origins.
  if (await browser.permissions.contains({ origins: AUTO_AUDIT_ORIGINS })) await browser.permissions.remove({ origins: AUTO_AUDIT_ORIGINS });
}
