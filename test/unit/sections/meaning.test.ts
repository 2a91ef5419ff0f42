import { describe, expect, it } from 'vitest';
import LEXICON from '../../../lib/sections/model/lexicon.json';
import { LEXICON_LABELS } from '../../../lib/sections/signals/lexicon-types';
import { MEANING_THRESHOLD, meaningSignals, parseLexicon, readingOf } from '../../../lib/sections/signals/meaning';
import { contextOf, featuresOf } from './fixture';

const signal = (name: string) => {
  const found = meaningSignals.flatMap(([, s]) => Object.entries(s)).find(([n]) => n === name);
  if (!found) throw new Error(`no signal ${name}`);
  return found[1];
};
const vote = (name: string, html: string) => signal(name)(featuresOf(html), contextOf());

describe('heading meaning through the word lexicon', () => {
  it('reads a text as the mean weight of its words, unknown words counting 0', () => {
    const words = parseLexicon({ trust: 'praise:9 clients:6', resources: 'essays:9' });
    const r = readingOf(['Praise from clients today'], words);
    const k = (l: string) => LEXICON_LABELS.indexOf(l as never);
    expect(r[k('trust')]).toBeCloseTo((1 + 6 / 9) / 4);
    expect(r[k('resources')]).toBe(0);
    expect(readingOf([], words).every((x) => x === 0)).toBe(true);
  });

  it('ships a lexicon of each label with weights 1–9', () => {
    for (const label of LEXICON_LABELS) {
      const entries = (LEXICON as Record<string, string>)[label]!.split(' ');
      expect(entries.length).toBeGreaterThan(20);
      for (const e of entries) expect(e).toMatch(/^[a-z]+:[1-9]$/);
    }
  });

  it('reads headings whose words no heading rule lists', () => {
    expect(vote('doorsHeadingMeaning', '<div><h2>Industries and sectors</h2><p>Pick yours.</p></div>')).toMatchObject({ label: 'doors', reason: 'heading "Industries and sectors"' });
    expect(vote('resourcesHeadingMeaning', '<div><h2>Essays and commentary</h2></div>')?.label).toBe('resources');
    expect(vote('differentiationHeadingMeaning', '<div><h2>Faster, cheaper, simple</h2></div>')?.label).toBe('differentiation');
    expect(vote('trustHeadingMeaning', '<div><h2>Praised by advisers</h2></div>')?.label).toBe('trust');
    expect(vote('product_demoHeadingMeaning', '<div><h2>Video footage</h2></div>')?.label).toBe('product_demo');
    expect(vote('ctaHeadingMeaning', '<div><h2>Donate or renew</h2></div>')?.label).toBe('cta');
  });

  it('stays silent on headings of other meanings, long titles with one loose word, and untitled blocks', () => {
    expect(vote('doorsHeadingMeaning', '<div><h2>Essays and commentary</h2></div>')).toBeNull();
    expect(vote('trustHeadingMeaning', '<div><h2>A quiet morning by the lake with the old partners of ours</h2></div>')).toBeNull();
    for (const [, signals] of meaningSignals) for (const s of Object.values(signals)) expect(s(featuresOf('<div><p>Industries and sectors</p></div>'), contextOf())).toBeNull();
    expect(MEANING_THRESHOLD).toBeGreaterThan(0);
  });
});
