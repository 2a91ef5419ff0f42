import { describe, expect, it } from 'vitest';
import { numberedSeries } from '../../../lib/facts/series';
import { asksQuestion, gatherArticleCards, gatherCategoryTiles, gatherFaq, gatherFeatureGrid } from '../../../lib/facts/structure';
import { block, values } from './block-fixture';

// Sixth round of issue 18: misreadings conversion specialists saw on real pages (structure only; happy-dom lays nothing out).

describe('what a specialist reads', () => {
  it('folded legal text titled with nouns is no FAQ; questions asked with or without a mark, in any of the languages, are', () => {
    const fold = (titles: string[]) => titles.map((t) => `<details><summary>${t}</summary><p>We ship within five working days. Returns are free for 30 days.</p></details>`).join('');
    expect(gatherFaq(block(`<h2>Good to know</h2>${fold(['Shipping', 'Returns and refunds', 'Terms of service', 'Privacy policy'])}`))).toEqual([]);
    expect(values(gatherFaq(block(`<h2>Questions</h2>${fold(['How long does shipping take', 'Can I return a used item?', 'Wie lange dauert der Versand', '¿Puedo pagar a plazos?'])}`)))).toEqual(['4 questions, accordion']);
    expect(asksQuestion('Comment puis-je annuler ma commande')).toBe(true);
    expect(asksQuestion('Versand und Lieferung')).toBe(false);
    expect(asksQuestion('Frequently asked')).toBe(false);
  });

  it('a date inside a sentence of running text is no post; dates stamped on cards are', () => {
    const prose = `<h2>About the festival</h2><p>The first edition opened on 12 May 2019 in a small hall, and by 3 June the waiting list was longer than the guest list.</p><p>Since Mar 4, 2021 we run it twice a year, with the next one starting on 20 May.</p>`;
    expect(gatherArticleCards(block(prose))).toEqual([]);
    const card = (t: string, d: string) => `<div class="card"><h3><a href="/p">${t}</a></h3><div class="meta"><span>${d}</span> · <span>Ana Costa</span></div><p>What we learned this month about shipping small releases often.</p></div>`;
    expect(values(gatherArticleCards(block(card('Release notes', 'Mar 4, 2024') + card('Roadmap', 'Feb 12, 2024') + card('Hiring', 'Jan 9, 2024'))))).toEqual(['3 articles, dates']);
  });

  it('tiles leading to apps in the stores, or each to a site of its own, are a showcase, not the site\'s categories', () => {
    const names = ['Pixel Pusher', 'Sprint Social', 'Series Seven', 'Polygen', 'Monday'];
    const tiles = (href: (n: string, i: number) => string) => `<h2>Featured apps</h2><ul>${names.map((n, i) => `<li><a href="${href(n, i)}"><img src="/${i}.png" alt="">${n}</a></li>`).join('')}</ul>`;
    expect(gatherCategoryTiles(block(tiles((n, i) => `https://itunes.apple.com/app/${i}`)))).toEqual([]);
    expect(gatherCategoryTiles(block(tiles((n, i) => `https://site${i}.example.org/`)))).toEqual([]);
    expect(values(gatherCategoryTiles(block(tiles((n, i) => `/c/${i}`))))).toEqual(['5 tiles, with images']);
    expect(values(gatherCategoryTiles(block(tiles((n, i) => `https://shop.example.com/c/${i}`))))).toEqual(['5 tiles, with images']);
  });

  it('links to years or editions are an archive, not category tiles or a feature grid', () => {
    expect(numberedSeries(['2019', '2020', '2021', '2022'])).toBe(true);
    expect(numberedSeries(["CH'15", "CH'16", "CH'17", "CH'18"])).toBe(true);
    expect(numberedSeries(['24/7 support', '99.9% uptime', '3x faster', 'SOC 2'])).toBe(false);
    const years = ['2019', '2020', '2021', '2022', '2023'].map((y) => `<li><a href="/archive/${y}">${y}</a></li>`).join('');
    expect(gatherCategoryTiles(block(`<h2>Past editions</h2><ul>${years}</ul>`))).toEqual([]);
    const shop = ['Bread', 'Dairy', 'Fruit', 'Snacks', 'Drinks'].map((y) => `<li><a href="/c/${y}">${y}</a></li>`).join('');
    expect(values(gatherCategoryTiles(block(`<h2>Shop by aisle</h2><ul>${shop}</ul>`)))).toEqual(['5 tiles, text only']);
    const copy = 'Talks, workshops and a day of sprints with the people who build the tools we use every day.';
    const edition = (y: string) => `<div class="col"><div class="card"><h3>Summit ${y}</h3><p>${copy}</p></div></div>`;
    expect(gatherFeatureGrid(block(`<h2>Our summits</h2><div class="row">${['2021', '2022', '2023', '2024'].map(edition).join('')}</div>`))).toEqual([]);
    const feature = (t: string) => `<div class="col"><div class="card"><h3>${t}</h3><p>${copy}</p></div></div>`;
    expect(values(gatherFeatureGrid(block(`<h2>Why come</h2><div class="row">${['Talks', 'Workshops', 'Sprints', 'Parties'].map(feature).join('')}</div>`)))).toEqual(['4 features, text only']);
  });
});
