import { describe, expect, it } from 'vitest';
import { buildAudit } from '../../../lib/audit/build';
import { compareAudits } from '../../../lib/audit/compare';
import type { AuditInput } from '../../../lib/audit/input';
import { hit, landingInput, section } from './fixture';

/** A competitor with a trust block whose winning tests apply Social proof, and no differentiation block. */
function competitorInput(base: AuditInput): AuditInput {
  return {
    ...base,
    page: { url: 'http://127.0.0.1:4000/', title: 'Rival' },
    sections: [
      section(0, 'global', 'Nav'),
      { ...section(1, 'hero', 'Rival does it'), facts: [{ kind: 'headline', value: '3 words, short, no numbers', evidence: '"Rival does it"' }] },
      { ...section(2, 'trust', 'Loved by 2,000 teams'), facts: [{ kind: 'testimonials', value: '3 quotes, with names, with photos', evidence: '"Loved it"' }] },
      section(3, 'cta', 'Start now'),
    ],
    answers: {
      patterns: base.answers.patterns,
      tests: {
        '0': [],
        '1': [hit('Headline', 'winner', 0.7, { psychological_principle: 'Novelty' })],
        '2': [hit('Testimonials', 'winner', 0.7, { psychological_principle: 'Social proof', website_section: 'trust' }), hit('Logo wall', 'loser', 0.9, { psychological_principle: 'Authority' })],
        '3': [],
      },
    },
  };
}

describe('compareAudits', () => {
  const base = landingInput();
  base.sections[1] = { ...base.sections[1]!, facts: [{ kind: 'headline', value: '2 words, short, no numbers', evidence: '"Ship faster"' }] };
  const ours = buildAudit(base);
  const theirs = buildAudit(competitorInput(landingInput()));
  const c = compareAudits([ours, theirs]);

  it('counts the sections of each kind per page', () => {
    expect(c.pages.map((p) => p.title)).toEqual(['Acme', 'Rival']);
    expect(c.pages[0]!.sectionCounts).toMatchObject({ global: 2, hero: 1, differentiation: 1, trust: 0, cta: 0 });
    expect(c.pages[1]!.sectionCounts).toMatchObject({ global: 1, hero: 1, trust: 1, cta: 1, differentiation: 0 });
  });

  it('keeps only strong patterns, strongest first, each with a status per page', () => {
    expect(c.patterns.map((p) => `${p.label}/${p.principle}`)).toEqual(['trust/Social proof', 'hero/Clarity', 'cta/Urgency', 'trust/Authority']);
    const status = Object.fromEntries(c.patterns.map((p) => [p.principle, p.status]));
    expect(status['Social proof']).toEqual(['missing', 'matches']);
    // Our hero's winning tests apply Clarity (the fixture's default principle); theirs apply Novelty.
    expect(status['Clarity']).toEqual(['matches', 'section_only']);
    // A losing test with the principle does not count: only shown winners do.
    expect(status['Authority']).toEqual(['missing', 'section_only']);
  });

  it('says what the others have or do that a page does not', () => {
    expect(c.gaps[0]!.sections).toEqual([
      { label: 'cta', presentIn: [1] },
      { label: 'trust', presentIn: [1] },
    ]);
    expect(c.gaps[0]!.patterns).toEqual([{ label: 'trust', principle: 'Social proof', matchedBy: [1] }]);
    expect(c.gaps[1]!.sections).toEqual([{ label: 'differentiation', presentIn: [0] }]);
    expect(c.gaps[1]!.patterns).toEqual([{ label: 'hero', principle: 'Clarity', matchedBy: [0] }]);
  });

  it('limits the patterns to the strongest N and copes with no patterns', () => {
    expect(compareAudits([ours, theirs], 1).patterns).toHaveLength(1);
    const unanswered = buildAudit({ ...landingInput(), answers: { patterns: null, tests: {} } });
    expect(compareAudits([unanswered, unanswered]).patterns).toEqual([]);
  });
});
