import { describe, expect, it } from 'vitest';
import { gatherNavigation } from '../../../lib/facts/navigation';
import { readBlock } from '../../../lib/facts/read';
import { gatherForm } from '../../../lib/facts/form';
import { gatherTestimonials } from '../../../lib/facts/proof';
import { gatherBlockFacts } from '../../../lib/facts/gather';
import { gatherArticleCards, gatherCategoryTiles, gatherFaq, gatherFeatureGrid, gatherSearchBox, gatherTeam, titledPosts } from '../../../lib/facts/structure';
import { documentOf } from '../sections/fixture';
import { block, values } from './block-fixture';

// Seventh round of issue 18: what a visitor can enter (category tiles) told apart from what only looks like it.

describe('what a visitor tells apart', () => {
  const names = ['ICO', 'Token', 'Profit', 'Bounty', 'Roadmap'];

  it('a row of tabs that swap the block’s panels is no category tiles; the same words as links to pages are', () => {
    const script = names.map((n) => `<div class="tab"><a href="javascript:void(0);">${n}</a></div>`).join('');
    expect(gatherCategoryTiles(block(`<h2>Join the sale</h2><div class="tabs">${script}</div>`))).toEqual([]);
    const roles = names.map((n) => `<li><a href="#p-${n}" role="tab">${n}</a></li>`).join('');
    expect(gatherCategoryTiles(block(`<h2>Join the sale</h2><ul role="tablist">${roles}</ul>`))).toEqual([]);
    const pills = names.map((n) => `<li><a href="#p-${n}" data-bs-toggle="pill">${n}</a></li>`).join('');
    expect(gatherCategoryTiles(block(`<h2>Join the sale</h2><ul>${pills}</ul>`))).toEqual([]);
    const doors = names.map((n) => `<li><a href="/c/${n}">${n}</a></li>`).join('');
    expect(values(gatherCategoryTiles(block(`<h2>Browse</h2><ul>${doors}</ul>`)))).toEqual(['5 tiles, text only']);
  });

  it('cards with a price are products to buy, not categories to enter', () => {
    const card = (n: string, price: string) => `<div class="col"><a href="/p/${n}"><img src="/${n}.jpg" alt=""><div><p>${n}</p></div></a><p>${price}</p></div>`;
    const products = ['Mug', 'Lamp', 'Chair', 'Rug', 'Vase'].map((n) => card(n, '£9.99')).join('');
    expect(gatherCategoryTiles(block(`<h2>Store</h2><div class="row">${products}</div>`))).toEqual([]);
    const categories = ['Kitchen', 'Lighting', 'Seating', 'Rugs', 'Decor'].map((n) => card(n, '')).join('');
    expect(values(gatherCategoryTiles(block(`<h2>Shop by room</h2><div class="row">${categories}</div>`)))).toEqual(['5 tiles, with images']);
  });

  it('cards that are each one link to a page (a title over a line of copy) are tiles named by their titles; dated ones are posts', () => {
    const card = (n: string, extra: string) => `<div class="col"><a href="/services/${n.toLowerCase()}"><div><span>0${n.length}</span><h3>${n}</h3><p>${extra}What we do for you, how long it takes, and what it costs.</p></div></a></div>`;
    const services = ['Personal loans', 'Home loans', 'Student loans', 'Car loans'].map((n) => card(n, '')).join('');
    expect(gatherCategoryTiles(block(`<h2>Our services</h2><div class="row">${services}</div>`))).toEqual([
      { kind: 'category_tiles', value: '4 tiles, text only', evidence: 'tiles: Personal loans, Home loans, Student loans, Car loans' },
    ]);
    const posts = ['Personal loans', 'Home loans', 'Student loans', 'Car loans'].map((n) => card(n, 'Mar 4, 2024. ')).join('');
    expect(gatherCategoryTiles(block(`<h2>From the blog</h2><div class="row">${posts}</div>`))).toEqual([]);
  });

  it('a footer’s credit line (links going on a sentence) is no navigation; links after separators are', () => {
    const footer = (html: string) => gatherNavigation(readBlock(documentOf(`<footer id="f">${html}</footer>`).getElementById('f')!));
    expect(footer('<p>Made with ♥ by <a href="https://ana.example">Ana Costa</a> under <a href="/license">MIT license</a></p><p>Brought to you by <a href="https://acme.example">Acme</a></p>')).toEqual([]);
    expect(values(footer('<p>© 2024 Acme · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a> | <a href="/contact">Contact</a></p>'))).toEqual(['3 links, footer']);
  });

  it('a field captioned by a magnifier (an icon font’s "search" label) is a search box, not a one-field form', () => {
    const bar = block('<a href="/">Logo</a><div class="box"><label for="find"><i class="material-icons">search</i></label><div><input type="text" id="find"></div></div><a href="/phones">Phones</a>');
    expect(values(gatherSearchBox(bar))).toEqual(['search box']);
    expect(gatherForm(bar)).toEqual([]);
    const signup = block('<h2>Stay in the loop</h2><div><label for="mail">Email</label><input type="text" id="mail"><button>Subscribe</button></div>');
    expect(gatherSearchBox(signup)).toEqual([]);
    expect(values(gatherForm(signup))).toEqual(['1 field, 0 required, for newsletter']);
  });

  it('fields strewn through a manual’s pages of reading (live examples) are no form; a scripted sign-up box is', () => {
    const prose = '<p>' + 'The library copies the text of any element you point it at, and tells you when it is done. '.repeat(8) + '</p>';
    const manual = block(`<h1>Usage</h1>${prose}<div class="example"><input value="https://example.com" id="a"><button>Copy</button></div>${prose}<h2>Cut</h2>${prose}<div class="example"><textarea id="b">Some text</textarea><button>Cut to clipboard</button></div>${prose}`);
    expect(gatherForm(manual)).toEqual([]);
    expect(values(gatherForm(block(`<h2>Ask us anything</h2><div class="box"><input type="text" placeholder="Name"><textarea placeholder="Message"></textarea><button>Send</button></div>`)))).toEqual(['2 fields, 0 required, for contact']);
  });

  it('an arrow button says what a form is for in its accessible name', () => {
    const footer = block('<h5>Service</h5><h5>About</h5><h5>Help</h5><div><h5>Stay with us</h5><form action="#"><input type="text" placeholder="Email address"><button type="submit" aria-label="Subscribe to the newsletter"><i class="fa fa-arrow-right"></i></button></form></div>');
    expect(values(gatherForm(footer))).toEqual(['1 field, 0 required, for newsletter']);
  });

  it('blog cards with an author’s photo and name are posts, not text tiles', () => {
    const post = (t: string, who: string, d: string) => `<div class="post"><h3><a href="/blog/${t.length}">${t}</a></h3><div class="meta"><img src="/authors/${who.length}.jpg" alt="${who}"><a href="/author/${who.length}">${who}</a> <span>${d}</span></div><a href="/topic/${t.length}">News</a></div>`;
    const html = `<h2>Recent posts</h2><div class="posts">${post('Sunsetting the old API', 'Ana Costa', 'Mar 4, 2024')}${post('What we learned', 'Li Wei', 'Feb 12, 2024')}${post('Hiring', 'Sam Roe', 'Jan 9, 2024')}${post('Roadmap', 'Kim Lee', 'Dec 1, 2023')}</div>`;
    const kinds = gatherBlockFacts(documentOf(`<section id="b">${html}</section>`).getElementById('b')!).map((f) => f.kind);
    expect(kinds).toContain('article_cards');
    expect(kinds).not.toContain('category_tiles');
  });

  it('"Still have questions?" under an FAQ invites a question, it is not one', () => {
    const q = (t: string) => `<h3 aria-expanded="false">${t}</h3><div hidden><p>Yes, within two working days.</p></div>`;
    const faq = `<h2>Frequently asked questions</h2>${q('Can I apply with a low credit score?')}${q('How do I know I was approved?')}${q('Do I need to send documents?')}`;
    expect(values(gatherFaq(block(`${faq}<h4>Still have questions?</h4><a href="/contact">Contact us</a>`)))).toEqual(['3 questions, accordion']);
    expect(values(gatherFaq(block(`${faq}<h4>Noch Fragen?</h4>`)))).toEqual(['3 questions, accordion']);
  });

  it('a role set in a bare box (<div>Founder / CEO</div>) beside a name makes a team card', () => {
    const member = (n: string, role: string) => `<div class="member"><div class="face"><img src="/team/${n.length}.jpg" alt=""></div><div class="info"><h4>${n}</h4><div class="position">${role}</div><p>${n.split(' ')[0]} has built payment systems for ten years.</p></div></div>`;
    const html = `<h2>Our team</h2><div class="row">${member('John Cambell', 'Founder / CEO')}${member('Lucy Wong', 'Founder / CFO')}${member('Joshua Stevens', 'Engineer')}</div>`;
    expect(values(gatherTeam(block(html)))).toEqual(['3 people, names and roles, with photos']);
  });
});

