import { describe, expect, it } from 'vitest';
import { uniqueSelector } from '../../../lib/sections/selector';
import { documentOf } from './fixture';

describe('uniqueSelector', () => {
  it('re-finds every element of a page uniquely', () => {
    const document = documentOf(`<header id="top"><nav><a href="/">a</a></nav></header>
      <main><section><h2>A</h2></section><section><div><p>x</p><p>y</p></div></section></main>
      <div id="dup"></div><div id="dup"><span>z</span></div><div id="1st"><b>w</b></div><div id="a:b"><i>v</i></div>`);
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const selector = uniqueSelector(el);
      const found = document.querySelectorAll(selector);
      expect(found.length, selector).toBe(1);
      expect(found[0], selector).toBe(el);
    }
  });

  it('starts from the nearest unique id', () => {
    const document = documentOf('<div id="pricing"><div><p>x</p></div></div>');
    expect(uniqueSelector(document.querySelector('p')!)).toBe('#pricing > div:nth-of-type(1) > p:nth-of-type(1)');
  });
});
