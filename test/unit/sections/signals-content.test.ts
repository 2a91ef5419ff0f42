import { describe, expect, it } from 'vitest';
import * as cta from '../../../lib/sections/signals/cta';
import * as demo from '../../../lib/sections/signals/product-demo';
import * as diff from '../../../lib/sections/signals/differentiation';
import * as doors from '../../../lib/sections/signals/doors';
import * as resources from '../../../lib/sections/signals/resources';
import * as trust from '../../../lib/sections/signals/trust';
import { contextOf, featuresOf } from './fixture';
import type { SignalCase } from './signal-cases';

const cards = (n: number, card: (i: number) => string) => Array.from({ length: n }, (_, i) => card(i)).join('');

const cases: SignalCase[] = [
  // cta
  { name: 'email sign-up form', signal: cta.signupForm, html: '<div><form><input type="email"><button>Join</button></form></div>', expected: 'cta' },
  { name: 'search box is no sign-up', signal: cta.signupForm, html: '<div><form><input type="search"></form></div>', expected: null },
  { name: 'contact form', signal: cta.contactForm, html: '<div><form><input name="n"><textarea></textarea><button>Send</button></form></div>', expected: 'cta' },
  { name: 'priced plans', signal: cta.pricingPlans, html: `<div><div>${cards(3, (i) => `<div><h3>Plan ${i}</h3><p>$${i + 9}/month</p><a href="/s">Buy</a></div>`)}</div></div>`, expected: 'cta' },
  { name: 'product tiles with photos are no plans', signal: cta.pricingPlans, html: `<div><div>${cards(3, (i) => `<div><img src="p.png"><p>$${i + 9}</p></div>`)}</div></div>`, expected: null },
  { name: 'short block asking to start a trial', signal: cta.conversionButtons, html: '<div><h2>Ready?</h2><a class="btn" href="/signup">Start free trial</a></div>', expected: 'cta' },
  { name: 'German ask', signal: cta.conversionButtons, html: '<div><h2>Bereit?</h2><a href="/t">Jetzt kostenlos testen</a></div>', expected: 'cta' },
  { name: 'a button that asks nothing', signal: cta.conversionButtons, html: '<div><button>Previous slide</button></div>', expected: null },
  { name: 'a quote form: a postcode and a choice', signal: cta.contactForm, html: '<div><form><input name="postcode"><select name="type"><option>Flat</option></select><button>Next</button></form></div>', expected: 'cta' },
  { name: 'one priced product to add to the cart', signal: cta.singleOffer, html: '<div><h2>Ethiopia Guji</h2><p>$18.50 · 250 g</p><button>Add to cart</button></div>', expected: 'cta' },
  { name: 'a grid of priced products is no single offer', signal: cta.singleOffer, html: `<div><div>${cards(3, (i) => `<div><h3>Bag ${i}</h3><p>$${i + 12}.00</p><button>Add to cart</button></div>`)}</div></div>`, expected: null },
  { name: 'a priced product without a way to buy', signal: cta.singleOffer, html: '<div><h2>Ethiopia Guji</h2><p>$18.50</p><a href="/story">Our story</a></div>', expected: null },
  { name: 'a sale that ends, with a button', signal: cta.deadlineOffer, html: '<div><h2>Harvest sale</h2><p>Sale ends in</p><div class="countdown"><span>02</span>days</div><a class="btn" href="/sale">Shop the sale</a></div>', expected: 'cta' },
  { name: 'a sale without an end is no deadline offer', signal: cta.deadlineOffer, html: '<div><h2>Harvest sale</h2><a class="btn" href="/sale">Shop the sale</a></div>', expected: null },
  { name: 'prices billed per month, however the plans are built', signal: cta.billedPlans, html: '<div><h2>Less than one lost client</h2><div><b>Starter</b> $99 /mo<ul><li>One line</li><li>Calendar</li><li>Texts</li></ul><a href="/s">Start free</a></div><div><b>Pro</b> $399 /mo<ul><li>Everything</li><li>Campaigns</li><li>Sync</li></ul><a href="/s">Start free</a></div></div>', expected: 'cta' },
  { name: 'one-off prices are no plans billed per period', signal: cta.billedPlans, html: '<div><p>Mug $12</p><p>Bowl $18</p></div>', expected: null },
  { name: 'the same buy button under each priced product is no ask', signal: cta.conversionButtons, html: `<div>${cards(2, (i) => `<div><img src="s${i}.jpg"><h3>Scooter ${i}</h3><p>380 € <s>435 €</s></p><a class="btn" href="/p/${i}">Comprar</a></div>`)}</div>`, expected: null },
  { name: 'a short band under a product listing is no ask', signal: cta.shortBandWithButton, html: `<div>${cards(2, (i) => `<div><img src="s${i}.jpg"><p>€1${i}</p><button>Add to cart</button></div>`)}</div>`, expected: null },
  { name: 'a text box holding code is no contact form', signal: cta.contactForm, html: '<div><form><textarea>var editor = CodeMirror.fromTextArea(myTextarea, { lineNumbers: true });</textarea><select><option>js</option></select></form></div>', expected: null },
  { name: 'short band with a button', signal: cta.shortBandWithButton, html: '<div><p>Questions?</p><button>Talk to us</button></div>', expected: 'cta' },
  { name: 'a donations appeal', signal: cta.ctaHeadingWords, html: '<div><h2>Donations</h2><p>Keep the project free for everyone.</p></div>', expected: 'cta' },
  { name: 'cta heading', signal: cta.ctaHeadingWords, html: '<div><h2>Subscribe to our newsletter</h2></div>', expected: 'cta' },
  { name: 'cta class word', signal: cta.ctaClassWords, html: '<div class="pricing-table">x</div>', expected: 'cta' },
  // trust
  { name: 'quotes with names', signal: trust.quotesWithNames, html: '<div><blockquote>“Great.”</blockquote><cite>Ada Lovelace</cite></div>', expected: 'trust' },
  { name: 'quote marks in plain divs', signal: trust.quotesWithNames, html: '<div><div>“We got paid 18 days sooner, every month.”<div>Priya</div></div></div>', expected: 'trust' },
  { name: 'points that promise a warranty and free returns', signal: trust.guaranteePoints, html: '<div><div><h3>Two-year warranty</h3><p>Repairs on us.</p></div><div><h3>Free returns</h3><p>Send it back within a month.</p></div><div><h3>Fast delivery</h3><p>Next day in most cities.</p></div></div>', expected: 'trust' },
  { name: 'feature points without a promise are no guarantee row', signal: trust.guaranteePoints, html: '<div><div><h3>Light frame</h3><p>Carbon.</p></div><div><h3>Long range</h3><p>60 km.</p></div><div><h3>Fast charge</h3><p>Two hours.</p></div></div>', expected: null },
  { name: 'a showcase of sites made with it is who uses it', signal: trust.trustHeadingWords, html: '<div><h2>Websites made with Lantern</h2></div>', expected: 'trust' },
  { name: 'no quotes', signal: trust.quotesWithNames, html: '<div><p>Plain copy.</p></div>', expected: null },
  { name: 'a titled person beside their photo', signal: trust.namedProfile, html: '<div><h2>Meet your dentist</h2><img src="dr.jpg"><h3>Dr. Amara Okafor</h3><p>BDS, registered.</p></div>', expected: 'trust' },
  { name: 'a title-case feature heading is no person', signal: trust.namedProfile, html: '<div><h2>Live Preview</h2><img src="shot.png"><p>See changes as you type.</p></div>', expected: null },
  { name: 'star ratings', signal: trust.starRatings, html: '<div>★★★★★</div>', expected: 'trust' },
  { name: 'adoption numbers', signal: trust.adoptionNumbers, html: '<div><p>10,000+ teams</p><p>98% satisfaction</p></div>', expected: 'trust' },
  { name: 'counter widgets', signal: trust.adoptionNumbers, html: '<div><div><span>1200</span> patients</div><div><span>35</span> doctors</div></div>', expected: 'trust' },
  { name: 'history timeline', signal: trust.historyTimeline, html: `<ul class="tl"><li><h4>2009-2011</h4><p>Beginnings</p></li><li><h4>March 2011</h4><p>Agency</p></li><li><h4>December 2015</h4><p>Growth</p></li></ul>`, expected: 'trust' },
  { name: 'dated posts that link are no timeline', signal: trust.historyTimeline, html: `<div>${cards(3, (i) => `<div class="p"><a href="/blog/${i}">Post ${i}</a><span>March ${i + 2}, 2026</span></div>`)}</div>`, expected: null },
  { name: 'discounts are no adoption numbers', signal: trust.adoptionNumbers, html: '<div><p>Get up to <b>30%</b> off</p><p>Save <b>25%</b> off buns</p></div>', expected: null },
  { name: 'logo wall', signal: trust.logoWall, html: `<div><h2>Trusted by</h2>${cards(5, (i) => `<img src="l${i}.svg">`)}</div>`, layout: { smallImages: 5 }, expected: 'trust' },
  { name: 'captioned small pictures are tiles, not logos', signal: trust.logoWall, html: `<div>${cards(5, (i) => `<a href="/c/${i}"><img src="c${i}.png"><span>Category number ${i}</span></a>`)}</div>`, layout: { smallImages: 5 }, expected: null },
  { name: 'step numbers are no counters', signal: trust.adoptionNumbers, html: '<div><div><span>01</span> Sign up</div><div><span>02</span> Invite</div></div>', expected: null },
  { name: 'press logos under "as seen in"', signal: trust.pressMentions, html: `<div><p>As seen in</p>${cards(4, (i) => `<img alt="Paper ${i} logo" src="p${i}.png">`)}</div>`, expected: 'trust' },
  { name: 'a photo row without a press line', signal: trust.pressMentions, html: `<div><p>Our roastery</p>${cards(4, (i) => `<img alt="Roaster ${i}" src="r${i}.jpg">`)}</div>`, expected: null },
  { name: 'a refund promised with no questions asked', signal: trust.riskReducers, html: '<div><h2>Love it or it is on us</h2><p>Tell us within 30 days for a full refund, no questions asked.</p></div>', expected: 'trust' },
  { name: 'apps under "Made with" the product: its users\' work as proof', signal: trust.madeWithShowcase, html: `<div><h2>Featured apps made with Kit</h2>${cards(4, (i) => `<a href="https://apps.example/${i}"><img src="a${i}.png"><span>App ${i}</span></a>`)}</div>`, expected: 'trust' },
  { name: '"Made with love" is how the product is made, not a showcase', signal: trust.madeWithShowcase, html: `<div><h2>Made with ♥ and JavaScript</h2>${cards(4, (i) => `<a href="/e/${i}"><img src="a${i}.png"><span>Extension ${i}</span></a>`)}</div>`, expected: null },
  { name: 'pictured cards under another title are no showcase', signal: trust.madeWithShowcase, html: `<div><h2>Our projects</h2>${cards(4, (i) => `<a href="/p/${i}"><img src="a${i}.png"><span>Project ${i}</span></a>`)}</div>`, expected: null },
  { name: 'people with names', signal: trust.peopleProfiles, html: `<div>${cards(4, (i) => `<div><img src="p${i}.jpg"><h4>Maria Garcia${'abcd'[i]}</h4><p>Teacher</p></div>`)}</div>`, expected: 'trust' },
  { name: 'priced product cards with photos and title-case names are no people', signal: trust.peopleProfiles, html: `<div>${cards(4, (i) => `<div><img src="p${i}.jpg"><h4>Oslo Lounge${'abcd'[i]}</h4><p>€${i + 100}.00</p><a href="/p/${i}">View</a></div>`)}</div>`, expected: null },
  { name: 'stars on priced product cards rate products, not the brand', signal: trust.starRatings, html: `<div>${cards(4, (i) => `<div><img src="p${i}.jpg"><h4>Chair ${i}</h4><span>★★★★☆</span><p>$${i + 40}.00</p><a href="/p/${i}">Buy</a></div>`)}</div>`, expected: null },
  { name: 'stars beside customer quotes are reviews', signal: trust.starRatings, html: `<div>${cards(3, (i) => `<div><span>★★★★★</span><p>Great service, would book again ${i}</p><cite>Ann ${i}</cite></div>`)}</div>`, expected: 'trust' },
  { name: 'products are no people', signal: trust.peopleProfiles, html: `<div>${cards(4, (i) => `<div><h4>Fancy Product</h4><p>$${i + 10}.00</p></div>`)}</div>`, expected: null },
  { name: 'risk reducers', signal: trust.riskReducers, html: '<ul><li>Free returns</li><li>2-year guarantee</li><li>Secure checkout</li></ul>', expected: 'trust' },
  { name: 'trust heading', signal: trust.trustHeadingWords, html: '<div><h2>What our customers say</h2></div>', expected: 'trust' },
  { name: 'trust class word', signal: trust.trustClassWords, html: '<div class="testimonials">x</div>', expected: 'trust' },
  // product_demo
  { name: 'video', signal: demo.productVideo, html: '<div><video></video></div>', expected: 'product_demo' },
  { name: 'video embed', signal: demo.productVideo, html: '<div><iframe src="https://www.youtube.com/embed/x"></iframe></div>', expected: 'product_demo' },
  { name: 'canvas', signal: demo.interactiveCanvas, html: '<div><canvas></canvas></div>', expected: 'product_demo' },
  { name: 'file upload', signal: demo.tryWithUpload, html: '<div><input type="file"></div>', expected: 'product_demo' },
  { name: 'other embedded frame', signal: demo.embeddedFrame, html: '<div><iframe src="/playground"></iframe></div>', expected: 'product_demo' },
  { name: 'an embedded map is no product', signal: demo.embeddedFrame, html: '<div><h2>Find us</h2><iframe src="https://www.google.com/maps/embed?pb=1" title="Map"></iframe></div>', expected: null },
  { name: 'an editor holding code to try', signal: demo.liveEditor, html: '<div><h2>This is it</h2><form><textarea>function hello() { return "world"; } // edit me and see it run</textarea></form></div>', expected: 'product_demo' },
  { name: 'an empty message box is no editor', signal: demo.liveEditor, html: '<div><form><textarea placeholder="Your message"></textarea></form></div>', expected: null },
  { name: 'screenshots with little text', signal: demo.imageGallery, html: '<div><img src="a.png"><img src="b.png"><img src="c.png"></div>', layout: { largeImages: 3 }, expected: 'product_demo' },
  { name: 'gallery of images', signal: demo.imageGallery, html: `<div>${cards(6, (i) => `<a href="#p${i}"><img src="w${i}.jpg"></a>`)}</div>`, expected: 'product_demo' },
  { name: 'phone mockup framing an app screen', signal: demo.interfaceScreens, html: '<div><h2>Your money, one tap away</h2><div class="device-mockup"><img src="app.png"></div></div>', expected: 'product_demo' },
  { name: 'terminal window with commands', signal: demo.interfaceScreens, html: '<div><div class="term"><div class="shell"><code>npm i x</code></div></div></div>', expected: 'product_demo' },
  { name: 'screenshot named as such', signal: demo.interfaceScreens, html: '<div><img src="/img/dashboard-screenshot.png" alt=""></div>', expected: 'product_demo' },
  { name: 'responsive breakpoint classes are no devices', signal: demo.interfaceScreens, html: '<div><div class="col is-6-tablet hidden-phone"><img src="team.jpg"></div></div>', expected: null },
  { name: 'a menu of dishes with prices shows what is served', signal: demo.menuOfDishes, html: `<div><h2>Lunch menu</h2>${cards(4, (i) => `<div><img src="dish${i}.jpg"><h3>Soup ${i}</h3><p>€${i + 6}.00</p><button>Order</button></div>`)}</div>`, expected: 'product_demo' },
  { name: 'a shop grid is no menu', signal: demo.menuOfDishes, html: `<div><h2>New arrivals</h2>${cards(4, (i) => `<div><img src="lamp${i}.jpg"><h3>Lamp ${i}</h3><p>€${i + 60}.00</p></div>`)}</div>`, expected: null },
  { name: 'numbered steps', signal: demo.numberedSteps, html: `<div>${cards(3, (i) => `<div><h3>${i + 1}. Pick a plan</h3><p>It takes a minute.</p></div>`)}</div>`, expected: 'product_demo' },
  { name: 'steps of an ordered list', signal: demo.numberedSteps, html: `<ol>${cards(3, (i) => `<li><h3>Schritt ${i + 1}</h3><p>Kurz erklärt.</p></li>`)}</ol>`, expected: 'product_demo' },
  { name: 'steps numbered by badges of their own', signal: demo.numberedSteps, html: `<div><h2>Three moves</h2><div>${cards(3, (i) => `<div><div class="badge">${i + 1}</div><h3>Move ${i}</h3><p>What happens then.</p></div>`)}</div></div>`, expected: 'product_demo' },
  { name: 'figures in badges that do not count up are no steps', signal: demo.numberedSteps, html: `<div><div>${[12, 40, 7].map((n) => `<div><div>${n}</div><h3>Years</h3><p>Of service.</p></div>`).join('')}</div></div>`, expected: null },
  { name: 'unnumbered feature cards are no steps', signal: demo.numberedSteps, html: `<div>${cards(3, () => '<div><h3>Fast sync</h3><p>It takes a minute.</p></div>')}</div>`, expected: null },
  { name: 'a restaurant menu heading', signal: demo.demoHeadingWords, html: '<div><h2>Our menu</h2></div>', expected: 'product_demo' },
  { name: 'pictured dishes with prices that lead nowhere are no shop grid', signal: doors.pricedItems, html: `<div><h2>Menu</h2>${cards(4, (i) => `<div><img src="d${i}.jpg"><p>Dish ${i} ₱5${i}0</p><p>Grilled and served warm.</p></div>`)}</div>`, expected: null },
  { name: 'menu of priced dishes', signal: demo.priceList, html: `<ul>${cards(5, (i) => `<li><h4>Dish ${i}</h4><p>Fresh and warm</p><span>$1${i}</span></li>`)}</ul>`, expected: 'product_demo' },
  { name: 'pictured products that link are a shop grid, not a menu', signal: demo.priceList, html: `<div>${cards(4, (i) => `<div><a href="/p/${i}"><img src="p${i}.jpg"></a><h3>Mug ${i}</h3><p>€1${i}.00</p></div>`)}</div>`, expected: null },
  { name: 'code example', signal: demo.codeExamples, html: '<div><pre>x()</pre></div>', expected: 'product_demo' },
  { name: 'code on a documentation page is documentation', signal: demo.codeExamples, html: '<div><pre>x()</pre></div>', ctx: { documentationPage: true }, expected: null },
  { name: 'a conference programme titled as such is the schedule', signal: demo.demoHeadingWords, html: '<div><h2>Programme 2024</h2></div>', expected: 'product_demo' },
  { name: 'an invitation to take part in a program is no schedule', signal: demo.demoHeadingWords, html: '<div><h2>Interested in participating in a mentoring program? Apply now</h2></div>', expected: null },
  { name: 'demo heading', signal: demo.demoHeadingWords, html: '<div><h2>See how it works</h2></div>', expected: 'product_demo' },
  { name: 'the one short line of an untitled frame is its title', signal: demo.demoHeadingWords, html: '<section><div><p>Interactive website preview</p></div></section>', expected: 'product_demo' },
  { name: 'a row of links is no title', signal: demo.demoHeadingWords, html: '<section><a href="/p">Preview</a> <a href="/b">Blog</a></section>', expected: null },
  { name: 'a long untitled paragraph is no title', signal: demo.demoHeadingWords, html: `<section><p>We made a preview of every page you build, so you can check it before it goes live anywhere.</p></section>`, expected: null },
  { name: 'demo class word', signal: demo.demoClassWords, html: '<div class="portfolio">x</div>', expected: 'product_demo' },
  // differentiation
  { name: 'speakers pictured with their talks: the line-up', signal: diff.speakerLineup, html: `<ul>${cards(4, (i) => `<li><img src="s${i}.jpg"><h4>Speaker ${i}</h4><p>Company ${i}, City</p><p>Talk: Building things number ${i}</p></li>`)}</ul>`, expected: 'differentiation' },
  { name: 'a team pictured without talks is no line-up', signal: diff.speakerLineup, html: `<ul>${cards(4, (i) => `<li><img src="s${i}.jpg"><h4>Person ${i}</h4><p>Head of things, City</p></li>`)}</ul>`, expected: null },
  { name: 'pictured workshops to sign up for are a catalogue, not a line-up', signal: diff.speakerLineup, html: `<ul>${cards(4, (i) => `<li><img src="w${i}.jpg"><h4>Workshop: Pottery ${i}</h4><p>Two sessions a week, all levels welcome.</p></li>`)}</ul>`, expected: null },
  { name: 'a dated programme of talks is the schedule, not the line-up', signal: diff.speakerLineup, html: `<ul>${cards(4, (i) => `<li><img src="s${i}.jpg"><time>1${i}:00</time><p>Jan ${i + 10}, 2018: Speaker ${i} talk on things</p></li>`)}</ul>`, expected: null },
  { name: 'feature grid', signal: diff.featureGrid, html: `<div>${cards(3, (i) => `<div><h3>Fast ${i}</h3><p>It loads in under a second on any device.</p></div>`)}</div>`, expected: 'differentiation' },
  { name: 'cards leading elsewhere are no feature grid', signal: diff.featureGrid, html: `<div>${cards(3, (i) => `<div><h3>Team ${i}</h3><p>Tools for this team of people.</p><a href="/t${i}">More</a></div>`)}</div>`, expected: null },
  { name: 'headline with benefit copy', signal: diff.benefitCopy, html: '<div><h2>Built for speed</h2><p>Every page loads in under a second, even on slow phones in the countryside.</p></div>', expected: 'differentiation' },
  { name: 'comparison table', signal: diff.comparisonTable, html: '<div><table><tr><td>Us</td><td>✓</td></tr></table></div>', expected: 'differentiation' },
  { name: 'a table of headings a script never filled compares nothing', signal: diff.comparisonTable, html: '<div><h2>Top donors</h2><table><thead><tr><th>Rank</th><th>Name</th><th>Amount</th></tr></thead><tbody></tbody></table></div>', expected: null },
  { name: 'differentiation heading', signal: diff.differentiationHeadingWords, html: '<div><h2>Why choose us</h2></div>', expected: 'differentiation' },
  { name: 'differentiation class word', signal: diff.differentiationClassWords, html: '<div class="features">x</div>', expected: 'differentiation' },
  // doors
  { name: 'cards linking to other pages', signal: doors.cardsLinkingOut, html: `<div>${cards(4, (i) => `<a href="/solutions/${i}"><h3>For team ${i}</h3></a>`)}</div>`, expected: 'doors' },
  { name: 'dated posts are no doors', signal: doors.cardsLinkingOut, html: `<div>${cards(4, (i) => `<a href="/blog/${i}"><h3>Post ${i}</h3><time>2026-01-0${i + 1}</time></a>`)}</div>`, expected: null },
  { name: 'bare list of links is no doors', signal: doors.cardsLinkingOut, html: `<ul>${cards(5, (i) => `<li><a href="/p/${i}">page ${i}</a></li>`)}</ul>`, expected: null },
  { name: 'logos under an integrations title are what it works with', signal: diff.integrationLogos, html: `<div><h2>Works with your stack</h2><p>Connect the tools you already run.</p>${cards(5, (i) => `<img src="tool${i}.svg" alt="">`)}</div>`, layout: { smallImages: 5 }, expected: 'differentiation' },
  { name: 'client logos are no integrations', signal: diff.integrationLogos, html: `<div><h2>Trusted by teams everywhere</h2>${cards(5, (i) => `<img src="client${i}.svg" alt="">`)}</div>`, layout: { smallImages: 5 }, expected: null },
  { name: 'logos under an integrations title are no logo wall of clients', signal: trust.logoWall, html: `<div><h2>Works with your stack</h2>${cards(5, (i) => `<img src="tool${i}.svg" alt="">`)}</div>`, layout: { smallImages: 5 }, expected: null },
  { name: 'ticks across named competitors', signal: diff.comparisonTable, html: '<div><h2>How we compare</h2><table><tr><th></th><th>Us</th><th>Acme</th><th>Globex</th></tr><tr><td>Offline mode</td><td>✓</td><td>✗</td><td>✗</td></tr><tr><td>Open source</td><td>✓</td><td>✓</td><td>✗</td></tr></table></div>', expected: 'differentiation' },
  { name: 'ticks drawn as icons count too', signal: diff.comparisonTable, html: `<div><table>${cards(3, (i) => `<tr><td>Feature ${i}</td><td><svg></svg></td><td><svg></svg></td></tr>`)}</table></div>`, expected: 'differentiation' },
  
  { name: 'product grid', signal: doors.productGrid, html: `<div>${cards(4, (i) => `<div><img src="p${i}.jpg"><h3>Mug ${i}</h3><p>€1${i}.00</p></div>`)}</div>`, expected: 'doors' },
  { name: 'pictured items with prices and the same buy button', signal: doors.pricedItems, html: `<div><div><img src="a.jpg"><b>Dry food</b> 3.60 € <s>4 €</s><button>Add to basket</button></div><div><img src="b.jpg"><b>Wet food</b> 3.15 €<button>Add to basket</button></div></div>`, expected: 'doors' },
  { name: 'a pricing table has plans, not pictured items', signal: doors.pricedItems, html: `<div>${cards(3, (i) => `<div><h3>Plan ${i}</h3><p>$${i}9/mo</p><button>Choose plan</button></div>`)}</div>`, expected: null },
  { name: 'small pictures beside prices are no logo wall', signal: trust.logoWall, html: `<div>${cards(5, (i) => `<img src="p${i}.jpg" width="80" height="80"><span>€${i}.99</span>`)}</div>`, expected: null },
  { name: 'titled offerings each closing with the same link', signal: doors.offeringLinks, html: `<div><h2>Treatments</h2>${cards(4, (i) => `<div><h3>Treatment ${i}</h3><p>What it does.</p><a href="/t${i}">Learn more →</a></div>`)}</div>`, expected: 'doors' },
  { name: 'speakers whose names link twice are no offerings', signal: doors.offeringLinks, html: `<div><h2>Speakers</h2>${cards(4, (i) => `<div><h3>Speaker ${i}</h3><a href="/s${i}">Speaker ${i}</a><a href="/s${i}/talk">Speaker ${i}</a></div>`)}</div>`, expected: null },
  { name: 'dated posts with "Read more" are articles', signal: doors.offeringLinks, html: `<div><h2>News</h2>${cards(4, (i) => `<div><h3>Post ${i}</h3><p>March ${i + 1}, 2026</p><a href="/p${i}">Read more</a></div>`)}</div>`, expected: null },
  { name: 'a bakery menu built like a shop grid is no shop grid', signal: doors.productGrid, html: `<div><h2>Our menu</h2>${cards(4, (i) => `<div><img src="bun${i}.jpg"><h3>Cinnamon bun ${i}</h3><p>$${i + 3}.50</p><a href="#cart">Add to cart</a></div>`)}</div>`, expected: null },
  { name: 'a bakery menu with cart buttons is no list of pictured products', signal: doors.pricedItems, html: `<div><h2>Our menu</h2>${cards(4, (i) => `<div><img src="bun${i}.jpg"><h3>Cinnamon bun ${i}</h3><p>$${i + 3}.50</p><a href="#cart">Add to cart</a></div>`)}</div>`, expected: null },
  { name: 'paths to get involved route by role', signal: doors.doorsHeadingWords, html: '<div><h2>Ways to get involved</h2><h3>Volunteer</h3><h3>Fundraise</h3></div>', expected: 'doors' },
  { name: 'one more priced product on a shop page is part of the listing', signal: doors.productOnShopPage, html: '<div><img src="kettle.jpg"><h3>Kettle K2</h3><p>€49 <s>€59</s></p><a class="btn" href="/p/k2">Add to cart</a></div>', ctx: { shopPage: true }, expected: 'doors' },
  { name: 'a priced product on a page that sells nothing else is no listing', signal: doors.productOnShopPage, html: '<div><img src="kettle.jpg"><h3>Kettle K2</h3><p>€49</p><a class="btn" href="/p/k2">Add to cart</a></div>', expected: null },
  { name: 'three titled cards, two of them linking on', signal: doors.cardsLinkingOut, html: `<div><h2>What we do</h2>${cards(3, (i) => `<div><img src="w${i}.jpg"><h3>Programme ${i}</h3><p>A few lines about it.</p><a href="${i < 2 ? `/programme/${i}` : '#more'}">Find out more</a></div>`)}</div>`, expected: 'doors' },
  { name: 'cards beside a map are ways to reach the place', signal: doors.cardsLinkingOut, html: `<div><h2>Visit us</h2>${cards(3, (i) => `<div><img src="i${i}.svg"><h3>Way ${i}</h3><a href="/contact/${i}">Open</a></div>`)}<iframe src="https://www.google.com/maps?q=Town&output=embed" title="Map"></iframe></div>`, expected: null },
  { name: 'buttons that route deeper', signal: doors.routingButtons, html: '<div><h3>Themes</h3><p>Official themes.</p><a class="btn" href="/themes">Explore our themes</a></div>', expected: 'doors' },
  { name: 'a sign-up button does not route', signal: doors.routingButtons, html: '<div><h3>Ready?</h3><a class="btn" href="/signup">Sign up</a></div>', expected: null },
  { name: 'doors heading', signal: doors.doorsHeadingWords, html: '<div><h2>Shop by category</h2></div>', expected: 'doors' },
  { name: 'doors class word', signal: doors.doorsClassWords, html: '<div class="categories">x</div>', expected: 'doors' },
  // resources
  { name: 'dated articles', signal: resources.datedArticles, html: `<div>${cards(3, (i) => `<article><h3>Post ${i}</h3><time>March ${i + 3}, 2026</time></article>`)}</div>`, expected: 'resources' },
  { name: 'expandable questions', signal: resources.questionsAndAnswers, html: '<div><details><summary>How?</summary></details><details><summary>Why?</summary></details></div>', expected: 'resources' },
  { name: 'questions as headings', signal: resources.questionsAndAnswers, html: '<div><h3>Can I cancel?</h3><p>Yes.</p><h3>Is there a trial?</h3><p>Yes.</p><h3>Do you invoice?</h3><p>Yes.</p></div>', expected: 'resources' },
  { name: 'documentation', signal: resources.documentation, html: '<div><pre>npm i x</pre><pre>import x</pre></div>', expected: 'resources' },
  { name: 'part of a documentation page', signal: resources.onDocumentationPage, html: '<div><h2>Tips</h2></div>', ctx: { documentationPage: true }, expected: 'resources' },
  { name: 'reading list', signal: resources.readingList, html: `<div><h2>Tutorials</h2><ul>${cards(5, (i) => `<li><a href="/t/${i}">Tutorial ${i}</a></li>`)}</ul></div>`, expected: 'resources' },
  { name: 'an embedded map: directions', signal: resources.directions, html: '<div><h2>Location</h2><iframe src="https://www.google.com/maps?q=Town&output=embed" title="Map of the shop"></iframe></div>', expected: 'resources' },
  { name: 'a link to directions on a map service', signal: resources.directions, html: '<div><h2>Visit us</h2><p>Main street 1</p><a href="https://maps.google.com/?q=Clinic">Get directions</a></div>', expected: 'resources' },
  { name: 'a titled map closing the page is directions', signal: resources.directions, html: '<div><h2>Find the lodge</h2><iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4" title="Map"></iframe></div>', ctx: { index: 7, count: 8 }, expected: 'resources' },
  { name: 'a footer full of links beside a map is no directions', signal: resources.directions, html: `<div><h2>Lodge</h2>${cards(6, (i) => `<a href="/p${i}">Page ${i}</a>`)}<a href="https://maps.google.com/?q=Lodge">Map</a></div>`, ctx: { index: 7, count: 8 }, expected: null },
  { name: 'a frame without a map is no directions', signal: resources.directions, html: '<div><iframe src="/playground"></iframe></div>', expected: null },
  { name: 'a venue titled "Location", its map not drawn yet: directions', signal: resources.venueDirections, html: '<div><h2>Location</h2><p>The conference takes place at the old cinema, next to the tram stop.</p><div id="map" data-latitude="48.3"></div></div>', expected: 'resources' },
  { name: 'an address with a "Get directions" button: directions', signal: resources.venueDirections, html: '<div><h4>Harbour Hall</h4><ul><li>Quay street 4</li><li>000 000 000</li></ul><button>Get directions</button></div>', expected: 'resources' },
  { name: 'a footer with its address is no directions block', signal: resources.venueDirections, html: '<div><h4>Location</h4><p>Quay street 4</p><p>© 2024 Harbour Hall</p></div>', expected: null },
  { name: 'a title that only starts with a place word is no directions', signal: resources.venueDirections, html: '<div><h2>Location-aware search for your app</h2><p>Find what is near.</p></div>', expected: null },
  { name: 'article elements', signal: resources.articleElements, html: '<div><article>a</article><article>b</article></div>', expected: 'resources' },
  { name: 'neighbourhoods listed with travel times: where the place is', signal: resources.travelTimes, html: `<div><h2>Easy to reach</h2>${['Northgate', 'Riverside', 'Old Town'].map((t, i) => `<div><h3>${t}</h3><p>About ${i + 5}–${i + 9} minutes away by bus, with parking nearby.</p></div>`).join('')}</div>`, expected: 'resources' },
  { name: 'a feature grid that saves minutes is no list of places', signal: resources.travelTimes, html: `<div><h2>Why teams switch</h2>${cards(3, (i) => `<div><h3>Feature ${i}</h3><p>Set up in ${i + 2} minutes, no code needed.</p></div>`)}</div>`, expected: null },
  { name: 'places with travel times are no feature grid', signal: diff.featureGrid, html: `<div><h2>Easy to reach</h2>${['Northgate', 'Riverside', 'Old Town'].map((t, i) => `<div><h3>${t}</h3><p>About ${i + 5}–${i + 9} minutes away by bus, with parking nearby.</p></div>`).join('')}</div>`, expected: null },
  { name: 'folded terms are no feature grid', signal: diff.featureGrid, html: `<div><h2>Legal</h2>${cards(3, (i) => `<details><summary><h3>Policy ${i}</h3></summary><p>What the policy says about orders, shipping and data.</p></details>`)}</div>`, expected: null },
  { name: 'a legal notice heading is reference material', signal: resources.resourcesHeadingWords, html: '<div><h2>Legal notice</h2><p>Registered office and terms.</p></div>', expected: 'resources' },
  { name: 'a browser support heading is reference material', signal: resources.resourcesHeadingWords, html: '<div><h2>Browser support</h2><table><tr><td>Firefox</td><td>60+</td></tr></table></div>', expected: 'resources' },
  { name: 'resources heading', signal: resources.resourcesHeadingWords, html: '<div><h2>Frequently asked questions</h2></div>', expected: 'resources' },
  { name: 'resources class word', signal: resources.resourcesClassWords, html: '<div class="blog-list">x</div>', expected: 'resources' },
];

