/** The labels a cta fact's evidence quotes ("buttons: Start trial, Book demo; leading nowhere: …"), trimmed. */
export function buttonLabels(evidence: string): string[] {
  return evidence.replace(/^buttons:\s*/, '').split(';')[0]!.split(/,\s*/).map((l) => l.trim()).filter((l) => l && l !== '…');
}

/** The labels a cta fact's evidence lists after "leading nowhere:" or "leading elsewhere:", without the trailing "…". */
export function labelsLeading(evidence: string, where: 'nowhere' | 'elsewhere'): string[] | null {
  const list = new RegExp(`leading ${where}: ([^;]*)`).exec(evidence)?.[1];
  return list === undefined ? null : list.split(', ').filter((l) => l !== '…');
}

/** "buttons: Shop Now, Shop Now": every button carries the same label. */
export const oneLabel = (evidence: string): boolean => {
  const labels = buttonLabels(evidence).map((l) => l.toLowerCase());
  return labels.length >= 2 && new Set(labels).size === 1;
};

/** A store or a platform to get the app from ("F-Droid", "Get it on Google Play", "Download for macOS"). */
const STORE = /^(?:(?:get it|download it|download|available|get)\s+)?(?:on|from|at|in|for)?\s*(?:the\s+)?(?:app store|mac app store|google play|play store|f-droid|microsoft store|chrome web store|galaxy store|amazon appstore|appgallery|snap store|flathub|windows|mac ?os|mac|linux|android|ios|iphone)(?:\s+(?:badge|button|logo|icon))?$/i;

/** Buttons that each get the same app from another store or for another system: one action, the visitor picks theirs. */
export const storeButtons = (evidence: string): boolean => {
  const labels = buttonLabels(evidence);
  return labels.length >= 1 && labels.every((l) => STORE.test(l));
};

/** A label that names a part of the site ("FOSSASIA Events", "Blog", "Our projects"): a way there, not an ask. */
const SITE_PART = /^(?:(?:our|the|see (?:the|our)|visit (?:the|our)|read (?:the|our))\s+)?(?:\S+\s+)?(?:events?|blog|news|docs|documentation|gallery|projects?|community|forums?|wiki|faq|careers|jobs|team|about(?: us)?|press|changelog|roadmap|showcase|examples?|resources|articles|stories|portfolio|github)$/i;

/**
 * Buttons that each lead to a part of the site, none asking for anything (a "Connect with us" band's Events and Blog):
 * they route by interest, and there is no main action among them to put first (review, stop 46: rated generic four times).
 */
export const routesOnly = (evidence: string): boolean => {
  const labels = buttonLabels(evidence);
  return labels.length >= 2 && labels.every((l) => SITE_PART.test(l));
};
