import { describe, expect, it } from 'vitest';
import { DEMO_SOURCE_NAME } from '../../../lib/knowledge/demo';
import { AbTestStrictSchema, type AbTest } from '../../../lib/knowledge/schemas';
import { SECTION_LABELS } from '../../../lib/sections/labels';
import { DEMO_CATALOGUE_SIZE, DEMO_IDEAS, demoCatalogue, FLAT_LESSON, MAX_RECORDS_PER_IDEA, recordsPerIdea } from '../../../server/catalogue/demo-catalogue';
import { FACT_FAMILIES } from '../../../server/catalogue/facts';
import { INDUSTRIES, PAGES_OF } from '../../../server/catalogue/industries';

const records = demoCatalogue();
/** Records of each idea: section and element tested identify it. */
const ideaOf = (r: AbTest) => DEMO_IDEAS.find((i) => i.section === r.website_section && i.element === r.element_tested)!;
const byIdea = new Map(DEMO_IDEAS.map((i) => [i.key, records.filter((r) => ideaOf(r) === i)]));
const winRate = (list: AbTest[]) => list.filter((r) => r.result === 'winner').length / list.length;

/** The fill-in words of the v2 generator: a rule carrying one of them named another industry's product. */
const OLD_FILL_INS = [
  'jacket', 'sofa', 'project planner', 'city break', 'savings account', 'online course', 'vitamin bundle', 'meal kit',
  'monthly donation', 'consulting package', 'digital subscription', 'headphones', 'homeowners', 'travellers', 'savers',
  'learners', 'home cooks',
];

