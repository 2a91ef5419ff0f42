import { isPlaceholder } from '../facts/placeholder';
import { PRICES } from '../sections/price';

/**
 * Readings a specialist takes from a page's words, derived here from what `lib/facts` and the
 * classifier already carry (sections' visible text): no DOM. Each is general (no site's wording).
 */

/** A rating: "4.8/5", "4.8 out of 5", "4.8 stars", "★★★★★", "rated 4.9". */
const RATING = /[★]|\b[1-5](?:[.,]\d)?\s?(?:\/\s?5|out of 5|stars?|sterne|étoiles|estrellas)\b|\brated\s[1-5](?:[.,]\d)?\b/i;
/** The number of reviews a rating rests on: "1,203 reviews", "(312)", "based on 87 ratings". */
const COUNT = /\b\d[\d,.]*\+?\s?(?:reviews?|ratings?|bewertungen|avis|reseñas|recensioni|beoordelingen|avaliações)\b|\(\s?\d[\d,.]{1,}\s?\)/i;

/** A rating stated with its count in the same line or sentence, anywhere in the text. */
export function ratingWithCount(text: string): boolean {
  return text.split(/\n|(?<=[.!?])\s/).some((line, i, lines) => {
    if (!RATING.test(line)) return false;
    // The count may sit on its own line right under the stars.
    return COUNT.test(line) || COUNT.test(lines[i + 1] ?? '');
  });
}

/**
 * A letter of the Latin, Greek or Cyrillic scripts, spelled out: `\p{L}` needs the `u` flag, and
 * with `i` too Firefox spends ~14 ms compiling the expression on each panel opening.
 */
