import { describe, expect, it } from 'vitest';
import { hygieneFindings } from '../../../lib/audit/hygiene';
import type { SectionSummary } from '../../../lib/sections/types';
import type { SectionFact } from '../../../lib/facts/types';

const section = (index: number, label: SectionSummary['label'], text: string, facts: SectionFact[] = [], y = index * 600): SectionSummary => ({
  index, label, confidence: 0.9, evidence: [], text, rect: { x: 0, y, width: 1280, height: 500 }, selector: `#s${index}`, facts,
});
const issues = (s: SectionSummary[]) => hygieneFindings(s).map((f) => f.issue);

describe('hygieneFindings', () => {
  it('flags lorem ipsum once per page, quoting it', () => {
    const found = hygieneFindings([section(0, 'hero', 'Grow faster'), section(1, 'differentiation', 'Fast Lorem ipsum dolor sit amet, consectetur'), section(2, 'trust', 'Pellentesque habitant')]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ issue: 'placeholder', section: 1, kind: 'hygiene' });
    expect(found[0]!.title).toMatch(/2 sections: ".*Lorem ipsum/);
  });

  it('quotes placeholder text from where it starts, not from the tail of the words before it', () => {
    const [found] = hygieneFindings([section(0, 'hero', 'Start up Manage, Deploy. Lorem ipsum dolor sit amet, consectetur adipiscing elit')]);
    expect(found!.title).toMatch(/: "Lorem ipsum dolor/);
    const [note] = hygieneFindings([section(0, 'differentiation', 'A new age of web design This section is perfect for featuring some information about your application')]);
    expect(note!.title).toMatch(/: "This section is perfect for featuring/);
  });

  it('flags a call to action that goes nowhere, in the site chrome too, but not a link back to the top', () => {
    const cta = (value: string, label = 'Donate Now'): SectionFact => ({ kind: 'cta', value, evidence: `buttons: ${label}; leading nowhere: ${label}` });
    expect(issues([section(0, 'hero', 'Give', [cta('1 button, 1 leads nowhere')])])).toEqual(['dead_cta']);
    expect(issues([section(0, 'global', 'Menu', [cta('1 button, 1 leads nowhere')])])).toEqual(['dead_cta']);
    expect(issues([section(0, 'global', 'Footer', [cta('1 button, 1 leads nowhere', 'Back to top')])])).toEqual([]);
    expect(issues([section(0, 'hero', 'Give', [cta('1 button')])])).toEqual([]);
  });

  it('counts the dead buttons of the whole page in one finding, not only the first block\'s', () => {
    const found = hygieneFindings([
      section(0, 'hero', 'Give', [{ kind: 'cta', value: '1 button, 1 leads nowhere', evidence: 'buttons: Donate Now; leading nowhere: Donate Now' }]),
      section(1, 'cta', 'Volunteer', [{ kind: 'cta', value: '2 equal, 2 lead nowhere', evidence: 'buttons: Send Message, Join; leading nowhere: Send Message, Join' }]),
      section(2, 'global', 'Footer', [{ kind: 'cta', value: '1 button, 1 leads nowhere', evidence: 'buttons: Top; leading nowhere: Top' }]),
    ]).filter((f) => f.issue === 'dead_cta');
    expect(found).toHaveLength(1);
    expect(found[0]!.section).toBe(0);
    expect(found[0]!.title).toBe('3 calls to action go nowhere (leading nowhere: Donate Now, Send Message, Join)');
    // The footer's own dead "Subscribe" counts with them (stop 47).
    const withFooter = hygieneFindings([
      section(0, 'hero', 'Give', [{ kind: 'cta', value: '1 button, 1 leads nowhere', evidence: 'buttons: Donate Now; leading nowhere: Donate Now' }]),
      section(1, 'global', 'Footer', [{ kind: 'cta', value: '1 button, 1 leads nowhere', evidence: 'buttons: subscribe; leading nowhere: subscribe' }]),
    ]).filter((f) => f.issue === 'dead_cta');
    expect(withFooter[0]!.title).toBe('2 calls to action go nowhere (leading nowhere: Donate Now, subscribe)');
  });

  it('names the one label of look-alike card buttons that lead nowhere', () => {
    const [found] = hygieneFindings([
      section(0, 'differentiation', 'Features', [{ kind: 'cta', value: '4 alike, one per card, generic copy, 4 lead nowhere', evidence: '4 × "Learn more"; 4 leading nowhere' }]),
    ]).filter((f) => f.issue === 'dead_cta');
    expect(found!.title).toBe('4 calls to action go nowhere (leading nowhere: Learn more, …)');
  });

  it('finds generator Latin that skips the famous opening, and not one Latin-looking word in real copy', async () => {
    const { fillerAt, isPlaceholder } = await import('../../../lib/facts/placeholder');
    expect(isPlaceholder('Esse quasi labore aperiam, dolorem amet voluptas soluta asperiores nostrum')).toBe(true);
    expect(fillerAt('Our causes. Repellat magni reprehenderit dolorem.')).toBe(12);
    expect(isPlaceholder('Lorem ipsum dolor sit amet')).toBe(true);
    // One such word (a motto, a name) is not filler; nor is Spanish or Italian copy.
    expect(isPlaceholder('Carpe diem: voluptas in every cup')).toBe(false);
    expect(isPlaceholder('Disculpe las molestias: el inventore sapiente de la casa')).toBe(false);
  });

  it("finds a theme's numbered sample entries of a menu, and not steps or days numbered on purpose", async () => {
    const { fillerAt, isPlaceholder } = await import('../../../lib/facts/placeholder');
    expect(fillerAt('Home About Dropdown Deep Dropdown 1 Deep Dropdown 2 Deep Dropdown 3 Contact')).toBe(20);
    expect(isPlaceholder('Docs Link 1 Link 2 Link 3')).toBe(true);
    expect(isPlaceholder('Step 1 Sign up Step 2 Connect your bank Step 3 Relax')).toBe(false);
    expect(isPlaceholder('Day 1: arrival. Day 2: the lakes. Module 1 and Module 2 follow.')).toBe(false);
    expect(isPlaceholder('Unordered list item 1 Unordered list item 2 Ordered list item 1')).toBe(false);
  });

  it('quotes filler from a word\'s start, and asks nothing of quotes made of it', async () => {
    const body = 'Our patients say Voluptate velit esse quam nihil molestiae ipsa voluptatum quidem quae laudantium quisquam aperiam eaque';
    const [found] = hygieneFindings([{ ...section(0, 'trust', 'Our patients say', []), body }]).filter((f) => f.issue === 'placeholder');
    const first = /: "(\S+)/.exec(found!.title)![1]!;
    expect(body.split(' ')).toContain(first);
    const { sectionChecks } = await import('../../../lib/audit/deficits');
    const { pageContext } = await import('../../../lib/audit/context');
    const filler: SectionFact = { kind: 'testimonials', value: '3 quotes, no names, no photos, placeholder text', evidence: '"Lorem ipsum" — A' };
    expect(sectionChecks([filler], pageContext([]), { label: 'trust' }).filter((c) => !c.passed)).toEqual([]);
    // What filler cards already do still passes: no advice to add the icons they have.
    const icons: SectionFact = { kind: 'feature_grid', value: '3 features, with icons, placeholder text', evidence: '3 look-alike cards' };
    expect(sectionChecks([icons], pageContext([]), { label: 'differentiation' }).some((c) => c.passed)).toBe(true);
    expect(sectionChecks([{ ...filler, value: '3 quotes, no names, no photos' }], pageContext([]), { label: 'trust' }).length).toBeGreaterThan(0);
  });

  it('finds placeholder text in all of a block\'s words, not only its heading and first line', () => {
    const filler = { ...section(1, 'differentiation', 'What we do\nWe help families', []), body: 'What we do We help families Lorem ipsum dolor sit amet, consectetur adipiscing elit.' };
    const found = hygieneFindings([section(0, 'hero', 'Give today', []), filler]).filter((f) => f.issue === 'placeholder');
    expect(found.map((f) => f.section)).toEqual([1]);
  });

  it('flags repeated reviewer names, identical ratings and broken photos from the testimonials fact', () => {
    const t: SectionFact = { kind: 'testimonials', value: '3 quotes, with names, with photos, star rating, repeated names, identical ratings, 2 broken images', evidence: '"Great" — John Doe' };
    const found = hygieneFindings([section(0, 'trust', 'Reviews', [t])]);
    expect(found.map((f) => f.issue).sort()).toEqual(['broken_images', 'repeated_reviews']);
    expect(found.find((f) => f.issue === 'repeated_reviews')!.title).toMatch(/same reviewer name.*same rating/);
  });

  it('flags identical ratings alone only on many reviews, not on a few chosen quotes', () => {
    const rated = (value: string): SectionFact => ({ kind: 'testimonials', value, evidence: '"Great care" — Rahul M.' });
    expect(issues([section(0, 'trust', 'Reviews', [rated('3 quotes, with names, star rating, identical ratings')])])).toEqual([]);
    expect(issues([section(0, 'trust', 'Reviews', [rated('8 quotes, with names, star rating, identical ratings')])])).toEqual(['repeated_reviews']);
  });

  it('flags counters stuck at zero but not a stats band with figures', () => {
    expect(issues([section(0, 'trust', '0k Happy People 0+ Surgeries Completed 0+ Expert Doctors 0 Worldwide Branches')])).toEqual(['zero_counters']);
    expect(issues([section(0, 'trust', '18 Years of Experience 1,460 Active Volunteers 92 Countries 0 Complaints')])).toEqual([]);
    // Counters printed outside the block's heading and first line are read in its words.
    expect(issues([{ ...section(0, 'trust', 'Our numbers'), body: 'Our numbers 0 Happy People 0 Surgeries Completed 0 Expert Doctors 0 Worldwide Branches' }])).toEqual(['zero_counters']);
  });

  it('flags an offer to buy with no price anywhere, and not when a price shows', () => {
    const buy: SectionFact = { kind: 'cta', value: '1 button', evidence: 'buttons: Enroll now' };
    expect(issues([section(0, 'hero', 'Learn to code', [buy])])).toEqual(['no_price']);
    expect(issues([section(0, 'hero', 'Learn to code', [buy]), section(1, 'cta', 'Only $49')])).toEqual([]);
    // "Anywhere on the page": a price in a card's copy, or a token's exchange rate in a tab's panel, is one.
    expect(issues([section(0, 'hero', 'Learn to code', [buy]), { ...section(1, 'cta', 'Tuition'), body: 'Tuition The full course is $49 a month' }])).toEqual([]);
    expect(issues([section(0, 'hero', 'Learn to code', [buy]), { ...section(1, 'trust', 'Token'), body: 'Token Exchange 1 BTC = 2200 KP, 1 ETH = 825 KP' }])).toEqual([]);
    // "Check out" a project is an invitation to look, not to pay.
    const look: SectionFact = { kind: 'cta', value: '2 equal', evidence: 'buttons: Learn about Projects, Check out PSLab.io' };
    expect(issues([section(0, 'hero', 'Open source for everyone', [look])])).toEqual([]);
  });

  it('flags a trust seal far from the form where the visitor commits', () => {
    const seal: SectionFact = { kind: 'security_badges', value: 'payment logos', evidence: 'badges: visa, paypal' };
    const form: SectionFact = { kind: 'form', value: '3 fields, 0 required, for order', evidence: 'fields' };
    expect(issues([section(0, 'cta', 'Order', [form], 0), section(1, 'global', 'Footer', [seal], 4000)])).toEqual(['distant_seal']);
    expect(issues([section(0, 'cta', 'Order', [form], 0), section(1, 'trust', 'Safe', [seal], 600)])).toEqual([]);
    // Quality labels vouch for the product wherever it is shown.
    const labels: SectionFact = { kind: 'security_badges', value: 'certification labels', evidence: 'labels: vegan label' };
    expect(issues([section(0, 'cta', 'Order', [form], 0), section(1, 'global', 'Footer', [labels], 4000)])).toEqual([]);
  });

  it('orders findings by how much they cost', () => {
    const found = hygieneFindings([section(0, 'hero', 'Lorem ipsum', [{ kind: 'cta', value: '1 button, 1 leads nowhere', evidence: 'buttons: Go' }])]);
    expect(found.map((f) => f.issue)).toEqual(['dead_cta', 'placeholder']);
  });
});
