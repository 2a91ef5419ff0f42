import type { VocabularyConcept } from './vocabulary-schema.ts';

/**
 * The conversion field's concepts (principles, page elements, common problems), each with the
 * words catalogue records use for it (`terms`) and the everyday words people use when they ask
 * about it (`paraphrases`). A question that contains a paraphrase (or a term) is expanded with the
 * concept's terms; a record that contains a term has the paraphrases added to its whole-text
 * vector. Matching is on word stems, every word of a phrase present, in any order; stop words
 * ("the", "not", "too", "what", "how", "only", "few", "more", "other") are dropped first, so
 * "only a few left" would match any text with "left": write phrases whose remaining words still
 * name the concept ("items left in stock"). "before and after", "how it works" and "about us"
 * are kept as one word each (see FIXED_EXPRESSIONS in expand.ts). Spelling and compound variants
 * ("colour"/"color", "sign-up"/"signup", "pop-up", "e-mail", "home page"), dropped apostrophes
 * ("dont") and a few synonyms of the field ("basket"/"cart", "heading"/"headline",
 * "picture"/"photo"/"image", "client"/"customer") are matched as one (VARIANTS and SYNONYM_GROUPS
 * in expand.ts), so write each phrase in one form only.
 * Reviewed data: see the README ("Conversion vocabulary") before extending it.
 */
