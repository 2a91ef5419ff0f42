import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AbTestSchema, PatternSchema, type Pattern } from '../../lib/knowledge/schemas';
import { SECTION_LABELS } from '../../lib/sections/labels';
import { startService, type RunningService } from '../helpers/service';

let service: RunningService;
beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service?.stop();
});

async function rpc<T>(name: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(`${service.baseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: service.anonKey, authorization: `Bearer ${service.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return schema.parse(JSON.parse(text));
}
const patterns = (body: Record<string, unknown>) => rpc('get_patterns', body, z.array(z.strictObject(PatternSchema.shape)));

/** The fill-in words of the v2 generator, whose rules told a crypto page what "the jacket delivers". */
const OLD_FILL_INS = [
  'jacket', 'sofa', 'project planner', 'city break', 'savings account', 'online course', 'vitamin bundle', 'meal kit',
  'monthly donation', 'consulting package', 'digital subscription', 'headphones', 'homeowners', 'travellers', 'savers',
  'learners', 'home cooks',
];

const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);

describe('get_patterns over the demo catalogue', () => {
  let all: Pattern[];
  beforeAll(async () => {
    all = await patterns({});
  });

  it('shows varied test counts, not one count for every pattern', () => {
    const counts = all.map((p) => p.test_count);
    expect(new Set(counts).size).toBeGreaterThanOrEqual(15);
    expect(spread(counts)).toBeGreaterThanOrEqual(30);
    for (const section of SECTION_LABELS) {
      const mine = all.filter((p) => p.website_section === section).map((p) => p.test_count);
      expect(mine.length, section).toBeGreaterThan(0);
    }
  });

  it('shows varied win rates, within and across sections', () => {
    const rates = all.map((p) => p.win_rate);
    expect(new Set(rates).size).toBeGreaterThanOrEqual(15);
    expect(spread(rates)).toBeGreaterThanOrEqual(0.4);
    const sectionsWithSpread = SECTION_LABELS.filter((s) => {
      const mine = all.filter((p) => p.website_section === s).map((p) => p.win_rate);
      return mine.length > 1 && spread(mine) >= 0.1;
    });
    expect(sectionsWithSpread.length).toBeGreaterThanOrEqual(6);
    expect(all.some((p) => p.loser_count > p.winner_count)).toBe(true);
  });

  it('never names another industry\'s product in a top rule', async () => {
    const everyPattern = await patterns({ min_tests: 1 });
    expect(everyPattern.length).toBeGreaterThan(all.length);
    const rules = everyPattern.flatMap((p) => p.top_rules);
    expect(rules.length).toBeGreaterThan(100);
    for (const rule of rules) {
      for (const word of OLD_FILL_INS) expect(rule.toLowerCase(), rule).not.toContain(word);
    }
  });

  it('serves each idea in several write-ups, not copies of one text with another industry in brackets', async () => {
    // A title may end with the page the test ran on, "(pricing page)": the write-up is what comes before.
    const writeUp = (title: string) => title.replace(/ \([a-z]+ page\)$/, '');
    for (const element of ['Hero carousel', 'Customer reviews', 'Pricing table', 'Sign-up form', 'Logo wall']) {
      const params = new URLSearchParams({ select: '*', element_tested: `eq.${element}` });
      const response = await fetch(`${service.baseUrl}/rest/v1/ab_tests?${params}`, { headers: { apikey: service.anonKey } });
      const list = z.array(AbTestSchema).parse(await response.json());
      expect(list.length, element).toBeGreaterThanOrEqual(10);
      expect(new Set(list.map((r) => writeUp(r.title))).size, element).toBeGreaterThanOrEqual(3);
      expect(new Set(list.map((r) => r.actionable_rule).filter(Boolean)).size, element).toBeGreaterThanOrEqual(3);
      for (const r of list) expect(r.title).not.toMatch(/\((fashion|saas|travel|nonprofit|education)/i);
    }
  });
});
