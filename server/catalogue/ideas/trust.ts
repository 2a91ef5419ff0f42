import type { DemoIdea } from '../idea';

/** Tests of social proof and risk reducers: reviews, testimonials, logos, guarantees, badges, team. */
export const TRUST_IDEAS: DemoIdea[] = [
  {
    key: 'reviews-near-button', section: 'trust', element: 'Customer reviews', principle: 'Social proof',
    facts: ['testimonials'], pages: ['product', 'landing'], win: 0.63, uplift: 12, reach: 3,
    wordings: [
      ['Star ratings next to the add-to-cart button', 'Reviews at the bottom of the page', 'Average star rating and review count beside the button', 'Evidence that others bought reassures at the moment of decision.', 'Put the rating where the buying decision is made.'],
      ['Customer testimonials placed beside the purchase area', 'Testimonials on a separate page', 'Three short testimonials near the price', 'What other buyers say persuades more than what the seller says.', 'Show peer opinions right at the point of purchase.'],
      ['Review highlights pulled up to the top of the page', 'Review section at the very end', 'Two short review quotes under the price, with a link to all reviews', 'Most visitors never reached the reviews; a preview brought the proof to them.', 'Bring a preview of the reviews up to where people decide.'],
    ],
    lessons: [
      ['Moving reviews up pushed product details down, and people bought the wrong variant more often.', 'Place proof near the button without displacing the information needed to choose.'],
    ],
  },
  {
    key: 'rating-with-count', section: 'trust', element: 'Star rating', principle: 'Social proof',
    facts: ['testimonials'], pages: ['product', 'category', 'landing'], win: 0.6, uplift: 8, reach: 2,
    wordings: [
      ['Star rating shown with the number of reviews', 'Stars alone', '4.6 stars with "(1,248 reviews)"', 'A rating without a count is not believable; the count made it evidence.', 'Always show how many reviews a rating is based on.'],
      ['Review count on product cards in listings', 'Product cards without ratings', 'Cards with stars and review count', 'Shoppers used review counts to shortlist products in the grid.', 'Show rating and review count on every listing card.'],
      ['4.7 rating against a perfect 5.0', 'Only five-star reviews displayed', 'All reviews displayed, average 4.7', 'A perfect score looked filtered; a slightly lower one with some criticism looked real.', 'Do not hide criticism: a near-perfect rating is more credible than a perfect one.'],
    ],
    lessons: [
      ['Stars on listing cards made no difference where most products had few reviews.', 'Show ratings on cards once most products have enough reviews to compare.'],
    ],
  },
  {
    key: 'testimonial-photos', section: 'trust', element: 'Testimonial photos', principle: 'Credibility',
    facts: ['testimonials', 'people-images'], pages: ['home', 'landing', 'pricing'], win: 0.58, uplift: 9, reach: 2,
    wordings: [
      ['Testimonials with customer photos and names', 'Anonymous quotes with initials', 'Same quotes with photo, full name and role', 'A face and a name made the quote verifiable and believable.', 'Attach a real photo, name and role to every testimonial.'],
      ['Adding headshots to customer quotes', 'Text-only testimonials', 'Testimonials with small headshots', 'Quotes without faces looked invented.', 'Show who said it: a face beside the quote.'],
      ['Named testimonials with full attribution', 'Quotes signed "A happy customer"', 'Quotes signed with name, place and how long they have been a customer', 'Specific attribution let buyers judge whether the person was like them.', 'Attribute testimonials precisely enough that readers see themselves in them.'],
    ],
    lessons: [
      ['Stock-looking headshots lowered trust below the text-only version.', 'Use real customer photos or none; a stock face is worse than no face.'],
    ],
  },
  {
    key: 'testimonial-specific', section: 'trust', element: 'Testimonial content', principle: 'Specificity',
    facts: ['testimonials'], pages: ['home', 'landing', 'product'], win: 0.6, uplift: 8,
    wordings: [
      ['Testimonials with a concrete result instead of general praise', 'Quotes like "Great service!"', 'Quotes naming one specific, measurable result', 'Praise is cheap; a measured result is evidence.', 'Choose testimonials that state a specific result.'],
      ['Objection-answering testimonials', 'Random selection of positive quotes', 'Quotes chosen to answer the main doubts (price, effort, quality)', 'A customer saying the doubt was unfounded answered it better than the company could.', 'Pick testimonials that answer your buyers\' objections.'],
      ['Before-and-after story in the testimonial', 'Short generic quote', 'Two-sentence story of the problem and the outcome', 'A small story let readers recognise their own situation.', 'Let testimonials tell the before and the after.'],
    ],
    lessons: [
      ['Long result-laden quotes were skipped; engagement with the section fell.', 'Keep testimonials to one or two sentences and bold the result.'],
    ],
  },
  {
    key: 'testimonial-video', section: 'trust', element: 'Video testimonials', principle: 'Social proof',
    facts: ['testimonials', 'video'], pages: ['home', 'landing'], win: 0.51, uplift: 8, lose: 0.35,
    wordings: [
      ['Video testimonials from customers', 'Written quotes from customers', 'Short clips of customers talking about it', 'Seeing a real person speak is harder to doubt than a quote.', 'Let satisfied customers speak on camera.'],
      ['Filmed client interviews instead of text quotes', 'Anonymous text quotes', 'Filmed interviews with named clients', 'Faces and voices made the endorsements believable.', 'Record clients telling their experience.'],
      ['Customer clip with captions beside the written quote', 'Written quote only', 'Quote plus a 30-second captioned clip', 'Captions let people follow the clip without sound.', 'Caption testimonial clips so they work muted.'],
    ],
    lessons: [
      ['Few visitors pressed play, and the heavy embeds slowed the page.', 'Pair every clip with a written quote; most people will only read.'],
    ],
  },
  {
    key: 'logo-wall', section: 'trust', element: 'Logo wall', principle: 'Authority',
    facts: ['logo-wall'], pages: ['home', 'landing'], win: 0.54, uplift: 8, reach: 3, fit: ['digital', 'services', 'nonprofit'],
    wordings: [
      ['Logos of well-known clients below the hero', 'No client logos on the page', 'Row of recognisable client logos under "Trusted by"', 'Recognisable names lend credibility borrowed from established firms.', 'Show the best-known organisations that use you.'],
      ['"Trusted by" strip with famous brand marks', 'Plain text claim of many customers', 'Strip of famous brand marks', 'Famous marks signal that experts already chose this vendor.', 'Let respected brands vouch for you visually.'],
      ['Logo bar of customers near the first call to action', 'Customer logos at the bottom of the home page', 'Greyscale customer logo bar right under the hero', 'Proof seen early changed how the rest of the page was read.', 'Show customer logos early, close to the first ask.'],
    ],
    lessons: [
      ['Logos of unknown small firms did nothing; visitors did not recognise any of them.', 'A logo wall works only with names the audience recognises; otherwise use numbers or quotes.'],
    ],
  },
  {
    key: 'logo-wall-size', section: 'trust', element: 'Logo wall size', principle: 'Cognitive load',
    facts: ['logo-wall'], pages: ['home', 'landing'], win: 0.5, uplift: 5, lose: 0.3, reach: 1, fit: ['digital', 'services', 'nonprofit'],
    wordings: [
      ['Six recognisable logos instead of thirty', 'Grid of thirty customer logos', 'Row of the six best-known logos', 'A huge grid dilutes the best names among unknown ones.', 'Show a few strong logos rather than many weak ones.'],
      ['Logos relevant to the visitor\'s segment', 'Same logo row for every visitor', 'Logos picked from the visitor\'s own sector', 'Logos from their own sector told visitors that firms like theirs use it.', 'Show logos from the visitor\'s own segment when you can.'],
      ['Logo count line instead of a moving logo ticker', 'Scrolling ticker of logos', 'Static row plus "and 3,000 more teams"', 'A moving ticker was hard to read; a static row and a number said more.', 'Keep logo rows static and add the total count.'],
    ],
    lessons: [
      ['Trimming the logos removed names some visitors were looking for, and the test showed no gain.', 'If you trim a logo wall, keep the names your best prospects recognise.'],
    ],
  },
  {
    key: 'press-logos', section: 'trust', element: 'Press logos', principle: 'Authority',
    facts: ['logo-wall'], pages: ['home', 'landing', 'product'], win: 0.5, uplift: 6,
    wordings: [
      ['Press mentions and awards under the headline', 'No press or awards shown', '"As seen in" row of publications and an industry award', 'Independent recognition is more convincing than self-praise.', 'Show who independently praised you.'],
      ['Media coverage strip with prize emblems', 'Only the company\'s own claims', 'Strip of newspaper names and prize emblems', 'Third-party endorsement raised credibility.', 'Let independent sources speak for you.'],
      ['"As seen in" logos linked to the articles', 'Press logos without links', 'Press logos each linking to the article', 'Linked coverage proved the mentions were real.', 'Link press logos to the actual coverage.'],
    ],
    lessons: [
      ['"As seen in" logos for a passing mention read as inflated and did not help.', 'Only show press logos for real coverage you would be happy to link.'],
    ],
  },
  {
    key: 'money-back-guarantee', section: 'trust', element: 'Guarantee badge', principle: 'Risk reversal',
    facts: ['guarantee'], pages: ['product', 'checkout', 'pricing'], win: 0.61, uplift: 11, reach: 3,
    wordings: [
      ['Money-back guarantee badge near the price', 'Refund policy only in the footer', 'Badge saying "30-day money-back guarantee" beside the price', 'Taking the risk off the buyer removes a reason to wait.', 'State the refund promise next to the price.'],
      ['Full refund promise shown at checkout', 'Returns terms hidden in small print', 'Prominent promise of a full refund within 30 days', 'When a purchase can be undone, committing feels safe.', 'Make the cost of a wrong decision visibly zero.'],
      ['Guarantee next to the call to action', 'Guarantee only on the terms page', 'Short guarantee line directly under the buy button', 'The guarantee met the doubt at the moment of clicking.', 'Put the guarantee where the buying doubt arises: beside the button.'],
    ],
    lessons: [
      ['The guarantee badge looked like a cheap stamp and lowered perceived quality.', 'State the guarantee in plain, confident words instead of a badge graphic.'],
    ],
  },
  {
    key: 'guarantee-wording', section: 'trust', element: 'Guarantee wording', principle: 'Specificity',
    facts: ['guarantee'], pages: ['product', 'pricing', 'landing'], win: 0.57, uplift: 7,
    wordings: [
      ['Specific guarantee terms instead of "satisfaction guaranteed"', '"Satisfaction guaranteed"', '"Not happy within 60 days? Email us and we refund you in full."', 'A vague promise sounds like marketing; a precise one sounds like a policy.', 'State the guarantee\'s period and how to claim it.'],
      ['Longer guarantee period', '14-day guarantee', '90-day guarantee', 'A longer period lowered the felt risk and, in practice, did not raise claims much.', 'Consider a longer guarantee: people rarely claim, but they notice it.'],
      ['Naming the person who stands behind the promise', 'Unsigned refund policy', 'Promise signed by the founder', 'A personal promise felt harder to break than a policy.', 'Let a named person stand behind the guarantee.'],
    ],
    lessons: [
      ['The longer guarantee raised refund claims enough to cancel out the extra sales.', 'Measure refunds as well as sales when testing guarantee length.'],
    ],
  },
  {
    key: 'free-returns', section: 'trust', element: 'Returns policy', principle: 'Risk reversal',
    facts: ['guarantee'], pages: ['product', 'cart', 'checkout'], win: 0.6, uplift: 9, fit: ['retail'],
    wordings: [
      ['"Free returns" line beside the size selector', 'Returns policy in the footer', '"Free returns within 30 days" next to the size selector', 'Doubt about fit is the main worry; free returns removed it where it arose.', 'Mention free returns where shoppers doubt their choice.'],
      ['Returns promise in the basket', 'Basket with totals only', 'Basket with "Free, easy returns" under the total', 'A safety net seen just before paying kept people going.', 'Repeat the returns promise just before payment.'],
      ['Plain-language returns summary', 'Two pages of returns terms', 'Three bullet points: how long, how, who pays', 'People did not read the terms; a short summary answered their real questions.', 'Summarise your returns policy in three lines.'],
    ],
    lessons: [
      ['Free returns raised orders but also returns; net revenue did not move.', 'Measure net sales after returns, not just orders.'],
    ],
  },
  {
    key: 'security-seals', section: 'trust', element: 'Security seals', principle: 'Perceived safety',
    facts: ['security-badges'], pages: ['checkout', 'signup'], win: 0.49, uplift: 6, lose: 0.3, reach: 2,
    wordings: [
      ['Security seals beside the payment form', 'Payment form without any seal', 'Payment form with SSL and card-network seals', 'Seals calm fears about card data at the riskiest step.', 'Show recognised security seals where card details are typed.'],
      ['Padlock icon and encryption note at payment', 'No mention of data protection', 'Padlock icon with "Your data is encrypted"', 'A reminder of protection eased worry about fraud.', 'Reassure about data protection where people enter payment details.'],
      ['Trust seal near the card number field', 'Seal in the page footer', 'Recognised seal right beside the card field', 'The same seal helped only where the worry happened: at the card field.', 'Place security cues beside the sensitive field, not in the footer.'],
    ],
    lessons: [
      ['Security seals on the home page hurt: they raised the topic of fraud before anyone was worried.', 'Show security cues only at the step where people enter sensitive data.'],
      ['Unknown seal brands did nothing; only widely recognised ones helped.', 'Use seals your buyers recognise, or none.'],
    ],
  },
  {
    key: 'payment-logos', section: 'trust', element: 'Payment method logos', principle: 'Familiarity',
    facts: ['security-badges'], pages: ['product', 'cart', 'checkout'], win: 0.55, uplift: 6, fit: ['retail', 'services', 'digital'],
    wordings: [
      ['Payment method logos under the buy button', 'No payment information before checkout', 'Row of card and wallet logos under the button', 'Familiar payment brands signalled a safe, established shop.', 'Show the payment methods you accept before checkout.'],
      ['Accepted cards shown on the product page', 'Payment methods first shown at the last step', 'Accepted cards shown near the price', 'People checked early whether they could pay their way.', 'Answer "can I pay with…" before the checkout.'],
      ['Local payment options highlighted', 'International card logos only', 'Local bank transfer and wallet logos first', 'Local, familiar methods felt safer than foreign card forms.', 'Lead with the payment methods your local buyers trust.'],
    ],
    lessons: [
      ['A long row of small logos cluttered the buy box and slowed decisions.', 'Show the three or four most used payment logos, small and below the button.'],
    ],
  },
  {
    key: 'adoption-counter', section: 'trust', element: 'Adoption counter', principle: 'Bandwagon effect',
    facts: [], pages: ['home', 'landing', 'signup'], win: 0.5, uplift: 7,
    wordings: [
      ['Counter of customers who joined this week', 'No usage numbers shown', '"2,314 people joined this week" under the form', 'Seeing many others join makes joining feel like the normal choice.', 'Show how many people recently made the same choice.'],
      ['Live tally of recent sign-ups', 'Static page without activity', 'Ticker showing recent registrations', 'Activity from others signals popularity and momentum.', 'Surface recent activity to show momentum.'],
      ['Total user count in the trust section', 'Section without numbers', '"Chosen by 80,000 customers in 40 countries"', 'A big, specific number did the work of many testimonials.', 'Lead your proof with your most impressive honest number.'],
    ],
    lessons: [
      ['A small weekly number ("43 joined this week") signalled that few people use it.', 'Show the number on the timescale where it impresses (total rather than weekly).'],
    ],
  },
  {
    key: 'activity-notifications', section: 'trust', element: 'Recent purchase popups', principle: 'Social proof',
    facts: ['scarcity'], pages: ['product', 'home', 'category'], win: 0.3, uplift: 5, lose: 0.55, fit: ['retail', 'digital'],
    wordings: [
      ['"Someone in Leeds just bought this" popups', 'No activity notifications', 'Small popups about recent purchases every 20 seconds', 'Constant popups distracted and looked manipulative to many visitors.', 'Do not interrupt reading with activity popups; show proof in place.'],
      ['"12 people are viewing this" notice', 'Product page without viewer counts', 'Notice of how many people are viewing now', 'The notice created pressure that some read as a trick.', 'Use live activity only when it is real and useful, like real stock levels.'],
      ['Social proof toast notifications', 'Static proof section', 'Toasts in the corner showing sign-ups', 'Toasts covered the chat and the cookie choices on mobile.', 'Avoid corner toasts on mobile; they compete with everything else.'],
    ],
    lessons: [
      ['Purchase popups lowered conversion: visitors found them distracting and fake.', 'Replace popups with a static line of real numbers near the button.'],
      ['The viewer count made no difference for products people buy after long research.', 'Save live-activity cues for fast-moving, limited items.'],
    ],
  },
  {
    key: 'third-party-reviews', section: 'trust', element: 'Third-party review widget', principle: 'Credibility',
    facts: ['testimonials'], pages: ['home', 'product', 'checkout'], win: 0.57, uplift: 7,
    wordings: [
      ['Independent review platform score instead of own testimonials', 'Hand-picked testimonials', 'Score and recent reviews from an independent review site', 'Reviews the seller cannot edit are believed more.', 'Show reviews from a platform you do not control.'],
      ['Review widget in the checkout', 'Checkout without reviews', 'Compact independent rating at the top of checkout', 'Second thoughts at checkout were met by independent proof.', 'Remind hesitant buyers of independent ratings during checkout.'],
      ['Linking the rating to the review platform', 'Unlinked rating badge', 'Rating badge linking to all reviews on the platform', 'A link anyone can check made the rating trustworthy.', 'Make ratings verifiable with a link to the source.'],
    ],
    lessons: [
      ['The widget linked away from the checkout and some buyers never came back.', 'Show independent ratings without sending people off the page mid-checkout.'],
    ],
  },
  {
    key: 'team-photos', section: 'trust', element: 'Team section', principle: 'Liking',
    facts: ['team', 'people-images'], pages: ['about', 'home', 'landing'], win: 0.46, uplift: 6,
    wordings: [
      ['Photos of the real team on the about page', 'About page with only a mission statement', 'About page with portraits and names of staff', 'People buy from people they can picture and like.', 'Introduce the humans behind the company.'],
      ['Team members with names and roles', 'Group photo without names', 'Individual photos with name and role', 'Names and roles made the company accountable and approachable.', 'Name the people and what they do.'],
      ['Advisers\' profiles with credentials', 'Generic "our experts" claim', 'Profiles of the advisers with photo and credentials', 'Credentials of real people turned a claim into evidence of expertise.', 'Show the qualifications of the people who will serve the customer.'],
    ],
    lessons: [
      ['Team photos changed nothing on a page visitors used only to find contact details.', 'Put team profiles where trust is being decided, such as service and pricing pages.'],
    ],
  },
  {
    key: 'founder-note', section: 'trust', element: 'Founder message', principle: 'Authenticity',
    facts: ['team', 'people-images'], pages: ['about', 'home', 'landing'], win: 0.5, uplift: 6, reach: 1,
    wordings: [
      ['Founder story with faces of the staff', 'Anonymous company description', 'Short founder story and staff pictures', 'A relatable story built rapport with visitors.', 'Tell who you are with names and pictures.'],
      ['Signed note from the founder on the home page', 'Corporate "about us" paragraph', 'Short signed note with a photo of the founder', 'A personal voice made a small company feel accountable.', 'Let a real person speak for the company.'],
      ['Why-we-started story instead of a company timeline', 'Timeline of company milestones', 'Story of the problem that led the founders to start', 'Readers related to the problem more than to the milestones.', 'Tell the problem you set out to solve, not just your history.'],
    ],
    lessons: [
      ['The founder story pushed the product down the home page and sign-ups dipped.', 'Keep the founder story on the about page and link to it.'],
    ],
  },
  {
    key: 'certifications', section: 'trust', element: 'Certification badges', principle: 'Authority',
    facts: ['security-badges'], pages: ['home', 'landing', 'product', 'pricing'], win: 0.55, uplift: 7, fit: ['digital', 'services'],
    wordings: [
      ['Compliance certifications on the pricing page', 'Certifications on a separate security page', 'Compliance badges (ISO 27001, SOC 2) beside the plans', 'Buyers who must pass a security review looked for these first.', 'Show compliance badges where business buyers decide.'],
      ['Regulator registration shown in the header', 'Registration number in the footer only', 'Regulated-by line in the header', 'Regulation is the first trust question in finance; answering it early helped.', 'In regulated markets, show your regulator early.'],
      ['Industry accreditation with explanation', 'Unexplained badge', 'Badge with one line saying what it means', 'A badge nobody knows means nothing until it is explained.', 'Explain what each certification guarantees.'],
    ],
    lessons: [
      ['Badges buyers did not know added clutter and no trust.', 'Show only certifications your buyers ask about.'],
    ],
  },
  {
    key: 'results-stats', section: 'trust', element: 'Results statistics', principle: 'Social proof',
    facts: [], pages: ['home', 'landing'], win: 0.58, uplift: 8,
    wordings: [
      ['Customer results in numbers instead of adjectives', '"Our customers love us"', 'Average measured outcome for customers, with its source', 'A measured outcome persuaded where adjectives did not.', 'Replace praise with a measured customer outcome.'],
      ['Three key numbers in the trust band', 'Trust band with quotes only', 'Three numbers: customers, satisfaction, years', 'Numbers were scanned in seconds by visitors who skip quotes.', 'Give scanners a few big numbers.'],
      ['Renewal rate as proof', 'No retention information', '"97% of customers renew"', 'Renewals show that people stayed after buying, which quotes cannot.', 'Show evidence that customers stay, not just that they arrived.'],
    ],
    lessons: [
      ['The statistics were not sourced and read as invented.', 'Give a source or method for every number you show.'],
    ],
  },
  {
    key: 'review-negative', section: 'trust', element: 'Review display', principle: 'Pratfall effect',
    facts: ['testimonials'], pages: ['product'], win: 0.52, uplift: 6, lose: 0.3, reach: 1, fit: ['retail', 'services'],
    wordings: [
      ['Showing critical reviews alongside positive ones', 'Only four- and five-star reviews shown', 'All reviews with a filter by rating', 'A few critical reviews made the positive ones believable.', 'Show critical reviews; they make the praise credible.'],
      ['Answering negative reviews publicly', 'Negative reviews left unanswered', 'Each negative review answered by staff', 'Seeing how problems were handled reassured more than praise did.', 'Reply to criticism in public; it shows how you treat customers.'],
      ['"Most helpful critical review" beside the top positive one', 'Top positive review only', 'Top positive and top critical review side by side', 'Readers trusted a balanced view and decided faster.', 'Give buyers the balanced summary they would look for anyway.'],
    ],
    lessons: [
      ['Showing critical reviews first scared people off a good product.', 'Sort by helpfulness, not by lowest rating.'],
    ],
  },
  {
    key: 'privacy-microcopy', section: 'trust', element: 'Privacy microcopy', principle: 'Risk reduction',
    facts: ['forms', 'security-badges'], pages: ['signup', 'landing', 'checkout'], win: 0.57, uplift: 8,
    wordings: [
      ['"We never share your email" under the email field', 'Email field with no privacy note', 'Email field with "No spam. We never share your address."', 'Fear of spam stopped people at the email field; a short promise there helped.', 'Answer the privacy worry right under the field that raises it.'],
      ['Privacy note beside the card details', 'Payment form without a word on data use', 'Line saying card details are not stored by the shop', 'People worried about stored card data; saying it was not stored calmed them.', 'Say plainly what you do and do not keep.'],
      ['Link to the privacy policy next to the form', 'Policy only in the footer', 'Short note with a link to the policy next to the button', 'Visible openness about data use raised completions.', 'Keep the privacy promise and its policy link beside the form.'],
    ],
    lessons: [
      ['A long legal privacy paragraph under the form made it look risky.', 'Keep privacy notes to one plain sentence with a link.'],
    ],
  },
];
