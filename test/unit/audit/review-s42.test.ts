import { describe, expect, it } from 'vitest';
import { pageContext } from '../../../lib/audit/context';
import { redundantFor, sectionChecks, withoutWeak } from '../../../lib/audit/deficits';
import { absentPremise, rankForSection } from '../../../lib/audit/rank';
import type { SectionFact } from '../../../lib/facts/types';
import { hit } from './fixture';

// Stop 42: what blind specialist reviews rated generic in every rating, each as a general rule.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const page = pageContext([]);
const icons = hit('Icons beside each feature in the grid', 'winner', 0.8, { website_section: 'differentiation', actionable_rule: 'Spend on copy before custom icons.' });
const soThat = hit('"So that…" copy under each feature', 'winner', 0.6, { website_section: 'differentiation', element_tested: 'Feature descriptions', actionable_rule: 'Finish every feature description with what it lets the reader do.' });

describe('a weak gap (true, but its fix changes little)', () => {
  it('is not said: text-only features get no "add icons" deficit, and the icon test is not shown for them', () => {
    const plain = [fact('feature_grid', '3 features, text only', '3 look-alike cards')];
    const all = sectionChecks(plain, page, { label: 'differentiation' });
    expect(all.find((c) => c.id === 'feature-icons')).toMatchObject({ passed: false });
    const { checks, weak } = withoutWeak(all);
    expect(checks.map((c) => c.id)).not.toContain('feature-icons');
    expect(weak.map((c) => c.id)).toEqual(['feature-icons']);
    const titles = rankForSection([icons, soThat], 'differentiation', plain, null, { page, text: 'Why us' }).map((c) => c.test.title);
    expect(titles).toEqual([soThat.title]);
  });

  it('still passes where the page does it, so advice to add it stays redundant there', () => {
    const pictured = [fact('feature_grid', '3 features, with icons', '3 look-alike cards')];
    const { checks, weak } = withoutWeak(sectionChecks(pictured, page, { label: 'differentiation' }));
    expect(weak).toEqual([]);
    expect(checks.find((c) => c.id === 'feature-icons')).toMatchObject({ passed: true });
    const titles = rankForSection([icons, soThat], 'differentiation', pictured, null, { page, text: 'Why us' }).map((c) => c.test.title);
    expect(titles).not.toContain(icons.title);
  });
});

describe('a swap of a picture the facts did not read', () => {
  const screenshot = hit('Product screenshot in the hero instead of an abstract graphic', 'winner', 0.7, { website_section: 'hero', element_tested: 'Hero image', actionable_rule: 'Use the real interface, not a generic device photo.' });
  const headline = [fact('headline', '1 word, short, no numbers', '"Kanboard"')];

  it('is no filler for a hero whose pictures were not read as illustrations (it may show the product already)', () => {
    expect(absentPremise(screenshot, headline, 'hero', 'Kanboard\nFree and open source')).toBe('people_images');
  });

  it('answers a hero whose pictures are illustrations', () => {
    const drawn = [...headline, fact('people_images', 'no people, illustrations', 'pictures: 2 illustrations')];
    expect(absentPremise(screenshot, drawn, 'hero', 'Kanboard')).toBeNull();
    const software = pageContext([{ facts: drawn, text: 'Kanboard: free and open source project management software' }]);
    const titles = rankForSection([screenshot], 'hero', drawn, null, { page: software, text: 'Kanboard' }).map((c) => c.test.title);
    expect(titles).toEqual([screenshot.title]);
  });
});

describe('equal buttons rows apart', () => {
  it('are not told to compete: a chat link above a booking form and the form\'s own button are two ways to one end', () => {
    const ids = (value: string) => sectionChecks([fact('cta', value, 'buttons: Book via Messenger, Book a table')], page, { label: 'cta' }).filter((c) => !c.passed).map((c) => c.id);
    expect(ids('2 equal')).toContain('cta-one-primary');
    expect(ids('2 equal, rows apart')).not.toContain('cta-one-primary');
  });
});