export const CONVERSION_VOCABULARY: VocabularyConcept[] = [
  // Problems and principles
  {
    concept: 'choice overload',
    terms: ['choice overload', "Hick's law", 'fewer options', 'fewer choices', 'single primary button', 'one clear action', 'simplified'],
    paraphrases: [
      'too many options', 'too many choices', 'too much choice', 'people freeze', 'paralysis', 'analysis paralysis', 'decision paralysis',
      'decision fatigue', 'cannot decide', "can't decide", "can't choose", 'cannot choose', 'hard to choose', 'hard to pick', 'overwhelmed',
      'overwhelming choice', 'indecision', 'undecided', 'too many products', 'too many plans', 'too many variants', 'too many alternatives',
      'spoilt for choice', 'spoiled for choice', 'paradox of choice', 'jam study', 'jam experiment', 'simplify the choice', 'narrow down',
      'reduce the options', 'cut the options', 'limit the choices', 'options overwhelm', 'too many buttons', 'too many calls to action',
      'too many ctas', 'several buttons', 'multiple buttons', 'competing buttons', 'buttons compete', 'equal buttons',
      'buttons of equal weight', 'one main action', 'one clear next step', 'single call to action', 'one call to action',
    ],
  },
  {
    concept: 'value proposition clarity',
    terms: ['value proposition', 'hero headline', 'headline', 'saying what the product does', 'benefit', 'outcome', 'clarity'],
    paraphrases: [
      "don't know what we sell", 'unclear offer', 'unclear message', 'unclear value', 'unclear homepage', 'vague', 'confusing',
      "don't understand", "doesn't understand", "don't get it", "doesn't get it", 'understand the offer', "don't get the product",
      'nobody understands', 'visitors confused', 'explain the product', 'explain the offer', 'explain the service', 'first impression',
      'makes us different', 'unique selling point', 'unique selling proposition', 'usp', 'reason to buy', 'value prop', 'core message',
      'brand messaging', 'bounce', 'bounce rate', 'leave immediately', 'five second test', '5-second test', 'elevator pitch', 'one-liner',
      'positioning statement', 'too much jargon', 'buzzwords', 'clear value', 'clearer message', 'key benefit', 'main benefit',
      'selling point', 'no idea what you sell', 'unclear what we sell', 'what we actually sell', 'understand what we sell',
      'leave right away', 'leave straight away', 'leave within seconds', 'leave after a few seconds',
    ],
  },
  {
    concept: 'urgency',
    terms: ['urgency', 'countdown timer', 'deadline', 'limited-time offer', 'offer ends'],
    paraphrases: [
      'hurry', 'rush', 'time pressure', 'limited time', 'time-limited', 'expires', 'expiring', 'offer expiry', 'ends soon', 'ending soon',
      'ends tonight', 'ends at midnight', 'last chance', 'last day', 'today-only offer', 'act now offer', 'final hours', 'hours left', 'procrastinate',
      'procrastinating', 'procrastination', 'later', 'come back later', 'buy later', 'decide later', 'sense of urgency', 'create urgency',
      'fake urgency', 'false urgency', 'timer', 'countdown', 'ticking clock', 'flash sale', 'sale ends', 'promo ends', 'early bird',
      'early-bird', 'black friday', 'cyber monday', 'order today',
    ],
  },
  {
    concept: 'scarcity',
    terms: ['scarcity', 'stock indicator', 'low stock', 'availability message', 'limited availability'],
    paraphrases: [
      'left in stock', 'items left', 'units left', 'seats left', 'places left', 'spots left', 'sold out', 'nearly sold out', 
      'selling fast', 'running out of stock', 'out-of-stock message', 'going fast', 'limited stock', 'limited quantity', 'limited supply', 'limited seats', 'limited places',
      'limited spots', 'last items', 'items remaining', 'seats remaining', 'places remaining', 'stock levels', 'stock status', 'stock count',
      'low inventory', 'limited edition', 'almost gone', 'high demand', 'while stocks last', 'while supplies last',
      'low availability',
    ],
  },
  {
    concept: 'segment routing',
    terms: ['segment', 'self-selection', 'persona', 'audience tiles', '"I am a" entry', 'solutions for', 'personalisation'],
    paraphrases: [
      'different visitors', 'different kinds of visitors', 'different types of people', 'different audiences', 'several audiences',
      'multiple audiences', 'mixed audience', 'different customer groups', 'different user types', 'visitor types', 'customer types',
      'entry points', 'starting points', 'kind of customer', 'route visitors', 'routing visitors', 'choose your path', 'pick your role',
      'select your industry', 'solutions by industry', 'solutions by role', 'industry pages', 'sector pages', 'use cases', 'b2b and b2c',
      'businesses and consumers', 'beginners and pros', 'beginners and experts', 'buyer personas', 'personas', 'self-segmentation',
      'segment cards', 'one homepage for everyone', '"I am a"', 'send visitors to the right page', 'send each visitor to the right page',
      'right page for each visitor', 'route people by role', 'pick your path', 'role picker', 'role selector', 'persona selector',
      'audience selector', 'audience cards', 'paths for each audience', 'separate paths', 'different paths', 'for teams and individuals',
      'personal or business', 'for individuals or businesses', 'home or business', 'consumers and businesses',
    ],
  },
  {
    concept: 'trust',
    terms: ['credibility', 'trust seal', 'trusted by', 'reassurance', 'credible'],
    paraphrases: [
      'trust signals', 'trust elements', 'trust indicators', 'trust factors', 'build trust', 'increase trust', 'lack of trust', 'low trust',
      "don't trust", "doesn't trust", 'untrustworthy', 'trustworthy', 'looks like a scam', 'looks dodgy', 'dodgy', 'sketchy', 'shady',
      'looks legit', 'legitimate', 'legitimacy', 'credible', 'unknown brand', 'new brand', 'never heard of us', 'skeptical', 'sceptical',
      'suspicious visitors', 'wary of buying', 'first-time buyers', 'believable', 'unknown company', 'nobody knows us', 'not well known',
      'no track record', 'no reputation yet', 'young company',
    ],
  },
  {
    concept: 'security seals',
    terms: ['security seals', 'trust badges', 'SSL', 'padlock', 'payment logos', 'secure checkout', 'perceived safety'],
    paraphrases: [
      'safe to pay', 'paying is safe', 'pay safely', 'safe to buy', 'safe checkout', 'safe payment', 'secure payment', 'payment security',
      'fraud', 'fear of fraud', 'scam', 'hacked', 'identity theft', 'card details stolen', 'card details', 'card data', 'credit card',
      'card number', 'encryption', 'encrypted', 'https', 'ssl certificate', 'lock icon', 'lock symbol', 'padlock icon', "don't trust",
      'reassure at payment', 'worried about payment', 'payment step', 'security badge', 'safety badge', 'trust seal', 'trust logos',
      'trust icons', 'trust marks', 'verified badge', 'norton', 'mcafee', 'checkout trust', 'paypal', 'visa', 'mastercard',
      'payment method logos', 'accepted cards',
    ],
  },
  {
    concept: 'risk reversal',
    terms: ['money-back guarantee', 'guarantee', 'refund', 'risk reversal', 'free returns'],
    paraphrases: [
      'money back', 'give the money back', 'full refund', 'refund policy', 'unhappy', 'not satisfied', 'satisfaction guarantee',
      'satisfaction guaranteed', 'without risk', 'risk free', 'risk-free', 'afraid to buy', 'fear of buying the wrong thing', "buyer's remorse",
      'send it back', 'easy returns', 'hassle-free returns', 'returns policy', 'return policy', 'try without risk', 'cancel anytime',
      'cancel any time', 'easy cancellation', 'free cancellation', 'commitment-free', 'no questions asked', 'warranty', 'price match',
      'lowest price guarantee', 'price promise', 'guarantee badge', 'guarantee wording', 'money-back',
    ],
  },
  {
    concept: 'social proof',
    terms: ['social proof', 'customer reviews', 'testimonials', 'star ratings', 'bandwagon'],
    paraphrases: [
      'others think', 'customers think', 'everybody buys', 'everyone else uses', 'people like me', 'popular', 'happy clients', 'happy customers',
      'customer feedback', 'customer opinions', 'five stars', 'stars', 'star rating', 'review stars', 'rating stars', 'review score',
      'review count', 'number of reviews', 'word of mouth', 'reviews', 'ratings', 'user reviews', 'product reviews', 'customers say',
      'no reviews yet', 'negative reviews', 'bad reviews', 'critical reviews', 'trustpilot', 'rating widget', 'herd behaviour',
      'herd behavior', 'bandwagon effect', 'bestseller badge', 'most popular product',
    ],
  },
  {
    concept: 'authority',
    terms: ['logo wall', 'client logos', 'press logos', 'as seen in', 'awards', 'authority'],
    paraphrases: [
      'companies that use us', 'well-known customers', 'big names', 'big brands', 'famous brands', 'famous clients', 'brands that trust us',
      'customer logos', 'logos of clients', 'client list', 'featured in the press', 'featured in magazines', 'featured on tv',
      'press mentions', 'press coverage', 'media coverage', 'media mentions', 'tv appearances', 'credibility', 'endorsements',
      'endorsed by', 'expert', 'experts recommend', 'recommended by experts', 'doctor recommended', 'celebrity endorsement', 'influencer',
      'credentials', 'certifications', 'trusted by', 'partner logos', 'logo bar', 'logo strip', 'logo ticker', 'speaker profiles',
      'speaker bios', 'too many logos', 'wall of logos', 'logo soup', 'how many logos', 'moving logos', 'scrolling logos', 'logo carousel',
      'relevant logos',
    ],
  },
  {
    concept: 'adoption counter',
    terms: ['customer counter', 'number of customers', 'social proof', 'bandwagon'],
    paraphrases: [
      'signed up recently', 'how many people use it', 'number of users', 'user count', 'customer count',
      'members joined', 'people who bought', 'people already signed up', 'join thousands', 'thousands of customers',
      'millions of users', 'used by thousands', 'live counter', 'sign-up counter', 'signups this week', 'growing community',
      'community size', 'member count', 'subscriber count', 'number of downloads', 'units sold', 'orders served',
    ],
  },
  {
    concept: 'activity notifications',
    terms: ['recent purchase popups', 'toast notifications', 'someone just bought', 'people are viewing'],
    paraphrases: [
      'someone just bought', 'someone just purchased', 'people viewing', 'watching this item', 'live activity', 'sales popup',
      'sales pop-up', 'sales notification', 'purchase notifications', 'purchase popups', 'fomo popup', 'social proof popup',
      'social proof notification', 'live sales feed', 'recent orders', 'recent purchases', 'recently bought',
      'recent sign-ups notification', 'fake notifications', 'in carts right now', 'people looking at this item', 'number of people looking',
    ],
  },
  {
    concept: 'friction',
    terms: ['friction reduction', 'form fields', 'fewer fields', 'shorter form', 'effort'],
    paraphrases: [
      'too many questions', 'required boxes', 'fill in', 'too long to fill', 'tedious', 'annoying', 'hassle', 'effort to join',
      'hard to sign up', 'too many steps', 'too many clicks', 'jump through hoops', 'people drop off', 'drop-off rate',
      'drop off in the funnel', 'abandon', 'abandonment', 'form abandonment', 'complicated', 'checkout steps', 'one click', 'slow checkout',
      'long checkout', 'lengthy checkout', 'faster checkout', 'quicker checkout', 'streamline', 'frictionless', 'friction', 'pain points',
      'obstacles', 'roadblocks', 'clunky', 'cumbersome', 'hard to buy', 'difficult to buy', 'takes too long', 'make it easier',
      'reduce effort',
    ],
  },
  {
    // A symptom rather than an element: its terms are the usual causes a specialist checks first.
    concept: 'checkout abandonment',
    terms: ['checkout abandonment', 'guest checkout', 'shipping costs', 'payment reassurance', 'express checkout'],
    paraphrases: [
      'cart abandonment', 'abandoned cart', 'abandoned carts', 'abandon the cart', 'abandon their cart', 'abandon checkout',
      'abandoned checkout', 'checkout drop-off', 'drop off at checkout', 'drop-off in checkout', 'leave at checkout', 'leave the checkout',
      'leave the cart', 'left in the cart', 'items left in the cart', 'add to cart but never buy', 'add to cart then leave',
      'never complete the order', "don't complete the order", "don't finish the order", 'unfinished orders', 'incomplete orders',
      'incomplete checkout', 'quit at checkout', 'quit the checkout', 'leave at payment', 'drop off at payment', 'cart to order',
      'cart conversion', 'checkout conversion', 'checkout completion', 'lost sales at checkout', 'checkout problems',
    ],
  },
  {
    concept: 'cognitive load',
    terms: ['cognitive load', 'simplified layout', 'clutter', 'processing fluency'],
    paraphrases: [
      'busy page', 'too busy', 'busy design', 'cluttered', 'visual clutter', 'messy', 'too much text', 'wall of text', 'text heavy',
      'too much information', 'information overload', 'hard to read', 'hard to scan', 'hard to skim', 'skimmable', 'scannable',
      'readability', 'noisy', 'visual noise', 'distracting', 'distractions', 'simpler design', 'minimal design', 'clean design',
      'clean layout', 'declutter', 'whitespace', 'white space', 'overloaded', 'overwhelming page', 'overwhelming design',
      'too many elements', 'confusing layout',
    ],
  },
  {
    concept: 'price framing',
    terms: ['price framing', 'price per day', 'anchoring', 'price display'],
    paraphrases: [
      'price feel smaller', 'looks expensive', 'too expensive', 'seems expensive', 'cheaper', 'cost per month', 'cost per day', 'daily price',
      'price per month', 'monthly equivalent', 'break down the price', 'price breakdown', 'pennies', 'price shock', 'sticker shock',
      'price objection', 'price perception', 'perceived price', 'how to show the price', 'how to display prices', 'price presentation',
      'discount', 'show savings', 'percent off', 'charm pricing', 'psychological pricing', 'prices ending in 9', 'round prices',
      'cost of a coffee', 'price of a coffee',
    ],
  },
  {
    concept: 'price anchoring',
    terms: ['price anchor', 'anchoring', 'crossed-out original price', 'showing the premium plan first', 'cost of the problem'],
    paraphrases: [
      'strikethrough price', 'strike-through price', 'crossed-out price', 'crossed out price', 'slashed price', 
      'original price', 'compare-at price', 'compare at price', 'rrp', 'list price', 'reference price', 'anchor price', 'price anchor',
      'anchoring effect', 'anchoring bias', 'anchor high', 'expensive option first', 'expensive plan first', 'premium plan first',
      'highest price first', 'cost of doing nothing', 'cost of the problem', 'first price they see', 'make the price look small',
    ],
  },
  {
    concept: 'decoy pricing',
    terms: ['decoy', 'anchoring', 'pricing table', 'recommended plan', 'most popular plan'],
    paraphrases: [
      'middle plan', 'middle option', 'make one plan look better', 'expensive option', 'compare plans', 'decoy effect', 'decoy plan',
      'decoy option', 'asymmetric dominance', 'dominated option', 'compromise effect', 'third option', 'steer to a plan', 'nudge toward a plan',
      'push the middle plan', 'target plan', 'good better best', 'bargain by comparison', 'popcorn sizes', 'economist subscription',
    ],
  },
  {
    concept: 'loss aversion',
    terms: ['loss aversion', 'missing out'],
    paraphrases: [
      'fear of missing out', 'fomo', 'lose out', 'miss out', "don't miss out", 'miss the deal', 'missed opportunity', 'what they lose',
      'what they miss', 'losing', 'fear of losing', 'cost of inaction', 'cost of waiting', 'lose the discount', 'lose their cart',
      'lose their items', 'loss framing', 'frame as a loss', 'avoid losses', 'money on the table', 'keep your discount',
    ],
  },
  {
    concept: 'reciprocity',
    terms: ['reciprocity', 'free guide', 'content offer', 'lead magnet', 'ebook'],
    paraphrases: [
      'giveaway', 'free download', 'downloadable', 'collect emails', 'collect email addresses', 'email in exchange', 'something for free',
      'free sample', 'freebie', 'freebies', 'free gift', 'bonus', 'free checklist', 'free template', 'free resource', 'free tool',
      'free report', 'whitepaper', 'white paper', 'gated content', 'opt-in bonus', 'lead generation', 'lead gen', 'build an email list',
      'grow the email list', 'give value first', 'give something first', 'goodwill', 'free consultation', 'free audit', 'cheat sheet',
      'email course', 'free course',
    ],
  },
  {
    concept: 'objection handling',
    terms: ['FAQ', 'objection handling', 'frequently asked questions', 'accordion'],
    paraphrases: [
      'common doubts', 'concerns', 'worries', 'questions and answers', 'expandable', 'collapsible answers', 'hesitations',
      'doubts', 'hesitate', 'objections', 'answer objections', 'address objections', 'overcome objections', 'buyer objections',
      'questions before buying', 'faqs', 'faq section', 'frequently asked', 'common questions', 'customer questions', 'pre-sales questions',
      'unanswered questions', 'purchase worries', 'last-minute doubts', 'billing questions',
      'can i cancel', 'questions section',
    ],
  },
  {
    concept: 'personalisation',
    terms: ['personalisation', 'personalization', 'relevance', 'recommended products'],
    paraphrases: [
      'tailored', 'tailored content', 'tailored to each visitor', 'based on what they viewed', 'based on browsing', 'browsing history',
      'past purchases', 'personalized', 'personalised', 'personalised homepage', 'personalized homepage', 'dynamic content', 'returning visitors',
      'returning customers', 'existing customers', 'welcome back', 'continue where you left off', 'recognise returning visitors',
      'recognize returning visitors', 'show different content', 'targeted content', 'behavioural targeting', 'behavioral targeting',
      'geo-targeting', 'location-based content', 'customised experience', 'customized experience', 'relevant content',
      'recommendations',
    ],
  },
  {
    concept: 'product recommendations',
    terms: ['recommended products', 'personalised recommendations', 'picked for you row', 'bestseller row', 'bestsellers'],
    paraphrases: [
      'you may also like', 'you might also like', 'similar items', 'similar products', 'customers also bought', 'people also bought',
      'frequently bought together', 'related products', 'product suggestions', 'suggested products',
      'recommendation widget', 'recommendation engine', 'recommendation carousel', 'cross-sell', 'cross-selling', 'upsell', 'upselling',
      'recently viewed', 'top sellers', 'best sellers', 'best-sellers', 'bestseller', 'most popular products', 'trending products',
      'popular items', 'complete the look', 'goes well with', 'average order value', 'aov',
    ],
  },
  {
    concept: 'default effect',
    terms: ['default', 'preselected', 'pre-selected'],
    paraphrases: [
      'ticked automatically', 'already checked', 'already ticked', 'pre-ticked', 'pre-checked', 'prechecked', 'preset', 'suggested amount',
      'selected by default', 'ticked by default', 'default option', 'default choice', 'default plan', 'default amount', 'default setting',
      'preselect', 'pre-select', 'pre-filled', 'prefilled', 'status quo bias', 'path of least resistance', 'stick with the default',
      'nudge', 'nudging', 'opt-out by default',
    ],
  },
  {
    concept: 'goal gradient',
    terms: ['progress bar', 'progress indicator', 'goal gradient', 'steps'],
    paraphrases: [
      'how far along', 'how much is left', 'remaining steps', 'how many steps', 'completion', 'step indicator', 'step counter',
      'steps at the top', 'progress tracker', 'progress meter', 'completion bar', 'percent complete', 'almost done', 
      'nearly finished', 'show progress', 'show how far', 'zeigarnik', 'endowed progress', 'stamp card', 'multi-step checkout',
      'checkout stepper', 'stepper', 'named steps',
    ],
  },
  {
    concept: 'specificity',
    terms: ['specific numbers', 'specificity', 'concrete', 'figures'],
    paraphrases: [
      'hard numbers', 'real numbers', 'concrete numbers', 'exact numbers', 'exact figures', 'precise figures', 'precise claims',
      'specific claims', 'vague claims', 'generic claims', 'generic promises', 'vague promises', 'vague adjectives', 'digits', 'statistics',
      'stats', 'data points', 'quantify', 'quantified', 'measurable results', 'measurable claims', 'data-backed', 'proof in numbers',
      'results in numbers', 'percentages', 'round numbers', 'odd numbers', 'numbers in the headline', 'marketing fluff', 'fluff',
      'numbers in the title', 'numbers in the subheadline', 'precise numbers', 'exact data', 'specific results', 'concrete results',
      'concrete examples', 'quantified benefits', 'quantified claims', 'benefit statistics', 'numbers instead of adjectives',
      'numbers in the copy',
    ],
  },
  // Page elements
  {
    concept: 'call to action',
    terms: ['call to action', 'CTA', 'button', 'primary button'],
    paraphrases: [
      'buy button', 'sign up button', 'signup button', 'order button', 'checkout button', 'subscribe button', 'register button',
      'add to cart', 'add to basket', 'add to bag', 'get started', 'call-to-action', 'ctas', 'cta button', 'main button', 'action button',
      'buy now button', 'shop now button', 'cta placement', 'button placement', 'button position', 'button size', 'bigger button',
      'button above the fold', 'nobody clicks', "people don't click", 'click rate', 'click-through rate', 'ctr', 'what the button says',
      'button text',
    ],
  },
  {
    concept: 'closing call to action',
    terms: ['closing call to action', 'closing call-to-action band', 'repeating the main action', 'summary-plus-button block'],
    paraphrases: [
      'closing cta', 'final cta', 'end of page cta', 'cta at the end', 'cta at the bottom', 'button at the end of the page',
      'button at the bottom of the page', 'repeat the cta', 'repeat the button', 'repeat the call to action', 'end of the page',
      'end of long pages', 'last section of the page', 'page just ends', 'page just stops', 'dead end', 'no next step',
      'nothing to click at the end', 'scroll back up', 'reach the end of the page', 'readers who reach the end',
      'bottom of the landing page', 'closing section', 'final section', 'recap the offer',
    ],
  },
  {
    concept: 'secondary call to action',
    terms: ['secondary call to action', 'ghost button', 'text link for the secondary action', 'low-commitment second option'],
    paraphrases: [
      'secondary button', 'ghost button', 'secondary cta', 'second cta', 'second button', 'two buttons', 'two ctas', 'two calls to action',
      'outline button', 'outlined button', 'text link instead of a button', 'less important button', 'primary and secondary buttons',
      'watch video link', 'learn more link', 'softer option', 'low commitment option', 'alternative action', 'not ready to buy',
    ],
  },
  {
    concept: 'button colour',
    terms: ['button colour', 'high-contrast colour', 'contrast', 'Von Restorff effect', 'visually distinct'],
    paraphrases: [
      'button color', 'colour of the button', 'color of the button', 'red button', 'green button', 'orange button', 'blue button',
      'red or green', 'button contrast', 'contrasting colour', 'contrasting color', 'stand out colour', 'make the button stand out',
      'button stands out', 'button blends in', 'blends into the page', 'hard to see the button', 'invisible button', 'faded button',
      'pale button', 'bright button', 'bold colour', 'accent colour', 'accent color', 'isolation effect', 'von restorff', 'eye-catching button',
      'colour psychology', 'color psychology', 'best button colour', 'best button color',
    ],
  },
  {
    concept: 'button copy',
    terms: ['button copy', 'button text', 'first-person button text', 'call to action copy', 'button labelled'],
    paraphrases: [
      'button wording', 'button label', 'words on the button', 'what the button says', 'cta copy', 'cta text', 'cta wording',
      'call-to-action text', 'submit button', 'submit', 'get started button', 'learn more button', 'start my free trial',
      'first person', 'first-person copy', 'action words', 'action verbs', 'label the button', 'rename the button',
      'generic button text', 'vague button', 'specific button text', 'button says', 'button copy',
    ],
  },
  {
    concept: 'microcopy',
    terms: ['microcopy', 'call to action microcopy', 'privacy microcopy', 'payment reassurance copy', 'no credit card required', 'reassuring line'],
    paraphrases: [
      'micro copy', 'micro-copy', 'small text under the button', 'small text below the button', 'line under the button',
      'small print', 'fine print', 'tiny text', 'reassurance text', 'reassuring text', 'reassurance copy', 'anxiety-reducing copy',
      'no card required', 'no credit card needed', 'never share your email', "we don't spam", 'no spam', 'spam promise', 'privacy note',
      'privacy message', 'privacy line', 'helper text', 'hint text', 'supporting copy', 'ux writing', 'ux copy', 
    ],
  },
  {
    concept: 'payment reassurance',
    terms: ['payment reassurance copy', 'order summary beside the payment form', 'reassurance next to the pay button'],
    paraphrases: [
      'charged today', 'surprise charge', 'surprise charges', 'unexpected charge', 'charged after the trial', 'billing date',
      'worried about being charged', 'afraid of being charged', 'payment anxiety', 'nervous at payment', 'hesitate at payment',
      'hesitate to pay', 'order total at payment', 'order summary at checkout', 'total before paying', 'what happens after paying',
      'reassurance at payment',
    ],
  },
  {
    concept: 'navigation',
    terms: ['navigation', 'menu', 'simplified navigation', 'mega menu', 'dropdown'],
    paraphrases: [
      'too many links', 'top bar links', 'dropdowns', 'drop-down menu', 'dropdown menu', 'fly-out menu', 'flyout menu', 'nested menus',
      'submenu', 'sub-menu', 'menu items', 'menu labels', 'menu structure', 'menu depth', 'site structure', 'site architecture',
      'information architecture', 'header links', 'nav bar', 'navbar', 'nav menu', 'navigation menu', 'main menu', 'top menu', 'top nav',
      'top navigation', 'menu bar', 'links in the header', 'hard to navigate', 'difficult to navigate', "can't find anything",
      'hard to find things', 'lost on the site',
    ],
  },
  {
    concept: 'navigation removal',
    terms: ['navigation on landing pages', 'attention ratio', 'enclosed checkout', 'removing the main menu', 'minimal header'],
    paraphrases: [
      'remove the menu', 'remove the navigation', 'removing navigation', 'hide the menu', 'hide the navigation', 'without navigation',
      'without a menu', 'menu on landing pages', 'landing page navigation', 'landing page without menu', 'menu in checkout',
      'navigation in checkout', 'header links in checkout', 'distraction-free checkout', 'distraction-free landing page',
      'distraction free', 'distracting links', 'exit links', 'leaky links', 'leaks in the funnel', 'links that lead away', 'click away',
      'wander off', 'escape routes', 'attention ratio', 'one goal per page', 'single goal', 'focused landing page', 'logo-only header',
      'minimal header',
    ],
  },
  {
    concept: 'mobile menu',
    terms: ['mobile menu', 'hamburger menu', 'hamburger icon', 'bottom tab bar'],
    paraphrases: [
      'hamburger', 'burger menu', 'three lines icon', 'three-line icon', 'three bars icon', 'menu icon', 'collapsed menu', 'hidden menu',
      'hidden navigation', 'mobile navigation', 'mobile nav', 'phone menu', 'menu on mobile', 'menu on phones', 'navigation on mobile',
      'tab bar', 'bottom navigation', 'bottom nav', 'slide-out menu', 'off-canvas menu', 'drawer menu', 'side drawer', 'app-like navigation',
      'menu label',
    ],
  },
  {
    concept: 'breadcrumbs',
    terms: ['breadcrumbs', 'breadcrumb trail', 'category path'],
    paraphrases: [
      'breadcrumb', 'breadcrumb navigation', 'breadcrumb links', 'trail of links', 'path links', 'location path', 
      'back to the category', 'go up a level', 'up one level', 'parent category',
      'page hierarchy', 'navigation trail', 'wayfinding', 'orientation cues', 'lost on the product page', 'arrive from google',
    ],
  },
  {
    concept: 'footer',
    terms: ['footer', 'footer newsletter form', 'footer with fewer link columns', 'physical address in the footer'],
    paraphrases: [
      'site footer', 'page footer', 'bottom of the page', 'bottom of the site', 'footer links', 'footer menu', 'footer navigation',
      'footer columns', 'link columns', 'footer signup', 'footer sign-up', 'footer newsletter', 'footer contact details', 'fat footer',
      'mega footer', 'footer design', 'stuff at the bottom',
    ],
  },
  {
    concept: 'forms',
    terms: ['form', 'form fields', 'multi-step form', 'optional fields', 'phone field', 'sign-up form'],
    paraphrases: [
      'contact form', 'contact us form', 'register', 'registration', 'sign up', 'phone number', 'ask for a phone number',
      'questions to ask', 'several screens', 'several pages', 'wizard', 'boxes to fill', 'lead form', 'lead capture form', 'quote form',
      'enquiry form', 'inquiry form', 'booking form', 'demo form', 'form length', 'long form', 'form too long', 'too many form fields',
      'input fields', 'fields', 'required fields', 'mandatory fields', 'signup form', 'checkout form', 'opt-in', 'form completion',
      'form conversion', 'form submissions', 'nobody fills in the form', "people don't finish the form", 'multistep form',
      'step-by-step form', 'one question per screen', 'conversational form', 'typeform', 'email field', 'one-field form', 'inline signup',
      'split the form', 'break up the form', 'form in steps', 'form over several steps',
    ],
  },
  {
    concept: 'form validation',
    terms: ['form validation', 'inline validation', 'error messages', 'error prevention'],
    paraphrases: [
      'form errors', 'error message', 'errors on the form', 'validation errors', 'field errors', 'invalid input', 'input errors',
      'wrong format', 'red error text', 'password rules', 'password requirements', 'error when submitting', 'error after submit',
      'real-time validation', 'live validation', 'green tick', 'checkmarks on fields', 'mistakes in the form', 'email typo',
      'required field errors', 'asterisks', 'required or optional',
    ],
  },
  {
    concept: 'carousel',
    terms: ['carousel', 'slider', 'rotating banner', 'static hero'],
    paraphrases: [
      'slideshow', 'slides', 'rotating', 'changing images', 'moving banner', 'auto-rotate', 'auto-rotating', 'autorotate', 'image slider',
      'rotating slider', 'hero slider', 'banner slider', 'homepage slider', 'rotating carousel', 'sliding banner', 'carousel autoplay',
      'slider arrows', 'carousel dots', 'carousel arrows', 'second slide', 'multiple banners', 'several promotions at the top',
      'changing banner', 'rotating hero', 'static banner', 'single banner',
    ],
  },
  {
    concept: 'video',
    terms: ['video', 'product video', 'explainer video', 'autoplay'],
    paraphrases: [
      'clip', 'film', 'footage', 'watch', 'youtube', 'vimeo', 'video on the homepage', 'video on the landing page', 'video on the product page',
      'play button', 'click to play', 'demo video', 'brand video', 'promo video', 'video length', 'long video', 'short video',
      'autoplay video', 'autoplay with sound', 'muted video', 'video thumbnail', 'poster frame', 'video captions', 'subtitles',
      'walkthrough video', 'animated video', 'whiteboard video', 'video content', 'videos',
    ],
  },
  {
    concept: 'background video',
    terms: ['hero background video', 'background video', 'cinemagraph', 'looping video'],
    paraphrases: [
      'video background', 'full-screen video', 'fullscreen video', 'video behind the headline', 'video behind the text', 'moving background',
      'animated background', 'video banner', 'video header', 'hero video', 'ambient video', 'silent looping video', 'video in the hero',
      'video at the top', 'motion background', 'cinemagraphs', 'gif background', 'heavy video',
    ],
  },
  {
    concept: 'human photos',
    terms: ['photo of a person', 'face', 'human', 'real customers', 'portrait', 'hero image'],
    paraphrases: [
      'real people', 'pictures of people', 'images of people', 'photos of people', 'people in photos', 'faces', 'human faces', 'smiling',
      'smiling people', 'stock photos', 'stock images', 'stock imagery', 'generic stock photos', 'stock models', 'drawings', 'illustrations',
      'photo or illustration', 'hero photo', 'imagery', 'photography', 'photos of real customers', 'photos of customers', 'real photos',
      'authentic photos', 'genuine photos', 'person using the product', 'face in the hero', 'eye contact', 'lifestyle images',
    ],
  },
  {
    concept: 'hero image',
    terms: ['hero image', 'hero product shot', 'hero visual', 'hero illustration', 'product screenshot in the hero'],
    paraphrases: [
      'main image', 'main banner image', 'banner image', 'header image', 'homepage image', 'homepage banner', 'big picture at the top',
      'top image', 'hero picture', 'hero photo', 'hero graphic', 'hero banner', 'lead picture', 'lead image', 'key visual', 'abstract graphic',
      'abstract illustration', 'stock photo in the hero', 'product shot', 'device mockup', 'laptop mockup', 'phone mockup', 'mockup',
      'image above the fold', 'picture at the top', 'custom illustration',
    ],
  },
  {
    concept: 'above the fold',
    terms: ['above the fold', 'hero height', 'first screen', 'false bottom'],
    paraphrases: [
      'atf', 'fold', 'below the fold', 'first screenful', 'first view', 'initial viewport', 'viewport', 'top of the page', 'top of the homepage',
      'nobody scrolls', "people don't scroll", "don't scroll", "doesn't scroll", 'scroll depth', 'low scroll depth',
      'hero too tall', 'tall hero', 'huge banner', 'banner too big', 'hero section', 'scroll cue', 'scroll arrow',
      'scroll hint', 'first thing visitors see', 'what visitors see first',
    ],
  },
  {
    concept: 'directional cues',
    terms: ['directional cue', 'gaze cueing', 'gaze direction', 'arrow pointing to the call to action'],
    paraphrases: [
      'arrow pointing', 'arrows pointing', 'arrow to the button', 'pointing arrow', 'visual cue', 'visual cues', 'eye direction',
      'where the model looks', 'model looking', 'person looking at', 'looking at the camera', 'eye line', 'eyeline', 'gaze', 'line of sight',
      'eye tracking', 'eye-tracking', 'guide the eye', 'lead the eye', 'draw attention to the button', 'point to the form', 'hand pointing',
      'pointing finger',
    ],
  },
  {
    concept: 'testimonials',
    terms: ['testimonials', 'customer quotes', 'case studies', 'video testimonials'],
    paraphrases: [
      'success stories', 'what clients say', 'quotes from customers', 'customer stories', 'quotes from users', 'customer testimonials',
      'client testimonials', 'testimonial section', 'testimonial quotes', 'testimonial photos', 'testimonial videos', 'headshots',
      'names and photos', 'customer quote', 'client quote', 'quote from a customer', 'written reviews', 'video reviews',
      'customer interviews', 'client interviews', 'anonymous testimonials', 'fake testimonials', 'generic praise', 'testimonials with results',
      'kind words', 'wall of love', 'quotes',
    ],
  },
  {
    concept: 'case studies',
    terms: ['case studies', 'case study', 'success stories', 'customer stories'],
    paraphrases: [
      'customer success stories', 'client success stories', 'success story', 'customer story', 'client stories', 'client results',
      'customer results', 'results for clients', 'customer examples', 'real examples', 'proof it works', 'roi stories', 'detailed examples',
      'long-form testimonials', 'story of a customer', 'storytelling', 'customer spotlight', 'client spotlight', 'use case examples',
    ],
  },
  {
    concept: 'headline',
    terms: ['headline', 'heading', 'hero headline', 'subheadline'],
    paraphrases: [
      'top title', 'main title', 'page title', 'big text at the top', 'tagline', 'slogan', 'strapline', 'headline copy', 'main message',
      'hero text', 'hero copy', 'headline wording', 'main heading', 'headline length', 'long headline', 'short headline',
      'headline too long', 'catchy headline', 'clever headline', 'witty headline', 'question headline', 'headline as a question',
      'sub-headline', 'subheading', 'sub heading', 'subtitle', 'opening line', 'first sentence', 'headlines',
    ],
  },
  {
    concept: 'message match',
    terms: ['message match', 'consistency', 'campaign-specific hero copy', 'ad that brought the visitor'],
    paraphrases: [
      'ad to landing page', 'ad and landing page', 'landing page matches the ad', "landing page doesn't match", 'match the ad',
      'matching the ad', 'ad copy', 'ad promise', 'ppc landing page', 'paid traffic', 'google ads', 'facebook ads', 'search ads', 'adwords',
      'campaign landing page', 'dedicated landing page', 'landing page per campaign', 'bait and switch', 'keyword in the headline',
      'dynamic text replacement', 'continuity from ad', 'email to landing page', 'ad clicks',
    ],
  },
  {
    concept: 'pricing plans',
    terms: ['pricing table', 'plans', 'recommended plan', 'most popular', 'billing period toggle', 'annual billing'],
    paraphrases: [
      'subscription tiers', 'tiers', 'price tiers', 'pricing tiers', 'packages', 'monthly or yearly', 'monthly vs annual', 'monthly or annual',
      'annual plan', 'yearly plan', 'monthly plan', 'annual discount', 'yearly discount', 'annual subscription', 'pay per year', 'pay yearly',
      'pay annually', 'billing toggle', 'billing switch', 'pricing page', 'price table', 'pricing grid', 'pricing cards', 'plan cards',
      'plan comparison', 'plan names', 'number of plans', 'three plans', 'starter plan', 'pro plan', 'enterprise plan', 'premium plan',
      'free plan', 'free tier', 'freemium', 'subscription plans', 'membership levels', 'membership tiers', 'most popular badge',
      'best value badge', 'highlight a plan', 'saas pricing',
    ],
  },
  {
    concept: 'number of plans',
    terms: ['number of plans', 'three plans instead of five', 'fewer plans', 'simpler plan grid'],
    paraphrases: [
      'how many plans', 'how many tiers', 'how many packages', 'how many pricing options', 'price options', 'pricing options',
      'plan options', 'too many plans', 'too many tiers', 'too many packages', 'too many pricing options', 'fewer plans', 'fewer tiers',
      'fewer packages', 'reduce the plans', 'cut the plans', 'two or three plans', 'four plans', 'five plans', 'number of tiers',
      'number of packages', 'confusing pricing page', 'confusing plans', 'plan overload', 'simplify the pricing',
    ],
  },
  {
    concept: 'comparison table',
    terms: ['comparison table', 'competitors', 'versus', 'alternatives', 'why choose us'],
    paraphrases: [
      'competing providers', 'competing brands', 'rivals', 'better than competitors', 'why pick us',
      'compare with competitors', 'competitor comparison', 'comparison chart', 'comparison page', 'alternative to',
      'alternatives page', 'switch from a competitor', 'switching guide', 'side-by-side comparison',
      'feature comparison', 'compare features', 'compare products', 'product comparison', 'how we compare', 'rating comparison',
    ],
  },
  {
    concept: 'differentiation',
    terms: ['why choose us', 'differentiator', 'distinctiveness', 'stating what no competitor offers', 'unique reasons'],
    paraphrases: [
      'makes us different', 'makes us unique', 'stand out from competitors', 'stand out from the crowd', 'differentiate', 'differentiation',
      'different from competitors', 'competitive advantage', 'edge over competitors', 'reasons to choose us', 'why buy from us',
      'why shop with us', 'commodity product', 'looks like everyone else', 'same as competitors', 'nothing special',
      'sets us apart', 'set apart', 'unique selling point', 'usp',
    ],
  },
  {
    concept: 'features and benefits',
    terms: ['feature grid', 'benefit statements', 'feature list', 'benefit framing', 'feature icons', 'outcomes instead of specs'],
    paraphrases: [
      'features section', 'feature section', 'features list', 'list of features', 'too many features', 'feature overload',
      'features vs benefits', 'features or benefits', 'benefits not features', 'benefits over features', 'benefit-led copy', 'benefit copy',
      'talk about benefits', 'technical specs', 'tech specs', 'specifications', 'specs', 'icons for features', 'key benefits', 'main benefits',
      'benefit bullets', 'bullet points', 'feature blocks', 'feature cards', 'alternating rows', 'zig-zag layout', 'zigzag sections',
      'benefit rows',
    ],
  },
  {
    concept: "what's included",
    terms: ['included items list', "what's included", 'value stack', 'no extra fees', 'transparency'],
    paraphrases: [
      "what's in the box", 'included features', 'everything included', 'all-inclusive', 'inclusions', 'package contents', 'box contents',
      "list of what's included", 'stacking value', 'hidden fees', 'hidden costs', 'extra fees', 'extra charges', 'no hidden fees',
      'surprise fees', 'add-on costs', 'transparent pricing', 'pricing transparency', 'full cost', 'total cost',
    ],
  },
  {
    concept: 'how it works',
    terms: ['how it works', 'numbered steps', 'three-step', 'process'],
    paraphrases: [
      'what happens next', 'how it works section', 'explain the process', 'process explained',
      'how the service works', 'how the process works', 'what happens after signing up', 'onboarding steps', 'setup steps',
      'getting started steps', 'easy to set up', 'easy setup', 'setup time', 'how long to set up', 'three easy steps',
      'three simple steps', 'simple steps', 'walkthrough', 'process diagram', 'process section',
    ],
  },
  {
    concept: 'interactive demo',
    terms: ['interactive demo', 'free trial', 'product demo'],
    paraphrases: [
      'try before they pay', 'try the software', 'try the product', 'try before buying', 'try before you buy', 'test drive', 'sandbox',
      'playground', 'demo request', 'request a demo', 'book a demo', 'schedule a demo', 'sales demo', 'book a call', 'trial signup',
      'product tour', 'guided tour', 'interactive tour', 'feature tour', 'self-serve demo', 'self-guided demo', 'clickable demo',
      'live demo', 'hands-on demo', 'see it in action', 'demo vs trial', 'product walkthrough', 'hotspots', 'tabbed feature showcase',
      'try without signing up', 'try without an account', 'try before signing up', 'try before registering',
      'try before creating an account', 'play around with the product', 'play with the product', 'explore the product', 'poke around',
      'look inside', 'see inside', 'peek inside', 'preview the product', 'kick the tyres', 'kick the tires', 'no sales call',
      'without talking to sales', 'self-serve tour', 'sandbox account', 'demo account',
    ],
  },
  {
    concept: 'trial length',
    terms: ['trial length', 'free trial', 'reverse trial', 'trial extension', 'day trial'],
    paraphrases: [
      'trial period', 'free trial length', 'length of the trial', 'trial duration', 'longer trial', 'shorter trial', 'extend the trial',
      'trial expiry', 'trial ends', 'trial to paid', 'trial conversion', "trial users don't convert", "trial users don't upgrade",
      'upgrade from trial', 'free plan or trial', 'freemium or trial', 'opt-in trial', 'opt-out trial', 'card required for trial',
      'trial without credit card', 'no card trial', '7-day trial', '14-day trial', '30-day trial', 'two-week trial', 'one-month trial',
    ],
  },
  {
    concept: 'screenshots',
    terms: ['annotated screenshots', 'product screenshot', 'screenshots with callouts', 'animated screen recording', 'benefit rows with screenshots'],
    paraphrases: [
      'screenshots', 'screenshot', 'screen shots', 'app screenshots', 'ui screenshots', 'interface screenshots', 'dashboard screenshot',
      'callouts', 'annotations', 'labels on screenshots', 'arrows on screenshots', 'zoomed screenshot', 'cropped screenshot',
      'screen recording', 'gif of the product', 'animated gif', 'product gif', 'show the interface', 'show the app', 'app looks like',
      'software looks like',
    ],
  },
  {
    concept: 'example gallery',
    terms: ['example gallery', 'template gallery', 'sample reports', 'live example page', 'showcase of work'],
    paraphrases: [
      'example projects', 'sample work', 'work samples', 'sample output', 'sample report', 'example reports', 'demo content', 'templates',
      'template library', 'showcase', 'portfolio', 'portfolio page',
      'inspiration gallery', 'examples of results', 'real examples',
    ],
  },
  {
    concept: 'blog articles',
    terms: ['article', 'blog', 'reading time', 'publication date', 'article metadata'],
    paraphrases: [
      'blog posts', 'blog post', 'blog page', 'articles', 'posts', 'minutes to read', 'read time', 'last updated', 'updated date', 'publish date',
      'content marketing', 'blog traffic', 'blog readers', 'blog visitors', 'convert blog readers', 'blog to sales', 'blog cta',
      'call to action in the blog', 'sidebar banner', 'article sidebar', 'related posts', 'related articles', 'read next', 'author box',
      'author bio', 'about the author', 'article thumbnails', 'blog cards', 'blog layout', 'how-to articles', 'long articles', 'resources',
    ],
  },
  {
    concept: 'resource hub',
    terms: ['resource hub', 'topic tiles', '"Start here" guides', 'filtering resources by format'],
    paraphrases: [
      'resource library', 'resource centre', 'resources page', 'resource page', 'learning centre', 'learning hub', 'content hub',
      'knowledge hub', 'guides page', 'library of guides', 'beginner guides', 'guides for beginners', 'too much content',
      'organise the content', 'content by topic', 'filter by format', 'filter resources', 'ebooks and webinars', 'content library',
    ],
  },
  {
    concept: 'webinars',
    terms: ['webinar invitation', 'live webinar', 'online workshop', 'webinar'],
    paraphrases: [
      'webinars', 'web seminar', 'online event', 'online events', 'virtual event', 'live session', 'online class', 'workshop',
      'masterclass', 'master class', 'live training', 'training session', 'on-demand recording', 'recorded webinar', 'webinar registration',
      'webinar sign-ups', 'webinar attendance', 'event registration', 'live q and a', 'livestream', 'live stream', 'seminar', 'seminars',
      'online seminar', 'virtual workshop', 'zoom session', 'live online session', 'webinar invite', 'attend the webinar',
      'webinar no-shows',
    ],
  },
  {
    concept: 'help centre',
    terms: ['help centre', 'help centre search', 'self-service', 'tutorial videos', 'support request'],
    paraphrases: [
      'help center', 'knowledge base', 'support centre', 'support center', 'help docs', 'documentation', 'docs', 'user guides',
      'tutorials', 'video tutorials', 'support site', 'self-service support', 'self help', 'support tickets',
      'reduce support tickets', 'fewer support requests', 'deflect tickets', 'find answers', "can't find answers",
    ],
  },
  {
    concept: 'team',
    terms: ['team section', 'team photos', 'founders', 'staff', 'founder message'],
    paraphrases: [
      'meet the team', 'our team', 'team page', 'staff photos', 'photos of the team', 'faces of the team', 'real team', 'employees',
      'people behind', 'behind the brand', 'who runs the company', 'founder', 'founder story', "founder's note", 'message from the founder',
      'letter from the founder', 'ceo message', 'brand story', 'origin story', 'human side of the company',
      'company story', 'about us', 'about us page',
    ],
  },
  {
    concept: 'category tiles',
    terms: ['category tiles', 'categories', 'collections', 'shop by need'],
    paraphrases: [
      'departments', 'department boxes', 'department cards', 'department tiles', 'product groups with pictures', 'product categories',
      'category images', 'category cards', 'category grid', 'category blocks', 'category links', 'category buttons', 'collection tiles',
      'collection cards', 'shop by category', 'shop by department', 'shop by collection', 'shop by occasion', 'shop by room',
      'shop by style', 'browse categories', 'browse by category', 'browse by type', 'picture tiles', 'image tiles', 'image cards',
      'tiles with photos', 'homepage tiles', 'too many categories', 'number of categories', 'gift finder', 'product types',
      'types of products',
    ],
  },
  {
    concept: 'quick links',
    terms: ['quick-link tiles', 'top tasks', 'task tiles', 'service cards'],
    paraphrases: [
      'quick links', 'shortcuts', 'shortcut tiles', 'popular tasks', 'common tasks', 'most common tasks', 'main tasks', 'key tasks',
      'frequent tasks', 'task-based navigation', 'links to popular pages', 'most visited pages', 'service tiles',
    ],
  },
  {
    concept: 'product listing',
    terms: ['quick add button', 'product grid', 'listing card', 'quick-view overlay', 'category grid cards'],
    paraphrases: [
      'quick add', 'quick-add', 'quick view', 'quickview', 'add to cart from the listing', 'add to cart on the category page',
      'buy from the category page', 'product listing page', 'plp', 'listing page', 'category page', 'collection page', 'product cards',
      'product tiles', 'choose size on the listing', 'open every product', 'search results page', 'filters', 'filtering', 'sort by',
      'sorting',
    ],
  },
  {
    concept: 'product images',
    terms: ['product images', 'product image carousel', 'zoomable close-up photos', '360-degree view', 'lifestyle photos', 'product gallery'],
    paraphrases: [
      'product photos', 'product pictures', 'product image', 'product photography', 'image gallery', 'photo gallery', 'pdp images',
      'pdp gallery', 'bigger photos', 'large photos', 'zoom', 'zoom in', 'image zoom', 
      'close-ups', 'close up photos', 'detail shots', '360 degree view', 'spin view', 'rotate the product', '3d view', 'augmented reality',
      'view in your room', 'photos in use', 'in-use photos', 'lifestyle shots', 'scale shot', 'size reference', 'image thumbnails',
      'swipe images', 'image grid', "can't see the product", 'photo quality', 'poor photos', 'bad photos', 'packshot', 'packshots',
    ],
  },
  {
    concept: 'customer photos',
    terms: ['customer photo gallery', 'customer photos', 'portfolio grid of real results', 'gallery of customer photos'],
    paraphrases: [
      'user-generated content', 'user generated content', 'ugc', 'user generated photos', 'photos from customers', 'customer pictures',
      'real customer photos', 'shopper photos', 'buyer photos', 'instagram photos', 'instagram feed', 'social media photos', 'tagged photos',
      'customer images', 'customer gallery', 'photo reviews', 'reviews with photos', 'customer showcase', 'community gallery',
      'customer creations', 'real-life photos',
    ],
  },
  {
    concept: 'before and after',
    terms: ['before-and-after', 'contrast effect', 'split view of the problem and the solved state', 'messy-to-tidy picture pair'],
    paraphrases: [
      'before and after', 'before/after', 'before & after', 'before and after photos', 'before and after pictures', 'transformation photos', 'transformation pictures', 'makeover photos', 'split image', 'comparison photos', 'results comparison',
      'results photos', 'results pictures', 'show the transformation',
      'problem and solution', 'problem vs solution', 'messy to tidy', 'side by side results', 'progress photos',
      'makeover',
    ],
  },
  {
    concept: 'site search',
    terms: ['site search', 'search box', 'search bar', 'autocomplete'],
    paraphrases: [
      'find bar', 'find field', 'find box', 'search field', 'search input', 'lookup box', 'look-up box', 'lookup field', 'search icon',
      'magnifying glass', 'magnifier icon', 'hidden search', 'search button', 'search function', 'search feature', 'on-site search',
      'internal search', 'product search', 'typing a query', 'search suggestions', 'search results', 'find products', "can't find products",
      'search placeholder', 'autosuggest', 'auto-suggest', 'predictive search', 'type-ahead', 'typeahead', 'instant search',
      'search as you type', 'zero results', 'no results page', 'no search results', 'empty search results',
    ],
  },
  {
    concept: 'sticky header',
    terms: ['sticky header', 'fixed header', 'persistent navigation', 'fixed navigation bar'],
    paraphrases: [
      'stays at the top', 'follows the scroll', 'always visible', 'sticky nav', 'sticky navigation', 'sticky menu', 'fixed menu', 'fixed nav',
      'header that stays', 'header stays visible', 'header follows', 'menu follows when scrolling', 'scrolling header', 'floating header',
      'floating navigation', 'header disappears', 'hide the header on scroll', 'shrinking header', 'compact header', 'header too tall',
      'header takes too much space', 'persistent header', 'sticky search bar',
    ],
  },
  {
    concept: 'sticky add to cart',
    terms: ['sticky add-to-cart bar', 'sticky add-to-basket bar', 'persistent buy button', 'bottom-fixed purchase bar'],
    paraphrases: [
      'sticky add to cart', 'sticky add to basket', 'sticky buy button', 'floating buy button', 'floating add to cart', 'sticky cta',
      'sticky call to action', 'sticky button', 'fixed buy button', 'fixed bottom bar', 'bottom bar on mobile', 'buy button disappears',
      'button scrolls out of view', 'scroll back up to buy', 'always-visible buy button', 'persistent cta', 'sticky footer bar',
      'mobile buy bar',
    ],
  },
  {
    concept: 'announcement bar',
    terms: ['announcement bar', 'site-wide banner', 'top banner', 'top bar'],
    paraphrases: [
      'thin strip', 'strip above the header', 'ribbon', 'promo bar', 'announcement banner', 'top strip', 'strip at the top', 'banner at the top',
      'notification bar', 'notice bar', 'header banner', 'hello bar', 'promo banner', 'promotion banner', 'promo strip', 'offer bar',
      'sale banner', 'sitewide banner', 'site-wide message', 'message bar', 'rotating messages', 'dismissible bar',
    ],
  },
  {
    concept: 'usp bar',
    terms: ['USP bar', 'service promises', 'strip of three service promises'],
    paraphrases: [
      'usp strip', 'usp banner', 'usps', 'unique selling points bar', 'trust bar', 'trust strip', 'benefits bar', 'benefit bar', 'promise bar',
      'reassurance bar', 'service bar', 'value bar', 'perks bar', 'delivery and returns promises', 'promises under the header',
      'icons with promises', 'shop with confidence',
    ],
  },
  {
    concept: 'consent banner',
    terms: ['consent banner', 'cookie banner', 'cookies', 'GDPR'],
    paraphrases: [
      'privacy popup', 'permission to track', 'cookie wall', 'privacy notice', 'tracking consent', 'cookie', 'cookie popup', 'cookie pop-up',
      'cookie notice', 'cookie consent', 'cookie bar', 'cookie message', 'cookies popup', 'cookie modal', 'consent popup', 'consent pop-up',
      'consent modal', 'gdpr banner', 'gdpr popup', 'privacy banner', 'accept cookies', 'reject cookies', 'cookie settings',
      'cookie preferences', 'consent rate', 'consent management', 'cmp',
    ],
  },
  {
    concept: 'live chat',
    terms: ['live chat', 'chat widget', 'support', 'chatbot', 'proactive chat'],
    paraphrases: [
      'talk to someone', 'speak to someone', 'talk to a human', 'talk to a person', 'human agent', 'chat agent', 'chatbot', 'chat bot', 'bot',
      'ai assistant', 'virtual assistant', 'ask a question live', 'help while shopping', 'representative', 'chat support', 'customer service',
      'help desk', 'contact support', 'chat bubble', 'messaging bubble', 'support bubble', 'help bubble', 'help widget', 'chat icon',
      'chat button', 'chat popup', 'chat pop-up', 'chat window', 'talk to us', 'live support', 'live help', 'instant messaging', 'whatsapp',
      'messenger', 'intercom', 'chat invitation', 'chat greeting',
    ],
  },
  {
    concept: 'contact details',
    terms: ['contact details in header', 'phone number in the header', 'click-to-call', 'physical address'],
    paraphrases: [
      'phone number visible', 'show the phone number', 'contact number', 'telephone number', 'call us', 'click to call', 'tap to call',
      'contact info', 'contact information', 'contact details', 'contact page', 'email address visible', 'real address', 'company address',
      'office address', 'real company', 'real business', 'legitimate business', 'reach us', 'get in touch', 'hard to contact',
      "can't contact", 'contact us link',
    ],
  },
  {
    concept: 'free shipping',
    terms: ['free shipping', 'shipping costs', 'free delivery', 'shipping threshold'],
    paraphrases: [
      'postage', 'delivery fees', 'delivery fee', 'shipping fees', 'shipping fee', 'shipping charges', 'delivery charges', 'mailing costs',
      'carriage', 'shipping cost', 'delivery cost', 'delivery charge', 'free postage', 'postage and packing', 'shipping price',
      'surprise shipping costs', 'unexpected shipping', 'hidden shipping costs', 'extra costs at checkout', 'shipping revealed at checkout',
      'free shipping over', 'minimum order for free shipping', 'spend more for free delivery', 'free shipping bar', 'amount to free shipping',
      'shipping too expensive', 'delivery too expensive',
    ],
  },
  {
    concept: 'delivery estimate',
    terms: ['delivery date', 'delivery estimate', 'shipping time'],
    paraphrases: [
      'package arrives', 'arrival date', 'arrival day', 'how long delivery takes', 'how long shipping takes', 'delivery time', 'delivery times',
      'shipping times', 'shipping speed', 'estimated delivery', 'estimated arrival', 'delivery window', 'vague delivery window',
      'exact delivery date', 'next day delivery', 'next-day delivery', 'same day delivery', 'express delivery', 'fast delivery',
      'fast shipping', 'quick delivery', 'delivery promise', 'order within', 'dispatch time', 'dispatch date', 'ships tomorrow',
    ],
  },
  {
    concept: 'currency and localisation',
    terms: ['currency selector', "visitor's local currency", 'country and language', 'local delivery information'],
    paraphrases: [
      'local currency', 'currency switcher', 'currency converter', 'prices in my currency', 'foreign currency', 'international visitors',
      'international shoppers', 'overseas customers', 'overseas buyers', 'shipping abroad', 'international shipping', 'country selector',
      'language selector', 'language switcher', 'geolocation', 'localisation', 'localization', 'local prices', 'prices in dollars',
      'prices in euros', 'exchange rate', 'multi-currency', 'multiple currencies', 'wrong currency',
    ],
  },
  {
    concept: 'guest checkout',
    terms: ['guest checkout', 'account creation', 'login', 'registration'],
    paraphrases: [
      'without an account', 'make an account', 'create an account', 'forced sign up', 'forced registration', 'forced account creation',
      'forced login', 'register before buying', 'sign in to buy', 'checkout as guest', 'buy as a guest', 'buy without an account',
      'without registering', 'must create an account', 'have to register', 'account required', 'login wall', 'login before checkout',
      'sign in before checkout', 'optional account', 'account after purchase', 'password at checkout', 'forgot password', 'social login',
      'sign in with google', 'log in',
    ],
  },
  {
    concept: 'express checkout',
    terms: ['express checkout buttons', 'express wallet buttons', 'one-tap payment', 'payment options'],
    paraphrases: [
      'apple pay', 'google pay', 'shop pay', 'paypal express', 'paypal button', 'amazon pay', 'digital wallet', 'digital wallets',
      'wallet buttons', 'express pay', 'express payment', 'one-click checkout', 'one-click payment', 'one-tap checkout', 'quick checkout',
      'fast checkout', 'faster payment', 'pay with phone', 'mobile wallet', 'buy now pay later', 'bnpl', 'klarna', 'afterpay', 'clearpay',
      'pay in instalments', 'pay in installments', 'payment methods', 'payment method', 'more payment options', 'preferred payment method',
      'local payment methods',
    ],
  },
  {
    concept: 'exit intent',
    terms: ['exit-intent popup', 'exit popup', 'abandonment', 'exit overlay'],
    paraphrases: [
      'close the tab', 'leaving the site', 'last-minute offer', 'leaving visitors',
      'abandoning visitors', 'exit offer', 'exit pop-up', 'exit intent', 'leave-page popup', 'popup when leaving', 'popup on exit',
      "wait don't go", "don't leave", 'exit discount', 'exit coupon', 'save for later', 'save the cart', 'email my cart',
      'abandoned cart', 'abandoned carts', 'leave without buying', 'mouse leaves the window',
    ],
  },
  {
    concept: 'newsletter sign-up',
    terms: ['newsletter sign-up', 'newsletter form', 'footer newsletter form', 'blog newsletter form', 'newsletter popup', 'subscribe box'],
    paraphrases: [
      'newsletter', 'newsletter signup', 'newsletter subscription', 'email signup', 'email sign-up', 'email subscribers', 'email list',
      'mailing list', 'subscribe', 'subscribers', 'subscribe form', 'join our list', 'join the mailing list', 'email capture',
      'capture emails', 'get more subscribers', 'grow the list', 'welcome discount', 'discount for signing up', 'first order discount',
      'sign up for updates', 'email updates', 'newsletter pop-up', 'email popup', 'email pop-up', 'popup on arrival', 'popup too early',
      'intrusive popup', 'annoying popup', 'slide-in', 'slide in box', 'footer signup',
    ],
  },
  {
    concept: 'product finder',
    terms: ['product finder quiz', 'quiz', 'guided selling', 'guided selector'],
    paraphrases: [
      'find the right product', 'which product is right', 'help choose', 'help me choose', 'questionnaire', 'unsure shoppers',
      'product quiz', 'quiz funnel', 'finder quiz', 'gift finder', 'gift quiz', 'style quiz', 'skin quiz', 'recommendation quiz',
      'personality quiz', 'product selector', 'selector tool', 'product advisor', 'interactive guide', "don't know what to buy",
      'unsure what to buy', 'find your match', 'find my fit',
    ],
  },
  {
    concept: 'donation amounts',
    terms: ['donation amounts', 'suggested amounts', 'preset amounts', 'donation', 'monthly giving'],
    paraphrases: [
      'donate', 'donations', 'charity', 'nonprofit', 'non-profit', 'fundraising', 'fundraiser', 'how much to give', 'donation form',
      'donation page', 'gift amount', 'giving amounts', 'suggested gift', 'ask amounts', 'ask ladder', 'average gift', 'average donation',
      'gift size', 'recurring donation', 'regular giving', 'one-off donation', 'one-time gift', 'donor', 'donors',
      'what your gift pays for', 'impact of a donation', 'matching gift', 'gift aid', 'crowdfunding', 'cause cards', "one person's story",
    ],
  },
  {
    concept: 'certifications',
    terms: ['certification badges', 'compliance certifications', 'accreditation', 'awards', 'regulator registration'],
    paraphrases: [
      'iso certified', 'iso 27001', 'soc 2', 'gdpr compliant', 'hipaa', 'certified', 'certification', 'accredited', 'award-winning',
      'award winner', 'won an award', 'industry award', 'prize', 'regulated', 'fca regulated', 'licensed', 'quality seal',
      'quality badge', 'official certification', 'b corp', 'fair trade', 'organic certified', 'compliance badges', 'official partner',
    ],
  },
  {
    concept: 'third-party reviews',
    terms: ['third-party review widget', 'independent review platform', 'review widget', 'review platform'],
    paraphrases: [
      'trustpilot', 'trustpilot widget', 'trustpilot score', 'google reviews', 'google rating', 'review site', 'review sites',
      'independent reviews', 'verified reviews', 'external reviews', 'third party reviews', 'review badge', 'rating badge', 'feefo', 'yotpo',
      'bazaarvoice', 'capterra', 'review aggregator', 'fake reviews', 'reviews look fake', 'credible reviews', 'trusted reviews', 'reviews widget',
    ],
  },
  {
    concept: 'audience positioning',
    terms: ['audience positioning', 'names who the product is for', 'niche positioning', 'audience-specific proof'],
    paraphrases: [
      'target audience', 'ideal customer', 'ideal customer profile', 'icp', 'niche', 'niche down', 'generic positioning',
      'positioning', 'market positioning', 'speak to everyone', 'appeal to everyone', 'name the audience', 'target customer',
      'for small businesses', 'for enterprises',
    ],
  },
  {
    concept: 'calculator',
    terms: ['interactive calculator', 'savings calculator', 'cost estimator', 'ROI calculator', 'self-persuasion'],
    paraphrases: [
      'calculator', 'price calculator', 'pricing calculator', 'cost calculator', 'quote calculator', 'instant quote', 'estimate tool',
      'estimator', 'quote tool', 'how much will it cost', 'how much they save', 'calculate savings', 'calculate the cost',
      'payback calculator', 'mortgage calculator', 'interactive tool', 'configurator', 'product configurator',
    ],
  },
  {
    concept: 'location finder',
    terms: ['location finder', 'postcode search', 'near you tiles', 'availability by location'],
    paraphrases: [
      'store locator', 'store finder', 'branch finder', 'find a store', 'find a location', 'find the nearest', 'nearest store', 'nearest branch',
      'local stores', 'local branch', 'zip code search', 'postcode lookup', 'zip code', 'postcode', 'enter postcode',
      'service area', 'delivery area', 'availability in my area', 'areas we cover',
    ],
  },
  {
    concept: 'brand values',
    terms: ['values statement', 'sustainability commitments', 'ethical sourcing', 'identity signalling', 'impact numbers'],
    paraphrases: [
      'sustainability', 'sustainable', 'eco-friendly', 'eco friendly', 'green credentials', 'environmental impact', 'carbon neutral',
      'carbon footprint', 'ethical brand', 'ethically sourced', 'ethical products', 'social impact', 'mission statement', 'brand mission',
      'brand values', 'company values', 'purpose-driven', 'give back', 'recycled packaging', 'plastic-free', 'cruelty-free', 'greenwashing',
      'conscious consumers',
    ],
  },
  {
    concept: 'courses',
    terms: ['course cards', 'course page', 'instructor profile', 'course'],
    paraphrases: [
      'online course', 'online courses', 'course listing', 'course catalogue', 'course catalog', 'class schedule', 'course level',
      'course duration', 'course price', 'enrol', 'enroll', 'enrolment', 'enrollment', 'e-learning', 'elearning', 'training courses',
      'course outcomes', 'students',
    ],
  },
  {
    concept: 'restaurant menu',
    terms: ['menu with photos', 'photos next to each menu item', 'featured dish', 'visual appeal'],
    paraphrases: [
      'restaurant menu', 'food menu', 'online menu', 'dishes', 'dish photos', 'food photos', 'food pictures', 'meal photos', 'takeaway menu',
      'takeout menu', 'order food online', 'menu descriptions', 'ingredients', 'cafe menu', 'restaurant website',
    ],
  },
];