// Eighth round of issue 18: quotes pasted on cards signed by different people, and the block's own intro.
describe('what a visitor counts as quotes', () => {
  const card = (name: string) =>
    `<div class="col"><div class="testimonial-card"><p>“Our members are so impressed. It's intuitive. It's clean. It's distraction free.</p><div class="meta"><h4>${name}</h4><p>Founder @Acme</p></div></div></div>`;
  const intro = '<div class="title"><span>Testimonials</span><h2>What our customers say</h2><p>There are many variations of passages available but the majority have suffered alteration.</p></div>';

  it('the same review on three cards signed by three people is three quotes (a template copy), and the intro under the title is none', () => {
    const facts = gatherTestimonials(block(`<div class="testimonials">${intro}<div class="row">${['Sabo Masties', 'Margin Gesmu', 'William Smith'].map(card).join('')}</div></div>`));
    expect(values(facts)).toEqual(['3 quotes, with names, no photos, placeholder text']);
  });

  it('a carousel’s clone of a card (the same words, the same signer) is still one quote', () => {
    const facts = gatherTestimonials(block(`<div class="testimonials">${intro}<div class="track">${['Sabo Masties', 'Margin Gesmu', 'Sabo Masties'].map(card).join('')}</div></div>`));
    expect(values(facts)).toEqual(['2 quotes, with names, no photos, placeholder text']);
  });
});

