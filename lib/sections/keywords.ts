import type { SectionLabel } from './labels';

/**
 * Class/id words that authors use for each kind of block. Evidence, never the only evidence:
 * every label can be reached from content and layout alone.
 */
export const CLASS_WORDS: Record<SectionLabel, readonly string[]> = {
  global: ['nav', 'navbar', 'navigation', 'menu', 'drawer', 'sidenav', 'topbar', 'footer', 'copyright', 'cookie', 'consent', 'announcement', 'subfooter'],
  hero: ['hero', 'banner', 'jumbotron', 'masthead', 'intro', 'splash', 'carousel', 'slider', 'cover', 'landing', 'home', 'headline'],
  cta: ['cta', 'action', 'signup', 'subscribe', 'newsletter', 'pricing', 'price', 'plans', 'plan', 'contact', 'download', 'register', 'registration', 'donate', 'donation', 'ticket', 'tickets', 'join', 'appointment', 'booking'],
  trust: ['testimonial', 'testimonials', 'review', 'reviews', 'client', 'clients', 'partner', 'partners', 'logos', 'sponsor', 'sponsors', 'brands', 'press', 'trusted', 'customers', 'team', 'stats', 'counter', 'counters', 'award', 'awards', 'rating', 'quote', 'quotes', 'timeline', 'used'],
  product_demo: ['demo', 'portfolio', 'gallery', 'screenshot', 'screenshots', 'video', 'preview', 'example', 'examples', 'tour', 'schedule', 'works', 'playground', 'try'],
  differentiation: ['feature', 'features', 'benefit', 'benefits', 'why', 'about', 'service', 'services', 'advantages', 'values', 'mission', 'story'],
  doors: ['categories', 'category', 'products', 'product', 'solutions', 'industries', 'cases', 'collection', 'collections', 'courses', 'course', 'shop', 'catalog', 'causes', 'workshops', 'projects', 'store'],
  resources: ['blog', 'news', 'post', 'posts', 'article', 'articles', 'faq', 'faqs', 'docs', 'documentation', 'resources', 'guide', 'guides', 'events', 'event', 'learn', 'tutorials', 'accordion', 'usage', 'install', 'installation'],
};

