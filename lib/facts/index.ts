/** The design facts of page sections: pure DOM gatherers, one small function per fact family. */
export { gatherFacts, gatherBlockFacts } from './gather';
export { FACT_KINDS, type FactKind, type SectionFact } from './types';
