import { describe, expect, it } from 'vitest';
import { buildAudit, relevantWinners } from '../../../lib/audit/build';
import { auditToJson, auditToMarkdown, mdText } from '../../../lib/audit/export';
import { parseAuditInput } from '../../../lib/audit/input';
import { sectionQueries, sectionQuery, MAX_QUERY_LENGTH } from '../../../lib/audit/query';
import { hit, landingWithFacts as landingInput, section } from './fixture';

describe('relevantWinners', () => {
  it('shows no card for a section without a telling fact, and leads with the tests that remove a deficit, from any kind of section', () => {
    const hits = [
      hit('Footer link test', 'winner', 0.9, { website_section: 'global' }),
      hit('Hero headline test', 'winner', 0.5),
      hit('Hero image test', 'winner', 0.7),
      hit('Static banner instead of a rotating carousel', 'winner', 0.3, { website_section: 'global' }),
    ];
    // Say nothing rather than something generic: no fact, no winning-test cards.
    expect(relevantWinners(hits, 'hero', 4)).toEqual([]);
    const carousel = { kind: 'carousel' as const, value: '3 slides, autoplay', evidence: 'div.slider with 3 slides' };
    const shown = relevantWinners(hits, 'hero', 4, [carousel]);
    // A rotating hero is observed whatever the section is called: the test that stops it comes from any kind of
    // section; tests that answer nothing in the block stay out, of its own kind or another.
    expect(shown.map((t) => t.title)).toEqual(['Static banner instead of a rotating carousel']);
    expect(shown[0]!.matched).toEqual([carousel]);
    expect(shown[0]!.fixes).toBe('carousel-autoplay');
  });

  it('shows one test from another kind of section for a deficit, then keeps to the section\'s own kind', () => {
    const carousel = { kind: 'carousel' as const, value: '3 slides, autoplay', evidence: 'div.slider with 3 slides' };
    const hits = [
      hit('Static banner instead of a rotating carousel', 'winner', 0.6, { website_section: 'global' }),
      hit('Carousel that waits for the visitor', 'winner', 0.5, { website_section: 'doors' }),
      hit('Pausing the slider on hover', 'winner', 0.3),
    ];
    expect(relevantWinners(hits, 'hero', 3, [carousel]).map((t) => t.title)).toEqual(['Pausing the slider on hover', 'Static banner instead of a rotating carousel']);
    // With nothing of its own kind, a card still shows what removes its deficit.
    expect(relevantWinners(hits.slice(0, 2), 'hero', 3, [carousel])).toHaveLength(2);
  });

  it('puts tests that remove a deficit first, and leaves out the section\'s own ideas that answer nothing in it', () => {
    const facts = [
      { kind: 'cta' as const, value: '1 button', evidence: 'buttons: Go' },
      { kind: 'form' as const, value: '9 fields, 5 required, phone field', evidence: 'fields: …' },
    ];
    const hits = [
      hit('Button copy test', 'winner', 0.9, { element_tested: 'CTA button' }),
      hit('Shorter form with fewer fields', 'winner', 0.4, { element_tested: 'Sign-up form' }),
      hit('Unrelated hero test', 'winner', 0.95),
    ];
    const shown = relevantWinners(hits, 'hero', 3, facts);
    // One ordinary button is no telling fact: a button-copy test answers it but is stock advice, like the hero test.
    expect(shown.map((t) => t.title)).toEqual(['Shorter form with fewer fields']);
    const generic = { ...facts[0]!, value: '1 button, generic copy' };
    expect(relevantWinners(hits, 'hero', 3, [generic, facts[1]!]).map((t) => t.title)).toEqual(['Shorter form with fewer fields', 'Button copy test']);
    expect(shown[0]!.fixes).toBe('form-length');
  });

  it('does not advise adding what the section already shows', () => {
    const testimonials = { kind: 'testimonials' as const, value: '3 quotes, with names, with photos', evidence: '"Great"' };
    const hits = [
      hit('Testimonials with customer photos and names', 'winner', 0.9, { website_section: 'trust', element_tested: 'Testimonial photos' }),
      hit('Testimonials with a concrete result instead of general praise', 'winner', 0.5, { website_section: 'trust', element_tested: 'Testimonial content' }),
    ];
    expect(relevantWinners(hits, 'trust', 3, [testimonials]).map((t) => t.title)).toEqual(['Testimonials with a concrete result instead of general praise']);
    const bare = { ...testimonials, value: '3 quotes, no names, no photos' };
    expect(relevantWinners(hits, 'trust', 3, [bare])[0]!.title).toBe('Testimonials with customer photos and names');
  });

  it('shows one record per test: the same title but for case, spacing or a trailing qualifier', () => {
    const bar = { kind: 'announcement_bar' as const, value: 'announcement bar', evidence: '"Free delivery"' };
    const hits = [
      hit('Announcement bar (retail)', 'winner', 0.6, { industry: 'Retail' }),
      hit('announcement  bar (fashion)', 'winner', 0.8, { industry: 'Fashion' }),
      hit('Announcement bar for (most) orders', 'winner', 0.5, { industry: 'Food' }),
      hit('Trust line in the announcement bar', 'winner', 0.4),
    ];
    expect(relevantWinners(hits, 'hero', 4, [bar]).map((t) => t.industry)).toEqual(['Fashion', 'Food', 'SaaS']);
  });

  it('leaves out losers and inconclusive tests and stops at the maximum', () => {
    const headline = { kind: 'headline' as const, value: '3 words, short, no numbers', evidence: '"Ship faster"' };
    const hits = [hit('A headline', 'loser', 0.9), hit('B headline', 'inconclusive', 0.9), hit('C headline', 'winner', 0.3), hit('D headline', 'winner', 0.2)];
    expect(relevantWinners(hits, 'hero', 1, [headline]).map((t) => t.title)).toEqual(['C headline']);
  });
});

