/**
 * Labels that differ only by a running number ("2019", "2020", "2021"; "CH'15", "CH'16"; "Volume 3",
 * "Volume 4"): an archive by year or edition, a way through past issues, not categories or features.
 */
export function numberedSeries(texts: readonly string[]): boolean {
  const numbered = texts.filter((t) => /\d/.test(t) && t.length <= 40);
  if (numbered.length < 3 || numbered.length < texts.length * 0.6) return false;
  const stems = new Map<string, Set<string>>();
  for (const t of numbered) {
    const stem = t.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
    const numbers = stems.get(stem) ?? new Set<string>();
    numbers.add(t.replace(/\D+/g, ' ').trim());
    stems.set(stem, numbers);
  }
  // Most labels share one stem and each carries its own number.
  let widest = 0;
  for (const numbers of stems.values()) widest = Math.max(widest, numbers.size);
  return widest >= 3 && widest >= texts.length * 0.6;
}
