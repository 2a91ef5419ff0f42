import type { SectionFact } from './types';

/** An attribute value of a fact, as DESIGN.md's `eval:facts` contract names them. */
export type FactAttribute = string | number | boolean;

/** What can be counted and checked in a fact: the count a visitor would give, and attributes such as `photos` or `required`. */
export interface FactMeasure {
  kind: SectionFact['kind'];
  count?: number;
  attributes: Record<string, FactAttribute>;
}

const leading = (value: string): number | undefined => {
  const m = /^(\d+)\b/.exec(value);
  return m ? Number(m[1]) : undefined;
};

/**
 * The count and attributes a fact's `value` states. Values use a fixed vocabulary per kind
 * ("3 quotes, with names, initials avatars, star rating"), so this reading is exact, not a guess.
 */
export function measureFact(fact: Pick<SectionFact, 'kind' | 'value'>): FactMeasure {
  const v = fact.value;
  const attributes: Record<string, FactAttribute> = {};
  let count = leading(v);
  if (/\bplaceholder text\b/.test(v)) attributes.placeholder = true;
  switch (fact.kind) {
    case 'cta': {
      const of = /\bprimary of (\d+)/.exec(v);
      if (of) count = Number(of[1]);
      // One button is the section's call to action by itself; several are a choice unless one stands out.
      attributes.primary = of !== null || count === 1;
      attributes.generic_label = /\bgeneric copy\b/.test(v);
      break;
    }
    case 'testimonials':
      attributes.names = /\bwith names\b/.test(v);
      attributes.photos = /\binitials\b/.test(v) ? 'initials' : /\bwith photos\b|\bphotos that fail to load\b/.test(v) ? 'real' : 'none';
      attributes.ratings = /\bstar rating|\bstars on each quote\b/.test(v);
      break;
    case 'form': {
      const required = /\b(\d+) required\b/.exec(v);
      if (required) attributes.required = Number(required[1]);
      const purpose = /\bfor (signup|contact|booking|newsletter|donation|order|search)\b/.exec(v);
      if (purpose) attributes.purpose = purpose[1]!;
      break;
    }
    case 'pricing':
      if (!/\bplans?\b/.test(v.split(',')[0]!)) count = undefined;
      attributes.highlighted = /\bhighlighted\b/.test(v) && !/\bnone highlighted\b/.test(v);
      attributes.toggle = /\bbilling toggle\b/.test(v);
      break;
    case 'navigation':
      attributes.phone = /\bphone (?:link|number)\b/.test(v);
      break;
    case 'logo_wall':
      attributes.integrations = /\bintegrations\b/.test(v);
      break;
    case 'people_images':
      if (/^no people\b/.test(v)) count = 0;
      break;
    default:
  }
  return count === undefined ? { kind: fact.kind, attributes } : { kind: fact.kind, count, attributes };
}
