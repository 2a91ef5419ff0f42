import { classTokens } from '../sections/dom';
import { listed, textOf, type Block } from './read';
import type { SectionFact } from './types';

const GENERIC_COPY = /^(?:submit|send|learn more|read more|click here|more|go|continue|details|weiter|mehr|envoyer|enviar|en savoir plus)$/i;
const NOT_A_CTA = /\b(?:prev|previous|next|slide|close|menu|toggle|play|pause|dot)\b/i;
/** Profile links of social networks: icons beside a name, not calls to action. */
const SOCIAL = /(?:^|\.|\/\/)(?:twitter|x|facebook|linkedin|instagram|youtube|tiktok|pinterest|github|dribbble|behance|threads|mastodon)\.(?:com|social|net)\b|\b(?:twitter|facebook|linkedin|instagram|youtube|tiktok|pinterest|github|dribbble) (?:profile|page|account)\b/i;

/** Menus, accordion toggles and summaries: the links and buttons inside them are no calls to action. */
const NOT_CTA_HOLDER = 'nav, [role="navigation"], summary, [aria-expanded]';

type Rgba = [number, number, number, number];
function rgba(css: string): Rgba | null {
  const m = /rgba?\(([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)(?:[ ,/]+([\d.]+))?/.exec(css);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
}
const distance = (a: Rgba, b: Rgba) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);

/** The background a block sits on: the nearest opaque background up the tree, else white. */
function backdrop(el: Element): Rgba {
  const view = el.ownerDocument.defaultView;
  for (let e: Element | null = el; e && view; e = e.parentElement) {
    const c = rgba(view.getComputedStyle(e).backgroundColor);
    if (c && c[3] > 0.5) return c;
  }
  return [255, 255, 255, 1];
}

/** "Book A Table Book A Table" (a label doubled for a hover animation) is "Book A Table". */
export function undoubled(text: string): string {
  const half = (text.length - 1) / 2;
  return Number.isInteger(half) && text[half] === ' ' && text.slice(0, half) === text.slice(half + 1) ? text.slice(0, half) : text;
}

interface Button {
  text: string;
  area: number;
  filled: boolean;
}

/** Buttons and button-like links of a block, with their size and whether they are filled with a colour. */
export function readButtons(block: Block, max = 24): Button[] {
  const view = block.el.ownerDocument.defaultView;
  if (!view) return [];
  if (block.el.closest(NOT_CTA_HOLDER)) return [];
  const candidates = block.el.querySelectorAll('a[href], button, input[type="submit"], input[type="button"], [role="button"]');
  // Found once per block, not looked up from every button.
  const holders = Array.from(block.el.querySelectorAll(NOT_CTA_HOLDER));
  let base: Rgba | undefined;
  const out: Button[] = [];
  for (let i = 0; i < candidates.length && i < 80 && out.length < max; i++) {
    const el = candidates[i]!;
    if (holders.length && holders.some((h) => h.contains(el))) continue;
    const text = undoubled(textOf(el)) || el.getAttribute('value') || el.getAttribute('aria-label') || '';
    if (!text || text.length > 40 || NOT_A_CTA.test(text) || !/[\p{L}\p{N}]/u.test(text)) continue;
    if (SOCIAL.test(el.getAttribute('href') ?? '') || SOCIAL.test(text)) continue;
    const tag = el.tagName.toLowerCase();
    const style = view.getComputedStyle(el);
    const named = tag !== 'a' || el.getAttribute('role') === 'button' || classTokens(el).some((t) => t === 'btn' || t === 'button' || t === 'cta');
    // A plain link is a button only when padded and filled or bordered; most links are not padded,
    // and each style read costs, so padding is read first.
    if (!named && !(parseFloat(style.paddingTop) >= 4 && parseFloat(style.paddingLeft) >= 8)) continue;
    const bg = rgba(style.backgroundColor);
    const filled = !!bg && bg[3] > 0.5 && distance(bg, (base ??= backdrop(block.el))) > 60;
    if (!named && !filled && !(parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== 'none')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    out.push({ text, area: r.width * r.height, filled });
  }
  return out;
}

/** Calls to action: how many, and whether one of them is visually primary (filled or clearly larger). */
export function gatherCta(block: Block, buttons: Button[]): SectionFact[] {
  if (!buttons.length) return [];
  const texts = buttons.map((b) => b.text);
  const generic = texts.some((t) => GENERIC_COPY.test(t));
  const evidence = `buttons: ${listed(texts)}`;
  const tail = generic ? ', generic copy' : '';
  if (buttons.length === 1) return [{ kind: 'cta', value: `1 button${buttons[0]!.filled ? '' : ', not filled'}${tail}`, evidence }];
  // The same label on most buttons ("Learn more" under each card, social icons) is one link per card,
  // not a choice between calls to action.
  const counts = new Map<string, { text: string; times: number }>();
  for (const text of texts) {
    const seen = counts.get(text.toLowerCase());
    if (seen) seen.times++;
    else counts.set(text.toLowerCase(), { text, times: 1 });
  }
  const alike = [...counts.values()].sort((a, b) => b.times - a.times)[0]!;
  if (buttons.length >= 3 && alike.times >= buttons.length * (2 / 3)) {
    return [{ kind: 'cta', value: `${buttons.length} alike, one per card${tail}`, evidence: `${alike.times} × "${alike.text}"` }];
  }
  const filled = buttons.filter((b) => b.filled);
  const sorted = [...buttons].sort((a, b) => b.area - a.area);
  const primary = filled.length === 1 || (filled.length !== 1 && sorted[0]!.area >= 1.4 * sorted[1]!.area);
  const value = primary ? `1 primary of ${buttons.length}` : `${buttons.length} equal`;
  void block;
  return [{ kind: 'cta', value: value + tail, evidence }];
}
