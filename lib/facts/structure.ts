import { spacedText } from '../sections/dom';
import { describeGroup, largestRepeatedItems, looksLikeName, type RepeatedGroup } from '../sections/features';
import { FOLD_TOGGLE, GENERIC_COPY, isGenericLabel } from './cta';
import { isSearchField } from './form';
import { gridItems } from './cards';
import { byName, fileOf, inSentence, listed, namesMention, plural, textOf, type Block } from './read';
import type { SectionFact } from './types';
import { isPlaceholder, placeholderTail } from './placeholder';
import { numberedSeries } from './series';
import { atPageTop, rectOf } from './visible';
import { PRICE } from '../sections/price';

const MARK = /^(?:[✓✔✗✘×❌✅✕✖]|yes|no|ja|nein|oui|non|sí|sim|não)$/i;

/**
 * Cells that hold only a mark (a tick, a cross, yes or no, or an icon with no words): what a comparison
 * is made of. "No Show" in a log's status column is a word, not a mark.
 */
function markCells(table: Element): number {
  let n = 0;
  for (const td of Array.from(table.querySelectorAll('td, [role="cell"]')).slice(0, 120)) {
    const t = textOf(td);
    if (t ? MARK.test(t) : td.querySelector('svg, i, img') !== null) n++;
  }
  return n;
}

/** A comparison table naming alternatives (us vs them), or a feature grid of checkmarks. */
export function gatherComparisonTable(block: Block): SectionFact[] {
  const selector = namesMention(block.el, /compar/) ? 'table, [role="table"], [class*="comparison"], [class*="compare"]' : 'table, [role="table"]';
  const table = block.el.matches('table, [role="table"]') ? block.el : block.el.querySelector(selector);
  if (!table) return [];
  const headRow = table.querySelector('thead tr') ?? table.querySelector('tr');
  const cells = Array.from(headRow ? headRow.querySelectorAll('th, td') : table.querySelectorAll('[role="columnheader"]'));
  const head = cells.map(textOf).filter(Boolean);
  const vs = /\bvs\.?\b|\bversus\b|\bcompare|\bcompar|\bvergleich|\balternative/i.test(block.text);
  const marks = markCells(table) >= 2;
  if (cells.length < 2 && !vs) return [];
  if (!vs && !marks) return [];
  // A table of headings only (rows a script was to fill) compares nothing.
  if (table.matches('table') && table.querySelectorAll('tr').length < 2) return [];
  const columns = cells.length || 2;
  return [{ kind: 'comparison_table', value: `${columns} columns${vs ? ', names alternatives' : ''}`, evidence: head.length ? `columns: ${listed(head, 5)}` : 'comparison block' }];
}

const STEP_HEAD = /^(?:step\s?\d+|\d+[.)]\s|\d+\s*$|schritt \d+|étape \d+|paso \d+|0?\d\s?[—–-])/i;
const HOW = /\b(?:how it works|how does it work|in \d+ (?:easy |simple )?steps|so funktioniert|comment ça marche|cómo funciona)\b/i;

/** A number set on its own ("1", "02.") just before a title. */
const BADGE_NUMBER = /^0?(\d{1,2})\.?$/;

/**
 * Titles each led by a number of their own (a badge "1" above "Configure Pool", "2" above the next):
 * how many, when the numbers count 1, 2, 3… in order; 0 otherwise.
 */
function numberBadges(el: Element): number {
  let next = 1;
  for (const h of Array.from(el.querySelectorAll('h3, h4, h5')).slice(0, 12)) {
    const before = h.previousElementSibling ?? (h.parentElement !== el ? h.parentElement?.previousElementSibling : null);
    const m = before ? BADGE_NUMBER.exec(textOf(before)) : null;
    if (!m) continue;
    if (Number(m[1]) !== next) return 0;
    next++;
  }
  return next > 3 ? next - 1 : 0;
}

/** Numbered steps ("how it works"). */
export function gatherNumberedSteps(block: Block): SectionFact[] {
  // Every step heading holds a digit: a block without one has none.
  const selector = namesMention(block.el, /step|number/) ? 'h3, h4, h5, strong, [class*="step"] > *:first-child, [class*="number"]' : 'h3, h4, h5, strong';
  const heads = /\d/.test(block.text) ? Array.from(block.el.querySelectorAll(selector)).map(textOf).filter((t) => STEP_HEAD.test(t)) : [];
  const steps = Math.max(new Set(heads).size, /\b[1-3]\b/.test(block.text) ? numberBadges(block.el) : 0);
  // A list of steps says something in each item; a slider's empty indicator dots are an <ol> too.
  const list = Array.from(block.el.querySelectorAll('ol')).find((ol) => ol.children.length >= 3 && ol.children.length <= 8 && !ol.closest('nav') && Array.from(ol.children).every((li) => textOf(li).length >= 3));
  const named = byName(block.el, /\bstep\b|steps?-item/, 10).length;
  const n = Math.max(steps, list ? list.children.length : 0, named >= 3 ? named : 0);
  if (n < 3 && !(HOW.test(block.text) && n >= 2)) return [];
  // Steps shown beside a code sample are what the code runs (a build pipeline's "Increment build number, Build your app"),
  // not the visitor's effort.
  const code = Array.from(block.el.querySelectorAll('pre, code')).some((c) => textOf(c).length >= 20);
  return [{ kind: 'numbered_steps', value: `${plural(n, 'step')}${code ? ', beside code' : ''}`, evidence: HOW.exec(block.text)?.[0] ?? `${n} numbered items` }];
}