describe('buildAudit', () => {
  const audit = buildAudit(landingInput());

  it('keeps sections in reading order with their own patterns, strongest first', () => {
    expect(audit.sections.map((s) => s.section.label)).toEqual(['global', 'hero', 'differentiation', 'global']);
    expect(audit.sections[1]?.patterns?.map((p) => p.psychological_principle)).toEqual(['Clarity', 'Novelty']);
    expect(audit.sections[0]?.patterns).toEqual([]);
  });

  it('shows only winning tests, most similar first, at most maxResults', () => {
    expect(audit.sections[1]?.tests?.map((t) => t.title)).toEqual(['Best headline', 'Clear headline']);
  });

  it('finds the missing trust block and the missing CTA after the hero, with their evidence', () => {
    const byId = Object.fromEntries(audit.findings!.filter((f) => f.kind !== 'fact').map((f) => [f.id, f]));
    expect(Object.keys(byId).sort()).toEqual(['missing_section:trust', 'no_cta_after_hero:cta']);
    expect(byId['missing_section:trust']?.evidence).toBe(10); // 7 + 3; the 2-test pattern is too thin
    expect(byId['missing_section:trust']?.rule).toBe('Rule for Social proof');
    expect(byId['no_cta_after_hero:cta']?.evidence).toBe(4);
    expect(audit.findings!.filter((f) => f.kind !== 'fact').map((f) => f.evidence)).toEqual([10, 4]);
  });

  it('does not report a CTA once one follows the hero', () => {
    const input = landingInput();
    input.sections.push(section(4, 'cta', 'Start your trial'));
    expect(buildAudit(input).findings!.some((f) => f.label === 'cta')).toBe(false);
  });

  it('flags answers from the demo catalogue', () => {
    expect(audit.demo).toBe(true);
    const input = landingInput();
    input.answers.tests['2'] = [hit('Real', 'winner', 0.5)];
    expect(buildAudit(input).demo).toBe(false);
  });

  it('flags a service known to serve the demo catalogue even when no hit came back', () => {
    const input = landingInput();
    input.answers.tests = { '0': [], '1': [], '2': [], '3': [] };
    expect(buildAudit(input).demo).toBe(false);
    expect(buildAudit({ ...input, service: { ...input.service, demo: true } }).demo).toBe(true);
    expect(buildAudit({ ...input, service: { ...input.service, demo: false } }).demo).toBe(false);
  });

  it('is incomplete while answers are missing', () => {
    const input = landingInput();
    delete input.answers.tests['2'];
    const partial = buildAudit(input);
    expect(partial.complete).toBe(false);
    expect(partial.sections[2]?.tests).toBeNull();
    expect(buildAudit({ ...input, answers: { ...input.answers, patterns: null } }).findings).toBeNull();
    expect(audit.complete).toBe(true);
  });
});