describe('a headline claim on a page with no figure anywhere', () => {
  it('is neither told to add one nor said to back its claim with one', () => {
    const headline = [fact('headline', '5 words, medium, no numbers', '"Best Dentist in Punawale, Pune"')];
    const check = (text: string) => sectionChecks(headline, pageContext([{ facts: headline, text }]), { label: 'hero', text }).find((c) => c.id === 'headline-numbers');
    expect(check('Best Dentist in Punawale, Pune\nBook a consultation')).toBeUndefined();
    expect(check('Best Dentist in Punawale, Pune\nOver 500 happy patients')).toMatchObject({ passed: true });
  });
});

describe('the same advice by two routes', () => {
  it('"repeat the main call to action after the features" leaves out "no call-to-action block after the hero"', async () => {
    const { buildAudit } = await import('../../../lib/audit/build');
    const { landingInput, pattern } = await import('./fixture');
    const kinds = (features: string) => {
      const input = landingInput();
      input.sections[1] = { ...input.sections[1]!, facts: [{ kind: 'cta', value: '1 button', evidence: 'buttons: Get started' }] };
      input.sections[2] = { ...input.sections[2]!, facts: [{ kind: 'feature_grid', value: features, evidence: '6 look-alike cards' }] };
      input.answers.patterns!.push(pattern('differentiation', 'Accessibility of action', 4, 3));
      input.answers.tests['2'] = [hit('Summary-plus-button block before the footer', 'winner', 0.6, { website_section: 'differentiation', psychological_principle: 'Accessibility of action', actionable_rule: 'Repeat the main action wherever a reader might be ready.' })];
      return buildAudit(input).findings!.map((f) => (f.kind === 'fact' ? `fact:${f.deficit}` : f.kind));
    };
    expect(kinds('6 features, with icons')).toEqual(expect.arrayContaining(['fact:features-no-button']));
    expect(kinds('6 features, with icons')).not.toContain('no_cta_after_hero');
    // Two features are no list to act on: the missing block is said.
    expect(kinds('2 features, with icons')).toContain('no_cta_after_hero');
  });
});

describe('a price already set against the cost of the problem', () => {
  it('passes, so "compare the price with the cost of the problem" is redundant there', () => {
    const plans = [fact('pricing', '3 plans, highlighted "most popular"', 'prices: $49, $99, $199')];
    const told = sectionChecks(plans, page, { label: 'cta', words: 'Pricing. Less than one lost client. One recovered no-show usually covers the whole month.' });
    expect(told.find((c) => c.id === 'price-vs-problem')).toMatchObject({ passed: true });
    expect(redundantFor('Comparing the price with the cost of the problem', told)?.id).toBe('price-vs-problem');
    const plain = sectionChecks(plans, page, { label: 'cta', words: 'Pricing. Starter $49 a month. Pro $99 a month.' });
    expect(plain.find((c) => c.id === 'price-vs-problem')).toBeUndefined();
  });
});

describe('tests that need a long list', () => {
  it.each([
    { what: 'grouping an FAQ by topic is for a long FAQ, not for eight short questions', title: 'FAQ grouped by topic', kind: 'faq' as const, short: '8 questions, accordion, short answers', long: '24 questions, accordion', id: 'long-faq' },
    { what: 'cutting a feature list to its top three needs a long list: four cards are short already, on any page', title: 'Three key benefits instead of nine features', kind: 'feature_grid' as const, short: '4 features, with icons', long: '9 features, text only', id: 'long-feature-list' },
  ])('$what', async ({ title, kind, short, long, id }) => {
    const { unmetPrecondition } = await import('../../../lib/audit/context');
    const on = (value: string) => ({ facts: [fact(kind, value, 'items: …')], text: 'Why us' });
    expect(unmetPrecondition(title, page, on(short), title)).toBe(id);
    expect(unmetPrecondition(title, page, on(long), title)).toBeNull();
  });
});
