import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchHeadless } from '../../scripts/shared/chromium';
import { sectionFactsAt } from '../../scripts/shared/section-facts';

// What a visitor sees where layout and animation decide it, in real Chromium with the classifier bundle.

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchHeadless();
  dir = mkdtempSync(join(tmpdir(), 'facts-visible-'));
  const wordmark = (w: number, h: number, text: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#ccc"/><text x="8" y="${h - 10}">${text}</text></svg>`;
  for (const name of ['acme', 'globex', 'initech', 'facebook']) writeFileSync(join(dir, `${name}.svg`), wordmark(160, 40, name));
  writeFileSync(join(dir, 'facebook-icon.svg'), wordmark(32, 32, 'f'));
  mkdirSync(join(dir, 'avatars'));
  // Photos are raster files (a vector file is a drawing, not a photo): a 1×1 PNG stands in for each.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  for (const name of ['avatars/k-wess.jpg', 'portrait.jpg', 'burger.jpg']) writeFileSync(join(dir, name), png);
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
      <section id="pair" style="background:#c8d0e0"><h2>Start today</h2><a class="btn" href="/start" style="display:inline-block;background:#0a66c2;color:#fff;padding:12px 24px;border:2px solid transparent">Start now</a>
        <a class="btn" href="/tour" style="display:inline-block;background:#fff;color:#0a66c2;padding:12px 24px;border:2px solid #0a66c2">Take the tour</a></section>
      <section id="gradient"><h2>Book a visit</h2><a class="btn" href="/book" style="display:inline-block;background-image:linear-gradient(135deg,#0066cc,#00a3a3);color:#fff;padding:12px 24px;border:2px solid transparent">Book a visit</a>
        <a class="btn" href="/services" style="display:inline-block;color:#0066cc;padding:12px 24px;border:2px solid #0066cc">Our services</a></section>
      <section id="tools"><h2>Works with the tools you use</h2><div class="row">
        ${['acme', 'globex', 'initech', 'globex'].map((n, i) => `<img src="${n}.svg" alt="${n} ${i}" width="160" height="40">`).join('')}
        <a href="https://play.google.com/store/apps/details?id=x"><img src="acme.svg" alt="Get it on Google Play" width="160" height="40"></a></div></section>
      <section id="labels"><h2>Made right</h2><p>${lorem}</p>${['vegan_label', 'cruelty-free-label', 'veterinary_label'].map((n) => `<img src="portrait.jpg" alt="${n.replace(/[_-]/g, ' ')}" width="80" height="80">`).join('')}</section>
      <section id="sponsors"><h2>Our sponsors</h2><div class="row">
        ${['acme', 'globex', 'initech', 'umbrella'].map((n, i) => `<img src="${n}.svg" alt="${n} ${i}" width="160" height="40">`).join('')}</div></section>
      <section id="stores"><h2>Get the app</h2><p>${lorem}</p>${[1, 2, 3, 4].map(() => `<a href="https://play.google.com/store/apps/details?id=x"><img src="globex.svg" alt="Get it on Google Play" width="160" height="40"></a>`).join('')}</section>
      <section id="pager"><h2>Ride</h2><div class="carousel-dots">${[1, 2, 3].map((i) => `<button aria-label="Slide ${i} of 3" style="width:10px;height:10px;padding:0;border:0;background:#999"></button>`).join('')}</div>
        <a class="btn" href="/ride" style="display:inline-block;background:#111;color:#fff;padding:12px 24px">Ride now</a></section>
      <section id="projects"><h2>Also from our lab</h2><div class="row">
        ${['acme', 'globex', 'initech', 'acme'].map((n, i) => `<a href="https://${n}${i}.example.org/" style="display:inline-block;padding:10px 16px;background:#eee"><img src="${n}.svg" alt="${n} ${i}" width="160" height="40"></a>`).join('')}</div></section>
      <section id="principal"><h2>A word from the principal</h2><img src="avatars/k-wess.jpg" alt="Kyra Wess" width="120" height="120"><p>${lorem}</p></section>
      <section id="dentist"><h2>Meet your dentist</h2><img src="portrait.jpg" alt="Dr. Ana Silva, lead dentist" width="120" height="120"><p>${lorem}</p></section>
      <section id="dish"><h2>Our patties</h2><img src="burger.jpg" alt="Plaid Patties" width="120" height="120"><p>${lorem}</p></section>
      <div style="height:1600px"></div>
      <section id="later" style="opacity:0;transition:opacity .6s ease"><h2>What riders say</h2>
        ${[['Smooth and quiet, I ride it every day.', 'Ana Costa'], ['Folded it into the train in seconds.', 'Rui Lopes']].map(([q, n]) => `<figure><blockquote>“${q}”</blockquote><figcaption>${n}</figcaption></figure>`).join('')}</section>
      <footer><p>© Ledger</p></footer>
    </body></html>`,
  );
});
afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The facts of the section holding each selector's element, as `kind: value` ([] where no section holds it). */
async function factsAt(selectors: string[], file = ''): Promise<string[][]> {
  return (await sectionFactsAt(browser, dir, selectors, file)).map((facts) => (facts ?? []).map((f) => `${f.kind}: ${f.value}`));
}

describe('facts of what a visitor sees', () => {
  it('reads a portrait as a photo of a person where its file sits with avatars or its alt names someone by title, not a dish named like a person', async () => {
    const [principal, dentist, dish] = await factsAt(['#principal', '#dentist', '#dish']);
    expect(principal).toContain('people_images: 1 photo of people');
    expect(dentist).toContain('people_images: 1 photo of people');
    expect(dish!.some((f) => f.startsWith('people_images: 1 photo'))).toBe(false);
  });

  it('reads picture links with no words (logos of sibling projects) as ways in, not calls to action; store badges still ask for the click', async () => {
    const [projects, stores] = await factsAt(['#projects', '#stores']);
    expect(projects!.some((f) => f.startsWith('cta:'))).toBe(false);
    expect(stores!.some((f) => f.startsWith('cta:'))).toBe(true);
  });

  it('reads paint as a visitor does: a filled or gradient button beside an outline one leads; integrations, sponsors and store badges are no customers; pager dots are no calls to action; content that fades in on scroll is read', async () => {
    const [pair, gradient, tools, stores, pager, later, sponsors, labels] = await factsAt(['#pair', '#gradient', '#tools', '#stores', '#pager', '#later', '#sponsors', '#labels']);
    // Quality labels vouch for the product: a trust fact of their own, not security seals.
    expect(labels).toContain('security_badges: certification labels');
    expect(pair).toContain('cta: 1 primary of 2');
    expect(gradient).toContain('cta: 1 primary of 2');
    expect(tools!.find((f) => f.startsWith('logo_wall:'))).toBe('logo_wall: 4 logos, integrations');
    // An event's sponsors are thanked, not customers vouching for it.
    expect(sponsors!.find((f) => f.startsWith('logo_wall:'))).toBe('logo_wall: 4 logos, sponsors');
    expect(stores!.some((f) => f.startsWith('logo_wall:'))).toBe(false);
    expect(pager).toContain('cta: 1 button');
    expect(later!.find((f) => f.startsWith('testimonials:'))).toMatch(/^testimonials: 2 quotes, with names/);
  });

  it("reads a first screen whose copy waits for its entrance script, not a dropdown waiting to be opened", async () => {
    writeFileSync(
      join(dir, 'waiting.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wallet</title><style>
        .hero-content { opacity: 0; transform: translateY(30px); transition: opacity .8s ease, transform .8s ease; }
        .hero-content.animated { opacity: 1; transform: none; }
        .dropdown { position: absolute; top: 40px; opacity: 0; transition: opacity .3s; }
        section { padding: 60px 20px; min-height: 300px; }
      </style></head><body>
        <section id="hero"><div class="hero-content"><h1>Send money home instantly</h1><p>Transfers in a minute, fees shown up front.</p>
          <a href="/app" class="app" style="display:inline-block;background:#111;color:#fff;padding:12px 24px">Get the app</a></div>
          <div class="dropdown"><a class="btn" href="/a" style="display:inline-block;background:#111;color:#fff;padding:12px 24px">Business</a><a class="btn" href="/b" style="display:inline-block;background:#111;color:#fff;padding:12px 24px">Personal</a></div></section>
        <section><h2>Why us</h2><p>Fees shown up front.</p></section><section><h2>How</h2><p>Three steps.</p></section>
        <section id="revealed" style="margin-top:900px"><h2>Write to us</h2><div data-aos="fade-up" style="opacity:0"><form><input name="name" placeholder="Your name"><input type="email" name="email" placeholder="Your email"><textarea name="message"></textarea><button>Send message</button></form></div></section>
      </body></html>`,
    );
    // A scroll-reveal library's mark (AOS) says the block fades in, even before the library sets its transition.
    const [revealed] = await factsAt(['#revealed'], 'waiting.html');
    expect(revealed!.find((f) => f.startsWith('form:'))).toMatch(/^form: 3 fields/);
    const [hero] = await factsAt(['#hero'], 'waiting.html');
    expect(hero).toContain('cta: 1 button');
    expect(hero!.some((f) => f.startsWith('headline:'))).toBe(true);
  });

  it('reads a phone screen cropped into an avatar circle as a picture that is no portrait of the person quoted', async () => {
    writeFileSync(join(dir, 'screen.png'), Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAoAAAAWCAAAAADcTVKBAAAAEUlEQVQI12OsY4ABJoYRwQQAjFwAqjnkGvoAAAAASUVORK5CYII=', 'base64'));
    const card = (name: string, src: string) => `<div class="card"><img src="${src}" alt="${name}" style="width:48px;height:48px;border-radius:50%;object-fit:cover"><h4>${name}</h4><p>"Sending money home takes a minute now, and the fee is shown before I pay."</p></div>`;
    writeFileSync(
      join(dir, 'reviews.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wallet</title><style>section{padding:60px 20px;min-height:300px}.row{display:flex;gap:16px}.card{flex:1}</style></head><body>
        <section><h1>Send money home</h1><p>Fast transfers.</p></section>
        <section id="screens"><h2>What our users say</h2><div class="row">${card('Rahim M.', 'screen.png')}${card('Kamal H.', 'screen.png')}${card('Fatima S.', 'screen.png')}</div></section>
        <section id="faces"><h2>What our customers say</h2><div class="row">${card('Ana P.', 'portrait.jpg')}${card('Joe R.', 'portrait.jpg')}${card('Mia K.', 'portrait.jpg')}</div></section>
        <section><h2>How</h2><p>Three steps.</p></section></body></html>`,
    );
    const [screens, faces] = await factsAt(['#screens', '#faces'], 'reviews.html');
    // The slot holds a picture, not a face (stop 49: "without photos" beside it read as a false premise).
    expect(screens!.find((f) => f.startsWith('testimonials:'))).toMatch(/pictures that are no portraits/);
    expect(faces!.find((f) => f.startsWith('testimonials:'))).toMatch(/with photos/);
  });

  it('reads portraits a local copy links on other hosts as photos it cannot reach, and a missing file of its own as a broken image', async () => {
    const card = (name: string, src: string) => `<div class="card"><img src="${src}" alt="${name}" style="width:48px;height:48px;border-radius:50%"><h4>${name}</h4><p>"The invoices match themselves now, and month end takes an afternoon."</p></div>`;
    writeFileSync(
      join(dir, 'remote-faces.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledger</title><style>section{padding:60px 20px;min-height:300px}.row{display:flex;gap:16px}.card{flex:1}</style></head><body>
        <section><h1>Close the month faster</h1><p>Bookkeeping.</p></section>
        <section id="remote"><h2>What our customers say</h2><div class="row">${card('Ana P.', 'http://203.0.113.9/ana.jpg')}${card('Joe R.', 'http://203.0.113.9/joe.jpg')}</div></section>
        <section id="missing"><h2>What our partners say</h2><div class="row">${card('Mia K.', 'missing/mia.jpg')}${card('Lev T.', 'missing/lev.jpg')}</div></section>
        <section><h2>How</h2><p>Three steps.</p></section></body></html>`,
    );
    const [remote, missing] = await factsAt(['#remote', '#missing'], 'remote-faces.html');
    const quotes = (facts: string[] | undefined) => facts!.find((f) => f.startsWith('testimonials:'));
    expect(quotes(remote)).toMatch(/with photos/);
    expect(quotes(remote)).not.toMatch(/broken image/);
    expect(quotes(missing)).toMatch(/2 broken images/);
  });

  it('reads a menu and a headline that are still fading in, not a block left transparent; wordmarks of networks are logos, their icons are not', async () => {
    const [menu, hero, gone, logos] = await factsAt(['#menu', '#hero', '#gone', '#logos']);
    expect(menu).toContain('navigation: 3 links, flat');
    expect(hero!.some((f) => f.startsWith('headline:'))).toBe(true);
    expect(gone!.some((f) => f.startsWith('navigation:'))).toBe(false);
    expect(logos!.find((f) => f.startsWith('logo_wall:'))).toMatch(/^logo_wall: 4 logos/);
  });
});
