import { normalizeSpace, spacedText } from '../sections/dom';
import { listed, plural, textOf, type Block } from './read';
import type { SectionFact } from './types';
import { isVisible } from './visible';
import { inDemo } from './code-samples';

const FIELD = 'input:not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="image"]):not([type="reset"]), select, textarea';
const STEP = /\b(?:step \d+ (?:of|\/) \d+|schritt \d+|étape \d+|paso \d+)\b/i;

type Purpose = 'search' | 'donation' | 'booking' | 'order' | 'newsletter' | 'signup' | 'contact';

/** The words a visitor reads around a form's fields, in the order its purpose is decided. */
const PURPOSE_WORDS: Array<[Purpose, RegExp]> = [
  ['donation', /\b(?:donat\w*|give now|contribut\w*|spend\w*|pledge)\b/i],
  ['booking', /\b(?:book\w*|appoint\w*|reserv\w*|schedul\w*|check-?in|termin|réserv\w*)\b/i],
  ['order', /\b(?:order|checkout|check out|purchase|buy|add to cart|shipping address|bestell\w*|commander)\b/i],
  ['newsletter', /\b(?:newsletter|subscrib\w*|updates|weekly|digest|inbox|abonn\w*)\b/i],
  ['signup', /\b(?:sign ?up|register|registration|create (?:an |your )?account|join|get started|early access|free trial|volunteer|waitlist|wait list|get the app|registrier\w*|inscri\w*)\b/i],
  ['contact', /\b(?:contact|message|get in touch|enquir\w*|inquir\w*|question|reach us|kontakt|écrivez)\b/i],
];

const SEARCH_NAME = /search|query|^q$|^s$|suche|recherche|buscar|cerca|zoek/i;
const SEARCH_WORDS = /^(?:search|suche|suchen|recherche|rechercher|buscar|pesquisar|cerca|zoeken)$/i;

/**
 * A search field: typed or roled as one, named for it, or captioned by a label that says so (a
 * magnifier icon font's "search" ligature, a "Search" label) or set in a box named for search.
 */
export function isSearchField(field: Element): boolean {
  if (field.getAttribute('type') === 'search' || field.getAttribute('role') === 'searchbox' || field.closest('[role="search"]')) return true;
  if (SEARCH_NAME.test(`${field.getAttribute('name') ?? ''}`) || /search/i.test(`${field.getAttribute('id') ?? ''} ${field.parentElement?.getAttribute('class') ?? ''}`)) return true;
  const id = field.getAttribute('id');
  const label = id ? field.ownerDocument.querySelector(`label[for="${id.replace(/["\\]/g, '\\$&')}"]`) : field.closest('label');
  return label !== null && SEARCH_WORDS.test(textOf(label));
}

/** What marks a caption as required: an asterisk or the word. */
const REQUIRED_MARK = /\*|\((?:required|obligatoire|obligatorio|pflicht\w*|obrigatório)\)|\brequired\b/i;

/** A field a visitor is told to fill: `required`, aria-required, or an asterisk on its label or placeholder. */
function isRequired(field: Element): boolean {
  if (field.hasAttribute('required') || field.getAttribute('aria-required') === 'true') return true;
  const id = field.getAttribute('id');
  const label = (id ? field.ownerDocument.querySelector(`label[for="${id.replace(/["\\]/g, '\\$&')}"]`) : null) ?? field.closest('label');
  if (/\*\s*$|^\s*\*/.test(`${field.getAttribute('placeholder') ?? ''}`) || (label !== null && REQUIRED_MARK.test(textOf(label)))) return true;
  // A label set beside the field without a `for` (a wrapper holding this one field and its caption).
  let wrap = field.parentElement;
  for (let i = 0; wrap && i < 3; i++, wrap = wrap.parentElement) {
    if (wrap.matches('form') || wrap.querySelectorAll(FIELD).length > 1) break;
    // Captions a visitor reads, not the error message waiting hidden for a wrong entry.
    const captions = Array.from(wrap.querySelectorAll('label, legend, span, small, abbr, strong, b, sup')).slice(0, 6);
    if (captions.some((c) => textOf(c).length < 60 && REQUIRED_MARK.test(textOf(c)) && isVisible(c))) return true;
  }
  return false;
}

/**
 * What the form is for, from its fields and the words around them: a lone search field, an amount to
 * give, a date to book, an address to ship, a lone e-mail to subscribe, an account to make, a message to send.
 */
export function formPurpose(fields: readonly Element[], words: string): Purpose | null {
  const types = fields.map((f) => (f.tagName === 'INPUT' ? (f.getAttribute('type') ?? 'text').toLowerCase() : f.tagName.toLowerCase()));
  if (fields.length === 1 && (types[0] === 'search' || /search|query|^q$|^s$/i.test(fields[0]!.getAttribute('name') ?? ''))) return 'search';
  for (const [purpose, re] of PURPOSE_WORDS) if (re.test(words)) {
    // A box for a message makes it a letter to the business, whatever else the block's words say.
    if (purpose === 'newsletter' && types.includes('textarea')) return 'contact';
    // One e-mail field under "subscribe" or "sign up" words: a newsletter unless it asks for an account.
    if (purpose === 'signup' && fields.length === 1 && types[0] === 'email' && PURPOSE_WORDS[3]![1].test(words)) return 'newsletter';
    return purpose;
  }
  if (types.includes('date') || types.includes('time') || types.includes('datetime-local')) return 'booking';
  if (types.includes('password')) return 'signup';
  if (types.includes('textarea')) return 'contact';
  if (fields.length === 1 && types[0] === 'email') return 'newsletter';
  return null;
}

