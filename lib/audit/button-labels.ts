/** The labels a cta fact's evidence quotes ("buttons: Start trial, Book demo; leading nowhere: …"), trimmed. */
export function buttonLabels(evidence: string): string[] {
  return evidence.replace(/^buttons:\s*/, '').split(';')[0]!.split(/,\s*/).map((l) => l.trim()).filter((l) => l && l !== '…');
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
