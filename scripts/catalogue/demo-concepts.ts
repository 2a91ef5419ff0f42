import type { SectionLabel } from '../../lib/sections/labels';

/**
 * The test ideas of the synthetic demo catalogue. Each idea is written in two independent
 * wordings (title, control, variation, insight, rule) so that the same idea appears in
 * different words across records, as in a real catalogue; `{item}` and `{people}` are filled
 * per industry. Nothing here reports a real experiment.
 */
export interface DemoConcept {
  key: string;
  section: SectionLabel;
  principle: string;
  element: string;
  pageTypes: string[];
  /** Share of this idea's tests that win. */
  winRate: number;
  /** Typical uplift of a winner, in percent. */
  typicalUplift: number;
  wordings: [Wording, Wording];
}
export type Wording = [title: string, control: string, variation: string, insight: string, rule: string];

export const DEMO_CONCEPTS: DemoConcept[] = [
  // hero
  {
    key: 'benefit-headline', section: 'hero', principle: 'Value proposition clarity', element: 'Hero headline',
    pageTypes: ['home', 'landing'], winRate: 0.62, typicalUplift: 14,
    wordings: [
      ['Benefit-led hero headline instead of the brand slogan', 'Headline repeating the company slogan', 'Headline stating the main outcome {people} get from the {item}', 'Visitors decide in seconds; a headline naming the outcome answers "what is in it for me" at once.', 'Lead the first screen with the concrete result the {item} delivers, not with a tagline.'],
      ['Outcome-focused main heading beats clever wordplay', 'Witty pun as the top heading', 'Plain heading describing what the {item} achieves for {people}', 'Clever copy made newcomers guess what was offered; plain words removed the guesswork.', 'Say plainly what the {item} does for the reader in the top heading.'],
    ],
  },
  {
    key: 'hero-human-photo', section: 'hero', principle: 'Face-ism and human connection', element: 'Hero image',
    pageTypes: ['home', 'landing'], winRate: 0.48, typicalUplift: 9,
    wordings: [
      ['Photo of a real customer in the hero image', 'Abstract illustration behind the headline', 'Photo of a smiling customer using the {item}', 'Faces draw the eye and make the offer feel personal.', 'Use a genuine person enjoying the {item} as the lead picture.'],
      ['Portrait of a person replacing the stock graphic above the fold', 'Generic stock graphic at the top', 'Portrait of someone looking towards the sign-up button', 'People follow the gaze of a pictured person towards the next step.', 'Show a human face whose gaze points at the main button.'],
    ],
  },
  {
    key: 'hero-single-cta', section: 'hero', principle: "Hick's law", element: 'Hero call to action',
    pageTypes: ['home', 'landing'], winRate: 0.58, typicalUplift: 11,
    wordings: [
      ['One primary button in the hero instead of three', 'Three equal buttons under the headline', 'A single prominent button with one next step', 'Fewer options shortened the decision and more visitors moved on.', 'Offer one obvious next step at the top of the page.'],
      ['Removing competing choices from the opening banner', 'Opening banner with several links and buttons', 'Opening banner with one clear action', 'Every extra choice slows people down; a lone action got more clicks.', 'Cut the opening banner down to a lone action.'],
    ],
  },
  {
    key: 'hero-subheadline-specific', section: 'hero', principle: 'Specificity and concreteness', element: 'Hero subheadline',
    pageTypes: ['home', 'landing', 'product'], winRate: 0.55, typicalUplift: 8,
    wordings: [
      ['Specific numbers in the subheadline', 'Vague subheadline about quality', 'Subheadline with exact figures, such as delivery in 2 days and 4,000 reviews', 'Concrete figures are believed more than general praise.', 'Replace vague adjectives with exact figures under the headline.'],
      ['Precise claims beat generic promises below the title', 'Generic promise of the best {item}', 'Precise claim with a measurable detail about the {item}', 'Measurable details made the promise credible.', 'Quantify the promise beneath the title.'],
    ],
  },
  {
    key: 'hero-autoplay-carousel', section: 'hero', principle: 'Cognitive load', element: 'Hero carousel',
    pageTypes: ['home'], winRate: 0.6, typicalUplift: 10,
    wordings: [
      ['Static hero replacing an auto-rotating carousel', 'Carousel rotating five slides every four seconds', 'One static banner with a single message', 'Moving slides split attention and most visitors never saw slide two.', 'Replace rotating sliders with one fixed message.'],
      ['Stopping the slideshow at the top of the homepage', 'Slideshow cycling through several offers', 'A fixed picture with one offer', 'Motion at the top distracted people from reading.', 'Do not make the opening area move on its own.'],
    ],
  },
  // cta
  {
    key: 'cta-first-person', section: 'cta', principle: 'Ownership and self-reference', element: 'Button copy',
    pageTypes: ['landing', 'signup', 'pricing'], winRate: 0.57, typicalUplift: 12,
    wordings: [
      ['First-person button text: "Start my free trial"', 'Button reading "Start your free trial"', 'Button reading "Start my free trial"', 'Writing the button from the reader\'s point of view increased clicks.', 'Phrase button labels in the first person.'],
      ['"Get my {item}" label outperforms "Get your {item}"', 'Label written in the second person', 'Label written as if the visitor were speaking', 'Self-referential wording creates a feeling of ownership.', 'Let the visitor speak on the button: use "my" instead of "your".'],
    ],
  },
  {
    key: 'cta-contrast-colour', section: 'cta', principle: 'Von Restorff isolation effect', element: 'Button colour',
    pageTypes: ['product', 'landing', 'pricing'], winRate: 0.45, typicalUplift: 7,
    wordings: [
      ['High-contrast colour for the buy button', 'Button in the brand\'s muted grey', 'Button in a bright colour used nowhere else on the page', 'An element that stands out from its surroundings is noticed and remembered.', 'Give the main action a colour that appears nowhere else.'],
      ['Making the purchase control visually distinct', 'Purchase control blending into the layout', 'Purchase control isolated by a contrasting hue and white space', 'Isolation made the control the first thing people saw.', 'Isolate the key control with contrast and space around it.'],
    ],
  },
  {
    key: 'form-fewer-fields', section: 'cta', principle: 'Friction reduction', element: 'Sign-up form',
    pageTypes: ['signup', 'landing', 'checkout'], winRate: 0.68, typicalUplift: 18,
    wordings: [
      ['Shorter sign-up form with fewer fields', 'Registration form with eleven fields', 'Registration form with four fields', 'Every field is effort; removing optional fields lifted completions.', 'Ask only for the information needed to start.'],
      ['Cutting the questionnaire down to name and email', 'Long questionnaire before account creation', 'Just name and email to create the account', 'People abandon lengthy questionnaires; a brief one was finished more often.', 'Trim every input you can collect later.'],
    ],
  },
  {
    key: 'free-shipping-threshold', section: 'cta', principle: 'Loss aversion', element: 'Free shipping message',
    pageTypes: ['cart', 'checkout', 'product'], winRate: 0.64, typicalUplift: 15,
    wordings: [
      ['Free shipping threshold shown in the cart', 'Cart showing only the shipping fee', 'Cart saying "Add 12 more for free shipping"', 'Shoppers add items to avoid paying for shipping they could get free.', 'Show how far the basket is from free shipping.'],
      ['Progress bar towards complimentary delivery', 'Delivery charge listed at the last step', 'Bar showing the amount left until delivery is free', 'A visible goal turns a fee into something to escape by ordering more.', 'Display the remaining amount that unlocks free delivery.'],
    ],
  },
  {
    key: 'pricing-popular-plan', section: 'cta', principle: 'Decoy and anchoring', element: 'Pricing table',
    pageTypes: ['pricing'], winRate: 0.6, typicalUplift: 13,
    wordings: [
      ['"Most popular" label on the middle pricing plan', 'Three plans shown without emphasis', 'Middle plan highlighted as "Most popular"', 'A highlighted middle option anchors choice and reassures the undecided.', 'Mark the plan you want chosen as the popular one.'],
      ['Recommended tier badge in the plan comparison', 'Tiers listed side by side with equal weight', 'Recommended badge and a taller card for the mid tier', 'The expensive tier made the recommended one look reasonable.', 'Frame the plans so that the recommended tier is the natural pick.'],
    ],
  },
  {
    key: 'checkout-guest', section: 'cta', principle: 'Autonomy', element: 'Checkout login step',
    pageTypes: ['checkout'], winRate: 0.66, typicalUplift: 16,
    wordings: [
      ['Guest checkout without forced account creation', 'Checkout requiring an account first', 'Checkout offering to continue as a guest', 'Forcing registration before paying drove buyers away.', 'Let buyers pay without creating an account.'],
      ['Optional registration after the purchase', 'Mandatory registration wall before payment', 'Registration offered on the confirmation page', 'Asking for a password after the order felt less like a barrier.', 'Move account creation after the order is placed.'],
    ],
  },
  // trust
  {
    key: 'reviews-near-button', section: 'trust', principle: 'Social proof', element: 'Customer reviews',
    pageTypes: ['product', 'landing'], winRate: 0.63, typicalUplift: 12,
    wordings: [
      ['Star ratings next to the add-to-cart button', 'Reviews at the bottom of the page', 'Average star rating and review count beside the button', 'Evidence that others bought reassures at the moment of decision.', 'Put the rating where the buying decision is made.'],
      ['Customer testimonials placed beside the purchase area', 'Testimonials on a separate page', 'Three short testimonials near the price', 'What other buyers say persuades more than what the seller says.', 'Show peer opinions right at the point of purchase.'],
    ],
  },
  {
    key: 'client-logos', section: 'trust', principle: 'Authority', element: 'Logo wall',
    pageTypes: ['home', 'landing'], winRate: 0.52, typicalUplift: 8,
    wordings: [
      ['Logos of well-known clients below the hero', 'No client logos on the page', 'Row of recognisable client logos under "Trusted by"', 'Recognisable names lend credibility borrowed from established firms.', 'Show the best-known organisations that use the {item}.'],
      ['"Trusted by" strip with famous brand marks', 'Plain text claim of many customers', 'Strip of famous brand marks', 'Famous marks signal that experts already chose this vendor.', 'Let respected brands vouch for you visually.'],
    ],
  },
  {
    key: 'money-back-guarantee', section: 'trust', principle: 'Risk reversal', element: 'Guarantee badge',
    pageTypes: ['product', 'checkout', 'pricing'], winRate: 0.61, typicalUplift: 11,
    wordings: [
      ['Money-back guarantee badge near the price', 'Refund policy only in the footer', 'Badge saying "30-day money-back guarantee" beside the price', 'Taking the risk off the buyer removes a reason to wait.', 'State the refund promise next to the price.'],
      ['Full refund promise shown at checkout', 'Returns terms hidden in small print', 'Prominent promise of a full refund within 30 days', 'When a purchase can be undone, committing feels safe.', 'Make the cost of a wrong decision visibly zero.'],
    ],
  },
  {
    key: 'security-badges', section: 'trust', principle: 'Perceived safety', element: 'Security seals',
    pageTypes: ['checkout', 'signup'], winRate: 0.47, typicalUplift: 6,
    wordings: [
      ['Security seals beside the payment form', 'Payment form without any seal', 'Payment form with SSL and card-network seals', 'Seals calm fears about card data at the riskiest step.', 'Show recognised security seals where card details are typed.'],
      ['Padlock icon and encryption note at payment', 'No mention of data protection', 'Padlock icon with "Your data is encrypted"', 'A reminder of protection eased worry about fraud.', 'Reassure about data protection where people enter payment details.'],
    ],
  },
  {
    key: 'live-counter', section: 'trust', principle: 'Bandwagon effect', element: 'Adoption counter',
    pageTypes: ['home', 'landing', 'signup'], winRate: 0.5, typicalUplift: 7,
    wordings: [
      ['Counter of customers who joined this week', 'No usage numbers shown', '"2,314 {people} joined this week" under the form', 'Seeing many others join makes joining feel like the normal choice.', 'Show how many people recently chose the {item}.'],
      ['Live tally of recent sign-ups', 'Static page without activity', 'Ticker showing recent registrations', 'Activity from others signals popularity and momentum.', 'Surface recent activity to show momentum.'],
    ],
  },
  {
    key: 'team-photos', section: 'trust', principle: 'Liking', element: 'Team section',
    pageTypes: ['about', 'home'], winRate: 0.44, typicalUplift: 5,
    wordings: [
      ['Photos of the real team on the about page', 'About page with only a mission statement', 'About page with portraits and names of staff', 'People buy from people they can picture and like.', 'Introduce the humans behind the company.'],
      ['Founder story with faces of the staff', 'Anonymous company description', 'Short founder story and staff pictures', 'A relatable story built rapport with visitors.', 'Tell who you are with names and pictures.'],
    ],
  },
  // product_demo
  {
    key: 'product-video', section: 'product_demo', principle: 'Processing fluency', element: 'Product video',
    pageTypes: ['product', 'landing', 'home'], winRate: 0.56, typicalUplift: 12,
    wordings: [
      ['Short product video replacing static screenshots', 'Gallery of static screenshots', '60-second video of the {item} in use', 'Watching the product work is easier than imagining it from stills.', 'Show the {item} working in a short clip.'],
      ['Explainer clip demonstrating the offer in action', 'Text paragraphs describing features', 'Explainer clip walking through a typical use', 'Moving pictures made the offer easy to grasp.', 'Demonstrate rather than describe.'],
    ],
  },
  {
    key: 'interactive-demo', section: 'product_demo', principle: 'IKEA effect', element: 'Interactive demo',
    pageTypes: ['landing', 'product', 'home'], winRate: 0.53, typicalUplift: 10,
    wordings: [
      ['Hands-on interactive demo before sign-up', 'Request-a-demo form only', 'Clickable sandbox people can try without registering', 'Effort spent trying the product made people value it more.', 'Let visitors try the product before asking for details.'],
      ['Try-it-yourself playground on the homepage', 'Description of the tool with a contact link', 'Playground where visitors build something themselves', 'Having made something, people felt invested in continuing.', 'Give newcomers something to build in the first minute.'],
    ],
  },
  {
    key: 'how-it-works-steps', section: 'product_demo', principle: 'Chunking', element: 'How it works section',
    pageTypes: ['home', 'landing'], winRate: 0.55, typicalUplift: 8,
    wordings: [
      ['Three-step "How it works" section', 'Long paragraph explaining the process', 'Three numbered steps with small illustrations', 'Breaking the process into steps made it feel simple.', 'Explain the process in three numbered steps.'],
      ['Numbered walkthrough of the process', 'Dense block of explanatory text', 'Short numbered walkthrough with icons', 'Small chunks are easier to read and remember than one wall of text.', 'Split the explanation into a few small chunks.'],
    ],
  },
  {
    key: 'product-zoom', section: 'product_demo', principle: 'Tangibility', element: 'Product images',
    pageTypes: ['product'], winRate: 0.58, typicalUplift: 9,
    wordings: [
      ['Zoomable close-up photos of the {item}', 'Single small product photo', 'Gallery with zoom and close-ups of materials', 'Detailed pictures stand in for touching the goods.', 'Let shoppers inspect the details up close.'],
      ['360-degree view on the product page', 'One front-facing picture', 'Rotatable view from every angle', 'Seeing every side reduced uncertainty about what arrives.', 'Show the item from every angle.'],
    ],
  },
  {
    key: 'before-after', section: 'product_demo', principle: 'Contrast effect', element: 'Before and after visual',
    pageTypes: ['landing', 'product'], winRate: 0.57, typicalUplift: 11,
    wordings: [
      ['Before-and-after comparison image', 'Photo of the result only', 'Side-by-side picture of the situation before and after', 'The contrast makes the improvement obvious.', 'Show the starting point next to the result.'],
      ['Split view of the problem and the solved state', 'Description of results in words', 'Slider revealing the transformation', 'Juxtaposing old and new made the gain vivid.', 'Make the transformation visible with a split view.'],
    ],
  },
  // differentiation
  {
    key: 'comparison-table', section: 'differentiation', principle: 'Comparative evaluation', element: 'Comparison table',
    pageTypes: ['landing', 'pricing', 'home'], winRate: 0.59, typicalUplift: 12,
    wordings: [
      ['Comparison table against two competitors', 'Feature list without comparison', 'Table comparing the {item} with two rivals', 'A direct comparison answers the question buyers ask anyway.', 'Compare yourself openly with the alternatives.'],
      ['Side-by-side chart versus rival products', 'Claims of being the best without evidence', 'Chart with ticks and crosses against rival offers', 'Buyers judge options relative to each other.', 'Give shoppers the side-by-side view they would build themselves.'],
    ],
  },
  {
    key: 'benefits-over-features', section: 'differentiation', principle: 'Benefit framing', element: 'Feature grid',
    pageTypes: ['home', 'landing', 'product'], winRate: 0.6, typicalUplift: 10,
    wordings: [
      ['Benefit statements replacing technical feature names', 'Grid of technical specifications', 'Grid describing what each feature lets {people} do', 'People care about what a feature does for them, not what it is.', 'Translate every feature into the benefit it brings.'],
      ['Describing outcomes instead of specs in the feature list', 'List of specs and jargon', 'List of everyday results the specs make possible', 'Jargon left readers cold; results spoke to their goals.', 'Write the feature list in terms of results.'],
    ],
  },
  {
    key: 'unique-selling-point', section: 'differentiation', principle: 'Distinctiveness', element: 'Why choose us section',
    pageTypes: ['home', 'landing'], winRate: 0.54, typicalUplift: 9,
    wordings: [
      ['"Why choose us" section with three unique reasons', 'Generic claims of quality and service', 'Three reasons only this company can offer', 'Claims every rival makes do not help a choice; unique ones do.', 'State what only you offer.'],
      ['Stating what no competitor offers', 'Copy interchangeable with rivals', 'Copy naming a distinctive advantage', 'Distinct advantages gave visitors a reason to prefer this vendor.', 'Lead with the advantage nobody else can claim.'],
    ],
  },
  {
    key: 'price-per-day', section: 'differentiation', principle: 'Price framing', element: 'Price display',
    pageTypes: ['pricing', 'product'], winRate: 0.57, typicalUplift: 10,
    wordings: [
      ['Price shown per day instead of per year', 'Annual price of 365', '"Just 1 a day" framing', 'Small daily amounts feel affordable compared with a large total.', 'Express the cost in the smallest meaningful unit.'],
      ['Breaking the annual fee into a daily amount', 'Yearly fee shown as one sum', 'Daily amount compared with a cup of coffee', 'Comparing the cost with a trivial daily expense shrank it mentally.', 'Compare the price with an everyday expense.'],
    ],
  },
  {
    key: 'scarcity-stock', section: 'differentiation', principle: 'Scarcity', element: 'Stock indicator',
    pageTypes: ['product', 'cart'], winRate: 0.55, typicalUplift: 9,
    wordings: [
      ['"Only 3 left in stock" message', 'No stock information', 'Low-stock warning beside the size picker', 'Things that may run out feel more valuable.', 'Tell shoppers honestly when stock is low.'],
      ['Limited availability notice on the product page', 'Product page silent about availability', 'Notice that few units remain', 'Rarity increases desire and prompts action now.', 'Signal genuine limited availability.'],
    ],
  },
  // global
  {
    key: 'simplified-navigation', section: 'global', principle: 'Choice overload', element: 'Main navigation',
    pageTypes: ['home', 'category', 'product'], winRate: 0.56, typicalUplift: 8,
    wordings: [
      ['Simplified navigation with five top-level items', 'Menu with twelve top-level entries', 'Menu reduced to five clear entries', 'Too many menu entries paralysed visitors; fewer led them on.', 'Keep the main menu to a handful of entries.'],
      ['Trimming the header menu to essential links', 'Crowded header bar with many links', 'Header bar with only the essential destinations', 'A crowded bar made finding anything harder.', 'Remove every header link that few people use.'],
    ],
  },
  {
    key: 'announcement-bar', section: 'global', principle: 'Salience', element: 'Announcement bar',
    pageTypes: ['home', 'category', 'product'], winRate: 0.5, typicalUplift: 6,
    wordings: [
      ['Site-wide announcement bar with the current offer', 'Offer mentioned only on the home page', 'Thin bar at the very top of every page with the offer', 'An offer seen on every page is remembered at the moment of purchase.', 'Repeat the key offer on every page in a slim top bar.'],
      ['Top-of-page banner repeating the promotion everywhere', 'Promotion visible on one page only', 'Banner visible across the whole site', 'Consistent visibility kept the promotion top of mind.', 'Keep the promotion in view wherever people go.'],
    ],
  },
  {
    key: 'sticky-header-cta', section: 'global', principle: 'Accessibility of action', element: 'Sticky header',
    pageTypes: ['landing', 'product', 'home'], winRate: 0.58, typicalUplift: 9,
    wordings: [
      ['Sticky header with an always-visible button', 'Header that scrolls away', 'Header fixed to the top with a "Buy now" button', 'Readers who became convinced mid-page could act at once.', 'Keep the main action reachable while people scroll.'],
      ['Persistent top bar following the scroll', 'Action available only at top and bottom', 'Bar that stays in view with the key action', 'The moment of persuasion is unpredictable; a persistent action meets it.', 'Make the next step available at every scroll position.'],
    ],
  },
  {
    key: 'search-bar-prominent', section: 'global', principle: 'Goal gradient', element: 'Site search',
    pageTypes: ['home', 'category'], winRate: 0.55, typicalUplift: 8,
    wordings: [
      ['Prominent search box in the header', 'Search hidden behind a magnifier icon', 'Wide visible search field in the header', 'Visitors who know what they want reach it fastest by typing.', 'Show a full search field, not just an icon.'],
      ['Visible query field instead of a hidden lookup icon', 'Small icon that opens a lookup overlay', 'Open query field with example suggestions', 'People with a goal convert when the path to it is short.', 'Make typing a query the shortest path to any item.'],
    ],
  },
  {
    key: 'cookie-banner-light', section: 'global', principle: 'Attention economy', element: 'Consent banner',
    pageTypes: ['home', 'landing'], winRate: 0.46, typicalUplift: 5,
    wordings: [
      ['Slim consent banner instead of a full-screen overlay', 'Full-screen cookie overlay on arrival', 'Slim consent bar at the bottom edge', 'A blocking overlay spent the first seconds of attention on legal text.', 'Do not block the first view with consent dialogs.'],
      ['Bottom-edge privacy notice replacing the blocking modal', 'Modal that hides the page until closed', 'Unobtrusive notice that leaves the page readable', 'Visitors bounced less when they could see the page straight away.', 'Keep privacy notices from hiding the content.'],
    ],
  },
  // doors
  {
    key: 'persona-tiles', section: 'doors', principle: 'Self-selection', element: 'Segment tiles',
    pageTypes: ['home'], winRate: 0.58, typicalUplift: 10,
    wordings: [
      ['"Solutions for" tiles routing visitors by role', 'One generic page for everyone', 'Tiles for each audience leading to tailored pages', 'Picking a path that fits them made visitors feel understood.', 'Let visitors choose the path that describes them.'],
      ['Audience cards sending each group to a tailored page', 'Same message for every type of customer', 'Cards for each group with a dedicated landing page', 'Tailored pages spoke to each group\'s own problems.', 'Route each segment to a page written for it.'],
    ],
  },
  {
    key: 'category-images', section: 'doors', principle: 'Visual recognition', element: 'Category tiles',
    pageTypes: ['home', 'category'], winRate: 0.57, typicalUplift: 9,
    wordings: [
      ['Category tiles with photos instead of text links', 'Text-only list of categories', 'Photo tiles for each category', 'Pictures are recognised faster than words are read.', 'Use images to label the main categories.'],
      ['Picture cards for departments on the homepage', 'Department names in a plain list', 'Department cards with a representative picture', 'Recognition beat recall: shoppers spotted what they wanted.', 'Give each department a recognisable picture.'],
    ],
  },
  {
    key: 'use-case-entry', section: 'doors', principle: 'Relevance', element: 'Use-case cards',
    pageTypes: ['home', 'landing'], winRate: 0.52, typicalUplift: 8,
    wordings: [
      ['Use-case cards on the homepage', 'List of all product features', 'Cards for common jobs the {item} is used for', 'Visitors think in tasks, not in features.', 'Organise entry points around the jobs people want done.'],
      ['Entry points organised by task rather than by product', 'Product catalogue ordered by name', 'Entries named after what people want to accomplish', 'Task-based entries matched how people describe their needs.', 'Name the entrances after the problems they solve.'],
    ],
  },
  {
    key: 'quiz-finder', section: 'doors', principle: 'Commitment and consistency', element: 'Product finder quiz',
    pageTypes: ['home', 'category'], winRate: 0.6, typicalUplift: 13,
    wordings: [
      ['Product finder quiz instead of a long catalogue', 'Catalogue of every option', 'Three-question quiz recommending a {item}', 'Answering small questions built commitment towards the result.', 'Guide undecided visitors with a short quiz.'],
      ['Guided selector that asks a few questions', 'Filters left to the visitor', 'Guided selector ending in a personal recommendation', 'After small answers, people followed through on the recommendation.', 'Ask a few easy questions, then recommend.'],
    ],
  },
  // resources
  {
    key: 'faq-objections', section: 'resources', principle: 'Objection handling', element: 'FAQ section',
    pageTypes: ['product', 'pricing', 'landing'], winRate: 0.58, typicalUplift: 8,
    wordings: [
      ['FAQ answering the top objections near the price', 'No FAQ on the page', 'Five questions and answers about cost, cancelling and support', 'Unanswered doubts end sales; answering them in place keeps people.', 'Answer the common doubts where they arise.'],
      ['Questions-and-answers block addressing purchase worries', 'Help centre reachable only from the footer', 'Expandable answers to the usual worries on the page', 'Resolving worries on the spot removed reasons to leave.', 'Resolve hesitation without sending people away.'],
    ],
  },
  {
    key: 'blog-lead-magnet', section: 'resources', principle: 'Reciprocity', element: 'Content offer',
    pageTypes: ['blog', 'resource'], winRate: 0.55, typicalUplift: 12,
    wordings: [
      ['Free guide offered at the end of blog articles', 'Articles ending without any offer', 'Downloadable guide offered after each article', 'Receiving something useful for free makes readers want to give back.', 'Give a valuable resource before asking for anything.'],
      ['Complimentary checklist in exchange for an email address', 'Newsletter box saying "Subscribe"', 'Checklist readers get by leaving their address', 'A concrete gift beat an abstract request to subscribe.', 'Offer a concrete gift instead of a bare subscription.'],
    ],
  },
  {
    key: 'case-studies', section: 'resources', principle: 'Narrative transportation', element: 'Case studies',
    pageTypes: ['resource', 'landing', 'home'], winRate: 0.53, typicalUplift: 9,
    wordings: [
      ['Customer case studies linked from the homepage', 'No customer stories', 'Three short customer stories with results', 'Stories let prospects picture their own success.', 'Tell stories of customers who succeeded.'],
      ['Success stories told as narratives', 'Bullet list of outcomes', 'Narrative of one client\'s journey and outcome', 'A narrative absorbed readers more than a list of numbers.', 'Turn results into a story with a protagonist.'],
    ],
  },
  {
    key: 'webinar-signup', section: 'resources', principle: 'Commitment and consistency', element: 'Webinar invitation',
    pageTypes: ['resource', 'landing'], winRate: 0.5, typicalUplift: 7,
    wordings: [
      ['Invitation to a live webinar in the resources area', 'Recorded videos only', 'Invitation to a scheduled live session', 'Signing up for a date is a small commitment that leads to larger ones.', 'Invite prospects to a small first commitment.'],
      ['Scheduled online workshop instead of on-demand recordings', 'Library of on-demand recordings', 'Sign-up for an upcoming online workshop', 'A date in the calendar made people show up and engage.', 'Ask for a small scheduled step before the sale.'],
    ],
  },
  {
    key: 'urgency-countdown', section: 'cta', principle: 'Urgency', element: 'Countdown timer',
    pageTypes: ['product', 'landing', 'cart'], winRate: 0.52, typicalUplift: 10,
    wordings: [
      ['Countdown timer for the sale deadline', 'Sale mentioned without an end date', 'Timer showing hours left in the sale', 'A visible deadline prompts action now rather than later.', 'Show a real deadline with a countdown.'],
      ['Clock ticking down to the end of the promotion', 'Promotion with no stated end', 'Clock counting down to the promotion closing', 'Time pressure moved hesitant buyers to decide.', 'Make a genuine time limit visible.'],
    ],
  },
  {
    key: 'exit-intent-offer', section: 'cta', principle: 'Reciprocity', element: 'Exit popup',
    pageTypes: ['product', 'cart', 'landing'], winRate: 0.5, typicalUplift: 8,
    wordings: [
      ['Exit-intent popup offering a discount', 'No message when visitors leave', 'Popup with a 10% code when the cursor heads for the close button', 'A last-moment gift recovered some departing visitors.', 'Offer something of value to visitors about to leave.'],
      ['Leave-page overlay with a coupon', 'Visitors leave without any prompt', 'Overlay giving a coupon to people about to abandon', 'A parting gift made people reconsider.', 'Catch abandoning visitors with a small gift.'],
    ],
  },
  {
    key: 'award-badges', section: 'trust', principle: 'Authority', element: 'Awards and press',
    pageTypes: ['home', 'landing', 'product'], winRate: 0.5, typicalUplift: 6,
    wordings: [
      ['Press mentions and awards under the headline', 'No press or awards shown', '"As seen in" row of publications and an industry award', 'Independent recognition is more convincing than self-praise.', 'Show who independently praised you.'],
      ['Media coverage strip with prize emblems', 'Only the company\'s own claims', 'Strip of newspaper names and prize emblems', 'Third-party endorsement raised credibility.', 'Let independent sources speak for you.'],
    ],
  },
  {
    key: 'delivery-date', section: 'differentiation', principle: 'Certainty effect', element: 'Delivery estimate',
    pageTypes: ['product', 'checkout'], winRate: 0.62, typicalUplift: 11,
    wordings: [
      ['Exact delivery date on the product page', 'Shipping "in 3–7 business days"', '"Arrives Thursday if you order within 4 hours"', 'A definite date removes uncertainty about when the goods arrive.', 'Promise a specific arrival date instead of a range.'],
      ['Guaranteed arrival day replacing a vague shipping window', 'Vague shipping window', 'Guaranteed arrival day shown before checkout', 'Certainty is valued more than a possibly faster but vague promise.', 'Replace ranges with a firm date.'],
    ],
  },
  {
    key: 'default-annual', section: 'cta', principle: 'Default effect', element: 'Billing period toggle',
    pageTypes: ['pricing'], winRate: 0.59, typicalUplift: 12,
    wordings: [
      ['Annual billing selected by default', 'Monthly billing preselected', 'Yearly plan preselected with the saving shown', 'Most people keep whatever option is preselected.', 'Preselect the option that is best for most customers.'],
      ['Preselecting the yearly plan in the toggle', 'Toggle starting on monthly', 'Toggle starting on yearly with "save 20%"', 'Defaults carry an implicit recommendation.', 'Choose the default deliberately; it is a recommendation.'],
    ],
  },
  {
    key: 'progress-indicator', section: 'cta', principle: 'Zeigarnik effect', element: 'Checkout progress bar',
    pageTypes: ['checkout', 'signup'], winRate: 0.56, typicalUplift: 8,
    wordings: [
      ['Progress indicator in a multi-step checkout', 'Steps without any indication of progress', 'Bar showing step 2 of 3', 'An unfinished task nags; seeing progress makes people finish.', 'Show how many steps are left.'],
      ['Step counter during registration', 'Wizard with no sense of how long it takes', 'Counter telling people how close they are to done', 'People are driven to complete what they have started.', 'Show people how close they are to finishing.'],
    ],
  },
  {
    key: 'chat-widget', section: 'global', principle: 'Reassurance', element: 'Live chat',
    pageTypes: ['product', 'pricing', 'checkout'], winRate: 0.49, typicalUplift: 6,
    wordings: [
      ['Live chat widget on pricing and checkout pages', 'Contact form only', 'Chat bubble with a human agent available', 'Quick answers to last questions kept buyers from leaving.', 'Offer instant help where questions come up.'],
      ['Instant messaging support at the decision point', 'Email support with a 48-hour reply', 'Messaging panel staffed by advisers', 'Being able to ask someone right away reassured hesitant visitors.', 'Make a person reachable at the moment of doubt.'],
    ],
  },
  {
    key: 'testimonial-video', section: 'trust', principle: 'Social proof', element: 'Video testimonials',
    pageTypes: ['home', 'landing'], winRate: 0.51, typicalUplift: 8,
    wordings: [
      ['Video testimonials from customers', 'Written quotes from customers', 'Short clips of customers talking about the {item}', 'Seeing a real person speak is harder to doubt than a quote.', 'Let satisfied customers speak on camera.'],
      ['Filmed client interviews instead of text quotes', 'Anonymous text quotes', 'Filmed interviews with named clients', 'Faces and voices made the endorsements believable.', 'Record clients telling their experience.'],
    ],
  },
  {
    key: 'personalised-recommendations', section: 'doors', principle: 'Personalisation', element: 'Recommended products',
    pageTypes: ['home', 'product', 'cart'], winRate: 0.57, typicalUplift: 10,
    wordings: [
      ['Personalised recommendations on the homepage', 'Same bestsellers for every visitor', 'Recommendations based on what the visitor viewed', 'Suggestions that fit the visitor feel like service rather than advertising.', 'Tailor suggestions to each visitor\'s behaviour.'],
      ['"Picked for you" row based on browsing history', 'Generic featured items', 'Row of items matched to recent browsing', 'Relevant suggestions shortened the search for the right item.', 'Show each visitor items related to what they looked at.'],
    ],
  },
  {
    key: 'reading-time', section: 'resources', principle: 'Effort heuristic', element: 'Article metadata',
    pageTypes: ['blog'], winRate: 0.45, typicalUplift: 5,
    wordings: [
      ['Estimated reading time on articles', 'Articles without length information', '"5 min read" label under the article title', 'Knowing the effort in advance made readers start and finish.', 'Tell readers how long an article takes.'],
      ['Minutes-to-read label on blog posts', 'Posts with no hint of their length', 'Label giving the minutes a post takes', 'A known, small cost made starting easier.', 'Announce the time cost of content up front.'],
    ],
  },
];
