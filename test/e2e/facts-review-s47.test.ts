import { describe, expect, it } from 'vitest';
import type { UpliftSectionsGlobal } from '../../scripts/shared/classifier-bundle';
import { withClassifiedPage } from '../../scripts/shared/classified-page';
import { sectionFactsAt } from '../../scripts/shared/section-facts';
import { useFixturePages } from '../helpers/fixture-pages';

// Stop 47's review of six pages (freshcart, nordic-shop, novena, wishfund, scriptconf-2018, fastlane-tools): a menu whose
// dropdown entries have no address was counted as 3 links where a visitor sees 7; a charity's cause cards, whose copy
// holds "lead-in", were read as a team of 2; a clinic's booking list of template options ("Software Design") made the
// page a software maker's. Real Chromium: which entries show and which options are chosen is read from the page.
declare const UpliftSections: UpliftSectionsGlobal;

const dropdown = (label: string, pages: string[]) =>
  `<li class="has-dropdown"><a class="navbar-link">${label} +</a><div class="navbar-dropdown">${pages.map((p) => `<a href="${p.toLowerCase()}.html">${p}</a>`).join('')}</div></li>`;
const cause = (title: string) =>
  `<div class="cause"><img src="c.png" alt="" width="200" height="120"><h4>${title}</h4><p>Goal: $890 Raised: $390</p><p>Save poor child by supporting text below as a natural lead-in to additional content.</p><a class="btn" href="donate.html">Donate Now</a></div>`;

const product = (name: string, stars: number) =>
  `<div class="card"><img class="card-img-top" src="https://dummyimage.com/450x300.jpg" alt="..."><h5>${name}</h5><div class="d-flex small text-warning">${'<div class="bi-star-fill"></div>'.repeat(stars)}</div><span>$40.00</span><a class="btn" href="cart.html">Add to cart</a></div>`;

const tab = (id: string, q: string) => `<li role="presentation"><a id="${id}-tab" data-bs-toggle="pill" href="#${id}" role="tab" aria-controls="${id}">${q}</a></li>`;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hope</title><style>
  body{margin:0;font:16px sans-serif} section{padding:40px 20px}
  nav ul{display:flex;gap:16px;list-style:none} .cards{display:flex;flex-wrap:wrap;gap:16px} .card{width:223px} .card-img-top{display:block;width:100%} .navbar-dropdown{display:none} .causes{display:flex;gap:20px}
</style></head><body>
  <header><nav id="menu"><a href="index.html"><img src="logo.png" alt="logo" width="120" height="40"></a><ul>
    <li><a href="index.html">Home</a></li><li><a href="about.html">About</a></li>
    ${dropdown('Causes', ['Causes', 'Cause details'])}${dropdown('Get Involved', ['Donation', 'Volunteer'])}
    ${dropdown('Pages', ['Event', 'Confirmation'])}${dropdown('Blog', ['Blog Grid', 'Blog Single'])}
    <li><a href="contact.html">Contact</a></li></ul></nav></header>
  <section id="causes"><h2>Our recent causes</h2><div class="causes">${cause('Save Poor Childrens')}${cause('Clean Drink Water')}${cause('Fund for Education')}</div></section>
  <section id="booking"><h2>Book an appointment</h2><form><select name="department"><option>Choose Department</option><option>Software Design</option><option>Software Development</option></select>
    <input name="name" placeholder="Full name"><input name="phone" placeholder="Phone"><button type="submit">Make appointment</button></form></section>
  <section id="lane"><h2>How it works</h2><pre><code>lane :beta do
  increment_build_number
  gym
end</code></pre><ol class="steps"><li><p>Increment build number</p></li><li><p>Build your app</p></li><li><p>Distribute to TestFlight</p></li></ol></section>
  <section id="signup-steps"><h2>How it works</h2><ol class="steps"><li><p>Create your account</p></li><li><p>Invite your team</p></li><li><p>Send your first invoice</p></li></ol></section>
  <section id="shop"><h2>Popular</h2><div class="cards">${product('Fancy Product', 0)}${product('Special Item', 5)}${product('Sale Item', 0)}${product('Popular Item', 5)}${product('Fancy Product', 0)}${product('Special Item', 5)}${product('Sale Item', 0)}${product('Popular Item', 5)}</div></section>
  <section id="shop-unrated"><h2>New in</h2><div class="cards">${product('Fancy Product', 0)}${product('Special Item', 0)}${product('Sale Item', 0)}${product('Popular Item', 0)}</div></section>
  <section id="tabs"><h2>The basics of pricing and payments</h2><ul role="tablist">${tab('a', 'How much can I receive?')}${tab('b', 'How much does it cost?')}${tab('c', 'How do I repay?')}</ul>
    <div id="a" role="tabpanel"><h3>How much can I receive?</h3><p>Up to five thousand, paid the same day.</p></div>
    <div id="b" role="tabpanel" hidden><h3>How much does it cost?</h3><p>One fee, shown before you sign.</p></div>
    <div id="c" role="tabpanel" hidden><h3>How do I repay?</h3><p>In monthly parts, by transfer.</p></div></section>
