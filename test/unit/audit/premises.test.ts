import { describe, expect, it } from 'vitest';
import type { SectionFact } from '../../../lib/facts/types';
import { pageContext, unmetPrecondition } from '../../../lib/audit/context';
import { sectionChecks } from '../../../lib/audit/deficits';
import { absentPremise, rankForSection } from '../../../lib/audit/rank';
import { hit } from './fixture';

// Specialist review of the panel on a clinic's page: an FAQ was shown "guides at the end of blog articles",
// and a stats bar's lone Google rating was said to show "photos of the people quoted".
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });

describe('a filler test needs the thing it changes in the block', () => {
  it('names the thing a test is about when the block does not show it', () => {
    const faq = [fact('faq', '8 questions')];
    expect(absentPremise({ title: 'Free guide offered at the end of blog articles', element_tested: 'Blog article footer' }, faq)).toBe('article_cards');
    expect(absentPremise({ title: 'Accordion FAQ instead of all answers open', element_tested: 'FAQ' }, faq)).toBeNull();
    // Buttons and headlines are on every block: no premise.
    expect(absentPremise({ title: 'Specific button copy', element_tested: 'Call to action' }, faq)).toBeNull();
    // A line beside the button needs one: a hero with only its headline has none; a form's submit button is one.
    const proofLine = { title: 'Short proof line beside the first call to action', element_tested: 'CTA microcopy' };
    expect(absentPremise(proofLine, [fact('headline', '1 word, short, no numbers')], 'hero')).toBe('cta');
    expect(absentPremise(proofLine, [fact('headline', '1 word, short, no numbers'), fact('form', '1 field, 1 required, for signup')], 'hero')).toBeNull();
    // A trust block read only as a slider may hold quotes the facts did not read; one read as badges holds none.
    const quoteTest = { title: 'Named testimonials with full attribution', element_tested: 'Testimonials' };
    expect(absentPremise(quoteTest, [fact('carousel', '5 slides, dots')], 'trust')).toBeNull();
    expect(absentPremise(quoteTest, [fact('security_badges', 'security badges')], 'trust')).toBe('testimonials');
    // Known words tell: a band of figures with one button shows no quote; quoted words are a quote the facts missed.
    const button = [fact('cta', '1 button, generic copy')];
    expect(absentPremise(quoteTest, button, 'trust', 'Taught 0 Created 0 Attained 0 Find Out More')).toBe('testimonials');
    expect(absentPremise(quoteTest, button, 'trust', '“The teachers know every child by name, and it shows.” A parent')).toBeNull();
    expect(absentPremise(quoteTest, button, 'trust')).toBeNull();
  });

  it('drops tests about an absent thing, even when their words touch the block, and keeps those that answer it', () => {
    const faq = [fact('faq', '8 questions, all answers open')];
    const hits = [
      hit('Accordion FAQ instead of all answers open', 'winner', 0.8, { website_section: 'resources', element_tested: 'FAQ' }),
      hit('Free guide offered at the end of blog articles', 'winner', 0.7, { website_section: 'resources', element_tested: 'Blog and FAQ footer' }),
      hit('Related reading links under each answer', 'winner', 0.6, { website_section: 'resources', element_tested: 'FAQ answers' }),
      hit('Help centre search above the answers', 'winner', 0.9, { website_section: 'resources', element_tested: 'Help answers' }),
    ];
    const shown = rankForSection(hits, 'resources', faq, null).map((c) => c.test.title);
    expect(shown).toContain('Accordion FAQ instead of all answers open');
    expect(shown).toContain('Related reading links under each answer');
    expect(shown).not.toContain('Free guide offered at the end of blog articles');
    // One that answers nothing in the block is the label's stock advice: not shown either.
    expect(shown).not.toContain('Help centre search above the answers');
  });
});

describe('a rating stated alone has no quotes to attribute', () => {
  const rating = fact('testimonials', 'star rating 4.9');
  const quotes = fact('testimonials', '3 quotes, with names, no photos');
  const page = pageContext([]);

  it('neither passes nor fails the photo and name checks', () => {
    const ids = sectionChecks([rating], page, { label: 'trust' }).map((c) => c.id);
    expect(ids).not.toContain('testimonial-photos');
    expect(ids).not.toContain('testimonial-names');
    expect(sectionChecks([quotes], page, { label: 'trust' }).filter((c) => !c.passed).map((c) => c.id)).toContain('testimonial-photos');
  });

  it('is not shown advice to name the people quoted', () => {
    const title = 'Named testimonials with full attribution (home page)';
    expect(unmetPrecondition(title, page, { facts: [rating], text: '' }, title)).toBe('quotes-here');
    expect(unmetPrecondition(title, page, { facts: [fact('testimonials', '3 quotes, no names, no photos')], text: '' }, title)).toBeNull();
    // Quotes signed already are named: advice to name them is what the block does.
    expect(unmetPrecondition(title, page, { facts: [quotes], text: '' }, title)).toBe('quotes-unnamed');
  });
});

describe('a button named in passing is not what a test changes', async () => {
  const { matchedFacts } = await import('../../../lib/audit/rank');
  const cta = fact('cta', '1 button, generic copy', 'buttons: Find Out More');
  const described = (title: string, element_tested: string) => ({ title, element_tested, variation_description: 'A variation', psychological_principle: 'Social proof', actionable_rule: 'Put proof near the call to action.' });

  it('matches the button to a test that changes it, not to one that only places something near it', () => {
    expect(matchedFacts(described('Logo bar of customers near the first call to action', 'Logo bar'), [cta])).toEqual([]);
    expect(matchedFacts(described('Specific call to action text instead of generic', 'Call to action copy'), [cta])).toEqual([cta]);
  });
});
