import { describe, expect, it } from 'vitest';
import type { SectionFact } from '../../../lib/facts/types';
import { pageContext } from '../../../lib/audit/context';
import { sectionChecks } from '../../../lib/audit/deficits';

// What the blind specialist review of six corpus-b pages (stop 37) rated redundant, each as a general rule.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const features = [fact('feature_grid', '3 features, with icons')];
const featuresFail = (page: ReturnType<typeof pageContext>) =>
  sectionChecks(features, page, { label: 'differentiation', text: 'Why us', next: [fact('testimonials', '3 quotes, with names')] }).find((c) => c.id === 'features-no-button')?.passed;

describe('a button pinned in view follows the reader', () => {
  it('does not ask to repeat the call to action after the features when a sticky header carries a button', () => {
    const header = { facts: [fact('navigation', '5 links, flat'), fact('cta', '1 button', 'buttons: Contato'), fact('sticky_header', 'fixed header')], text: 'Início Produtos Contato' };
    const plainHeader = { facts: [fact('navigation', '5 links, flat'), fact('cta', '1 button', 'buttons: Contato')], text: 'Início Produtos Contato' };
    const stickyMenuOnly = { facts: [fact('navigation', '5 links, flat'), fact('sticky_header', 'fixed header')], text: 'Início Produtos' };
    expect(pageContext([header]).persistentAction).toBe(true);
    expect(pageContext([plainHeader]).persistentAction).toBe(false);
    expect(pageContext([stickyMenuOnly]).persistentAction).toBe(false);
    expect(featuresFail(pageContext([header]))).toBe(true);
    expect(featuresFail(pageContext([plainHeader]))).toBe(false);
    expect(featuresFail(pageContext([stickyMenuOnly]))).toBe(false);
  });
});
