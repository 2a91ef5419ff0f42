import { describe, expect, it } from 'vitest';
import { gatherCarousel } from '../../../lib/facts/carousel';
import { gatherCta, readButtons } from '../../../lib/facts/cta';
import { gatherForm } from '../../../lib/facts/form';
import { gatherBlockFacts } from '../../../lib/facts/gather';
import { leadsNowhere, phoneShown } from '../../../lib/facts/links';
import { measureFact } from '../../../lib/facts/measure';
import { gatherVideo } from '../../../lib/facts/media';
import { gatherNavigation } from '../../../lib/facts/navigation';
import { gatherPricing } from '../../../lib/facts/pricing';
import { gatherTestimonials, quotedVoice } from '../../../lib/facts/proof';
import { beginGathering, readBlock } from '../../../lib/facts/read';
import { gatherArticleCards, gatherFaq, gatherFeatureGrid } from '../../../lib/facts/structure';
import { documentOf } from '../sections/fixture';

// What specialists found misread on real pages, each as a general reading (structure only: happy-dom
// lays nothing out; the paint and size readings are in test/e2e/facts-visible.test.ts).
const block = (html: string) => {
  beginGathering();
  return readBlock(documentOf(`<section id="b">${html}</section>`).getElementById('b')!);
};
const values = (facts: { value: string }[]) => facts.map((f) => f.value);

const product = (name: string, now: string, was = '') =>
  `<article class="card"><div class="media"><div class="carousel"><div class="track"><img src="/${name}-1.jpg" alt="${name}"><img src="/${name}-2.jpg" alt="${name}"></div></div>
   <div class="carousel-dots"><button aria-label="Go to 1 of 2"></button><button aria-label="Go to 2 of 2"></button></div></div>
   <h3>${name}</h3><p class="price"><span>${now}</span>${was ? `<del>${was}</del>` : ''}</p><a class="btn" href="/${name}">View</a> <a class="btn" href="/cart?add=${name}">Buy</a></article>`;

