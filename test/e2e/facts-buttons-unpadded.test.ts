import { describe, expect, it } from 'vitest';
import { useFixturePages } from '../helpers/fixture-pages';
import { sectionFactsAt } from '../../scripts/shared/section-facts';

// Stop 43's blind review: tachyons' four download buttons are blue boxes round white words whose padding classes did not
// load; the audit said the hero had no call to action. Real Chromium: the fill and the pushed-out words need styles.


const copy = 'Every invoice is matched to its payment within a minute, whatever the bank it came from.';
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledger</title><style>
  body{margin:0;font:16px sans-serif} section{padding:40px 20px;min-height:500px}
  .fill{background:#0074d9;color:#fff;text-decoration:none} .logo{background:#0074d9;text-indent:-1000px;display:inline-block;width:32px;height:32px;overflow:hidden}
</style></head><body>
  <section id="hero"><h1>Built for designing.</h1><p>${copy}</p><a class="fill" href="/ledger.min.css">Minified v4.12</a> <a class="fill" href="/ledger.css">Build v4.12</a></section>
  <section id="icons"><h2>Follow the project</h2><p>${copy}</p><a class="logo" href="/feed">Feed</a> <a class="logo" href="/chat">Chat</a></section>
  <section id="prose"><h2>Why</h2><p>${copy} Read <a href="/docs">the docs</a>.</p></section>
</body></html>`;

const { browser, dir } = useFixturePages('unpadded', { 'index.html': PAGE });

describe('a link filled solid is a button even without padding', () => {
  it('reads the filled links as buttons; icons whose words are pushed out of sight and a plain link in a sentence are not', async () => {
    const [hero, icons, prose] = (await sectionFactsAt(browser(), dir(), ['#hero', '#icons', '#prose'], 'index.html')).map((facts) => facts?.find((f) => f.kind === 'cta') ?? null);
    expect(hero?.value).toBe('2 equal');
    expect(hero?.evidence).toBe('buttons: Minified v4.12, Build v4.12');
    expect(icons).toBeNull();
    expect(prose).toBeNull();
  });
});
