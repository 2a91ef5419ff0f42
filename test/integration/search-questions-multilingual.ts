/**
 * Search questions in German, French, Spanish, Italian, Portuguese and Dutch (issue 22), written
 * before any multilingual search existed: from CRO knowledge alone, as site owners and
 * conversion specialists in those countries type them (everyday words, the odd English loan
 * word such as "CTA" or "Checkout", missing accents), without opening the catalogue or the
 * conversion vocabulary. Each language asks about the same 24 concepts, each in its own words
 * (not word-for-word translations of one another), so that the languages can be compared.
 *
 * `relevant` is written from the CONCEPT a useful answer would be about (the catalogue's records
 * are in English), matched as in the other sets against a record's title, element_tested,
 * variation_description, psychological_principle and actionable_rule.
 *
 * SPLIT: by concept, alternating within the list, the same split in every language: `tune`
 * questions may be looked at one by one while improving the search; `test` questions are held
 * out, only their aggregate figures (per language) may be read.
 */
import type { SearchQuestion } from './search-questions';

export const QUESTION_LANGUAGES = ['de', 'fr', 'es', 'it', 'pt', 'nl'] as const;
export type QuestionLanguage = (typeof QUESTION_LANGUAGES)[number];

export interface MultilingualQuestion extends SearchQuestion {
  lang: QuestionLanguage;
}

interface Concept {
  fact: string;
  split: SearchQuestion['split'];
  relevant: RegExp;
  asked: Record<QuestionLanguage, string>;
}

