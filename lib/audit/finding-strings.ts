/**
 * Every word of the findings, in one table keyed by a stable id (as `deficit-strings.ts` is for the
 * checks), so a translation replaces whole sentences: `{name}` placeholders are filled by `fill`,
 * nothing is built from fragments. Counts that change the wording have a `one` and an `other` form.
 */
export const FINDING_STRINGS = {
  'hygiene.placeholder.title.one': 'Placeholder text in 1 section: {quote}',
  'hygiene.placeholder.title.other': 'Placeholder text in {n} sections: {quote}',
  'hygiene.placeholder.rule': 'Replace template filler with real copy before testing anything else: visitors read it as an unfinished page.',
  'hygiene.dead_cta.title.one': '1 call to action goes nowhere ({evidence})',
  'hygiene.dead_cta.title.other': '{n} calls to action go nowhere ({evidence})',
  'hygiene.misdirected_cta.title.one': '1 button leads somewhere other than its words say ({evidence})',
  'hygiene.misdirected_cta.title.other': '{n} buttons lead somewhere other than their words say ({evidence})',
  'hygiene.misdirected_cta.rule': 'Point each button at what its words promise: a download at the download, a sign-up at its form, a talk with someone at a way to reach them.',
  'hygiene.dead_cta.rule': 'Point every button at the page or form it promises; a button that does nothing loses the visitor at the moment they decided to act.',
  'hygiene.repeated_reviews.names.title': 'Testimonials show the same reviewer name more than once ({evidence})',
  'hygiene.repeated_reviews.ratings.title': 'Testimonials show the same rating on every review ({evidence})',
  'hygiene.repeated_reviews.both.title': 'Testimonials show the same reviewer name more than once and the same rating on every review ({evidence})',
  'hygiene.repeated_reviews.rule': 'Show distinct, attributable reviews: repeated names or uniform ratings read as invented.',
  'hygiene.broken_images.title.one': '1 broken image in the {kind} ({evidence})',
  'hygiene.broken_images.title.other': '{n} broken images in the {kind} ({evidence})',
  'hygiene.broken_images.rule': 'Fix or remove the missing pictures: an empty frame where a face or logo should be undoes the proof.',
  'hygiene.zero_counters.title': 'Counters stuck at 0: {quotes}',
  'hygiene.zero_counters.rule': 'Put the real figures in the HTML: counters that wait for a script show 0 to anyone whose script is late or blocked.',
  'hygiene.stale_date.title': 'Dated offer still shown as current: {quote} (the audit was made in {year})',
  'hygiene.stale_date.rule': 'Update or take down offers and notices dated to a past year: a visitor who sees last year\'s intake or edition takes the site for abandoned.',
  'hygiene.no_price.title': 'Asks visitors to buy with no price anywhere on the page ({evidence})',
  'hygiene.no_price.rule': 'State the price (or a from-price) next to the call to buy: an offer without one sends visitors away to find out.',
  'hygiene.distant_seal.title': 'Trust seal {px}px away from the decision it should reassure ({evidence})',
  'hygiene.distant_seal.rule': 'Move the security or payment badges next to the form or price where the visitor commits.',
  'fact.title.rate': '{section} · {failure} → {fix} won in {rate}% of {n} tests, median {uplift}',
  'fact.title.rate.one': '{section} · {failure} → {fix} won in {rate}% of 1 test, median {uplift}',
  'fact.title.rate.no_uplift': '{section} · {failure} → {fix} won in {rate}% of {n} tests',
  'fact.title.count': '{section} · {failure} → {fix} won in {n} tests, median {uplift}',
  'fact.title.count.one': '{section} · {failure} → {fix} won in 1 test, median {uplift}',
  'fact.title.count.no_uplift': '{section} · {failure} → {fix} won in {n} tests',
  'fact.title.seen': '{section} · {failure} → {fix}',
  'missing.hero': 'No hero: the page opens without a clear primary message',
  'missing.cta': 'No call-to-action block',
  'missing.trust': 'No trust block (testimonials, customer logos, ratings, guarantees)',
  'missing.cta_after_hero': 'No call-to-action block after the hero',
  'label.hero': 'Hero',
  'label.cta': 'Call-to-action block',
  'label.trust': 'Trust block',
  'label.product_demo': 'Product demo',
  'label.differentiation': 'Benefits block',
  'label.global': 'Site header/footer',
  'label.doors': 'Entry points',
  'label.resources': 'Resources block',
} as const satisfies Record<string, string>;

export type FindingStringId = keyof typeof FINDING_STRINGS;

/** The string of `id` with each `{name}` replaced by `values[name]`. */
export function fill(id: FindingStringId, values: Record<string, string | number> = {}): string {
  return FINDING_STRINGS[id].replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** The `.one` or `.other` form of a counted string. */
export const counted = <B extends string>(base: B, n: number): `${B}.one` | `${B}.other` => (n === 1 ? `${base}.one` : `${base}.other`);
