import { gatherCta, hiddenAsk, lineLink, readButtons, widgetButtons } from './cta';
import { gatherCountdown, gatherGuarantee, gatherHeadline, gatherScarcity } from './copy';
import { gatherCarousel } from './carousel';
import { gatherForm } from './form';
import { gatherPeopleImages, gatherVideo } from './media';
import { gatherNavigation } from './navigation';
import { gatherAnnouncementBar, gatherChatWidget, gatherCookieBanner, gatherStickyHeader } from './page';
import { gatherPricing } from './pricing';
import { gatherLogoWall, gatherSecurityBadges, gatherTestimonials } from './proof';
import { beginGathering, readBlock, type Block } from './read';
import {
  gatherArticleCards, gatherCategoryTiles, gatherComparisonTable, gatherFaq, gatherFeatureGrid, gatherNumberedSteps, gatherPersonaCards, gatherSearchBox, gatherTeam,
} from './structure';
import type { BlockReading, ClassifiedSection } from '../sections/types';
import type { SectionFact } from './types';

const BLOCK_GATHERERS: ((b: Block) => SectionFact[])[] = [
  gatherNavigation, gatherForm, gatherCarousel, gatherVideo, gatherPeopleImages, gatherLogoWall, gatherTestimonials, gatherPricing,
  gatherCountdown, gatherScarcity, gatherGuarantee, gatherSecurityBadges, gatherComparisonTable, gatherNumberedSteps, gatherFaq,
  gatherArticleCards, gatherTeam, gatherPersonaCards, gatherCategoryTiles, gatherSearchBox, gatherFeatureGrid,
];

/**
 * What a site's header or footer holds: menus, forms, a search box, proof (logos, quotes, seals, a guarantee) that
 * tells whether the page has any. Its sliders, cards and grids are not read there (a third of the facts' time went
 * to the chrome's hundreds of links).
 */
const LANDMARK_CHROME = 'header, footer, nav, [role="banner"], [role="contentinfo"], [role="navigation"]';
const CHROME_GATHERERS: ((b: Block) => SectionFact[])[] = [
  gatherNavigation, gatherForm, gatherLogoWall, gatherTestimonials, gatherGuarantee, gatherSecurityBadges, gatherSearchBox,
];

/**
 * The design facts of one block. `top` says the block opens the page (its h2 may be the headline);
 * `chrome` that it is site chrome, whose h1 is the logo, not a headline.
 */
export function gatherBlockFacts(el: Element, top = false, reading?: BlockReading, chrome = false): SectionFact[] {
  const block = readBlock(el, reading, chrome);
  // An opening with no button is read for a plain link on a line of its own, then for GitHub's button widgets, then for a button shown on other screens.
  const opening = top && !chrome;
  let buttons = readButtons(block);
  if (!buttons.length && opening) buttons = lineLink(block);
  if (!buttons.length && opening) buttons = widgetButtons(block);
  const asks = buttons.length || !opening ? gatherCta(block, buttons) : hiddenAsk(block);
  const facts = [...asks, ...(chrome ? [] : gatherHeadline(block, top))];
  // Only a block built as the site's header or footer: a grid read as chrome by its look keeps every reading.
  for (const gather of chrome && el.closest(LANDMARK_CHROME) !== null ? CHROME_GATHERERS : BLOCK_GATHERERS) {
    try {
      facts.push(...gather(block));
    } catch {
      // One odd page structure must not cost the other facts.
    }
  }
  return reconcile(facts);
}

/**
 * One reading per thing seen: look-alike cards that are quotes, questions, people or plans are not
 * also a feature grid; faces on quote or team cards are not also the section's pictures; tiles
 * styled as buttons are tiles, not a choice between calls to action; the links of posts are not tiles.
 */
function reconcile(facts: SectionFact[]): SectionFact[] {
  const has = (k: SectionFact['kind']) => facts.some((f) => f.kind === k);
  const cards = has('testimonials') || has('faq') || has('team') || has('pricing');
  // Cards numbered 1, 2, 3 are the steps, not features besides.
  const sameCount = (f: SectionFact, k: SectionFact['kind']) => facts.some((o) => o.kind === k && parseInt(o.value, 10) === parseInt(f.value, 10));
  const footer = facts.some((f) => f.kind === 'navigation' && /\bfooter\b/.test(f.value));
  const quotes = facts.find((f) => f.kind === 'testimonials');
  return facts.filter((f) => {
    // People who sign the quotes (a name and "Founder @Acme" under each) are the customers, not a team.
    if (f.kind === 'team' && quotes && signersOf(quotes).includes(firstMember(f))) return false;
    // Slides of a carousel, stacked or side by side, are its slides, not as many features.
    if (f.kind === 'feature_grid' && (cards || sameCount(f, 'numbered_steps') || sameCount(f, 'carousel'))) return false;
    if (f.kind === 'people_images' && (has('testimonials') || has('team'))) return false;
    if (f.kind === 'cta' && /equal/.test(f.value) && has('category_tiles')) return false;
    // A footer's columns of links are its sitemap, not tiles to enter the shop by.
    if (f.kind === 'category_tiles' && footer) return false;
    // Quotes signed and dated (tweets: a handle and "11:36AM - 2 Sep 2015") are the quotes, not as many posts.
    if (f.kind === 'article_cards' && quotes && sameCount(f, 'testimonials')) return false;
    // Dated posts' title, author and topic links are the posts, not tiles to enter by.
    if (f.kind === 'category_tiles' && has('article_cards')) return false;
    return true;
  });
}

/** The names a testimonials fact's evidence lists after its dash, lower-cased. */
const signersOf = (f: SectionFact): string[] => {
  const dash = f.evidence.lastIndexOf(' — ');
  return dash < 0 ? [] : f.evidence.slice(dash + 3).toLowerCase().split(', ');
};
/** The first name a team fact's evidence lists, lower-cased. */
const firstMember = (f: SectionFact): string => f.evidence.replace(/^team: /, '').split(', ')[0]!.toLowerCase();

/** What the gatherers need of a classified section. */
export type FactSection = Pick<ClassifiedSection, 'element' | 'label' | 'reading'>;

/**
 * Facts for each section, in order. Page-wide facts (sticky header, announcement bar, cookie
 * banner, chat widget) go to the smallest section holding their element, else to the first global
 * section, else to the first section.
 */
export function gatherFacts(sections: readonly FactSection[]): SectionFact[][] {
  beginGathering();
  const elements = sections.map((s) => s.element);
  const isGlobal = (i: number) => sections[i]!.label === 'global';
  const out = sections.map((s, i) => gatherBlockFacts(s.element, i === 0 || s.label === 'hero', s.reading, isGlobal(i)));
  const doc = elements[0]?.ownerDocument;
  if (!doc) return out;
  const page = [gatherStickyHeader, gatherAnnouncementBar, gatherCookieBanner, gatherChatWidget].flatMap((g) => {
    try {
      return g(doc);
    } catch {
      return [];
    }
  });
  for (const { fact, element } of page) {
    let target = -1;
    elements.forEach((el, i) => {
      if (el.contains(element) && (target < 0 || elements[target]!.contains(el))) target = i;
    });
    if (target < 0) {
      // Overlays at the end of the page (consent, chat) go with the footer, bars at the top with the header.
      const globals = elements.map((_, i) => i).filter(isGlobal);
      const bottom = fact.kind === 'cookie_banner' || fact.kind === 'chat_widget';
      target = (bottom ? globals[globals.length - 1] : globals[0]) ?? 0;
    }
    if (!out[target]!.some((f) => f.kind === fact.kind)) out[target]!.push(fact);
  }
  return out;
}
