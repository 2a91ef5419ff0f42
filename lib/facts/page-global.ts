import type { gatherFacts } from './gather';

/**
 * The fact gatherers reach the content script as a second script (entrypoints/facts.ts) that the
 * background injects only when an audit asks for sections: pages the extension merely sits on
 * never load them, and the content script stays within its size budget.
 */
export const FACTS_SCRIPT_FILE = '/facts.js';
const FACTS_GLOBAL = '__upliftLensFacts';

type Scope = Record<typeof FACTS_GLOBAL, typeof gatherFacts | undefined>;

export const installFactGatherer = (gather: typeof gatherFacts): void => {
  (globalThis as unknown as Scope)[FACTS_GLOBAL] ??= gather;
};

/** The gatherers, once the facts script has run in this isolated world; undefined before. */
export const installedFactGatherer = (): typeof gatherFacts | undefined => (globalThis as unknown as Scope)[FACTS_GLOBAL];
