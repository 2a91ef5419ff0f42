import type { DemoIdea } from '../idea';

/** Tests of entry points that route visitors by need or segment: persona, category and use-case tiles. */
export const DOORS_IDEAS: DemoIdea[] = [
  {
    key: 'persona-tiles', section: 'doors', element: 'Segment tiles', principle: 'Self-selection',
    facts: ['persona-entry'], pages: ['home'], win: 0.58, uplift: 10, reach: 2,
    wordings: [
      ['"Solutions for" tiles routing visitors by role', 'One generic page for everyone', 'Tiles for each audience leading to tailored pages', 'Picking a path that fits them made visitors feel understood.', 'Let visitors choose the path that describes them.'],
      ['Audience cards sending each group to a tailored page', 'Same message for every type of customer', 'Cards for each group with a dedicated landing page', 'Tailored pages spoke to each group\'s own problems.', 'Route each segment to a page written for it.'],
      ['Segment entry cards under the hero', 'Single call to action for all visitors', 'Three cards, one for each main type of customer', 'Different visitors needed different first steps; the cards gave each one theirs.', 'Give each main segment its own entry point and first step.'],
    ],
    lessons: [
      ['Visitors did not recognise themselves in the segment names and picked at random.', 'Name segments in the visitors\' own words, tested with real customers.'],
    ],
  },
  {
    key: 'persona-selector', section: 'doors', element: 'Persona selector', principle: 'Relevance',
    facts: ['persona-entry'], pages: ['home', 'landing'], win: 0.55, uplift: 9,
    wordings: [
      ['"I am a…" selector on the home page', 'Home page with the same content for everyone', 'Selector "I am a…" with the three main visitor types, changing the page below', 'Content that matched the visitor\'s role kept them reading.', 'Ask visitors who they are and show content for them.'],
      ['Routing first-time and professional buyers to different entry points', 'One sign-up button for everyone', 'Separate entry points for beginners and for professionals', 'Each group had different questions; separate doors answered them.', 'Route visitor groups with different needs through different doors.'],
      ['Role picker before pricing', 'One pricing page', 'Role picker leading to the plan that fits', 'Visitors reached a fitting plan faster.', 'Let visitors state their situation and lead them to the fitting offer.'],
    ],
    lessons: [
      ['The selector was an extra step that most visitors skipped, and the default content then felt off.', 'Make the default content work for everyone; the selector should refine, not gate.'],
    ],
  },
  {
    key: 'industry-tiles', section: 'doors', element: 'Industry tiles', principle: 'Relevance',
    facts: ['persona-entry'], pages: ['home', 'landing'], win: 0.56, uplift: 8, fit: ['digital', 'services'],
    wordings: [
      ['Industry tiles linking to sector pages', 'One page for all sectors', 'Tiles for the main sectors with sector-specific pages', 'Visitors trusted a page that spoke their sector\'s language.', 'Give your main sectors their own entry tiles and pages.'],
      ['Use cases grouped by sector', 'Use cases in one long list', 'Use cases grouped under sector headings', 'Visitors skipped straight to their sector.', 'Group examples by the visitor\'s sector.'],
      ['Sector tiles with a customer logo each', 'Text-only sector links', 'Sector tiles each showing a known customer from that sector', 'A familiar name in their sector proved the fit.', 'Pair each sector entry with proof from that sector.'],
    ],
    lessons: [
      ['Sector pages were thin copies of the main page and visitors noticed.', 'Only add sector pages with genuinely sector-specific content.'],
    ],
  },
  {
    key: 'category-images', section: 'doors', element: 'Category tiles', principle: 'Visual recognition',
    facts: ['category-tiles'], pages: ['home', 'category'], win: 0.57, uplift: 9, reach: 2, fit: ['retail', 'digital'],
    wordings: [
      ['Category tiles with photos instead of text links', 'Text-only list of categories', 'Photo tiles for each category', 'Pictures are recognised faster than words are read.', 'Use images to label the main categories.'],
      ['Picture cards for departments on the homepage', 'Department names in a plain list', 'Department cards with a representative picture', 'Recognition beat recall: shoppers spotted what they wanted.', 'Give each department a recognisable picture.'],
      ['Labelled image tiles instead of image-only tiles', 'Tiles with images and no text', 'Same tiles with a clear label under each', 'Images alone were ambiguous; labels made them certain.', 'Always label image tiles.'],
    ],
    lessons: [
      ['Lifestyle images on tiles did not show what was in the category, and clicks went to the wrong ones.', 'Use images that show what the category holds, not a mood.'],
    ],
  },
  {
    key: 'category-count', section: 'doors', element: 'Category tile count', principle: 'Choice overload',
    facts: ['category-tiles'], pages: ['home', 'category'], win: 0.54, uplift: 7, fit: ['retail', 'digital'],
    wordings: [
      ['Six category tiles instead of eighteen', 'Eighteen category tiles on the home page', 'Six main categories with "See all" below', 'Eighteen tiles made scanning slow; six were taken in at once.', 'Show the main categories first and link to the rest.'],
      ['Ordering category tiles by popularity', 'Tiles in alphabetical order', 'Tiles ordered by how many visitors choose them', 'Most visitors found their category in the first row.', 'Put the most chosen categories first.'],
      ['Seasonal category first', 'Fixed order all year', 'Seasonal category moved to the first tile', 'Matching the season matched what people came for.', 'Reorder entry tiles with the season and demand.'],
    ],
    lessons: [
      ['Hiding categories behind "See all" lost visitors looking for a niche category.', 'Keep every category reachable in one click from the menu.'],
    ],
  },
  {
    key: 'shop-by-need', section: 'doors', element: 'Shop by need tiles', principle: 'Goal framing',
    facts: ['category-tiles'], pages: ['home', 'category'], win: 0.56, uplift: 8, fit: ['retail'],
    wordings: [
      ['"Shop by need" tiles beside product categories', 'Categories by product type only', 'Tiles named after needs rather than product types', 'Visitors who knew their problem but not the product found a way in.', 'Offer entry points by need as well as by product type.'],
      ['Gift finder tiles by recipient', 'Catalogue by product type', 'Tiles "For him", "For kids", "Under 30"', 'Gift buyers think about the person, not the product.', 'Let gift buyers start from the recipient and budget.'],
      ['Occasion-based entry points', 'Product categories only', 'Entry tiles by occasion', 'Occasions matched how visitors phrased their shopping goal.', 'Name entry points after the situations people shop for.'],
    ],
    lessons: [
      ['Need-based tiles overlapped so much that visitors saw the same products everywhere.', 'Keep need-based entries distinct, or they feel like a loop.'],
    ],
  },
  {
    key: 'use-case-cards', section: 'doors', element: 'Use-case cards', principle: 'Relevance',
    facts: ['persona-entry'], pages: ['home', 'landing'], win: 0.52, uplift: 8,
    wordings: [
      ['Use-case cards on the homepage', 'List of all product features', 'Cards for common jobs the product is used for', 'Visitors think in tasks, not in features.', 'Organise entry points around the jobs people want done.'],
      ['Entry points organised by task rather than by product', 'Product catalogue ordered by name', 'Entries named after what people want to accomplish', 'Task-based entries matched how people describe their needs.', 'Name the entrances after the problems they solve.'],
      ['"What do you want to do?" cards', 'Navigation by product names', 'Cards naming goals, each leading to the right product', 'Goals were easier to choose than product names.', 'Let visitors choose a goal rather than a product name.'],
    ],
    lessons: [
      ['Too many use-case cards became another overwhelming menu.', 'Limit use-case entries to the four or five most common jobs.'],
    ],
  },
  {
    key: 'quiz-finder', section: 'doors', element: 'Product finder quiz', principle: 'Commitment and consistency',
    facts: [], pages: ['home', 'category'], win: 0.6, uplift: 13, fit: ['retail', 'digital'],
    wordings: [
      ['Product finder quiz instead of a long catalogue', 'Catalogue of every option', 'Three-question quiz recommending one option', 'Answering small questions built commitment towards the result.', 'Guide undecided visitors with a short quiz.'],
      ['Guided selector that asks a few questions', 'Filters left to the visitor', 'Guided selector ending in a personal recommendation', 'After small answers, people followed through on the recommendation.', 'Ask a few easy questions, then recommend.'],
      ['Recommendation with the reasons behind it', 'Quiz result with a product only', 'Result explaining why it fits the answers', 'Seeing their own answers in the reasons made the result trusted.', 'Explain recommendations with the visitor\'s own answers.'],
    ],
    lessons: [
      ['A ten-question quiz was abandoned halfway.', 'Keep finder quizzes to three to five questions.'],
    ],
  },
  {
    key: 'personalised-recommendations', section: 'doors', element: 'Recommended products', principle: 'Personalisation',
    facts: [], pages: ['home', 'product', 'cart'], win: 0.57, uplift: 10, fit: ['retail', 'digital'],
    wordings: [
      ['Personalised recommendations on the homepage', 'Same bestsellers for every visitor', 'Recommendations based on what the visitor viewed', 'Suggestions that fit the visitor feel like service rather than advertising.', 'Tailor suggestions to each visitor\'s behaviour.'],
      ['"Picked for you" row based on browsing history', 'Generic featured items', 'Row of items matched to recent browsing', 'Relevant suggestions shortened the search for the right item.', 'Show each visitor items related to what they looked at.'],
      ['"Continue where you left off" for returning visitors', 'Home page that forgets the last visit', 'Row showing the items last viewed', 'Returning visitors picked up their shortlist instead of searching again.', 'Let returning visitors resume where they stopped.'],
    ],
    lessons: [
      ['New visitors saw empty or random recommendations and the row looked broken.', 'Fall back to bestsellers when there is no history.'],
    ],
  },
  {
    key: 'bestseller-row', section: 'doors', element: 'Bestseller row', principle: 'Social proof',
    facts: [], pages: ['home', 'category'], win: 0.58, uplift: 8, fit: ['retail'],
    wordings: [
      ['"Bestsellers" row on the home page', 'New arrivals only', 'Row of best-selling items labelled as such', 'Undecided visitors trusted what others bought most.', 'Give undecided visitors a "most popular" entry point.'],
      ['Bestseller badges on listing cards', 'Listing cards without badges', 'Badge on the top sellers in each category', 'Badges helped visitors shortlist quickly.', 'Mark the most popular items in listings.'],
      ['Sorting listings by popularity by default', 'Listings sorted by newest', 'Listings sorted by popularity', 'Popular items first met most visitors\' needs in the first row.', 'Default sort by what most people choose.'],
    ],
    lessons: [
      ['Popularity sorting buried new products and their sales collapsed.', 'Mix new items into popular listings so they can earn popularity.'],
    ],
  },
  {
    key: 'cause-cards', section: 'doors', element: 'Cause cards', principle: 'Identifiable victim effect',
    facts: ['people-images'], pages: ['home', 'donation'], win: 0.6, uplift: 12, fit: ['nonprofit'],
    wordings: [
      ['Cause cards featuring one person\'s story', 'Cards with statistics about the cause', 'Cards each telling one named person\'s story', 'One identifiable person moved donors more than large numbers.', 'Lead each cause with one real person\'s story.'],
      ['"Get involved" paths by role', 'One donate button', 'Cards: donate, volunteer, fundraise, partner', 'Supporters who could not donate found another way to help.', 'Offer a way in for each kind of supporter.'],
      ['Project cards with progress towards a goal', 'Project list without progress', 'Cards with a progress bar towards each project\'s target', 'Visible progress gave donors a goal to help complete.', 'Show how close each project is to its goal.'],
    ],
    lessons: [
      ['Stories without a clear next step moved people but not to give.', 'End every story card with a specific way to help.'],
    ],
  },
  {
    key: 'course-cards', section: 'doors', element: 'Course cards', principle: 'Information scent',
    facts: ['category-tiles'], pages: ['home', 'category'], win: 0.56, uplift: 8, industries: ['Education'],
    wordings: [
      ['Course cards showing level, duration and price', 'Cards with the course title only', 'Cards with level, weeks and price', 'Visitors could shortlist without opening every course.', 'Put the deciding facts on the card.'],
      ['Filtering course cards by level', 'All courses in one grid', 'Filter for beginner, intermediate, advanced', 'Beginners feared advanced courses; filtering found their level.', 'Let visitors filter by their level.'],
      ['Outcome on each course card', 'Course topic only', 'Card stating what learners can do afterwards', 'Outcomes matched why people took courses.', 'State the outcome on every course card.'],
    ],
    lessons: [
      ['Crowded cards with many facts were harder to scan than before.', 'Show two or three deciding facts per card, no more.'],
    ],
  },
  {
    key: 'quick-links', section: 'doors', element: 'Quick-link tiles', principle: 'Task completion',
    facts: ['category-tiles'], pages: ['home'], win: 0.55, uplift: 7, fit: ['services', 'nonprofit', 'digital'],
    wordings: [
      ['Quick-link tiles for the top tasks', 'Home page with news and promotions', 'Tiles for the five most common tasks', 'Most visitors came to do one task; tiles took them straight there.', 'Give the top tasks their own tiles on the home page.'],
      ['Task tiles ordered by search data', 'Tiles chosen by the organisation', 'Tiles chosen from the most searched tasks', 'Visitors\' own searches showed what they came for.', 'Choose quick links from what visitors search for.'],
      ['Service cards instead of a product menu', 'Product menu with names only', 'Cards for each main service with its key fact', 'Comparing types side by side helped visitors pick.', 'Show the main options side by side with their key fact.'],
    ],
    lessons: [
      ['Too many quick links turned into another menu.', 'Keep quick links to the handful of tasks most visitors need.'],
    ],
  },
  {
    key: 'returning-visitor-door', section: 'doors', element: 'Returning visitor entry', principle: 'Personalisation',
    facts: ['persona-entry'], pages: ['home'], win: 0.5, uplift: 6, lose: 0.3, reach: 1,
    wordings: [
      ['Separate entry for existing customers', 'Log-in link hidden in the footer', '"Already a customer?" card next to the new-customer entry', 'Existing customers stopped wandering through sales pages.', 'Give existing customers their own clear door.'],
      ['New and returning visitors routed differently', 'Same home page for all', 'Returning visitors see their account shortcuts first', 'Returning visitors wanted their account, not the pitch.', 'Route returning visitors to what they come back for.'],
      ['"Start here" door for first-time visitors', 'No orientation for newcomers', '"New here? Start here" card', 'Newcomers got a guided path instead of the full menu.', 'Give first-time visitors a clear starting point.'],
    ],
    lessons: [
      ['The customer entry drew attention away from sign-up for new visitors.', 'Keep the existing-customer door visible but secondary.'],
    ],
  },
  {
    key: 'location-finder', section: 'doors', element: 'Location finder', principle: 'Proximity',
    facts: ['search-box'], pages: ['home', 'landing'], win: 0.57, uplift: 8, fit: ['retail', 'services'], reach: 1,
    wordings: [
      ['Postcode search as the main entry point', 'List of all locations', 'Postcode field finding the nearest location', 'Visitors wanted the nearest option, not the full list.', 'Let visitors start from where they are.'],
      ['"Near you" tiles using the visitor\'s location', 'Generic location list', 'Tiles for the three nearest locations', 'The nearest options answered the first question at once.', 'Show the nearest options first.'],
      ['Availability by location shown upfront', 'Availability shown after choosing a location', 'Locations with availability today', 'People chose the location that could serve them now.', 'Show what is available at each location before the visitor picks.'],
    ],
    lessons: [
      ['Asking for location permission on arrival was refused by most visitors.', 'Ask for a postcode instead of browser location on arrival.'],
    ],
  },
  {
    key: 'quick-add', section: 'doors', element: 'Quick add button', principle: 'Friction reduction',
    facts: ['calls-to-action', 'category-tiles'], pages: ['category', 'home'], win: 0.55, uplift: 7, fit: ['retail'],
    wordings: [
      ['"Add to basket" on category grid cards', 'Cards linking to the product page only', 'Cards with a quick add button', 'Repeat buyers who knew what they wanted saved a page visit.', 'Let buyers add simple items straight from the listing.'],
      ['Quick-view overlay from the product grid', 'Grid without quick view', 'Quick-view overlay with size choice', 'Shoppers compared more items without losing their place.', 'Let shoppers look closer without leaving the listing.'],
      ['Variant choice on the listing card', 'Variants chosen on the product page', 'Colour swatches on each card', 'Seeing the colours on the card sent more shoppers to the right product.', 'Show key variants on listing cards.'],
    ],
    lessons: [
      ['Quick add on items with sizes led to wrong sizes and returns.', 'Use quick add only for items without variants to choose.'],
    ],
  },
];
