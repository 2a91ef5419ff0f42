import { browser } from 'wxt/browser';

/** Asked for only when the user opts in to automatic audits. */
export const AUTO_AUDIT_ORIGINS = ['http://*/*', 'https://*/*'];

// No port: match patterns have none (Firefox's permissions.contains answers false for one, so a saved service on a port was asked for again on every save).
export const originPattern = (url: string): string => {
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${hostname}/*`;
};

/** Ensures the extension may fetch from the service at `baseUrl`, asking the user if needed (call from a click). */
export async function ensureServiceAccess(baseUrl: string): Promise<boolean> {
  const origins = [originPattern(baseUrl)];
  if (await browser.permissions.contains({ origins })) return true;
  return browser.permissions.request({ origins });
}

export async function setAutoAudit(on: boolean): Promise<boolean> {
  const granted = await browser.permissions.contains({ origins: AUTO_AUDIT_ORIGINS });
  if (on) return granted || browser.permissions.request({ origins: AUTO_AUDIT_ORIGINS });
  // Only withdraw what the opt-in granted: removing patterns never granted would also drop the local origins.
  if (granted) await browser.permissions.remove({ origins: AUTO_AUDIT_ORIGINS });
  return false;
}
