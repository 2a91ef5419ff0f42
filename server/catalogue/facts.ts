/**
 * The section facts the audit detects (the shared list of fact kinds), as tags a demo idea
 * carries when it answers a question about that fact. The catalogue holds at least two ideas
 * per family, so that every detected fact finds tests.
 */
export const FACT_FAMILIES = [
  'calls-to-action',
  'navigation',
  'forms',
  'carousel',
  'video',
  'people-images',
  'logo-wall',
  'testimonials',
  'headline',
  'pricing-plans',
  'countdown',
  'scarcity',
  'guarantee',
  'security-badges',
  'comparison-table',
  'numbered-steps',
  'faq',
  'article-cards',
  'team',
  'persona-entry',
  'category-tiles',
  'search-box',
  'sticky-header',
  'announcement-bar',
  'cookie-banner',
  'chat-widget',
] as const;
export type FactFamily = (typeof FACT_FAMILIES)[number];