describe('who signs a quote', () => {
  it('people named with a role under each quote are its customers, not a team; the same people without quotes are a team', () => {
    const card = (name: string, quote: boolean) =>
      `<div class="col"><div class="card">${quote ? `<p>“Our members are so impressed with ${name.split(' ')[0]}'s tool. It is clean and quick.</p>` : ''}<div class="info"><img src="/a.png" alt=""><div class="meta"><h4>${name}</h4><p>Founder @Acme</p></div></div></div></div>`;
    const people = ['Sabo Masties', 'Margin Gesmu', 'William Smith'];
    const kinds = (quote: boolean) =>
      gatherBlockFacts(documentOf(`<section id="b"><h2>What our customers say</h2><div class="row">${people.map((n) => card(n, quote)).join('')}</div></section>`).getElementById('b')!).map((f) => f.kind);
    expect(kinds(true)).toContain('testimonials');
    expect(kinds(true)).not.toContain('team');
    expect(kinds(false)).toContain('team');
  });
});

describe('a team card', () => {
  it('a role set in the smallest heading (<h6>UI Designer</h6>) under the name makes a team card', () => {
    const card = (name: string, role: string) => `<div class="col"><div class="member"><div class="image"><img src="/t.png" alt="team"></div><div class="info"><h5>${name}</h5><h6>${role}</h6></div></div></div>`;
    const html = `<h2>Meet the team</h2><div class="row">${card('Adveen Desuza', 'UI Designer')}${card('Jezmin Uheaa', 'Product Designer')}${card('Andrieo Gloree', 'App Developer')}</div>`;
    expect(values(gatherTeam(block(html)))).toEqual(['3 people, names and roles, with photos']);
  });
});