/** The block's forms, and fields with a button but no form element around them (scripted sign-ups). */
function formsOf(block: Block): Element[] {
  const forms = block.el.matches('form') ? [block.el] : Array.from(block.el.querySelectorAll('form'));
  if (forms.length) return forms;
  const loose = Array.from(block.el.querySelectorAll(FIELD)).filter((f) => !f.closest('form'));
  if (!loose.length || !block.el.querySelector('button, input[type="submit"]')) return [];
  // The nearest container holding every loose field.
  let holder: Element = loose[0]!.parentElement ?? block.el;
  while (holder !== block.el && !loose.every((f) => holder.contains(f))) holder = holder.parentElement ?? block.el;
  // Fields strewn through pages of reading (a manual's live examples) are not one form to fill and send.
  if (textOf(holder).length > 1200) return [];
  return [holder];
}

/**
 * The words a visitor reads with a form (its title and the line that asks), up to the block: where a sign-up says what
 * it gives. Read with a space between its lines ("newsletter" and "The latest news" stay two phrases).
 */
function captionOf(form: Element, block: Element): string {
  let holder: Element = form;
  const sent = normalizeSpace(spacedText(form));
  for (let i = 0; i < 3 && holder !== block && holder.parentElement; i++) {
    holder = holder.parentElement;
    const own = normalizeSpace(normalizeSpace(spacedText(holder)).replace(sent, ''));
    if (own.length >= 12) return own.length > 160 ? `${own.slice(0, 159).trimEnd()}…` : own;
  }
  return '';
}

/** A field sent with the Enter key: a one-line entry (text, e-mail, phone…), not a list, a box of text or a tick. */
const ENTER_SENDS = /^(?:text|email|tel|search|number|password|url|)$/;

/**
 * A form a visitor can send: a button to press, or a one-line field Enter sends. A select that jumps to
 * another page on change beside a box of text (a code editor's demo) sends nothing.
 */
function canSend(form: Element, fields: readonly Element[]): boolean {
  if (form.querySelector('button, input[type="submit"], input[type="image"], [role="button"]')) return true;
  return fields.some((f) => f.tagName === 'INPUT' && ENTER_SENDS.test((f.getAttribute('type') ?? '').toLowerCase()));
}

/** How many of a product to buy: a product card's stepper, part of its buy button, not a form a visitor fills in. */
const QUANTITY = /\b(?:qty|quantity|quantità|quantité|cantidad|quantidade|menge|anzahl|aantal|kogus|ilość)\b/i;
const isQuantity = (f: Element): boolean =>
  f.tagName === 'INPUT' && (f.getAttribute('type') ?? '').toLowerCase() === 'number' &&
  QUANTITY.test(`${f.getAttribute('name') ?? ''} ${f.id} ${f.getAttribute('class') ?? ''} ${f.getAttribute('aria-label') ?? ''}`.replace(/[-_]/g, ' '));

/** Forms: visible fields, how many are marked required, their types, purpose, and whether the form is split in steps. */
export function gatherForm(block: Block): SectionFact[] {
  const facts: SectionFact[] = [];
  for (const form of formsOf(block).filter((f) => !inDemo(f)).slice(0, 3)) {
    const fields = Array.from(form.querySelectorAll(FIELD)).slice(0, 40).filter((f) => f.getAttribute('type') !== 'search' && f.getAttribute('role') !== 'searchbox' && !isQuantity(f) && isVisible(f));
    if (!fields.length || !canSend(form, fields)) continue;
    if (fields.length === 1 && isSearchField(fields[0]!)) continue;
    const required = fields.filter(isRequired).length;
    const types = new Set(fields.map((f) => (f.tagName === 'INPUT' ? (f.getAttribute('type') ?? 'text').toLowerCase() : f.tagName.toLowerCase())));
    const hasPhone = types.has('tel') || fields.some((f) => /phone|tel|mobile/i.test(`${f.getAttribute('name')} ${f.getAttribute('autocomplete')} ${f.getAttribute('placeholder')}`));
    const steps = STEP.test(textOf(form)) || form.querySelectorAll('fieldset').length >= 3;
    const labels = fields.map((f) => f.getAttribute('aria-label') || f.getAttribute('placeholder') || f.getAttribute('name') || f.tagName.toLowerCase());
    // An icon button (an arrow) says what it does in its accessible name only.
    const buttons = Array.from(form.querySelectorAll('button, input[type="submit"], input[type="button"]')).map((b) => textOf(b) || b.getAttribute('value') || b.getAttribute('aria-label') || b.getAttribute('title') || '');
    const heading = Array.from(block.el.querySelectorAll('h1, h2, h3, h4, h5')).slice(0, 3).map(textOf).join(' ');
    const purpose = formPurpose(fields, `${buttons.join(' ')} ${heading} ${labels.join(' ')} ${form.getAttribute('action') ?? ''} ${form.getAttribute('name') ?? ''}`);
    const parts = [plural(fields.length, 'field'), `${required} required`];
    if (hasPhone) parts.push('phone field');
    if (steps) parts.push('multi-step');
    if (purpose) parts.push(`for ${purpose}`);
    const says = captionOf(form, block.el);
    facts.push({ kind: 'form', value: parts.join(', '), evidence: `fields (${[...types].join('/')}): ${listed(labels, 6)}${says ? `; beside it: "${says}"` : ''}` });
  }
  return facts;
}
