import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from '../../../cli/args';

let dir: string;
let savedCwd: string | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'uplift-args-'));
  writeFileSync(join(dir, 'page.html'), '<h1>x</h1>');
  savedCwd = process.env.INIT_CWD;
  process.env.INIT_CWD = dir; // as `npm run` sets it: the folder the user typed the command in
});
afterEach(() => {
  if (savedCwd === undefined) delete process.env.INIT_CWD;
  else process.env.INIT_CWD = savedCwd;
});

const parse = (argv: string[], env: Record<string, string> = {}) => {
  const r = parseCliArgs(argv, env);
  if (r.help) throw new Error('unexpected help');
  return r;
};

describe('parseCliArgs', () => {
  it('resolves files against the folder the user ran npm from, and has documented defaults', () => {
    const r = parse(['page.html', 'https://example.com/a']);
    expect(r.targets.map((t) => t.url)).toEqual([pathToFileURL(join(dir, 'page.html')).href, 'https://example.com/a']);
    expect(r).toMatchObject({ format: 'md', out: null, concurrency: 2, timeoutMs: 30_000, threshold: 0.2, maxResults: 3, compare: false, serviceIsDefault: true });
    expect(r.service).toEqual({ baseUrl: 'http://127.0.0.1:54321', apiKey: 'uplift-lens-local-anon-key' });
  });

  it('writes html to a default file, and --out anywhere', () => {
    expect(parse(['--format', 'html', 'page.html']).out).toBe(join(dir, 'uplift-lens-report.html'));
    expect(parse(['-f', 'json', '-o', 'r/out.json', 'page.html']).out).toBe(join(dir, 'r', 'out.json'));
  });

  it('refuses an --out that is a folder before any page loads', () => {
    expect(() => parse(['--out', '.', 'page.html'])).toThrow(/--out \. is a folder: give a file name, e\.g\. --out report\.md/);
  });

  it('reads --urls files, skipping blanks and comments, after the positional pages', () => {
    writeFileSync(join(dir, 'list.txt'), '# mine\n\nhttps://a.example/\n  page.html  \n');
    expect(parse(['--urls', 'list.txt', 'https://b.example/']).targets.map((t) => t.input)).toEqual(['https://b.example/', 'https://a.example/', 'page.html']);
    writeFileSync(join(dir, 'empty.txt'), '# nothing\n');
    expect(() => parse(['--urls', 'empty.txt'])).toThrow(/lists no URLs/);
  });

  it('takes the service from flags first, then the environment', () => {
    const env = { UPLIFT_LENS_SERVICE_URL: 'https://env.example/', UPLIFT_LENS_API_KEY: 'env-key' };
    expect(parse(['page.html'], env)).toMatchObject({ service: { baseUrl: 'https://env.example', apiKey: 'env-key' }, serviceIsDefault: false });
    expect(parse(['--service', 'https://flag.example', '--key', 'flag-key', 'page.html'], env).service).toEqual({ baseUrl: 'https://flag.example', apiKey: 'flag-key' });
    expect(() => parse(['page.html'], { UPLIFT_LENS_SERVICE_URL: 'nope' })).toThrow(/UPLIFT_LENS_SERVICE_URL: The service URL must start with http/);
    expect(() => parse(['--key', ' ', 'page.html'])).toThrow(/--key: The API key is empty/);
  });

  it('reports every bad page at once, as a UsageError', () => {
    let error: unknown;
    try {
      parse(['missing-one.html', 'ftp://x.example/', 'page.html']);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message.split('\n')).toEqual([
      '"missing-one.html" is neither an http(s) URL nor an existing file. Did you mean https://missing-one.html?',
      '"ftp://x.example/": only http(s) URLs and local files can be audited.',
    ]);
  });

  it('names the flag and what it allows for every bad value', () => {
    const cases: [string[], RegExp][] = [
      [['--format', 'pdf', 'page.html'], /^--format must be one of: md, json, html$/],
      [['--concurrency', '0', 'page.html'], /^--concurrency must be between 1 and 16$/],
      [['--concurrency', 'four', 'page.html'], /^--concurrency must be a number, e\.g\. --concurrency 4$/],
      [['--concurrency', '2.5', 'page.html'], /^--concurrency must be a whole number$/],
      [['--threshold', '1.5', 'page.html'], /^--threshold must be between 0 and 1$/],
      [['--max-results', '50', 'page.html'], /^--max-results must be between 1 and 20$/],
      [['--timeout=0', 'page.html'], /^--timeout must be between 1 and 600$/],
      [['--out', '', 'page.html'], /^--out needs a file name$/],
      [['--frobnicate', 'page.html'], /^Unknown option '--frobnicate'\.$/],
      [['--format'], /^Option '-f, --format <value>' argument missing$/],
      [['--urls', 'missing.txt'], /^--urls missing\.txt: cannot read the file \(ENOENT\)\.$/],
      [['--compare', 'page.html'], /^--compare needs at least two pages/],
      [[], /^Give at least one URL or HTML file to audit \(or --urls FILE\)\.$/],
    ];
    for (const [argv, message] of cases) {
      expect(() => parse(argv), argv.join(' ')).toThrow(message);
    }
  });

  it('--help wins over everything else', () => {
    expect(parseCliArgs(['--help', '--format', 'pdf'], {})).toEqual({ help: true });
  });
});
