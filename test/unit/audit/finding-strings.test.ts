import { describe, expect, it } from 'vitest';
import { counted, fill, FINDING_STRINGS } from '../../../lib/audit/finding-strings';
import { hygieneFindings } from '../../../lib/audit/hygiene';
import type { SectionSummary } from '../../../lib/sections/types';

const section = (index: number, text: string, facts: SectionSummary['facts'] = []): SectionSummary => ({
  index, label: 'hero', confidence: 0.9, evidence: [], text, rect: { x: 0, y: index * 600, width: 1280, height: 500 }, selector: `#s${index}`, facts,
});

describe('finding strings', () => {
  it('fills every placeholder and picks the singular or plural sentence whole', () => {
    expect(fill(counted('hygiene.dead_cta.title', 1), { n: 1, evidence: 'buttons: Go' })).toBe('1 call to action goes nowhere (buttons: Go)');
    expect(fill(counted('hygiene.dead_cta.title', 3), { n: 3, evidence: 'x' })).toBe('3 calls to action go nowhere (x)');
    expect(fill('missing.trust')).toBe(FINDING_STRINGS['missing.trust']);
  });

  it('leaves no placeholder unfilled in the hygiene findings', () => {
    const found = hygieneFindings([
      section(0, 'Lorem ipsum dolor sit amet', [{ kind: 'cta', value: '1 button, 1 leads nowhere', evidence: 'buttons: Buy' }]),
      section(1, 'Reviews', [{ kind: 'testimonials', value: '3 quotes, with names, repeated names, 1 broken image', evidence: '"Great" — Mary Jane' }]),
    ]);
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const f of found) expect(`${f.title} ${f.rule}`).not.toMatch(/\{\w+\}/);
  });
});
