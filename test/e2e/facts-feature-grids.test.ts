import { describe, expect, it } from 'vitest';
import { useFixturePages } from '../helpers/fixture-pages';
import { sectionFactsAt } from '../../scripts/shared/section-facts';

// Issue 18, round 7: feature grids as real pages set them, each beside a control that must not read as one.


const copy = 'Every invoice is matched to its payment within a minute.';
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledger</title><style>body{margin:0;font:16px sans-serif} section,header{padding:40px 20px;min-height:420px} .row{display:flex;gap:16px} .row>*{flex:1}</style></head><body>${body}<section><h2>Closing</h2><p>${copy}</p></section></body></html>`;
const cards = (titles: string[], card: (t: string, i: number) => string) => `<div class="row">${titles.map((t, i) => `<div class="card">${card(t, i)}</div>`).join('')}</div>`;

const TWO_WORDS = ['Hygienic Food', 'Fresh Ingredients', 'Skilled Chefs', 'Private Parties'];
const PEOPLE = ['Maria Lopez', 'Daniel Okafor', 'Sophie Martin', 'Tom Becker'];
const GRIDS = page(`
  <section id="icons"><h2>Our strength</h2>${cards(TWO_WORDS, (t, i) => `<img src="features-icon-${i}.png" alt="icon" width="100" height="80"><h3>${t}</h3><p>${copy}</p>`)}</section>
  <section id="faces"><h2>Our chefs</h2>${cards(PEOPLE, (t, i) => `<img src="chef-${i}.jpg" alt="${t}" width="100" height="80"><h3>${t}</h3><p>Head of pastry</p>`)}</section>
  <section id="references"><h2>Save time</h2>${cards(['Starter template', 'Main styles', 'Server settings'], (t) => `<h3>${t}</h3><p>Includes <a href="https://example.org/${t.length}">a reference</a> which gives base styles, helpers and media queries for print.</p>`)}</section>
  <section id="onward"><h2>Guides</h2>${cards(['Starter template', 'Main styles', 'Server settings'], (t) => `<h3><a href="/guides/${t.length}">${t}</a></h3><p>${copy}</p>`)}</section>
  <section id="one-offer"><h2>Great power</h2>${cards(['App builder', 'Cloud sync', 'Plugins'], (t, i) => `<h4>${t}</h4><p>${copy}</p><a class="button" href="#pricing">${i ? 'Get started' : 'Free trial'}</a>`)}</section>
  <section id="ways"><h2>Help us</h2>${cards(['Give', 'Volunteer', 'Sponsor'], (t) => `<h4>${t}</h4><p>${copy}</p><a class="button" href="#${t}">${t} now</a>`)}</section>`);

const LISTS = page(`
  <header id="intro"><ul>${['Dead simple', 'Intuitive', 'Light as a feather', 'Blazing fast'].map((t) => `<li><strong>${t}</strong> ${copy}</li>`).join('')}</ul></header>
  <section id="details"><h2>Visit us</h2><ul>${['Phone:', 'Email:', 'Address:', 'Hours:'].map((t) => `<li><strong>${t}</strong> ${copy}</li>`).join('')}</ul></section>`);

const { browser, dir } = useFixturePages('grids', { 'grids.html': GRIDS, 'lists.html': LISTS });

const gridAt = async (selectors: string[], file: string) =>
  (await sectionFactsAt(browser(), dir(), selectors, file)).map((facts) => facts?.find((f) => f.kind === 'feature_grid')?.value ?? null);

describe('feature grids on real pages', () => {
  it('two-word titles over pictures named icons are features; over photos of people, they are people', async () => {
    const [icons, faces] = await gridAt(['#icons', '#faces'], 'grids.html');
    expect(icons).toBe('4 features, pictured');
    expect(faces).toBeNull();
  });

  it('a link inside a sentence of a card is a reference; a card whose title links on is an entry point', async () => {
    expect(await gridAt(['#references', '#onward'], 'grids.html')).toEqual(['3 features, text only', null]);
  });

  it("one offer's buttons under its cards leave them features; a different action on each card makes them ways to act", async () => {
    expect(await gridAt(['#one-offer', '#ways'], 'grids.html')).toEqual(['3 features, text only', null]);
  });

  it("a page's opening header listing bold-titled features reads as features; bold labels with a colon are details", async () => {
    expect(await gridAt(['#intro', '#details'], 'lists.html')).toEqual(['4 features, text only', null]);
  });
});
