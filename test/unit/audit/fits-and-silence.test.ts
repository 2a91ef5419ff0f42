import { describe, expect, it } from 'vitest';
import type { SectionFact } from '../../../lib/facts/types';
import { buildAudit, floatingWidget, topOpportunities } from '../../../lib/audit/build';
import { pageContext, unmetPrecondition } from '../../../lib/audit/context';
import { auditFacts, fillerBlock } from '../../../lib/audit/derived';
import type { Finding } from '../../../lib/audit/findings';
import { rankForSection } from '../../../lib/audit/rank';
import { FLOATING_REASON } from '../../../lib/sections/signals/global';
import { hit, landingInput, pattern, section } from './fixture';

// Issue 18, parts 3, 4 and 6: advice only where it fits the page and the block, and nothing generic.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const emailInHero = 'Email field and button right under the hero headline';

describe('lead-capture and form tests need a page that asks for something', () => {
  const tool = [
    { facts: [fact('headline', '5 words, medium, no numbers', '"Convert images in your browser"')], text: 'Convert images in your browser' },
    { facts: [fact('cta', '1 button', 'buttons: Open the converter')], text: 'Open the converter' },
    { facts: [fact('navigation', '4 links', 'links: Docs, GitHub, Changelog, About')], text: 'Docs GitHub' },
  ];

  it('reads a free tool with no form, no account and no price as asking for nothing', () => {
    const free = pageContext(tool);
    expect(free.asks).toBe(false);
    expect(unmetPrecondition(emailInHero, free, { facts: tool[0]!.facts, text: '', label: 'hero' })).toBe('asks-for-lead');
    expect(unmetPrecondition('Newsletter box at the end of articles', free, { facts: [], text: '' })).toBe('asks-for-lead');
    // Advice that is not about capturing a lead still fits.
    expect(unmetPrecondition('One prominent call to action button in the hero', free, { facts: [], text: '', label: 'hero' })).toBeNull();
  });

  it('lets them through where a form, a sign-up or contact button, an account link or a price is shown', () => {
    const withForm = pageContext([...tool, { facts: [fact('form', '2 fields, 1 required, for contact')], text: '' }]);
    const signUp = pageContext([...tool, { facts: [fact('cta', '1 button', 'buttons: Sign up free')], text: '' }]);
    const account = pageContext([...tool, { facts: [fact('navigation', '5 links', 'links: Docs, Log in')], text: '' }]);
    const priced = pageContext([...tool, { facts: [], text: 'Pro $9 a month' }]);
    const searchOnly = pageContext([...tool, { facts: [fact('form', '1 field, for search')], text: '' }]);
    for (const p of [withForm, signUp, account, priced]) expect(unmetPrecondition(emailInHero, p, { facts: [], text: '', label: 'hero' })).toBeNull();
    expect(searchOnly.asks).toBe(false);
  });

  it('tells a free tool\'s hero without a button to add one, not an e-mail field', () => {
    const free = pageContext(tool);
    const hits = [
      hit(emailInHero, 'winner', 0.9, { website_section: 'hero', element_tested: 'Hero email capture' }),
      hit('Single prominent button in the hero', 'winner', 0.7, { website_section: 'hero', element_tested: 'Hero button' }),
    ];
    const shown = rankForSection(hits, 'hero', tool[0]!.facts, null, { page: free, text: tool[0]!.text }).map((c) => c.test.title);
    expect(shown).toEqual(['Single prominent button in the hero']);
  });
});

describe('plan-table tests need plans on the page', () => {
  it('drops "recommended plan" advice where no plans are shown, and keeps it where they are', () => {
    const bar = pageContext([{ facts: [fact('cta', '1 button, not filled', 'buttons: Apply now')], text: 'Admissions open for 2027' }]);
    expect(unmetPrecondition('Highlighted recommended plan against an unstyled plan grid', bar, { facts: [], text: '' })).toBe('plans-on-page');
    const table = pageContext([{ facts: [fact('pricing', '3 plans, none highlighted')], text: 'Basic $9/mo Pro $29/mo' }]);
    expect(table.plans).toBe(true);
    expect(unmetPrecondition('Highlighted recommended plan against an unstyled plan grid', table, { facts: [], text: '' })).toBeNull();
    // A struck-through price on a product is no pricing table.
    expect(pageContext([{ facts: [fact('pricing', 'prices, discount shown')], text: '' }]).plans).toBe(false);
  });
});

