/**
 * Natural questions for the search eval, as a new user or a CRO specialist would type them,
 * in words that mostly differ from the records'. Written before any tuning of the search.
 *
 * A record is relevant to a question when `relevant` (case-insensitive) matches its title,
 * element_tested, variation_description, psychological_principle or actionable_rule, so the eval
 * does not depend on one catalogue's wording and held-out questions can be scored the same way.
 *
 * SPLIT: questions marked `tune` may be looked at while improving the search; questions marked
 * `test` are the held-out half the reported numbers come from. Do not tune on `test`.
 * `fact` names the family of /work/fact-kinds.md (1–26) or the kind of question the issue found
 * missed (payment-reassurance, choice-overload, unclear-offer, urgency, routing), or `other`.
 */
export type Split = 'tune' | 'test';

export interface SearchQuestion {
  query: string;
  relevant: RegExp;
  split: Split;
  fact: string;
}

export const SEARCH_QUESTIONS: SearchQuestion[] = [
  // Missed kinds (issue 8): reassurance at payment
  { split: 'tune', fact: 'payment-reassurance', query: 'how do I reassure people that paying on my site is safe', relevant: /secur|seal|ssl|padlock|payment (logo|icon|badge)|trust badge|safe checkout|encrypt/i },
  { split: 'test', fact: 'payment-reassurance', query: 'shoppers worry their card details get stolen when they pay', relevant: /secur|seal|ssl|padlock|payment (logo|icon|badge)|trust badge|safe checkout|encrypt/i },
  { split: 'tune', fact: 'payment-reassurance', query: 'people abandon at the payment step because they do not trust us', relevant: /secur|seal|ssl|padlock|payment (logo|icon|badge)|trust|guarantee|safe checkout/i },
  { split: 'test', fact: 'payment-reassurance', query: 'visa and mastercard icons near the pay button', relevant: /secur|seal|ssl|padlock|payment (logo|icon|badge|method)|card logos|trust badge/i },
  // too many choices
  { split: 'tune', fact: 'choice-overload', query: 'visitors freeze because there are too many options', relevant: /hick|choice|option|fewer|overload|simplif|single|lone|one (primary|clear|obvious)|paradox/i },
  { split: 'test', fact: 'choice-overload', query: 'my page offers so many things people cannot decide', relevant: /hick|choice|option|fewer|overload|simplif|single|lone|one (primary|clear|obvious)|paradox/i },
  { split: 'tune', fact: 'choice-overload', query: 'customers can not pick between our subscription tiers', relevant: /plan|pricing|tier|recommend|popular|decoy|choice|option/i },
  { split: 'test', fact: 'choice-overload', query: 'paralysis from offering too much at once', relevant: /hick|choice|option|fewer|overload|simplif|single|lone|one (primary|clear|obvious)|paradox/i },
  // a page that does not say what the product does
  { split: 'tune', fact: 'unclear-offer', query: 'my homepage does not explain what we actually sell', relevant: /value proposition|headline|heading|what .{0,30}(does|offer|do)|clarity|plain|explain/i },
  { split: 'test', fact: 'unclear-offer', query: 'visitors leave because they do not get what the product is', relevant: /value proposition|headline|heading|what .{0,30}(does|offer|do)|clarity|plain|explain|demo|video/i },
  { split: 'tune', fact: 'unclear-offer', query: 'first screen is vague and confusing about the offer', relevant: /value proposition|headline|heading|what .{0,30}(does|offer|do)|clarity|plain|specific|concrete/i },
  { split: 'test', fact: 'unclear-offer', query: 'people cannot tell in five seconds what our service is for', relevant: /value proposition|headline|heading|what .{0,30}(does|offer|do)|clarity|plain|explain/i },
  // urgency
  { split: 'tune', fact: 'urgency', query: 'how to make buyers hurry up and not postpone', relevant: /urgen|countdown|deadline|timer|scarcity|limited|stock|left|expir|ends/i },
  { split: 'test', fact: 'urgency', query: 'create time pressure around a sale', relevant: /urgen|countdown|deadline|timer|limited time|expir|ends|scarcity/i },
  { split: 'tune', fact: 'urgency', query: 'people put the purchase off until later', relevant: /urgen|countdown|deadline|timer|scarcity|limited|stock|left|expir|reminder|ends/i },
  { split: 'test', fact: 'urgency', query: 'offer only valid this weekend', relevant: /urgen|countdown|deadline|timer|limited time|expir|ends|scarcity/i },
  // routing different visitors
  { split: 'tune', fact: 'routing', query: 'different kinds of visitors need different starting points', relevant: /segment|persona|role|i am|i'm a|audience|solutions for|rout|path|entry|self.select|tile/i },
  { split: 'test', fact: 'routing', query: 'send developers and marketers to separate pages', relevant: /segment|persona|role|i am|i'm a|audience|solutions for|rout|path|entry|self.select|tile/i },
  { split: 'tune', fact: 'routing', query: 'let people choose whether they are a student or a business', relevant: /segment|persona|role|i am|i'm a|audience|solutions for|rout|path|entry|self.select|tile/i },
  { split: 'test', fact: 'routing', query: 'homepage serves both beginners and experts badly', relevant: /segment|persona|role|i am|i'm a|audience|solutions for|rout|path|entry|self.select|tile|personali/i },

  // 1 calls to action
  { split: 'tune', fact: '1', query: 'three equally important buttons next to each other', relevant: /button|call to action|\bcta\b|hick|action/i },
  { split: 'test', fact: '1', query: 'what colour should the buy button be', relevant: /colou?r|contrast/i },
  { split: 'tune', fact: '1', query: 'wording on the sign up button', relevant: /button (copy|text|label|wording)|copy|first.person|wording|label|verb/i },
  { split: 'test', fact: '1', query: 'the main action does not stand out from the rest', relevant: /button|call to action|\bcta\b|contrast|colou?r|primary|prominen/i },
  // 2 navigation
  { split: 'tune', fact: '2', query: 'our menu has far too many links', relevant: /navigation|menu|\bnav\b|links/i },
  { split: 'test', fact: '2', query: 'huge dropdowns in the top bar', relevant: /navigation|menu|mega|dropdown|\bnav\b/i },
  // 3 forms
  { split: 'tune', fact: '3', query: 'how many questions should a contact form ask', relevant: /form|field/i },
  { split: 'test', fact: '3', query: 'should we ask for a phone number when people register', relevant: /phone|field|form/i },
  { split: 'tune', fact: '3', query: 'split a long application into several screens', relevant: /multi.?step|step|wizard|form|progress/i },
  { split: 'test', fact: '3', query: 'lots of mandatory boxes to fill in before joining', relevant: /form|field|optional|required/i },
  // 4 carousel
  { split: 'tune', fact: '4', query: 'rotating banner at the top of the home page', relevant: /carousel|slider|slide|rotat|static/i },
  { split: 'test', fact: '4', query: 'do slideshows that change by themselves hurt sales', relevant: /carousel|slider|slide|rotat|static|autoplay/i },
  // 5 video
  { split: 'tune', fact: '5', query: 'short clip explaining the product on the landing page', relevant: /video|explainer|film|clip/i },
  { split: 'test', fact: '5', query: 'should movies start playing automatically', relevant: /video|autoplay|explainer/i },
  // 6 people vs illustrations
  { split: 'tune', fact: '6', query: 'pictures of real people versus drawings', relevant: /photo|face|person|people|portrait|human|illustration/i },
  { split: 'test', fact: '6', query: 'generic models in the images instead of our actual clients', relevant: /photo|face|customer|real|stock|image|portrait/i },
  // 7 logo wall
  { split: 'tune', fact: '7', query: 'show the companies that already use us', relevant: /logo|client|brand|as seen|press|customers? (count|counter)|trusted by/i },
  { split: 'test', fact: '7', query: 'featured in the newspapers strip', relevant: /press|media|as seen|award|logo|featured/i },
  // 8 testimonials
  { split: 'tune', fact: '8', query: 'quotes from happy clients with their names', relevant: /testimonial|quote|review|customer stor/i },
  { split: 'test', fact: '8', query: 'what earlier buyers thought of the product', relevant: /testimonial|quote|review|rating|star/i },
  { split: 'tune', fact: '8', query: 'five star scores next to each item', relevant: /rating|star|review/i },
  // 9 headline
  { split: 'test', fact: '9', query: 'should the main title contain figures', relevant: /headline|heading|title|number|figure|specific|concrete|quantif/i },
  { split: 'tune', fact: '9', query: 'how long should the top title be', relevant: /headline|heading|short|length|concise/i },
  // 10 pricing
  { split: 'test', fact: '10', query: 'mark one plan as the best choice', relevant: /plan|pricing|recommend|popular|highlight|tier/i },
  { split: 'tune', fact: '10', query: 'switch between paying monthly or yearly', relevant: /annual|yearly|monthly|billing/i },
  { split: 'test', fact: '10', query: 'a bad option that makes the middle package look good', relevant: /decoy|anchor|plan|tier|pricing|package/i },
  { split: 'tune', fact: '10', query: 'make the price feel smaller', relevant: /price|pricing|per day|anchor|cost|discount/i },
  // 11 countdown
  { split: 'test', fact: '11', query: 'clock showing when the promotion finishes', relevant: /countdown|timer|deadline|urgen|ends|expir/i },
  // 12 scarcity
  { split: 'tune', fact: '12', query: 'tell people only a few items remain', relevant: /stock|left|scarcity|limited|sold out|remain/i },
  { split: 'test', fact: '12', query: 'almost gone warning on the product', relevant: /stock|left|scarcity|limited|sold out|remain/i },
  // 13 guarantee
  { split: 'tune', fact: '13', query: 'promise to give the money back if unhappy', relevant: /guarantee|refund|money.back|risk/i },
  { split: 'test', fact: '13', query: 'remove the risk of buying for hesitant customers', relevant: /guarantee|refund|money.back|risk|trial|return/i },
  // 14 security badges (also above)
  { split: 'tune', fact: '14', query: 'lock icon and encryption note on the payment form', relevant: /secur|seal|ssl|padlock|encrypt|lock|trust badge/i },
  // 15 comparison
  { split: 'test', fact: '15', query: 'table showing us against the competition', relevant: /compar|versus|\bvs\b|competitor|alternative|rival/i },
  { split: 'tune', fact: '15', query: 'why pick us over the other providers', relevant: /compar|versus|\bvs\b|competitor|alternative|why choose|differen|unique/i },
  // 16 steps
  { split: 'test', fact: '16', query: 'explain the process in a few numbered stages', relevant: /step|how it works|process|stage/i },
  // 17 FAQ
  { split: 'tune', fact: '17', query: 'answer common doubts on the page', relevant: /faq|question|objection|accordion|doubt|concern/i },
  { split: 'test', fact: '17', query: 'collapsible list of questions and answers', relevant: /faq|question|accordion|collaps/i },
  // 18 articles
  { split: 'tune', fact: '18', query: 'blog posts showing how many minutes they take to read', relevant: /article|blog|reading time|post|metadata|date/i },
  { split: 'test', fact: '18', query: 'show the date on our guides and news items', relevant: /article|blog|reading time|post|metadata|date|fresh|updated/i },
  // 19 team
  { split: 'tune', fact: '19', query: 'photos of our staff on the about page', relevant: /team|staff|founder|employee|people behind/i },
  { split: 'test', fact: '19', query: 'introduce the founders and their roles', relevant: /team|staff|founder|employee|people behind|role/i },
  // 20 persona cards (also routing above)
  { split: 'tune', fact: '20', query: '"I am a..." cards for each audience', relevant: /segment|persona|role|i am|i'm a|audience|solutions for|rout|self.select|tile/i },
  // 21 category tiles
  { split: 'test', fact: '21', query: 'product groups with pictures on the home page', relevant: /categor|tile|collection/i },
  { split: 'tune', fact: '21', query: 'department boxes without images', relevant: /categor|tile|collection/i },
  // 22 search box
  { split: 'test', fact: '22', query: 'make the find bar easier to spot', relevant: /search/i },
  { split: 'tune', fact: '22', query: 'suggestions while typing a query', relevant: /search|autocomplete|suggest/i },
  // 23 sticky header
  { split: 'test', fact: '23', query: 'top bar that stays visible while scrolling down', relevant: /sticky|fixed|persistent|header|always visible/i },
  // 24 announcement bar
  { split: 'tune', fact: '24', query: 'thin strip above the header with a promotion', relevant: /announcement|\bbar\b|banner|strip|promo/i },
  { split: 'test', fact: '24', query: 'site-wide notice about free delivery at the very top', relevant: /announcement|\bbar\b|banner|strip|shipping|delivery/i },
  // 25 cookie banner
  { split: 'tune', fact: '25', query: 'privacy popup asking permission to track', relevant: /consent|cookie|privacy|gdpr/i },
  { split: 'test', fact: '25', query: 'the tracking notice covers half the screen', relevant: /consent|cookie|privacy|gdpr/i },
  // 26 chat
  { split: 'tune', fact: '26', query: 'talk to someone while shopping', relevant: /chat|support|agent|assistan|help/i },
  { split: 'test', fact: '26', query: 'messaging bubble in the bottom corner', relevant: /chat|support|agent|assistan|help|widget|messag/i },

  // other common questions
  { split: 'tune', fact: 'other', query: 'postage fees scare people away at the end', relevant: /shipping|delivery|postage|threshold|fee/i },
  { split: 'test', fact: 'other', query: 'delivery charges put buyers off', relevant: /shipping|delivery|postage|threshold|fee/i },
  { split: 'tune', fact: 'other', query: 'forcing people to make an account before buying', relevant: /guest|account|login|log in|sign.?in|registration|register/i },
  { split: 'test', fact: 'other', query: 'let people purchase without registering', relevant: /guest|account|login|log in|sign.?in|registration|register/i },
  { split: 'tune', fact: 'other', query: 'catch people before they close the tab', relevant: /exit|leav|abandon|popup|pop-up/i },
  { split: 'test', fact: 'other', query: 'overlay offer when the mouse leaves the window', relevant: /exit|leav|abandon|popup|pop-up|overlay/i },
  { split: 'tune', fact: 'other', query: 'free downloadable guide to collect emails', relevant: /guide|ebook|e-book|download|lead magnet|content offer|checklist|whitepaper|email/i },
  { split: 'test', fact: 'other', query: 'give away a report in exchange for an address', relevant: /guide|ebook|e-book|download|lead magnet|content offer|checklist|whitepaper|email|gated/i },
  { split: 'tune', fact: 'other', query: 'let prospects try the software before they pay', relevant: /demo|trial|try|interactive|sandbox|free plan|freemium/i },
  { split: 'test', fact: 'other', query: 'hands-on sample of the app without signing up', relevant: /demo|trial|try|interactive|sandbox|playground|free plan|freemium/i },
  { split: 'tune', fact: 'other', query: 'indicator of how far along the checkout someone is', relevant: /progress|step|stage|indicator/i },
  { split: 'test', fact: 'other', query: 'tell buyers exactly when the parcel arrives', relevant: /deliver|arriv|shipping|dispatch|date/i },
  { split: 'tune', fact: 'other', query: 'help unsure shoppers find the right product with a few questions', relevant: /quiz|finder|recommend|guided|questionnaire|wizard/i },
  { split: 'test', fact: 'other', query: 'stories of clients who got results with us', relevant: /case stud|success stor|testimonial|customer stor|results/i },
  { split: 'tune', fact: 'other', query: 'number of people who signed up recently', relevant: /counter|number of|customers|social proof|joined|popularity|bandwagon/i },
  { split: 'test', fact: 'other', query: 'show that lots of others already bought it', relevant: /counter|number of|social proof|popular|bestseller|joined|bandwagon|review|rating|testimonial/i },
  { split: 'tune', fact: 'other', query: 'preset amounts on the donate page', relevant: /donat|amount|preset|default|suggested|anchor/i },
  { split: 'test', fact: 'other', query: 'suggested gift sizes for charity supporters', relevant: /donat|amount|preset|default|suggested|anchor|gift/i },
];