const CONCEPTS: Concept[] = [
  {
    fact: 'headline', split: 'tune', relevant: /value prop|headline|clarity|what (the product|it|you|we) (is|does|do)/i,
    asked: {
      de: 'Besucher verstehen auf unserer Startseite nicht, was wir eigentlich verkaufen',
      fr: "les visiteurs ne comprennent pas ce qu'on vend en arrivant sur la page d'accueil",
      es: 'la gente entra en la web y no entiende qué vendemos',
      it: 'i visitatori arrivano in homepage e non capiscono cosa vendiamo',
      pt: 'as pessoas entram no site e não percebem o que vendemos',
      nl: 'bezoekers snappen op onze homepage niet wat we eigenlijk verkopen',
    },
  },
  {
    fact: 'carousel', split: 'test', relevant: /carousel|slider|rotat|slides?\b/i,
    asked: {
      de: 'bringt ein Bilder-Slider oben auf der Startseite etwas oder schadet er',
      fr: 'le carrousel de bannières en haut de la page, ça fait baisser les ventes ?',
      es: 'el banner que va rotando arriba de la home, ¿sirve o molesta?',
      it: 'lo slider con le immagini che scorrono in alto serve davvero',
      pt: 'o carrossel de banners no topo da página ajuda ou atrapalha as vendas',
      nl: 'werkt een draaiende slider bovenaan de homepage of kost het conversie',
    },
  },
  {
    fact: 'cta', split: 'tune', relevant: /single (cta|call|button)|one (primary|main|clear)|primary|competing|fewer (buttons|ctas|choices|options)|choice overload|hick/i,
    asked: {
      de: 'zu viele Buttons auf der Seite, die Leute wissen nicht, wo sie klicken sollen',
      fr: "trop de boutons sur la page, les gens ne savent pas où cliquer",
      es: 'hay demasiados botones y el usuario no sabe cuál pulsar',
      it: 'troppi pulsanti nella pagina, la gente non sa quale cliccare',
      pt: 'muitos botões na página e o cliente não sabe em qual clicar',
      nl: 'te veel knoppen op de pagina, mensen weten niet waar ze moeten klikken',
    },
  },
  {
    fact: 'cta', split: 'test', relevant: /(button|cta|call.to.action)[^|]*(copy|text|label|word)|(copy|text|label|word)[^|]*(button|cta)|first.person|action verb/i,
    asked: {
      de: 'welcher Text sollte auf dem Kaufen-Button stehen',
      fr: 'quel texte mettre sur le bouton d’achat pour avoir plus de clics',
      es: 'qué texto poner en el botón de compra',
      it: 'cosa scrivere sul pulsante di acquisto',
      pt: 'que texto devo colocar no botão de comprar',
      nl: 'welke tekst zet je het beste op de koopknop',
    },
  },
  {
    fact: 'cta', split: 'tune', relevant: /colou?r|contrast/i,
    asked: {
      de: 'spielt die Farbe vom Button wirklich eine Rolle',
      fr: 'est-ce que la couleur du bouton change vraiment quelque chose',
      es: '¿importa el color del botón?',
      it: 'il colore del bottone conta davvero?',
      pt: 'a cor do botão faz diferença',
      nl: 'maakt de kleur van de knop echt uit',
    },
  },
  {
    fact: 'form', split: 'test', relevant: /form|field|sign.?up|registration|friction/i,
    asked: {
      de: 'unser Anmeldeformular hat zu viele Felder und keiner füllt es aus',
      fr: "notre formulaire d'inscription est trop long, les gens abandonnent",
      es: 'el formulario de registro es muy largo y la gente no lo rellena',
      it: 'il modulo di registrazione ha troppi campi e nessuno lo compila',
      pt: 'o formulário de cadastro tem campos demais e ninguém preenche',
      nl: 'ons aanmeldformulier heeft te veel velden, niemand vult het in',
    },
  },
  {
    fact: 'form', split: 'tune', relevant: /phone|field|form/i,
    asked: {
      de: 'sollen wir nach der Telefonnummer fragen oder schreckt das ab',
      fr: 'demander le numéro de téléphone dans le formulaire fait-il fuir les prospects',
      es: '¿pedir el número de teléfono espanta a los clientes?',
      it: 'chiedere il numero di telefono fa scappare i contatti?',
      pt: 'pedir o número de telefone afasta os clientes?',
      nl: 'schrikt het af als we om een telefoonnummer vragen',
    },
  },
  {
    fact: 'cta', split: 'test', relevant: /cart|checkout|basket|abandon|shipping|delivery/i,
    asked: {
      de: 'viele legen Produkte in den Warenkorb und kaufen dann doch nicht',
      fr: 'beaucoup de clients ajoutent au panier puis partent sans payer',
      es: 'muchos añaden productos al carrito y luego no compran',
      it: 'tanti mettono i prodotti nel carrello e poi non completano l’acquisto',
      pt: 'muita gente coloca produtos no carrinho e depois desiste da compra',
      nl: 'veel mensen stoppen iets in hun winkelmandje en rekenen dan niet af',
    },
  },
  {
    fact: 'cta', split: 'tune', relevant: /shipping|delivery|threshold/i,
    asked: {
      de: 'Kunden finden die Versandkosten zu hoch und brechen ab',
      fr: 'les frais de livraison font fuir nos clients',
      es: 'los gastos de envío son demasiado altos y los clientes se van',
      it: 'le spese di spedizione sono troppo alte e i clienti abbandonano',
      pt: 'o frete está caro e os clientes desistem',
      nl: 'klanten vinden de verzendkosten te hoog en haken af',
    },
  },
  {
    fact: 'countdown', split: 'test', relevant: /countdown|timer|deadline|urgen/i,
    asked: {
      de: 'Countdown bis Aktionsende, funktioniert das oder nervt es',
      fr: "un compte à rebours avant la fin des soldes, efficace ou agaçant ?",
      es: '¿una cuenta atrás hasta que acabe la oferta funciona?',
      it: 'il conto alla rovescia per la fine dell’offerta funziona o infastidisce',
      pt: 'contagem regressiva até o fim da promoção funciona?',
      nl: 'werkt een afteltimer tot het einde van de actie of irriteert het',
    },
  },
  {
    fact: 'scarcity', split: 'tune', relevant: /scarcity|stock|limited|remaining|left\b/i,
    asked: {
      de: 'anzeigen, dass nur noch wenige Stück auf Lager sind',
      fr: "afficher qu'il ne reste que quelques articles en stock",
      es: 'mostrar que quedan pocas unidades en stock',
      it: 'mostrare che sono rimasti pochi pezzi disponibili',
      pt: 'mostrar que restam poucas unidades em estoque',
      nl: 'laten zien dat er nog maar een paar op voorraad zijn',
    },
  },
  {
    fact: 'trust', split: 'test', relevant: /social proof|testimonial|review|logo|trust|credib/i,
    asked: {
      de: 'wir sind eine kleine unbekannte Firma und niemand vertraut uns',
      fr: 'on est une petite marque inconnue, les gens ne nous font pas confiance',
      es: 'somos una empresa pequeña y desconocida, la gente no confía en nosotros',
      it: 'siamo un’azienda piccola e sconosciuta, nessuno si fida di noi',
      pt: 'somos uma empresa pequena e desconhecida, as pessoas não confiam em nós',
      nl: 'we zijn een klein onbekend bedrijf en mensen vertrouwen ons niet',
    },
  },
  {
    fact: 'testimonials', split: 'tune', relevant: /testimonial|quote|photo|face/i,
    asked: {
      de: 'lohnen sich Kundenstimmen mit Foto der Person',
      fr: 'mettre des témoignages clients avec leur photo, ça vaut le coup ?',
      es: '¿vale la pena poner testimonios de clientes con foto?',
      it: 'conviene mettere le testimonianze dei clienti con la foto',
      pt: 'vale a pena colocar depoimentos de clientes com foto',
      nl: 'hebben klantgetuigenissen met een foto van de persoon zin',
    },
  },
  {
    fact: 'logo_wall', split: 'test', relevant: /logo|trusted by|as seen|client|customer/i,
    asked: {
      de: 'sollen wir die Logos unserer bekannten Kunden zeigen',
      fr: 'afficher les logos des entreprises qui nous font confiance',
      es: 'poner los logos de las empresas que ya son clientes',
      it: 'mostrare i loghi delle aziende che ci hanno scelto',
      pt: 'mostrar os logotipos das empresas que são nossos clientes',
      nl: 'moeten we de logo’s van bekende klanten tonen',
    },
  },
  {
    fact: 'security_badges', split: 'tune', relevant: /secur|badge|ssl|safe|padlock|payment|encrypt/i,
    asked: {
      de: 'Kunden haben Angst, dass die Zahlung bei uns nicht sicher ist',
      fr: "les clients ont peur que le paiement sur notre site ne soit pas sécurisé",
      es: 'los clientes temen que pagar en nuestra web no sea seguro',
      it: 'i clienti temono che il pagamento sul nostro sito non sia sicuro',
      pt: 'os clientes têm medo de que o pagamento no nosso site não seja seguro',
      nl: 'klanten zijn bang dat betalen bij ons niet veilig is',
    },
  },
  {
    fact: 'guarantee', split: 'test', relevant: /guarantee|money.?back|refund|risk/i,
    asked: {
      de: 'bringt eine Geld-zurück-Garantie mehr Verkäufe',
      fr: 'une garantie satisfait ou remboursé aide-t-elle à vendre',
      es: '¿ayuda ofrecer garantía de devolución del dinero?',
      it: 'la garanzia soddisfatti o rimborsati aumenta le vendite?',
      pt: 'garantia de devolução do dinheiro ajuda a vender mais?',
      nl: 'helpt een niet-goed-geld-terug-garantie om meer te verkopen',
    },
  },
  {
    fact: 'testimonials', split: 'tune', relevant: /star|rating|review/i,
    asked: {
      de: 'Sterne-Bewertungen neben den Produkten anzeigen',
      fr: 'afficher les étoiles et les avis à côté des produits',
      es: 'mostrar las estrellas y valoraciones junto a los productos',
      it: 'mostrare le stelline e le recensioni accanto ai prodotti',
      pt: 'mostrar estrelas e avaliações ao lado dos produtos',
      nl: 'sterren en beoordelingen naast de producten tonen',
    },
  },
  {
    fact: 'product_demo', split: 'test', relevant: /demo|how it works|screenshot|walkthrough|tour|explainer|video/i,
    asked: {
      de: 'die Leute verstehen nicht, wie unsere App funktioniert',
      fr: "les gens ne comprennent pas comment fonctionne notre application",
      es: 'los usuarios no entienden cómo funciona nuestra aplicación',
      it: 'gli utenti non capiscono come funziona la nostra app',
      pt: 'os usuários não entendem como o nosso aplicativo funciona',
      nl: 'mensen begrijpen niet hoe onze app werkt',
    },
  },
  {
    fact: 'pricing', split: 'tune', relevant: /plan|pricing|tier|recommend|most popular|decoy|anchor/i,
    asked: {
      de: 'Besucher können sich nicht zwischen unseren Tarifen entscheiden',
      fr: "les visiteurs n'arrivent pas à choisir entre nos formules d'abonnement",
      es: 'los clientes no saben qué plan elegir en la página de precios',
      it: 'i clienti non riescono a scegliere tra i nostri piani di abbonamento',
      pt: 'os visitantes não conseguem escolher entre os nossos planos',
      nl: 'bezoekers kunnen niet kiezen tussen onze abonnementen',
    },
  },
  {
    fact: 'form', split: 'test', relevant: /credit card|card|trial/i,
    asked: {
      de: 'beim kostenlosen Test nach der Kreditkarte fragen oder nicht',
      fr: "demander la carte bancaire pour l'essai gratuit ou pas",
      es: '¿pedir la tarjeta de crédito en la prueba gratuita?',
      it: 'chiedere la carta di credito per la prova gratuita sì o no',
      pt: 'pedir cartão de crédito no teste grátis ou não',
      nl: 'vragen we om een creditcard bij de gratis proefperiode of niet',
    },
  },
  {
    fact: 'global', split: 'tune', relevant: /exit|pop.?up|modal|overlay/i,
    asked: {
      de: 'Popup mit Rabatt, wenn jemand die Seite verlassen will',
      fr: "une pop-up avec une réduction quand le visiteur veut quitter le site",
      es: 'ventana emergente con descuento cuando el usuario va a salir',
      it: 'un popup con lo sconto quando l’utente sta per uscire dal sito',
      pt: 'pop-up com desconto quando a pessoa vai sair do site',
      nl: 'een pop-up met korting als iemand de site wil verlaten',
    },
  },
  {
    fact: 'navigation', split: 'test', relevant: /nav|menu|links?\b|header/i,
    asked: {
      de: 'unser Menü hat viel zu viele Punkte',
      fr: 'notre menu de navigation a beaucoup trop de liens',
      es: 'el menú tiene demasiadas opciones y enlaces',
      it: 'il menu di navigazione ha troppe voci',
      pt: 'o menu do site tem links demais',
      nl: 'ons menu heeft veel te veel items',
    },
  },
  {
    fact: 'cta', split: 'tune', relevant: /coupon|promo|discount|voucher/i,
    asked: {
      de: 'das Feld für den Gutscheincode im Checkout, lenkt das ab',
      fr: 'le champ code promo dans le tunnel de commande fait-il fuir',
      es: 'el campo de código de descuento en el pago distrae a los clientes',
      it: 'il campo del codice sconto nel checkout distrae i clienti',
      pt: 'o campo de cupom de desconto no checkout atrapalha',
      nl: 'leidt het veld voor de kortingscode bij het afrekenen af',
    },
  },
  {
    fact: 'trust', split: 'test', relevant: /social proof|(customer|user|client)s? (count|number)|number of (customers|users|clients)|bandwagon|adoption/i,
    asked: {
      de: 'sollen wir zeigen, wie viele zufriedene Kunden wir schon haben',
      fr: 'mettre en avant le nombre de clients satisfaits',
      es: 'mostrar cuántos clientes satisfechos tenemos',
      it: 'far vedere quanti clienti soddisfatti abbiamo già',
      pt: 'mostrar quantos clientes satisfeitos já temos',
      nl: 'laten zien hoeveel tevreden klanten we al hebben',
    },
  },
];

export const MULTILINGUAL_SEARCH_QUESTIONS: MultilingualQuestion[] = QUESTION_LANGUAGES.flatMap((lang) =>
  CONCEPTS.map((c) => ({ lang, query: c.asked[lang], relevant: c.relevant, split: c.split, fact: c.fact })),
);
