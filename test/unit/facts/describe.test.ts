import { describe, expect, it } from 'vitest';
import { describeFact, factName } from '../../../lib/facts/describe';

describe('describeFact', () => {
  it('names the kind in words a reader uses', () => {
    expect(describeFact({ kind: 'cta', value: '2 equal, generic copy' })).toBe('calls to action: 2 equal, generic copy');
    expect(describeFact({ kind: 'form', value: '9 fields, 6 required' })).toBe('form: 9 fields, 6 required');
  });
  it('does not repeat the kind when the value already names it', () => {
    expect(describeFact({ kind: 'countdown', value: 'countdown timer' })).toBe('countdown timer');
    expect(describeFact({ kind: 'article_cards', value: '3 articles, dates' })).toBe('3 articles, dates');
  });
  it('falls back to the identifier for a kind it does not know (an older saved audit)', () => {
    expect(factName('exit_popup')).toBe('exit popup');
  });
});