describe('posts without dates', () => {
  const card = (title: string) =>
    `<div class="col"><div class="card"><img src="/c.jpg" alt=""><div class="card-body"><h4>${title}</h4><p>He seems sinking under the evidence could not only grieve and a visit. The father is to bless.</p><a href="#">Read More →</a></div></div></div>`;
  const cards = ['Find great places to work while travelling', 'Quick tips for improving your design', 'Five books for the summer'].map(card).join('');

  it('look-alike titled cards under a title naming posts are posts, not a feature grid; the same cards under another title are features', () => {
    const posts = block(`<h3>Latest Posts</h3><div class="row">${cards}</div>`);
    expect(gatherFeatureGrid(posts)).toEqual([]);
    expect(values(gatherArticleCards(posts))).toEqual(['3 articles']);
    const features = block(`<h3>What we do</h3><div class="row">${cards}</div>`);
    expect(gatherArticleCards(features)).toEqual([]);
    expect(values(gatherFeatureGrid(features))).toEqual(['3 features, pictured']);
  });

  it('a card titled with news is a feature; the block’s title names the posts', () => {
    const news = block(`<h3>Scholarship News</h3><p>Short copy about the scholarship news of this term.</p>`);
    expect(titledPosts(news)).toBe(false);
    expect(titledPosts(block('<h2>From our blog</h2>'))).toBe(true);
    expect(titledPosts(block('<h2>Aktuelles</h2>'))).toBe(true);
  });
});

describe('a form in a manual', () => {
  const fields = '<fieldset><label for="n">Name</label><input id="n" type="text" placeholder="CJ Patoilo"><label for="c">Comment</label><textarea id="c"></textarea><input type="submit" value="Send"></fieldset>';
  const newsletter = '<div class="subscribe"><h3>Our newsletter</h3><form><input type="email" placeholder="Email address" required><button>Subscribe</button></form></div>';

  it('a live example beside the code that writes it out, and markup set in a code block, are samples, not forms; a form of the page beside them still counts', () => {
    const written = `<section><h3>Forms</h3><div class="example"><form>${fields}</form></div><pre><code>&lt;form&gt;\n  &lt;input type="text"&gt;\n  &lt;textarea&gt;&lt;/textarea&gt;\n  &lt;input type="submit" value="Send"&gt;\n&lt;/form&gt;</code></pre></section>${newsletter}`;
    expect(values(gatherForm(block(written)))).toEqual(['1 field, 1 required, for newsletter']);
    const parsed = `<section><h3>Forms</h3><pre><code><form>${fields}</form></code></pre></section>${newsletter}`;
    expect(values(gatherForm(block(parsed)))).toEqual(['1 field, 1 required, for newsletter']);
    expect(values(gatherForm(block(`<section><h3>Write to us</h3><form>${fields}</form></section>`)))).toEqual(['2 fields, 0 required, for contact']);
  });
});

describe('a form a visitor can send', () => {
  it('a box of code and a jump menu with nothing to press send nothing; a one-line field sends with Enter, a message with its button', () => {
    const jump = '<select onchange="location = this.value"><option value="a.html">Autocompletion</option><option value="b.html">Themes</option></select>';
    expect(gatherForm(block(`<h2>This is the editor</h2><form><textarea>var editor = make(area);</textarea>${jump}</form>`))).toEqual([]);
    expect(values(gatherForm(block('<h2>Stay in touch</h2><form><input type="email" placeholder="Email"></form>')))).toEqual(['1 field, 0 required, for newsletter']);
    expect(values(gatherForm(block(`<h2>Write to us</h2><form><textarea></textarea>${jump}<button>Send</button></form>`)))).toEqual(['2 fields, 0 required, for contact']);
  });
});
