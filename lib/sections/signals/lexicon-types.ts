/** The labels whose meaning the word lexicon reads (hero and global are told by position and chrome). */
export const LEXICON_LABELS = ['cta', 'trust', 'product_demo', 'differentiation', 'doors', 'resources'] as const;
export type LexiconLabel = (typeof LEXICON_LABELS)[number];

/** Per label, "word:weight word:weight …" (weight 1–9), as scripts/build-section-lexicon.ts writes it. */
export type Lexicon = Partial<Record<LexiconLabel, string>>;
