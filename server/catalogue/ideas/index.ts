import type { DemoIdea } from '../idea';
import { CTA_IDEAS } from './cta';
import { DIFFERENTIATION_IDEAS } from './differentiation';
import { DOORS_IDEAS } from './doors';
import { GLOBAL_IDEAS } from './global';
import { HERO_IDEAS } from './hero';
import { PRODUCT_DEMO_IDEAS } from './product-demo';
import { RESOURCES_IDEAS } from './resources';
import { TRUST_IDEAS } from './trust';

/** Every test idea of the demo catalogue, one file per website section. */
export const DEMO_IDEAS: DemoIdea[] = [
  ...HERO_IDEAS,
  ...CTA_IDEAS,
  ...TRUST_IDEAS,
  ...PRODUCT_DEMO_IDEAS,
  ...DIFFERENTIATION_IDEAS,
  ...GLOBAL_IDEAS,
  ...DOORS_IDEAS,
  ...RESOURCES_IDEAS,
];
