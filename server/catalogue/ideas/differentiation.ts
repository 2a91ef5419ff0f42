import type { DemoIdea } from '../idea';

/** Tests of "why this over the alternatives": comparisons, benefits, unique value, price framing. */
export const DIFFERENTIATION_IDEAS: DemoIdea[] = [
  {
    key: 'comparison-table', section: 'differentiation', element: 'Comparison table', principle: 'Comparative evaluation',
    facts: ['comparison-table'], pages: ['landing', 'pricing', 'home'], win: 0.59, uplift: 12, reach: 2,
    wordings: [
      ['Comparison table against two competitors', 'Feature list without comparison', 'Table comparing the offer with two rivals', 'A direct comparison answers the question buyers ask anyway.', 'Compare yourself openly with the alternatives.'],
      ['Side-by-side chart versus rival products', 'Claims of being the best without evidence', 'Chart with ticks and crosses against rival offers', 'Buyers judge options relative to each other.', 'Give shoppers the side-by-side view they would build themselves.'],
      ['Head-to-head table naming the alternatives', 'Vague "unlike others" claims', 'Table naming the usual alternatives, including doing nothing', 'Naming the alternatives showed confidence and saved buyers research.', 'Name the real alternatives in your comparison.'],
    ],
    lessons: [
      ['The table was so one-sided (every tick on its own side) that visitors dismissed it as biased.', 'Admit where an alternative is better; an honest table is believed.'],
    ],
  },
  {
    key: 'competitor-pages', section: 'differentiation', element: 'Alternative comparison page', principle: 'Transparency',
    facts: ['comparison-table'], pages: ['landing'], win: 0.62, uplift: 14, fit: ['digital', 'services'],
    wordings: [
      ['Dedicated "X alternative" comparison pages', 'No page for people comparing with a rival', 'Page comparing the product with one named rival', 'Visitors searching for a rival\'s alternative were close to buying and wanted a direct answer.', 'Create a page for each rival your buyers compare you with.'],
      ['Switching guide for customers of a rival', 'Generic landing page for all', 'Page explaining how to switch from a named rival', 'The cost of switching was the real objection; explaining it helped.', 'Address the effort of switching, not only the features.'],
      ['Price comparison with named alternatives', 'Own price only', 'Own price next to what the alternatives cost for the same need', 'Buyers compare prices anyway; doing it for them built trust.', 'Compare total costs with the alternatives openly.'],
    ],
    lessons: [
      ['The comparison became outdated and a rival\'s customer pointed it out publicly.', 'Date comparison pages and review them regularly.'],
    ],
  },
  {
    key: 'feature-comparison-plans', section: 'differentiation', element: 'Feature comparison', principle: 'Choice architecture',
    facts: ['comparison-table'], pages: ['pricing', 'product'], win: 0.54, uplift: 7,
    wordings: [
      ['Compare-products table on the category page', 'Separate product pages only', 'Table comparing three similar models', 'Shoppers stuck between models decided when differences were side by side.', 'Put similar options side by side with only the differing specs.'],
      ['Highlighting differences in the comparison', 'Comparison with every spec row', 'Comparison showing only rows that differ', 'Identical rows buried the few differences that mattered.', 'Hide rows that are the same for every option.'],
      ['"Which one is for me?" comparison summary', 'Spec table only', 'One-line "best for" summary above each column', 'A "best for" line let people match an option to their need.', 'Tell people who each option is best for.'],
    ],
    lessons: [
      ['The comparison table kept shoppers comparing instead of buying; time on page rose, orders did not.', 'End every comparison with a clear recommendation and button.'],
    ],
  },
  {
    key: 'benefits-over-features', section: 'differentiation', element: 'Feature grid', principle: 'Benefit framing',
    facts: [], pages: ['home', 'landing', 'product'], win: 0.6, uplift: 10, reach: 3,
    wordings: [
      ['Benefit statements replacing technical feature names', 'Grid of technical specifications', 'Grid describing what each feature lets customers do', 'People care about what a feature does for them, not what it is.', 'Translate every feature into the benefit it brings.'],
      ['Describing outcomes instead of specs in the feature list', 'List of specs and jargon', 'List of everyday results the specs make possible', 'Jargon left readers cold; results spoke to their goals.', 'Write the feature list in terms of results.'],
      ['"So that…" copy under each feature', 'Feature titles only', 'Each feature followed by "so that you can…"', 'The "so that" sentence bridged feature and benefit.', 'Finish every feature description with what it lets the reader do.'],
    ],
    lessons: [
      ['Expert buyers wanted the specs and found the benefit copy vague.', 'For expert audiences, keep the specs and put the benefit beside them.'],
    ],
  },
  {
    key: 'feature-count', section: 'differentiation', element: 'Feature list length', principle: 'Choice overload',
    facts: [], pages: ['home', 'landing', 'product'], win: 0.52, uplift: 6, lose: 0.3,
    wordings: [
      ['Three key benefits instead of nine features', 'Grid of nine equal features', 'Three main benefits, the rest behind "See all features"', 'Nine equal items left visitors unsure what mattered; three told them.', 'Lead with the three benefits that matter most.'],
      ['Shorter feature section', 'Long feature section with every capability', 'Short section with the top capabilities and a link to the full list', 'A long list was skimmed and forgotten.', 'Show the few differences that win the sale; link the rest.'],
      ['Ranking features by what buyers ask about', 'Features ordered by internal importance', 'Features ordered by how often prospects ask about them', 'Leading with buyers\' own questions kept them reading.', 'Order features by what buyers care about, not what you built first.'],
    ],
    lessons: [
      ['Hiding features behind a link lost buyers looking for one specific capability.', 'Keep a searchable full list one click away and say so.'],
    ],
  },
  {
    key: 'why-choose-us', section: 'differentiation', element: 'Why choose us section', principle: 'Distinctiveness',
    facts: [], pages: ['home', 'landing'], win: 0.54, uplift: 9, reach: 2,
    wordings: [
      ['"Why choose us" section with three unique reasons', 'Generic claims of quality and service', 'Three reasons only this company can offer', 'Claims every rival makes do not help a choice; unique ones do.', 'State what only you offer.'],
      ['Stating what no competitor offers', 'Copy interchangeable with rivals', 'Copy naming a distinctive advantage', 'Distinct advantages gave visitors a reason to prefer this vendor.', 'Lead with the advantage nobody else can claim.'],
      ['Proof for every differentiator', 'List of claimed strengths', 'Each strength with a number or example as proof', 'Unproven claims sound like everyone else\'s.', 'Back every differentiator with evidence.'],
    ],
    lessons: [
      ['The "unique" reasons were ones buyers did not care about.', 'Pick differentiators from what buyers say decided their choice.'],
    ],
  },
  {
    key: 'benefit-rows', section: 'differentiation', element: 'Benefit rows with screenshots', principle: 'Dual coding',
    facts: [], pages: ['home', 'landing'], win: 0.55, uplift: 7,
    wordings: [
      ['Alternating benefit rows with screenshots', 'Text-only benefit list', 'Rows pairing each benefit with a screenshot', 'Words and pictures together were understood and remembered better.', 'Pair each benefit with a picture of it.'],
      ['One benefit per row with its own visual', 'Four benefits crammed into one block', 'One benefit per row, each with a visual', 'Giving each benefit space let it be read.', 'Give each main benefit its own row.'],
      ['Benefit headlines readable on their own', 'Rows with long paragraphs', 'Bold one-line headline per row, then two short lines', 'Scanners read only the headlines; making them complete served them.', 'Write row headlines that make the point alone.'],
    ],
    lessons: [
      ['The rows made the page very long on mobile and fewer visitors reached the pricing.', 'Limit benefit rows to three or four on mobile.'],
    ],
  },
  {
    key: 'price-per-day', section: 'differentiation', element: 'Price display', principle: 'Price framing',
    facts: ['pricing-plans'], pages: ['pricing', 'product'], win: 0.57, uplift: 10, fit: ['digital', 'services', 'nonprofit'],
    wordings: [
      ['Price shown per day instead of per year', 'Annual price of 365', '"Just 1 a day" framing', 'Small daily amounts feel affordable compared with a large total.', 'Express the cost in the smallest meaningful unit.'],
      ['Breaking the annual fee into a daily amount', 'Yearly fee shown as one sum', 'Daily amount compared with a cup of coffee', 'Comparing the cost with a trivial daily expense shrank it mentally.', 'Compare the price with an everyday expense.'],
      ['Monthly equivalent of a yearly plan', 'Yearly total', 'Monthly equivalent with "billed yearly"', 'The smaller number was easier to accept, and the billing note kept it honest.', 'Show the per-month equivalent and say how it is billed.'],
    ],
    lessons: [
      ['Buyers felt tricked when the checkout showed the full yearly sum.', 'Show the total clearly next to any per-day framing.'],
    ],
  },
  {
    key: 'stock-indicator', section: 'differentiation', element: 'Stock indicator', principle: 'Scarcity',
    facts: ['scarcity'], pages: ['product', 'cart'], win: 0.55, uplift: 9, fit: ['retail'], reach: 2,
    wordings: [
      ['"Only 3 left in stock" message', 'No stock information', 'Low-stock warning beside the size picker', 'Things that may run out feel more valuable.', 'Tell shoppers honestly when stock is low.'],
      ['Limited availability notice on the product page', 'Product page silent about availability', 'Notice that few units remain', 'Rarity increases desire and prompts action now.', 'Signal genuine limited availability.'],
      ['Low-stock warning per size', 'Sizes shown as available or not', 'Sizes marked "low stock" when few remain', 'Shoppers committed before their size ran out.', 'Show stock level per variant when it is low.'],
    ],
    lessons: [
      ['A permanent "low stock" label stopped working once regular visitors saw it never changed.', 'Show scarcity only when it is true; permanent labels lose all effect.'],
    ],
  },
  {
    key: 'delivery-date', section: 'differentiation', element: 'Delivery estimate', principle: 'Certainty effect',
    facts: [], pages: ['product', 'checkout'], win: 0.62, uplift: 11, fit: ['retail'],
    wordings: [
      ['Exact delivery date on the product page', 'Shipping "in 3–7 business days"', '"Arrives Thursday if you order within 4 hours"', 'A definite date removes uncertainty about when the goods arrive.', 'Promise a specific arrival date instead of a range.'],
      ['Guaranteed arrival day replacing a vague shipping window', 'Vague shipping window', 'Guaranteed arrival day shown before checkout', 'Certainty is valued more than a possibly faster but vague promise.', 'Replace ranges with a firm date.'],
      ['Arrival date beside the buy button', 'Delivery details in a tab', 'Arrival date in the buy box', 'The date answered a question people otherwise left to look up.', 'Put the arrival date in the buy box.'],
    ],
    lessons: [
      ['Dates missed in peak season led to complaints that cost more than the uplift.', 'Only promise dates your logistics can keep; pad them in peak season.'],
    ],
  },
  {
    key: 'benefit-statistics', section: 'differentiation', element: 'Benefit statistics', principle: 'Specificity',
    facts: ['headline'], pages: ['home', 'landing', 'product'], win: 0.58, uplift: 8,
    wordings: [
      ['Quantified benefit claims in the feature section', 'Claims such as "saves time"', 'Claims with one concrete number each', 'A number made the benefit concrete enough to weigh against the price.', 'Quantify each main benefit.'],
      ['Numbers in feature headlines', 'Feature headlines without numbers', 'Feature headlines with one number each', 'Numbers caught the eye of people scanning the page.', 'Put the number in the headline, not buried in the text.'],
      ['Specific claims with their source', 'Unsourced claims', 'Claims with a footnote on how they were measured', 'A source turned marketing into evidence.', 'Say where your numbers come from.'],
    ],
    lessons: [
      ['Numbers that looked too good were doubted and lowered trust.', 'Use conservative, typical figures rather than best cases.'],
    ],
  },
  {
    key: 'whats-included', section: 'differentiation', element: 'Included items list', principle: 'Transparency',
    facts: [], pages: ['product', 'pricing'], win: 0.6, uplift: 8,
    wordings: [
      ['"What\'s included" list next to the price', 'Price with a short description', 'Price with a checklist of everything included', 'Seeing everything included made the price feel fair.', 'List everything the price includes.'],
      ['Listing hidden costs as "no extra fees"', 'Price with fees revealed later', 'Price with "No set-up fee, no hidden costs"', 'Fear of extra costs stopped people; ruling them out helped.', 'Rule out the hidden costs buyers fear.'],
      ['Value stack before the price', 'Price shown first', 'Included items with their value, then the price', 'Seeing the value first made the price look smaller.', 'Show the value of what is included before the price.'],
    ],
    lessons: [
      ['A long list of minor inclusions made the offer feel padded.', 'List the inclusions buyers value; leave out trivial ones.'],
    ],
  },
  {
    key: 'values-statement', section: 'differentiation', element: 'Values statement', principle: 'Identity signalling',
    facts: [], pages: ['home', 'about', 'product'], win: 0.45, uplift: 6, lose: 0.35, reach: 1, fit: ['retail'],
    wordings: [
      ['Sustainability commitments near the product', 'No mention of sourcing', 'Short sourcing and sustainability facts near the product', 'Buyers who care about sourcing found their reason to prefer this brand.', 'State your values with concrete facts where buyers decide.'],
      ['Concrete impact numbers instead of value slogans', '"We care about the planet"', '"Every order plants two trees: 41,000 so far"', 'A concrete number made the commitment believable.', 'Back every value claim with a concrete fact.'],
      ['Certified ethical sourcing badge', 'Self-declared ethical claims', 'Independent certification mark with explanation', 'Independent certification removed doubt about greenwashing.', 'Prefer independent certification to self-declared values.'],
    ],
    lessons: [
      ['Values copy pushed the price and button down and did not move sales for most buyers.', 'Keep values content short near the buy box and link to the full story.'],
    ],
  },
  {
    key: 'niche-positioning', section: 'differentiation', element: 'Audience positioning', principle: 'Relevance',
    facts: [], pages: ['home', 'landing'], win: 0.58, uplift: 11, reach: 1,
    wordings: [
      ['Positioning that names who the product is for', 'Positioning for everyone', 'Copy naming the audience the product is built for', 'Visitors who matched the audience felt it was made for them.', 'Say clearly who the product is for.'],
      ['Naming who it is not for', 'Claims to suit everyone', 'Short "not for you if…" line', 'Excluding some made the fit feel real for the rest.', 'Say who the offer is not for; it sharpens the fit for others.'],
      ['Audience-specific proof in the differentiation section', 'Generic proof', 'Proof from customers in the target audience', 'Proof from people like them was the strongest argument.', 'Match your proof to your target audience.'],
    ],
    lessons: [
      ['Narrow positioning turned away a profitable segment that had been buying quietly.', 'Check who actually buys before narrowing your positioning.'],
    ],
  },
  {
    key: 'expert-profiles', section: 'differentiation', element: 'Speaker profiles', principle: 'Authority',
    facts: ['team', 'people-images'], pages: ['landing', 'home'], win: 0.57, uplift: 9, industries: ['Education', 'B2B services', 'Media and publishing', 'SaaS'], reach: 1,
    wordings: [
      ['Speaker photos with names and roles on the event page', 'List of talk titles only', 'Speaker cards with photo, name, role and company', 'Known speakers were the main reason people registered.', 'Lead with the people: photos, names and roles of speakers or teachers.'],
      ['Instructor profile on the course page', 'Course outline only', 'Instructor photo, credentials and a short bio', 'People buy a course from a teacher they trust.', 'Show who teaches and why they are qualified.'],
      ['Expert credentials beside the service description', 'Service description only', 'Credentials and experience of the expert doing the work', 'Buyers of expertise judged the expert, not the service page.', 'Show the expertise of the people who deliver the service.'],
    ],
    lessons: [
      ['Profiles of unknown speakers did not help and took space from the agenda.', 'Lead with the agenda when your speakers are not yet known names.'],
    ],
  },
  {
    key: 'price-match', section: 'differentiation', element: 'Price match promise', principle: 'Risk reversal',
    facts: ['guarantee'], pages: ['product', 'category', 'cart'], win: 0.55, uplift: 7, fit: ['retail'], reach: 1,
    wordings: [
      ['Price match promise on the product page', 'No price promise', '"Found it cheaper? We match the price."', 'The promise stopped shoppers from leaving to compare prices.', 'Remove the reason to leave and compare prices.'],
      ['Lowest-price guarantee near the price', 'Price alone', 'Lowest-price guarantee beside the price', 'Buyers who feared overpaying felt safe to buy now.', 'Reassure about price where people worry about overpaying.'],
      ['Price history shown to prove a fair price', 'No price context', 'Small chart of the price over 90 days', 'Seeing the price history proved the deal was real.', 'Prove your price is fair with its history.'],
    ],
    lessons: [
      ['The price-match claim invited comparison and sent shoppers away to check.', 'Test price promises on products where you are already cheapest.'],
    ],
  },
  {
    key: 'feature-icons', section: 'differentiation', element: 'Feature icons', principle: 'Processing fluency',
    facts: [], pages: ['home', 'landing', 'product'], win: 0.38, uplift: 4, lose: 0.2,
    wordings: [
      ['Icons beside each feature in the grid', 'Text-only feature grid', 'Feature grid with a simple icon per item', 'Icons helped scanning a little, but the wording did the persuading.', 'Use icons to help scanning, not to replace clear words.'],
      ['Custom illustrations instead of generic icons', 'Generic icon set', 'Custom illustrations for each feature', 'Custom art made the page feel distinctive but did not change decisions much.', 'Spend on copy before custom icons.'],
      ['Icon plus label against icon alone', 'Icons without text', 'Icons with a one-word label', 'Unlabelled icons were guessed wrong; labels fixed that.', 'Never rely on icons without labels.'],
    ],
    lessons: [
      ['Icons made no measurable difference; visitors read the headlines.', 'Test the feature wording, not the decoration.'],
    ],
  },
  {
    key: 'risk-free-trial-length', section: 'differentiation', element: 'Trial length', principle: 'Endowment effect',
    facts: [], pages: ['pricing', 'landing', 'signup'], win: 0.52, uplift: 9, fit: ['digital'], reach: 1,
    wordings: [
      ['14-day trial against a 30-day trial', '30-day free trial', '14-day free trial', 'A shorter trial created a deadline; people explored sooner and converted more.', 'Choose a trial long enough to see value and short enough to create a deadline.'],
      ['Reverse trial: full features first, then the free plan', 'Free plan with an upgrade prompt', 'Full features for 14 days, then the free plan', 'Having used the full features, people missed them when they were gone.', 'Let people own the full product first; losing it motivates upgrading.'],
      ['Trial extension offer for inactive trials', 'Trial ending silently', 'Offer to extend the trial for people who did not try it', 'Inactive users needed time, not pressure.', 'Give inactive trial users more time rather than a hard stop.'],
    ],
    lessons: [
      ['The shorter trial was too short to set up the product; conversions fell.', 'Match the trial length to the real set-up time.'],
    ],
  },
  {
    key: 'rating-comparison', section: 'differentiation', element: 'Rating comparison', principle: 'Social proof',
    facts: ['comparison-table', 'testimonials'], pages: ['landing', 'pricing'], win: 0.58, uplift: 8, fit: ['digital', 'services'],
    wordings: [
      ['Review scores compared with the alternatives', 'Own rating only', 'Table of independent review scores for us and two alternatives', 'Independent scores side by side were more convincing than our own claims.', 'Compare independent ratings with the alternatives, with sources.'],
      ['"Rated higher than" line with the source', 'Claim of being "top rated"', '"Rated 4.7 vs 4.1 for the best-known alternative" with the source', 'A sourced comparison was specific enough to trust.', 'Make rating claims specific and sourced.'],
      ['Category award next to the comparison', 'Comparison without third-party view', 'Comparison with the review platform\'s category award', 'An award in the category settled close comparisons.', 'Add third-party recognition to close comparisons.'],
    ],
    lessons: [
      ['Comparing ratings invited visitors to check the rival\'s reviews, and some left for them.', 'Only compare ratings where your lead is clear and current.'],
    ],
  },
];
