import { ctaSignals } from './cta';
import { differentiationSignals } from './differentiation';
import { doorsSignals } from './doors';
import { globalSignals } from './global';
import { heroSignals } from './hero';
import { productDemoSignals } from './product-demo';
import { resourcesSignals } from './resources';
import { trustSignals } from './trust';
import type { Signal } from './types';

export type { BlockContext, Signal, Vote } from './types';

/** Every signal, run over every block. */
export const ALL_SIGNALS: readonly Signal[] = [
  ...globalSignals,
  ...heroSignals,
  ...ctaSignals,
  ...trustSignals,
  ...productDemoSignals,
  ...differentiationSignals,
  ...doorsSignals,
  ...resourcesSignals,
];
