import type { SectionLabel } from '../../../lib/sections/labels';
import type { BlockContext, Signal } from '../../../lib/sections/signals/types';

/** One fixture for one signal: the block's HTML, where it sits, and the label it must vote for (null: no vote). */
export interface SignalCase {
  name: string;
  signal: Signal;
  html: string;
  ctx?: Partial<BlockContext>;
  expected: SectionLabel | null;
}
