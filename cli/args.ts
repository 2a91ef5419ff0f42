import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DEFAULT_AUDIT_SETTINGS } from '../lib/audit/input';
import { LOCALES, localeFromEnv, LocaleSchema, type Locale } from '../lib/i18n/locales';
import { DEFAULT_ANON_KEY, DEFAULT_BASE_URL } from '../lib/knowledge/defaults';
import { ServiceConfigSchema } from '../lib/knowledge/requests';
import { fromUserCwd, resolveTarget, type Target } from './targets';

export const FORMATS = ['md', 'json', 'html'] as const;
export type Format = (typeof FORMATS)[number];

/** Where the HTML report goes when --out is not given (md and json go to stdout). */
export const DEFAULT_HTML_OUT = 'uplift-lens-report.html';

/** The side panel's defaults, so the CLI and the panel show the same tests. */
export const DEFAULT_THRESHOLD = DEFAULT_AUDIT_SETTINGS.threshold;
export const DEFAULT_MAX_RESULTS = DEFAULT_AUDIT_SETTINGS.maxResults;
export const DEFAULT_CONCURRENCY = 2;
export const DEFAULT_TIMEOUT_S = 30;

export const ENV_SERVICE_URL = 'UPLIFT_LENS_SERVICE_URL';
export const ENV_API_KEY = 'UPLIFT_LENS_API_KEY';

export class UsageError extends Error {
  override name = 'UsageError';
}

const OPTIONS = {
  urls: { type: 'string' },
  format: { type: 'string', short: 'f' },
  out: { type: 'string', short: 'o' },
  concurrency: { type: 'string', short: 'c' },
  compare: { type: 'boolean' },
  service: { type: 'string' },
  key: { type: 'string' },
  timeout: { type: 'string' },
  threshold: { type: 'string' },
  'max-results': { type: 'string' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** A number flag given as text: a clear message names the flag and the allowed range. */
const numberFlag = (flag: string, min: number, max: number, int: boolean, example: number) =>
  z
    .string()
    .trim()
    .refine((s) => s !== '' && Number.isFinite(Number(s)), { error: `--${flag} must be a number, e.g. --${flag} ${example}` })
    .transform(Number)
    .refine((n) => !int || Number.isInteger(n), { error: `--${flag} must be a whole number` })
    .refine((n) => n >= min && n <= max, { error: `--${flag} must be between ${min} and ${max}` });

const FlagsSchema = z.object({
  format: z.enum(FORMATS, { error: `--format must be one of: ${FORMATS.join(', ')}` }).default('md'),
  out: z.string().trim().min(1, '--out needs a file name').optional(),
  concurrency: numberFlag('concurrency', 1, 16, true, 4).optional(),
  timeout: numberFlag('timeout', 1, 600, false, 60).optional(),
  threshold: numberFlag('threshold', 0, 1, false, 0.3).optional(),
  'max-results': numberFlag('max-results', 1, 20, true, 5).optional(),
  compare: z.boolean().default(false),
  urls: z.string().trim().min(1, '--urls needs a file name').optional(),
  lang: z
    .string()
    .trim()
    .toLowerCase()
    .refine((s) => LocaleSchema.safeParse(s).success, { error: `--lang must be one of: ${LOCALES.join(', ')} (e.g. --lang de)` })
    .transform((s) => s as Locale)
    .optional(),
});

export interface CliOptions {
  targets: Target[];
  format: Format;
  /** Absolute path, or null for stdout. */
  out: string | null;
  concurrency: number;
  timeoutMs: number;
  threshold: number;
  maxResults: number;
  compare: boolean;
  service: { baseUrl: string; apiKey: string };
  /** The language of the report's words (md, html): --lang, else LC_ALL / LC_MESSAGES / LANG, else English. */
  lang: Locale;
  /** Neither a flag nor the environment named a service: the local one may be started for the run. */
  serviceIsDefault: boolean;
}

export type ParsedArgs = { help: true } | ({ help: false } & CliOptions);

/** Lines of a --urls file: one URL or path per line; blank lines and lines starting with # are skipped. */
function readUrlsFile(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(fromUserCwd(file), 'utf8');
  } catch (error) {
    throw new UsageError(`--urls ${file}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
  }
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  if (!lines.length) throw new UsageError(`--urls ${file}: the file lists no URLs (one per line; # starts a comment).`);
  return lines;
}

export function parseCliArgs(argv: readonly string[], env: Record<string, string | undefined> = process.env): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    // node:util's messages name the flag; drop its advice about `--` which does not apply here.
    const message = (error as Error).message.replace(/\. To specify a positional argument.*$/s, '.');
    throw new UsageError(message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };

  const flags = FlagsSchema.safeParse(values);
  if (!flags.success) throw new UsageError(flags.error.issues.map((i) => i.message).join('\n'));
  const f = flags.data;

  const inputs = [...positionals, ...(f.urls ? readUrlsFile(f.urls) : [])];
  if (!inputs.length) throw new UsageError('Give at least one URL or HTML file to audit (or --urls FILE).');
  const targets: Target[] = [];
  const problems: string[] = [];
  for (const input of inputs) {
    const t = resolveTarget(input);
    if ('error' in t) problems.push(t.error);
    else targets.push(t);
  }
  if (problems.length) throw new UsageError(problems.join('\n'));
  if (f.compare && targets.length < 2) throw new UsageError('--compare needs at least two pages, e.g. --compare https://a.example https://b.example');

  const urlFrom = values.service ?? env[ENV_SERVICE_URL];
  const keyFrom = values.key ?? env[ENV_API_KEY];
  const service = ServiceConfigSchema.safeParse({ baseUrl: urlFrom ?? DEFAULT_BASE_URL, apiKey: keyFrom ?? DEFAULT_ANON_KEY });
  if (!service.success) {
    const where = values.service !== undefined ? '--service' : `${ENV_SERVICE_URL}`;
    const msgs = service.error.issues.map((i) =>
      i.path[0] === 'baseUrl' ? `${where}: ${i.message}` : `${values.key !== undefined ? '--key' : ENV_API_KEY}: ${i.message}`,
    );
    throw new UsageError(msgs.join('\n'));
  }

  const out = f.out ? fromUserCwd(f.out) : f.format === 'html' ? fromUserCwd(DEFAULT_HTML_OUT) : null;
  if (out && existsSync(out) && statSync(out).isDirectory()) {
    throw new UsageError(`--out ${f.out ?? DEFAULT_HTML_OUT} is a folder: give a file name, e.g. --out ${join(f.out ?? '.', `report.${f.format}`)}`);
  }

  return {
    help: false,
    targets,
    format: f.format,
    out,
    concurrency: f.concurrency ?? DEFAULT_CONCURRENCY,
    timeoutMs: (f.timeout ?? DEFAULT_TIMEOUT_S) * 1000,
    threshold: f.threshold ?? DEFAULT_THRESHOLD,
    maxResults: f['max-results'] ?? DEFAULT_MAX_RESULTS,
    compare: f.compare,
    service: service.data,
    lang: f.lang ?? localeFromEnv(env),
    serviceIsDefault: urlFrom === undefined,
  };
}