/** Heading words, in English plus a few common European languages. */
export const HEADING_WORDS: Record<Exclude<SectionLabel, 'global' | 'hero'>, RegExp> = {
  cta: /\b(?:get started|start(?=\s+(?:now|today|here|free|for|your|a|an|the|\w+ing)\b)|sign ?up|spread the word|help us|sponsor (?:us|the project|this)|become a sponsor|support (?:the project|us|our work)|back (?:us|the project)|subscribe|newsletter|pricing|plans?|download|contact|get in touch|join|register|donat(?:e|ions?)|tickets?|book|appointment|try|ready|apply|kontakt|anmelden|preise|jetzt|contacto|precios|tarifs|inscri\w*)\b/i,
  trust: /\b(?:testimonials?|reviews?|what (?:our|people|they)|clients?|customers?|partners?|sponsors?|trusted|loved by|used by|(?:apps|sites|websites|projects) (?:made|built) with|made with|built with|who(?:['’]s| is) using|users say|team|teachers|instructors|our (?:team|story|history)|success stories|stories|press|awards?|numbers|stats|kundenstimmen|bewertungen|témoignages|testimonios|opiniones)\b/i,
  product_demo: /\b(?:demo|see it|how it works|in action|watch|video|screenshots?|gallery|portfolio|examples?|showcase|previews?|tour|schedule|program(?:me)?(?=\s*(?:$|[:(–—-]|\d))|try it|our work|(?:our |the )?menu|speisekarte|la carte|carta|so funktioniert|démo|galerie)\b/i,
  differentiation: /\b(?:features?|why|benefits?|what (?:we|makes)|services?|about|different|advantages?|our mission|how we|vorteile|funktionen|warum|pourquoi|fonctionnalités|avantages|por qué|ventajas|características)\b/i,
  doors: /\b(?:get involved|ways to (?:help|give|support|get involved)|how (?:can (?:i|you)|to) (?:help|support|get involved)|categor\w*|shop|products?|solutions?|industries|use cases|for (?:teams|developers|business)|courses?|collections?|browse|explore|causes|programs|workshops|kategorien|produkte|catégories|productos)\b/i,
  resources: /\b(?:blog|news|articles?|posts?|faq|frequently asked|questions|docs|frequently|documentation|guides?|resources|learn|tutorials?|tips|best practices|how to|events?|webinars?|installation|install|usage|getting started|help (?:cent(?:er|re)|desk|docs)|browser support|supported (?:browsers|platforms)|system requirements|requirements|compatibility|licen[cs]e|licensing|legal|terms|privacy|imprint|impressum|mentions légales|support (?:cent(?:er|re)|articles|docs)|aktuelles|neuigkeiten|actualités|noticias|preguntas)\b/i,
};

/** Button and link texts that ask for the conversion. */
export const CTA_BUTTON =
  /\b(?:sign ?up|get started|start(?: your)?(?: free)? trial|try (?:it )?(?:for )?free|free trial|book (?:a )?(?:demo|call|now|appointment)|request (?:a )?demo|subscribe|download|buy|order|register|join|donate|sponsor|become a (?:sponsor|backer|member)|star|contact|get (?:a )?quote|apply|tickets?|send|submit|get it|install|jetzt|kostenlos|anmelden|registrieren|herunterladen|kaufen|testen|starten|commencer|essayer|inscri\w*|télécharger|acheter|empezar|regístrate|descargar|comprar|prueba)\b/i;

/** Where the brand was seen or who uses it: the line over a press or client logo strip. */
export const AS_SEEN = /\b(?:as seen (?:in|on)|featured (?:in|on)|trusted by|used by|our clients|bekannt aus|ils nous font confiance|vu dans)\b/i;

/** Countdown digits and deadline wording: an offer that ends. */
export const DEADLINE =
  /\b\d{1,2}\s?:\s?\d{2}\s?:\s?\d{2}\b|\b\d+\s?(?:d|days?)\s+\d+\s?(?:h|hours?)\b|\b(?:ends? (?:in|today|tonight|at midnight|soon|on)|offer ends|sale ends|only today|today only|last chance|deadline|expires? (?:in|on|today)|hours? left|days? left|endet (?:in|heute)|nur heute|se termine|termina en)\b/i;

/** Buttons that buy one thing: add to cart, buy now, order. */
export const BUY_BUTTON = /\b(?:add to (?:cart|bag|basket)|buy(?: now| it)?|order now|in den warenkorb|jetzt kaufen|ajouter au panier|añadir al carrito|comprar)\b/i;

/** Guarantees, returns, security and certifications: risk reducers, in a few languages. */
export const RISK_REDUCER =
  /\b(?:guarantee[ds]?|warranty|money[- ]back|refunds?|(?:free|easy|\d+[- ]day) returns?|no questions asked|risk[- ]free|secure (?:checkout|payments?)|encrypted|ssl|gdpr|hipaa|soc ?2|iso ?27001|certified|award[- ]winning|garantie|rückgabe|sichere[rs]? (?:zahlung|checkout)|zertifiziert|datenschutz|dsgvo|remboursement|garantía|devoluci[oó]n(?:es)?)/gi;

/** What a row of logos is when its title says so: tools the product works with, not clients who vouch for it. */
export const INTEGRATIONS =
  /\b(?:integrat\w*|works? (?:with|alongside)|connects? (?:with|to)|compatible with|plugs? into|plug-?ins?|supported (?:platforms|services|tools)|support for|intègre|integra(?:ciones|ções)|integrationen|compatible con)\b/i;

/** A block titled as a menu of food and drink, in a few languages: what is served, read, not a shop to route through. */
export const MENU_TITLE = /^(?:(?:our|the|today['’]s|food|drinks?|lunch|dinner|breakfast|coffee) )*menus?\b|\b(?:speisekarte|getränkekarte|la carte|notre carte|nuestra carta|la carta|cardápio|il menù)\b/i;

/** Travel times or distances from somewhere ("10–15 minutes away", "just minutes from", "3 km drive"): how to reach a place. */
export const TRAVEL_TIME =
  /\b(?:\d+(?:\s?[–-]\s?\d+)?|just|only|a few)\s?(?:min(?:ute)?s?|minut(?:en|os)|km|kilomet(?:er|re)s?|miles?)\s+(?:away|drive|walk|from|by (?:car|bus|train|metro)|entfernt|von|de distancia)\b/gi;

/** Button texts that route rather than convert: explore, browse, see all. */
export const ROUTE_BUTTON = /\b(?:explore|browse|discover|see all|view all|shop (?:now|the|all|by)|all (?:categories|products)|entdecken|alle ansehen|découvrir|explorar|ver todo)\b/i;

export function tokensMatch(tokens: Set<string>, words: readonly string[]): string | null {
  for (const w of words) if (tokens.has(w)) return w;
  return null;
}

/** The copyright line that signs off a site (footers carry it, headers never do). */
export const SIGN_OFF = /©|&copy;|\bcopyright\b|all rights reserved/i;

/** Titles that say where a place is and how to get there ("Location", "Venue", "Getting here"), in a few languages. */
export const LOCATION_TITLE =
  /^(?:the |our )?(?:location|venue|directions|getting (?:here|there)|how to (?:get|find) (?:here|there|us)|find us|anfahrt|lageplan|accès|ubicación|cómo llegar)(?![\w-])/i;

/** Buttons and links that open the way to a place ("Get directions", "View on map"). */
export const DIRECTIONS_BUTTON =
  /\b(?:get directions?|directions|(?:show|view|see) (?:it )?(?:on|in) (?:a |the )?map|open in maps|route planen|wegbeschreibung|itinéraire|cómo llegar)\b/i;

/** What a speaker gives at a conference: a talk or keynote, in a few languages (a workshop or session alone is a course to pick). */
export const TALK_WORD = /\b(?:talks?|keynotes?|vortr(?:a|ä)ge?|conférences?|charlas?|ponencias?)\b/gi;
