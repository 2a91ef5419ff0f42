import type { AbTest } from '../../lib/knowledge/schemas';
import { demoCatalogue } from '../../server/catalogue/demo-catalogue';

/**
 * Prints the shape of the demo catalogue: records per idea (title-independent: section +
 * element + principle) and the spread of the (section, principle) patterns that get_patterns
 * returns with its default min_tests of 3.
 */
function quantiles(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * (s.length - 1)))]!;
  return `min ${q(0)}, p25 ${q(0.25)}, median ${q(0.5)}, p75 ${q(0.75)}, max ${q(1)}`;
}

export function catalogueStats(records: AbTest[]): Record<string, string | number> {
  const ideas = new Map<string, number>();
  for (const r of records) {
    const key = `${r.website_section}|${r.element_tested}`;
    ideas.set(key, (ideas.get(key) ?? 0) + 1);
  }
  const groups = new Map<string, AbTest[]>();
  for (const r of records) {
    if (!r.psychological_principle) continue;
    const key = `${r.website_section}|${r.psychological_principle}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const patterns = [...groups.values()].filter((g) => g.length >= 3);
  const winRates = patterns.map((g) => Math.round((100 * g.filter((r) => r.result === 'winner').length) / g.length));
  const counts = patterns.map((g) => g.length);
  return {
    records: records.length,
    'ideas (section+element)': ideas.size,
    'records per idea': quantiles([...ideas.values()]),
    'distinct titles': new Set(records.map((r) => r.title)).size,
    'distinct rules': new Set(records.map((r) => r.actionable_rule).filter(Boolean)).size,
    patterns: patterns.length,
    'pattern test_count': quantiles(counts),
    'distinct test_counts': new Set(counts).size,
    'pattern win rate %': quantiles(winRates),
    'distinct win rates': new Set(winRates).size,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(catalogueStats(demoCatalogue()));
