import type { DemoIdea } from '../idea';

/** Tests of blocks that ask for the conversion: buttons, forms, pricing plans, checkout, donations. */
export const CTA_IDEAS: DemoIdea[] = [
  {
    key: 'cta-first-person', section: 'cta', element: 'Button copy', principle: 'Ownership',
    facts: ['calls-to-action'], pages: ['landing', 'signup', 'pricing'], win: 0.57, uplift: 12, reach: 2,
    wordings: [
      ['First-person button text: "Start my free trial"', 'Button reading "Start your free trial"', 'Button reading "Start my free trial"', 'Writing the button from the reader\'s point of view increased clicks.', 'Phrase button labels in the first person.'],
      ['"Get my plan" label outperforms "Get your plan"', 'Label written in the second person', 'Label written as if the visitor were speaking', 'Self-referential wording creates a feeling of ownership.', 'Let the visitor speak on the button: use "my" instead of "your".'],
      ['Button copy in the visitor\'s own voice', 'Company-voice label "Create your account"', 'Visitor-voice label "Create my account"', 'The button completes the sentence "I want to…"; first person fits it.', 'Write labels that finish the sentence "I want to…".'],
    ],
    lessons: [
      ['"My" made no difference on a short, familiar label ("Buy") where nothing was left to own.', 'Spend copy effort on what the button promises, not only on the pronoun.'],
    ],
  },
  {
    key: 'cta-contrast-colour', section: 'cta', element: 'Button colour', principle: 'Von Restorff effect',
    facts: ['calls-to-action'], pages: ['product', 'landing', 'pricing', 'checkout'], win: 0.45, uplift: 7, lose: 0.35, reach: 3,
    wordings: [
      ['High-contrast colour for the buy button', 'Button in the brand\'s muted grey', 'Button in a bright colour used nowhere else on the page', 'An element that stands out from its surroundings is noticed and remembered.', 'Give the main action a colour that appears nowhere else.'],
      ['Making the purchase control visually distinct', 'Purchase control blending into the layout', 'Purchase control isolated by a contrasting hue and white space', 'Isolation made the control the first thing people saw.', 'Isolate the key control with contrast and space around it.'],
      ['Red versus green call to action button', 'Green button on a green-themed page', 'Orange button on the same page', 'No colour wins by itself: the orange won because it was the only warm colour on a cool page.', 'Choose the button colour by contrast with the page, not by colour psychology.'],
    ],
    lessons: [
      ['The new colour lost: it clashed with the brand and looked like an advertisement.', 'Pick a contrasting colour that still belongs to the palette.'],
      ['Colour changed nothing because the button was already the most visible element; copy and offer mattered more.', 'Test button colour only when the button is hard to find.'],
    ],
  },
  {
    key: 'cta-no-card-microcopy', section: 'cta', element: 'Call to action microcopy', principle: 'Risk reduction',
    facts: ['calls-to-action'], pages: ['signup', 'landing', 'pricing'], win: 0.63, uplift: 13, reach: 2, fit: ['digital', 'services'],
    wordings: [
      ['"No credit card required" under the trial button', 'Trial button with nothing beneath it', 'Trial button with "No credit card required. Cancel anytime."', 'Visitors assumed a trial meant a card and a hidden charge; saying otherwise removed the fear.', 'Answer the biggest worry about clicking right under the button.'],
      ['Reassuring line beside the sign-up button', 'Sign-up button alone', 'Sign-up button with "Takes 30 seconds, free forever plan"', 'Microcopy that states time and cost lowered the felt risk of the click.', 'Tell people what the click costs them: time, money, commitment.'],
      ['Anxiety-reducing microcopy near the call to action', 'No text near the call to action', '"You can cancel in two clicks" next to the call to action', 'The doubts people have at the button are predictable; answering them there works.', 'Put the answer to the top objection next to the action itself.'],
    ],
    lessons: [
      ['"No credit card required" lost on a page that did ask for a card two steps later: people felt misled and left.', 'Only write reassurance that the rest of the flow keeps.'],
    ],
  },
  {
    key: 'cta-closing-band', section: 'cta', element: 'Closing call to action', principle: 'Serial position effect',
    facts: ['calls-to-action'], pages: ['home', 'landing', 'product'], win: 0.55, uplift: 7,
    wordings: [
      ['Closing call-to-action band at the end of the page', 'Page ending with the footer only', 'Final band repeating the offer with one button above the footer', 'Visitors who read to the end had decided and needed a way to act there.', 'End every long page with a clear call to action.'],
      ['Repeating the main action after the last section', 'One button at the top only', 'Same button repeated after the testimonials', 'People convinced by the content at the bottom should not have to scroll back up.', 'Repeat the main action wherever a reader might be ready.'],
      ['Summary-plus-button block before the footer', 'Long page that just stops', 'Short summary of the offer with a button', 'A short recap at the end reminded readers of the offer before asking.', 'Recap the offer in one line before the final button.'],
    ],
    lessons: [
      ['The extra band changed nothing: few visitors reached the bottom of the page.', 'Check scroll depth first; move the ask up if few reach the end.'],
    ],
  },
  {
    key: 'cta-sticky-add-to-cart', section: 'cta', element: 'Sticky add-to-cart bar', principle: 'Accessibility of action',
    facts: ['calls-to-action', 'sticky-header'], pages: ['product'], win: 0.62, uplift: 8, fit: ['retail'],
    wordings: [
      ['Sticky add-to-basket bar on mobile product pages', 'Add-to-basket button that scrolls away', 'Bar with price and button fixed to the bottom of the screen', 'Shoppers reading reviews further down could buy without scrolling back.', 'Keep the buy button within thumb reach on long mobile product pages.'],
      ['Persistent buy button while scrolling the product page', 'Buy button only near the top', 'Buy button that follows the scroll', 'The moment of decision often came in the details section, far from the button.', 'Make the purchase action available wherever the decision happens.'],
      ['Bottom-fixed purchase bar on small screens', 'Purchase button inline under the images', 'Purchase bar fixed at the bottom edge', 'A fixed bar at the bottom is where thumbs already are.', 'On phones, fix the main action to the bottom edge.'],
    ],
    lessons: [
      ['The sticky bar covered the size selector on small phones, and errors rose.', 'Make sure a sticky bar never hides inputs the visitor must use first.'],
    ],
  },
  {
    key: 'form-fewer-fields', section: 'cta', element: 'Sign-up form', principle: 'Friction reduction',
    facts: ['forms'], pages: ['signup', 'landing', 'checkout'], win: 0.68, uplift: 18, reach: 3,
    wordings: [
      ['Shorter sign-up form with fewer fields', 'Registration form with eleven fields', 'Registration form with four fields', 'Every field is effort; removing optional fields lifted completions.', 'Ask only for the information needed to start.'],
      ['Cutting the questionnaire down to name and email', 'Long questionnaire before account creation', 'Just name and email to create the account', 'People abandon lengthy questionnaires; a brief one was finished more often.', 'Trim every input you can collect later.'],
      ['3-field form against a 9-field form', 'Nine inputs including company size and job title', 'Three inputs: name, email, password', 'Each extra input cost a share of the people who started.', 'Move every question that is not needed now to after the sign-up.'],
    ],
    lessons: [
      ['The short form won more sign-ups but sales rejected many of them: lead quality fell.', 'When qualification matters, keep the one or two fields that qualify and cut the rest.'],
      ['Removing fields made no difference because the real drop-off was the password rules.', 'Find where people actually abandon the form before cutting fields.'],
    ],
  },
  {
    key: 'form-multi-step', section: 'cta', element: 'Multi-step form', principle: 'Foot-in-the-door',
    facts: ['forms'], pages: ['signup', 'landing'], win: 0.6, uplift: 14, reach: 2,
    wordings: [
      ['Multi-step form instead of one long form', 'One page with twelve fields', 'Three short steps starting with the easiest question', 'Once people answered the first easy step, they were likely to finish.', 'Split long forms into steps and start with the easiest question.'],
      ['Starting the quote form with one simple question', 'Quote form asking for contact details first', 'Quote form starting with "What do you need?" and asking contact details last', 'An easy first question builds momentum; contact details feel fair at the end.', 'Ask for personal details last, after the visitor has invested in answering.'],
      ['Wizard-style form with one question per screen', 'Dense form with all questions visible', 'One question per screen with large tap targets', 'Seeing the whole form at once made it look like work.', 'Show one small task at a time on mobile.'],
    ],
    lessons: [
      ['The multi-step form lost: without a progress indicator people did not know how long it would take.', 'Show step count and progress whenever you split a form.'],
      ['Splitting a short form added clicks without removing effort.', 'Only split forms long enough to feel daunting; keep short forms on one screen.'],
    ],
  },
  {
    key: 'form-phone-field', section: 'cta', element: 'Phone number field', principle: 'Privacy concern',
    facts: ['forms'], pages: ['signup', 'landing', 'checkout'], win: 0.62, uplift: 11,
    wordings: [
      ['Removing the phone number field from the form', 'Form with a required phone field', 'Form without a phone field', 'A phone field signals sales calls; many people left rather than give their number.', 'Do not ask for a phone number unless you need it to deliver.'],
      ['Making the phone field optional', 'Required phone number', 'Optional phone number with "only if we need to reach you about your request"', 'Explaining why the number is asked, and making it optional, removed the fear of calls.', 'Make sensitive fields optional and say why you ask.'],
      ['Explaining why the phone number is needed', 'Phone field with no explanation', 'Phone field with "Only used if something goes wrong with your request"', 'People give personal data when the reason is clear and harmless.', 'Put the reason next to every sensitive field.'],
    ],
    lessons: [
      ['Removing the phone field lost for high-value quotes: sales needed calls, and fewer deals closed.', 'Where a call is part of the service, keep the field and explain why.'],
    ],
  },
  {
    key: 'form-inline-validation', section: 'cta', element: 'Form validation', principle: 'Error prevention',
    facts: ['forms'], pages: ['signup', 'checkout'], win: 0.58, uplift: 9,
    wordings: [
      ['Inline validation as fields are completed', 'Errors shown only after submitting', 'Green tick or short hint as each field is left', 'Errors found at the end felt like being sent back; inline hints prevented them.', 'Validate each field as it is completed, not on submit.'],
      ['Marking optional fields instead of required ones', 'Asterisks on required fields', '"(optional)" after the few optional fields', 'Most fields were required; marking the exceptions reduced clutter and doubt.', 'Mark the exceptions: label optional fields, not every required one.'],
      ['Clear error messages that say how to fix the input', '"Invalid input" error', '"Postcode needs 5 digits" error next to the field', 'Specific messages got people past the error instead of abandoning.', 'Write every error message as an instruction to fix it.'],
    ],
    lessons: [
      ['Validation that fired while people were still typing felt like nagging and raised abandonment.', 'Validate when the visitor leaves the field, never mid-typing.'],
    ],
  },
  {
    key: 'form-newsletter-incentive', section: 'cta', element: 'Newsletter sign-up', principle: 'Reciprocity',
    facts: ['forms'], pages: ['home', 'blog', 'product'], win: 0.56, uplift: 15, fit: ['retail', 'digital', 'services'],
    wordings: [
      ['Newsletter form offering a welcome discount', 'Form saying "Subscribe to our newsletter"', 'Form saying "Get 10% off your first order"', 'A newsletter is a cost to the reader; a concrete incentive pays for it.', 'Give a concrete reason to subscribe, not just the word "newsletter".'],
      ['Showing what subscribers receive', 'Plain email field', 'Email field with "One practical tip every Tuesday, no spam"', 'Knowing frequency and content made the commitment small and clear.', 'Say what subscribers get and how often.'],
      ['Sample issue linked beside the subscribe box', 'Subscribe box alone', 'Subscribe box with a link to the latest issue', 'Letting people see an issue removed the guesswork about quality.', 'Show a sample of what people sign up for.'],
    ],
    lessons: [
      ['The discount brought sign-ups that unsubscribed after using the code.', 'Measure subscriber value, not only sign-ups, when testing incentives.'],
    ],
  },
  {
    key: 'free-shipping-threshold', section: 'cta', element: 'Free shipping message', principle: 'Loss aversion',
    facts: [], pages: ['cart', 'checkout', 'product'], win: 0.64, uplift: 15, fit: ['retail'], reach: 2,
    wordings: [
      ['Free shipping threshold shown in the cart', 'Cart showing only the shipping fee', 'Cart saying "Add 12 more for free shipping"', 'Shoppers add items to avoid paying for shipping they could get free.', 'Show how far the basket is from free shipping.'],
      ['Progress bar towards complimentary delivery', 'Delivery charge listed at the last step', 'Bar showing the amount left until delivery is free', 'A visible goal turns a fee into something to escape by ordering more.', 'Display the remaining amount that unlocks free delivery.'],
      ['Delivery fee revealed early instead of at the end', 'Shipping fee first shown on the payment step', 'Shipping fee and free-shipping level shown in the basket', 'Surprise fees at the end are the top reason people abandon a basket.', 'Never let the delivery fee be a surprise at the final step.'],
    ],
    lessons: [
      ['The threshold was set so high that shoppers gave up instead of adding items.', 'Set the free-shipping level a little above the typical basket, not far above it.'],
    ],
  },
  {
    key: 'pricing-recommended-plan', section: 'cta', element: 'Pricing table', principle: 'Anchoring',
    facts: ['pricing-plans'], pages: ['pricing'], win: 0.62, uplift: 13, reach: 3, fit: ['digital', 'services'],
    wordings: [
      ['"Most popular" label on the middle pricing plan', 'Three plans shown without emphasis', 'Middle plan highlighted as "Most popular"', 'A highlighted middle option anchors choice and reassures the undecided.', 'Mark the plan you want chosen as the popular one.'],
      ['Recommended tier badge in the plan comparison', 'Tiers listed side by side with equal weight', 'Recommended badge and a taller card for the mid tier', 'The expensive tier made the recommended one look reasonable.', 'Frame the plans so that the recommended tier is the natural pick.'],
      ['Highlighted recommended plan against an unstyled plan grid', 'Plan grid where every card looks the same', 'Recommended plan in a contrasting card with its own button colour', 'Undecided buyers look for a default; a highlighted plan gave them one.', 'Give undecided visitors a visible default plan.'],
    ],
    lessons: [
      ['Highlighting the most expensive plan as "popular" backfired: people did not believe it and chose the cheapest.', 'Highlight the plan most customers really choose; a false label costs trust.'],
    ],
  },
  {
    key: 'pricing-decoy', section: 'cta', element: 'Decoy plan', principle: 'Decoy effect',
    facts: ['pricing-plans'], pages: ['pricing'], win: 0.5, uplift: 10, reach: 1, fit: ['digital', 'services'],
    wordings: [
      ['Adding a decoy plan that makes the target plan look better', 'Two plans: basic and pro', 'Three plans where the middle one costs almost as much as pro but offers much less', 'Next to an inferior option at nearly the same price, the pro plan looked like a bargain.', 'Set prices so that the plan you want chosen is clearly the best value next to its neighbour.'],
      ['Asymmetrically dominated option in the plan grid', 'Plans with evenly spread prices and features', 'An extra plan dominated by the target plan', 'Buyers compare options with each other, not with an absolute value.', 'Design the plan grid as a comparison, because that is how buyers read it.'],
      ['Reference option priced next to the bundle', 'Single option and bundle', 'Single option at almost the bundle price, next to the bundle', 'The reference option existed to make the bundle look like a free extra.', 'Use a reference option to make the value of the target visible.'],
    ],
    lessons: [
      ['The decoy added a choice and slowed decisions; more visitors left the pricing page.', 'If a decoy does not shift choices clearly, remove it: every plan adds decision load.'],
      ['Buyers saw through the decoy and called it a trick in feedback.', 'Keep every plan genuinely useful to someone.'],
    ],
  },
  {
    key: 'pricing-fewer-plans', section: 'cta', element: 'Number of plans', principle: 'Choice overload',
    facts: ['pricing-plans'], pages: ['pricing'], win: 0.61, uplift: 12, reach: 2, fit: ['digital', 'services'],
    wordings: [
      ['Three plans instead of five', 'Five plans with overlapping features', 'Three plans with clearly different audiences', 'Too many similar options made people freeze and postpone the decision.', 'Offer few plans, each for a clearly different buyer.'],
      ['Reducing the options on the pricing page', 'Pricing page with many tiers and add-ons', 'Pricing page with three tiers and add-ons moved to a second step', 'Choice overload: more options felt like more risk of choosing wrong.', 'Cut the choices people must make at once; move extras to later.'],
      ['Simpler plan grid to beat decision paralysis', 'Grid of six plans and twenty feature rows', 'Grid of three plans and the eight features that differ', 'Rows that are the same in every plan only add reading; removing them sped up the choice.', 'Show only the differences between plans.'],
    ],
    lessons: [
      ['Cutting to three plans lost revenue: the removed top plan had served large customers who then had no fit.', 'Keep an "enterprise, talk to us" option when you cut plans for large buyers.'],
    ],
  },
  {
    key: 'pricing-annual-toggle', section: 'cta', element: 'Billing period toggle', principle: 'Default effect',
    facts: ['pricing-plans'], pages: ['pricing'], win: 0.59, uplift: 12, fit: ['digital', 'services'], reach: 2,
    wordings: [
      ['Annual billing selected by default', 'Monthly billing preselected', 'Yearly plan preselected with the saving shown', 'Most people keep whatever option is preselected.', 'Preselect the option that is best for most customers.'],
      ['Preselecting the yearly plan in the toggle', 'Toggle starting on monthly', 'Toggle starting on yearly with "save 20%"', 'Defaults carry an implicit recommendation.', 'Choose the default deliberately; it is a recommendation.'],
      ['Monthly/annual switch showing the saving in money', 'Switch labelled "Monthly / Yearly"', 'Switch labelled "Yearly — 2 months free"', 'A saving in concrete terms beat an abstract percentage.', 'State the annual saving as something concrete, like months free.'],
    ],
    lessons: [
      ['Annual as default lowered sign-ups among small buyers who saw the large yearly total first.', 'Show the yearly price per month, and keep monthly easy to pick.'],
    ],
  },
  {
    key: 'pricing-anchor', section: 'cta', element: 'Price anchor', principle: 'Anchoring',
    facts: ['pricing-plans'], pages: ['pricing', 'product'], win: 0.56, uplift: 9,
    wordings: [
      ['Crossed-out original price next to the offer price', 'Offer price alone', 'Original price struck through beside the offer price', 'The first number seen sets the reference; the offer looked better against it.', 'Show the reference price a visitor should compare with.'],
      ['Showing the premium plan first', 'Plans ordered from cheapest to most expensive', 'Plans ordered from most expensive to cheapest', 'Seeing the high price first made the middle plan feel moderate.', 'Let the highest plan set the anchor.'],
      ['Comparing the price with the cost of the problem', 'Price with no context', 'Price next to "a missed delivery costs you more"', 'Anchoring on the cost of doing nothing made the price look small.', 'Compare your price with the cost of the problem it solves.'],
    ],
    lessons: [
      ['The struck-through price looked fake because the product was never sold at it; trust dropped.', 'Only use a reference price that is real and verifiable.'],
    ],
  },
  {
    key: 'checkout-guest', section: 'cta', element: 'Checkout login step', principle: 'Autonomy',
    facts: ['forms'], pages: ['checkout'], win: 0.66, uplift: 16, fit: ['retail', 'services'], reach: 2,
    wordings: [
      ['Guest checkout without forced account creation', 'Checkout requiring an account first', 'Checkout offering to continue as a guest', 'Forcing registration before paying drove buyers away.', 'Let buyers pay without creating an account.'],
      ['Optional registration after the purchase', 'Mandatory registration wall before payment', 'Registration offered on the confirmation page', 'Asking for a password after the order felt less like a barrier.', 'Move account creation after the order is placed.'],
      ['Guest option as the first button in checkout', 'Log-in form shown first with guest option below', 'Guest checkout as the primary button, log in as a link', 'Most first-time buyers had no login; putting their path first helped them.', 'Put the path most buyers take first.'],
    ],
    lessons: [
      ['Guest checkout made no difference: the site sold repeat supplies and most buyers already had accounts.', 'Check the share of first-time buyers before expecting gains from guest checkout.'],
    ],
  },
  {
    key: 'checkout-progress', section: 'cta', element: 'Checkout progress bar', principle: 'Zeigarnik effect',
    facts: ['forms'], pages: ['checkout', 'signup'], win: 0.56, uplift: 8,
    wordings: [
      ['Progress indicator in a multi-step checkout', 'Steps without any indication of progress', 'Bar showing step 2 of 3', 'An unfinished task nags; seeing progress makes people finish.', 'Show how many steps are left.'],
      ['Step counter during registration', 'Wizard with no sense of how long it takes', 'Counter telling people how close they are to done', 'People are driven to complete what they have started.', 'Show people how close they are to finishing.'],
      ['Named steps at the top of checkout', 'Unlabelled numbered dots', 'Labels "Delivery · Payment · Review"', 'Naming the steps told buyers there would be a review before paying.', 'Name the steps so buyers know what comes next.'],
    ],
    lessons: [
      ['A progress bar showing five steps made the checkout look long and more people quit at step one.', 'Merge steps before showing progress; a long bar discourages.'],
    ],
  },
  {
    key: 'checkout-express-pay', section: 'cta', element: 'Express checkout buttons', principle: 'Convenience',
    facts: ['security-badges'], pages: ['cart', 'checkout', 'product'], win: 0.6, uplift: 10, fit: ['retail'],
    wordings: [
      ['Express wallet buttons at the top of checkout', 'Card form only', 'Wallet payment buttons above the card form', 'Paying with a stored wallet skipped typing card and address on a phone.', 'Offer wallet payments first on mobile.'],
      ['One-tap payment in the basket', 'Payment only after the delivery step', 'One-tap wallet payment directly from the basket', 'Every step removed between basket and payment kept buyers.', 'Let returning buyers pay from the basket.'],
      ['Familiar payment options shown before the form', 'Payment options revealed at the last step', 'Payment options visible at the start of checkout', 'Buyers checked early whether their favourite method was accepted.', 'Show accepted payment methods early.'],
    ],
    lessons: [
      ['Five wallet buttons pushed the card form down and confused desktop buyers.', 'Show the one or two wallets your buyers use most, not every logo.'],
    ],
  },
  {
    key: 'payment-reassurance', section: 'cta', element: 'Payment reassurance copy', principle: 'Risk reduction',
    facts: ['security-badges', 'guarantee'], pages: ['checkout', 'signup', 'pricing'], win: 0.61, uplift: 9, reach: 2,
    wordings: [
      ['"When will I be charged?" answered at the payment step', 'Card form asking for details with no explanation', 'Card form saying exactly when the card is charged, how much, and how to cancel', 'Typing card details triggers fear of a surprise charge; saying when and how much calmed it.', 'At the payment step, say exactly when the card will be charged and how to cancel.'],
      ['Reassurance next to the pay button', 'Pay button alone', 'Pay button with "Secure payment · Cancel anytime · Refund within 30 days"', 'Hesitation peaks at the pay button; a short reassurance line met it there.', 'Put the reassurance where the hesitation is: beside the pay button.'],
      ['Order summary and total repeated beside the payment form', 'Payment form without the order summary', 'Payment form with the items and the final total beside it', 'Seeing exactly what they pay for removed the fear of paying for the wrong thing.', 'Keep the order and total visible while people pay.'],
    ],
    lessons: [
      ['Too many reassurance lines looked like a warning sign: why so many promises?', 'One or two specific reassurances beat a wall of badges and promises.'],
    ],
  },
  {
    key: 'urgency-countdown', section: 'cta', element: 'Countdown timer', principle: 'Urgency',
    facts: ['countdown'], pages: ['product', 'landing', 'cart'], win: 0.52, uplift: 10, lose: 0.5, reach: 2,
    wordings: [
      ['Countdown timer for the sale deadline', 'Sale mentioned without an end date', 'Timer showing hours left in the sale', 'A visible deadline prompts action now rather than later.', 'Show a real deadline with a countdown.'],
      ['Clock ticking down to the end of the promotion', 'Promotion with no stated end', 'Clock counting down to the promotion closing', 'Time pressure moved hesitant buyers to decide.', 'Make a genuine time limit visible.'],
      ['Timer to the early-bird deadline', 'Early-bird price mentioned in a sentence', 'Timer counting down to the end of the early-bird price', 'A deadline tied to a real benefit (the lower price) motivated without feeling pushy.', 'Tie urgency to a real benefit, such as an early-bird price.'],
    ],
    lessons: [
      ['The timer reset on every visit; returning visitors noticed, and trust fell.', 'Never fake a deadline: a timer must end when it says.'],
      ['Urgency on a considered, expensive purchase annoyed buyers who needed time.', 'Use time pressure for impulse and sale items, not for high-consideration purchases.'],
    ],
  },
  {
    key: 'urgency-deadline-text', section: 'cta', element: 'Deadline message', principle: 'Urgency',
    facts: ['countdown'], pages: ['landing', 'pricing', 'signup'], win: 0.54, uplift: 8,
    wordings: [
      ['"Offer ends Sunday" line near the price', 'Discount with no end date', 'Discount with "Ends Sunday at midnight"', 'A stated end date gave procrastinators a reason to decide now.', 'Give every promotion a stated end date.'],
      ['Closing date stated beside the sign-up form', 'Open sign-up with no date', '"Closes 14 March" beside the form', 'A real deadline turned "later" into "before the 14th".', 'State the real deadline where people register.'],
      ['Plain deadline text instead of a ticking timer', 'Animated countdown clock', 'Plain sentence with the closing date', 'The calm sentence kept most of the urgency without the pressure of a ticking clock.', 'A plain deadline is often enough; reserve ticking clocks for the last hours.'],
    ],
    lessons: [
      ['The deadline line made no difference because the same offer had run every month and regular visitors knew it.', 'Urgency only works if deadlines are real and rare.'],
    ],
  },
  {
    key: 'scarcity-availability', section: 'cta', element: 'Availability message', principle: 'Scarcity',
    facts: ['scarcity'], pages: ['product', 'landing', 'signup'], win: 0.53, uplift: 9, fit: ['services', 'digital', 'nonprofit'],
    wordings: [
      ['"Only 12 places left" on the booking form', 'Booking form with no availability information', 'Booking form showing remaining places', 'Limited places made the offer feel sought after and prompted booking now.', 'When places are genuinely limited, say how many are left.'],
      ['Remaining seats shown for the next session', 'Session list with dates only', 'Session list with "3 seats left" on nearly full dates', 'Visitors picked nearly full sessions and booked sooner.', 'Show real remaining capacity on each date.'],
      ['Low-availability notice beside the dates', 'Calendar without availability hints', 'Calendar marking dates as "almost full"', 'Scarcity on specific dates nudged people to commit to a date.', 'Mark dates that are filling up.'],
    ],
    lessons: [
      ['Showing many places left ("48 left") signalled low demand and lowered bookings.', 'Only show availability when it is genuinely low.'],
    ],
  },
  {
    key: 'exit-intent-offer', section: 'cta', element: 'Exit popup', principle: 'Reciprocity',
    facts: [], pages: ['product', 'cart', 'landing'], win: 0.42, uplift: 8, lose: 0.55,
    wordings: [
      ['Exit-intent popup offering a discount', 'No message when visitors leave', 'Popup with a 10% code when the cursor heads for the close button', 'A last-moment gift recovered some departing visitors.', 'Offer something of value to visitors about to leave.'],
      ['Leave-page overlay with a coupon', 'Visitors leave without any prompt', 'Overlay giving a coupon to people about to abandon', 'A parting gift made people reconsider.', 'Catch abandoning visitors with a small gift.'],
      ['Exit overlay offering to save the visit for later', 'No prompt on leaving', 'Overlay offering to email a link back to what they were looking at', 'People leaving were often not ready, not unwilling; an easy return path helped.', 'Offer leaving visitors a route back, not only a discount.'],
    ],
    lessons: [
      ['The exit popup trained visitors to wait for a discount; margins fell more than sales rose.', 'Prefer non-discount exit offers (save the basket, answer a question) to avoid training people to wait.'],
      ['On mobile the popup fired on scroll-up and interrupted people who were still reading.', 'Do not use exit-intent triggers on phones; they misfire.'],
    ],
  },
  {
    key: 'donation-amounts', section: 'cta', element: 'Donation amounts', principle: 'Anchoring',
    facts: ['forms'], pages: ['donation', 'landing'], win: 0.6, uplift: 12, fit: ['nonprofit'],
    wordings: [
      ['Preset donation amounts with the middle one preselected', 'Empty amount field', 'Buttons for 10, 25 and 50 with 25 preselected', 'A blank field left donors unsure what was normal; presets anchored a sensible gift.', 'Offer preset amounts and preselect the one you hope for.'],
      ['Showing what each gift pays for', 'Amount buttons without context', 'Amount buttons with "25 = a week of meals"', 'Tangible outcomes made each amount feel meaningful.', 'Attach a concrete outcome to each suggested amount.'],
      ['Higher default gift on the donation form', 'Lowest amount preselected', 'Middle amount preselected', 'The preselected amount became the most common gift.', 'Choose the default gift deliberately; many donors keep it.'],
    ],
    lessons: [
      ['A high default amount lowered the number of donors more than it raised the average gift.', 'Test the default amount against total raised, not average gift.'],
    ],
  },
  {
    key: 'donation-monthly', section: 'cta', element: 'Donation frequency', principle: 'Default effect',
    facts: ['forms'], pages: ['donation'], win: 0.5, uplift: 14, fit: ['nonprofit'], reach: 1,
    wordings: [
      ['Monthly giving as the default option', 'One-off gift preselected', 'Monthly gift preselected with one-off available', 'Many donors kept the monthly default, and monthly donors give far more over a year.', 'Preselect the giving option that serves the cause best, and make the switch easy.'],
      ['Framing the monthly gift as a daily amount', 'Monthly amount shown as a sum', '"Less than 1 a day" next to the monthly amount', 'A daily framing made an ongoing gift feel small.', 'Frame recurring amounts in the smallest meaningful unit.'],
      ['Upsell to monthly after a one-off gift', 'Thank-you page only', 'Thank-you page inviting the donor to make it monthly', 'Right after giving, donors were most open to committing again.', 'Ask for the bigger commitment right after the first one.'],
    ],
    lessons: [
      ['Monthly as default cut one-off gifts sharply and the total raised fell.', 'Put both options side by side with monthly highlighted, rather than defaulting to it.'],
    ],
  },
  {
    key: 'basket-reservation-timer', section: 'cta', element: 'Basket reservation timer', principle: 'Loss aversion',
    facts: ['countdown', 'scarcity'], pages: ['cart', 'checkout'], win: 0.36, uplift: 6, lose: 0.5, fit: ['retail', 'services'],
    wordings: [
      ['"Items reserved for 10 minutes" timer in the basket', 'Basket without reservation', 'Basket with a 10-minute reservation countdown', 'The fear of losing reserved items hurried some buyers but stressed others.', 'Use reservation timers only where stock is truly held, such as tickets or seats.'],
      ['Seat hold countdown during booking', 'Booking without a hold', 'Seats held for 15 minutes with a visible countdown', 'A genuine hold told bookers their seats were safe while they paid.', 'When you hold inventory for a buyer, show how long.'],
      ['Removing the basket timer', 'Basket with a countdown', 'Basket without a countdown', 'Without a clock, buyers compared calmly and fewer abandoned in stress.', 'Do not put clocks on ordinary baskets.'],
    ],
    lessons: [
      ['The reservation timer raised abandonment: buyers felt rushed and left to think.', 'Reserve timers for scarce, held items; elsewhere let people take their time.'],
    ],
  },
];
