import type { DemoIdea } from '../idea';

/** Tests of the first message block: headline, hero image or video, the first call to action. */
export const HERO_IDEAS: DemoIdea[] = [
  {
    key: 'hero-benefit-headline', section: 'hero', element: 'Hero headline', principle: 'Value proposition clarity',
    facts: ['headline'], pages: ['home', 'landing'], win: 0.62, uplift: 14, reach: 3,
    wordings: [
      ['Benefit-led hero headline instead of the brand slogan', 'Headline repeating the company slogan', 'Headline stating the main outcome customers get', 'Visitors decide in seconds; a headline naming the outcome answers "what is in it for me" at once.', 'Lead the first screen with the concrete result the product delivers, not with a tagline.'],
      ['Outcome-focused main heading beats clever wordplay', 'Witty pun as the top heading', 'Plain heading describing what the product achieves', 'Clever copy made newcomers guess what was offered; plain words removed the guesswork.', 'Say plainly what the product does for the reader in the top heading.'],
      ['Result-first H1 replacing a mission statement', 'H1 with the mission statement of the firm', 'H1 naming the result a customer gets in the first week', 'A mission statement talks about the firm; the reader wanted to hear about their own gain.', 'Write the H1 about the reader\'s gain, not about the company.'],
    ],
    lessons: [
      ['The benefit headline lost because it promised a generic gain that every rival also claims; the slogan at least was memorable.', 'Make the benefit specific to this product before replacing a known slogan.'],
      ['No difference: the page\'s traffic came from branded searches and already knew what was on offer.', 'Test headline clarity on pages that get cold traffic, where first-time visitors land.'],
    ],
  },
  {
    key: 'hero-what-it-is', section: 'hero', element: 'Value proposition statement', principle: 'Value proposition clarity',
    facts: ['headline'], pages: ['home', 'landing'], win: 0.68, uplift: 16, reach: 2,
    wordings: [
      ['Headline that names what the product is', 'Abstract headline ("Work, reimagined")', 'Headline naming the product category and who it is for', 'Visitors who could not tell what was sold within five seconds left; naming the category fixed that.', 'Name what you sell and for whom in the first line people read.'],
      ['Saying what the product does above the fold', 'First screen with an inspirational tagline and no description', 'First screen with one sentence explaining what the product does', 'A page that never says what the product does makes newcomers do the work; most will not.', 'Pass the five-second test: a stranger must be able to say what you offer.'],
      ['Plain one-line explanation under the logo', 'Brand name and a mood image only', 'One-line explanation of the offer in everyday words', 'Unclear value propositions are the most common reason first-time visitors bounce.', 'State the offer in words a newcomer would use to describe it.'],
    ],
    lessons: [
      ['The plain description lost where the audience already knew the brand: it read as a downgrade of a strong identity.', 'Keep a known brand line and add the plain description as the subheadline instead.'],
    ],
  },
  {
    key: 'hero-specific-numbers', section: 'hero', element: 'Hero subheadline', principle: 'Specificity',
    facts: ['headline'], pages: ['home', 'landing', 'product'], win: 0.57, uplift: 9, reach: 2,
    wordings: [
      ['Specific numbers in the subheadline', 'Vague subheadline about quality', 'Subheadline with exact figures, such as "ready in 2 days" and "4,000 reviews"', 'Concrete figures are believed more than general praise.', 'Replace vague adjectives with exact figures under the headline.'],
      ['Precise claims beat generic promises below the title', 'Generic promise of the best quality', 'Precise claim with a measurable detail', 'Measurable details made the promise credible.', 'Quantify the promise beneath the title.'],
      ['Odd, exact figure instead of a rounded one in the hero', 'Claim of "thousands of happy customers"', 'Claim of "12,417 customers since 2019"', 'An exact, non-round number looks counted rather than invented.', 'Use exact figures; round numbers read as marketing.'],
    ],
    lessons: [
      ['The numbers were too small to impress (a few hundred customers) and drew attention to the firm\'s size.', 'Only put a figure in the hero when it is impressive for the audience; otherwise lead with the benefit.'],
    ],
  },
  {
    key: 'hero-headline-length', section: 'hero', element: 'Headline length', principle: 'Processing fluency',
    facts: ['headline'], pages: ['home', 'landing'], win: 0.46, uplift: 7, lose: 0.35,
    wordings: [
      ['Short headline of six words instead of a long sentence', 'Headline of 22 words explaining every feature', 'Headline of six words with the details moved to the subheadline', 'A headline read at a glance lets the subheadline carry the detail.', 'Keep the headline short enough to read in one glance; move details below it.'],
      ['Cutting the main heading to one line', 'Main heading wrapping over three lines on mobile', 'Main heading that fits on one line on a phone', 'On small screens a long heading pushed the button below the fold.', 'Check that the heading and the button both fit on the first phone screen.'],
      ['Long, descriptive headline against a punchy short one', 'Punchy three-word headline', 'Descriptive headline saying what, for whom and why', 'Short is not always clear: the descriptive version won where the product was unfamiliar.', 'Choose headline length by how familiar the offer is: new categories need words.'],
    ],
    lessons: [
      ['Shortening the headline removed the only line that said what the product was, and sign-ups fell.', 'Shorten by cutting adjectives, never by cutting what the product is.'],
      ['Length made no measurable difference; clarity did, in a later test.', 'Test what the headline says before testing how long it is.'],
    ],
  },
  {
    key: 'hero-question-headline', section: 'hero', element: 'Headline format', principle: 'Curiosity gap',
    facts: ['headline'], pages: ['landing', 'home'], win: 0.3, uplift: 5, lose: 0.4, reach: 1,
    wordings: [
      ['Question headline instead of a statement', 'Statement headline naming the benefit', 'Headline asking "Tired of chasing invoices?"', 'A question only works when readers answer yes; others feel it is not for them.', 'Use a question headline only for a pain most of your visitors share.'],
      ['Asking the visitor\'s problem in the main heading', 'Main heading stating the solution', 'Main heading phrased as the visitor\'s problem', 'Naming the pain can hook the right visitors but loses everyone else.', 'Prefer stating the outcome; reserve problem questions for tightly targeted traffic.'],
      ['Curiosity headline that withholds the answer', 'Direct headline with the promise', 'Teaser headline ("The one thing top sellers do differently")', 'Curiosity earned clicks on ads but not trust on a landing page.', 'On landing pages, deliver the answer; keep teasers for ads and emails.'],
    ],
    lessons: [
      ['The question headline lost: visitors who did not share the problem assumed the page was not for them.', 'State the benefit plainly; ask questions lower on the page, in the FAQ.'],
      ['Curiosity produced more scrolling but not more sign-ups.', 'Measure headline tests on conversions, not on scroll depth.'],
    ],
  },
  {
    key: 'hero-message-match', section: 'hero', element: 'Hero message match', principle: 'Consistency',
    facts: ['headline'], pages: ['landing'], win: 0.66, uplift: 15,
    wordings: [
      ['Landing headline matching the ad that brought the visitor', 'Same generic headline for every campaign', 'Headline repeating the promise of the ad clicked', 'Visitors check in a second that they arrived where the ad promised; a match keeps them.', 'Repeat the promise of the ad or link in the landing headline.'],
      ['Message match between search ad and hero', 'Hero unrelated to the search term', 'Hero echoing the words of the search ad', 'A mismatch between ad and page feels like a bait-and-switch.', 'Make the first words people see echo the words they clicked.'],
      ['Campaign-specific hero copy', 'One home page hero used for all traffic', 'Hero copy written for each campaign', 'Continuity from ad to page lowered bounces more than any design change.', 'Give each major campaign its own hero copy.'],
    ],
    lessons: [
      ['With little paid traffic the campaign-specific hero reached too few visitors to move the total.', 'Invest in message match where paid or email traffic is large.'],
    ],
  },
  {
    key: 'hero-static-vs-carousel', section: 'hero', element: 'Hero carousel', principle: 'Cognitive load',
    facts: ['carousel'], pages: ['home'], win: 0.64, uplift: 10, reach: 3,
    wordings: [
      ['Static hero replacing an auto-rotating carousel', 'Carousel rotating five slides every four seconds', 'One static banner with a single message', 'Moving slides split attention and most visitors never saw slide two.', 'Replace rotating sliders with one fixed message.'],
      ['Stopping the slideshow at the top of the homepage', 'Slideshow cycling through several offers', 'A fixed picture with one offer', 'Motion at the top distracted people from reading.', 'Do not make the opening area move on its own.'],
      ['Single hero message against a five-slide slider', 'Slider with five promotions competing for the top spot', 'One promotion chosen for the top, the others moved below', 'Slides after the first got a small share of the clicks; the slider mostly hid content.', 'Pick one message for the top spot and give the others their own space lower down.'],
    ],
    lessons: [
      ['The slider won where returning visitors came for new arrivals: they used the slides to see what changed.', 'Keep a slider only if your analytics show later slides get clicked; otherwise use one message.'],
      ['No difference: almost nobody interacted with either version, because the page\'s traffic went straight to search.', 'Put effort where visitors act: check what people do on the first screen before redesigning it.'],
    ],
  },
  {
    key: 'hero-carousel-controls', section: 'hero', element: 'Carousel controls', principle: 'User control',
    facts: ['carousel'], pages: ['home', 'category'], win: 0.55, uplift: 6, lose: 0.3,
    wordings: [
      ['Carousel that waits for the visitor instead of autoplay', 'Slides advancing automatically every three seconds', 'Slides that change only when the visitor clicks the arrows', 'Slides that move before people finish reading frustrate them; manual control lets them read.', 'If you keep a carousel, let the visitor move it; switch autoplay off.'],
      ['Pausing the slider on hover and adding a pause button', 'Slider that cannot be stopped', 'Slider that pauses on hover and has a visible pause button', 'Motion people cannot stop hurts reading and accessibility.', 'Give every moving element a pause control.'],
      ['Visible arrows and labelled dots on the slideshow', 'Tiny unlabelled dots as the only control', 'Large arrows and dots labelled with each slide\'s topic', 'Labelled dots turned a guessing game into a menu of topics.', 'Label carousel dots with what each slide holds.'],
    ],
    lessons: [
      ['Manual control made later slides even less seen: few people clicked the arrows.', 'If slides need to be seen, do not hide them in a carousel; lay them out as tiles.'],
    ],
  },
  {
    key: 'hero-single-cta', section: 'hero', element: 'Hero call to action', principle: "Hick's law",
    facts: ['calls-to-action'], pages: ['home', 'landing'], win: 0.6, uplift: 11, reach: 3,
    wordings: [
      ['One primary button in the hero instead of three', 'Three equal buttons under the headline', 'A single prominent button with one next step', 'Fewer options shortened the decision and more visitors moved on.', 'Offer one obvious next step at the top of the page.'],
      ['Removing competing choices from the opening banner', 'Opening banner with several links and buttons', 'Opening banner with one clear action', 'Every extra choice slows people down; a lone action got more clicks.', 'Cut the opening banner down to a lone action.'],
      ['Primary plus quiet secondary action instead of equal buttons', 'Two buttons of the same size and colour', 'One filled primary button and a plain text link for the alternative', 'Equal buttons ask the visitor to choose; a clear primary makes the choice for them.', 'Make one call to action visually dominant and demote the rest.'],
    ],
    lessons: [
      ['Removing the second button lost: half the visitors wanted the other path (pricing) and now had to hunt for it.', 'Keep a second path when visitors arrive with two distinct intents, but make it visually secondary.'],
    ],
  },
  {
    key: 'hero-secondary-link', section: 'hero', element: 'Secondary call to action', principle: 'Visual hierarchy',
    facts: ['calls-to-action'], pages: ['home', 'landing'], win: 0.52, uplift: 6, lose: 0.35,
    wordings: [
      ['Ghost button for the secondary action', 'Two solid buttons side by side', 'Solid primary button and an outlined ghost button for "Learn more"', 'A clear visual hierarchy told people which step mattered most.', 'Style secondary actions as outlines or links so the primary stands out.'],
      ['Demoting "Watch the video" to a text link', 'Video button as prominent as the sign-up button', 'Sign-up button plus a small "or watch a 2-minute video" link', 'The video path stole clicks that never came back to sign up.', 'Do not let a secondary path compete with the primary action.'],
      ['Adding a low-commitment second option beside the main button', 'Only "Buy now" in the hero', '"Buy now" plus a lighter "See how it works" link', 'Visitors not ready to buy had somewhere to go instead of leaving.', 'Offer a softer next step for visitors who are not ready to commit.'],
    ],
    lessons: [
      ['The ghost button was so faint on mobile that people missed the option entirely and used the menu instead.', 'Check secondary actions for visibility on small screens; faint is not the same as secondary.'],
    ],
  },
  {
    key: 'hero-cta-copy', section: 'hero', element: 'Hero button copy', principle: 'Clarity',
    facts: ['calls-to-action'], pages: ['home', 'landing', 'pricing'], win: 0.55, uplift: 9, reach: 2,
    wordings: [
      ['Specific button text instead of "Submit"', 'Button labelled "Submit"', 'Button labelled "See my options"', 'A label that says what happens next removes hesitation before the click.', 'Label buttons with the result of clicking, not the mechanics.'],
      ['"Start free trial" replacing "Get started"', 'Vague "Get started" button', 'Button naming the free trial', 'Visitors hesitate when they do not know where a button leads or what it costs.', 'Name the offer and its cost (free) on the button itself.'],
      ['Value-led call to action copy in the hero', '"Sign up" button', '"See my savings" button', 'Copy that restates the value turns the click into getting something rather than giving something.', 'Write button copy about what the visitor gets.'],
    ],
    lessons: [
      ['The longer, specific label wrapped onto two lines on phones and looked broken.', 'Keep specific labels under about four words so they fit one line on mobile.'],
      ['"Start free trial" lost to "Get started" because the trial required a card, and the label set a wrong expectation.', 'Only promise "free" on a button if the next step really asks for nothing.'],
    ],
  },
  {
    key: 'hero-human-photo', section: 'hero', element: 'Hero image', principle: 'Face-ism',
    facts: ['people-images'], pages: ['home', 'landing'], win: 0.5, uplift: 9, reach: 2,
    wordings: [
      ['Photo of a real customer in the hero image', 'Abstract illustration behind the headline', 'Photo of a smiling customer using the product', 'Faces draw the eye and make the offer feel personal.', 'Use a genuine person enjoying the product as the lead picture.'],
      ['Real people replacing stock imagery in the first screen', 'Glossy stock photo of models in an office', 'Unposed photo of actual customers', 'Visitors recognise stock photos and discount them; real people looked credible.', 'Use photos of your real customers or staff instead of stock models.'],
      ['Human face versus product-only hero picture', 'Product shot on a white background', 'Person holding and using the product', 'A person in the picture helped visitors imagine themselves using it.', 'Show the product in a person\'s hands, in use.'],
    ],
    lessons: [
      ['The face pulled attention away from the headline and the button; eye-tracking showed people stared at it.', 'If you add a face, make sure it does not compete with the headline; test its size and position.'],
      ['Real customer photos of poor quality looked amateur and lowered trust.', 'Real beats stock only when the photo quality is good; invest in the shoot.'],
    ],
  },
  {
    key: 'hero-gaze-cue', section: 'hero', element: 'Directional cue', principle: 'Gaze cueing',
    facts: ['people-images'], pages: ['landing', 'home'], win: 0.53, uplift: 7, lose: 0.35, reach: 1,
    wordings: [
      ['Model looking at the sign-up form instead of the camera', 'Person in the photo looking straight at the viewer', 'Same person looking towards the form', 'People follow the gaze of a pictured person towards the next step.', 'If a face is shown, have it look at the thing you want read or clicked.'],
      ['Arrow pointing to the call to action', 'Button without any visual cue', 'Hand-drawn arrow leading from the headline to the button', 'A directional cue shortened the path of the eye to the action.', 'Use a subtle directional cue towards the main action.'],
      ['Gaze direction of the hero portrait', 'Portrait facing away from the copy', 'Portrait facing the headline and button', 'A face turned away from the copy pulled attention off the page.', 'Never let a portrait face away from your content.'],
    ],
    lessons: [
      ['The gaze change made no difference: the button was already the most contrasting element on the page.', 'Directional cues help only when the action is not already obvious; fix contrast first.'],
    ],
  },
  {
    key: 'hero-illustration', section: 'hero', element: 'Hero illustration', principle: 'Authenticity',
    facts: ['people-images'], pages: ['home', 'landing'], win: 0.4, uplift: 6, lose: 0.4,
    wordings: [
      ['Custom illustration against a stock photo in the hero', 'Stock photo of people in a meeting', 'Custom illustration in the brand\'s style', 'An illustration in the brand\'s own style set the page apart from look-alike competitors.', 'If you cannot show real people, use a distinctive custom illustration rather than stock.'],
      ['Screenshot of the product instead of a lifestyle illustration', 'Decorative illustration of abstract shapes', 'Real screenshot of the product', 'Decoration told visitors nothing; the screenshot showed what they would get.', 'Let the hero image show the product, not decoration.'],
      ['Illustrated characters replacing photos of people', 'Photos of real people', 'Friendly illustrated characters', 'Illustrations felt less credible than real faces for a trust-heavy purchase.', 'For high-trust purchases, prefer real faces over drawn characters.'],
    ],
    lessons: [
      ['The illustration lost to real photos: visitors could not tell whether a real company stood behind it.', 'Use real people or the real product where trust decides the sale.'],
      ['No measurable difference between photo and illustration; the copy carried the page.', 'Spend testing time on the headline before the hero picture.'],
    ],
  },
  {
    key: 'hero-background-video', section: 'hero', element: 'Hero background video', principle: 'Cognitive load',
    facts: ['video'], pages: ['home', 'landing'], win: 0.28, uplift: 6, lose: 0.6,
    wordings: [
      ['Autoplaying background video behind the headline', 'Static photo behind the headline', 'Looping muted video behind the headline', 'Motion behind text makes the text harder to read and the page slower to load.', 'Keep the area behind the headline calm; put video where people choose to watch it.'],
      ['Full-screen looping video in the first screen', 'Still image with the product', 'Full-screen video loop of people using the product', 'The video delayed the first paint on mobile and visitors left before it loaded.', 'Weigh every hero video against load time on a phone connection.'],
      ['Cinemagraph instead of a full background video', 'Heavy background video', 'Light cinemagraph with one small moving detail', 'A small movement kept the mood without burying the text.', 'If you want motion, keep it small and away from the copy.'],
    ],
    lessons: [
      ['The background video lost: it slowed the page on mobile and made the headline hard to read.', 'Use a still image in the hero and offer video behind a play button.'],
      ['The video was ignored: heatmaps showed nobody looked at it after the first second.', 'Do not pay the load-time cost for decoration people do not watch.'],
    ],
  },
  {
    key: 'hero-email-capture', section: 'hero', element: 'Hero email capture', principle: 'Friction reduction',
    facts: ['forms', 'calls-to-action'], pages: ['landing', 'home'], win: 0.55, uplift: 12,
    wordings: [
      ['Email field in the hero instead of a button to a sign-up page', 'Button leading to a separate sign-up page', 'Email field and button right under the headline', 'Starting the sign-up in place removed a page load and a decision.', 'Let visitors start signing up in the hero with one field.'],
      ['Inline sign-up in the first screen', 'Sign-up form only at the bottom of the page', 'One-field sign-up under the subheadline', 'Visitors ready at the top did not have to scroll to act.', 'Put the first step of the sign-up where the decision is made.'],
      ['One-field start form above the fold', 'Full form on its own page', 'One email field; the other questions come after', 'Asking for one thing first got people started; most then finished the rest.', 'Ask for the email first and the rest afterwards.'],
    ],
    lessons: [
      ['The inline field lost where the product needed explaining: people were asked for their email before they understood the offer.', 'Earn the email first: explain the offer, then ask.'],
    ],
  },
  {
    key: 'hero-rating-snippet', section: 'hero', element: 'Hero rating snippet', principle: 'Social proof',
    facts: ['testimonials'], pages: ['home', 'landing', 'product'], win: 0.6, uplift: 8,
    wordings: [
      ['Star rating with review count under the hero button', 'Hero with no social proof', '"Rated 4.8/5 from 2,300 reviews" under the button', 'Proof right next to the action answered "do others trust this?" at the moment of decision.', 'Put a short rating line next to the main button.'],
      ['Short proof line beside the first call to action', 'Call to action alone', 'Call to action with "Join 40,000 teams" beneath it', 'A number of existing users signalled that the choice was safe.', 'Add one line of proof beneath the first button.'],
      ['Review score in the first screen', 'Reviews only further down the page', 'Average score and count near the headline', 'Most visitors never scroll to the reviews; bringing the score up made it seen.', 'Surface the review score in the first screen, not just in the review section.'],
    ],
    lessons: [
      ['A low review count ("from 14 reviews") hurt more than no proof at all.', 'Show counts only once they are large enough to reassure; until then, use a named quote.'],
    ],
  },
  {
    key: 'hero-height', section: 'hero', element: 'Hero height', principle: 'Information scent',
    facts: [], pages: ['home', 'landing', 'category'], win: 0.5, uplift: 6, lose: 0.35, reach: 1,
    wordings: [
      ['Shorter hero so the next section peeks above the fold', 'Full-screen hero filling the first view', 'Hero taking two thirds of the screen with content visible below', 'A visible hint of more content invited scrolling; a full-screen hero looked like the whole page.', 'Let the next section peek into the first screen.'],
      ['Reducing the banner height on mobile', 'Banner taking the entire phone screen', 'Banner half the screen high with products below', 'On phones the tall banner hid every product behind a scroll.', 'On mobile, show some of the products or content in the first screen.'],
      ['Removing the "false bottom" of the first screen', 'Hero ending exactly at the fold', 'Hero cut so content visibly continues', 'A hero ending at the fold looked like the end of the page.', 'Avoid layouts that look finished at the fold.'],
    ],
    lessons: [
      ['Shrinking the hero cut the headline image that carried the message; scroll went up but sign-ups did not.', 'Shrink decoration, not the message.'],
    ],
  },
  {
    key: 'hero-product-shot', section: 'hero', element: 'Hero product shot', principle: 'Tangibility',
    facts: [], pages: ['home', 'landing', 'product'], win: 0.58, uplift: 9,
    wordings: [
      ['Product screenshot in the hero instead of an abstract graphic', 'Abstract gradient shapes beside the headline', 'Clear screenshot of the product\'s main screen', 'Seeing the real product made the promise tangible.', 'Show the real product in the first screen.'],
      ['Showing the actual item above the fold', 'Mood photo without the item', 'Photo of the item itself, large', 'People wanted to see what they would get before reading about it.', 'Put the thing you sell in the opening picture.'],
      ['Real interface in a device frame as the hero visual', 'Stock photo of a laptop', 'The real interface shown inside a device frame', 'A real interface answered "what does it look like?" without a click.', 'Use the real interface, not a generic device photo.'],
    ],
    lessons: [
      ['The screenshot was too detailed to read at hero size and looked cluttered.', 'Crop product shots to one readable, meaningful part.'],
    ],
  },
  {
    key: 'hero-logo-strip', section: 'hero', element: 'Hero logo strip', principle: 'Authority',
    facts: ['logo-wall'], pages: ['home', 'landing'], win: 0.56, uplift: 7, fit: ['digital', 'services', 'nonprofit'],
    wordings: [
      ['Customer logos inside the hero, under the button', 'Hero with headline and button only', 'Same hero with a row of five customer logos under the button', 'Proof in the first screen answered "who else uses this?" before visitors scrolled.', 'Put a short row of recognisable customer logos in the first screen.'],
      ['"Trusted by" line in the first screen', 'Logos further down the page', '"Trusted by 3,000 companies" with four logos in the hero', 'Most visitors decide whether to stay in the first screen; proof belongs there.', 'Bring your strongest proof into the first screen.'],
      ['Small greyscale logos beside the hero form', 'Form without proof', 'Greyscale logos next to the form', 'Muted logos reassured without competing with the form.', 'Keep hero logos small and muted so they support, not distract.'],
    ],
    lessons: [
      ['Colourful logos in the hero pulled the eye away from the button.', 'Show hero logos in greyscale and smaller than the button.'],
    ],
  },
  {
    key: 'hero-deadline-banner', section: 'hero', element: 'Hero deadline banner', principle: 'Urgency',
    facts: ['countdown'], pages: ['landing', 'home'], win: 0.55, uplift: 9, fit: ['digital', 'services', 'nonprofit'], reach: 1,
    wordings: [
      ['Registration deadline stated in the event hero', 'Event hero with date and venue only', 'Hero with "Early-bird price ends in 3 days"', 'A near deadline in the first screen turned interest into registrations.', 'State the nearest real deadline in the hero.'],
      ['Countdown to the launch in the first screen', 'Launch page without a date', 'Countdown to launch day under the headline', 'A date to wait for gave people a reason to sign up for reminders.', 'Give launches a visible date and a way to be reminded.'],
      ['Matching-gift deadline at the top of the appeal', 'Appeal without a time limit', '"Gifts doubled until Friday" at the top', 'A deadline attached to extra impact moved donors to give now.', 'Tie urgency to a real, time-limited benefit.'],
    ],
    lessons: [
      ['The countdown in the hero made a calm brand look pushy and sign-ups fell.', 'Match urgency cues to the brand; a plain deadline line can do the job.'],
    ],
  },
];
