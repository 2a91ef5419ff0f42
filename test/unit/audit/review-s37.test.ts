import { describe, expect, it } from 'vitest';
import type { SectionFact } from '../../../lib/facts/types';
import { pageContext } from '../../../lib/audit/context';
import { sectionChecks } from '../../../lib/audit/deficits';

// What the blind specialist review of six corpus-b pages (stop 37) rated redundant, each as a general rule.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const features = [fact('feature_grid', '3 features, with icons')];
const featuresFail = (page: ReturnType<typeof pageContext>) =>
  sectionChecks(features, page, { label: 'differentiation', text: 'Why us', next: [fact('testimonials', '3 quotes, with names')] }).find((c) => c.id === 'features-no-button')?.passed;

describe('a button pinned in view follows the reader', () => {
  it('does not ask to repeat the call to action after the features when a sticky header carries a button', () => {
    const header = { facts: [fact('navigation', '5 links, flat'), fact('cta', '1 button', 'buttons: Contato'), fact('sticky_header', 'fixed header')], text: 'Início Produtos Contato' };
    const plainHeader = { facts: [fact('navigation', '5 links, flat'), fact('cta', '1 button', 'buttons: Contato')], text: 'Início Produtos Contato' };
    const stickyMenuOnly = { facts: [fact('navigation', '5 links, flat'), fact('sticky_header', 'fixed header')], text: 'Início Produtos' };
    expect(pageContext([header]).persistentAction).toBe(true);
    expect(pageContext([plainHeader]).persistentAction).toBe(false);
    expect(pageContext([stickyMenuOnly]).persistentAction).toBe(false);
    expect(featuresFail(pageContext([header]))).toBe(true);
    expect(featuresFail(pageContext([plainHeader]))).toBe(false);
    expect(featuresFail(pageContext([stickyMenuOnly]))).toBe(false);
  });
});

describe('figures under a hero back its claim', () => {
  it('reads figures as a visitor does: shares, counts, ratings, people; not years, phones or zero counters', async () => {
    const { FIGURE } = await import('../../../lib/audit/page-reading');
    for (const text of ['500+ patients treated', 'rated 4.9 ★ on Google', '98% say so', '12,000 teams use it', '15 years of practice', 'scored 4.8/5']) expect(FIGURE.test(text)).toBe(true);
    for (const text of ['Admissions for the 2023 August intake', 'Call +91 98765 43210', '0 Students taught', 'Open 24/7', 'Best dentist in Pune']) expect(FIGURE.test(text)).toBe(false);
  });

  it('does not ask a hero to add numbers when its subline or the band right under it shows them', () => {
    const headline = fact('headline', '8 words, medium, no numbers', '"The best dental care in Wakad and Punawale"');
    // The page states a figure further down: one the headline could bring up.
    const figured = pageContext([{ facts: [], text: 'Our results', body: 'Over 1,200 patients treated' }]);
    const failed = (text: string, after: string) => sectionChecks([headline], figured, { label: 'hero', text, after }).find((c) => c.id === 'headline-numbers')?.passed === false;
    expect(failed('The best dental care in Wakad and Punawale\nBook Consultation', 'Painless treatment, modern clinic')).toBe(true);
    expect(failed('The best dental care in Wakad and Punawale\nBook Consultation', '500+ Happy Patients · 4.9 ★ Google rating · Open 7 days')).toBe(false);
    expect(failed('The best dental care in Wakad and Punawale\nTrusted by 2,000 families since 2009', '')).toBe(false);
    // With no figure anywhere on the page, "add a number" would ask for a claim to be made up.
    expect(sectionChecks([headline], pageContext([]), { label: 'hero', text: 'The best dental care\nBook', after: '' }).find((c) => c.id === 'headline-numbers')?.passed).not.toBe(false);
  });
});

