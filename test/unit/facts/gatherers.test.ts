import { describe, expect, it } from 'vitest';
import { gatherCta, readButtons, undoubled } from '../../../lib/facts/cta';
import { gatherCountdown, gatherGuarantee, gatherHeadline, gatherScarcity } from '../../../lib/facts/copy';
import { gatherCarousel } from '../../../lib/facts/carousel';
import { gatherForm } from '../../../lib/facts/form';
import { gatherNavigation } from '../../../lib/facts/navigation';
import { gatherPricing } from '../../../lib/facts/pricing';
import { gatherSecurityBadges, gatherTestimonials } from '../../../lib/facts/proof';
import { readBlock } from '../../../lib/facts/read';
import {
  gatherArticleCards, gatherComparisonTable, gatherFaq, gatherFeatureGrid, gatherNumberedSteps, gatherPersonaCards, gatherSearchBox, gatherTeam,
} from '../../../lib/facts/structure';
import { gatherChatWidget, gatherCookieBanner } from '../../../lib/facts/page';
import { documentOf } from '../sections/fixture';

// One fixture per gatherer, axe-core style: the fact expected and, where it matters, a near miss.
// Structure only (happy-dom lays nothing out); the size- and colour-dependent facts (calls to
// action, logo walls, sticky header) are measured in Chromium by `npm run eval:advice`.
const block = (html: string) => readBlock(documentOf(`<section id="b">${html}</section>`).getElementById('b')!);
const values = (facts: { value: string }[]) => facts.map((f) => f.value);

