import type { DemoIdea } from '../idea';

/** Tests of educational and supporting content: FAQ, articles, guides, webinars, case studies. */
export const RESOURCES_IDEAS: DemoIdea[] = [
  {
    key: 'faq-objections', section: 'resources', element: 'FAQ section', principle: 'Objection handling',
    facts: ['faq'], pages: ['product', 'pricing', 'landing'], win: 0.6, uplift: 8, reach: 2,
    wordings: [
      ['FAQ answering the top objections near the price', 'No FAQ on the page', 'Five questions and answers about cost, cancelling and support', 'Unanswered doubts end sales; answering them in place keeps people.', 'Answer the common doubts where they arise.'],
      ['Questions-and-answers block addressing purchase worries', 'Help centre reachable only from the footer', 'Expandable answers to the usual worries on the page', 'Resolving worries on the spot removed reasons to leave.', 'Resolve hesitation without sending people away.'],
      ['FAQ built from sales and support questions', 'FAQ written by marketing', 'FAQ using the exact questions prospects asked sales', 'Real questions in the visitors\' own words were recognised and read.', 'Build the FAQ from the questions prospects really ask.'],
    ],
    lessons: [
      ['An FAQ full of marketing questions ("Why are we the best?") was ignored.', 'Only list questions real prospects ask, answered plainly.'],
    ],
  },
  {
    key: 'faq-accordion', section: 'resources', element: 'FAQ layout', principle: 'Progressive disclosure',
    facts: ['faq'], pages: ['pricing', 'product', 'resource'], win: 0.5, uplift: 5, lose: 0.3,
    wordings: [
      ['Accordion FAQ instead of all answers open', 'All answers printed in full', 'Questions collapsed in an accordion', 'Scanning the questions first let people find theirs quickly.', 'Collapse FAQ answers so the questions can be scanned.'],
      ['Top three answers open by default', 'Every answer collapsed', 'First three answers open, the rest collapsed', 'The most asked answers were read without a click.', 'Open the most asked answers by default.'],
      ['FAQ grouped by topic', 'Long single list of questions', 'Questions grouped under billing, delivery, account', 'Groups let people skip to their topic.', 'Group long FAQs by topic.'],
    ],
    lessons: [
      ['Collapsed answers hid the key reassurance and fewer people saw it.', 'Keep your most important reassurance visible, not inside an accordion.'],
    ],
  },
  {
    key: 'pricing-faq', section: 'resources', element: 'Pricing FAQ', principle: 'Risk reduction',
    facts: ['faq'], pages: ['pricing'], win: 0.62, uplift: 9, fit: ['digital', 'services'],
    wordings: [
      ['FAQ about billing and cancelling under the plans', 'Pricing page without FAQ', 'Questions on billing, upgrades and cancelling below the plans', 'Worries about being locked in stopped people at the pricing page.', 'Answer billing and cancellation questions on the pricing page.'],
      ['"Can I cancel anytime?" answered beside the plans', 'Cancellation terms in the terms of service', 'One-line answer next to the plans', 'Fear of commitment was the main pricing objection.', 'Put the cancellation answer next to the price.'],
      ['Plan-change questions answered on pricing', 'No information on changing plans', 'Answers on switching plans and what happens to data', 'Knowing they could change later made choosing a plan easier.', 'Tell buyers that a plan choice can be changed.'],
    ],
    lessons: [
      ['A long FAQ pushed the plans down and made pricing look complicated.', 'Keep the pricing FAQ short and below the plans.'],
    ],
  },
  {
    key: 'content-offer', section: 'resources', element: 'Content offer', principle: 'Reciprocity',
    facts: ['forms'], pages: ['blog', 'resource'], win: 0.55, uplift: 12,
    wordings: [
      ['Free guide offered at the end of blog articles', 'Articles ending without any offer', 'Downloadable guide offered after each article', 'Receiving something useful for free makes readers want to give back.', 'Give a valuable resource before asking for anything.'],
      ['Complimentary checklist in exchange for an email address', 'Newsletter box saying "Subscribe"', 'Checklist readers get by leaving their address', 'A concrete gift beat an abstract request to subscribe.', 'Offer a concrete gift instead of a bare subscription.'],
      ['Topic-matched guide in each article', 'Same offer on every article', 'Guide matched to the article\'s topic', 'An offer on the topic they were reading about felt like the next step.', 'Match the offer to the article\'s topic.'],
    ],
    lessons: [
      ['Gating the guide behind a long form lost most readers.', 'Ask only for an email to download a guide.'],
    ],
  },
  {
    key: 'case-studies', section: 'resources', element: 'Case studies', principle: 'Narrative transportation',
    facts: [], pages: ['resource', 'landing', 'home'], win: 0.53, uplift: 9,
    wordings: [
      ['Customer case studies linked from the homepage', 'No customer stories', 'Three short customer stories with results', 'Stories let prospects picture their own success.', 'Tell stories of customers who succeeded.'],
      ['Success stories told as narratives', 'Bullet list of outcomes', 'Narrative of one client\'s journey and outcome', 'A narrative absorbed readers more than a list of numbers.', 'Turn results into a story with a protagonist.'],
      ['Case study filter by company size', 'Case studies in one list', 'Filter by company size and sector', 'Prospects looked for a story like their own.', 'Let prospects find the case study closest to their situation.'],
    ],
    lessons: [
      ['Long case studies were rarely finished; the results were at the end.', 'Put the result at the top of every case study.'],
    ],
  },
  {
    key: 'webinar-invite', section: 'resources', element: 'Webinar invitation', principle: 'Commitment and consistency',
    facts: [], pages: ['resource', 'landing'], win: 0.5, uplift: 7, fit: ['digital', 'services'],
    wordings: [
      ['Invitation to a live webinar in the resources area', 'Recorded videos only', 'Invitation to a scheduled live session', 'Signing up for a date is a small commitment that leads to larger ones.', 'Invite prospects to a small first commitment.'],
      ['Scheduled online workshop instead of on-demand recordings', 'Library of on-demand recordings', 'Sign-up for an upcoming online workshop', 'A date in the calendar made people show up and engage.', 'Ask for a small scheduled step before the sale.'],
      ['Webinar page with agenda and speaker', 'Webinar page with a title only', 'Page with agenda, speaker photo and what attendees learn', 'Knowing what they would learn and from whom drove registrations.', 'Tell people what they will learn and who teaches it.'],
    ],
    lessons: [
      ['Live sessions at one time excluded other time zones; recordings did better.', 'Offer recordings alongside live sessions.'],
    ],
  },
  {
    key: 'reading-time', section: 'resources', element: 'Reading time label', principle: 'Effort heuristic',
    facts: ['article-cards'], pages: ['blog'], win: 0.45, uplift: 5, lose: 0.25,
    wordings: [
      ['Estimated reading time on articles', 'Articles without length information', '"5 min read" label under the article title', 'Knowing the effort in advance made readers start and finish.', 'Tell readers how long an article takes.'],
      ['Minutes-to-read label on blog posts', 'Posts with no hint of their length', 'Label giving the minutes a post takes', 'A known, small cost made starting easier.', 'Announce the time cost of content up front.'],
      ['Reading time on blog cards in the listing', 'Cards with title and image only', 'Cards with title, image and reading time', 'Readers picked articles that fit the time they had.', 'Show reading time on article cards.'],
    ],
    lessons: [
      ['Long reading times ("18 min read") put readers off starting.', 'For long pieces, add a summary at the top instead of leading with the time.'],
    ],
  },
  {
    key: 'article-dates', section: 'resources', element: 'Article dates', principle: 'Recency',
    facts: ['article-cards'], pages: ['blog', 'resource'], win: 0.52, uplift: 5, lose: 0.35, reach: 1,
    wordings: [
      ['Publication and update dates on article cards', 'Cards without dates', 'Cards with "Updated March 2026"', 'Readers trusted current content and skipped what looked stale.', 'Show when content was last updated.'],
      ['"Updated" date instead of the original date', 'Original publication date from years ago', 'Date of the latest review', 'An old date made a still-correct article look outdated.', 'Keep evergreen content reviewed and show the review date.'],
      ['Removing dates from evergreen guides', 'Dates on every guide', 'No dates on evergreen guides', 'Dates made timeless guides look old; removing them kept readers.', 'Date news; let evergreen guides stand undated or show the review date.'],
    ],
    lessons: [
      ['Removing dates made readers doubt the content was current.', 'Show a review date rather than hiding dates.'],
    ],
  },
  {
    key: 'article-thumbnails', section: 'resources', element: 'Article thumbnails', principle: 'Visual salience',
    facts: ['article-cards'], pages: ['blog', 'home'], win: 0.55, uplift: 6,
    wordings: [
      ['Blog cards with thumbnails instead of a text list', 'List of article titles', 'Cards with an image, title and one-line summary', 'Images and summaries helped readers choose what to read.', 'Give article listings images and a short summary.'],
      ['Topic tags on article cards', 'Cards without topics', 'Cards with one topic tag', 'Readers scanned for their topic and clicked more.', 'Tag article cards with their topic.'],
      ['Author photo on article cards', 'Cards without author', 'Cards with the author\'s photo and name', 'A person behind the article made it feel more credible.', 'Show who wrote each article.'],
    ],
    lessons: [
      ['Generic stock thumbnails added nothing and slowed the listing.', 'Use thumbnails that say something about the article, or none.'],
    ],
  },
  {
    key: 'related-articles', section: 'resources', element: 'Related articles', principle: 'Information scent',
    facts: ['article-cards'], pages: ['blog', 'resource'], win: 0.57, uplift: 7,
    wordings: [
      ['Related articles at the end of each post', 'Posts ending with comments only', 'Three related articles after each post', 'Readers who finished an article wanted the next step on the topic.', 'Offer the next article on the same topic at the end of each post.'],
      ['Series navigation for multi-part guides', 'Parts of a guide as separate posts', 'Series box linking all parts with progress', 'Readers completed more of the series when they could see its parts.', 'Link the parts of a series together.'],
      ['Product link inside relevant articles', 'Articles without mention of the product', 'One relevant product mention where it helps', 'Readers with the problem welcomed a pointer to the solution.', 'Link to the product where the article reaches the problem it solves.'],
    ],
    lessons: [
      ['Related links chosen by date, not topic, were ignored.', 'Choose related articles by topic.'],
    ],
  },
  {
    key: 'in-article-cta', section: 'resources', element: 'In-article call to action', principle: 'Contextual relevance',
    facts: ['calls-to-action'], pages: ['blog', 'resource'], win: 0.56, uplift: 10,
    wordings: [
      ['Call to action inside the article instead of only in the sidebar', 'Banner in the sidebar', 'Short call to action box after the article\'s key section', 'Readers ignore sidebars; an offer inside the text was seen.', 'Put the call to action inside the content, not in the sidebar.'],
      ['Topic-specific call to action in each post', 'Same banner on every post', 'Call to action tailored to the post\'s topic', 'A relevant offer felt like help, not advertising.', 'Tailor the offer to the article.'],
      ['Text link call to action against a banner', 'Banner advertisement style box', 'Plain sentence with a link in the article', 'Banner-like boxes were skipped out of habit.', 'Avoid banner styles that readers skip by habit.'],
    ],
    lessons: [
      ['Calls to action early in the article interrupted reading and were ignored.', 'Place the call to action after the article has delivered value.'],
    ],
  },
  {
    key: 'help-search', section: 'resources', element: 'Help centre search', principle: 'Self-service',
    facts: ['search-box'], pages: ['resource'], win: 0.58, uplift: 7, reach: 1,
    wordings: [
      ['Search box at the top of the help centre', 'Help centre with category links only', 'Large search box with popular questions below', 'Visitors with a question typed it instead of browsing.', 'Lead the help centre with search.'],
      ['Suggested answers while typing a support request', 'Plain contact form', 'Form suggesting answers as the question is typed', 'Many visitors found the answer before sending the request.', 'Suggest answers before people submit a support request.'],
      ['Popular questions under the help search', 'Search box alone', 'Five popular questions listed under the search', 'Most visitors had one of a few common questions.', 'Show the most common questions right away.'],
    ],
    lessons: [
      ['The help search returned poor matches and people gave up.', 'Tune help search with the questions people actually type.'],
    ],
  },
  {
    key: 'resource-hub', section: 'resources', element: 'Resource hub categories', principle: 'Information scent',
    facts: ['category-tiles'], pages: ['resource', 'blog'], win: 0.54, uplift: 6, reach: 1,
    wordings: [
      ['Resource hub organised by topic tiles', 'Chronological list of all content', 'Topic tiles with the best content for each', 'Readers looked for a topic, not for the latest post.', 'Organise resources by topic.'],
      ['"Start here" guides for beginners', 'All content treated equally', 'Beginner guides highlighted at the top', 'Newcomers needed a starting point in a large library.', 'Point beginners to a starting guide.'],
      ['Filtering resources by format', 'Mixed list of videos, guides and webinars', 'Filters for format and topic', 'Some readers wanted video, others text; filters served both.', 'Let readers filter resources by format.'],
    ],
    lessons: [
      ['Too many topic tiles made the hub look like a maze.', 'Keep six to eight topics; merge the rest.'],
    ],
  },
  {
    key: 'calculator', section: 'resources', element: 'Interactive calculator', principle: 'Self-persuasion',
    facts: ['forms'], pages: ['landing', 'resource', 'pricing'], win: 0.6, uplift: 11, fit: ['services', 'digital'],
    wordings: [
      ['Savings calculator on the landing page', 'Claims about savings', 'Calculator showing savings from the visitor\'s own numbers', 'A figure people worked out themselves convinced more than any claim.', 'Let visitors calculate their own benefit.'],
      ['Cost estimator before the quote form', 'Quote form only', 'Estimator giving a price range first', 'A range answered the price question and made the quote form feel safe.', 'Give an estimate before asking for contact details.'],
      ['ROI calculator with a shareable result', 'Calculator result shown once', 'Result that can be emailed or shared with colleagues', 'Buyers needed to convince colleagues; the shareable result helped them.', 'Help buyers share the business case with others.'],
    ],
    lessons: [
      ['The calculator asked for contact details before showing a result, and most people left.', 'Show the result first; ask for details to send it.'],
    ],
  },
  {
    key: 'author-bio', section: 'resources', element: 'Author bio', principle: 'Credibility',
    facts: ['team', 'people-images'], pages: ['blog', 'resource'], win: 0.52, uplift: 5, lose: 0.3,
    wordings: [
      ['Author bio with photo and credentials on articles', 'Articles by "Editorial team"', 'Articles signed by a named author with photo and credentials', 'Readers trusted advice from a named expert.', 'Sign articles with a real author and their credentials.'],
      ['Reviewed-by expert line on guides', 'Guides without review information', '"Reviewed by a certified adviser" with name', 'An expert review reassured readers about accuracy.', 'Show who checked the content.'],
      ['Author expertise near the headline', 'Author bio at the end', 'Short credentials line under the headline', 'Credibility shown early changed how the article was read.', 'Establish the author\'s expertise before the content.'],
    ],
    lessons: [
      ['Author bios made no difference to sign-ups; readers came for answers.', 'Keep bios short and focus on the content.'],
    ],
  },
  {
    key: 'blog-newsletter', section: 'resources', element: 'Blog newsletter form', principle: 'Reciprocity',
    facts: ['forms'], pages: ['blog'], win: 0.54, uplift: 10, reach: 1,
    wordings: [
      ['Newsletter form after the article instead of in the sidebar', 'Sidebar newsletter form', 'Inline form after the last paragraph', 'Readers who finished an article were ready to hear more.', 'Ask for the subscription when the reader has finished.'],
      ['Sign-up promising more on the article\'s topic', 'Generic newsletter form', 'Form promising more articles on the same topic', 'A promise matched to their interest won subscribers.', 'Promise more of what the reader just enjoyed.'],
      ['Subscriber count on the blog form', 'Form without proof', 'Form with "Join 12,000 readers"', 'A community of readers made joining feel safe.', 'Show how many readers already subscribe.'],
    ],
    lessons: [
      ['Forms both mid-article and at the end felt pushy and sign-ups did not rise.', 'One well-placed form beats several.'],
    ],
  },
  {
    key: 'tutorial-videos', section: 'resources', element: 'Tutorial videos', principle: 'Self-efficacy',
    facts: ['video'], pages: ['resource', 'blog'], win: 0.55, uplift: 7, fit: ['digital', 'retail'],
    wordings: [
      ['Short tutorial videos in the help centre', 'Text-only help articles', 'Help articles with a two-minute video each', 'Watching someone do it made people confident they could.', 'Add short videos to the help articles people struggle with.'],
      ['Video walkthroughs for the first week', 'Onboarding emails with text', 'Series of short walkthrough videos', 'New customers who watched them used more of the product.', 'Show new customers how, in short videos.'],
      ['How-to video beside the written guide', 'Written guide only', 'Guide with a short video of the key step', 'The hardest step was easier to follow on video.', 'Film the hardest step, write the rest.'],
    ],
    lessons: [
      ['Videos without captions were skipped by people reading at work.', 'Caption every tutorial and keep a text version.'],
    ],
  },
];
