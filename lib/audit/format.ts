/** The panel, the HTML report and the Markdown report show numbers and links of catalogue records by these rules. */

/** An uplift as "+12.3%": one decimal, a plus sign when positive. */
export const signedPercent = (n: number): string => `${n > 0 ? '+' : ''}${Math.round(n * 10) / 10}%`;

/** Only http(s) URLs (the scheme in any case) from catalogue records become links; anything else stays text. */
export const isWebUrl = (url: string | null | undefined): url is string => !!url && /^https?:\/\//i.test(url);