const LETTER = String.raw`a-z\u00aa\u00b5\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0370-\u03ff\u0400-\u04ff`;
/** A street address: a number and a street word, or a street name with its number. */
const ADDRESS = new RegExp(
  String.raw`\b\d{1,5}[a-z]?,?\s(?:[${LETTER}'.-]+\s){0,3}(?:street|st\.|road|rd\.?|avenue|ave\.?|boulevard|blvd\.?|lane|ln\.?|drive|dr\.|way|place|square|suite)\b|\b(?:[${LETTER}-]+(?:strasse|straße|str\.|weg|gasse|platz|laan|straat|plein))\s\d{1,4}\b|\b(?:rue|avenue|boulevard|calle|via|avenida|rua|piazza|plaza)\s(?:de\s|del\s|des\s|du\s)?[${LETTER}'-]+(?:\s[${LETTER}'-]+){0,3},?\s\d{1,4}\b|\b\d{1,4},?\s(?:rue|avenue|boulevard|calle|via|rua)\b`,
  'i',
);
/** Opening hours: "Mon–Fri 9am–6pm", "Mon-Sun: 10:00 AM - 9:00 PM", "opening hours", "open daily". */
const HOURS = /\b(?:opening hours|business hours|office hours|hours of operation|open (?:daily|every day|7 days)|öffnungszeiten|horaires d'ouverture|horario|orari di apertura|openingstijden)\b|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s?(?:[-–]|to)\s?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?[,:]?\s\d{1,2}(?::\d\d)?\s?(?:am|pm|h)?\s?[-–]/i;

/** A business visitors come to or call: it shows a street address or opening hours. */
export function localBusiness(text: string): boolean {
  return ADDRESS.test(text) || HOURS.test(text);
}

/** Words in quotation marks, a sentence long: a quote. */
export const QUOTED = /[“"«„][^”"»“]{20,}[”"»]/;

/** A phone number a visitor can read or tap: "+44 20 7946 0958", "(555) 123-4567", "030 1234567". */
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d{2,5}[\s.-]\d{2,4}(?:[\s.-]\d{2,5}){0,2}\b|\btel(?:ephone)?\.?:?\s?\+?\d|\bcall (?:us|now)\b/i;

/**
 * The text shows a phone number or a call to call. A "Contact" entry among the menu's links is how any site is
 * reached: it does not tell a patient how to book (blind review, stop 36: a clinic's header passed on it).
 */
export const showsContact = (text: string): boolean => phoneLines(text, true);

/** The text shows a phone number to dial (seven digits or more), not only a word asking to call. */
export const showsPhoneNumber = (text: string): boolean => phoneLines(text, false);

function phoneLines(text: string, callWords: boolean): boolean {
  return text.split('\n').some((line) => {
    const m = PHONE.exec(line);
    // A number of at least 7 digits, or a call word; a year or a price is no phone.
    return !!m && ((callWords && /call|tel/i.test(m[0])) || m[0].replace(/\D/g, '').length >= 7);
  });
}

/**
 * A line that reads as a sentence that can say what is offered: at least four words, not a template's filler (a lorem-ipsum
 * subline says nothing: review, stop 49, "Your bright future is our mission" passed as naming the offer over one).
 */
const sentenceLike = (line: string) => line.split(/\s+/).filter((w) => /[\p{L}]/u.test(w)).length >= 4 && !isPlaceholder(line);

/**
 * The line under a headline (its subheading or first paragraph), when it reads as a sentence that can say what is
 * offered: "Plumbing and heating repairs in Leeds, same day". Read in the section's text, whose lines are its headings
 * first, then its first paragraph; and, when the block's words in reading order are known, the line of the text they
 * go on with right after the headline: a brand name over a tagline keeps its tagline even when the block's other
 * headings ("Featured projects") come first in the text (blind review, stop 45). Null when none follows.
 */
export function sublineOf(text: string, headline: string, words = ''): string | null {
  const head = headline.replace(/^"|"$/g, '').replace(/…$/, '').trim().toLowerCase();
  if (!head) return null;
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const at = lines.findIndex((l) => l.toLowerCase().startsWith(head.slice(0, 40)));
  if (at < 0) return null;
  const next = lines[at + 1];
  if (next && sentenceLike(next)) return next;
  const said = words.toLowerCase();
  const from = said.indexOf(head);
  if (from < 0) return null;
  const rest = said.slice(from + head.length).trimStart();
  const listed = lines.find((l, i) => i !== at && sentenceLike(l) && rest.startsWith(l.toLowerCase().slice(0, 40)));
  if (listed) return listed;
  // A subheading the text does not list (a tagline set in a paragraph): the words between the headline and the next line
  // the text lists ("Materialize" · "A modern responsive front-end framework based on Material Design" · "Get Started"), or,
  // when the text is the headline alone, the sentence its words go on with, ended by a full stop.
  const original = words.slice(from + head.length).trimStart();
  let cut = lines.length === 1 ? (/^[^.!?]{10,160}[.!?](?=\s|$)/.exec(rest)?.[0].length ?? 0) : rest.length;
  for (const l of lines) {
    const k = l === lines[at] ? -1 : rest.indexOf(l.toLowerCase().slice(0, 30));
    if (k >= 0 && k < cut) cut = k;
  }
  const between = original.slice(0, cut).trim();
  return between.length >= 10 && between.length <= 200 && sentenceLike(between) ? between : null;
}

const amount = (p: string) => Number(p.replace(/[^\d.,]/g, '').replace(/,(\d{2})$/, '.$1').replace(/,/g, ''));
/** Words that say why a price is cut and until when. */
const REASON = /\b(?:ends?|ending|until|till|only (?:today|this week|until)|today only|limited[- ]time|clearance|end of (?:season|line)|black friday|cyber monday|launch (?:offer|price)|anniversary|holiday|christmas|summer sale|winter sale|spring sale|for members|bundle|when you buy|introductory|first (?:month|year|order)|bis zum|jusqu'au|hasta)\b|\b(?:save|spare|économisez|ahorra)\s/i;

/**
 * Cut prices: two different prices side by side on one line ("$49 $29", "$15.99 $20.99", "£80 now £60"),
 * the way a struck-through original reads in text, in either order; a range ("$29 – $49") is not one.
 * Returns the pairs seen, original first.
 */
export function cutPrices(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const prices = [...line.matchAll(PRICES)];
    for (let i = 0; i + 1 < prices.length; i++) {
      const a = prices[i]!;
      const b = prices[i + 1]!;
      const between = line.slice(a.index! + a[0].length, b.index!);
      // Adjacent: nothing but spaces or "now" between them.
      if (!/^\s*(?:now|jetzt|maintenant|ahora)?\s*$/i.test(between)) continue;
      const [x, y] = [amount(a[0]), amount(b[0])];
      if (x > 0 && y > 0 && x !== y) out.push(x > y ? `${a[0].trim()} → ${b[0].trim()}` : `${b[0].trim()} → ${a[0].trim()}`);
    }
  }
  return out;
}

/** The text gives a reason or an end date for a discount. */
export const statesReason = (text: string): boolean => REASON.test(text);

/**
 * What a sign-up promises in return for an address: how often, what it holds, or a gift. "Subscribe to
 * our newsletter" alone promises nothing. English plus German, French and Spanish basics.
 */
const OFFER = new RegExp([
  String.raw`\b(?:daily|weekly|monthly|every (?:day|week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:once |twice )?(?:a|per) (?:week|month|day)|in your inbox)\b`,
  String.raw`\b(?:tips?|guides?|recipes|ideas|tutorials?|playlists?|checklists?|e-?books?|templates?|freebies?|invitations?|deals?|discounts?|coupons?|vouchers?|promo codes?|offers?|sales?)\b`,
  String.raw`\d+\s?%|\b(?:\d+ )?(?:€|\$|£)\s?\d+ off\b|\b(?:free|exclusive|early access|first to (?:know|hear)|be the first|behind the scenes|new (?:posts|articles|releases|products|arrivals|episodes))\b`,
  // "Subscribe to get latest news, articles and resources" names what comes (blind review, stop 47: rated redundant by both reviewers).
  String.raw`\b(?:latest|newest|recent) (?:news|articles?|updates|posts|resources|stories|insights|events|products)\b|\bneueste\w* (?:nachrichten|artikel|beiträge)\b|\bdernières? (?:actualités|nouvelles|articles)\b|\búltimas (?:noticias|novedades)\b`,
  String.raw`\b(?:wöchentlich|monatlich|täglich|tipps|rabatt|gutschein|gratis|kostenlos|exklusiv\w*|angebote)\b`,
  String.raw`\b(?:hebdomadaire|mensuel\w*|conseils|astuces|réduction|remise|offres?|exclusi\w*|gratuit\w*)\b`,
  String.raw`\b(?:semanal\w*|mensual\w*|consejos|descuentos?|ofertas?|exclusiv\w*|gratis)\b`,
].join('|'), 'i');

/** The section says what a subscriber gets (frequency, content or a gift). */
export const statesOffer = (text: string): boolean => OFFER.test(text);

/** The menu's labels as the navigation fact quotes them ("menu: Home, About, …; phone: …"). */
export const menuLabels = (evidence: string): string[] =>
  (/\bmenu:\s*([^;]*)/.exec(evidence)?.[1] ?? '').split(/,\s*/).map((l) => l.replace(/[/|]+\s*$/, '').trim()).filter((l) => l && l !== '…');

/** Labels that do not say what is behind them: the "clever" names the catalogue's menu tests replaced. */
const VAGUE_LABEL = /^(?:discover|explore|journey|experience|inspir(?:e|ation)|imagine|magic|universe|(?:our )?world|(?:our )?stor(?:y|ies)|lab|(?:the )?hub|vibes?|why\??|more|stuff|things|start here|begin|ideas|play|create|connect|dream|beyond|wonder|entdecken|erleben|welt|découvrir|explorer|univers|descubre|descubrir|explora|scopri|esplora|descobrir|ontdek)$/i;

/**
 * Some label of a header menu is vague, or too few are quoted to judge: plain-label advice may fit. A menu
 * of `entries` is judged on its labels when all of them are quoted ("Home, Donate").
 */
export const vagueMenu = (evidence: string, entries = Infinity): boolean => {
  const labels = menuLabels(evidence);
  return (labels.length < 3 && labels.length < entries) || labels.some((l) => VAGUE_LABEL.test(l));
};

/** A block that lists events (dated cards of talks, workshops, concerts), not articles to read: no reading time, no "read next". */
export const EVENT_LISTING = /\b(?:upcoming|next|latest|our|all|past|previous) events?\b|\bevents? history\b|\bevents? (?:calendar|schedule)\b|\bworkshops\b|\bwebinars\b|\bmeetups\b|\bconcerts\b/i;

/** Words a title or headline is made of, lowercased: letters of four or more (in any script), not the usual small words. */
const TOPIC_STOP = /^(?:home|welcome|official|site|website|page|with|your|that|this|from|for|the|and|best|more|about|über|sobre|avec|pour|para|voor|mit|und|les|des|del|con|per|van|een)$/;
const topicWords = (text: string): string[] => (text.toLowerCase().match(/[\p{L}][\p{L}'’-]{3,}/gu) ?? []).filter((w) => !TOPIC_STOP.test(w));

/**
 * What the page's title says is offered: its words, less the brand. A title of parts ("Vegato – vegan pet food",
 * "Kanban software - Kanboard") names the brand in its shortest part; a title of one part is all topic.
 */
export function titleTopic(title: string): string[] {
  const parts = title.split(/\s+[-–—|:·•]\s+/).map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return [];
  const brand = parts.length > 1 ? parts.reduce((a, b) => (b.length < a.length ? b : a)) : '';
  return [...new Set(parts.filter((p) => p !== brand).flatMap(topicWords))];
}

/** The headline shares a word with the title's topic (a word's first five letters, so "dentist" finds "dentists"). */
export function namesTopic(headline: string, topic: readonly string[]): boolean {
  const stem = (w: string) => w.slice(0, 5);
  const said = new Set(topicWords(headline).map(stem));
  return topic.some((w) => said.has(stem(w)));
}

/**
 * A figure that backs a claim: a share, a count with a plus, a rating out of five or with a star, a large number, or a
 * number of people or things ("500+ patients", "98%", "4.9 ★", "12,000 teams", "15 years"); not a year, a phone or a zero counter.
 */
export const FIGURE = /(?<![\d.,])(?:[1-9]\d{0,2}(?:[.,]\d{3})+|[1-9]\d*(?:[.,]\d+)?)\s?(?:%|\+|[km]\+|x\b|★|\/\s?5\b|\/\s?10\b)|(?<![\d.,])[1-9]\d{0,2}(?:[.,]\d{3})*\+?\s+(?:happy |satisfied |active |trusted |loyal )?(?:patients|customers|clients|users|students|members|teams|companies|businesses|downloads|installs|reviews|orders|projects|countries|cities|years|guests|families|donors|volunteers|graduates|experts|doctors|stores|partners|kunden|nutzer|jahre|clientes|usuarios|usuários|utilisateurs|utenti|gebruikers|klanten|pacientes|patienten|ans|años|anos|anni|jaar)\b/iu;
