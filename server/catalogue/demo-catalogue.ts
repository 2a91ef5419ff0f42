import { DEMO_SOURCE_NAME } from '../../lib/knowledge/demo';
import type { AbTest } from '../../lib/knowledge/schemas';
import type { DemoIdea, Lesson } from './idea';
import { DEMO_IDEAS } from './ideas';
import { DEVICES, INDUSTRIES, PAGES_OF, type Device, type Industry } from './industries';
import { pick, prng, seedOf, uuidFrom } from './prng';

export { DEMO_IDEAS } from './ideas';

export const DEMO_CATALOGUE_SIZE = 1_600;
/** Bump when the generated records change, so that cached databases are rebuilt. */
export const DEMO_CATALOGUE_VERSION = 3;
/** Most records one idea gets: the head of the long tail. */
export const MAX_RECORDS_PER_IDEA = 40;

const DEVICE_WEIGHTS: [Device, number][] = [['desktop', 0.34], ['mobile', 0.34], ['all devices', 0.24], ['tablet', 0.08]];

function weighted<T>(random: () => number, items: [T, number][]): T {
  let roll = random() * items.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of items) if ((roll -= w) <= 0) return item;
  return items[items.length - 1]![0];
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/**
 * How many records each idea gets: a long tail over the ideas ordered by reach (ties broken by
 * a seeded shuffle), from MAX_RECORDS_PER_IDEA at the head down to 1, summing to `size`.
 */
export function recordsPerIdea(ideas: readonly DemoIdea[], size: number, seed: number): Map<string, number> {
  const random = prng(seed ^ 0x5eed);
  const order = ideas
    .map((idea) => ({ idea, score: (idea.reach ?? 2) + random() }))
    .sort((a, b) => b.score - a.score)
    .map((x) => x.idea);
  const n = order.length;
  if (size < n) throw new Error(`A demo catalogue of ${size} records cannot hold all ${n} ideas; ask for at least ${n}.`);
  // Exponential decay from the head: the decay length is searched so that the counts sum to about `size`.
  const countsFor = (decay: number) => order.map((_, r) => clamp(Math.round(MAX_RECORDS_PER_IDEA * Math.exp(-r / decay)), 1, MAX_RECORDS_PER_IDEA));
  let [lo, hi] = [0.1, n * 100];
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (countsFor(mid).reduce((s, c) => s + c, 0) < size) lo = mid;
    else hi = mid;
  }
  const counts = countsFor(hi);
  // Rounding leaves a few records over or under: take them from (or give them to) the middle of the tail.
  let diff = size - counts.reduce((s, c) => s + c, 0);
  for (let r = Math.floor(n / 4); diff !== 0; r = (r + 1) % n) {
    const step = Math.sign(diff);
    const next = counts[r]! + step;
    if (next >= 1 && next <= MAX_RECORDS_PER_IDEA) {
      counts[r] = next;
      diff -= step;
    }
  }
  return new Map(order.map((idea, r) => [idea.key, counts[r]!]));
}

/** An idea's own effects of device and page type on its win rate, stable whatever else changes. */
function effectsOf(idea: DemoIdea): { device: Map<Device, number>; page: Map<string, number> } {
  const random = prng(seedOf(idea.key));
  const device = new Map(DEVICES.map((d) => [d, (random() - 0.5) * 0.36] as const));
  const page = new Map(idea.pages.map((p) => [p, (random() - 0.5) * 0.3] as const));
  return { device, page };
}

/** Industries that run the idea and have at least one of its page types. */
function industriesOf(idea: DemoIdea): Industry[] {
  const named = idea.industries
    ? INDUSTRIES.filter((i) => idea.industries!.includes(i.name))
    : idea.fit ? INDUSTRIES.filter((i) => idea.fit!.includes(i.group)) : INDUSTRIES;
  return named.filter((i) => idea.pages.some((p) => PAGES_OF[i.group].includes(p)));
}

/** How a lesson says the change made no difference (it then belongs to inconclusive records). */
export const FLAT_LESSON = /no (measurable |clear )?difference|made no difference|changed nothing|did nothing|not move|could not show|no gain|neither helped nor hurt|flat result/i;

/**
 * The lesson a losing or inconclusive record carries: one that fits its result, else a lesson
 * made from the idea itself (what a flat result means, or that this version lost).
 */
