/**
 * A fresh set of search questions, written blind (issue 8): from CRO knowledge alone, before
 * any search was run on them, without opening the catalogue data, the conversion vocabulary or
 * the `relevant` patterns of `search-questions.ts`. They are phrased as site owners, marketers,
 * founders and non-native English speakers type them: everyday words, symptoms and goals rather
 * than the field's jargon.
 *
 * `relevant` is written from the CONCEPT a useful answer would be about (matched, as in the
 * project set, case-insensitively against a record's title, element_tested,
 * variation_description, psychological_principle and actionable_rule), not from any catalogue
 * wording; a concept the catalogue words differently is a miss for every search alike.
 *
 * SPLIT: `tune` questions may be looked at one by one while improving the search; `test`
 * questions are held out: only their aggregate figures may be read. The questions are grouped by
 * the website section they are about (hero, cta, trust, product_demo, differentiation, global,
 * doors, resources) and alternate tune/test within each group, so that each half covers every
 * section. `fact` names the section fact the question is about (the kinds of `lib/facts`), or
 * the section label when it is about no single fact.
 */
import type { SearchQuestion } from './search-questions';

export const FRESH_SEARCH_QUESTIONS: SearchQuestion[] = [
  // ── hero ──────────────────────────────────────────────────────────────────────────────────
  { query: 'visitors land on our homepage and have no idea what we sell', relevant: /value prop|headline|clarity|what (the product|it|you|we) (is|does|do)/i, split: 'tune', fact: 'headline' },
  { query: 'nobody scrolls past the top of the page', relevant: /fold|hero|scroll|first screen/i, split: 'test', fact: 'hero' },
  { query: 'the big rotating banner at the top, does it hurt sales', relevant: /carousel|slider|rotat|slides?\b/i, split: 'tune', fact: 'carousel' },
  { query: 'our title sounds clever but people dont get it', relevant: /headline|clarity|clever|plain (language|words)|benefit/i, split: 'test', fact: 'headline' },
  { query: 'should the main picture show a real person or the product', relevant: /hero (image|photo|shot|visual)|photo|person|people|human|face|product (image|shot)/i, split: 'tune', fact: 'people_images' },
  { query: 'big background video at the top of the site, worth it?', relevant: /video/i, split: 'test', fact: 'video' },
  { query: 'put numbers in the main heading or not', relevant: /specific|number|figure|statistic|concrete/i, split: 'tune', fact: 'headline' },
  { query: 'how long should the first sentence on the homepage be', relevant: /headline|tagline|fewer words|concise|length/i, split: 'test', fact: 'headline' },
  { query: 'too much text at the top, visitors feel overwhelmed', relevant: /cognitive load|concise|less (text|copy)|simplif|clutter|shorter (copy|text)|minimal/i, split: 'tune', fact: 'hero' },

  // ── cta ───────────────────────────────────────────────────────────────────────────────────
  { query: 'people put stuff in the basket and then vanish', relevant: /cart|checkout|basket|abandon|shipping|delivery/i, split: 'test', fact: 'cta' },
  { query: 'what should the buy button say', relevant: /(button|cta|call.to.action)[^|]*(copy|text|label|word)|(copy|text|label|word)[^|]*(button|cta)|first.person|action verb/i, split: 'tune', fact: 'cta' },
  { query: 'too many buttons, people dont know which one to click', relevant: /single (cta|call|button)|one (primary|main|clear)|primary|competing|fewer (buttons|ctas|choices|options)|choice overload|hick/i, split: 'test', fact: 'cta' },
  { query: 'our sign up page scares people off', relevant: /form|field|sign.?up|registration|friction/i, split: 'tune', fact: 'form' },
  { query: 'do people hate giving their phone number', relevant: /phone|field|form/i, split: 'test', fact: 'form' },
  { query: 'does the colour of the button matter', relevant: /colou?r|contrast/i, split: 'tune', fact: 'cta' },
  { query: 'split the long form into a few screens', relevant: /multi.?step|steps?\b|wizard|progress/i, split: 'test', fact: 'form' },
  { query: 'visitors leave without doing anything at the end of the page', relevant: /(final|closing|bottom|end|repeat)[^|]*(cta|call.to.action|button)|(cta|call.to.action|button)[^|]*(bottom|end of|repeat)/i, split: 'tune', fact: 'cta' },
  { query: 'ask for credit card on the free trial or not', relevant: /credit card|card|trial/i, split: 'test', fact: 'form' },
  { query: 'timer saying the sale ends soon, does it work or annoy', relevant: /countdown|timer|deadline|urgen/i, split: 'tune', fact: 'countdown' },
  { query: 'telling people only a few left in stock', relevant: /scarcity|stock|limited|remaining|left\b/i, split: 'test', fact: 'scarcity' },
  { query: 'people think the delivery costs too much and leave', relevant: /shipping|delivery|threshold/i, split: 'tune', fact: 'cta' },

  // ── trust ─────────────────────────────────────────────────────────────────────────────────
  { query: 'people dont trust us because we are a small unknown company', relevant: /social proof|testimonial|review|logo|trust|credib/i, split: 'test', fact: 'trust' },
  { query: 'is it worth putting customer quotes with their faces', relevant: /testimonial|quote|photo|face/i, split: 'tune', fact: 'testimonials' },
  { query: 'should we show the names of companies that use us', relevant: /logo|trusted by|as seen|client|customer/i, split: 'test', fact: 'logo_wall' },
  { query: 'worried people think paying on our site is not safe', relevant: /secur|badge|ssl|safe|padlock|payment|encrypt/i, split: 'tune', fact: 'security_badges' },
  { query: 'money back promise, does it help', relevant: /guarantee|money.?back|refund|risk/i, split: 'test', fact: 'guarantee' },
  { query: 'little stars next to the products', relevant: /star|rating|review/i, split: 'tune', fact: 'testimonials' },
  { query: 'how many happy customers should we brag about', relevant: /social proof|(customer|user|client)s? (count|number)|number of (customers|users|clients)|bandwagon|adoption/i, split: 'test', fact: 'trust' },
  { query: 'show awards and newspaper mentions', relevant: /award|press|media|as seen|authority/i, split: 'tune', fact: 'logo_wall' },
  { query: 'our reviews look fake, how to make them believable', relevant: /testimonial|review|authentic/i, split: 'test', fact: 'testimonials' },

  // ── product_demo ──────────────────────────────────────────────────────────────────────────
  { query: 'people dont understand how our app works', relevant: /demo|how it works|screenshot|walkthrough|tour|explainer|video/i, split: 'tune', fact: 'product_demo' },
  { query: 'short film explaining the product, does it bring more sign ups', relevant: /video|explainer/i, split: 'test', fact: 'video' },
  { query: 'should videos start playing by themselves', relevant: /auto.?play|video/i, split: 'tune', fact: 'video' },
  { query: 'show real pictures of the app or drawings', relevant: /screenshot|illustration|product (image|shot)|\bui\b|interface/i, split: 'test', fact: 'people_images' },
  { query: 'let people try it before making an account', relevant: /interactive|sandbox|playground|(live|self.?serve|product|interactive) (demo|tour)|no sign.?up|without (an )?(account|sign)/i, split: 'tune', fact: 'product_demo' },
  { query: 'show the steps to get started', relevant: /steps?\b|how it works|process/i, split: 'test', fact: 'numbered_steps' },
  { query: 'before and after pictures', relevant: /before.and.after|before\/after|transformation/i, split: 'tune', fact: 'product_demo' },
  { query: 'moving gif of the product in action', relevant: /gif|animat|motion|video|demo/i, split: 'test', fact: 'video' },
  { query: 'people want to look inside the tool before they pay', relevant: /demo|tour|screenshot|preview|trial/i, split: 'tune', fact: 'product_demo' },

  // ── differentiation ───────────────────────────────────────────────────────────────────────
  { query: 'customers ask why pick you over the others', relevant: /compar|competitor|versus|\bvs\.?\b|unique|differen|\busp\b/i, split: 'test', fact: 'differentiation' },
  { query: 'a table showing us against them', relevant: /compar|versus|\bvs\.?\b|table/i, split: 'tune', fact: 'comparison_table' },
  { query: 'visitors cant choose a plan', relevant: /plan|pricing|tier|recommend|most popular|decoy|anchor/i, split: 'test', fact: 'pricing' },
  { query: 'should we mark one package as the best choice', relevant: /most popular|recommend|highlight|badge|default|anchor|decoy/i, split: 'tune', fact: 'pricing' },
  { query: 'switch between monthly and yearly price', relevant: /annual|yearly|monthly|billing|toggle/i, split: 'test', fact: 'pricing' },
  { query: 'how many price options is too many', relevant: /plans?\b|tier|options|choice|overload/i, split: 'tune', fact: 'pricing' },
  { query: 'people think we are too expensive', relevant: /anchor|framing|per (day|month|user)|price|pricing/i, split: 'test', fact: 'pricing' },
  { query: 'long list of features, nobody reads it', relevant: /feature|benefit/i, split: 'tune', fact: 'differentiation' },
  { query: 'we look exactly like our competitors', relevant: /unique|differen|\busp\b|position|stand out|competitor/i, split: 'test', fact: 'differentiation' },

  // ── global (navigation and site chrome) ───────────────────────────────────────────────────
  { query: 'the menu has way too many links', relevant: /nav|menu|links?\b/i, split: 'tune', fact: 'navigation' },
  { query: 'should the top bar follow you when you scroll down', relevant: /sticky|header|persistent nav/i, split: 'test', fact: 'sticky_header' },
  { query: 'thin strip at the very top with a promo message', relevant: /announcement|top bar|promo (bar|banner|strip)|notification bar|hello bar|banner/i, split: 'tune', fact: 'announcement_bar' },
  { query: 'the cookie popup covers half the screen', relevant: /cookie|consent|gdpr|privacy/i, split: 'test', fact: 'cookie_banner' },
  { query: 'little chat bubble in the corner, helps or annoys?', relevant: /chat|live (help|support)|messag|bubble/i, split: 'tune', fact: 'chat_widget' },
  { query: 'people cant find the product they want on our site', relevant: /search|find|nav|menu/i, split: 'test', fact: 'search_box' },
  { query: 'bottom of the site is full of links, does it matter', relevant: /footer/i, split: 'tune', fact: 'navigation' },
  { query: 'popup asking for email when people try to leave', relevant: /exit|pop.?up|modal|overlay/i, split: 'test', fact: 'global' },
  { query: 'hide the menu on the payment page', relevant: /(remov|hid|strip|without|no)[^|]*(nav|menu|header|links)|(nav|menu|header)[^|]*(remov|hid)|distraction/i, split: 'tune', fact: 'navigation' },

  // ── doors (entry points for different visitors) ───────────────────────────────────────────
  { query: 'we sell to small shops and big companies, one homepage for both', relevant: /persona|audience|segment|rout|self.?select|role|industry|who you are/i, split: 'test', fact: 'persona_cards' },
  { query: "boxes that say 'I am a ...' to send people to the right page", relevant: /persona|role|audience|self.?select|segment|rout|path/i, split: 'tune', fact: 'persona_cards' },
  { query: 'shop with many kinds of products, how to show them on the home page', relevant: /categor|tile|collection|department/i, split: 'test', fact: 'category_tiles' },
  { query: 'big pictures for each category or just a list', relevant: /categor|tile|collection/i, split: 'tune', fact: 'category_tiles' },
  { query: 'separate page for each industry we serve', relevant: /industry|use case|vertical|segment|solution/i, split: 'test', fact: 'doors' },
  { query: 'new visitors and old customers want different things', relevant: /returning|new visitor|personali|segment/i, split: 'tune', fact: 'doors' },
  { query: 'people cant tell which product is right for them', relevant: /quiz|finder|guide|recommend|persona|self.?select|which [^|]*right/i, split: 'test', fact: 'doors' },
  { query: 'send people to the right place from the front page', relevant: /rout|path|entry|door|persona|segment|self.?select|categor/i, split: 'tune', fact: 'doors' },
  { query: 'language and country picker', relevant: /language|country|locale|region|locali[sz]|geo/i, split: 'test', fact: 'doors' },

  // ── resources (blog, guides, FAQ) ─────────────────────────────────────────────────────────
  { query: 'our blog gets traffic but no one buys', relevant: /blog|article|content|post/i, split: 'tune', fact: 'article_cards' },
  { query: 'questions people ask before buying, where to put them', relevant: /faq|question|objection/i, split: 'test', fact: 'faq' },
  { query: 'how many blog posts to show on the home page', relevant: /article|blog|post|resource/i, split: 'tune', fact: 'article_cards' },
  { query: 'free guide in exchange for an email', relevant: /lead magnet|gated|e-?book|guide|download|whitepaper|resource/i, split: 'test', fact: 'form' },
  { query: 'help pages where people cant find answers', relevant: /help|docs?\b|documentation|knowledge base|faq|support|search/i, split: 'tune', fact: 'faq' },
  { query: 'photos of our team on the about page', relevant: /team|founder|staff|about us|employee/i, split: 'test', fact: 'team' },
  { query: 'page with stories of customers who succeeded', relevant: /case stud|success stor|customer stor/i, split: 'tune', fact: 'testimonials' },
  { query: 'show the date on blog posts or not', relevant: /date|fresh|updated|recent|publish/i, split: 'test', fact: 'article_cards' },
  { query: 'getting people to sign up for our online seminar', relevant: /webinar|event|workshop/i, split: 'tune', fact: 'resources' },
];