describe('a block of filler or invented reviews gets the hygiene finding, not review advice', () => {
  const quotes = fact('testimonials', '3 quotes, with names, no photos, repeated names', 'names: Mary Jane, Mary Jane, Mary Jane');
  const reviewHits = [
    hit('Showing critical reviews alongside positive ones', 'winner', 0.9, { website_section: 'trust', element_tested: 'Review mix' }),
    hit('Testimonials with customer photos and names', 'winner', 0.85, { website_section: 'trust', element_tested: 'Testimonial photos' }),
    hit('Security seal beside the payment button', 'winner', 0.6, { website_section: 'trust', element_tested: 'Trust seal' }),
  ];

  it('knows such a block by its lorem ipsum or its repeated names, not by five-star ratings alone', () => {
    expect(fillerBlock({ facts: [quotes], text: 'Great service' })).toBe(true);
    expect(fillerBlock({ facts: [fact('testimonials', '3 quotes, with names')], text: 'Lorem ipsum dolor sit amet' })).toBe(true);
    expect(fillerBlock({ facts: [fact('testimonials', '3 quotes, with names, stars on each quote, identical ratings')], text: 'Great service' })).toBe(false);
    // Its quotes are not checked for photos or stars.
    expect(auditFacts({ facts: [quotes], text: 'Great service' }).filter((f) => f.kind === 'testimonials')).toEqual([]);
  });

  it('shows no review-style card for it in the audit, and names the filler first', () => {
    const input = landingInput();
    const trust = { ...section(2, 'trust', 'What clients say\nLorem ipsum dolor sit amet, consectetur adipiscing elit.\nMary Jane'), facts: [quotes] };
    const audit = buildAudit({ ...input, sections: [input.sections[0]!, input.sections[1]!, trust], answers: { patterns: [], tests: { '0': [], '1': [], '2': reviewHits } } });
    const titles = audit.sections[2]!.tests!.map((t) => t.title);
    expect(titles.filter((t) => /review|testimonial/i.test(t))).toEqual([]);
    expect(audit.opportunities![0]).toMatchObject({ kind: 'hygiene', section: 2 });
    // The same block with real reviews is told how to improve them.
    const real = { ...trust, text: 'What clients say\nGreat service, fast delivery.\nMary Jane', facts: [fact('testimonials', '3 quotes, with names, no photos')] };
    const audit2 = buildAudit({ ...input, sections: [input.sections[0]!, input.sections[1]!, real], answers: { patterns: [], tests: { '0': [], '1': [], '2': reviewHits } } });
    expect(audit2.sections[2]!.tests!.map((t) => t.title)).toContain('Testimonials with customer photos and names');
  });
});

describe('a small floating widget shows nothing', () => {
  it('gives a back-to-top bubble no patterns, no cards and no checks, but keeps a chat widget\'s own advice', () => {
    const input = landingInput();
    const bubble = { ...section(4, 'global', ''), evidence: [FLOATING_REASON], rect: { x: 1100, y: 3000, width: 48, height: 48 } };
    const chat = { ...bubble, index: 5, facts: [fact('chat_widget', 'chat widget')] };
    expect(floatingWidget(bubble)).toBe(true);
    expect(floatingWidget(chat)).toBe(false);
    expect(floatingWidget({ ...bubble, evidence: ['header with navigation'] })).toBe(false);
    const menuTest = hit('Trimming the header menu to essential links', 'winner', 0.8, { website_section: 'global', element_tested: 'Header menu' });
    const audit = buildAudit({
      ...input,
      sections: [...input.sections, bubble],
      answers: { patterns: [pattern('global', 'Simplicity', 8, 6)], tests: { ...input.answers.tests, '4': [menuTest] } },
    });
    const shown = audit.sections.find((s) => s.section.index === 4)!;
    expect(shown.patterns).toEqual([]);
    expect(shown.tests).toEqual([]);
    expect(shown.checks).toEqual([]);
  });
});

describe('every card is tied to a deficit or a telling fact of its own section', () => {
  it('does not fill a section that has a telling fact with its label\'s other best tests', () => {
    const steps = [fact('numbered_steps', '3 steps'), fact('cta', '1 button')];
    const hits = [
      hit('Numbered steps showing how it works', 'winner', 0.6, { website_section: 'product_demo', element_tested: 'How it works steps' }),
      hit('Animated screen recording instead of a static screenshot', 'winner', 0.9, { website_section: 'product_demo', element_tested: 'Screenshot' }),
    ];
    const shown = rankForSection(hits, 'product_demo', steps, null).map((c) => c.test.title);
    expect(shown).toContain('Numbered steps showing how it works');
    expect(shown).not.toContain('Animated screen recording instead of a static screenshot');
  });
});

