import { describe, expect, it } from 'vitest';
import { gatherCarousel } from '../../../lib/facts/carousel';
import { gatherArticleCards, gatherTeam } from '../../../lib/facts/structure';
import { block, values } from './block-fixture';

// Readings missing on real pages (a school's teachers, a restaurant's staff, a clinic's guides, a
// slider whose script has not run), each as a general rule of the page's structure.

const member = (name: string, role: string) =>
  `<div class="col"><div class="card"><img src="/${name}.jpg" alt=""><div class="body"><a href="/t"><h4>${name}</h4></a><span>${role}</span>
   <ul class="social"><li><a href="https://facebook.com/x"><i class="icon-fb"></i></a></li></ul></div></div></div>`;

describe('people introduced by their trade', () => {
  it('teachers, chefs and waiters under their names are a team with photos', () => {
    const facts = gatherTeam(block(`<h2>Our Staff</h2>${member('Jacke Masito', 'Teacher')}${member('Clark Malik', 'Head Chef')}${member('Jhie Eco', 'Waiter')}`));
    expect(values(facts)).toEqual(['3 people, names and roles, with photos']);
    expect(facts[0]!.evidence).toBe('team: Jacke Masito, Clark Malik, Jhie Eco');
  });

  it('the same cards without a trade or an office are no team', () => {
    expect(gatherTeam(block(`${member('Jacke Masito', 'Lorem ipsum')}${member('Clark Malik', 'Dolor sit')}`))).toEqual([]);
  });
});

describe('a slider before its script runs', () => {
  const slide = (n: number) => `<div class="hero-slider-item"><div class="row"><h1>Your bright future</h1><p>Slide ${n}</p><a href="/apply">Apply now</a></div></div>`;

  it('counts its look-alike children as slides', () => {
    expect(values(gatherCarousel(block(`<div class="hero-slider">${slide(1)}${slide(2)}${slide(3)}</div>`)))).toEqual(['3 slides, run by a script']);
  });

  it("counts the look-alike cards of the slider's named track", () => {
    const card = (n: number) => `<div class="card" role="button"><div class="pic"><span>🏺</span></div><h3>Vase ${n}</h3><div class="price">R$ 45,00</div></div>`;
    expect(values(gatherCarousel(block(`<div class="carousel-section"><div class="carousel-title">Featured</div><div class="carousel-wrapper"><div class="carousel-track">${card(1)}${card(2)}${card(3)}${card(4)}</div></div></div>`)))).toEqual(['4 slides, run by a script']);
  });

  it('the same look-alike blocks in a plain grid are no carousel', () => {
    expect(gatherCarousel(block(`<div class="grid">${slide(1)}${slide(2)}${slide(3)}</div>`))).toEqual([]);
  });
});

describe('posts told by their bylines', () => {
  const guide = (title: string, link = 'Read Full Guide →') =>
    `<div class="card"><p class="meta">By Dr. Prachi Garg · Updated May 2026</p><h3>${title}</h3><p>What it costs, what is included and what to expect at the clinic.</p><a href="/blog/x">${link}</a></div>`;

  it('cards signed and dated by their author are dated articles, not features', () => {
    const b = block(`<h2>Dental Tips &amp; Patient Guides</h2><div class="grid">${guide('Cost of a root canal')}${guide('Signs you need a root canal')}${guide('Implants or bridges')}</div>`);
    expect(values(gatherArticleCards(b))).toEqual(['3 articles, dates']);
  });

  it('"Read the article" links alone tell posts too; "Learn more" under features does not', () => {
    const card = (title: string, link: string) => `<div class="card"><h3>${title}</h3><p>Three lines about ${title.toLowerCase()} and why it matters to you.</p><a href="/x">${link}</a></div>`;
    const posts = block(`<h2>Guides</h2><div class="grid">${card('Cost', 'Read the article')}${card('Signs', 'Read the article')}${card('Care', 'Read the article')}</div>`);
    expect(values(gatherArticleCards(posts))).toEqual(['3 articles']);
    const features = block(`<h2>Why us</h2><div class="grid">${card('Fast', 'Learn more')}${card('Safe', 'Learn more')}${card('Kind', 'Learn more')}</div>`);
    expect(gatherArticleCards(features)).toEqual([]);
  });
});
