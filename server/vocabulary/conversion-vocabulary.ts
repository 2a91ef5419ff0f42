import type { VocabularyConcept } from './vocabulary-schema.ts';

/**
 * The conversion field's concepts (principles, page elements, common problems), each with the
 * words catalogue records use for it (`terms`) and the everyday words people use when they ask
 * about it (`paraphrases`). A question that contains a paraphrase (or a term) is expanded with the
 * concept's terms; a record that contains a term has the paraphrases added to its whole-text
 * vector. Matching is on word stems, every word of a phrase present, in any order.
 * Reviewed data: see the README ("Conversion vocabulary") before extending it.
 */
export const CONVERSION_VOCABULARY: VocabularyConcept[] = [
  // Problems and principles
  {
    concept: 'choice overload',
    terms: ['choice overload', "Hick's law", 'fewer options', 'fewer choices', 'single primary button', 'one clear action', 'simplified'],
    paraphrases: ['too many options', 'too many choices', 'too much choice', 'people freeze', 'paralysis', 'cannot decide', "can't decide", 'overwhelmed', 'indecision', 'undecided', 'too many products', 'too many plans', 'simplify the choice', 'narrow down'],
  },
  {
    concept: 'value proposition clarity',
    terms: ['value proposition', 'hero headline', 'headline', 'what the product does', 'benefit', 'outcome', 'clarity'],
    paraphrases: ['what we sell', 'what we do', 'unclear offer', 'vague', 'confusing', 'not clear', "don't understand", 'do not understand', 'explain', 'first impression', 'what is it', 'what makes us different', 'unique selling point', 'usp', 'why buy', 'value prop', 'messaging', 'bounce', 'leave immediately'],
  },
  {
    concept: 'urgency',
    terms: ['urgency', 'countdown timer', 'deadline', 'limited-time offer', 'offer ends'],
    paraphrases: ['hurry', 'rush', 'time pressure', 'limited time', 'expires', 'expiring', 'ends soon', 'ending soon', 'last chance', 'today only', 'procrastinate', 'later', 'act now', 'sense of urgency', 'timer', 'flash sale', 'sale ends', 'buy now'],
  },
  {
    concept: 'scarcity',
    terms: ['scarcity', 'stock indicator', 'only a few left', 'low stock'],
    paraphrases: ['few left', 'sold out', 'running out', 'limited stock', 'limited quantity', 'last items', 'remaining', 'in stock', 'stock levels', 'limited edition', 'almost gone', 'exclusive'],
  },
  {
    concept: 'segment routing',
    terms: ['segment', 'self-selection', 'persona', 'audience tiles', '"I am a" entry', 'solutions for', 'personalisation'],
    paraphrases: ['different visitors', 'different kinds of visitors', 'different types of people', 'entry points', 'starting points', 'i am a', 'which kind of customer', 'route visitors', 'own path', 'role'],
  },
  {
    concept: 'security seals',
    terms: ['security seals', 'trust badges', 'SSL', 'padlock', 'payment logos', 'secure checkout', 'perceived safety'],
    paraphrases: ['safe to pay', 'paying is safe', 'pay safely', 'safe checkout', 'fraud', 'scam', 'hacked', 'encryption', 'lock icon', 'paypal', 'credit card', 'do not trust', "don't trust", 'reassure', 'worried about payment', 'payment step', 'secure payment', 'security badge', 'trust seal', 'norton', 'mcafee', 'checkout trust', 'safe payment'],
  },
  {
    concept: 'risk reversal',
    terms: ['money-back guarantee', 'guarantee', 'refund', 'risk reversal', 'free returns'],
    paraphrases: ['money back', 'give the money back', 'unhappy', 'not satisfied', 'no risk', 'afraid to buy', 'return it', 'try without risk', 'satisfaction guarantee', 'cancel anytime', 'no commitment', 'free cancellation', 'returns policy', 'return policy', 'risk free'],
  },
  {
    concept: 'social proof',
    terms: ['social proof', 'customer reviews', 'testimonials', 'star ratings', 'bandwagon'],
    paraphrases: ['what others think', 'other customers', 'everybody buys', 'popular', 'happy clients', 'happy customers', 'feedback', 'opinions', 'five stars', 'stars', 'scores', 'word of mouth', 'quotes', 'reviews', 'ratings', 'user reviews', 'proof', 'trustpilot', 'rating widget'],
  },
  {
    concept: 'authority',
    terms: ['logo wall', 'client logos', 'press logos', 'as seen in', 'awards', 'authority'],
    paraphrases: ['companies that use us', 'well-known customers', 'big names', 'featured in', 'media mentions', 'famous clients', 'brands that trust us', 'credibility', 'endorsements', 'certifications', 'expert', 'trusted by', 'partners'],
  },
  {
    concept: 'adoption counter',
    terms: ['customer counter', 'number of customers', 'social proof', 'bandwagon'],
    paraphrases: ['signed up recently', 'how many people', 'how many users', 'members joined', 'people who bought'],
  },
  {
    concept: 'friction',
    terms: ['friction reduction', 'form fields', 'fewer fields', 'shorter form', 'effort'],
    paraphrases: ['too many questions', 'required boxes', 'fill in', 'too long to fill', 'tedious', 'annoying', 'hassle', 'effort to join', 'hard to sign up', 'too many steps', 'drop off', 'drop-off', 'abandon', 'abandonment', 'complicated', 'checkout steps', 'one click', 'slow checkout'],
  },
  {
    concept: 'cognitive load',
    terms: ['cognitive load', 'simplified layout', 'clutter', 'processing fluency'],
    paraphrases: ['busy page', 'cluttered', 'messy', 'too much text', 'hard to read', 'noisy', 'distracting', 'simpler design', 'minimal design', 'whitespace', 'white space', 'overloaded'],
  },
  {
    concept: 'price framing',
    terms: ['price framing', 'price per day', 'anchoring', 'price display'],
    paraphrases: ['price feel smaller', 'looks expensive', 'too expensive', 'cheaper', 'cost per month', 'pennies', 'price shock', 'how to show the price', 'discount', 'show savings', 'percent off', 'strikethrough price', 'crossed-out price', 'price anchor', 'was price'],
  },
  {
    concept: 'decoy pricing',
    terms: ['decoy', 'anchoring', 'pricing table', 'recommended plan', 'most popular plan'],
    paraphrases: ['middle plan', 'make one plan look better', 'expensive option', 'compare plans'],
  },
  {
    concept: 'loss aversion',
    terms: ['loss aversion', 'missing out'],
    paraphrases: ['fear of missing out', 'fomo', 'lose out', 'miss the deal', 'what they lose', 'losing', 'miss out'],
  },
  {
    concept: 'reciprocity',
    terms: ['reciprocity', 'free guide', 'content offer', 'lead magnet', 'ebook'],
    paraphrases: ['giveaway', 'free download', 'downloadable', 'collect emails', 'collect email addresses', 'something for free', 'free sample', 'freebie', 'free gift', 'bonus'],
  },
  {
    concept: 'objection handling',
    terms: ['FAQ', 'objection handling', 'frequently asked questions', 'accordion'],
    paraphrases: ['common doubts', 'concerns', 'worries', 'questions and answers', 'q&a', 'expandable', 'hesitations', 'doubts', 'hesitate', 'objections', 'questions before buying'],
  },
  {
    concept: 'personalisation',
    terms: ['personalisation', 'personalization', 'relevance', 'recommended products'],
    paraphrases: ['tailored', 'for each visitor', 'based on what they viewed', 'you may also like', 'similar items', 'customers also bought', 'personalized', 'personalised', 'dynamic content', 'returning visitors', 'recommendations'],
  },
  {
    concept: 'default effect',
    terms: ['default', 'preselected', 'pre-selected'],
    paraphrases: ['ticked automatically', 'already checked', 'preset', 'suggested amount', 'selected by default'],
  },
  {
    concept: 'goal gradient',
    terms: ['progress bar', 'progress indicator', 'goal gradient', 'steps'],
    paraphrases: ['how far along', 'how much is left', 'where am i', 'remaining steps', 'how many steps', 'completion'],
  },
  {
    concept: 'specificity',
    terms: ['specific numbers', 'specificity', 'concrete', 'figures'],
    paraphrases: ['numbers', 'digits', 'statistics', 'stats', 'exact', 'precise', 'data points'],
  },
  // Page elements
  {
    concept: 'call to action',
    terms: ['call to action', 'CTA', 'button', 'primary button', 'button copy', 'button colour', 'contrast'],
    paraphrases: ['buy button', 'sign up button', 'signup button', 'click', 'order button', 'add to cart', 'get started', 'buttons', 'what the button says', 'call-to-action', 'button text', 'button color', 'button colour', 'button label', 'button wording', 'cta copy', 'click through', 'clicks'],
  },
  {
    concept: 'navigation',
    terms: ['navigation', 'menu', 'simplified navigation', 'mega menu', 'dropdown'],
    paraphrases: ['too many links', 'top bar links', 'dropdowns', 'menu items', 'site structure', 'header links', 'hamburger', 'nav bar', 'navbar', 'main menu', 'top menu', 'links in the header'],
  },
  {
    concept: 'forms',
    terms: ['form', 'form fields', 'multi-step form', 'optional fields', 'phone field', 'sign-up form'],
    paraphrases: ['contact form', 'application', 'register', 'registration', 'sign up', 'phone number', 'questions to ask', 'several screens', 'several pages', 'wizard', 'boxes to fill', 'lead form', 'form length', 'input fields', 'fields', 'signup form', 'checkout form', 'opt-in'],
  },
  {
    concept: 'carousel',
    terms: ['carousel', 'slider', 'rotating banner', 'static hero'],
    paraphrases: ['slideshow', 'slides', 'rotating', 'changing images', 'moving banner', 'auto-rotate'],
  },
  {
    concept: 'video',
    terms: ['video', 'product video', 'explainer video', 'autoplay'],
    paraphrases: ['clip', 'film', 'footage', 'watch', 'youtube', 'video on the homepage', 'play button', 'demo video'],
  },
  {
    concept: 'human photos',
    terms: ['photo of a person', 'face', 'human', 'real customers', 'portrait', 'hero image'],
    paraphrases: ['real people', 'pictures of people', 'stock photos', 'drawings', 'illustrations', 'smiling', 'images of people', 'hero photo', 'product photos', 'imagery', 'photography', 'lifestyle images'],
  },
  {
    concept: 'testimonials',
    terms: ['testimonials', 'customer quotes', 'case studies', 'video testimonials'],
    paraphrases: ['success stories', 'what clients say', 'quotes from customers', 'customer stories', 'quotes from users'],
  },
  {
    concept: 'headline',
    terms: ['headline', 'heading', 'hero headline', 'subheadline'],
    paraphrases: ['top title', 'title', 'big text at the top', 'tagline', 'slogan', 'headline copy', 'main message', 'hero text', 'headline wording'],
  },
  {
    concept: 'pricing plans',
    terms: ['pricing table', 'plans', 'recommended plan', 'most popular', 'billing period toggle', 'annual billing'],
    paraphrases: ['subscription tiers', 'tiers', 'packages', 'monthly or yearly', 'monthly', 'yearly', 'annual', 'pay per year', 'pricing page', 'price tiers', 'plan cards', 'free plan', 'freemium'],
  },
  {
    concept: 'comparison table',
    terms: ['comparison table', 'competitors', 'versus', 'alternatives', 'why choose us'],
    paraphrases: ['us versus them', 'other providers', 'other brands', 'rivals', 'better than', 'why pick us', 'over the others'],
  },
  {
    concept: 'how it works',
    terms: ['how it works', 'numbered steps', 'three-step', 'process'],
    paraphrases: ['1-2-3', 'step by step', 'what happens next', 'how does it work', 'explain the process', 'onboarding steps'],
  },
  {
    concept: 'blog articles',
    terms: ['article', 'blog', 'reading time', 'publication date', 'article metadata'],
    paraphrases: ['blog posts', 'posts', 'minutes to read', 'resources', 'last updated'],
  },
  {
    concept: 'team',
    terms: ['team section', 'team photos', 'founders', 'staff'],
    paraphrases: ['about page', 'about us', 'employees', 'who we are', 'people behind', 'founder'],
  },
  {
    concept: 'category tiles',
    terms: ['category tiles', 'categories', 'collections'],
    paraphrases: ['departments', 'department boxes', 'shop by', 'browse by type'],
  },
  {
    concept: 'site search',
    terms: ['site search', 'search box', 'search bar', 'autocomplete'],
    paraphrases: ['find field', 'look up', 'typing a query', 'magnifying glass', 'search suggestions', 'search results', 'find products'],
  },
  {
    concept: 'sticky header',
    terms: ['sticky header', 'fixed header', 'persistent navigation'],
    paraphrases: ['stays at the top', 'follows the scroll', 'always visible'],
  },
  {
    concept: 'announcement bar',
    terms: ['announcement bar', 'site-wide banner', 'top banner'],
    paraphrases: ['thin strip', 'strip above the header', 'ribbon', 'promo bar'],
  },
  {
    concept: 'consent banner',
    terms: ['consent banner', 'cookie banner', 'cookies', 'GDPR'],
    paraphrases: ['privacy popup', 'permission to track', 'cookie wall', 'privacy notice', 'tracking'],
  },
  {
    concept: 'live chat',
    terms: ['live chat', 'chat widget', 'support'],
    paraphrases: ['talk to someone', 'speak to someone', 'chatbot', 'ask a question live', 'help while shopping', 'representative', 'chat support', 'customer service', 'help desk', 'contact support', 'chat bubble'],
  },
  {
    concept: 'free shipping',
    terms: ['free shipping', 'shipping costs', 'free delivery', 'shipping threshold'],
    paraphrases: ['postage', 'delivery fees', 'shipping fees', 'mailing costs', 'carriage', 'shipping cost', 'delivery cost', 'delivery charge', 'free postage'],
  },
  {
    concept: 'delivery estimate',
    terms: ['delivery date', 'delivery estimate', 'shipping time'],
    paraphrases: ['package arrives', 'arrival date', 'how long delivery takes'],
  },
  {
    concept: 'guest checkout',
    terms: ['guest checkout', 'account creation', 'login', 'registration'],
    paraphrases: ['without an account', 'make an account', 'create an account', 'forced sign up', 'no account', 'forced registration', 'register before buying', 'sign in to buy'],
  },
  {
    concept: 'exit intent',
    terms: ['exit-intent popup', 'exit popup', 'abandonment'],
    paraphrases: ['close the tab', 'leaving the site', 'before they leave', 'on their way out', 'last-minute offer', 'leaving visitors', 'abandoning visitors', 'exit offer'],
  },
  {
    concept: 'interactive demo',
    terms: ['interactive demo', 'free trial', 'product demo'],
    paraphrases: ['try before they pay', 'try the software', 'test drive', 'sandbox', 'playground', 'free trial', 'demo request', 'request a demo', 'book a demo', 'trial signup'],
  },
  {
    concept: 'product finder',
    terms: ['product finder quiz', 'quiz', 'guided selling'],
    paraphrases: ['find the right product', 'which product is right', 'help choose', 'few questions', 'questionnaire', 'unsure shoppers'],
  },
  {
    concept: 'donation amounts',
    terms: ['donation amounts', 'suggested amounts', 'preset amounts', 'donation'],
    paraphrases: ['donate', 'charity', 'how much to give'],
  },
];
