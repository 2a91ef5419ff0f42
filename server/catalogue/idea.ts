import type { SectionLabel } from '../../lib/sections/labels';
import type { FactFamily } from './facts';
import type { IndustryGroup, PageType } from './industries';

/** One write-up of a test: as one person would describe it. */
export type Wording = [title: string, control: string, variation: string, insight: string, rule: string];
/** What a losing or flat run of the idea taught, and what to do instead. */
export type Lesson = [insight: string, rule: string];

/**
 * A test idea of the synthetic demo catalogue, written up independently at least three times.
 * Nothing here reports a real experiment; the figures only shape the synthetic results.
 */
export interface DemoIdea {
  key: string;
  section: SectionLabel;
  /** The element tested, in the field's usual words ("Hero carousel", "Sign-up form"). */
  element: string;
  principle: string;
  /** The section facts of the shared list this idea answers. */
  facts: FactFamily[];
  pages: PageType[];
  /** Industries that run this test; every industry when left out. */
  fit?: IndustryGroup[];
  /** Industries (by name) that run this test, narrower than `fit`. */
  industries?: string[];
  /** Share of runs that win before device and page effects (0..1). */
  win: number;
  /** Typical uplift of a winning run, in percent. */
  uplift: number;
  /** Of the runs that do not win, the share that lose (the rest are inconclusive); 0.45 when left out. */
  lose?: number;
  /** How often the idea gets tested, 1 (rarely) to 3 (everyone tries it): orders the long tail. */
  reach?: 1 | 2 | 3;
  wordings: Wording[];
  /**
   * Lessons of losing or flat runs: never the winners' text. A lesson whose insight says the change
   * made no difference goes to inconclusive records, the others to losers.
   */
  lessons: Lesson[];
}
