/**
 * Every word the deficit checks show, in one table (Lighthouse's UIStrings): `passed` when the section
 * already does it, `failure` when it lacks it, `fix` what the winning tests changed. `{n}` is the
 * first number of the fact's value (3 quotes, 14 links, 9 fields), or the count its check names.
 */
export const DEFICIT_STRINGS = {
  'testimonial-portraits': { passed: 'Testimonials show photos of the people quoted', failure: 'Testimonials show pictures that are not the people quoted ({n})', fix: 'a photo of each person quoted in place of the picture' },
  'testimonial-photos': { passed: 'Testimonials show photos of the people quoted', failure: 'Testimonials without photos ({n})', fix: 'a photo of each person quoted' },
  'testimonial-names': { passed: 'Testimonials carry the names of the people quoted', failure: 'Testimonials without names ({n})', fix: 'naming each person with full attribution' },
  'testimonial-rating': { passed: 'Reviews show a star rating', failure: 'Testimonials without a star rating ({n})', fix: 'showing a star rating with the number of reviews' },
  'rating-count': { passed: 'The rating says how many reviews it rests on', failure: 'Star rating without the number of reviews', fix: 'showing the number of reviews beside the rating' },
  'reviews-empty': { passed: 'The reviews block shows reviews', failure: 'Reviews block with no review in it', fix: 'showing real reviews, such as an independent review score, or removing the empty block' },
  'team-photos': { passed: 'Team members are shown with photos', failure: 'Team members without photos ({n})', fix: 'photos of the real team with names and roles' },
  'team-credentials': { passed: 'The team is shown with its qualifications', failure: 'The {n} people shown give a role but no qualifications', fix: 'the qualifications and experience of the people who serve' },
  'cta-one-primary': { passed: 'One call to action stands out from the rest', failure: '{n} buttons of equal weight compete', fix: 'one primary button, the others quieter' },
  'cta-specific-label': { passed: 'Button labels say what happens', failure: 'Generic button label ("Learn more", "Submit")', fix: 'specific button text that names the outcome' },
  'cta-filled': { passed: 'The button is filled and stands out', failure: 'The only button is not filled: it reads as a link', fix: 'a high-contrast button colour' },
  'form-length': { passed: 'The form is short ({n} fields)', failure: '{n} form fields', fix: 'a shorter form with fewer fields' },
  'form-phone': { passed: 'The form asks no phone number', failure: 'The form asks for a phone number', fix: 'removing or making the phone field optional' },
  'form-reason': { passed: 'The sign-up says what subscribers get', failure: 'The sign-up form gives no reason to subscribe', fix: 'saying what subscribers receive and how often, or a welcome gift' },
  'form-steps': { passed: 'The long form is split into steps', failure: '{n} fields on one long form', fix: 'splitting the form into steps' },
  'hero-slides': { passed: 'The opening shows one message', failure: 'The opening message is split over {n} slides', fix: 'a single hero message' },
  'carousel-autoplay': { passed: 'The carousel waits for the visitor', failure: 'Auto-rotating carousel of {n} slides', fix: 'a static hero or a carousel that waits for the visitor' },
  'carousel-controls': { passed: 'The carousel has visible controls', failure: 'Carousel of {n} slides without visible controls', fix: 'visible arrows and labelled dots' },
  'pricing-highlight': { passed: 'A recommended plan is highlighted', failure: 'No plan highlighted among {n}', fix: 'highlighting a recommended plan' },
  'billing-saving': { passed: 'The billing switch says what paying yearly saves', failure: 'Billing switch without the yearly saving', fix: 'the yearly saving beside the switch ("2 months free")' },
  'pricing-plan-count': { passed: 'Few plans to choose from ({n})', failure: '{n} plans to choose from', fix: 'fewer plans' },
  'listing-ratings': { passed: 'Product cards show a star rating', failure: 'Product cards without a rating ({n})', fix: 'a star rating and review count on every product card' },
  'listing-review-count': { passed: 'Product ratings say how many reviews they rest on', failure: 'Product ratings without a review count ({n} products)', fix: 'the number of reviews beside each rating' },
  'listing-quick-add': { passed: 'Products can be added to the cart from the grid', failure: 'Product cards without an add-to-cart button ({n})', fix: 'an add-to-cart button on each product card' },
  'listing-badges': { passed: 'Popular products are marked', failure: 'No bestseller or sale badge among the products ({n})', fix: 'badges marking the bestsellers' },
  'nav-length': { passed: 'Short menu ({n} links)', failure: '{n} top-level menu links', fix: 'a menu of about five top-level items' },
  'headline-length': { passed: 'The headline is short enough to read at a glance', failure: 'Long headline ({n} words)', fix: 'a short headline of about six words' },
  'headline-says-what': { passed: 'The headline says what is offered', failure: 'A one- or two-word headline does not say what the product is', fix: 'a headline that names what you offer and for whom' },
  'headline-names-offer': { passed: 'The headline names what the page offers', failure: 'The headline does not name what the page offers', fix: 'a headline that names what you offer and for whom' },
  'headline-numbers': { passed: 'A figure near the headline backs its claim', failure: 'The headline makes a claim without a figure', fix: 'specific numbers in the headline or subheadline' },
  'people-photos': { passed: 'Shows photos of real people', failure: 'Illustrations, no photo of a real person', fix: 'a photo of a real person' },
  'features-quantified': { passed: 'The features give their figures', failure: 'The features give no figures', fix: 'numbers in the feature copy' },
  'people-named': { passed: 'The person shown is named, with a role', failure: 'The person shown is not named', fix: 'the name and role of the person shown' },
  'logo-wall-size': { passed: 'A scannable number of logos', failure: '{n} logos: too many to recognise', fix: 'a few recognisable logos' },
  'logos-early': { passed: 'Logos right after the opening ({n})', failure: '{n} customer logos, far below the opening', fix: 'customer logos near the first call to action' },
  'payment-logos-shown': { passed: 'Shows the accepted payment methods', failure: 'No accepted payment methods shown', fix: 'the logos of the accepted payment methods' },
  'category-images': { passed: 'Category tiles are pictured', failure: '{n} category tiles in text only', fix: 'category tiles with images' },
  'category-count': { passed: 'A scannable number of categories', failure: '{n} category tiles', fix: 'fewer, clearer category tiles' },
  'feature-icons': { passed: 'Features are pictured', failure: '{n} features in text only', fix: 'an icon or picture beside each feature' },
  'feature-count': { passed: 'A short list of features', failure: '{n} features: a long list', fix: 'fewer features, the strongest first' },
  'price-vs-problem': { passed: 'The price is set against what the problem costs', failure: 'The price stands without what the problem costs', fix: 'the price beside the cost of the problem' },
  'features-outcomes': { passed: 'The features say what they do for the reader', failure: 'The features name specs, not outcomes', fix: 'what each feature lets the reader do' },
  'features-no-button': { passed: 'A button follows the features', failure: 'Features and no button to act on them ({n} features)', fix: 'repeating the main call to action after the features' },
  'article-dates': { passed: 'Articles show their dates', failure: 'Articles without dates ({n})', fix: 'showing article dates' },
  'article-reading-time': { passed: 'Articles show a reading time', failure: 'Articles without a reading time ({n})', fix: 'a reading-time label' },
  'faq-accordion': { passed: 'Questions fold into an accordion', failure: '{n} questions, all answers open', fix: 'an accordion of questions' },
  'hero-no-cta': { passed: 'The hero offers a next step', failure: 'No call to action in the hero', fix: 'one prominent button with the next step' },
  'header-contact': { passed: 'The header shows how to reach the business', failure: 'A local business with no phone or contact in the header', fix: 'the phone number and opening hours in the header' },
  'discount-reason': { passed: 'The discount says why or until when', failure: 'Struck-through prices with no reason or end date', fix: 'a stated reason and end date beside the cut price' },
  'countdown-shown': { passed: 'The offer counts down to its end', failure: 'No countdown to the end of the offer', fix: 'a countdown to the deadline' },
  'header-sticky': { passed: 'The header stays in view while scrolling', failure: 'The header scrolls out of view', fix: 'a header that stays in view' },
  'steps-shown': { passed: 'The section walks through numbered steps ({n})', failure: 'No steps shown', fix: 'a short "how it works" in numbered steps' },
  'video-sound': { passed: 'The page shows a video that does not start with sound', failure: 'A video starts playing with sound', fix: 'click-to-play, or muted autoplay with captions' },
} as const satisfies Record<string, { passed: string; failure: string; fix: string }>;

export type DeficitId = keyof typeof DEFICIT_STRINGS;

type Strings = { passed: string; failure: string; fix: string };

/** The strings of a check with the fact's first number in place of `{n}`. */
export function fillStrings(s: Strings, value: string | number): Strings {
  const n = typeof value === 'number' ? String(value) : (/\d+/.exec(value)?.[0] ?? 'several');
  const fill = (t: string) => t.replace(/\{n\}/g, n);
  return { passed: fill(s.passed), failure: fill(s.failure), fix: fill(s.fix) };
}