describe('top opportunities: one per section, only fixes that fit the page', () => {
  const base = { label: 'hero' as const, rule: null, evidence: 10, principles: [] };
  const at = (section: number, deficit: string, value: number, rule: string | null = null): Finding => ({ ...base, id: `fact:${section}:${deficit}`, kind: 'fact', section, title: deficit, rule, expectedValue: value, fact: fact('cta', '4 equal'), deficit });

  it('keeps the worst gap of a section and leaves room for the next section', () => {
    const top = topOpportunities([at(1, 'cta-one-primary', 300), at(1, 'headline-length', 200), at(2, 'form-length', 100)]);
    expect(top.map((f) => f.id)).toEqual(['fact:1:cta-one-primary', 'fact:2:form-length']);
  });

  it('skips a fix the page cannot take', () => {
    const fits = (f: Finding) => !/e-?mail field/i.test(f.rule ?? '');
    const top = topOpportunities([at(1, 'hero-no-cta', 300, 'Put an email field in the hero'), at(2, 'form-length', 100)], fits);
    expect(top.map((f) => f.id)).toEqual(['fact:2:form-length']);
  });
});

describe('advice about the hero\'s own picture stays in the hero; people blocks are told to picture their people', () => {
  it('keeps "a real customer in the hero image" out of a speakers block', () => {
    const speakers = { facts: [fact('team', '8 people, names and roles, no photos')], text: '' };
    const page = pageContext([speakers]);
    expect(unmetPrecondition('Photo of a real customer in the hero image', page, { ...speakers, label: 'differentiation' })).toBe('hero-only');
    expect(unmetPrecondition('Photo of a real customer in the hero image', page, { ...speakers, label: 'hero' })).toBeNull();
  });

  it('reads speaker or staff photos with names and roles as the fix for a team without photos', () => {
    const speakers = [fact('team', '8 people, names and roles, no photos')];
    const shown = rankForSection([hit('Speaker photos with names and roles on the event page', 'winner', 0.5, { website_section: 'trust', element_tested: 'Speaker photos' })], 'differentiation', speakers, null);
    expect(shown[0]!.test.fixes).toBe('team-photos');
  });
});

describe('site chrome and checkout advice', () => {
  it('reads a header\'s links as its menu, not as category tiles to picture', () => {
    const links = [fact('category_tiles', '5 tiles, text only', 'tiles: Docs, Blog, Support')];
    expect(auditFacts({ facts: links, text: '', label: 'global' })).toEqual([]);
    expect(auditFacts({ facts: links, text: '', label: 'doors' })).toEqual(links);
  });

  it('keeps checkout and payment-step tests for a page where the order is placed', () => {
    const landing = pageContext([{ facts: [fact('pricing', '3 plans, none highlighted')], text: 'Pro $29/mo' }]);
    expect(unmetPrecondition('Enclosed checkout without site navigation', landing, { facts: [], text: '', label: 'global' })).toBe('checkout-page');
    expect(unmetPrecondition('Security seals beside the payment form', landing, { facts: [], text: '' })).toBe('checkout-page');
    const checkout = pageContext([{ facts: [fact('form', '7 fields, 5 required, for order')], text: 'Pay $29' }]);
    expect(unmetPrecondition('Enclosed checkout without site navigation', checkout, { facts: [], text: '', label: 'global' })).toBeNull();
    // Payment logos say the visitor pays on this page; security badges alone do not.
    const paying = pageContext([{ facts: [fact('security_badges', 'security and payment badges')], text: '' }]);
    expect(unmetPrecondition('Trust seal near the card number field', paying, { facts: [], text: '' })).toBeNull();
    const saas = pageContext([{ facts: [fact('security_badges', 'security badges')], text: '' }]);
    expect(unmetPrecondition('Trust seal near the card number field', saas, { facts: [], text: '' })).toBe('checkout-page');
  });
});

describe('a test\'s page-type qualifier is not its advice', () => {
  it('keeps "Guarantee next to the call to action (checkout page)" on a landing page, not a seal by the card field', () => {
    const landing = pageContext([{ facts: [fact('pricing', '3 plans, none highlighted')], text: 'Pro $29/mo' }]);
    expect(unmetPrecondition('Guarantee next to the call to action (checkout page)', landing, { facts: [], text: '' })).toBeNull();
    expect(unmetPrecondition('Trust seal near the card number field', landing, { facts: [], text: '' })).toBe('checkout-page');
  });
});
