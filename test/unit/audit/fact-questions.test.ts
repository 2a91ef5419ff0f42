import { describe, expect, it } from 'vitest';
import { answersFact, FACT_QUESTIONS } from '../../../lib/audit/fact-questions';

describe('questions about a navigation', () => {
  it('asks about the header menu for a header, and about the footer for a footer', () => {
    expect(FACT_QUESTIONS.navigation.queries('12 links, dropdowns').join(' ')).toMatch(/navigation/);
    expect(FACT_QUESTIONS.navigation.queries('27 links, footer').join(' ')).toMatch(/footer/);
  });
  it('a header-menu test answers a header menu but not a footer', () => {
    const menuTest = 'Trimming the header menu to essential links Main navigation Choice overload';
    expect(answersFact({ kind: 'navigation', value: '12 links, flat' }, menuTest)).toBe(true);
    expect(answersFact({ kind: 'navigation', value: '27 links, footer' }, menuTest)).toBe(false);
    expect(answersFact({ kind: 'navigation', value: '27 links, footer' }, 'Footer with fewer link columns and a form')).toBe(true);
  });
  it('a short flat menu is asked about its labels, not told to trim itself', () => {
    const menuTest = 'Trimming the header menu to essential links Main navigation Choice overload';
    expect(answersFact({ kind: 'navigation', value: '5 links, flat' }, menuTest)).toBe(false);
    expect(answersFact({ kind: 'navigation', value: '5 links, flat' }, 'Plain menu labels instead of clever ones')).toBe(true);
    expect(FACT_QUESTIONS.navigation.queries('5 links, flat').join(' ')).toMatch(/labels/);
  });
});

describe('what answers an FAQ', () => {
  const faq = { kind: 'faq' as const, value: '4 questions' };
  it('an FAQ test answers it', () => {
    expect(answersFact(faq, 'Accordion FAQ instead of all answers open FAQ layout Progressive disclosure')).toBe(true);
    expect(answersFact(faq, 'Frequently asked questions under the plans')).toBe(true);
  });
  it('a test that merely mentions questions or objections does not', () => {
    expect(answersFact(faq, 'Guided selector that asks a few questions Product finder quiz')).toBe(false);
    expect(answersFact(faq, 'Objection-answering testimonials Testimonial content Social proof')).toBe(false);
  });
});

describe('questions about a headline', () => {
  it('asks a brand headline whether it says what the product is, and a claim without a figure for specifics', () => {
    expect(FACT_QUESTIONS.headline.queries('2 words, short, no numbers', '"Acme Cloud"')).toEqual(['headline that names what the product is']);
    expect(FACT_QUESTIONS.headline.queries('15 words, long, with numbers')).toEqual(['short headline instead of a long sentence']);
    expect(FACT_QUESTIONS.headline.queries('6 words, medium, no numbers', '"Ship your releases faster than ever"')).toContain('specific numbers in the headline');
    expect(FACT_QUESTIONS.headline.queries('6 words, medium, no numbers', '"Where good ideas find each other"')).not.toContain('specific numbers in the headline');
  });
  it('asks about a short, long or unspecific headline, but not about a medium one with numbers', () => {
    expect(FACT_QUESTIONS.headline.salience('2 words, short, with numbers')).toBeGreaterThanOrEqual(5);
    expect(FACT_QUESTIONS.headline.salience('15 words, long, with numbers')).toBeGreaterThan(FACT_QUESTIONS.headline.salience('8 words, medium, no numbers'));
    expect(FACT_QUESTIONS.headline.salience('8 words, medium, with numbers')).toBeLessThan(5);
    expect(FACT_QUESTIONS.headline.salience('8 words, medium, no numbers', '"Where good ideas find each other"')).toBeLessThan(5);
  });
});

describe('what answers pictures of people', () => {
  it('a test about photos or faces does; a test that merely mentions people does not', () => {
    const people = { kind: 'people_images' as const, value: '3 photos of people' };
    expect(answersFact(people, 'Photo of a real customer in the hero image')).toBe(true);
    expect(answersFact(people, 'Review highlights pulled up to where people decide')).toBe(false);
  });
});