describe('section facts', () => {
  it('form: fields, required ones, a phone field, steps', () => {
    const facts = gatherForm(block(`<form><p>Step 1 of 3</p><input name="first" required><input type="email" name="email" required>
      <input type="tel" name="phone"><select name="size"><option>1</option></select><textarea name="notes"></textarea><input type="hidden" name="t"><button>Send</button></form>`));
    expect(values(facts)).toEqual(['5 fields, 2 required, phone field, multi-step, for contact']);
    expect(gatherForm(block('<form role="search"><input name="q"></form>'))).toEqual([]);
  });

  it('form: quotes the words a visitor reads with it, where a sign-up says what it gives', () => {
    const [box] = gatherForm(block(`<footer><p>12 Harbour Road</p><div><p>Get news and offers</p><p>Subscribe and get 25% off.</p>
      <form><input type="email" placeholder="Your email"><button>Subscribe</button></form></div></footer>`));
    expect(box!.evidence).toContain('beside it: "Get news and offers');
    expect(box!.evidence).toContain('25% off');
    expect(box!.evidence).not.toContain('Harbour');
    const [bare] = gatherForm(block('<form><input type="email" placeholder="Your email"><button>Join</button></form>'));
    expect(bare!.evidence).not.toContain('beside it');
  });

  it('feature grid: titled cards of copy; priced cards are not features', () => {
    const card = (t: string, price = '') => `<div class="card"><h3>${t}</h3><p>Every invoice is matched to its payment within a minute. ${price}</p></div>`;
    expect(values(gatherFeatureGrid(block(`<div class="grid">${['Fast', 'Exact', 'Safe', 'Open'].map((t) => card(t)).join('')}</div>`)))).toEqual(['4 features, text only']);
    expect(gatherFeatureGrid(block(`<div class="grid">${['Basic', 'Pro', 'Team'].map((t) => card(t, '$19/month')).join('')}</div>`))).toEqual([]);
  });

  it('navigation: links and dropdowns (a sub-list that opens on demand; one shown under its entry is part of a flat menu)', () => {
    const facts = gatherNavigation(block('<nav><ul><li><a href="/a">A</a><ul style="display:none"><li><a href="/a1">A1</a></li></ul></li><li><a href="/b">B</a></li><li><a href="/c">C</a></li></ul></nav>'));
    expect(values(facts)).toEqual(['3 links, dropdowns']);
    const shown = gatherNavigation(block('<nav><ul><li><a href="/a">A</a><ul><li><a href="/a1">A1</a></li></ul></li><li><a href="/b">B</a></li><li><a href="/c">C</a></li></ul></nav>'));
    expect(values(shown)).toEqual(['4 links, 3 top-level, flat']);
  });

  it('navigation in a footer: its links, read as a footer rather than a menu', () => {
    const footer = readBlock(documentOf('<footer id="f"><nav><a href="/a">About</a><a href="/b">Jobs</a></nav><p><a href="/c">Press</a> <a href="/d">Help</a></p></footer>').getElementById('f')!);
    expect(values(gatherNavigation(footer))).toEqual(['4 links, footer']);
    // A sign-off band is a footer whatever its markup.
    const signOff = block('<nav><a href="/a">About</a><a href="/b">Jobs</a><a href="/c">Press</a></nav><p>© 2026 Acme Ltd</p>');
    expect(values(gatherNavigation(signOff))).toEqual(['3 links, footer']);
  });

  it('carousel: slides, autoplay, dots, arrows', () => {
    const facts = gatherCarousel(block(`<div class="carousel" data-interval="5000"><div class="slide">1</div><div class="slide">2</div><div class="slide">3</div>
      <div class="dots"><button aria-label="slide 1"></button></div><button class="next">›</button></div>`));
    expect(values(facts)).toEqual(['3 slides, autoplay, dots, arrows']);
    expect(gatherCarousel(block('<div><p>No slider here</p></div>'))).toEqual([]);
    // The slider's settings ask its script for dots and arrows, and to wait for the visitor.
    const tweets = (autoplay: string) => `<div class="tweets carousel" data-arrows="true" data-dots="true" data-autoplay="${autoplay}"><ul><li>A</li><li>B</li><li>C</li></ul></div>`;
    expect(values(gatherCarousel(block(tweets('true'))))).toEqual(['3 slides, autoplay, dots, arrows']);
    expect(values(gatherCarousel(block(tweets('false'))))).toEqual(['3 slides, dots, arrows']);
    // A slider that is a list: its items are the slides (not the first slide's parts), its arrows sit beside it.
    const listed = gatherCarousel(block(`<div class="wrap"><ul class="hero-slider">${[1, 2, 3].map((n) => `<li class="slider-item"><div class="slider-bg"><img src="${n}.jpg" alt=""></div><p>Tradational &amp; Hygine</p><h1>For the love of food ${n}</h1><p>Come with family</p><a href="#">View Our Menu</a></li>`).join('')}</ul>
      <button class="slider-btn prev" aria-label="slide to previous">‹</button><button class="slider-btn next" aria-label="slide to next">›</button></div>`));
    expect(values(listed)).toEqual(['3 slides, arrows']);
  });

  it('testimonials: quotes with names, without photos, with stars', () => {
    const facts = gatherTestimonials(block(`<div class="grid"><figure><blockquote>“Settled in four days.”</blockquote><figcaption>Hannah Reid</figcaption></figure>
      <figure><blockquote>“Painless switch.”</blockquote><figcaption>Tomasz Nowak</figcaption></figure></div><p>★★★★★ 4.8 out of 5</p>`));
    // The block's one overall rating is the page's own, stated with its figure.
    expect(values(facts)).toEqual(['2 quotes, with names, no photos, star rating 4.8']);
    // The evidence quotes the words once, without the marks they are printed in.
    expect(facts[0]!.evidence).toMatch(/^"Settled in four days\." — /);
    // Attributions often open with a dash.
    const dashed = gatherTestimonials(block('<blockquote>“Doubled our sign-ups.” <cite>— Jane Roe, Head of Growth at Globex</cite></blockquote>'));
    expect(values(dashed)).toEqual(['1 quote, with names, no photos']);
  });

  it('headline: words and numbers', () => {
    expect(values(gatherHeadline(block('<h1>Cut your heating bill by 41%</h1>'), true))).toEqual(['6 words, medium, with numbers']);
    expect(gatherHeadline(block('<h2>Not the top</h2>'), false)).toEqual([]);
    expect(values(gatherHeadline(block('<h1>Framework7</h1>'), true))).toEqual(['1 word, short, no numbers']);
    expect(values(gatherHeadline(block('<h1>Support 24/7</h1>'), true))).toEqual(['2 words, short, with numbers']);
    expect(values(gatherHeadline(block('<h1>Transformamos Ideias em Realidade 3D</h1>'), true))).toEqual(['5 words, medium, no numbers']);
    expect(values(gatherHeadline(block('<h1>3D prints in 48 hours</h1>'), true))).toEqual(['5 words, medium, with numbers']);
  });

  it('pricing: plans, the highlighted one, a billing toggle', () => {
    const facts = gatherPricing(block(`<p>Monthly / Annual</p><div><div class="plan"><h3>Basic</h3><p>$12/mo</p></div>
      <div class="plan featured"><span>Most popular</span><h3>Pro</h3><p>$29/mo</p></div><div class="plan"><h3>Team</h3><p>$44/mo</p></div></div>`));
    expect(values(facts)).toEqual(['3 plans, highlighted "most popular", billing toggle']);
  });

  it('pricing: a menu of priced dishes is a price list, not plans to choose between', () => {
    const dish = (name: string, price: string) => `<li><h4>${name}</h4><p>Fresh, seasonal, made to order.</p><span>${price}</span></li>`;
    expect(gatherPricing(block(`<h2>Our menu</h2><ul>${dish('Greek salad', '$12.50')}${dish('Lasagne', '$14.00')}${dish('Wagyu', '$39.00')}</ul>`))).toEqual([]);
  });

  it('calls to action: the same label under each card is one link per card, not a choice between equal buttons', () => {
    const b = (text: string, area = 4000, filled = false) => ({ text, area, filled });
    expect(values(gatherCta(block(''), [b('Learn more'), b('Learn more'), b('Learn more')]))).toEqual(['3 alike, one per card, generic copy']);
    // In the six languages of the panel too, and with an arrow after the words.
    for (const label of ['Ver más', 'Saiba mais', 'Scopri di più', 'Lees meer', 'Mehr erfahren', 'Voir plus', 'Learn more →']) {
      expect(values(gatherCta(block(''), [b(label)]))[0]).toMatch(/generic copy/);
    }
    expect(values(gatherCta(block(''), [b('Book a visit →')]))[0]).not.toMatch(/generic copy/);
    expect(values(gatherCta(block(''), [b('Start free trial'), b('Book a demo'), b('See pricing')]))).toEqual(['3 equal']);
    expect(undoubled('Book A Table Book A Table')).toBe('Book A Table');
    expect(undoubled('Go go')).toBe('Go go');
  });

  it('headline: "1 word" for a one-word headline', () => {
    expect(values(gatherHeadline(block('<h1>Milligram</h1>'), true))).toEqual(['1 word, short, no numbers']);
  });

  it('urgency, scarcity and guarantees from the copy, in other languages too', () => {
    expect(values(gatherCountdown(block('<p>Sale ends in</p><div class="countdown">02:14:09</div>')))).toEqual(['countdown timer']);
    expect(values(gatherScarcity(block('<p>Only 3 left in stock</p>')))).toEqual(['scarcity text']);
    expect(values(gatherGuarantee(block('<p>30-day money-back guarantee</p>')))).toEqual(['30-day guarantee']);
    expect(values(gatherGuarantee(block('<p>Geld-zurück-Garantie für alle Kurse</p>')))).toEqual(['guarantee text']);
    // "Cancel any time" is the same promise in every language the extension speaks; a word that only begins the same is not.
    for (const said of ['Cancel any time', '14 Tage kostenlos · Jederzeit kündbar', 'Résiliable à tout moment', 'Cancela cuando quieras', 'Altijd opzegbaar']) {
      expect(values(gatherGuarantee(block(`<p>${said}</p>`)))).toEqual(['guarantee text']);
    }
    expect(gatherGuarantee(block('<p>Garantiert frisch geliefert</p>'))).toEqual([]);
    // A footer's policy links promise nothing; the same words in its copy do.
    expect(gatherGuarantee(block('<ul><li><a href="/privacy">Privacy policy</a></li><li><a href="/refunds">Refund policy</a></li></ul>'))).toEqual([]);
    expect(values(gatherGuarantee(block('<p>Full refund within 14 days.</p><a href="/refunds">Refund policy</a>')))).toEqual(['guarantee text']);
    expect(gatherScarcity(block('<p>Plenty in stock, ships today</p>'))).toEqual([]);
  });

  it('security and payment badges', () => {
    const facts = gatherSecurityBadges(block('<img alt="Visa" src="/visa.svg"><img alt="PayPal" src="/pp.svg"><p>SSL secured checkout</p>'));
    expect(values(facts)).toEqual(['security and payment badges']);
  });

  it('comparison table naming alternatives', () => {
    const facts = gatherComparisonTable(block('<h2>Us vs the alternatives</h2><table><thead><tr><th></th><th>Us</th><th>Them</th></tr></thead><tr><td>Sync</td><td>✓</td><td>✗</td></tr></table>'));
    expect(values(facts)).toEqual(['3 columns, names alternatives']);
  });

  it('numbered steps, also in German', () => {
    expect(values(gatherNumberedSteps(block('<h2>How it works</h2><h3>1. Sign up</h3><h3>2. Connect</h3><h3>3. Ship</h3>')))).toEqual(['3 steps']);
    expect(values(gatherNumberedSteps(block('<h2>So funktioniert’s</h2><h3>Schritt 1</h3><h3>Schritt 2</h3><h3>Schritt 3</h3>')))).toEqual(['3 steps']);
  });

  it('FAQ: accordion of questions', () => {
    const facts = gatherFaq(block('<details><summary>Can I cancel any time?</summary></details><details><summary>Is there a free trial?</summary></details>'));
    expect(values(facts)).toEqual(['2 questions, accordion']);
    // Their toggles are no calls to action.
    const faqBlock = block(['How to use it?', 'Is it free?'].map((q, i) => `<button class="btn" data-bs-toggle="collapse" data-bs-target="#b${i}">${q}</button><div id="b${i}" class="collapse">Answer ${i}.</div>`).join(''));
    expect(gatherCta(faqBlock, readButtons(faqBlock))).toEqual([]);
    // Bootstrap's collapse toggles fold their answers (folded by its style sheet, whatever the page shows before it loads).
    const bootstrap = gatherFaq(block(['How to use it?', 'Is it free?'].map((q, i) => `<button class="collapsed" data-bs-toggle="collapse" data-bs-target="#a${i}"><span>${q}</span></button><div id="a${i}" class="collapse">Answer ${i}.</div>`).join('')));
    expect(values(bootstrap)).toEqual(['2 questions, accordion']);
  });

  it('article cards with dates and reading times', () => {
    const facts = gatherArticleCards(block('<article><h3>A</h3><time datetime="2026-01-02">Jan 2, 2026</time> 5 min read</article><article><h3>B</h3><time>Feb 3, 2026</time> 7 min read</article>'));
    expect(values(facts)).toEqual(['2 articles, dates, reading times']);
    // A schedule's times of day are no post dates.
    const schedule = '<ul>' + ['12:00', '13:15', '14:10', '2:30 pm'].map((t) => `<li><time>${t}</time><p>Talk at ${t}</p></li>`).join('') + '</ul>';
    expect(gatherArticleCards(block(schedule))).toEqual([]);
  });

  it('team members with names, roles and photos', () => {
    const facts = gatherTeam(block(`<figure><img src="/a.jpg"><figcaption><h3>Amara Okafor</h3><p>Founder, research director</p></figcaption></figure>
      <figure><img src="/b.jpg"><figcaption><h3>Lucas Berg</h3><p>Head of strategy</p></figcaption></figure>`));
    expect(values(facts)).toEqual(['2 people, names and roles, with photos']);
  });

  it('persona entry cards', () => {
    expect(values(gatherPersonaCards(block("<a href='/f'><h3>I'm a founder</h3></a><a href='/m'><h3>I'm a marketer</h3></a>")))).toEqual(['2 persona cards']);
    expect(values(gatherPersonaCards(block('<h3>For schools</h3><h3>For families</h3><h3>For researchers</h3>')))).toEqual(['3 persona cards']);
  });

  it('search box', () => {
    expect(values(gatherSearchBox(block('<form action="/search"><input type="search" placeholder="Search products"></form>')))).toEqual(['search box']);
  });

  it('page-wide widgets: chat and consent (not hidden)', () => {
    const doc = documentOf('<main><p>Hi</p></main><div id="intercom-container" class="intercom-launcher">chat</div>');
    expect(gatherChatWidget(doc).map((f) => f.fact.value)).toEqual(['chat widget']);
    // A link labelled "chat" in the contact block is a link; the same button fixed in a corner is the launcher.
    const link = '<a href="https://wa.me/919999999999" aria-label="Chat on WhatsApp">WhatsApp</a>';
    expect(gatherChatWidget(documentOf(`<section><h2>Visit us</h2>${link}</section>`))).toEqual([]);
    expect(gatherChatWidget(documentOf(`<div style="position:fixed;bottom:16px;right:16px">${link}</div>`)).map((f) => f.fact.value)).toEqual(['chat widget']);
    expect(gatherCookieBanner(documentOf('<p>No banner</p>'))).toEqual([]);
  });
});