</body></html>`;

const WIDGETS = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>clip.js</title><style>body{margin:0;font:16px sans-serif} header{padding:80px 20px;min-height:500px} section{padding:40px 20px}</style></head><body>
  <header id="widgets"><h1>clip.js</h1><p>A modern approach to copy text to the clipboard. No Flash. No frameworks.</p>
    <iframe src="https://ghbtns.com/github-btn.html?user=acme&amp;repo=clip&amp;type=watch&amp;count=true" width="160" height="30"></iframe>
    <iframe src="https://ghbtns.com/github-btn.html?user=acme&amp;repo=clip&amp;type=fork&amp;count=true" width="160" height="30"></iframe></header>
  <section><h2>Why</h2><p>Copying text to the clipboard should not be hard. It should not need dozens of steps to configure.</p></section>
</body></html>`;

const { browser, dir } = useFixturePages('review-s47', { 'index.html': PAGE, 'widgets.html': WIDGETS });

describe('what the review of six pages found misread (stop 47)', () => {
  it('counts a dropdown\'s entry that has no address of its own as the menu entry a visitor sees, not a dead link', async () => {
    const [menu] = await sectionFactsAt(browser(), dir(), ['#menu'], 'index.html');
    const nav = menu?.find((f) => f.kind === 'navigation');
    expect(nav?.value).toMatch(/^7 links\b/);
    expect(nav?.value).not.toMatch(/nowhere/);
    expect(nav?.evidence).toMatch(/Causes \+/);
  });

  it('does not read cards of causes, whose copy holds "lead-in", as a team', async () => {
    const [causes] = await sectionFactsAt(browser(), dir(), ['#causes'], 'index.html');
    expect(causes?.some((f) => f.kind === 'team')).toBe(false);
  });

  it('reads steps shown beside a code sample as what the code runs, not the visitor\'s steps', async () => {
    const [lane, signup] = await sectionFactsAt(browser(), dir(), ['#lane', '#signup-steps'], 'index.html');
    expect(lane?.find((f) => f.kind === 'numbered_steps')?.value).toBe('3 steps, beside code');
    expect(signup?.find((f) => f.kind === 'numbered_steps')?.value).toBe('3 steps');
  });

  it('reads stars an icon font draws on priced cards as their ratings, even where the font did not load, and the cards\' photos as no logos', async () => {
    const [rated, unrated] = await sectionFactsAt(browser(), dir(), ['#shop', '#shop-unrated'], 'index.html');
    expect(rated?.find((f) => f.kind === 'pricing')?.value).toMatch(/\bstar ratings\b/);
    expect(unrated?.find((f) => f.kind === 'pricing')?.value ?? '').not.toMatch(/\bstar ratings\b/);
    // The products' wide photos are no wall of logos.
    expect(rated?.some((f) => f.kind === 'logo_wall')).toBe(false);
  });

  it('reads GitHub\'s embedded Watch and Fork buttons as the opening\'s calls to action', async () => {
    const [widgets] = await sectionFactsAt(browser(), dir(), ['#widgets'], 'widgets.html');
    expect(widgets?.find((f) => f.kind === 'cta')?.evidence).toMatch(/Watch on GitHub, Fork on GitHub/);
  });

  it('reads questions set as tabs as tabs, one answer shown at a time, not as a folded accordion', async () => {
    const [tabs] = await sectionFactsAt(browser(), dir(), ['#tabs'], 'index.html');
    const faq = tabs?.find((f) => f.kind === 'faq');
    expect(faq?.value).toMatch(/\btabs\b/);
    expect(faq?.value).not.toMatch(/accordion/);
  });

  it('reads a closed list by the option it shows, not by the ones it hides', async () => {
    const words = await withClassifiedPage(browser(), dir(), (page) =>
      page.evaluate(() => UpliftSections.classifyPage(document).map((s) => s.reading?.text ?? s.text).join(' ')), 'index.html');
    expect(words).toContain('Choose Department');
    expect(words).not.toContain('Software Design');
  });
});
