import { describe, expect, it } from 'vitest';
import type { SectionFact } from '../../../lib/facts/types';
import { pageContext, unmetPrecondition } from '../../../lib/audit/context';
import { sectionChecks } from '../../../lib/audit/deficits';
import { rankForSection, testText } from '../../../lib/audit/rank';
import { hit } from './fixture';

// What the blind reviewers of stop 34 found redundant or wrong, each as a general rule of the audit.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const plans = fact('pricing', '3 plans, highlighted "most popular", billing toggle', 'prices: $99/mo, $399/mo');

describe('a pricing block that does what the tests advise already', () => {
  const shown = (text: string) => {
    const facts = [plans];
    const tests = [
      hit('Monthly/annual switch showing the saving in money', 'winner', 0.6, { element_tested: 'billing toggle', actionable_rule: 'State the annual saving as something concrete, like months free.', website_section: 'cta' }),
      hit('Recommended tier badge in the plan comparison', 'winner', 0.6, { element_tested: 'pricing table', actionable_rule: 'Mark the plan you want chosen as the popular one.', website_section: 'cta' }),
      hit('"Most popular" label on the middle pricing plan', 'winner', 0.6, { element_tested: 'pricing table', actionable_rule: 'Frame the plans so that the recommended tier is the natural pick.', website_section: 'cta' }),
      hit('Reducing the options on the pricing page', 'winner', 0.6, { element_tested: 'pricing table', actionable_rule: 'Offer few plans, each for a clearly different buyer.', website_section: 'cta' }),
    ];
    return rankForSection(tests, 'cta', facts, null, { page: pageContext([{ facts, text }]), text }).map((c) => c.test.title);
  };

  it('a billing switch that says what paying yearly saves is not told to say it; one that does not is', () => {
    const saving = (text: string) => sectionChecks([plans], pageContext([{ facts: [plans], text }]), { label: 'cta', text }).find((c) => c.id === 'billing-saving');
    expect(saving('Monthly Yearly (2 months free) Starter $99/mo')?.passed).toBe(true);
    expect(saving('Monatlich Jährlich: bis zu 20 % sparen')?.passed).toBe(true);
    expect(saving('Monthly Yearly Starter $99/mo')?.passed).toBe(false);
    expect(shown('Monthly Yearly (2 months free) Starter $99/mo')).not.toContain('Monthly/annual switch showing the saving in money');
    expect(shown('Monthly Yearly Starter $99/mo')).toContain('Monthly/annual switch showing the saving in money');
    // No switch: nothing to check.
    const single = fact('pricing', '3 plans, highlighted "most popular"');
    expect(sectionChecks([single], pageContext([]), { label: 'cta', text: '' }).some((c) => c.id === 'billing-saving')).toBe(false);
  });

  it('three plans with one highlighted already are not told to badge or label the recommended tier, nor to offer fewer', () => {
    const titles = shown('Monthly Yearly Starter $99/mo');
    for (const t of ['Recommended tier badge in the plan comparison', '"Most popular" label on the middle pricing plan', 'Reducing the options on the pricing page']) expect(titles).not.toContain(t);
  });
});

describe('hamburger advice', () => {
  const burger = hit('"Menu" label next to the hamburger icon (product page)', 'winner', 0.6, { website_section: 'global' });
  const on = (value: string) => unmetPrecondition(testText(burger), pageContext([]), { facts: [fact('navigation', value)], text: '' }, burger.title);

  it('needs a menu button shown: a header showing its links, or two buttons and no menu, has no hamburger to label', () => {
    expect(on('menu button, links folded')).toBeNull();
    expect(on('4 links, flat, menu button')).toBeNull();
    expect(on('4 links, flat')).toBe('menu-folded');
    expect(unmetPrecondition(testText(burger), pageContext([]), { facts: [], text: 'Sign in Start free' }, burger.title)).toBe('menu-folded');
  });
});

describe('a trial button is a sign-up in the page\'s language', () => {
  it('a line beside the sign-up button fits a German "Kostenlos testen" as it fits "Start free trial"', () => {
    const line = hit('Reassuring line beside the sign-up button', 'winner', 0.6, { website_section: 'cta' });
    const on = (label: string) => unmetPrecondition(testText(line), pageContext([]), { facts: [fact('cta', '1 button', `buttons: ${label}`)], text: label }, line.title);
    expect(on('Start free trial')).toBeNull();
    expect(on('Kostenlos testen')).toBeNull();
    expect(on('Essai gratuit')).toBeNull();
    expect(on('Read the docs')).toBe('sign-up-here');
  });
});
