import type { SectionLabel } from '../labels';
import { CLASS_WORDS, HEADING_WORDS, tokensMatch } from '../keywords';
import type { Signal } from './types';

/** A block without a heading, links or buttons whose whole text is one short line ("Interactive preview"): that line is its title. */
const TITLE_LINE = 60;

/** One of the block's first two headings names the label's purpose ("Pricing", "What customers say"). */
export function headingWordsSignal(label: keyof typeof HEADING_WORDS, weight: number): Signal {
  const words = HEADING_WORDS[label];
  return (f) => {
    const titles = f.headings.length > 0 ? f.headings.slice(0, 2) : f.textLength <= TITLE_LINE && f.textLength > 0 && f.links === 0 && f.buttons === 0 ? [f.fullText] : [];
    const h = titles.find((t) => words.test(t));
    return h ? { label, weight, reason: `heading "${h.slice(0, 40)}"` } : null;
  };
}

/** The block's own class/id words name the label (`hero`, `pricing`…); words inside it count less. */
export function classWordsSignal(label: SectionLabel, ownWeight: number, innerWeight: number): Signal {
  const words = CLASS_WORDS[label];
  return (f) => {
    const own = tokensMatch(f.ownTokens, words);
    if (own) return { label, weight: ownWeight, reason: `class "${own}"` };
    const inner = tokensMatch(f.innerTokens, words);
    return inner ? { label, weight: innerWeight, reason: `inner class "${inner}"` } : null;
  };
}