describe('findings the catalogue backs', () => {
  it('keeps a deficit whose fix rests on one test on its section, not among the findings', async () => {
    const { buildAudit } = await import('../../../lib/audit/build');
    const { hit, landingInput, pattern } = await import('./fixture');
    const posts = (tested: number) => {
      const input = landingInput();
      // A blog's own listing: a home page's teaser strip is asked for no reading time (stop 40).
      input.page.url = 'http://127.0.0.1:3000/blog/';
      input.sections[2] = { ...input.sections[2]!, label: 'resources', facts: [fact('article_cards', '3 articles, dates')] };
      input.answers.tests['2'] = [hit('Estimated reading time on articles', 'winner', 0.6, { website_section: 'resources', psychological_principle: 'Effort heuristic' })];
      input.answers.patterns = [...(input.answers.patterns ?? []), pattern('resources', 'Effort heuristic', tested, tested)];
      return buildAudit(input);
    };
    const one = posts(1);
    expect(one.sections[2]!.checks.some((c) => c.id === 'article-reading-time' && !c.passed)).toBe(true);
    expect(one.sections[2]!.tests!.some((t) => t.fixes === 'article-reading-time')).toBe(true);
    expect(one.findings!.some((f) => f.deficit === 'article-reading-time')).toBe(false);
    expect(posts(4).findings!.some((f) => f.deficit === 'article-reading-time')).toBe(true);
  });
});

describe('a portrait captioned with a name and role', () => {
  it('is not told to introduce the people behind the business', async () => {
    const { redundantFor } = await import('../../../lib/audit/deficits');
    const title = 'Team members with names and roles';
    const named = sectionChecks([fact('people_images', '1 photo of people', 'images: Dr. Prachi Gupta Garg BDS — Dentist at Aesthetica Dental Clinic')], pageContext([]), { label: 'trust' });
    const founder = sectionChecks([fact('people_images', '1 photo of people', 'images: Ana Silva, Founder and CEO')], pageContext([]), { label: 'trust' });
    const stock = sectionChecks([fact('people_images', '2 photos of people', 'images: smiling woman at a desk, team-photo.jpg')], pageContext([]), { label: 'trust' });
    expect(named.find((c) => c.id === 'people-named')?.passed).toBe(true);
    expect(redundantFor(title, named)?.id).toBe('people-named');
    expect(redundantFor(title, founder)?.id).toBe('people-named');
    expect(stock.some((c) => c.id === 'people-named')).toBe(false);
    expect(redundantFor(title, stock)).toBeFalsy();
  });
});

describe('reviews of template filler', () => {
  it('are not refined (criticism, a less than perfect score) nor passed as named before they are written', async () => {
    const { unmetPrecondition } = await import('../../../lib/audit/context');
    const filler = { facts: [fact('testimonials', '3 quotes, with names, with photos, repeated names, placeholder text', '"Lorem ipsum" — John Doe, John Doe, John Doe')], text: 'Lorem ipsum' };
    const real = { facts: [fact('testimonials', '3 quotes, with names, with photos', '"Great coffee" — Ana, Ben, Cleo')], text: 'Great coffee' };
    for (const title of ['Showing critical reviews alongside positive ones', '4.7 rating against a perfect 5.0']) {
      expect(unmetPrecondition(title, pageContext([]), filler, title)).toBe('real-reviews');
      // A 4.7 against a perfect 5.0 also needs a rating the page shows (stop 47).
      expect(unmetPrecondition(title, { ...pageContext([]), ratingShown: true }, real, title)).toBeNull();
    }
    const replace = 'Independent review platform score instead of own testimonials';
    expect(unmetPrecondition(replace, pageContext([{ facts: [fact('pricing', 'prices')], text: 'Latte $4' }]), filler, replace)).toBeNull();
    const checks = sectionChecks(filler.facts, pageContext([]), { label: 'trust' });
    expect(checks.some((c) => c.id === 'testimonial-names')).toBe(false);
    expect(sectionChecks(real.facts, pageContext([]), { label: 'trust' }).find((c) => c.id === 'testimonial-names')?.passed).toBe(true);
  });
});

