import { describe, expect, it } from 'vitest';
import { COUNTER, looksLikeName, PERSON_NAME } from '../../../lib/sections/features';
import { extractFeatures } from '../../../lib/sections/features';
import { LayoutReader } from '../../../lib/sections/layout';
import { documentOf, featuresOf } from './fixture';

describe('extractFeatures', () => {
  it('counts headings, links, buttons and forms', () => {
    const f = featuresOf(`<section class="signup-band"><h1>Hi</h1><h2>Sub</h2>
      <a href="/a">Page</a><a href="#top">Top</a><a class="btn" href="/s">Sign up</a>
      <form><input type="email"><input type="text"><textarea></textarea><select></select><button>Send</button></form></section>`);
    expect(f.landmark).toBe('section');
    expect(f.h1).toBe(1);
    expect(f.topHeadingLevel).toBe(1);
    expect(f.headings).toEqual(['Hi', 'Sub']);
    expect(f.links).toBe(3);
    expect(f.fragmentLinks).toBe(1);
    expect(f.pageLinks).toBe(2);
    expect(f.buttonTexts).toEqual(['Sign up', 'Send']);
    expect([f.forms, f.emailInputs, f.textInputs, f.textareas, f.selects]).toEqual([1, 1, 2, 1, 1]);
    expect(f.ownTokens.has('signup')).toBe(true);
  });

  it('reads prices, dates, adoption numbers and copyright from the text', () => {
    const f = featuresOf('<div><p>$29 a month</p><p>49 €</p><p>March 3, 2026</p><p>2026-01-05</p><p>10,000+ teams</p><p>© Acme</p></div>');
    expect(f.prices).toBe(2);
    expect(f.dates).toBe(2);
    expect(f.stats).toBeGreaterThanOrEqual(1);
    expect(f.copyright).toBe(true);
  });

  it('reads any currency sign as a price, maps as directions, code in a text box as content, a linked site name as a logo', () => {
    expect(featuresOf('<div><p>Crispy pata ₱540</p><p>Noodles ₩9,000</p><p>Tea 40 ₺</p></div>').prices).toBe(3);
    const visit = featuresOf('<div><iframe src="https://www.google.com/maps/embed?pb=1"></iframe><a href="https://maps.app.goo.gl/x">Directions</a><iframe src="/demo"></iframe></div>');
    expect(visit.maps).toBe(2);
    expect(featuresOf('<div><textarea>const editor = create(document.body, { lineNumbers: true });</textarea><textarea></textarea></div>')).toMatchObject({ textareas: 2, filledTextareas: 1 });
    const bar = featuresOf('<div><h1><a href="/">Brand</a></h1><a href="/docs">Docs</a><a href="/blog">Blog</a><a href="/help">Help</a></div>');
    expect(bar).toMatchObject({ h1: 0, logoH1: true });
    const headline = featuresOf('<div><h1>Ship faster</h1><p>The subheadline, with <a href="/x">a link</a>.</p></div>');
    expect(headline).toMatchObject({ h1: 1, logoH1: false });
  });

  it('describes the largest group of look-alike items', () => {
    const items = Array.from({ length: 5 }, (_, i) => `<div class="card"><img src="${i}.png"><h3>Item ${i}</h3><a href="/i/${i}">Open</a><p>€${i}.00</p></div>`).join('');
    const f = featuresOf(`<div><h2>Title</h2><div class="grid">${items}</div></div>`);
    expect(f.repeated).toMatchObject({ count: 5, withLink: 5, withPageLink: 5, distinctPageLinks: 5, withImage: 5, withHeading: 5, withPrice: 5 });
  });

  it('prefers three rich plans to the bullet points inside one of them', () => {
    const plan = (name: string, price: string) =>
      `<div class="plan"><h3>${name}</h3><p>${price}/month</p><ul><li>a</li><li>b</li><li>c</li><li>d</li><li>e</li></ul><a class="btn" href="/s">Start</a></div>`;
    const f = featuresOf(`<section><div class="plans">${plan('Starter', '$9')}${plan('Team', '$29')}${plan('Scale', '$99')}</div></section>`);
    expect(f.repeated.count).toBe(3);
    expect(f.repeated.withPrice).toBe(3);
  });

  it('counts people only when a card has a photo and a name, not a thing in title case', () => {
    const card = (title: string) => `<div class="c"><img src="p.jpg"><h4>${title}</h4><p>Role</p></div>`;
    expect(featuresOf(`<div>${card('Jacke Masito')}${card('Clark Malik')}${card('John Doe')}</div>`).repeated.withPersonName).toBe(3);
    expect(featuresOf(`<div>${card('Login Page')}${card('Profile Page')}${card('Landing Page')}</div>`).repeated.withPersonName).toBe(0);
  });

  it('finds questions, counters and quotes', () => {
    const f = featuresOf('<div><h3>Can I pay by invoice?</h3><summary>Is it safe?</summary><span>1200</span><span>01</span><blockquote>“Lovely.”</blockquote></div>');
    expect(f.questions).toBe(2);
    expect(f.counters).toBe(1);
    expect(f.blockquotes).toBe(1);
  });
});

describe('text patterns', () => {
  it('PERSON_NAME accepts names of people and refuses phrases', () => {
    expect(['Ada Lovelace', 'Dr. Miriam Vogt', 'José María Pérez'].every((t) => PERSON_NAME.test(t))).toBe(true);
    expect(['Fast delivery', 'Our online services', 'lowercase words'].some((t) => PERSON_NAME.test(t))).toBe(false);
  });

  it('looksLikeName refuses title-case names of things', () => {
    expect(looksLikeName('Maya Fischer')).toBe(true);
    expect(['Home Equity Loans', 'Project Name', 'Login Page'].some(looksLikeName)).toBe(false);
  });

  it('COUNTER accepts bare numbers with units and refuses words', () => {
    expect(['1200', '98%', '10,000+', '2.4k'].every((t) => COUNTER.test(t))).toBe(true);
    expect(['Teams', '12 teams'].some((t) => COUNTER.test(t))).toBe(false);
  });
});

describe('extractFeatures on web components', () => {
  it('reads the open shadow root of the block and of hosts inside it', () => {
    const document = documentOf('<section><h2>Reviews</h2><x-quotes></x-quotes></section>');
    const host = document.querySelector('x-quotes')!;
    host.attachShadow({ mode: 'open' }).innerHTML = '<blockquote>“Great.”</blockquote><cite>Ada Lovelace</cite><blockquote>“Fast.”</blockquote>';
    const f = extractFeatures(document.querySelector('section')!, new LayoutReader(document));
    expect(f.blockquotes).toBe(2);
    expect(f.cites).toBe(1);
    expect(f.textLength).toBeGreaterThan('Reviews'.length + 10);
  });
});

