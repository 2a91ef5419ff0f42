import {
  DEFAULT_CONCURRENCY,
  DEFAULT_HTML_OUT,
  DEFAULT_MAX_RESULTS,
  DEFAULT_THRESHOLD,
  DEFAULT_TIMEOUT_S,
  ENV_API_KEY,
  ENV_SERVICE_URL,
} from './args';
import { DEFAULT_ANON_KEY, DEFAULT_BASE_URL } from '../lib/knowledge/defaults';
import { EXIT } from './exit-codes';
import { LOCALES } from '../lib/i18n/locales';

export const HELP = `Uplift Lens audits from the command line: each page is loaded in headless Chromium, split
into sections by the extension's classifier, and checked against the knowledge service's
catalogue of A/B tests (patterns, winning tests like each section, missing sections).

Usage:
  npm run audit -- [options] URL|FILE...
  npm run audit -- [options] --urls FILE
  npm run audit -- [options] --compare URL|FILE URL|FILE [...]

Pages:
  URL|FILE...            http(s) URLs or local HTML files (a folder means its index.html)
  --urls FILE            more pages, one URL or path per line (# starts a comment)
  --compare              put the pages side by side: sections each has, where each matches or
                         misses the catalogue's strongest winning patterns, what the others do
                         that it does not
  --concurrency N        pages audited at once, 1-16 (default ${DEFAULT_CONCURRENCY})
  --timeout SECONDS      load limit per page (default ${DEFAULT_TIMEOUT_S}): the document must arrive within
                         it; images and styles are awaited only for what is left

Report:
  -f, --format FORMAT    md (default), json or html
  -o, --out FILE         write the report to FILE; md and json default to stdout, html to
                         ./${DEFAULT_HTML_OUT} (a self-contained file with a full-page screenshot
                         on which each section is outlined and labelled)
  --threshold X          similarity cut-off of the per-section search, 0-1 (default ${DEFAULT_THRESHOLD})
  --max-results N        winning tests shown per section, 1-20 (default ${DEFAULT_MAX_RESULTS})
  --lang CODE            language of the md and html reports: ${LOCALES.join(', ')} (default: the
                         language of LC_ALL, LC_MESSAGES or LANG when it is one of these, else en);
                         page text and catalogue records stay as they are, JSON stays English

Service:
  --service URL          knowledge service base URL (env ${ENV_SERVICE_URL}; default
                         ${DEFAULT_BASE_URL}); a 127.0.0.1 or localhost URL that nobody answers
                         gets the local service started there for the run (data in DATA_DIR,
                         default .data/)
  --key KEY              its anon key (env ${ENV_API_KEY}; default ${DEFAULT_ANON_KEY})

  -h, --help             this text

Progress goes to stderr: a bar on a terminal, one line per page otherwise; several pages end
with a summary table.

Exit codes:
  ${EXIT.ok}  every page audited
  ${EXIT.pageFailed}  at least one page failed (timeout, DNS, HTTP error, not HTML, service error);
     the others are still in the report
  ${EXIT.usage}  bad arguments
  ${EXIT.fatal}  nothing could be audited (service unreachable or refusing the key, Chromium missing),
     or the report could not be written to --out (it then goes to stdout)

Examples:
  npm run audit -- https://example.com
  npm run audit -- --format html --out audit.html ./site/index.html
  npm run audit -- --urls pages.txt --concurrency 4 --format json --out audits.json
  npm run audit -- --compare https://ours.example https://theirs.example --format html
  ${ENV_SERVICE_URL}=https://xyz.supabase.co ${ENV_API_KEY}=eyJ... npm run audit -- https://example.com
`;
