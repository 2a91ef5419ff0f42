import { describe, expect, it } from 'vitest';
import { pageContext, unmetPrecondition } from '../../../lib/audit/context';
import { sectionChecks } from '../../../lib/audit/deficits';
import { findMissing } from '../../../lib/audit/findings';
import { sublineOf } from '../../../lib/audit/page-reading';
import type { SectionFact } from '../../../lib/facts/types';
import { pattern, section } from './fixture';

// Stop 45: what four reviewers rated redundant or wrong on six open-source project pages (h5bp, hydra, mdl-android,
// milligram, spectre, tether), each as a general rule with a control that must still give the advice.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });

describe('a brand name over its tagline', () => {
  const headline = fact('headline', '1 word, short, no numbers', '"Hydra"');
  // The section's text lists its headings first: the block's other heading comes between the name and its tagline.
  const text = 'Hydra\nFeatured projects\nA framework for elegantly configuring complex applications\nGet Started';
  const says = (words: string) => sectionChecks([headline], pageContext([]), { label: 'hero', text, words }).find((c) => c.id === 'headline-says-what')?.passed;

  it('is read with the tagline that follows it in reading order, wherever the text lists it', () => {
    expect(sublineOf(text, '"Hydra"', 'Hydra A framework for elegantly configuring complex applications Get Started Featured projects')).toBe('A framework for elegantly configuring complex applications');
    expect(says('Hydra A framework for elegantly configuring complex applications Get Started Featured projects Built with Hydra')).toBe(true);
  });

  it('a name followed by a button and other blocks\' titles still lacks what it offers', () => {
    expect(says('Hydra Get Started Featured projects Built with Hydra A framework for elegantly configuring complex applications')).toBe(false);
    expect(sublineOf(text, '"Hydra"')).toBeNull();
  });
});

describe('a sticky bar that carries only tools', () => {
  it('is no call to action in view: features with no button after them are told so; a sticky "Get started" is one', () => {
    const grid = [fact('feature_grid', '3 features')];
    const features = { facts: grid, text: 'Features' };
    const bar = (buttons: string) => ({ facts: [fact('cta', '1 button, outlined', `buttons: ${buttons}`), fact('sticky_header', 'sticky header')], text: 'Docs Blog' });
    const passed = (buttons: string) => sectionChecks(grid, pageContext([bar(buttons), features]), { label: 'differentiation', text: 'Features' }).find((c) => c.id === 'features-no-button')?.passed;
    expect(passed('Search')).toBe(false);
    expect(passed('Get started')).toBe(true);
  });
});

describe('buttons whose paint is not known, or set on cards of their own', () => {
  it('a lone button of unknown style is neither "not filled" nor "filled and standing out"', () => {
    const check = (value: string) => sectionChecks([fact('cta', value, 'buttons: Getting Started')], pageContext([]), { label: 'hero', text: 'Hero' }).find((c) => c.id === 'cta-filled');
    expect(check('1 button, style unknown')).toBeUndefined();
    expect(check('1 button, hidden at this width')).toBeUndefined();
    expect(check('1 button, text link')).toBeUndefined();
    expect(check('1 button, not filled')?.passed).toBe(false);
  });

  it('equal buttons one per card are parallel ways, not competing asks', () => {
    const failed = (value: string) => sectionChecks([fact('cta', value, 'buttons: Donate, Sponsor')], pageContext([]), { label: 'cta', text: 'Support' }).find((c) => c.id === 'cta-one-primary')?.passed;
    expect(failed('2 equal, one per card')).toBeUndefined();
    expect(failed('2 equal')).toBe(false);
  });
});

describe('proof and licences said in words', () => {
  const patterns = [{ ...pattern('trust', 'Social proof', 10, 8), top_rules: ['Lead your proof with your most impressive honest number.'] }];
  const ids = (hero: string, next: string) => findMissing([section(0, 'hero', hero), section(1, 'resources', next)], patterns).map((f) => f.id);

  it('a showcase of who uses the product is its proof: no trust block is missing', () => {
    expect(ids('Dashboards for teams\nStart trial', 'Who’s using Acme\nAirform\nThe Node.js Foundation')).not.toContain('missing_section:trust');
    expect(ids('Dashboards for teams\nStart trial', 'Docs\nGuides')).toContain('missing_section:trust');
  });

  it('a page licensed under a free licence is an open-source project', () => {
    expect(pageContext([{ facts: [], text: 'Kestrel', body: 'Designed by Ana. Licensed under the MIT License.' }]).openSource).toBe(true);
    expect(pageContext([{ facts: [], text: 'Kestrel', body: 'Designed by Ana. All rights reserved.' }]).openSource).toBe(false);
  });
});

describe('logos met in the next scroll', () => {
  it('a wall second after the hero is at the opening already; one further down is not', async () => {
    const { buildAudit } = await import('../../../lib/audit/build');
    const { landingInput } = await import('./fixture');
    const wall = fact('logo_wall', '6 logos', 'logos: Acme, Globex, Initech, Umbrella, …');
    const earlyAt = (at: number) => {
      const input = landingInput();
      const labels = ['global', 'hero', 'differentiation', 'product_demo', 'resources', 'global'] as const;
      input.sections = labels.map((label, i) => ({ ...section(i, label, label), rect: { x: 0, y: i * 1000, width: 1280, height: 1000 } }));
      input.sections[at] = { ...input.sections[at]!, label: 'trust', facts: [wall] };
      input.answers.tests = {};
      return buildAudit(input).sections[at]!.checks.find((c) => c.id === 'logos-early')?.passed;
    };
    expect(earlyAt(3)).toBe(true);
    // Further down, the customers' wall is checked and fails: moving it up is the advice (stop 47).
    expect(earlyAt(4)).toBe(false);
  });
});

