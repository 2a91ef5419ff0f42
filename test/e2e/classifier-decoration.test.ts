import { describe, expect, it } from 'vitest';
import { useFixturePages } from '../helpers/fixture-pages';
import type { UpliftSectionsGlobal } from '../../scripts/shared/classifier-bundle';
import { withClassifiedPage } from '../../scripts/shared/classified-page';

// What a block shows of the product, told from decoration where only the rendered page can tell
// (a computed pointer-events; happy-dom computes no styles).
declare const UpliftSections: UpliftSectionsGlobal;

const copy = 'Every invoice is matched to its payment within a minute, whatever the bank it came from.';
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledger</title><style>
  body{margin:0} section{position:relative;padding:40px 20px;min-height:420px}
  .orb{position:absolute;top:0;left:0;width:400px;height:400px;pointer-events:none;opacity:.5}
  .frame{background:#111;padding:16px;border-radius:24px}
</style></head><body>
  <section id="hero"><h1>Reconcile your books in minutes</h1><p>${copy}</p><a href="/start">Start free trial</a></section>
  <section id="board"><h2>Sketch your ledger</h2><p>${copy}</p><canvas width="600" height="300"></canvas></section>
  <section id="closing"><canvas class="orb" width="400" height="400"></canvas><h2>Meet your new books</h2><p>Set it up in five minutes.</p><a href="/start">Start free trial</a></section>
  <section id="preview"><div class="frame"><p>Interactive ledger preview</p></div></section>
  <section id="menu-line"><a href="/a">Preview</a> <a href="/b">Pricing</a> <a href="/c">Blog</a></section>
</body></html>`;

const { browser, dir } = useFixturePages('decoration', { 'index.html': PAGE });

async function votesById(): Promise<Record<string, { label: string; signals: string[] }>> {
  return withClassifiedPage(browser(), dir(), (page) =>
    page.evaluate(() => {
      const { sections, blocks } = UpliftSections.explainPage(document);
      return Object.fromEntries(sections.map((s, i) => [s.element.id, { label: s.label, signals: blocks[i]!.votes.map((v) => v.signal) }]));
    }),
  );
}

describe('decoration is not the product', () => {
  it('reads a canvas a visitor can touch as the product to try, and one behind the copy that no pointer reaches as decoration', async () => {
    const byId = await votesById();
    expect(byId.board!.signals).toContain('interactiveCanvas');
    expect(byId.closing!.signals).not.toContain('interactiveCanvas');
    expect(byId.closing!.label).toBe('cta');
  });

  it('reads the one line of an untitled frame as its title, but not a row of links', async () => {
    const byId = await votesById();
    expect(byId.preview!.signals).toContain('demoHeadingWords');
    expect(byId['menu-line']?.signals ?? []).not.toContain('demoHeadingWords');
  });
});
