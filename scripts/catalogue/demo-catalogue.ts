import { DEMO_SOURCE_NAME } from '../../lib/knowledge/demo';
import type { AbTest } from '../../lib/knowledge/schemas';
import { DEMO_CONCEPTS, type DemoConcept } from './demo-concepts';

export const DEMO_CATALOGUE_SIZE = 1_600;
/** Bump when the generated records change, so that cached databases are rebuilt. */
export const DEMO_CATALOGUE_VERSION = 2;

interface Industry {
  name: string;
  item: string;
  people: string;
  brands: string[];
}

const INDUSTRIES: Industry[] = [
  { name: 'Fashion retail', item: 'jacket', people: 'shoppers', brands: ['Linden & Loom', 'Thread Harbour'] },
  { name: 'Home and furniture', item: 'sofa', people: 'homeowners', brands: ['Oakfield Living', 'Nestwell Home'] },
  { name: 'SaaS', item: 'project planner', people: 'teams', brands: ['Taskwise', 'Cloudmeadow'] },
  { name: 'Travel', item: 'city break', people: 'travellers', brands: ['Wayfarer Trips', 'Bluecoast Holidays'] },
  { name: 'Financial services', item: 'savings account', people: 'savers', brands: ['Harbour Mutual', 'Greenleaf Bank'] },
  { name: 'Education', item: 'online course', people: 'learners', brands: ['Brightpath Academy', 'Skillforge'] },
  { name: 'Health and wellness', item: 'vitamin bundle', people: 'customers', brands: ['Vitalroot', 'Calm Current'] },
  { name: 'Food and beverage', item: 'meal kit', people: 'home cooks', brands: ['Pantry Parade', 'Fresh Fork'] },
  { name: 'Nonprofit', item: 'monthly donation', people: 'supporters', brands: ['Open Shelter Fund', 'River Aid'] },
  { name: 'B2B services', item: 'consulting package', people: 'buyers', brands: ['Northgate Advisory', 'Keystone Partners'] },
  { name: 'Media and publishing', item: 'digital subscription', people: 'readers', brands: ['The Morning Ledger', 'Pagecraft Weekly'] },
  { name: 'Consumer electronics', item: 'headphones', people: 'shoppers', brands: ['Voltline', 'Echo Acoustics'] },
];

const DEVICES = ['desktop', 'mobile', 'all devices', 'tablet'];

/** mulberry32: a tiny deterministic PRNG, so that every run builds the same catalogue. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function fill(template: string, industry: Industry): string {
  return template.replaceAll('{item}', industry.item).replaceAll('{people}', industry.people);
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

function upliftFor(concept: DemoConcept, result: AbTest['result'], random: () => number): number | null {
  if (random() < 0.08) return null;
  const spread = 0.4 + random() * 1.2;
  if (result === 'winner') return round1(Math.max(0.5, concept.typicalUplift * spread));
  if (result === 'loser') return round1(-Math.max(0.5, concept.typicalUplift * 0.5 * spread));
  return round1((random() - 0.5) * 3);
}

/**
 * The demo catalogue: 1,600 synthetic records over every idea in `DEMO_CONCEPTS`, spread across
 * twelve industries, devices and page types, with nulls where the interface allows them.
 */
export function demoCatalogue(size = DEMO_CATALOGUE_SIZE, seed = 20261121): AbTest[] {
  const random = prng(seed);
  const records: AbTest[] = [];
  for (let i = 0; i < size; i++) {
    const concept = DEMO_CONCEPTS[i % DEMO_CONCEPTS.length]!;
    const round = Math.floor(i / DEMO_CONCEPTS.length);
    // 5 is coprime with 12: each idea meets every industry; wordings alternate every two rounds.
    const industry = INDUSTRIES[(round * 5 + (i % DEMO_CONCEPTS.length)) % INDUSTRIES.length]!;
    const [title, control, variation, insight, rule] = concept.wordings[Math.floor(round / 2) % 2]!;
    const roll = random();
    const result: AbTest['result'] =
      roll < concept.winRate ? 'winner' : roll < concept.winRate + (1 - concept.winRate) * 0.45 ? 'loser' : 'inconclusive';
    const device = random() < 0.05 ? null : pick(random, DEVICES);
    records.push({
      id: uuidFrom(random),
      title: `${fill(title, industry)} (${industry.name.toLowerCase()})`,
      result,
      uplift_percent: upliftFor(concept, result, random),
      website_section: concept.section,
      element_tested: concept.element,
      key_insight: random() < 0.03 ? null : fill(insight, industry),
      actionable_rule: result === 'winner' || random() < 0.5 ? fill(rule, industry) : null,
      psychological_principle: random() < 0.02 ? null : concept.principle,
      control_description: fill(control, industry),
      variation_description: fill(variation, industry),
      brand: `${pick(random, industry.brands)} (fictional)`,
      industry: industry.name,
      page_type: pick(random, concept.pageTypes),
      source_name: DEMO_SOURCE_NAME,
      source_url: null,
      quality_grade: random() < 0.05 ? null : pick(random, ['A', 'B', 'B', 'C'] as const),
      device,
      sample_size: random() < 0.1 ? null : Math.round(1_000 + random() * random() * 400_000),
    });
  }
  return records;
}
