/**
 * npm run fit:sections -- --pages DIR --labels DIR [--pages DIR --labels DIR ...] [--out FILE]
 * Fits the classifier's model (a multinomial logistic regression over the named signals, L2-regularised)
 * on the labelled pages and writes it as JSON, by default to lib/sections/model/weights.json, which the
 * content script bundles. The pages are read in headless Chromium exactly as eval:sections reads them.
 */
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { FIT_SETTINGS, fitOnPages, trainingExamples } from '../lib/sections/model/cross-validate';
import { loadCorpora, UsageError } from './shared/labelled-pages';

const USAGE = 'Usage: npm run fit:sections -- --pages DIR --labels DIR [--pages DIR --labels DIR ...] [--out FILE]';
const DEFAULT_OUT = fileURLToPath(new URL('../lib/sections/model/weights.json', import.meta.url));

const dir = (flag: string) =>
  z
    .string({ error: `--${flag} DIR is required` })
    .transform((p) => resolve(p))
    .refine((p) => existsSync(p) && statSync(p).isDirectory(), { error: (i) => `--${flag} ${String(i.input)}: no such directory` });

const FlagsSchema = z
  .object({
    pages: z.array(dir('pages'), { error: '--pages DIR is required' }).min(1, '--pages DIR is required'),
    labels: z.array(dir('labels'), { error: '--labels DIR is required' }).min(1, '--labels DIR is required'),
    out: z.string().min(1).default(DEFAULT_OUT),
  })
  .refine((f) => f.pages.length === f.labels.length, { error: 'give one --labels DIR for each --pages DIR, in the same order' });

function fail(message: string): never {
  process.stderr.write(`fit:sections: ${message}\n`);
  process.exit(2);
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({ options: { pages: { type: 'string', multiple: true }, labels: { type: 'string', multiple: true }, out: { type: 'string' } }, strict: true }));
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`);
  }
  const parsed = FlagsSchema.safeParse(values);
  if (!parsed.success) fail(`${parsed.error.issues.map((i) => i.message).join('\n')}\n${USAGE}`);
  const flags = parsed.data;
  const pages = await loadCorpora(flags.pages.map((pagesDir, i) => ({ pagesDir, labelsDir: flags.labels[i]! })));
  const examples = trainingExamples(pages);
  const model = fitOnPages(pages);
  writeFileSync(resolve(flags.out), JSON.stringify(model) + '\n');
  process.stdout.write(
    `fitted on ${examples.length} labelled blocks of ${pages.length} pages (lambda ${FIT_SETTINGS.lambda}, prior ${FIT_SETTINGS.prior}); wrote ${flags.out}\n`,
  );
}

main().catch((err: unknown) => fail(err instanceof UsageError || err instanceof Error ? err.message : String(err)));