describe('saved audits', () => {
  it('rebuild the same audit from the exported JSON', () => {
    const audit = buildAudit(landingInput());
    const rebuilt = buildAudit(parseAuditInput(JSON.parse(auditToJson(audit))));
    expect(rebuilt).toEqual(audit);
  });

  it('keep what is known about the service, and read audits saved before it was', () => {
    const input = { ...landingInput(), service: { baseUrl: 'http://127.0.0.1:54321', demo: true } };
    expect(parseAuditInput(JSON.parse(auditToJson(buildAudit(input)))).service).toEqual({ baseUrl: 'http://127.0.0.1:54321', demo: true });
    const older = JSON.parse(auditToJson(buildAudit(landingInput())));
    older.service = { baseUrl: 'http://127.0.0.1:54321' };
    expect(parseAuditInput(older).service.demo).toBeUndefined();
  });

  it('refuse a file that is not a saved audit, saying where', () => {
    const broken = JSON.parse(auditToJson(buildAudit(landingInput())));
    broken.sections[1].label = 'banner';
    expect(() => parseAuditInput(broken)).toThrow(/sections\.1\.label/);
    expect(() => parseAuditInput({})).toThrow(/Not a saved Uplift Lens audit/);
  });
});

describe('Markdown export', () => {
  it('lists findings and every section with its tests and source links', () => {
    const audit = buildAudit(landingInput());
    const md = auditToMarkdown(audit);
    expect(md).toContain('## Other findings');
    expect(md).toContain('No trust block');
    // Each finding is said once: a top opportunity is not listed again under the other findings.
    const others = md.slice(md.indexOf('## Other findings'), md.indexOf('## Sections'));
    for (const f of audit.opportunities ?? []) expect(others).not.toContain(f.title);
    expect(md).toContain('10 winning tests');
    expect(md).toContain('### 2. hero');
    expect(md).toContain('**Best headline** (+15%, grade A)');
    expect(md).toContain('[source](https://example.org/test)');
    expect(md).toContain('demo data');
  });

  it('links a source whose scheme is in capitals, as the panel and the HTML report do', () => {
    const input = landingInput();
    input.answers.tests['1'] = [hit('Shouted headline link', 'winner', 0.9, { source_url: 'HTTPS://example.org/Caps' })];
    expect(auditToMarkdown(buildAudit(input))).toContain('[source](HTTPS://example.org/Caps)');
  });

  it('keeps untrusted text from becoming HTML or Markdown structure', () => {
    expect(mdText('<img src=x onerror=alert(1)> **bold** [x](javascript:1)')).toBe('\\<img src=x onerror=alert(1)\\> \\*\\*bold\\*\\* \\[x\\](javascript:1)');
    const input = landingInput();
    input.answers.tests['1'] = [hit('<script>alert(1)</script>', 'winner', 0.9, { source_url: 'javascript:alert(1)' })];
    const md = auditToMarkdown(buildAudit(input));
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('javascript:alert');
  });
});

