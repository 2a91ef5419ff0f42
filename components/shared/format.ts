import { isWebUrl } from '../../lib/audit/format';

/** A section's text as its card quotes it: the first 160 characters, with "…" when cut. */
export const excerpt = (text: string, max = 160): string => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Only http(s) links from catalogue records become clickable; anything else stays text. */
export const safeHref = (url: string | null | undefined): string | undefined => (isWebUrl(url) ? url : undefined);
