import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchHeadless } from '../../scripts/shared/chromium';
import { openWithClassifier, type UpliftSectionsGlobal } from '../../scripts/shared/classifier-bundle';
import { serveDirectory } from '../../scripts/shared/static-server';

// What a visitor sees where layout and animation decide it, in real Chromium with the classifier bundle.
declare const UpliftSections: UpliftSectionsGlobal;

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchHeadless();
  dir = mkdtempSync(join(tmpdir(), 'facts-visible-'));
  const wordmark = (w: number, h: number, text: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#ccc"/><text x="8" y="${h - 10}">${text}</text></svg>`;
  for (const name of ['acme', 'globex', 'initech', 'facebook']) writeFileSync(join(dir, `${name}.svg`), wordmark(160, 40, name));
  writeFileSync(join(dir, 'facebook-icon.svg'), wordmark(32, 32, 'f'));
  const lorem = 'Every invoice is matched to its payment within a minute, whatever the bank it came from.';
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledger</title><style>
      @keyframes slideIn { from { opacity: 0; transform: translateY(-30px) } to { opacity: 1; transform: none } }
      @keyframes fadeUp { from { opacity: 0 } to { opacity: 1 } }
      #menu { animation: slideIn 120s steps(1, end); }
      #hero h1 { animation: fadeUp 1s ease 120s both; }
      #gone { opacity: 0; }
      section { padding: 60px 20px; }
    </style></head><body>
      <nav id="menu"><a href="/"><img src="acme.svg" alt=""></a><a href="/pricing">Pricing</a><a href="/docs">Docs</a><a href="/blog">Blog</a></nav>
      <header id="hero"><h1>Reconcile your books in minutes</h1><p>${lorem}</p><a class="btn" href="/start" style="background:#1a7f37;color:#fff;padding:12px 24px">Start free trial</a></header>
      <section id="features"><h2>Why Ledger</h2>${['Fast', 'Exact', 'Safe'].map((t) => `<div class="card"><h3>${t}</h3><p>${lorem}</p></div>`).join('')}</section>
      <section id="gone"><h2>Hidden offer</h2><nav><a href="/x">X</a><a href="/y">Y</a><a href="/z">Z</a></nav></section>
      <section id="logos"><h2>Trusted by finance teams</h2><div class="row">
        ${['acme', 'globex', 'initech', 'facebook'].map((n) => `<img src="${n}.svg" alt="${n}" width="160" height="40">`).join('')}
        <a href="https://www.facebook.com/ledger"><img src="facebook-icon.svg" alt="facebook" width="32" height="32"></a>
      </div></section>
      <footer><p>© Ledger</p></footer>
    </body></html>`,
  );
});
afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function factsAt(selectors: string[]): Promise<string[][]> {
  const server = await serveDirectory(dir);
  try {
    const page = await openWithClassifier(browser, server.url);
    try {
      return await page.evaluate((sels) => {
        const classified = UpliftSections.classifyPage(document);
        const summaries = UpliftSections.summarizeSections(classified);
        return sels.map((sel) => {
          const el = document.querySelector(sel)!;
          const r = el.getBoundingClientRect();
          const i = UpliftSections.sectionIndexForElement(el, { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height }, classified);
          return i < 0 ? [] : summaries[i]!.facts.map((f) => `${f.kind}: ${f.value}`);
        });
      }, selectors);
    } finally {
      await page.context().close();
    }
  } finally {
    await server.close();
  }
}

describe('facts of what a visitor sees', () => {
  it('reads a menu and a headline that are still fading in, not a block left transparent; wordmarks of networks are logos, their icons are not', async () => {
    const [menu, hero, gone, logos] = await factsAt(['#menu', '#hero', '#gone', '#logos']);
    expect(menu).toContain('navigation: 3 links, flat');
    expect(hero!.some((f) => f.startsWith('headline:'))).toBe(true);
    expect(gone!.some((f) => f.startsWith('navigation:'))).toBe(false);
    expect(logos!.find((f) => f.startsWith('logo_wall:'))).toMatch(/^logo_wall: 4 logos/);
  });
});