describe('tile-order tests', () => {
  it('are a shop\'s: a brand\'s device tiles, set in an order of their own, are not told to reorder by popularity', () => {
    const tiles = [fact('category_tiles', '5 tiles, with images')];
    const brand = pageContext([{ facts: tiles, text: 'Powering screens of all sizes' }]);
    const shop = { ...brand, listing: true };
    for (const title of ['Ordering category tiles by popularity', 'Gift finder by occasion']) {
      expect(unmetPrecondition(title, brand, { facts: tiles, text: 'Screens' }, title)).toBe('shop-ways-in');
      expect(unmetPrecondition(title, shop, { facts: tiles, text: 'Shop by room' }, title)).toBeNull();
    }
  });
});

describe('form and icon tests need what they change', () => {
  it('labelling optional fields needs an optional field; icons beside each feature need a grid of features; six tiles instead of eighteen needs more than six', () => {
    const optional = 'Marking optional fields instead of required ones';
    const form = (value: string) => ({ facts: [fact('form', value)], text: 'Contact us' });
    expect(unmetPrecondition(optional, pageContext([]), form('6 fields, 6 required, for contact'), optional)).toBe('marks-required');
    expect(unmetPrecondition(optional, pageContext([]), form('7 fields, 6 required, for booking'), optional)).toBeNull();
    const icons = 'Icons beside each feature in the grid';
    expect(unmetPrecondition(icons, pageContext([]), { facts: [fact('numbered_steps', '3 steps')], text: 'How it works' }, icons)).toBe('icons-need-features');
    expect(unmetPrecondition(icons, pageContext([]), { facts: [fact('feature_grid', '3 features, text only')], text: 'Features' }, icons)).toBeNull();
    const fewer = 'Six category tiles instead of eighteen';
    const tiles = (n: number) => ({ facts: [fact('category_tiles', `${n} tiles, with images`)], text: 'Shop by room' });
    const shop = { ...pageContext([]), listing: true };
    expect(unmetPrecondition(fewer, shop, tiles(5), fewer)).toBe('tiles-to-cut');
    expect(unmetPrecondition(fewer, shop, tiles(12), fewer)).toBeNull();
  });
});

describe('feature copy that names each outcome', () => {
  it('"ensuring…", "never miss…", "easier to…" tell the reader what they get: "so that…" copy is not advised', () => {
    const grid = [fact('feature_grid', '4 features, with icons')];
    const passed = (words: string) => sectionChecks(grid, pageContext([]), { label: 'differentiation', text: 'Our aims', words }).find((c) => c.id === 'features-outcomes')?.passed;
    expect(passed('Education Ensuring every child has access to school. Nourishment Ensuring no one goes hungry. Water Ensuring access to safe water. Shelter Never miss a night indoors, easier to plan a life.')).toBe(true);
    expect(passed('Education Schools in four districts. Nourishment Meals in 12 villages. Water 30 wells. Shelter Homes for 200 families.')).toBeUndefined();
  });
});

describe('a token sale or an event dated to a past year', () => {
  it('is an offer shown as current; a founding year is not', async () => {
    const { staleSentence } = await import('../../../lib/audit/hygiene');
    expect(staleSentence('ICO terms. Presale starts on Apr 8 2021 (9:00am GMT).', 2026)).toMatch(/Presale starts on Apr 8 2021/);
    expect(staleSentence('Founded in 2021, we start every project with a call.', 2026)).toBeNull();
    expect(staleSentence('Recent Updates. Upcoming Event 15/09/2022 Food, flavour so good.', 2026)).toMatch(/Upcoming Event 15\/09\/2022/);
    expect(staleSentence('Upcoming Event 15/09/2027: tasting night.', 2026)).toBeNull();
    // A block titled for what it offers dates each of its cards; the same card under a news title does not offer.
    expect(staleSentence('Our Course see all. Apply now 02-14-2018 Humanities Programming.', 2026, 'Our Course')).toMatch(/Apply now 02-14-2018/);
    expect(staleSentence('Apply now 02-14-2018 Humanities Programming.', 2026, 'Latest News')).toBeNull();
  });
});

describe('filler from other lorem generators', () => {
  it('"Viderer malorum sadipscing…" and "tincidunt ullamcorper…" are placeholder text; one Latin word in copy is not', async () => {
    const { isPlaceholder } = await import('../../../lib/facts/placeholder');
    expect(isPlaceholder('Live Tracking Viderer malorum sadipscing cum ei. Eu impetus perfecto sit, no sea labore detraxit.')).toBe(true);
    expect(isPlaceholder('Share your music. Iaculis ac volutpat vis non enim gravida nisi faucibus posuere arcu consequat')).toBe(true);
    expect(isPlaceholder('Our venue, the Malorum Hall, seats 400 guests for your wedding.')).toBe(false);
  });
});

describe('speakers shown with photos, names and roles', () => {
  it('make "speaker photos with names and roles" advice to do what the section does; a team without photos is told', async () => {
    const { redundantFor } = await import('../../../lib/audit/deficits');
    const title = 'Speaker photos with names and roles on the event page';
    const checks = (value: string) => sectionChecks([fact('team', value)], pageContext([]), { label: 'differentiation', text: 'Speakers' });
    expect(redundantFor(title, checks('8 people, names and roles, with photos'))?.id).toBe('team-photos');
    expect(redundantFor(title, checks('8 people, names and roles, no photos'))).toBeNull();
  });
});