/**
 * An interrogative opening in the languages the project reads ("How long…", "Wie lange…", "¿Puedo…"):
 * an accordion's item can ask without a question mark; nouns ("Shipping", "Returns") do not ask.
 */
const ASKS = /^(?:¿|(?:what|how|why|when|where|who|which|whose|can|could|should|would|will|is|are|am i|does|do i|do you|do we|have|has|was|wie|warum|wieso|wann|wo|wer|welche[rsnm]?|kann|können|muss|gibt es|ist|sind|que|qu['’]|quoi|comment|pourquoi|quand|où|qui|quel(?:le)?s?|combien|est-ce|puis-je|peut-on|qué|cómo|cuándo|dónde|quién|cuál|cuánto|puedo|se puede|cosa|come|perché|quale|quanto|posso|si può|o que|como|quem|qual|quanto|é possível|wat|hoe|waarom|wanneer|waar|welke|kunnen|moet)(?=[\s,]))/iu;

/** Words that ask: a question mark at the end, or an interrogative opening. */
export const asksQuestion = (t: string): boolean => t.length > 8 && t.length < 160 && (/[?？]$/.test(t) || ASKS.test(t));

/** "Still have questions?", "Noch Fragen?": an invitation to ask, under the questions, not one of them. */
const MORE_QUESTIONS = /\b(?:questions?|fragen|preguntas|domande|vragen|perguntas)\s*[?？]$/i;

/** Characters per answer, on average, below which open answers are short (about three lines of a column). */
const SHORT_ANSWER = 300;

/** A tab of a tab list: Bootstrap's pills and tabs, or marked as a tab for screen readers. */
const TAB = '[role="tab"], [role="tablist"] *, [data-bs-toggle="tab"], [data-bs-toggle="pill"], [data-toggle="tab"], [data-toggle="pill"]';

/**
 * An FAQ: questions a visitor asks, in details/summary, toggles or headings, and whether it is an
 * accordion. Folded legal text (terms, shipping, returns) titled with nouns is no FAQ.
 */
export function gatherFaq(block: Block): SectionFact[] {
  const summaries = Array.from(block.el.querySelectorAll('details > summary')).map(textOf);
  const details = summaries.filter(asksQuestion).length;
  if (details < 2 && !/[?？][^?？]*[?？]/.test(block.text)) return [];
  // Tabs show one answer at a time, the first already open: a question set as a tab is no fold of an accordion (blind
  // review, stop 47: a lender's three tabs were told to open their top answers by default).
  const asking = Array.from(block.el.querySelectorAll(`${FOLD_TOGGLE}, [aria-controls]`)).filter((b) => asksQuestion(textOf(b)));
  const tabs = asking.filter((b) => b.matches(TAB)).length;
  const toggles = asking.length - tabs;
  const questions = Array.from(block.el.querySelectorAll('h2, h3, h4, h5, dt, button, summary, strong')).map(textOf).filter((t) => t.length > 8 && t.length < 160 && /[?？]$/.test(t) && !MORE_QUESTIONS.test(t));
  const n = Math.max(details, toggles, new Set(questions).size);
  if (n < 2) return [];
  const accordion = details >= 2 || toggles >= 2;
  // Open answers of a few lines each are read at a glance (a grid of eight short answers with prices):
  // folding them hides what a visitor came for.
  const asked = questions.reduce((sum, q) => sum + q.length, 0);
  const short = !accordion && questions.length >= 2 && (block.text.length - asked) / n < SHORT_ANSWER;
  // Answers an accordion shows opened already ("open the top answers by default" is what it does).
  const opened = accordion
    ? block.el.querySelectorAll('details[open] > summary').length + Array.from(block.el.querySelectorAll('[aria-expanded="true"]')).filter((b) => asksQuestion(textOf(b))).length
    : 0;
  const shape = accordion ? `, accordion${opened ? `, ${opened} open` : ''}` : tabs >= 2 ? ', tabs' : short ? ', short answers' : '';
  return [{ kind: 'faq', value: `${plural(n, 'question')}${shape}${placeholderTail(block.text)}`, evidence: `questions: ${listed(questions.length ? questions : summaries.filter(asksQuestion), 3)}` }];
}

const DATE = /\b(?:\d{1,2}\s)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s\d{1,2}(?:,\s?\d{4})?\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/i;
/** A day over its month ("20 May", "3 Sept") as post cards stamp it, the year left out. */
const DAY_MONTH = /\b\d{1,2}\s?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;
const READ_TIME = /\b\d+\s?(?:min(?:ute)?s?\.?\s?(?:read|lesezeit|de lecture|de lectura)|min read)\b/i;

const hasDate = (t: string): boolean => DATE.test(t) || DAY_MONTH.test(t);
const MONTH = /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/i;

/**
 * A date stamped on a card: an element of its own holding little more than the date ("20 May", "Mar 3,
 * 2024"), or a meta line ("Posted May 3, 2024 by Ana"), not a date inside a sentence of running text.
 * The innermost such elements, outside tables (a log's or a schedule's rows are no posts).
 */
function dateStamps(root: Element): Element[] {
  const found = new Set<Element>();
  // One walk over the block's text (not every element's): only bits with a digit or a month name can be dates.
  const walker = root.ownerDocument.createTreeWalker(root, 4);
  let seen = 0;
  for (let t = walker.nextNode(); t && seen < 3000; t = walker.nextNode(), seen++) {
    const v = t.nodeValue ?? '';
    if (!/\d/.test(v) && !MONTH.test(v)) continue;
    // The smallest element around the bit that holds a whole date, a few levels up at most.
    let e: Element | null = t.parentElement;
    for (let up = 0; e && e !== root && up < 3 && textOf(e).length <= 80 && !hasDate(textOf(e)); up++) e = e.parentElement;
    if (!e || e === root || found.has(e)) continue;
    const text = textOf(e);
    if (text.length > 80 || !hasDate(text) || (text.length > 40 && /[.!?]$/.test(text)) || e.closest('table')) continue;
    const p = e.parentElement?.closest('p');
    if (p && textOf(p).length > text.length + 40) continue;
    found.add(e);
  }
  const stamps = [...found];
  return stamps.filter((e) => !stamps.some((o) => o !== e && e.contains(o)));
}

/** A <time> that stamps a day, not a time of day ("13:15" on a conference's schedule is no post date). */
const stampsADay = (t: Element): boolean => /\d{4}-\d{2}-\d{2}/.test(t.getAttribute('datetime') ?? '') || !/^\d{1,2}[:.h]\d{2}(?:\s?[ap]\.?m\.?)?$/i.test(textOf(t));

/**
 * A block's title that names posts ("Latest posts", "From our blog", "News", "Aktuelles"): the whole title,
 * not a card's ("Scholarship news" over one card is a feature).
 */
const POSTS_TITLE = /^(?:(?:our |the )?(?:latest|recent|newest|new) )?(?:blog(?: posts?)?|posts|articles|news(?: (?:&|and) (?:articles|updates))?)$|^(?:(?:latest |recent )?(?:stories|posts|articles|news) )?from (?:the|our) blog$|^(?:neuigkeiten|aktuelles|neueste beiträge|beiträge|actualités|derniers articles|noticias|últimas noticias|artículos|notizie|ultime notizie|articoli|nieuws|laatste nieuws|notícias|últimas notícias)$/i;

/** The block's title (its first h1, h2 or h3) names posts. */
export function titledPosts(block: Block): boolean {
  const title = block.el.querySelector('h1, h2, h3');
  return !!title && POSTS_TITLE.test(textOf(title).replace(/[.:!]$/, ''));
}

/** A post's byline or publishing line: "By Dr. Jane Roe", "Posted by…", "Updated May 2026". */
const BYLINE = /(?:^|·\s*)(?:(?:[Ww]ritten |[Pp]osted )?[Bb]y \p{Lu}|(?:[Uu]pdated|[Pp]ublished|[Pp]osted)(?: on)? (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{4}\b)/u;
const MONTH_YEAR = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{4}\b/;
/** "Read full guide", "Read the article": a card's link on to its post (READ_POST, the link's whole label). */
const READ_WORDS = /\bread (?:the |our |this )?(?:full |whole |complete )?(?:article|guide|post|story|blog post|case study)\b/i;
const READ_POST = new RegExp(`^${READ_WORDS.source}`, 'i');
/** Words a byline opens with, anywhere in a block's text: without them its elements are not read. */
const BYLINE_WORDS = /\b[Bb]y \p{Lu}|\b(?:[Uu]pdated|[Pp]ublished|[Pp]osted)\b/u;

/** Posts told apart by their bylines or their "Read the article" links (at least two of either), and whether the bylines date them. */
function postLines(block: Block): { posts: number; dated: boolean } {
  const bylines = BYLINE_WORDS.test(block.text)
    ? Array.from(block.el.querySelectorAll('p, span, small, time, div:not(:has(*))')).slice(0, 200).map(textOf).filter((t) => t.length < 120 && BYLINE.test(t))
    : [];
  const links = READ_WORDS.test(block.text) ? Array.from(block.el.querySelectorAll('a')).slice(0, 100).filter((a) => READ_POST.test(textOf(a))).length : 0;
  return { posts: Math.max(bylines.length, links), dated: bylines.filter((t) => MONTH_YEAR.test(t)).length >= 2 };
}

/** Article or blog cards with dates or reading times, or look-alike titled cards under a title naming posts. */
export function gatherArticleCards(block: Block): SectionFact[] {
  const dayStamps = Array.from(block.el.querySelectorAll('time')).filter(stampsADay);
  const times = dayStamps.length;
  // Stamps are looked for only where the text holds two dates at all.
  const maybe = (block.text.match(new RegExp(DATE.source, 'gi')) ?? []).length >= 2 || (block.text.match(new RegExp(DAY_MONTH.source, 'gi')) ?? []).length >= 2;
  const stamps = maybe ? dateStamps(block.el) : [];
  // An <article> is a post when it carries a date stamp or a reading time; a product card (a name, a
  // price, a picture, a buy button) is an <article> too, and so are feature cards.
  const articles = Array.from(block.el.querySelectorAll('article')).slice(0, 40).filter((a) => {
    const t = textOf(a);
    return (dayStamps.some((d) => a.contains(d)) || stamps.some((s) => a.contains(s)) || READ_TIME.test(t)) && !PRICE.test(t);
  }).length;
  const readTimes = (block.text.match(new RegExp(READ_TIME.source, 'gi')) ?? []).length;
  const dates = stamps.length;
  let n = Math.max(articles, times, readTimes, dates >= 2 ? dates : 0);
  const bylines = n < 2 ? postLines(block) : { posts: 0, dated: false };
  if (n < 2 && (titledPosts(block) || bylines.posts >= 2)) {
    const g = block.repeated ?? describeGroup(largestRepeatedItems(block.el, block.el.getElementsByTagName('*')));
    if (g.count >= 2 && g.count <= 24 && g.withHeading >= g.count * 0.6 && !g.withPrice) n = g.count;
  }
  if (n < 2) return [];
  const parts = [plural(n, 'article')];
  if (times || dates || bylines.dated) parts.push('dates');
  if (readTimes) parts.push('reading times');
  if (isPlaceholder(block.text)) parts.push('placeholder text');
  const titles = Array.from(block.el.querySelectorAll('article h2, article h3, h3, h4')).map(textOf);
  return [{ kind: 'article_cards', value: parts.join(', '), evidence: `cards: ${listed(titles, 3)}` }];
}

/** A job title under a name: an office (founder, director…) or a trade a team is introduced by (teacher, dentist, head chef, waiter…). */
const ROLE = /\b(?:ceo|cto|coo|cfo|founder|co-founder|head of|director|manager|engineer|designer|developer|writer|consultant|analyst|architect|marketer|strategist|lead(?!-)|partner|president|chief|vp|officer|teacher|instructor|tutor|lecturer|professor|trainer|coach|doctor|dentist|orthodontist|surgeon|physician|nurse|therapist|physiotherapist|hygienist|pharmacist|veterinarian|chef|sous chef|waiter|waitress|bartender|barista|sommelier|lawyer|attorney|solicitor|accountant|advisor|adviser|photographer|stylist|barber|curator|coordinator|gründer|geschäftsführer|lehrer(?:in)?|ärztin|arzt|fondateur|directeur|professeur|médecin|directora?|profesora?|médico)\b/i;

/** The most words of a line that says a member's role ("Senior Product Designer at Acme, Berlin"). */
const ROLE_LINE_WORDS = 8;

/** A card's lines: its titles (a role often in the smallest, h6), paragraphs and captions, and the bare boxes a role is often set in (`<div>Founder / CEO</div>`). */
function lines(card: Element): string[] {
  return Array.from(card.querySelectorAll('h3, h4, h5, h6, strong, p, span, figcaption, div'))
    .filter((e) => e.tagName !== 'DIV' || e.childElementCount === 0)
    .map(textOf);
}

/** Team members with names, roles and photos. */
export function gatherTeam(block: Block): SectionFact[] {
  if (!ROLE.test(block.text)) return [];
  const cards = Array.from(block.el.querySelectorAll('li, article, figure, div')).filter((c) => c.children.length >= 2 && c.children.length <= 6 && textOf(c).length < 160).slice(0, 200);
  const members = cards.filter((c) => {
    const texts = lines(c);
    // A role is said in a line of its own, a few words: a sentence that happens to hold "lead" or "partner" is copy.
    return texts.some((t) => looksLikeName(t)) && texts.some((t) => ROLE.test(t) && t.split(' ').length <= ROLE_LINE_WORDS) && !c.querySelector('blockquote, q');
  });
  const inner = members.filter((m) => !members.some((o) => o !== m && m.contains(o)));
  if (inner.length < 2) return [];
  // The portrait often sits beside the name and role, in the card around them: read the whole card.
  const photos = inner.filter((m) => cardAround(m, inner, block.el).querySelector('img, picture')).length;
  // "Head Chef" reads like a name too: a member's name is the line that is not their role.
  const names = inner.map((m) => {
    const said = lines(m);
    return said.find((t) => looksLikeName(t) && !ROLE.test(t)) ?? said.find(looksLikeName) ?? '';
  });
  const tail = sameNameThrice(names) ? ', placeholder text' : '';
  return [{ kind: 'team', value: `${plural(inner.length, 'person', 'people')}, names and roles, ${photos ? 'with photos' : 'no photos'}${tail}`, evidence: `team: ${listed(names)}` }];
}

/** The card holding `member`: its widest ancestor inside `root` that holds no other member. */
function cardAround(member: Element, members: readonly Element[], root: Element): Element {
  let card = member;
  for (let up = member.parentElement; up && up !== root && root.contains(up); up = up.parentElement) {
    if (members.some((o) => o !== member && up.contains(o))) break;
    card = up;
  }
  return card;
}

/** One name on three or more people ("Johnathan Franco" on every card): a template's sample, not a team. */
function sameNameThrice(names: readonly string[]): boolean {
  const seen = new Map<string, number>();
  for (const n of names) {
    if (!n) continue;
    const k = n.toLowerCase();
    const c = (seen.get(k) ?? 0) + 1;
    if (c >= 3) return true;
    seen.set(k, c);
  }
  return false;
}

const PERSONA = /^(?:i'?m an? |i am an? |for (?:\p{L}+ ){0,2}\p{L}+s$|for (?:small business|enterprise|business|education|government)\b|ich bin |je suis |soy |für (?:teams|unternehmen|privat)|pour (?:les )?(?:équipes|particuliers|entreprises))/iu;

/** Persona or "I am a…" entry cards that route visitors by who they are. */
export function gatherPersonaCards(block: Block): SectionFact[] {
  if (!/\b(?:i'?m|i am|for|ich bin|je suis|soy|für|pour)\b/i.test(block.text)) return [];
  const pick = (sel: string) => Array.from(block.el.querySelectorAll(sel)).map(textOf).filter((t) => t.length < 60 && PERSONA.test(t));
  let heads = pick('h2, h3, h4, strong');
  if (heads.length < 2) heads = pick('a, button');
  const unique = [...new Set(heads)];
  if (unique.length < 2) return [];
  return [{ kind: 'persona_cards', value: plural(unique.length, 'persona card'), evidence: `entries: ${listed(unique)}` }];
}

/**
 * Tabs: a link that swaps a panel on the page instead of leading to another (a script URL, a tab role,
 * a tab or pill toggle). A row of them (ICO, Token, Profit) is one block's panels, not doors.
 */
function switchesInPlace(a: Element): boolean {
  if (/^\s*javascript:/i.test(a.getAttribute('href') ?? '') || a.getAttribute('role') === 'tab' || a.closest('[role="tablist"]')) return true;
  return /^(?:tab|pill)s?$/i.test(a.getAttribute('data-toggle') ?? a.getAttribute('data-bs-toggle') ?? '');
}

/** Category tiles: a grid of links to categories, with or without pictures. */
export function gatherCategoryTiles(block: Block): SectionFact[] {
  // The site's chrome at the top (a header bar, a side menu) lists its menu, not tiles to enter a shop by.
  if ((block.chrome && atPageTop(block.el)) || block.el.closest('nav, footer') || block.el.matches('nav, footer, header')) return [];
  const groups = new Map<Element, Element[]>();
  const tileOf = new Map<Element, Element>();
  for (const a of Array.from(block.el.querySelectorAll('a[href]')).slice(0, 120)) {
    if (a.closest('nav, p') || /\b(?:btn|button|cta)\b/i.test(a.getAttribute('class') ?? '') || switchesInPlace(a) || inSentence(a)) continue;
    // A card that is one link (a title over a line of copy) is named by its title; a dated one is a post.
    const title = a.querySelector('h2, h3, h4, h5, h6');
    const t = title ? textOf(title) : textOf(a);
    if (!t || t.length > 40 || t.split(/\s+/).length > 5 || (title && hasDate(spacedText(a)))) continue;
    // A tile is the link itself or its list item / card wrapper.
    const tile = a.parentElement && a.parentElement.children.length <= 3 && a.parentElement !== block.el ? a.parentElement : a;
    // A card with a price is a product to buy, not a category to enter.
    if (PRICE.test(textOf(tile))) continue;
    const parent = tile.parentElement;
    if (!parent) continue;
    groups.set(parent, [...(groups.get(parent) ?? []), a]);
    tileOf.set(a, tile);
  }
  let best: Element[] = [];
  for (const links of groups.values()) if (links.length > best.length) best = links;
  if (best.length < 4 || best.length > 24) return [];
  const texts = best.map((a) => textOf(a.querySelector('h2, h3, h4, h5, h6') ?? a));
  if (texts.some((t) => /\?$/.test(t)) || numberedSeries(texts)) return [];
  // Sponsor tiers under their logos thank sponsors; they send nobody anywhere by need.
  if (texts.filter((t) => SPONSOR_TIER.test(t)).length >= best.length / 2) return [];
  // Tiles that lead to apps in the stores, or each to a site of its own, are a showcase of work (apps made with the
  // framework), not the site's categories to enter by (blind review, stop 43: "seasonal category first" beside six apps).
  if (showcase(best)) return [];
  const buttonish = texts.filter((t) => /^(?:learn more|read more|shop now|more|buy|sign up|get started)$/i.test(t)).length;
  if (buttonish > best.length / 2) return [];
  const withImages = best.filter((a) => a.querySelector('img, picture') || a.parentElement?.querySelector('img, picture')).length;
  // Text-only tiles are boxes a visitor sees as tiles: a list of one-line links (a side menu) is a menu.
  if (withImages < best.length / 2 && best.filter((a) => lineHigh(tileOf.get(a)!)).length > best.length / 2) return [];
  return [{ kind: 'category_tiles', value: `${plural(best.length, 'tile')}, ${withImages >= best.length / 2 ? 'with images' : 'text only'}${placeholderTail(block.text)}`, evidence: `tiles: ${listed(texts, 6)}` }];
}

const PICTURE_FILE = /\.(?:jpe?g|png|gif|webp|avif|svg)(?:[?#].*)?$/i;
const APP_STORE = /^https?:\/\/(?:itunes\.apple\.com|apps\.apple\.com|play\.google\.com)\//i;
function showcase(links: readonly Element[]): boolean {
  const hrefs = links.map((a) => a.getAttribute('href') ?? '');
  if (hrefs.filter((h) => APP_STORE.test(h)).length >= links.length / 2) return true;
  // Tiles that open their own pictures (a lightbox portfolio) show work; they lead nowhere else (review, stop 44).
  if (hrefs.filter((h) => PICTURE_FILE.test(h)).length >= links.length / 2) return true;
  const hosts = hrefs.map((h) => /^https?:\/\/([^/?#]+)/i.exec(h)?.[1]?.toLowerCase().replace(/^www\./, '') ?? null);
  return hosts.every((h) => h !== null) && new Set(hosts).size >= links.length - 1;
}

const SPONSOR_TIER = /\bsponsors?\b|\bpartners?\b|\bsponsored by\b|\bsupporters?\b/i;

/** A tile laid out as one line of text, not a box: under 32 px tall (a page with no layout tells nothing). */
function lineHigh(tile: Element): boolean {
  const r = rectOf(tile);
  return r.height > 0 && r.height < 32;
}

/** A search box. */
export function gatherSearchBox(block: Block): SectionFact[] {
  // Every selector below but the searchbox role needs an input: most blocks have none.
  if (block.el.getElementsByTagName('input').length === 0 && !block.el.querySelector('[role="searchbox"]')) return [];
  const input =
    block.el.querySelector('input[type="search"], [role="search"] input, [role="searchbox"], form[action*="search"] input[type="text"], input[name="q"], input[name="s"], input[name="query"], input[name="search"], input[placeholder*="search" i], input[placeholder*="such" i], input[placeholder*="cherch" i], input[placeholder*="busca" i]') ??
    Array.from(block.el.getElementsByTagName('input')).slice(0, 20).find((i) => /^(?:text|search|)$/i.test(i.getAttribute('type') ?? '') && isSearchField(i));
  if (!input) return [];
  const placeholder = input.getAttribute('placeholder') ?? input.getAttribute('aria-label') ?? '';
  return [{ kind: 'search_box', value: 'search box', evidence: placeholder ? `placeholder "${placeholder.slice(0, 50)}"` : 'search input' }];
}

/** The block's largest group of look-alike cards, read here when the classifier's is not at hand; none without two titles. */
/** Three cards need titles: without headings or bold titles there is no grid to find. */
const mayHoldCards = (el: Element): boolean => el.querySelectorAll('h1, h2, h3, h4, h5, h6, strong, b').length >= 2;

const PLACE_WORDS = '(?:areas?|locations?|neighbou?rhoods?|cities|towns|suburbs|regions?|districts?|communities|zones?)';
const PLACES_SERVED = new RegExp(
  `\\b${PLACE_WORDS}\\b[^.]{0,30}\\b(?:we )?serv(?:e|ed|ing)\\b|\\bserv(?:e|es|ing)\\b[^.]{0,40}\\b${PLACE_WORDS}\\b|\\bservice areas?\\b|\\bwhere we (?:work|operate)\\b|\\bour locations\\b|\\b(?:zonas|cidades|ciudades|villes|gebiete|orte|gebieden|plaatsen)\\b[^.]{0,30}\\b(?:atendemos|atendidas|servimos|desservies|desservons|bedienen|beliefern|serviamo)\\b|\\b(?:einzugsgebiet|liefergebiet)\\b`,
  'i',
);

/** "Phone: …", "Email: …": lines that open with a bold label and a colon are details in a list, not cards. */
function labelledLines(el: Element): number {
  let n = 0;
  for (const b of Array.from(el.querySelectorAll('p > strong:first-child, p > b:first-child, li > strong:first-child, li > b:first-child')).slice(0, 30)) {
    if (/:\s*$/.test(textOf(b))) n++;
  }
  return n;
}

/** An emoji standing alone as a picture ("🎯" in a round box above a feature's title). */
const EMOJI_ONLY = /^\p{Extended_Pictographic}\uFE0F?$/u;

/**
 * Icons beside features: inline SVG pictures, the empty elements icon fonts draw into (<i></i>,
 * <span></span> with a glyph from CSS), and an emoji in an element of its own. A card with one is not "text only".
 */
function iconCount(el: Element): number {
  let n = 0;
  for (const e of Array.from(el.querySelectorAll('svg, i:empty, span:empty')).slice(0, 60)) {
    if (e.tagName.toLowerCase() === 'svg' ? !e.parentElement?.closest('svg, a[href], button') : (e.getAttribute('class') ?? '').trim() !== '') n++;
  }
  // Read only where the block's words hold an emoji at all.
  if (/\p{Extended_Pictographic}/u.test(el.textContent ?? '')) {
    for (const e of Array.from(el.querySelectorAll('div, span, i, p')).slice(0, 200)) {
      if (e.children.length === 0 && EMOJI_ONLY.test((e.textContent ?? '').trim())) n++;
    }
  }
  return n;
}

/**
 * Cards that each ask for a different action ("Donate now" on one, "Volunteer" on the next) are ways
 * to act, not a list of features; the same button under every card ("Learn more") is the cards' own.
 */
function actionCards(items: readonly Element[]): boolean {
  const labels: string[] = [];
  for (const item of items) {
    const action = Array.from(item.querySelectorAll('a, button')).map((a) => textOf(a)).find((t) => t.length > 0 && t.length <= 30 && !GENERIC_COPY.test(t));
    if (action) labels.push(action.toLowerCase());
  }
  // Each asks for its own: at most one card in four repeats another's label ("Free trial", "Get started", "Get started" is
  // one offer's buttons, not three ways to act).
  return labels.length >= items.length * (2 / 3) && labels.length - new Set(labels).size <= Math.floor(labels.length / 4) && labels.length >= 2;
}

/** Cards titled by year or edition ("2019", "2020"…) are a way through an archive, not features. */
function yearCards(items: readonly Element[]): boolean {
  return numberedSeries(items.map((i) => textOf(i.querySelector('h1, h2, h3, h4, h5, h6, strong, b, a') ?? i).slice(0, 60)));
}

/**
 * Cards whose only links are a "Learn more" each: features with their own way on, not entry points (blind review and
 * fact labels: fastlane's four benefit cards, each closing with "Learn more").
 */
function moreLinksOnly(items: readonly Element[]): boolean {
  return items.length >= 3 && items.every((item) => {
    const links = Array.from(item.querySelectorAll('a[href]'));
    return links.length > 0 && links.length <= 2 && links.every((a) => isGenericLabel(textOf(a)));
  });
}

/** Pictures their file or alt text names icons ("features-icon-1.png", alt="icon"): what the card is about, not who. */
const ICON_NAME = /(?:^|[^a-z])icons?(?:[^a-z]|$)/i;
function namedIcons(items: readonly Element[]): boolean {
  const named = items.filter((item) => {
    const img = item.querySelector('img');
    return img !== null && ICON_NAME.test(`${img.getAttribute('alt') ?? ''} ${fileOf(img)}`);
  });
  return named.length >= items.length / 2;
}

/**
 * A card that leads on: it is a link, or holds one of its own (its title, a button); a link inside a sentence of
 * its copy ("includes <a>main.css</a>, which…") is a reference, not the card's way on.
 */
const linksOnward = (item: Element): boolean => item.closest('a[href]') !== null || Array.from(item.querySelectorAll('a[href]')).some((a) => !inSentence(a));

function gridFact(g: RepeatedGroup, block: Block, items?: () => readonly Element[]): SectionFact | null {
  if (g.count < 3 || g.count > 12) return null;
  // Titles that read like names beside pictures are people only where the cards are short (a name and a
  // role line) or say what the people do: "Plaid Patties" over a burger and a paragraph is a dish.
  const people = g.withPersonName >= g.count / 2 && (g.meanText < 120 || ROLE.test(block.text)) && !(items && namedIcons(items()));
  const linkedOn = g.withPageLink >= g.count / 2 && !(items && (moreLinksOnly(items()) || items().filter(linksOnward).length < g.count / 2));
  if (g.withHeading < g.count * 0.6 || g.withPrice || g.withDate || people || linkedOn) return null;
  if (g.meanText < 30 || g.meanText > 500) return null;
  if (labelledLines(block.el) >= Math.max(3, g.count)) return null;
  const pictured = g.withImage >= g.count / 2;
  const look = pictured ? 'pictured' : iconCount(block.el) >= g.count * 0.6 ? 'with icons' : 'text only';
  const value = `${g.count} features, ${look}${g.meanText > 220 ? ', long copy' : ''}${placeholderTail(block.text)}`;
  return { kind: 'feature_grid', value, evidence: `${g.count} look-alike cards with a title and ${Math.round(g.meanText)} characters of copy each` };
}

/**
 * A grid of features or benefits: three to twelve look-alike cards, each titled, with a line of
 * copy, no prices, no dates, no people, and not links onward (those are entry points). Where the
 * classifier's run of same-class siblings is no such grid, cards made alike or wrapped in rows are
 * read as the visitor sees them (gridItems).
 */
export function gatherFeatureGrid(block: Block): SectionFact[] {
  // A site's header is chrome; a <header> element opening the page's content (its intro band) is read like any band.
  if (block.el.matches('nav, footer') || block.el.closest('nav, footer') || (block.chrome && block.el.matches('header'))) return [];
  // Cards under a title naming the places served (towns, neighbourhoods) are where the business goes, not what it offers.
  const title = block.el.querySelector('h1, h2, h3');
  if (title && PLACES_SERVED.test(textOf(title))) return [];
  // Cards under a title naming posts (Latest posts, From our blog) are posts, dated or not.
  if (titledPosts(block)) return [];
  // The look-alike items, found once: for the group when the classifier did not describe it, and for their buttons.
  let found: Element[] | undefined;
  const repeatedItems = () => (found ??= largestRepeatedItems(block.el, block.el.getElementsByTagName('*')));
  const g = block.repeated ?? (mayHoldCards(block.el) ? describeGroup(repeatedItems()) : null);
  const fact = g ? gridFact(g, block, repeatedItems) : null;
  if (fact) return actionCards(repeatedItems()) || yearCards(repeatedItems()) ? [] : [fact];
  const list = featureList(block);
  if (list) return [list];
  // Cards need titles: without three headings there is no other grid to find.
  if (block.el.querySelectorAll('h2, h3, h4, h5, h6').length < 3) return [];
  const items = gridItems(block.el);
  const wrapped = items.length >= 3 && !actionCards(items) && !yearCards(items) ? gridFact(describeGroup(items), block, () => items) : null;
  return wrapped ? [wrapped] : [];
}

/** A title naming the features ("Features", "Key features", "Funktionen"…). */
const FEATURES_TITLE = /^(?:(?:key|main|core|all|more|other|the) )?(?:features|feature list|(?:(?:a |the )?(?:full|complete) )?list of features|highlights|capabilities|funktionen|merkmale|fonctionnalités|características|funcionalidades|funzionalità|caratteristiche|functies|kenmerken)$/i;

/**
 * Features written as a list rather than cards: titled entries of a definition list (a title, then
 * its copy), or the items of a bulleted list under a title naming the features. A list whose items
 * mostly link on is an index; questions ending in "?" are an FAQ.
 */
function featureList(block: Block): SectionFact | null {
  const dl = Array.from(block.el.querySelectorAll('dl')).find((d) => d.querySelectorAll(':scope > dt').length >= 3);
  if (dl) {
    const titles = Array.from(dl.querySelectorAll(':scope > dt')).map(textOf);
    const copies = Array.from(dl.querySelectorAll(':scope > dd'));
    const mean = copies.reduce((n, d) => n + textOf(d).length, 0) / Math.max(1, copies.length);
    if (titles.filter((t) => /\?$/.test(t)).length < titles.length / 2 && titles.every((t) => t.length <= 80) && mean >= 30 && mean <= 500) {
      // Screenshots under a third of the entries already make the list a pictured one (blind review, stop 33).
      const pictured = copies.filter((d) => d.querySelector('img, picture, video')).length >= copies.length / 3;
      return listFact(titles.length, pictured ? 'pictured' : 'text only', mean, block, 'entries of a list');
    }
  }
  const titled = titledItemsList(block.el);
  if (titled) {
    const items = Array.from(titled.querySelectorAll(':scope > li'));
    return listFact(items.length, 'text only', items.reduce((n, li) => n + textOf(li).length, 0) / items.length, block, 'items of a list, each with a bold title');
  }
  const title = block.el.querySelector('h1, h2, h3');
  if (!title || !FEATURES_TITLE.test(textOf(title).replace(/[.:!]$/, ''))) return null;
  const list = Array.from(block.el.querySelectorAll('ul, ol')).find((l) => !l.closest('nav') && l.querySelectorAll(':scope > li').length >= 5);
  if (!list) return null;
  const items = Array.from(list.querySelectorAll(':scope > li'));
  // Items that each link on (to a demo, a manual page) are an index for users, not features to sell (blind review, stop 33).
  const linked = items.filter((li) => li.querySelector('a[href]')).length;
  const mean = items.reduce((n, li) => n + textOf(li).length, 0) / items.length;
  if (linked > items.length * 0.6 || mean > 200) return null;
  return listFact(items.length, 'text only', mean, block, 'items of a bulleted list');
}

/**
 * A list whose items each open with a short bold title and go on to say it in a sentence ("<strong>Light as a
 * feather</strong> The core is 2KB…"): features set as a list. A bold label ending in a colon is a detail ("Phone:"),
 * and items that mostly link on are an index.
 */
function titledItemsList(el: Element): Element | null {
  for (const list of Array.from(el.querySelectorAll('ul, ol')).slice(0, 12)) {
    if (list.closest('nav')) continue;
    const items = Array.from(list.querySelectorAll(':scope > li'));
    if (items.length < 3 || items.length > 12) continue;
    const titledCount = items.filter((li) => {
      const first = li.firstElementChild;
      if (!first || !/^(?:strong|b|h3|h4|h5|h6)$/i.test(first.tagName) || (li.firstChild !== first && (li.firstChild?.textContent ?? '').trim() !== '')) return false;
      const title = textOf(first);
      return title.length >= 2 && title.length <= 40 && !/:$/.test(title) && textOf(li).length - title.length >= 30;
    }).length;
    const linked = items.filter((li) => li.querySelector('a[href]') && !li.querySelector('a[href]')!.closest('p')).length;
    if (titledCount >= Math.max(3, items.length * 0.8) && linked <= items.length * 0.6) return list;
  }
  return null;
}

const listFact = (count: number, look: string, mean: number, block: Block, what: string): SectionFact => ({
  kind: 'feature_grid',
  value: `${count} features, ${look}${mean > 220 ? ', long copy' : ''}${placeholderTail(block.text)}`,
  evidence: `${count} features as ${what}, ${Math.round(mean)} characters each`,
});
