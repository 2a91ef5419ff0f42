/** The fields a search question's `relevant` pattern is matched against. */
export interface JudgedRecord {
  title: string;
  element_tested: string | null;
  variation_description: string | null;
  psychological_principle: string | null;
  actionable_rule: string | null;
}

export const CUTOFF = 5;

export function isRelevant(record: JudgedRecord, relevant: RegExp): boolean {
  const text = [record.title, record.element_tested, record.variation_description, record.psychological_principle, record.actionable_rule]
    .filter(Boolean)
    .join(' | ');
  return new RegExp(relevant.source, relevant.flags.replace('g', '')).test(text);
}

export interface QuestionScore {
  /** 1-based rank of the first relevant record in the top 5, or null. */
  firstRelevant: number | null;
  /** Relevant records among the top 5. */
  relevantInTop: number;
}

export function scoreRanking(records: JudgedRecord[], relevant: RegExp): QuestionScore {
  const top = records.slice(0, CUTOFF).map((r) => isRelevant(r, relevant));
  const first = top.indexOf(true);
  return { firstRelevant: first === -1 ? null : first + 1, relevantInTop: top.filter(Boolean).length };
}

export interface Metrics {
  questions: number;
  /** Share of questions with a relevant record in the top 5. */
  hitAt5: number;
  /** Mean share of the top 5 that is relevant (an answer shorter than 5 counts its gaps as misses). */
  precisionAt5: number;
  /** Mean reciprocal rank of the first relevant record within the top 5 (0 when none). */
  mrr: number;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function aggregate(scores: QuestionScore[]): Metrics {
  const n = scores.length || 1;
  return {
    questions: scores.length,
    hitAt5: round(scores.filter((s) => s.firstRelevant !== null).length / n),
    precisionAt5: round(scores.reduce((sum, s) => sum + s.relevantInTop / CUTOFF, 0) / n),
    mrr: round(scores.reduce((sum, s) => sum + (s.firstRelevant ? 1 / s.firstRelevant : 0), 0) / n),
  };
}