describe('the demo catalogue v3', () => {
  it('holds exactly 1,600 valid records, all marked as synthetic, with unique ids', () => {
    expect(records).toHaveLength(DEMO_CATALOGUE_SIZE);
    for (const r of records) AbTestStrictSchema.parse(r);
    expect(records.every((r) => r.source_name === DEMO_SOURCE_NAME && r.brand?.endsWith('(fictional)'))).toBe(true);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    for (const r of records) expect(r.title.length).toBeLessThanOrEqual(500);
  });

  it('is deterministic for a seed and different for another seed', () => {
    expect(demoCatalogue()).toEqual(records);
    expect(demoCatalogue(DEMO_CATALOGUE_SIZE, 7).map((r) => r.id)).not.toEqual(records.map((r) => r.id));
  });

  it('has at least 150 ideas with unique keys, at least 12 in every section, and one element per idea within a section', () => {
    expect(DEMO_IDEAS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(DEMO_IDEAS.map((i) => i.key)).size).toBe(DEMO_IDEAS.length);
    expect(new Set(DEMO_IDEAS.map((i) => `${i.section}|${i.element}`)).size).toBe(DEMO_IDEAS.length);
    for (const section of SECTION_LABELS) expect(DEMO_IDEAS.filter((i) => i.section === section).length, section).toBeGreaterThanOrEqual(12);
  });

  it('writes every idea up at least three independent times, and gives losing runs lessons of their own', () => {
    for (const idea of DEMO_IDEAS) {
      expect(idea.wordings.length, idea.key).toBeGreaterThanOrEqual(3);
      for (const field of [0, 1, 2, 3, 4]) {
        const texts = idea.wordings.map((w) => w[field]!);
        expect(new Set(texts).size, `${idea.key} field ${field}`).toBe(texts.length);
        for (const t of texts) expect(t.trim().length, idea.key).toBeGreaterThan(3);
      }
      expect(idea.lessons.length, idea.key).toBeGreaterThanOrEqual(1);
      const winnerTexts = new Set(idea.wordings.flatMap((w) => [w[3], w[4]]));
      for (const lesson of idea.lessons) for (const text of lesson) expect(winnerTexts.has(text), idea.key).toBe(false);
    }
  });

  it('covers every section fact of the audit with at least two ideas', () => {
    for (const fact of FACT_FAMILIES) {
      const ideas = DEMO_IDEAS.filter((i) => i.facts.includes(fact));
      expect(ideas.length, fact).toBeGreaterThanOrEqual(2);
    }
  });

  it('answers the kinds of question users ask: choice overload, value proposition, urgency, reassurance at payment, routing', () => {
    const withPrinciple = (p: string) => DEMO_IDEAS.filter((i) => i.principle === p).length;
    expect(withPrinciple('Choice overload')).toBeGreaterThanOrEqual(2);
    expect(withPrinciple('Value proposition clarity')).toBeGreaterThanOrEqual(2);
    expect(withPrinciple('Urgency')).toBeGreaterThanOrEqual(2);
    expect(DEMO_IDEAS.filter((i) => i.facts.includes('persona-entry')).length).toBeGreaterThanOrEqual(3);
    const payment = DEMO_IDEAS.filter((i) => i.pages.includes('checkout') && i.facts.some((f) => f === 'security-badges' || f === 'guarantee'));
    expect(payment.length).toBeGreaterThanOrEqual(3);
  });

  it('has no industry fill-in words in titles, insights or rules', () => {
    const words = [...OLD_FILL_INS, ...INDUSTRIES.map((i) => i.name.toLowerCase())];
    const offending = records
      .flatMap((r) => [r.title, r.key_insight, r.actionable_rule])
      .filter((text): text is string => text !== null)
      .filter((text) => /[{}]/.test(text) || words.some((w) => text.toLowerCase().includes(w)));
    expect(offending).toEqual([]);
  });

  it('spreads records over ideas as a long tail from 1 to about 40', () => {
    const counts = [...byIdea.values()].map((l) => l.length);
    expect(counts.every((c) => c >= 1 && c <= MAX_RECORDS_PER_IDEA)).toBe(true);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(35);
    expect(counts.filter((c) => c <= 3).length).toBeGreaterThanOrEqual(20);
    expect(counts.filter((c) => c >= 25).length).toBeGreaterThanOrEqual(10);
    expect(new Set(counts).size).toBeGreaterThanOrEqual(20);
    // Every idea shows its first write-up, even with a single record.
    for (const idea of DEMO_IDEAS) expect(byIdea.get(idea.key)!.some((r) => r.title.startsWith(idea.wordings[0]![0])), idea.key).toBe(true);
    const planned = recordsPerIdea(DEMO_IDEAS, DEMO_CATALOGUE_SIZE, 20261123);
    for (const idea of DEMO_IDEAS) expect(byIdea.get(idea.key)!.length, idea.key).toBe(planned.get(idea.key));
  });

  it('gives ideas different win rates, some mostly losing or flat, varying by device and page type', () => {
    const big = DEMO_IDEAS.filter((i) => byIdea.get(i.key)!.length >= 10);
    const rates = big.map((i) => winRate(byIdea.get(i.key)!));
    expect(Math.max(...rates) - Math.min(...rates)).toBeGreaterThanOrEqual(0.4);
    expect(rates.filter((r) => r < 0.4).length).toBeGreaterThanOrEqual(3);
    let variesByDevice = 0;
    let variesByPage = 0;
    for (const idea of big) {
      const list = byIdea.get(idea.key)!;
      const rateBy = (key: (r: AbTest) => string | null) => {
        const groups = new Map<string, AbTest[]>();
        for (const r of list) groups.set(String(key(r)), [...(groups.get(String(key(r))) ?? []), r]);
        return new Set([...groups.values()].filter((g) => g.length >= 3).map((g) => winRate(g).toFixed(2))).size;
      };
      if (rateBy((r) => r.device) > 1) variesByDevice++;
      if (rateBy((r) => r.page_type) > 1) variesByPage++;
    }
    expect(variesByDevice).toBeGreaterThanOrEqual(big.length / 2);
    expect(variesByPage).toBeGreaterThanOrEqual(big.length / 3);
  });

  it('signs uplifts by result: winners positive, losers negative, inconclusive near zero, some unknown', () => {
    for (const r of records) {
      if (r.uplift_percent === null) continue;
      if (r.result === 'winner') expect(r.uplift_percent).toBeGreaterThan(0);
      if (r.result === 'loser') expect(r.uplift_percent).toBeLessThan(0);
      if (r.result === 'inconclusive') expect(Math.abs(r.uplift_percent)).toBeLessThanOrEqual(2);
    }
    expect(records.filter((r) => r.uplift_percent === null).length).toBeGreaterThan(10);
    expect(records.filter((r) => (r.uplift_percent ?? 0) > 20).length).toBeGreaterThan(10);
    expect(records.filter((r) => (r.uplift_percent ?? 0) < -5).length).toBeGreaterThan(10);
    for (const result of ['winner', 'loser', 'inconclusive'] as const) expect(records.filter((r) => r.result === result).length).toBeGreaterThan(150);
  });

  it('tells losers what losing taught and inconclusive runs what a flat result means', () => {
    const flat = FLAT_LESSON;
    for (const r of records) {
      if (!r.key_insight) continue;
      if (r.result === 'loser') expect(r.key_insight).not.toMatch(flat);
      if (r.result === 'inconclusive') expect(r.key_insight).toMatch(flat);
    }
  });

  it('gives losing and flat runs the idea\'s lessons, never the winners\' text', () => {
    for (const idea of DEMO_IDEAS) {
      const winnerInsights = new Set(idea.wordings.map((w) => w[3]));
      const winnerRules = new Set(idea.wordings.map((w) => w[4]));
      for (const r of byIdea.get(idea.key)!) {
        if (r.result === 'winner') continue;
        if (r.key_insight) expect(winnerInsights.has(r.key_insight), idea.key).toBe(false);
        if (r.actionable_rule) expect(winnerRules.has(r.actionable_rule), idea.key).toBe(false);
      }
    }
  });

  it('varies industries, devices, page types, grades and sample sizes within the allowed values, and fits each idea\'s industries', () => {
    expect(new Set(records.map((r) => r.industry))).toEqual(new Set(INDUSTRIES.map((i) => i.name)));
    expect(new Set(records.map((r) => r.device))).toEqual(new Set(['desktop', 'mobile', 'all devices', 'tablet', null]));
    expect(new Set(records.map((r) => r.quality_grade))).toEqual(new Set(['A', 'B', 'C', null]));
    expect(new Set(records.map((r) => r.page_type)).size).toBeGreaterThanOrEqual(10);
    const sizes = records.map((r) => r.sample_size).filter((s): s is number => s !== null);
    expect(Math.min(...sizes)).toBeLessThan(2_000);
    expect(Math.max(...sizes)).toBeGreaterThan(100_000);
    for (const r of records) {
      const group = INDUSTRIES.find((i) => i.name === r.industry)!.group;
      expect(PAGES_OF[group], `${r.page_type} page in ${r.industry}`).toContain(r.page_type);
    }
    for (const idea of DEMO_IDEAS) {
      if (!idea.fit && !idea.industries) continue;
      const allowed = new Set(INDUSTRIES.filter((i) => (idea.industries ? idea.industries.includes(i.name) : idea.fit!.includes(i.group))).map((i) => i.name));
      expect(allowed.size, idea.key).toBeGreaterThan(0);
      for (const r of byIdea.get(idea.key)!) expect(allowed.has(r.industry!), `${idea.key} in ${r.industry}`).toBe(true);
    }
  });
});