describe('readings specialists corrected', () => {
  it("a product card's picture pager is no carousel of the section, and its dots are no calls to action", () => {
    const b = block(product('Scooter', '$180', '$220') + product('Bike', '$380'));
    expect(gatherCarousel(b)).toEqual([]);
    const buttons = readButtons(b).map((x) => x.text);
    expect(buttons).toEqual(['View', 'Buy', 'View', 'Buy']);
    // View and Buy under each product are the cards' own buttons, not four equal choices.
    expect(values(gatherCta(b, readButtons(b)))[0]).toMatch(/^4 alike, one per card/);
    // A carousel of the section itself is still one.
    expect(values(gatherCarousel(block('<div class="carousel"><div class="slide">1</div><div class="slide">2</div><div class="slide">3</div></div>')))).toEqual(['3 slides']);
  });

  it('product cards (name, price, picture, button) are not dated posts; posts with dates are', () => {
    expect(gatherArticleCards(block(product('Scooter', '$180') + product('Bike', '$380') + product('Kick', '$99')))).toEqual([]);
    const post = (t: string) => `<article><h3>${t}</h3><time datetime="2024-03-02">Mar 2, 2024</time><p>What we learned.</p></article>`;
    expect(values(gatherArticleCards(block(post('One') + post('Two') + post('Three'))))).toEqual(['3 articles, dates']);
  });

  it('a contest blurb opening with a title in quotes is nobody’s testimonial; a signed quote is one', () => {
    expect(quotedVoice('"In the Heat of the Code" is a coding contest organized by us every winter for students.')).toBe(false);
    expect(quotedVoice('“Settled in four days, and the team answered every question we had.”')).toBe(true);
    const contest = block('<h2>Code contest</h2><p>"In the Heat of the Code" is a coding contest organized by us every winter for students and newcomers.</p>');
    expect(gatherTestimonials(contest)).toEqual([]);
    const unsigned = block('<h2>Our motto</h2><blockquote>“We build what we would want to use ourselves, every single day.”</blockquote>');
    expect(gatherTestimonials(unsigned)).toEqual([]);
    const signed = block('<figure><blockquote>“We build what we would want to use ourselves.”</blockquote><figcaption>Hannah Reid</figcaption></figure><figure><blockquote>“Painless switch, great people.”</blockquote><figcaption>Tomasz Nowak</figcaption></figure>');
    expect(values(gatherTestimonials(signed))[0]).toMatch(/^2 quotes, with names/);
  });

  it("feature cards titled above their copy are not quotes signed by their titles", () => {
    const feat = (t: string) => `<div class="feat"><h3>${t}</h3><p>It uses only native scrolling, so you keep momentum and the "bounce" without any issue at all.</p></div>`;
    expect(gatherTestimonials(block(`<h2>More</h2><div class="feats">${['Native Scrolling', 'Library Agnostic', 'Pages Animation'].map(feat).join('')}</div>`))).toEqual([]);
  });

  it('a carousel’s cloned slides are one quote each', () => {
    const slide = (q: string, n: string, clone = '') => `<div class="testimonial${clone}"><blockquote>“${q}”</blockquote><cite>${n}</cite></div>`;
    const html = `<div class="track">${slide('Fast and friendly service.', 'Ana Costa', ' clone')}${slide('Fast and friendly service.', 'Ana Costa')}${slide('Would book again.', 'Rui Lopes')}${slide('Would book again.', 'Rui Lopes', ' clone')}</div>`;
    expect(values(gatherTestimonials(block(html)))[0]).toMatch(/^2 quotes, with names/);
  });

  it("stars on each review rate the review; the page's own rating is stated with its count", () => {
    const review = (q: string, n: string) => `<div class="review"><div class="stars" aria-label="5 stars">★★★★★</div><p>“${q}”</p><p>— ${n}</p></div>`;
    const each = values(gatherTestimonials(block(review('Painless and quick, thank you.', 'Rahul Mehta') + review('The kindest dentist I know.', 'Sneha Kapoor'))))[0]!;
    expect(each).toMatch(/stars on each quote/);
    expect(each).not.toMatch(/star rating/);
    expect(measureFact({ kind: 'testimonials', value: each }).attributes.ratings).toBe(true);
    const stat = values(gatherTestimonials(block('<div class="stat"><strong>4.9★</strong> Google rating · 1,200 reviews</div><div class="stat"><strong>500+</strong> happy patients</div>')));
    expect(stat).toEqual(['star rating 4.9, 1,200 reviews']);
    // Several products each rated: none of those is the page's rating.
    expect(gatherTestimonials(block('<p>Kettle 4.5 stars (12 reviews)</p><p>Toaster 4.0 stars (30 reviews)</p>'))).toEqual([]);
  });

  it('signed and dated quotes (tweets) are quotes, not as many dated posts', () => {
    const tweet = (n: number, who: string, text: string) => `<div class="tweets__item"><div class="tweets__text">${text}</div><div class="sig"><b>${who}</b> <time datetime="2015-09-0${n}">11:36AM - ${n} Sep 2015</time></div></div>`;
    beginGathering();
    const doc = documentOf(`<section id="b"><h2>What developers say</h2>${tweet(1, '@ruth_f', '“Shipped our first beta in an afternoon, the whole release ran itself.”')}${tweet(2, '@omar_k', '“Code signing used to take us a day every single release, now it is gone.”')}${tweet(3, '@li_wei', '“Screenshots for nine languages without touching a simulator, brilliant.”')}</section>`);
    expect(gatherBlockFacts(doc.getElementById('b')!).map((f) => `${f.kind}: ${f.value}`)).toEqual(['testimonials: 3 quotes, with names, no photos']);
  });

  it('a clip that loops with no controls is a silent loop of the interface, not a film that starts with sound', () => {
    expect(values(gatherVideo(block('<h3>Swipe back</h3><video src="/swipeback.mp4" loop autoplay></video>')))).toEqual(['video, autoplay, looping']);
    expect(values(gatherVideo(block('<h3>Our story</h3><video src="/story.mp4" autoplay controls></video>')))).toEqual(['video, autoplay']);
    // Started by a script as it scrolls in, the same clip is the same loop; one with controls is a film.
    expect(values(gatherVideo(block('<h3>Swipe out</h3><video src="/swipeout.mp4" loop></video>')))).toEqual(['video, looping']);
    expect(values(gatherVideo(block('<h3>Our story</h3><video src="/story.mp4" loop controls></video>')))).toEqual(['video']);
  });

  it("documentation's rendered samples are demos: a button or a quote its code sample spells out is not the page's own", () => {
    const docs = block('<h3>Buttons</h3><div class="example"><button class="button">Default Button</button></div><pre><code>&lt;button class="button"&gt;Default Button&lt;/button&gt;</code></pre><a class="button" href="/download">Download Ledger</a>');
    expect(readButtons(docs).map((b) => b.text)).toEqual(['Download Ledger']);
    beginGathering();
    const quotes = documentOf('<section id="q"><h3>Blockquotes</h3><blockquote><p>Yeah!! Ledger is amazing, it reconciles everything.</p><cite>Ana Lima</cite></blockquote><pre><code>&lt;blockquote&gt;&lt;p&gt;Yeah!! Ledger is amazing, it reconciles everything.&lt;/p&gt;&lt;/blockquote&gt;</code></pre></section><section id="r"><h3>What users say</h3><blockquote><p>Yeah!! Ledger is amazing, it reconciles everything.</p><cite>Ana Lima</cite></blockquote></section>');
    expect(gatherBlockFacts(quotes.getElementById('q')!).some((f) => f.kind === 'testimonials')).toBe(false);
    expect(gatherBlockFacts(quotes.getElementById('r')!).some((f) => f.kind === 'testimonials')).toBe(true);
  });

  it("\"GitHub\" on a button to the project's repository is its call to action; to a profile it is a social link", () => {
    const hero = block('<h1>Spectre</h1><a class="btn" href="/docs">Docs</a><a class="btn" href="https://github.com/acme/spectre">GitHub</a><a class="btn" href="https://github.com/acme">GitHub</a>');
    expect(readButtons(hero).map((b) => b.text)).toEqual(['Docs', 'GitHub']);
  });

  it('a video a script builds from a poster is seen; a text link to a video in a list is a link', () => {
    const poster = block('<h2>See it in action</h2><div class="video-modal"><img src="http://i.ytimg.com/vi/abc123/maxresdefault.jpg"></div>');
    expect(values(gatherVideo(poster))).toEqual(['video poster']);
    expect(gatherVideo(block('<h5>Videos</h5><ul><li><a href="http://youtu.be/rvo3Mv1Z4qU">Introducing the editor</a></li></ul>'))).toEqual([]);
    expect(values(gatherVideo(block('<a href="https://youtu.be/rvo3Mv1Z4qU"><img src="/still.jpg" alt="Our tour"></a>')))).toEqual(['play button']);
  });

  it('links going nowhere: empty, "#", script URLs and a template’s "None"; a dropdown toggle does go somewhere', () => {
    const doc = documentOf('<a id="a" href="None">x</a><a id="b" href="#">x</a><a id="c" href="javascript:void(0)">x</a><a id="d">x</a><a id="e" href="#" data-bs-toggle="dropdown">x</a><a id="f" href="/menu">x</a>');
    const at = (id: string) => leadsNowhere(doc.getElementById(id)!);
    expect(['a', 'b', 'c', 'd'].map(at)).toEqual([true, true, true, true]);
    expect(at('e')).toBe(false);
    expect(at('f')).toBe(false);
    // A menu item's link opens the submenu beside it; a hero's button beside the hero's list of slides goes nowhere.
    const menu = documentOf('<ul><li><a id="m" href="#">Pages</a><ul><li><a href="/a">About</a></li></ul></li></ul>');
    expect(leadsNowhere(menu.getElementById('m')!)).toBe(false);
    const hero = documentOf('<section><ul class="slides"><li>1</li><li>2</li></ul><h1>Food</h1><p>Fresh</p><a id="h" href="#">Book A Table</a></section>');
    expect(leadsNowhere(hero.getElementById('h')!)).toBe(true);
    const nav = block('<nav><a href="/">Home</a><a href="None">Menu</a><a href="#">Events</a><a href="/contact">Contact</a></nav>');
    expect(values(gatherNavigation(nav))).toEqual(['4 links, flat, 2 lead nowhere']);
    expect(values(gatherCta(block('<a class="btn" href="None">Order now</a>'), readButtons(block('<a class="btn" href="None">Order now</a>'))))).toEqual(['1 button, not filled, 1 leads nowhere']);
  });

  it("a template's placeholder address leads nowhere: a link to example.com, a form sending to \"your-form-id\"; a real address does not", () => {
    const doc = documentOf(`<a id="x" href="https://example.com">Buy</a><a id="y" href="https://example.org.uk/shop">Shop</a>
      <form action="https://formspree.io/f/your-form-id"><input name="n"><button id="p">Book a table</button><button id="t" type="button">Add guest</button></form>
      <form action="https://formspree.io/f/mqkvzbpl"><input name="n"><input id="r" type="submit" value="Send"></form>`);
    const at = (id: string) => leadsNowhere(doc.getElementById(id)!);
    expect(['x', 'p'].map(at)).toEqual([true, true]);
    expect(['y', 't', 'r'].map(at)).toEqual([false, false, false]);
    const form = block('<form action="https://formspree.io/f/your-form-id"><input name="n"><button class="btn">Book a table</button></form>');
    expect(gatherCta(form, readButtons(form))[0]!.evidence).toBe('buttons: Book a table; leading nowhere: Book a table (placeholder address)');
  });

  it("a product card's quantity stepper is part of its buy button, not a form", () => {
    const card = (n: string) => `<article><img src="/${n}.jpg" alt="${n}"><h3>${n}</h3><p>12,99 €</p><input class="quantity" name="quantity" type="number" min="0" value="0"><button>Add to cart</button></article>`;
    expect(gatherForm(block(card('Cat food') + card('Dog food')))).toEqual([]);
    // A number field of a form that asks for more (guests on a booking) is still a field.
    const booking = block('<form><input type="email" name="email"><input type="number" name="guests"><button>Book</button></form>');
    expect(values(gatherForm(booking))[0]).toMatch(/^2 fields/);
  });

  it('priced sizes of a product, each with a quantity stepper, are no plans to choose between', () => {
    const size = (price: string, grams: string) => `<div class="size"><p><span class="now">${price}</span> (${grams})</p><button>-</button><input type="number" name="qty" value="0"><button>+</button></div>`;
    const b = block(`<article><img src="/cat.png" alt="cat food"><h3>Dry cat food</h3>${size('3.60 €', '100 g')}${size('84.40 €', '12.5 kg')}<button>Add to cart</button></article>`);
    expect(values(gatherPricing(b)).some((v) => /\bplans?\b/.test(v))).toBe(false);
    const plans = block(`<div><div class="plan"><h3>Basic</h3><p>$9 per month</p><a href="/basic">Choose</a></div><div class="plan"><h3>Pro</h3><p>$29 per month</p><a href="/pro">Choose</a></div></div>`);
    expect(values(gatherPricing(plans))[0]).toMatch(/^2 plans/);
  });

  it('a form with a box for a message is a contact form, whatever updates the block offers beside it', () => {
    const contact = block('<h2>Contact</h2><p>Get updates on our weekly specials</p><form><input name="name"><input type="email" name="email"><textarea name="message"></textarea><button>Send Message</button></form>');
    expect(values(gatherForm(contact))[0]).toMatch(/for contact$/);
    const news = block('<h2>Get updates</h2><form><input type="email" name="email"><button>Subscribe</button></form>');
    expect(values(gatherForm(news))[0]).toMatch(/for newsletter$/);
  });

  it('a picture that is the button (a payment GIF, a store badge) is painted by its picture, not "not filled"', () => {
    const paypal = block('<h3>Donations</h3><form action="https://www.paypal.com/cgi-bin/webscr" method="post"><input type="image" src="https://www.paypalobjects.com/btn_donate_LG.gif" name="submit" alt="PayPal Donation"></form>');
    expect(values(gatherCta(paypal, readButtons(paypal)))).toEqual(['1 button']);
    const text = block('<h3>Donations</h3><form><input type="submit" value="Donate"></form>');
    expect(values(gatherCta(text, readButtons(text)))).toEqual(['1 button, not filled']);
  });

  it("a phone in the header is a fact of the menu: a tel: link or a printed number, not a year or a price", () => {
    const linked = values(gatherNavigation(block('<nav><a href="/">Home</a><a href="/menu">Menu</a></nav><a href="tel:+15550100200">(555) 010-0200</a>')));
    expect(linked).toEqual(['2 links, flat, phone link']);
    const printed = values(gatherNavigation(block('<p>+6353 568 0539 · Mon–Sun 10:00 – 21:00</p><nav><a href="/">Home</a><a href="/menu">Menu</a></nav>')));
    expect(printed).toEqual(['2 links, flat, phone number']);
    expect(measureFact({ kind: 'navigation', value: printed[0]! }).attributes.phone).toBe(true);
    const doc = documentOf('<p>Since 1998 · from $1,299.00 · 2019-2024</p>');
    expect(phoneShown(doc.body, doc.body.textContent!, () => true)).toBeNull();
  });

  it('a price struck through is "discount shown", and says whether any words give a reason', () => {
    const cards = product('Scooter', '180 €', '220 €') + product('Bike', '380 €', '420 €') + product('Kick', '99 €');
    expect(values(gatherPricing(block(cards)))).toEqual(['prices, discount shown, no reason given']);
    expect(values(gatherPricing(block(`<h2>Winter sale: 20% off</h2>${cards}`)))).toEqual(['prices, discount shown']);
    expect(gatherPricing(block(product('Scooter', '180 €') + product('Bike', '380 €') + product('Kick', '99 €')))).toEqual([]);
  });

  it('plans list their own prices in the evidence, not the first digit', () => {
    const plan = (n: string, p: string) => `<div class="plan"><h3>${n}</h3><p>${p}/mo</p><a href="/buy">Choose</a></div>`;
    const [fact] = gatherPricing(block(`<div class="plans">${plan('Basic', '$29')}${plan('Team', '$79')}${plan('Scale', '$199')}</div>`));
    expect(fact!.value).toMatch(/^3 plans/);
    const priced = block(`<div class="menu">${['$29', '$79', '$199'].map((p) => `<div><span>${p}</span><b>a dish</b></div>`).join('')}</div><p>per month</p>`);
    const [list] = gatherPricing(priced);
    expect(list?.evidence ?? '').not.toMatch(/\$2(?!\d)/);
  });

  it('fields marked required beside their caption count as required; a hidden error message does not', () => {
    const marked = block('<form><div class="f"><span>Name <b>*</b></span><input name="name"></div><div class="f"><label>Email (required)</label><input type="email" name="email"></div><div class="f"><label>Company</label><input name="co"></div><button>Send</button></form>');
    expect(values(gatherForm(marked))[0]).toMatch(/^3 fields, 2 required/);
    const hint = block('<form><div class="col"><input type="email" placeholder="Email"><div style="display:none">Email is required.</div></div><button>Go</button></form>');
    expect(values(gatherForm(hint))[0]).toMatch(/^1 field, 0 required/);
  });

  it("a footer's link columns are its sitemap, not category tiles", () => {
    const doc = documentOf(`<div id="f" class="footer-container"><ul>${['Projects', 'Events', 'Blog', 'About', 'Contact', 'Donate'].map((t) => `<li><a href="/${t}">${t}</a></li>`).join('')}</ul><p>© 2024 Example. All rights reserved.</p></div>`);
    beginGathering();
    const facts = gatherBlockFacts(doc.getElementById('f')!);
    expect(facts.some((f) => f.kind === 'category_tiles')).toBe(false);
    expect(facts.find((f) => f.kind === 'navigation')?.value).toMatch(/footer/);
  });

  it('a quote is signed in ways besides a caption: an item of a meta list by the face, a social handle', () => {
    const meta = block(`<div class="testimonial"><p>"It gets all of our best work in one place, and the whole team can find it again."</p>
      <ul class="meta"><li><img src="/face.jpg" alt=""></li><li>Jonathon Andrew , Example Inc</li></ul></div>`);
    expect(values(gatherTestimonials(meta))[0]).toMatch(/^1 quote, with names/);
    const tweet = (n: number, who: string) => `<div class="tweets__item"><span class="quote-mark"><img src="/quote.svg" alt="Quote"></span><div class="tweets__text">${n} - Was skeptical that a few words could set up our whole release, but it did it all.</div><div class="sig"><b>${who}</b> <span>11:36AM - 2 Sep 2015</span></div></div>`;
    const tweets = values(gatherTestimonials(block(`<div class="tweets">${tweet(1, '@ruth_f.')}${tweet(2, '@ruth_f.')}${tweet(3, '@ruth_f.')}</div>`)))[0]!;
    // Still read as quotes (hygiene reads them): one review pasted three times is template text, signed by the same handle.
    expect(tweets).toMatch(/^3 quotes, with names/);
    expect(tweets).toMatch(/repeated names/);
    expect(tweets).toMatch(/placeholder text/);
    const real = values(gatherTestimonials(block(`<div class="tweets">${tweet(1, '@ruth_f.').replace('Was skeptical that a few words could set up our whole release', 'Shipped our first beta in an afternoon')}${tweet(2, '@omar_k')}${tweet(3, '@li_wei').replace('Was skeptical that a few words could set up our whole release', 'Code signing used to take us a day every release')}</div>`)))[0]!;
    expect(real).not.toMatch(/placeholder text/);
  });

  it('a blockquote read as its own block is one quote, signed in its footer by a name with a nickname; a named portrait with a "quote" class is a photo', () => {
    beginGathering();
    const doc = documentOf(`<blockquote id="b" class="quote tweet"><div class="box"><p class="quote-content">Linz in January, if you want all the good with none of the drama. Thank you @scriptconf</p>
      <a class="quote-link" href="/status/1"><footer class="quote-footer"><img class="quote-img" src="/codepo8.png" alt="Chris Heilmann"><p>Chris "codepo8" Heilmann, Microsoft</p></footer></a></div></blockquote>`);
    const v = values(gatherTestimonials(readBlock(doc.getElementById('b')!)))[0]!;
    expect(v).toMatch(/^1 quote, with names/);
    // happy-dom loads no picture: the portrait counts as one that fails to load, not as none.
    expect(v).toMatch(/photos that fail to load/);
  });

  it('a lone quote signed on the next line by a dash is a testimonial; a role is no name; an unsigned one is nobody’s', () => {
    const quote = '<p class="lead">“We went from idea to live website in under a day.”</p>';
    expect(values(gatherTestimonials(block(`${quote}<p>— Small Business Owner</p>`)))).toEqual(['1 quote, no names, no photos']);
    expect(values(gatherTestimonials(block(`${quote}<p>– Maria Lopez, Bakery owner</p>`)))[0]).toMatch(/^1 quote, with names/);
    expect(gatherTestimonials(block(`${quote}<p>Read the full story of how teams launch their site in a day.</p>`))).toEqual([]);
  });

  it('placeholder reviews are still quotes: lorem ipsum signed by the same name three times', () => {
    const card = () => `<div class="testimonial"><p>Mauris blandit aliquet elit, eget tincidunt nibh pulvinar a. Donec sollicitudin molestie malesuada.</p><h5>John Doe</h5><span>Designer</span></div>`;
    const v = values(gatherTestimonials(block(card() + card().replace('Mauris', 'Curabitur') + card().replace('Mauris', 'Vivamus'))))[0]!;
    expect(v).toMatch(/^3 quotes, with names/);
    expect(v).toMatch(/repeated names/);
    expect(v).toMatch(/placeholder text/);
  });

  it('cards titled like names over a dish and a paragraph are features; short cards naming people with roles are not', () => {
    const dish = (t: string) => `<div class="col"><div class="box"><a href="#"><img src="/${t}.jpg" alt=""></a><div class="inner"><h3>${t}</h3><p>Pretty patties now come in more complex patterns and colours, cooked to order and ready for pickup at your local market.</p></div></div></div>`;
    const grid = block(`<div class="row">${dish('Plaid Patties')}${dish('Redefining Red Meat')}</div><div class="row">${dish('Summer Memorable')}${dish('Golden Crust')}</div>`);
    expect(values(gatherFeatureGrid(grid))[0]).toMatch(/^4 features/);
    const person = (n: string) => `<div class="col"><div class="box"><img src="/${n}.jpg" alt=""><h3>${n}</h3><p>Head of design</p></div></div>`;
    expect(gatherFeatureGrid(block(`<div class="row">${['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra'].map(person).join('')}</div>`))).toEqual([]);
  });

  it('cards under a title naming the places served are no feature grid; the same cards under a title of benefits are', () => {
    const town = (t: string) => `<div class="card"><h3>${t}</h3><p>About ten minutes away by car, with parking right outside the door.</p></div>`;
    const cards = ['Northfield', 'Riverside', 'Oak Hill', 'Westgate'].map(town).join('');
    expect(gatherFeatureGrid(block(`<h2>Neighbourhoods we serve</h2><div class="grid">${cards}</div>`))).toEqual([]);
    expect(gatherFeatureGrid(block(`<h2>Proudly serving Leeds and the surrounding towns</h2><div class="grid">${cards}</div>`))).toEqual([]);
    expect(values(gatherFeatureGrid(block(`<h2>Why patients choose us</h2><div class="grid">${cards}</div>`)))[0]).toMatch(/^4 features/);
  });

  it('cards that each ask for a different action are ways to act, not features; one "Learn more" under every card is the cards’ own', () => {
    const card = (t: string, a: string) => `<div class="card"><h3>${t}</h3><p>Join the people who make a difference in their own communities every week.</p>${a}</div>`;
    const acts = block(`<h2>Get involved</h2><div class="cards">${card('Donate', '<a class="btn" href="#donate">Donate now</a>')}${card('Volunteer', '<a class="btn" href="#">Coming soon</a>')}${card('Spread the word', '<a href="https://x.example/share"><img src="/x.svg" alt="X"></a>')}</div>`);
    expect(gatherFeatureGrid(acts)).toEqual([]);
    const more = block(`<h2>Automate your release</h2><div class="cards">${['Screenshots', 'Beta builds', 'Store upload', 'Code signing'].map((t) => card(t, '<a class="btn" href="#more">Learn more</a>')).join('')}</div>`);
    expect(values(gatherFeatureGrid(more))[0]).toMatch(/^4 features/);
  });

  it('stars drawn as icons on priced cards rate the products; a "get started" class or one rating for the whole shop does not', () => {
    const star = '<svg class="icon icon-tabler-star-filled" width="14" height="14"><path d="M0 0h1"/></svg>';
    const card = (name: string, price: string, rating: string) =>
      `<div class="card"><img src="/${name}.jpg" alt="${name}"><h3><a href="/p/${name}">${name}</a></h3><div class="row"><span>${price}</span><small class="text-yellow">${rating}</small></div><button>Add</button></div>`;
    const names = ['Coffee', 'Tea', 'Cocoa'];
    const rated = block(`<h2>Daily best sells</h2><div class="grid">${names.map((n) => card(n, '$13', `${star.repeat(4)} 4.5`)).join('')}</div>`);
    expect(values(gatherPricing(rated))).toEqual(['prices, star ratings']);
    const started = block(`<h2>Daily best sells</h2><div class="grid">${names.map((n) => card(n, '$13', '<span class="get-started"></span>')).join('')}</div>`);
    expect(gatherPricing(started)).toEqual([]);
    const shopRating = block(`<h2>Daily best sells</h2><p class="shop">${star.repeat(5)} 4.8</p><div class="grid">${names.map((n) => card(n, '$13', '')).join('')}</div>`);
    expect(gatherPricing(shopRating)).toEqual([]);
  });

  it('an accordion that shows its first answer opened says so', () => {
    const item = (q: string, open: boolean) => `<details${open ? ' open' : ''}><summary>${q}</summary><p>Yes: every plan includes it, and you can change it at any time from your account.</p></details>`;
    const qs = ['Can I use it in open-source projects?', 'Is there a Figma file available?', 'What are the differences between the plans?', 'Do you offer refunds?'];
    expect(values(gatherFaq(block(qs.map((q, i) => item(q, i === 0)).join(''))))).toEqual(['4 questions, accordion, 1 open']);
    expect(values(gatherFaq(block(qs.map((q) => item(q, false)).join(''))))).toEqual(['4 questions, accordion']);
  });
});