function lessonFor(idea: DemoIdea, result: 'loser' | 'inconclusive', random: () => number): Lesson {
  const fitting = idea.lessons.filter(([insight]) => FLAT_LESSON.test(insight) === (result === 'inconclusive'));
  if (fitting.length) return pick(random, fitting);
  const [, rule] = pick(random, idea.lessons);
  const element = idea.element.charAt(0).toLowerCase() + idea.element.slice(1);
  const flat = [
    `No measurable difference from changing the ${element}: the effect, if any, was too small for this traffic.`,
    `The ${element} change neither helped nor hurt; the decision hinged on something else on the page.`,
    `Flat result for the ${element}: visitors behaved the same with both versions.`,
  ];
  return result === 'inconclusive' ? [pick(random, flat), rule] : [`This change to the ${element} lowered conversions, so the original stayed.`, rule];
}

function upliftOf(idea: DemoIdea, result: AbTest['result'], random: () => number, deviceEffect: number): number | null {
  if (random() < (result === 'inconclusive' ? 0.15 : 0.05)) return null;
  if (result === 'winner') return round1(Math.max(0.6, idea.uplift * (1 + deviceEffect) * Math.exp((random() - 0.5) * 1.3)));
  if (result === 'loser') return round1(-Math.max(0.4, idea.uplift * 0.55 * Math.exp((random() - 0.5) * 1.6)));
  return round1((random() + random() - 1) * 1.8);
}

/** Title of one record: sometimes with the page it ran on, as write-ups often name it, where an idea runs on several. */
function titleOf(base: string, idea: DemoIdea, page: string, random: () => number): string {
  return random() < 0.25 && idea.pages.length > 1 ? `${base} (${page} page)` : base;
}

function recordsOf(idea: DemoIdea, count: number, seed: number): AbTest[] {
  const random = prng(seed ^ seedOf(idea.key));
  const effects = effectsOf(idea);
  const industries = industriesOf(idea);
  const lose = idea.lose ?? 0.45;
  const records: AbTest[] = [];
  for (let j = 0; j < count; j++) {
    // Title, control and variation belong together; insight and rule come from any write-up.
    // The first write-up always appears, so an idea with one record still shows its usual name.
    const [title, control, variation] = idea.wordings[j % idea.wordings.length]!;
    const insight = pick(random, idea.wordings)[3];
    const rule = pick(random, idea.wordings)[4];
    const industry = pick(random, industries);
    const device = random() < 0.05 ? null : weighted(random, DEVICE_WEIGHTS);
    const page = pick(random, idea.pages.filter((p) => PAGES_OF[industry.group].includes(p)));
    const deviceEffect = device ? effects.device.get(device)! : 0;
    const pWin = clamp(idea.win + deviceEffect + effects.page.get(page)!, 0.02, 0.95);
    const roll = random();
    const result: AbTest['result'] = roll < pWin ? 'winner' : roll < pWin + (1 - pWin) * lose ? 'loser' : 'inconclusive';
    const won = result === 'winner';
    const lesson = won ? null : lessonFor(idea, result, random);
    records.push({
      id: uuidFrom(random),
      title: titleOf(title, idea, page, random),
      result,
      uplift_percent: upliftOf(idea, result, random, deviceEffect),
      website_section: idea.section,
      element_tested: idea.element,
      key_insight: random() < 0.03 ? null : lesson ? lesson[0] : insight,
      actionable_rule: random() < (won ? 0.04 : 0.2) ? null : lesson ? lesson[1] : rule,
      psychological_principle: random() < 0.02 ? null : idea.principle,
      control_description: control,
      variation_description: variation,
      brand: `${pick(random, industry.brands)} (fictional)`,
      industry: industry.name,
      page_type: page,
      source_name: DEMO_SOURCE_NAME,
      source_url: null,
      quality_grade: random() < 0.05 ? null : weighted(random, [['A', 0.2], ['B', 0.45], ['C', 0.35]] as const satisfies [AbTest['quality_grade'], number][]),
      device,
      sample_size: random() < 0.08 ? null : Math.round(Math.exp(Math.log(600) + random() * Math.log(800))),
    });
  }
  return records;
}

/**
 * The demo catalogue: `size` synthetic records over every idea of DEMO_IDEAS, a long tail of
 * records per idea, results that vary by idea, device and page type, and the lessons of losing
 * and flat runs on their own records. Deterministic for a given seed.
 */
export function demoCatalogue(size = DEMO_CATALOGUE_SIZE, seed = 20261123): AbTest[] {
  const counts = recordsPerIdea(DEMO_IDEAS, size, seed);
  const records = DEMO_IDEAS.flatMap((idea) => recordsOf(idea, counts.get(idea.key)!, seed));
  // Interleave the ideas so that the table's natural order is not grouped by idea.
  const random = prng(seed ^ 0x0dd);
  return records.map((r) => ({ r, k: random() })).sort((a, b) => a.k - b.k).map((x) => x.r);
}
