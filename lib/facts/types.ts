/** The observable design facts the audit reads from a section (see README "Section facts"). */
export const FACT_KINDS = [
  'cta', 'navigation', 'form', 'carousel', 'video', 'people_images', 'logo_wall', 'testimonials', 'headline',
  'pricing', 'countdown', 'scarcity', 'guarantee', 'security_badges', 'comparison_table', 'numbered_steps', 'faq',
  'article_cards', 'team', 'persona_cards', 'category_tiles', 'search_box', 'sticky_header', 'announcement_bar',
  'cookie_banner', 'chat_widget', 'feature_grid',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/**
 * One design fact of a section. `value` is short and uses a fixed vocabulary per kind (e.g. cta:
 * "4 equal", "1 primary of 3"), so questions can be built from it; `evidence` is what a person can
 * check on the page ("buttons: Start trial, Book demo, …").
 */
export interface SectionFact {
  kind: FactKind;
  value: string;
  evidence: string;
}