describe('content signals', () => {
  it('weighs a quotation shown beside its source code as a sample, not a testimonial', () => {
    const sample = trust.quotesWithNames(featuresOf('<div><blockquote>“Quote”</blockquote><cite>Ann Lee</cite><pre>&lt;blockquote&gt;</pre></div>'), contextOf());
    const testimonial = trust.quotesWithNames(featuresOf('<div><blockquote>“Quote”</blockquote><cite>Ann Lee</cite></div>'), contextOf());
    expect(sample!.weight).toBeLessThan(testimonial!.weight);
  });

  it('weighs a muted looping screen recording less than a video to watch', () => {
    const ambient = demo.productVideo(featuresOf('<div><video autoplay muted loop></video></div>'), contextOf());
    const watchable = demo.productVideo(featuresOf('<div><video controls></video></div>'), contextOf());
    expect(ambient!.weight).toBeLessThan(watchable!.weight);
  });

  for (const c of cases) {
    it(`${c.expected ? 'votes ' + c.expected : 'stays silent'}: ${c.name}`, () => {
      const vote = c.signal({ ...featuresOf(c.html), ...c.layout }, contextOf(c.ctx));
      expect(vote?.label ?? null).toBe(c.expected);
      if (vote) expect(vote.weight).toBeGreaterThan(0);
    });
  }
});
