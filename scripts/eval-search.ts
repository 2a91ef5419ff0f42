/**
 * npm run eval:search -- [--set project|fresh|multilingual] [--split test|tune|all] [--json]
 * Scores semantic (hybrid), keyword (search_tests) and pure-vector search on natural questions
 * against the real local service: the project set (test/integration/search-questions.ts), the
 * fresh set written blind for issue 8 (test/integration/search-questions-fresh.ts) or the
 * multilingual set of issue 22 (test/integration/search-questions-multilingual.ts), scored per
 * language.
 * The held-out test split prints only the aggregate figures, never which questions failed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from '../server/db/open-database';
import { providerFromEnv } from '../server/embeddings/provider-from-env';
import { startService } from '../test/helpers/service';
import { SEARCH_QUESTIONS, type SearchQuestion } from '../test/integration/search-questions';
import { FRESH_SEARCH_QUESTIONS } from '../test/integration/search-questions-fresh';
import { MULTILINGUAL_SEARCH_QUESTIONS } from '../test/integration/search-questions-multilingual';
import { evaluate, keywordRanker, semanticRanker, type ModeResult } from './search-eval/run-eval';
import { vectorRanker } from './search-eval/vector-ranker';

const USAGE = 'Usage: npm run eval:search -- [--set project|fresh|multilingual] [--split test|tune|all] [--json]';
const SETS: Record<'project' | 'fresh' | 'multilingual', (SearchQuestion & { lang?: string })[]> = {
  project: SEARCH_QUESTIONS,
  fresh: FRESH_SEARCH_QUESTIONS,
  multilingual: MULTILINGUAL_SEARCH_QUESTIONS,
};
const FlagsSchema = z.object({
  set: z
    .enum(['project', 'fresh', 'multilingual'], { error: '--set must be project (search-questions.ts), fresh (search-questions-fresh.ts) or multilingual (search-questions-multilingual.ts)' })
    .default('project'),
  split: z.enum(['test', 'tune', 'all'], { error: '--split must be test, tune or all' }).default('test'),
  json: z.boolean().default(false),
});

function fail(message: string): never {
  process.stderr.write(`eval:search: ${message}\n${USAGE}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({ options: { set: { type: 'string' }, split: { type: 'string' }, json: { type: 'boolean' } }, strict: true }));
  } catch (error) {
    fail((error as Error).message);
  }
  const flags = FlagsSchema.safeParse(values);
  if (!flags.success) fail(flags.error.issues.map((i) => i.message).join('; '));
  const { set, split, json } = flags.data;
  const questions = SETS[set].filter((q) => split === 'all' || q.split === split);
  // The multilingual set is scored per language: a language that fails must not hide behind the others.
  const groups = [...new Set(questions.map((q) => q.lang ?? ''))].map((lang) => ({ lang, questions: questions.filter((q) => (q.lang ?? '') === lang) }));

  const dataDir = mkdtempSync(join(tmpdir(), 'uplift-eval-search-'));
  const results: (ModeResult & { lang?: string })[] = [];
  const tag = (lang: string) => (r: ModeResult) => results.push(lang ? { lang, ...r } : r);
  try {
    const service = await startService({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000' });
    try {
      for (const g of groups) {
        tag(g.lang)(await evaluate('semantic', semanticRanker(service.baseUrl, service.anonKey), g.questions));
        tag(g.lang)(await evaluate('keyword', keywordRanker(service.baseUrl, service.anonKey), g.questions));
      }
    } finally {
      await service.stop();
    }
    // The vector match alone is not an HTTP endpoint: run it on the same data in this process.
    const provider = await providerFromEnv();
    const db = await openDatabase(dataDir, provider);
    try {
      for (const g of groups) tag(g.lang)(await evaluate('vector', vectorRanker(db, provider), g.questions));
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const order = (r: { lang?: string; mode: string }) => `${r.lang ?? ''}:${['semantic', 'keyword', 'vector'].indexOf(r.mode)}`;
  results.sort((a, b) => order(a).localeCompare(order(b)));

  // Held-out questions are scored, never shown one by one: what fails there must not steer tuning.
  const shown = split === 'tune' ? results : results.map((r) => ({ ...r, perQuestion: [] }));
  if (json) {
    process.stdout.write(`${JSON.stringify({ set, split, questions: questions.length, results: shown }, null, 2)}\n`);
    return;
  }
  console.log(`Search eval, set "${set}", split "${split}" (${questions.length} questions), top 5\n`);
  const perLanguage = groups.length > 1 || groups[0]?.lang;
  console.log(perLanguage ? '| language | search | hit@5 | P@5 | MRR |\n|---|---|---|---|---|' : '| search | hit@5 | P@5 | MRR |\n|---|---|---|---|');
  for (const r of results) console.log(`| ${perLanguage ? `${r.lang} | ` : ''}${r.mode} | ${r.metrics.hitAt5} | ${r.metrics.precisionAt5} | ${r.metrics.mrr} |`);
  const misses = shown.filter((r) => r.mode === 'semantic').flatMap((r) => r.perQuestion.filter((q) => q.firstRelevant === null).map((q) => q.query));
  if (misses.length) console.log(`\nSemantic misses (${misses.length}):\n${misses.map((m) => `- ${m}`).join('\n')}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`eval:search failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
