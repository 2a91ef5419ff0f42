import { listed, plural, textOf, type Block } from './read';
import type { SectionFact } from './types';

const FIELD = 'input:not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="image"]):not([type="reset"]), select, textarea';
const STEP = /\b(?:step \d+ (?:of|\/) \d+|schritt \d+|étape \d+|paso \d+)\b/i;

/** Forms: number of fields, how many are required, their types, and whether the form is split in steps. */
export function gatherForm(block: Block): SectionFact[] {
  const forms = block.el.matches('form') ? [block.el] : Array.from(block.el.querySelectorAll('form'));
  const facts: SectionFact[] = [];
  for (const form of forms.slice(0, 3)) {
    const fields = Array.from(form.querySelectorAll(FIELD)).filter((f) => f.getAttribute('type') !== 'search' && f.getAttribute('role') !== 'searchbox');
    if (!fields.length) continue;
    if (fields.length === 1 && /search|query|^q$|^s$/i.test(fields[0]!.getAttribute('name') ?? '')) continue;
    const required = fields.filter((f) => f.hasAttribute('required') || f.getAttribute('aria-required') === 'true').length;
    const types = new Set(fields.map((f) => (f.tagName === 'INPUT' ? (f.getAttribute('type') ?? 'text').toLowerCase() : f.tagName.toLowerCase())));
    const hasPhone = types.has('tel') || fields.some((f) => /phone|tel|mobile/i.test(`${f.getAttribute('name')} ${f.getAttribute('autocomplete')}`));
    const steps = STEP.test(textOf(form)) || form.querySelectorAll('fieldset').length >= 3;
    const parts = [plural(fields.length, 'field'), `${required} required`];
    if (hasPhone) parts.push('phone field');
    if (steps) parts.push('multi-step');
    const labels = fields.map((f) => f.getAttribute('aria-label') || f.getAttribute('placeholder') || f.getAttribute('name') || f.tagName.toLowerCase());
    facts.push({ kind: 'form', value: parts.join(', '), evidence: `fields (${[...types].join('/')}): ${listed(labels, 6)}` });
  }
  return facts;
}
