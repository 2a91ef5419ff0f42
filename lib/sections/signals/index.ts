import type { SectionLabel } from '../labels';
import { ctaSignals } from './cta';
import { differentiationSignals } from './differentiation';
import { doorsSignals } from './doors';
import { globalSignals } from './global';
import { heroSignals } from './hero';
import { meaningSignals } from './meaning';
import { productDemoSignals } from './product-demo';
import { resourcesSignals } from './resources';
import { trustSignals } from './trust';
import type { Signal } from './types';

export type { BlockContext, Signal, Vote } from './types';

/** A signal with the name the fitted model knows it by and the label it argues for. */
export interface NamedSignal {
  name: string;
  label: SectionLabel;
  signal: Signal;
}

const BY_LABEL: Array<[SectionLabel, Record<string, Signal>]> = [
  ['global', globalSignals],
  ['hero', heroSignals],
  ['cta', ctaSignals],
  ['trust', trustSignals],
  ['product_demo', productDemoSignals],
  ['differentiation', differentiationSignals],
  ['doors', doorsSignals],
  ['resources', resourcesSignals],
  ...meaningSignals,
];

/** Every signal, run over every block. Names are the object keys, which survive minification. */
export const NAMED_SIGNALS: readonly NamedSignal[] = BY_LABEL.flatMap(([label, signals]) =>
  Object.entries(signals).map(([name, signal]) => ({ name, label, signal })),
);

export const ALL_SIGNALS: readonly Signal[] = NAMED_SIGNALS.map((s) => s.signal);
