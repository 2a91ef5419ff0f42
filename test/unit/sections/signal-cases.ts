import type { BlockFeatures } from '../../../lib/sections/features';
import type { SectionLabel } from '../../../lib/sections/labels';
import type { BlockContext, Signal } from '../../../lib/sections/signals/types';

/** One fixture for one signal: the block's HTML, where it sits, and the label it must vote for (null: no vote). */
export interface SignalCase {
  name: string;
  signal: Signal;
  html: string;
  ctx?: Partial<BlockContext>;
  /** Facts that need real layout (image sizes), given here since happy-dom lays nothing out. */
  layout?: Partial<BlockFeatures>;
  expected: SectionLabel | null;
}