describe('a consent banner that leaves the page in view', () => {
  it('is not told to stop covering the page', async () => {
    const { unmetPrecondition } = await import('../../../lib/audit/context');
    const title = 'Cookie banner that does not cover the main button';
    const slim = { facts: [fact('cookie_banner', 'consent banner, 2 choices, slim bar')], text: 'We use cookies' };
    const box = { facts: [fact('cookie_banner', 'consent banner, 2 choices')], text: 'We use cookies' };
    expect(unmetPrecondition(title, pageContext([]), slim, title)).toBe('banner-covers');
    expect(unmetPrecondition(title, pageContext([]), box, title)).toBeNull();
  });
});

describe('search shown in full', () => {
  it('fits a large catalogue or site, not a one-page shop of eleven items', async () => {
    const { unmetPrecondition } = await import('../../../lib/audit/context');
    const title = 'Visible query field instead of a hidden lookup icon';
    const small = pageContext([{ facts: [fact('navigation', '5 links, flat')], text: 'Coffee' }]);
    const big = pageContext([{ facts: [fact('navigation', '24 links, mega menu')], text: 'Shop' }]);
    const section = { facts: [fact('navigation', '5 links, flat')], text: '' };
    expect(unmetPrecondition(title, small, section, title)).toBe('big-catalogue');
    expect(unmetPrecondition(title, big, section, title)).toBeNull();
  });
});

describe('feature cards that already give their figures, and a short list', () => {
  it('are not told to add numbers or to cut the list to three', async () => {
    const { redundantFor } = await import('../../../lib/audit/deficits');
    const grid = fact('feature_grid', '4 features, with icons');
    const quantified = sectionChecks([grid], pageContext([]), { label: 'differentiation', text: 'Por que Maker3D?', words: 'Por que Maker3D? Precisão: camadas de até 0,1mm. Mais de 30+ filamentos. Envio em até 48h' });
    const vague = sectionChecks([grid], pageContext([]), { label: 'differentiation', text: 'Fast\nBeautiful\nReliable support' });
    expect(redundantFor('Numbers in feature headlines', quantified)?.id).toBe('features-quantified');
    expect(redundantFor('Numbers in feature headlines', vague)).toBeFalsy();
    expect(redundantFor('Three key benefits instead of nine features', vague)?.id).toBe('feature-count');
  });
});

describe('an offer left up under a past year', () => {
  it('is a hygiene finding dated by the audit, not by the clock', async () => {
    const { staleSentence, hygieneFindings } = await import('../../../lib/audit/hygiene');
    expect(staleSentence('Admissions for the 2023 August intake are ongoing. Apply Now', 2026)).toBe('"Admissions for the 2023 August intake are ongoing."');
    expect(staleSentence('Admissions for the 2023 August intake are ongoing. Apply Now', 2023)).toBeNull();
    expect(staleSentence('Registrations for the 2026 edition are open', 2026)).toBeNull();
    expect(staleSentence('A family clinic since 2019. Book now', 2026)).toBeNull();
    // A run of titles with no full stop is quoted around its year, not from its start.
    const run = 'Events, Conferences, Meetups, Jugaad Fests, Hackathons, Science Days FOSSASIA Summit Post and Telecommunications Institute of Technology, Hanoi, Vietnam 8-10 April, 2024 Join us at our feature event';
    expect(staleSentence(run, 2026)).toMatch(/^"[^"]*April, 2024[^"]*"$/);
    expect(staleSentence(run, 2026)).not.toMatch(/Jugaad/);
    expect(staleSentence('Applications open for the 2025–2026 cohort', 2026)).toBeNull();
    expect(staleSentence('ScriptConf 2018: tickets on sale now!', 2026)).toBe('"ScriptConf 2018: tickets on sale now!"');
    const { section } = await import('./fixture');
    const cta = { ...section(2, 'cta', 'Admissions for the 2023 August intake are ongoing. Apply Now'), body: 'Admissions for the 2023 August intake are ongoing. Apply Now' };
    expect(hygieneFindings([cta], 2026).map((f) => f.issue)).toEqual(['stale_date']);
    expect(hygieneFindings([cta], 2023)).toEqual([]);
    expect(hygieneFindings([cta])).toEqual([]);
    const footer = { ...section(3, 'global', '© 2023 Everest Academy. Admissions 2023 open'), facts: [] };
    expect(hygieneFindings([footer], 2026)).toEqual([]);
  });
});
