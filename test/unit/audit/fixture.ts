import type { AuditInput } from '../../../lib/audit/input';
import type { Pattern, SemanticHit } from '../../../lib/knowledge/schemas';
import type { SectionSummary } from '../../../lib/sections/types';

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function section(index: number, label: SectionSummary['label'], text: string): SectionSummary {
  return { index, label, confidence: 0.8, evidence: [`${label} signal`], text, rect: { x: 0, y: index * 400, width: 1200, height: 380 }, selector: `body > section:nth-of-type(${index + 1})`, facts: [] };
}

export function pattern(label: Pattern['website_section'], principle: string, tests: number, winners: number, rule = `Rule for ${principle}`): Pattern {
  return {
    website_section: label,
    psychological_principle: principle,
    test_count: tests,
    winner_count: winners,
    loser_count: tests - winners,
    inconclusive_count: 0,
    win_rate: winners / tests,
    avg_uplift_percent: 10,
    median_uplift_percent: 8,
    top_rules: [rule],
    example_test_ids: [],
  };
}

export function hit(title: string, result: SemanticHit['result'], similarity: number, extra: Partial<SemanticHit> = {}): SemanticHit {
  return {
    id: uuid(),
    title,
    result,
    uplift_percent: result === 'winner' ? 15 : -3,
    website_section: 'hero',
    element_tested: `element of ${title}`,
    key_insight: 'insight',
    actionable_rule: 'do this',
    psychological_principle: 'Clarity',
    control_description: 'A',
    variation_description: 'B',
    brand: 'Acme',
    industry: 'SaaS',
    page_type: 'landing',
    source_name: 'Some source',
    source_url: 'https://example.org/test',
    quality_grade: 'A',
    device: 'all',
    sample_size: 5000,
    similarity,
    ...extra,
  };
}

/** A landing page with global, hero, differentiation, global (footer); no trust, no CTA after the hero. */
export function landingInput(): AuditInput {
  return {
    version: 1,
    createdAt: '2026-11-21T00:00:00.000Z',
    page: { url: 'http://127.0.0.1:3000/', title: 'Acme' },
    service: { baseUrl: 'http://127.0.0.1:54321' },
    settings: { threshold: 0.2, maxResults: 2 },
    sections: [section(0, 'global', 'Home Pricing Login'), section(1, 'hero', 'Ship faster Get started'), section(2, 'differentiation', 'Why Acme'), section(3, 'global', 'Footer links')],
    answers: {
      patterns: [
        pattern('trust', 'Social proof', 10, 7),
        pattern('trust', 'Authority', 4, 3),
        pattern('trust', 'Weak idea', 2, 2), // too few tests to count as strong
        pattern('cta', 'Urgency', 6, 4),
        pattern('hero', 'Clarity', 8, 6),
        pattern('hero', 'Novelty', 5, 1),
        pattern('resources', 'Reciprocity', 5, 2), // mostly lost: not strong
      ],
      tests: {
        '0': [],
        '1': [hit('Clear headline', 'winner', 0.6), hit('Bad headline', 'loser', 0.9), hit('Best headline', 'winner', 0.8), hit('Third headline', 'winner', 0.4)],
        '2': [hit('Comparison table', 'winner', 0.5, { source_name: 'Demo catalogue (synthetic)' })],
        '3': [],
      },
    },
  };
}

/** The landing page with the facts that make its hero and comparison tests its own (a headline, a comparison table). */
export function landingWithFacts(): AuditInput {
  const input = landingInput();
  input.sections[1] = { ...input.sections[1]!, facts: [{ kind: 'headline', value: '2 words, short, no numbers', evidence: '"Ship faster"' }] };
  input.sections[2] = { ...input.sections[2]!, facts: [{ kind: 'comparison_table', value: '3 columns', evidence: 'columns: Acme, Them' }] };
  return input;
}
