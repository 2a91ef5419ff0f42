import type { FactKind, SectionFact } from './types';

/** What a reader calls each kind of fact (the kinds themselves are identifiers). */
const FACT_NAMES: Record<FactKind, string> = {
  cta: 'calls to action', navigation: 'navigation', form: 'form', carousel: 'carousel', video: 'video',
  people_images: 'pictures', logo_wall: 'logo wall', testimonials: 'testimonials', headline: 'headline',
  pricing: 'pricing', countdown: 'countdown', scarcity: 'scarcity notice', guarantee: 'guarantee',
  security_badges: 'security badges', comparison_table: 'comparison table', numbered_steps: 'steps', faq: 'FAQ',
  article_cards: 'articles', team: 'team', persona_cards: 'persona cards', category_tiles: 'category tiles',
  search_box: 'search box', sticky_header: 'sticky header', announcement_bar: 'announcement bar',
  cookie_banner: 'cookie banner', chat_widget: 'chat widget', feature_grid: 'features',
};

export const factName = (kind: string): string => FACT_NAMES[kind as FactKind] ?? kind.replace(/_/g, ' ');

/**
 * "calls to action: 2 equal, generic copy"; the value alone when it already names the kind
 * ("countdown timer", "3 articles, dates" rather than "countdown: countdown timer").
 */
export function describeFact(fact: { kind: SectionFact['kind'] | string; value: string }): string {
  const name = factName(fact.kind);
  const value = fact.value.trim();
  const head = name.split(' ')[0]!.toLowerCase().replace(/s$/, '');
  return value.toLowerCase().includes(head) ? value : `${name}: ${value}`;
}
