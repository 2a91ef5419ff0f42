import type { DemoIdea } from '../idea';

/** Tests of site-wide chrome: navigation, header, search, announcement bar, consent banner, chat. */
export const GLOBAL_IDEAS: DemoIdea[] = [
  {
    key: 'simplified-navigation', section: 'global', element: 'Main navigation', principle: 'Choice overload',
    facts: ['navigation'], pages: ['home', 'category', 'product'], win: 0.56, uplift: 8, reach: 3,
    wordings: [
      ['Simplified navigation with five top-level items', 'Menu with twelve top-level entries', 'Menu reduced to five clear entries', 'Too many menu entries paralysed visitors; fewer led them on.', 'Keep the main menu to a handful of entries.'],
      ['Trimming the header menu to essential links', 'Crowded header bar with many links', 'Header bar with only the essential destinations', 'A crowded bar made finding anything harder.', 'Remove every header link that few people use.'],
      ['Plain menu labels instead of clever ones', 'Menu items named "Discover", "Explore", "Journey"', 'Menu items named after what is behind them', 'Vague labels made people guess; plain ones told them where to go.', 'Label menu items with what people will find, in their words.'],
    ],
    lessons: [
      ['Cutting the menu hid a page many visitors needed, and support requests rose.', 'Check which menu items people use before removing them.'],
    ],
  },
  {
    key: 'mega-menu', section: 'global', element: 'Mega menu', principle: 'Information scent',
    facts: ['navigation'], pages: ['home', 'category'], win: 0.55, uplift: 7, fit: ['retail', 'digital'],
    wordings: [
      ['Mega menu with grouped categories instead of nested dropdowns', 'Three levels of fly-out dropdowns', 'One mega menu panel with grouped links', 'Nested dropdowns closed when the mouse slipped; one panel showed everything at once.', 'Replace deep fly-out menus with one grouped panel.'],
      ['Shallower menu depth', 'Categories three clicks deep', 'Categories at most two clicks deep', 'Each extra level lost people who could not find their path.', 'Keep the menu shallow: two levels at most.'],
      ['Images in the mega menu', 'Text-only mega menu', 'Mega menu with a small image per group', 'Images helped people recognise categories faster.', 'Add visual cues to large menus.'],
    ],
    lessons: [
      ['The mega menu opened on hover and covered the page whenever the mouse crossed it.', 'Open large menus on click or with a short hover delay.'],
    ],
  },
  {
    key: 'navigation-removal', section: 'global', element: 'Navigation on landing pages', principle: 'Attention ratio',
    facts: ['navigation'], pages: ['landing', 'checkout'], win: 0.6, uplift: 11,
    wordings: [
      ['Removing the main menu from campaign landing pages', 'Landing page with the full site menu', 'Landing page with logo only and no menu', 'Every menu link was an exit from the one action the page asked for.', 'On campaign pages, remove links that lead away from the goal.'],
      ['Enclosed checkout without site navigation', 'Checkout with the full header and menu', 'Checkout with only logo, help link and progress', 'Fewer ways out kept buyers on the path to paying.', 'Enclose the checkout: keep only links that help finish it.'],
      ['Minimal header on the sign-up page', 'Full header with many links', 'Logo and a single "Log in" link', 'Focus on one action raised completion.', 'Keep sign-up pages free of distractions.'],
    ],
    lessons: [
      ['Without a menu, visitors who wanted more information left instead of exploring.', 'Keep a link to key information (pricing, FAQ) even on focused pages.'],
    ],
  },
  {
    key: 'mobile-menu', section: 'global', element: 'Mobile menu', principle: 'Discoverability',
    facts: ['navigation'], pages: ['home', 'category', 'product'], win: 0.54, uplift: 7,
    wordings: [
      ['Visible bottom tab bar instead of a hamburger menu', 'Hamburger icon hiding all navigation', 'Bottom bar with four main destinations', 'Hidden navigation is used less; visible tabs were tapped far more.', 'On mobile, keep the top destinations visible.'],
      ['"Menu" label next to the hamburger icon', 'Hamburger icon alone', 'Icon with the word "Menu"', 'Some visitors did not recognise the icon; the label fixed it.', 'Label icons whose meaning not everyone knows.'],
      ['Search and basket outside the hamburger', 'Everything inside the hamburger', 'Search and basket visible, the rest in the menu', 'The most used functions should never be hidden.', 'Keep the most used functions out of the collapsed menu.'],
    ],
    lessons: [
      ['The tab bar took screen space and covered content on small phones.', 'Keep bottom bars slim and hide them while scrolling down.'],
    ],
  },
  {
    key: 'breadcrumbs', section: 'global', element: 'Breadcrumbs', principle: 'Orientation',
    facts: ['navigation'], pages: ['product', 'category'], win: 0.5, uplift: 5, lose: 0.3, reach: 1,
    wordings: [
      ['Breadcrumbs on product pages', 'No breadcrumbs', 'Breadcrumb trail above the product title', 'Visitors arriving from search could see where they were and browse up.', 'Show where a page sits in the site so visitors can move up a level.'],
      ['Clickable category path on mobile', 'Back button only', 'Short clickable path to the parent category', 'People used the path to see related items.', 'Offer a way up to the category, not just back.'],
      ['Breadcrumbs as filters kept', 'Breadcrumbs that reset filters', 'Breadcrumbs that keep the chosen filters', 'Losing filters when going back punished browsing.', 'Keep the visitor\'s filters when they navigate back.'],
    ],
    lessons: [
      ['Breadcrumbs made no difference on a flat catalogue with one level.', 'Use breadcrumbs only where the site has real depth.'],
    ],
  },
  {
    key: 'announcement-bar', section: 'global', element: 'Announcement bar', principle: 'Salience',
    facts: ['announcement-bar'], pages: ['home', 'category', 'product'], win: 0.5, uplift: 6, reach: 2,
    wordings: [
      ['Site-wide announcement bar with the current offer', 'Offer mentioned only on the home page', 'Thin bar at the very top of every page with the offer', 'An offer seen on every page is remembered at the moment of purchase.', 'Repeat the key offer on every page in a slim top bar.'],
      ['Top-of-page banner repeating the promotion everywhere', 'Promotion visible on one page only', 'Banner visible across the whole site', 'Consistent visibility kept the promotion top of mind.', 'Keep the promotion in view wherever people go.'],
      ['Single message in the top bar instead of rotating messages', 'Top bar rotating three messages', 'Top bar with one message', 'Rotating messages were never read to the end.', 'Show one message in the top bar; do not rotate.'],
    ],
    lessons: [
      ['The bar announced a minor offer and pushed the page down on mobile for no gain.', 'Use the top bar only for offers that change decisions.'],
    ],
  },
  {
    key: 'free-shipping-bar', section: 'global', element: 'Free shipping bar', principle: 'Goal gradient',
    facts: ['announcement-bar'], pages: ['home', 'category', 'product', 'cart'], win: 0.6, uplift: 9, fit: ['retail'],
    wordings: [
      ['Announcement bar with the free-shipping threshold', 'Top bar with a generic welcome', 'Top bar saying "Free shipping on orders over 50"', 'Knowing the threshold early shaped the basket from the first page.', 'Tell shoppers the free-shipping level on every page.'],
      ['Dynamic bar showing how much more for free shipping', 'Static free-shipping text', 'Bar updating with the amount left to reach free shipping', 'A goal that gets closer with each item motivates adding one more.', 'Show progress towards free shipping as the basket grows.'],
      ['Shipping promise in the header strip', 'Shipping terms on a help page', 'Header strip with delivery time and free-shipping level', 'Shipping cost was the first question; the strip answered it everywhere.', 'Answer the shipping question in the header strip.'],
    ],
    lessons: [
      ['The bar pushed the product grid below the fold on mobile and slowed browsing.', 'Keep announcement bars to one line and collapse them on scroll.'],
    ],
  },
  {
    key: 'usp-bar', section: 'global', element: 'USP bar', principle: 'Salience',
    facts: ['announcement-bar'], pages: ['home', 'product', 'category'], win: 0.55, uplift: 6, reach: 1, fit: ['retail'],
    wordings: [
      ['Strip of three service promises under the header', 'Promises only in the footer', 'Strip with "Free returns · 2-year warranty · Support 7 days"', 'Service promises seen early made every product page feel safer.', 'Put your strongest service promises in a strip under the header.'],
      ['Dismissible announcement bar', 'Permanent announcement bar', 'Announcement bar with a close button', 'Letting visitors close the bar removed irritation without losing the message.', 'Let visitors dismiss the announcement bar.'],
      ['Announcement bar linking to details', 'Unlinked bar text', 'Bar text linking to the offer terms', 'People who wanted details could check them at once.', 'Link announcement text to the details.'],
    ],
    lessons: [
      ['A strip of promises the competitors also made did not move anything.', 'Only put promises in the strip that set you apart.'],
    ],
  },
  {
    key: 'sticky-header', section: 'global', element: 'Sticky header', principle: 'Accessibility of action',
    facts: ['sticky-header', 'calls-to-action'], pages: ['landing', 'product', 'home'], win: 0.58, uplift: 9, reach: 2,
    wordings: [
      ['Sticky header with an always-visible button', 'Header that scrolls away', 'Header fixed to the top with a "Buy now" button', 'Readers who became convinced mid-page could act at once.', 'Keep the main action reachable while people scroll.'],
      ['Persistent top bar following the scroll', 'Action available only at top and bottom', 'Bar that stays in view with the key action', 'The moment of persuasion is unpredictable; a persistent action meets it.', 'Make the next step available at every scroll position.'],
      ['Fixed navigation bar on long pages', 'Static navigation', 'Navigation fixed at the top while scrolling', 'Visitors deep in the page could still move on without scrolling back.', 'Fix the navigation on long pages.'],
    ],
    lessons: [
      ['The sticky header took a fifth of the screen on phones and hid the content.', 'Make sticky headers compact, especially on mobile.'],
    ],
  },
  {
    key: 'shrinking-header', section: 'global', element: 'Mobile sticky header', principle: 'Screen economy',
    facts: ['sticky-header'], pages: ['product', 'category', 'home'], win: 0.55, uplift: 6, reach: 1,
    wordings: [
      ['Header that hides on scroll down and returns on scroll up', 'Header always fixed at full height', 'Header that slides away when scrolling down and back when scrolling up', 'Visitors got the screen back while reading and the menu when they wanted it.', 'On mobile, hide the header when scrolling down and show it on scroll up.'],
      ['Compact sticky header on mobile', 'Tall fixed header with logo and slogan', 'Slim fixed header with logo, search and basket', 'A slim bar kept the essentials without eating the screen.', 'Keep only the essentials in a fixed mobile header.'],
      ['Sticky search bar on category pages', 'Search in a scrolling header', 'Search field that stays at the top', 'Shoppers refined searches mid-scroll instead of giving up.', 'Keep search reachable on long listings.'],
    ],
    lessons: [
      ['Visitors found the appearing and disappearing header jumpy and tapped the wrong items.', 'Animate header changes gently and never move content under a finger.'],
    ],
  },
  {
    key: 'site-search', section: 'global', element: 'Site search', principle: 'Information foraging',
    facts: ['search-box'], pages: ['home', 'category'], win: 0.56, uplift: 8, reach: 2,
    wordings: [
      ['Prominent search box in the header', 'Search hidden behind a magnifier icon', 'Wide visible search field in the header', 'Visitors who know what they want reach it fastest by typing.', 'Show a full search field, not just an icon.'],
      ['Visible query field instead of a hidden lookup icon', 'Small icon that opens a lookup overlay', 'Open query field with example suggestions', 'People with a goal convert when the path to it is short.', 'Make typing a query the shortest path to any item.'],
      ['Search field with placeholder examples', 'Empty search field', 'Field with two example queries as placeholder', 'Examples showed what the search could handle.', 'Show example queries in the search field.'],
    ],
    lessons: [
      ['A prominent search box drew people into poor search results and they left.', 'Fix search quality before making the box prominent.'],
    ],
  },
  {
    key: 'search-autocomplete', section: 'global', element: 'Search autocomplete', principle: 'Recognition over recall',
    facts: ['search-box'], pages: ['home', 'category', 'product'], win: 0.6, uplift: 9,
    wordings: [
      ['Autocomplete suggestions in the search box', 'Search with no suggestions', 'Suggestions of products and categories while typing', 'Recognising the right suggestion is easier than spelling the exact term.', 'Suggest matches as people type.'],
      ['Product images in search suggestions', 'Text-only suggestions', 'Suggestions with thumbnails and prices', 'Pictures let people pick the right item straight from the suggestions.', 'Show images in search suggestions.'],
      ['Handling zero-result searches', '"No results" page', 'Page suggesting close matches and popular items', 'A dead end lost the visitor; alternatives kept them.', 'Never show an empty results page without alternatives.'],
    ],
    lessons: [
      ['Suggestions covered the page on mobile and were tapped by accident.', 'Keep suggestions short on mobile and easy to close.'],
    ],
  },
  {
    key: 'consent-banner', section: 'global', element: 'Consent banner', principle: 'Attention economy',
    facts: ['cookie-banner'], pages: ['home', 'landing'], win: 0.48, uplift: 5, reach: 2,
    wordings: [
      ['Slim consent banner instead of a full-screen overlay', 'Full-screen cookie overlay on arrival', 'Slim consent bar at the bottom edge', 'A blocking overlay spent the first seconds of attention on legal text.', 'Do not block the first view with consent dialogs.'],
      ['Bottom-edge privacy notice replacing the blocking modal', 'Modal that hides the page until closed', 'Unobtrusive notice that leaves the page readable', 'Visitors bounced less when they could see the page straight away.', 'Keep privacy notices from hiding the content.'],
      ['Plain-language cookie choices', 'Legal wording with many toggles', 'Two clear buttons and a short explanation', 'Plain words got a decision faster and fewer people left.', 'Write consent text in plain words with clear choices.'],
    ],
    lessons: [
      ['A slim banner was ignored and consent rates fell, reducing measurable traffic.', 'Make the banner noticeable without blocking the page, and keep choices clear.'],
    ],
  },
  {
    key: 'cookie-banner-cta', section: 'global', element: 'Cookie banner placement', principle: 'Visual hierarchy',
    facts: ['cookie-banner', 'calls-to-action'], pages: ['home', 'landing', 'product'], win: 0.6, uplift: 7,
    wordings: [
      ['Cookie banner that does not cover the main button', 'Banner covering the bottom third of the screen and the button', 'Compact banner placed so the main button stays visible', 'A banner over the button made the first click a chore.', 'Never let the consent banner cover the main call to action.'],
      ['Corner consent box instead of a bottom sheet on mobile', 'Bottom sheet over half the phone screen', 'Small box in the corner', 'The page stayed usable while the visitor decided.', 'On mobile, keep consent prompts small.'],
      ['Consent banner styled apart from page buttons', 'Banner buttons in the same style as the main button', 'Neutral banner buttons, distinct from the page\'s action', 'Visitors confused the banner with the offer.', 'Style consent buttons so they cannot be mistaken for the main action.'],
    ],
    lessons: [
      ['A smaller banner was overlooked and visitors scrolled with it still open, which slowed the page.', 'Size the banner so it is seen, then get it out of the way.'],
    ],
  },
  {
    key: 'live-chat', section: 'global', element: 'Live chat', principle: 'Reassurance',
    facts: ['chat-widget'], pages: ['product', 'pricing', 'checkout'], win: 0.49, uplift: 6, reach: 2,
    wordings: [
      ['Live chat widget on pricing and checkout pages', 'Contact form only', 'Chat bubble with a human agent available', 'Quick answers to last questions kept buyers from leaving.', 'Offer instant help where questions come up.'],
      ['Instant messaging support at the decision point', 'Email support with a 48-hour reply', 'Messaging panel staffed by advisers', 'Being able to ask someone right away reassured hesitant visitors.', 'Make a person reachable at the moment of doubt.'],
      ['Chat icon saying how fast replies come', 'Chat icon only', 'Chat icon with "Typically replies in 2 minutes"', 'Knowing a reply would be quick made people ask.', 'Tell visitors how fast they will get an answer.'],
    ],
    lessons: [
      ['Chat with slow replies did more harm than no chat.', 'Only offer chat when you can staff it; otherwise show a contact form that says honestly when a reply will come.'],
    ],
  },
  {
    key: 'proactive-chat', section: 'global', element: 'Proactive chat', principle: 'Reciprocity',
    facts: ['chat-widget'], pages: ['pricing', 'product', 'landing'], win: 0.38, uplift: 7, lose: 0.55,
    wordings: [
      ['Proactive chat invitation after 30 seconds on pricing', 'Passive chat icon', 'Chat opening with "Any questions about the plans?"', 'A timely offer of help on a hard decision started useful conversations.', 'Invite chat where decisions are hard, after visitors have had time to read.'],
      ['Chat popup on arrival against a delayed invitation', 'Chat opening immediately on every page', 'Chat invitation only after a minute on key pages', 'An instant popup felt pushy; a later one felt helpful.', 'Delay proactive chat until visitors show interest.'],
      ['Context-aware chat message', 'Generic "How can we help?"', 'Message naming the page: "Comparing plans? I can help."', 'A message that fitted what they were doing got replies.', 'Tailor chat invitations to the page.'],
    ],
    lessons: [
      ['The proactive popup covered the page on mobile and bounces rose.', 'Do not open chat windows proactively on phones.'],
      ['The invitation on every page annoyed visitors and lowered satisfaction.', 'Limit proactive chat to the one or two pages where questions cluster.'],
    ],
  },
  {
    key: 'chatbot-handoff', section: 'global', element: 'Chatbot', principle: 'Perceived control',
    facts: ['chat-widget'], pages: ['pricing', 'product', 'checkout'], win: 0.42, uplift: 5, lose: 0.45, reach: 1,
    wordings: [
      ['Chatbot with a visible "talk to a person" option', 'Chatbot with no way to reach a person', 'Chatbot offering a human at any time', 'People tolerated the bot once they knew they could escape it.', 'Always offer a way from the bot to a person.'],
      ['Answer buttons instead of free text in the bot', 'Free-text chatbot', 'Bot offering the five common questions as buttons', 'Buttons showed what the bot could answer and avoided dead ends.', 'Show what your bot can answer with suggested questions.'],
      ['Human chat against a chatbot on the pricing page', 'Chatbot', 'Human agents during office hours', 'Buyers with pricing questions wanted a person.', 'Use people for high-stakes questions, bots for simple ones.'],
    ],
    lessons: [
      ['The chatbot answered wrongly often enough to lose buyers.', 'Keep bots to questions they answer reliably; hand over the rest.'],
    ],
  },
  {
    key: 'contact-in-header', section: 'global', element: 'Contact details in header', principle: 'Credibility',
    facts: [], pages: ['home', 'product', 'landing'], win: 0.53, uplift: 6, fit: ['services', 'retail'],
    wordings: [
      ['Phone number in the header', 'Contact details only on the contact page', 'Phone number and opening hours in the header', 'A visible phone number signalled a real business people can reach.', 'Show that a real person can be reached.'],
      ['Click-to-call button on mobile', 'Phone number as plain text', 'Tap-to-call button in the mobile header', 'One tap replaced copying a number.', 'Make contact one tap on mobile.'],
      ['Physical address in the footer', 'No address', 'Address and company registration in the footer', 'A real address reassured first-time buyers.', 'Show your address and registration details.'],
    ],
    lessons: [
      ['A phone number in the header brought calls that the team could not handle.', 'Only promote the phone when you can answer it.'],
    ],
  },
  {
    key: 'footer-newsletter', section: 'global', element: 'Footer newsletter form', principle: 'Commitment',
    facts: ['forms'], pages: ['home', 'blog', 'product'], win: 0.48, uplift: 8, reach: 1,
    wordings: [
      ['Newsletter form in the footer with a clear benefit', 'Footer form saying "Newsletter"', 'Footer form saying "Get new guides every month"', 'Readers who reached the footer were engaged and said yes to a clear benefit.', 'Give the footer form a reason to subscribe.'],
      ['Footer with fewer link columns and a form', 'Footer with six link columns', 'Footer with three columns and a sign-up form', 'A leaner footer made the form stand out.', 'Trim the footer so its key action is visible.'],
      ['Single-field footer sign-up', 'Footer form with name and email', 'Footer form with email only', 'A single field was filled far more often.', 'Ask only for the email in footer forms.'],
    ],
    lessons: [
      ['Few visitors reached the footer, so the change could not show an effect.', 'Place sign-up offers where visitors actually are, such as after articles.'],
    ],
  },
  {
    key: 'currency-detect', section: 'global', element: 'Currency selector', principle: 'Processing fluency',
    facts: [], pages: ['home', 'product', 'checkout'], win: 0.6, uplift: 8, fit: ['retail', 'services'], reach: 1,
    wordings: [
      ['Prices in the visitor\'s local currency', 'Prices in one foreign currency', 'Prices converted to the visitor\'s currency', 'Converting prices in their head made foreign buyers hesitate.', 'Show prices in the visitor\'s own currency.'],
      ['Country and language detected with an easy switch', 'Visitor must pick a country first', 'Country detected, with a small switch', 'Removing a gate sped up the first visit.', 'Detect the locale and let people change it, rather than asking first.'],
      ['Local delivery information by country', 'One global delivery page', 'Delivery time and cost for the visitor\'s country', 'International buyers feared customs and costs; local details answered that.', 'Give local delivery and duty information.'],
    ],
    lessons: [
      ['Automatic currency conversion showed odd-looking prices that felt arbitrary.', 'Set rounded local prices rather than raw conversions.'],
    ],
  },
  {
    key: 'exit-overlay-newsletter', section: 'global', element: 'Newsletter popup', principle: 'Interruption cost',
    facts: ['forms'], pages: ['home', 'blog', 'category'], win: 0.35, uplift: 10, lose: 0.55,
    wordings: [
      ['Delayed newsletter popup against one on arrival', 'Popup on arrival', 'Popup after 45 seconds or half the page read', 'An immediate popup interrupted people before they cared.', 'Ask for the email after visitors show interest, not on arrival.'],
      ['Removing the newsletter popup entirely', 'Newsletter popup on every visit', 'No popup, inline form instead', 'The popup collected emails but cost purchases.', 'Weigh popup sign-ups against lost sales.'],
      ['Slide-in box instead of a modal popup', 'Modal popup blocking the page', 'Small slide-in box in the corner', 'A slide-in asked without blocking.', 'Prefer slide-ins to blocking popups.'],
    ],
    lessons: [
      ['The popup on arrival raised bounces, most of all on mobile.', 'Never block the page on arrival; use inline forms or a late slide-in.'],
    ],
  },
  {
    key: 'consent-choices', section: 'global', element: 'Consent choices', principle: 'Transparency',
    facts: ['cookie-banner'], pages: ['home', 'landing', 'product'], win: 0.35, uplift: 4, lose: 0.25, reach: 1,
    wordings: [
      ['Equal "Accept" and "Reject" buttons on the cookie banner', 'Large accept button and a hidden reject link', 'Two equal buttons', 'Fair choices cost some consent but no sales, and complaints stopped.', 'Offer equal accept and reject choices; sales do not depend on a tricked consent.'],
      ['Consent banner asked after the first interaction', 'Banner on arrival', 'Banner after the first scroll or click', 'Visitors saw the page before being asked and bounced less.', 'Let visitors see the page before asking for consent, where the law allows.'],
      ['Short purpose list in the cookie banner', 'Banner with legal text', 'Banner listing three purposes in plain words', 'Knowing what the cookies were for made people more willing to accept.', 'Tell visitors in plain words what consent is for.'],
    ],
    lessons: [
      ['Changing the consent choices made no difference to sales, only to consent rates.', 'Judge consent banners on consent quality and bounce, not on conversion.'],
    ],
  },
];
