import type { DemoIdea } from '../idea';

/** Tests of blocks that show the product itself: video, demos, screenshots, "how it works". */
export const PRODUCT_DEMO_IDEAS: DemoIdea[] = [
  {
    key: 'product-video', section: 'product_demo', element: 'Product video', principle: 'Processing fluency',
    facts: ['video'], pages: ['product', 'landing', 'home'], win: 0.56, uplift: 12, reach: 3,
    wordings: [
      ['Short product video replacing static screenshots', 'Gallery of static screenshots', '60-second video of the product in use', 'Watching the product work is easier than imagining it from stills.', 'Show the product working in a short clip.'],
      ['Explainer clip demonstrating the offer in action', 'Text paragraphs describing features', 'Explainer clip walking through a typical use', 'Moving pictures made the offer easy to grasp.', 'Demonstrate rather than describe.'],
      ['Demo video with a poster frame showing the result', 'Video with a black first frame', 'Video whose cover image shows the finished result', 'A telling cover image got more plays than a blank player.', 'Choose a video cover that shows the payoff.'],
    ],
    lessons: [
      ['The video hid the information people came for; many watched a few seconds and left.', 'Keep key facts in text beside the video; do not make the clip the only source.'],
    ],
  },
  {
    key: 'video-autoplay', section: 'product_demo', element: 'Video autoplay', principle: 'User control',
    facts: ['video'], pages: ['product', 'landing'], win: 0.4, uplift: 6, lose: 0.5,
    wordings: [
      ['Click-to-play video instead of autoplay with sound', 'Video starting with sound on arrival', 'Video waiting for a click, with a play button', 'Sound that starts on its own startles people and makes them leave.', 'Never autoplay with sound; let visitors press play.'],
      ['Muted autoplay with captions against click-to-play', 'Click-to-play video', 'Muted autoplay with burnt-in captions', 'Muted motion drew the eye; captions made it worth watching without sound.', 'If a video plays by itself, mute it and caption it.'],
      ['Play button overlay with video length', 'Plain video player', 'Large play button with "1:20" on it', 'Knowing the clip was short made people willing to start it.', 'Show how long a video is on its play button.'],
    ],
    lessons: [
      ['Autoplay used mobile data and slowed the page; bounces rose.', 'Load video only after a tap on mobile.'],
    ],
  },
  {
    key: 'video-length', section: 'product_demo', element: 'Explainer video length', principle: 'Attention span',
    facts: ['video'], pages: ['landing', 'home', 'product'], win: 0.55, uplift: 8, reach: 1,
    wordings: [
      ['90-second explainer instead of a 6-minute demo', 'Six-minute recorded demo', 'Ninety-second explainer of the main benefit', 'Most viewers stopped within the first minute of the long demo.', 'Keep the first video short; offer the long demo on request.'],
      ['Chaptered product walkthrough', 'One long unbroken video', 'Video split into labelled chapters', 'Chapters let viewers jump to the part they cared about.', 'Chapter long videos so people can skip to what matters to them.'],
      ['Opening the video with the result', 'Video opening with the company logo and intro', 'Video opening with the end result, then how', 'Viewers decided in the first seconds whether to keep watching.', 'Show the payoff in the first five seconds.'],
    ],
    lessons: [
      ['The short video left out the feature that sold the product; sign-ups fell.', 'Cut length by removing introductions, never the key feature.'],
    ],
  },
  {
    key: 'interactive-demo', section: 'product_demo', element: 'Interactive demo', principle: 'IKEA effect',
    facts: [], pages: ['landing', 'product', 'home'], win: 0.53, uplift: 10, fit: ['digital', 'services'],
    wordings: [
      ['Hands-on interactive demo before sign-up', 'Request-a-demo form only', 'Clickable sandbox people can try without registering', 'Effort spent trying the product made people value it more.', 'Let visitors try the product before asking for details.'],
      ['Try-it-yourself playground on the homepage', 'Description of the tool with a contact link', 'Playground where visitors build something themselves', 'Having made something, people felt invested in continuing.', 'Give newcomers something to build in the first minute.'],
      ['Self-serve product tour instead of "book a demo"', 'Only "Book a demo" button', '"Take the tour" button opening a guided interactive tour', 'Many buyers want to look before they talk to sales.', 'Offer a self-serve look at the product beside the sales route.'],
    ],
    lessons: [
      ['The sandbox was empty and confusing; people did not know what to try.', 'Preload demos with realistic example data and one suggested first task.'],
    ],
  },
  {
    key: 'how-it-works', section: 'product_demo', element: 'How it works section', principle: 'Chunking',
    facts: ['numbered-steps'], pages: ['home', 'landing'], win: 0.56, uplift: 8, reach: 2,
    wordings: [
      ['Three-step "How it works" section', 'Long paragraph explaining the process', 'Three numbered steps with small illustrations', 'Breaking the process into steps made it feel simple.', 'Explain the process in three numbered steps.'],
      ['Numbered walkthrough of the process', 'Dense block of explanatory text', 'Short numbered walkthrough with icons', 'Small chunks are easier to read and remember than one wall of text.', 'Split the explanation into a few small chunks.'],
      ['"Choose, confirm, done" steps under the hero', 'Features listed without order', 'Three verbs as numbered steps with one line each', 'A visible sequence answered "what happens after I click?".', 'Show what happens after the click as a short numbered sequence.'],
    ],
    lessons: [
      ['Seven steps made the process look long and complicated.', 'Group the process into three or four steps, even if there are more underneath.'],
    ],
  },
  {
    key: 'setup-steps', section: 'product_demo', element: 'Setup steps', principle: 'Effort heuristic',
    facts: ['numbered-steps'], pages: ['landing', 'signup', 'product'], win: 0.54, uplift: 7, reach: 1, fit: ['digital', 'services'],
    wordings: [
      ['"Up and running in 3 steps" near the sign-up', 'Sign-up with no hint of what follows', 'Three numbered set-up steps with time estimates', 'Knowing the effort ahead made starting less risky.', 'Show how little effort getting started takes, with times.'],
      ['Numbered steps with time per step', 'Steps without durations', 'Each step labelled "2 min"', 'Durations turned an unknown effort into a small known one.', 'Put a time on each step.'],
      ['Checklist preview of onboarding', 'No preview of onboarding', 'Short checklist of what the first session covers', 'A preview of the first session lowered the fear of a long set-up.', 'Preview the first session so people know what they commit to.'],
    ],
    lessons: [
      ['Time estimates that were too optimistic led to complaints and churn after sign-up.', 'Use honest times measured from real users.'],
    ],
  },
  {
    key: 'product-zoom', section: 'product_demo', element: 'Product images', principle: 'Tangibility',
    facts: [], pages: ['product'], win: 0.58, uplift: 9, fit: ['retail'], reach: 2,
    wordings: [
      ['Zoomable close-up photos of the product', 'Single small product photo', 'Gallery with zoom and close-ups of materials', 'Detailed pictures stand in for touching the goods.', 'Let shoppers inspect the details up close.'],
      ['More product images per item', 'Two photos per product', 'Six photos including detail and scale shots', 'Shoppers looked for the angle that answered their own doubt.', 'Cover every angle and detail a shopper might check.'],
      ['Scale shot showing the size in use', 'Cut-out photos only', 'Photo with the item next to familiar objects', 'Size was the most common doubt; a scale shot answered it.', 'Show how big the item is next to something familiar.'],
    ],
    lessons: [
      ['Heavy high-resolution images slowed the page on mobile and cost more than they gained.', 'Load zoom images only when asked for.'],
    ],
  },
  {
    key: 'product-360', section: 'product_demo', element: '360-degree view', principle: 'Tangibility',
    facts: [], pages: ['product'], win: 0.5, uplift: 7, fit: ['retail'], reach: 1,
    wordings: [
      ['360-degree view on the product page', 'One front-facing picture', 'Rotatable view from every angle', 'Seeing every side reduced uncertainty about what arrives.', 'Show the item from every angle.'],
      ['Spin view instead of a photo carousel', 'Carousel of photos', 'Spin view the shopper can drag', 'Dragging the item felt closer to handling it.', 'Let shoppers turn the item themselves.'],
      ['Augmented-reality "view in your room" button', 'Photos only', 'Button placing the item in the shopper\'s room via the camera', 'Seeing the item in place answered size and style questions.', 'Let people see the item in their own space when size matters.'],
    ],
    lessons: [
      ['Few shoppers used the spin view, and it replaced the photos they relied on.', 'Add interactive views beside photos, never instead of them.'],
    ],
  },
  {
    key: 'before-after', section: 'product_demo', element: 'Before and after visual', principle: 'Contrast effect',
    facts: [], pages: ['landing', 'product'], win: 0.57, uplift: 11,
    wordings: [
      ['Before-and-after comparison image', 'Photo of the result only', 'Side-by-side picture of the situation before and after', 'The contrast makes the improvement obvious.', 'Show the starting point next to the result.'],
      ['Split view of the problem and the solved state', 'Description of results in words', 'Slider revealing the transformation', 'Juxtaposing old and new made the gain vivid.', 'Make the transformation visible with a split view.'],
      ['Messy-to-tidy picture pair', 'One picture of the result', 'Picture of the chaotic old way next to the result', 'Seeing their own mess made visitors want the tidy version.', 'Show the visitor\'s current pain beside your solution.'],
    ],
    lessons: [
      ['The before picture was exaggerated and visitors did not believe the after.', 'Use realistic before images; exaggeration undermines the result.'],
    ],
  },
  {
    key: 'annotated-screenshots', section: 'product_demo', element: 'Annotated screenshots', principle: 'Attention guidance',
    facts: [], pages: ['landing', 'home', 'product'], win: 0.55, uplift: 7, fit: ['digital', 'services'],
    wordings: [
      ['Screenshots with callouts on key features', 'Plain full screenshots', 'Screenshots with numbered callouts', 'Callouts told people where to look in a busy interface.', 'Annotate screenshots so they explain themselves.'],
      ['Cropped, zoomed screenshot of one feature', 'Full-screen screenshot shrunk to fit', 'Crop of the feature, large enough to read', 'A shrunken full screen is unreadable; a crop told one story.', 'Crop screenshots to the part that makes your point.'],
      ['Animated screen recording instead of a static screenshot', 'Static screenshot', 'Short looping recording of a task', 'Motion showed the flow that a still could not.', 'Use short loops to show flows, stills to show layouts.'],
    ],
    lessons: [
      ['Too many callouts made the screenshot look busier than before.', 'Use at most three callouts per image.'],
    ],
  },
  {
    key: 'lifestyle-photos', section: 'product_demo', element: 'Lifestyle photos', principle: 'Mental simulation',
    facts: ['people-images'], pages: ['product', 'home', 'landing'], win: 0.54, uplift: 8,
    wordings: [
      ['Photos of people using the product in real settings', 'Cut-out product photos only', 'Photos of the product in use by real people', 'People imagined themselves using it, which made buying easier.', 'Show the product in use in a realistic setting.'],
      ['Customer photos in the product gallery', 'Studio photos only', 'Studio photos plus photos from customers', 'Customer photos showed what it really looks like at home.', 'Mix customer photos into the gallery.'],
      ['Diverse people in the usage photos', 'Photos of one type of model', 'Photos of varied ages and body types', 'More visitors saw someone like themselves.', 'Show the range of people who really use the product.'],
    ],
    lessons: [
      ['Lifestyle photos as the first image hid what the product looked like; returns rose.', 'Keep a clear product shot first and lifestyle photos after it.'],
    ],
  },
  {
    key: 'customer-gallery', section: 'product_demo', element: 'Customer photo gallery', principle: 'Social proof',
    facts: ['people-images'], pages: ['product', 'home'], win: 0.55, uplift: 7, reach: 1,
    wordings: [
      ['Gallery of customer photos on the product page', 'No customer content', 'Grid of photos shared by customers', 'Real photos showed the product outside the studio.', 'Let customers\' photos show the product as it really is.'],
      ['Showcase of work made with the product', 'Feature list', 'Gallery of projects customers built', 'Seeing what others made proved what was possible.', 'Show what customers create with your product.'],
      ['Portfolio grid of real results', 'Descriptions of past results', 'Grid of real results with short captions', 'Visitors judged quality by looking, not by reading.', 'Let a portfolio of real results do the persuading.'],
    ],
    lessons: [
      ['Unmoderated customer photos included poor ones and lowered perceived quality.', 'Curate the gallery: choose good, honest photos.'],
    ],
  },
  {
    key: 'example-output', section: 'product_demo', element: 'Example gallery', principle: 'Concreteness',
    facts: [], pages: ['landing', 'home', 'product'], win: 0.57, uplift: 9, fit: ['digital', 'services'],
    wordings: [
      ['Sample reports people can open', 'Description of the reports', 'Three sample reports to open without signing up', 'A real example answered "what will I get?" better than a description.', 'Let visitors open a real example of what they will get.'],
      ['Template gallery on the landing page', 'List of template names', 'Visual gallery of templates', 'Seeing templates made the starting point concrete.', 'Show templates as pictures, not names.'],
      ['Live example page instead of a feature description', 'Feature description', 'Link to a live example built with the product', 'A working example proved the claims.', 'Link to something real built with your product.'],
    ],
    lessons: [
      ['Examples that looked nothing like the visitor\'s own case put them off.', 'Offer examples for each main type of customer.'],
    ],
  },
  {
    key: 'guided-tour', section: 'product_demo', element: 'Guided product tour', principle: 'Progressive disclosure',
    facts: ['numbered-steps'], pages: ['landing', 'product', 'signup'], win: 0.5, uplift: 7, fit: ['digital'], reach: 1,
    wordings: [
      ['Step-by-step product tour on the landing page', 'Single long feature page', 'Four-step tour with a screen per step', 'Revealing one feature at a time kept the tour digestible.', 'Reveal features one step at a time.'],
      ['Tabbed feature showcase', 'All features stacked in one long scroll', 'Tabs switching between the main features', 'Tabs let visitors choose the feature they cared about.', 'Let visitors pick the feature to see instead of scrolling through all.'],
      ['Clickable hotspots on the product image', 'Static product image with a feature list below', 'Hotspots revealing each feature on the image', 'Exploring the image drew people into the details.', 'Connect feature descriptions to the place they appear on the product.'],
    ],
    lessons: [
      ['Content hidden behind tabs was never seen by most visitors.', 'Do not hide the most important feature behind a tab; show it by default.'],
    ],
  },
  {
    key: 'menu-showcase', section: 'product_demo', element: 'Menu with photos', principle: 'Visual appeal',
    facts: [], pages: ['home', 'product'], win: 0.56, uplift: 9, industries: ['Food and beverage'], reach: 1,
    wordings: [
      ['Photos next to each menu item', 'Text-only menu with prices', 'Menu with a photo for each dish', 'Appetising photos made choosing easier and raised order value.', 'Show photos of what people will get next to the price.'],
      ['Featured dish highlighted at the top of the menu', 'Menu in plain order', 'One signature dish highlighted with a large photo', 'A highlighted item gave undecided visitors an easy choice.', 'Highlight one signature item for undecided visitors.'],
      ['Short descriptions with ingredients', 'Item names only', 'Names with a short, sensory description', 'Descriptions helped people imagine the taste.', 'Describe items in a way people can imagine.'],
    ],
    lessons: [
      ['Low-quality photos made the food look worse than no photos.', 'Only show photos that make the item look as good as it is.'],
    ],
  },
  {
    key: 'product-image-carousel', section: 'product_demo', element: 'Product image carousel', principle: 'Visibility',
    facts: ['carousel'], pages: ['product'], win: 0.54, uplift: 6, fit: ['retail'],
    wordings: [
      ['Image grid instead of a swipe carousel on the product page', 'Carousel showing one image at a time with dots', 'Grid of all product images on desktop', 'In the carousel most shoppers never saw past the second image.', 'Show all product images at once where the screen allows.'],
      ['Thumbnails under the product image slider', 'Slider with dots only', 'Slider with a row of thumbnails', 'Thumbnails showed what the other images held, so shoppers opened them.', 'Give image sliders thumbnails, not just dots.'],
      ['Swipe hint on the mobile image carousel', 'Carousel with no sign of more images', 'Carousel with a peeking next image and "1/6" counter', 'Shoppers did not know there were more photos until the next one peeked in.', 'Show that more images exist: a peeking edge and a counter.'],
    ],
    lessons: [
      ['The grid pushed price and button below the fold on small laptops.', 'Keep the buy box beside the images when replacing a carousel with a grid.'],
    ],
  },
];
