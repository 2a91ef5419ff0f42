import { isWebUrl, signedPercent } from '../../lib/audit/format';

export const percent = (n: number | null | undefined): string => (n === null || n === undefined ? 'uplift n/a' : signedPercent(n));

export const share = (n: number): string => `${Math.round(n * 100)}%`;

/** A section's text as its card quotes it: the first 160 characters, with "…" when cut. */
export const excerpt = (text: string, max = 160): string => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Only http(s) links from catalogue records become clickable; anything else stays text. */
export const safeHref = (url: string | null | undefined): string | undefined => (isWebUrl(url) ? url : undefined);

export const SECTION_NAMES: Record<string, string> = {
  hero: 'Hero',
  cta: 'Call to action',
  trust: 'Trust',
  product_demo: 'Product demo',
  differentiation: 'Differentiation',
  global: 'Global (nav, footer)',
  doors: 'Doors (entry points)',
  resources: 'Resources',
};