describe('sectionQuery', () => {
  it('asks about the section kind in the catalogue words plus its heading only, bounded in length', () => {
    expect(sectionQuery({ label: 'trust', text: '  Loved by\n 10,000 teams ' })).toBe('testimonials reviews customer logos: Loved by');
    expect(sectionQuery({ label: 'hero', text: 'x'.repeat(1000) }).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(sectionQuery({ label: 'hero', text: '' })).toBe('hero headline banner image');
  });
  it('asks about the footer for a global block that signs off the site, about the menu otherwise', () => {
    expect(sectionQuery({ label: 'global', text: 'About\nJobs\n© 2026 Acme Ltd' })).toMatch(/^footer /);
    expect(sectionQuery({ label: 'global', text: 'Home\nPricing\nLog in' })).toMatch(/^navigation menu/);
  });
  it('sends no page text for a header or footer: its first line is a brand, a menu entry or an announcement', () => {
    expect(sectionQuery({ label: 'global', text: 'New: AI summaries for every thread\nHome\nPricing' })).toBe('navigation menu header footer links');
    expect(sectionQuery({ label: 'global', text: 'About\nJobs\n© 2026 Acme Ltd' })).toBe('footer links newsletter form contact details address');
  });
});

describe('sectionQueries', () => {
  it('asks first about the telling facts, in the catalogue words and without page text, then the label question', () => {
    const facts = [
      { kind: 'cta' as const, value: '1 button', evidence: 'buttons: Join Acme today' },
      { kind: 'carousel' as const, value: '3 slides, autoplay, dots', evidence: 'div.slider with 3 slides' },
    ];
    const qs = sectionQueries({ label: 'hero', text: 'Join Acme today', facts });
    // What the section lacks is asked first (the failed check's question), then what the fact raises.
    expect(qs[0]).toBe('static hero replacing an auto-rotating carousel');
    expect(qs).toContain('static hero image instead of rotating carousel slides');
    expect(qs).toContain('carousel autoplay slider rotation');
    expect(qs.some((q) => /button copy/.test(q))).toBe(false); // one ordinary button is not worth a question
    expect(qs[qs.length - 1]).toBe('hero headline banner image: Join Acme today');
    expect(qs.slice(0, -1).every((q) => !q.includes('Acme'))).toBe(true);
  });
});

describe('fact findings and top opportunities', () => {
  it('ground each finding in a fact, one per test idea, sorted by uplift × win rate × tests, at most five on top', () => {
    const input = landingInput();
    input.sections[1] = { ...input.sections[1]!, facts: [
      { kind: 'carousel', value: '3 slides, autoplay', evidence: 'div.slider with 3 slides' },
      { kind: 'cta', value: '4 equal', evidence: 'buttons: A, B, C, D' },
    ] };
    input.answers.tests['1'] = [
      hit('Static hero instead of a rotating carousel', 'winner', 0.6, { psychological_principle: 'Clarity' }),
      hit('One primary button instead of four equal ones', 'winner', 0.5, { psychological_principle: 'Novelty' }),
    ];
    const audit = buildAudit(input);
    const facts = audit.findings!.filter((f) => f.kind === 'fact');
    expect(facts.map((f) => f.fact?.kind)).toEqual(['carousel', 'cta']);
    expect(facts[0]!.title).toBe('Hero · Auto-rotating carousel of 3 slides → a static hero or a carousel that waits for the visitor won in 75% of 8 tests, median +8%');
    expect(facts[1]!.title).toMatch(/^Hero · 4 buttons of equal weight compete → one primary button, the others quieter won in 20% of 5 tests/);
    const values = audit.findings!.map((f) => f.expectedValue);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // Each top opportunity names a fact of this page: the missing trust block stays a finding.
    expect(audit.findings![0]!.kind).toBe('missing_section');
    // A fix that won in 20% of its tests stays a finding; it does not lead.
    expect(audit.opportunities).toEqual(facts.slice(0, 1));
  });

  it('lead with each deficit once: the same fix on two sections is one top opportunity, the larger gap first', () => {
    const input = landingInput();
    const carousel = (n: number) => ({ kind: 'carousel' as const, value: `${n} slides, autoplay`, evidence: `div.slider with ${n} slides` });
    input.sections[1] = { ...input.sections[1]!, facts: [carousel(3)] };
    input.sections[2] = { ...input.sections[2]!, facts: [carousel(6)] };
    // Section 2 is no hero: the test is one any carousel can take (a static hero is hero-only advice).
    input.answers.tests['1'] = [hit('Carousel that waits for the visitor instead of autoplay', 'winner', 0.6, { psychological_principle: 'Clarity' })];
    input.answers.tests['2'] = [hit('Carousel that waits for the visitor instead of autoplay', 'winner', 0.6, { psychological_principle: 'Clarity' })];
    const audit = buildAudit(input);
    const carouselFindings = audit.findings!.filter((f) => f.deficit === 'carousel-autoplay');
    expect(carouselFindings).toHaveLength(2);
    const leading = audit.opportunities!.filter((f) => f.deficit === 'carousel-autoplay');
    expect(leading).toEqual([carouselFindings[0]]);
    expect(new Set(audit.opportunities!.map((f) => f.deficit)).size).toBe(audit.opportunities!.length);
  });

  it('list a gap once per kind of block: two blocks of one kind with the same gap are one finding', () => {
    const input = landingInput();
    const carousel = (n: number) => ({ kind: 'carousel' as const, value: `${n} slides, autoplay`, evidence: `div.slider with ${n} slides` });
    input.sections[1] = { ...input.sections[1]!, label: 'differentiation', facts: [carousel(3)] };
    input.sections[2] = { ...input.sections[2]!, facts: [carousel(6)] };
    input.answers.tests['1'] = [hit('Carousel that waits for the visitor instead of autoplay', 'winner', 0.6, { psychological_principle: 'Clarity' })];
    input.answers.tests['2'] = [hit('Carousel that waits for the visitor instead of autoplay', 'winner', 0.6, { psychological_principle: 'Clarity' })];
    const carouselFindings = buildAudit(input).findings!.filter((f) => f.deficit === 'carousel-autoplay');
    expect(carouselFindings).toHaveLength(1);
    expect(carouselFindings[0]!.label).toBe('differentiation');
  });

  it('keep a footer newsletter box\'s copy out of the top opportunities, in the findings', () => {
    const input = landingInput();
    const newsletter = { kind: 'form' as const, value: '1 field, 1 required, for newsletter', evidence: 'fields (email): Email' };
    const hits = [hit('Newsletter form saying what subscribers receive', 'winner', 0.6, { psychological_principle: 'Clarity' })];
    input.sections[3] = { ...input.sections[3]!, facts: [newsletter] };
    input.answers.tests['3'] = hits;
    const footer = buildAudit(input);
    expect(footer.findings!.some((f) => f.deficit === 'form-reason')).toBe(true);
    expect(footer.opportunities!.some((f) => f.deficit === 'form-reason')).toBe(false);
    // The same box as the page's own call to action is one.
    input.sections[2] = { ...input.sections[2]!, label: 'cta', facts: [newsletter] };
    input.answers.tests['2'] = hits;
    input.sections[3] = { ...input.sections[3]!, facts: [] };
    expect(buildAudit(input).opportunities!.some((f) => f.deficit === 'form-reason')).toBe(true);
  });

  it('give no finding for a fact that passes its checks', () => {
    const input = landingInput();
    input.sections[1] = { ...input.sections[1]!, facts: [{ kind: 'cta', value: '1 primary of 2', evidence: 'buttons: A, B' }] };
    input.answers.tests['1'] = [hit('One primary button in the hero instead of three', 'winner', 0.6)];
    const audit = buildAudit(input);
    expect(audit.findings!.filter((f) => f.kind === 'fact')).toEqual([]);
    expect(audit.sections[1]!.checks.map((c) => [c.id, c.passed, c.title])).toEqual([
      ['cta-one-primary', true, 'One call to action stands out from the rest'],
      ['cta-specific-label', true, 'Button labels say what happens'],
    ]);
    expect(audit.sections[1]!.tests).toEqual([]);
    expect(audit.sections[1]!.general).toBe(true);
  });
});
