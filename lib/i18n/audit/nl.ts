import type { AuditStrings } from './types';

// Deficit phrases not translated yet: English shows for them (test/unit/i18n lists the gaps).
export const nl: AuditStrings = {
  deficits: {},
  missing: {
    'missing_section:hero': 'Geen hero: de pagina opent zonder duidelijke hoofdboodschap',
    'missing_section:cta': 'Geen call-to-actionblok',
    'missing_section:trust': 'Geen vertrouwensblok (reviews, klantlogo’s, beoordelingen, garanties)',
    'no_cta_after_hero:cta': 'Geen call-to-action na de hero',
  },
  blocks: { hero: 'Hero', cta: 'Call-to-actionblok', trust: 'Vertrouwensblok', product_demo: 'Productdemo', differentiation: 'Voordelenblok', global: 'Header en footer', doors: 'Ingangen', resources: 'Bronnenblok' },
  factFinding: { title: '{section} · {deficit} → {fix}: {evidence}', wonInRate: { one: 'won in {rate} van {n} test', other: 'won in {rate} van {n} tests' }, wonIn: { one: 'won in {n} test', other: 'won in {n} tests' }, median: 'mediaan {uplift}' },
  hygiene: {
    placeholder: { title: { one: 'Opvultekst in {n} sectie: {quote}', other: 'Opvultekst in {n} secties: {quote}' }, rule: 'Vervang de opvultekst van het sjabloon door echte tekst voordat u iets anders test: bezoekers zien er een onafgemaakte pagina in.' },
    dead_cta: { title: { one: '{n} call-to-action leidt nergens heen ({evidence})', other: '{n} calls-to-action leiden nergens heen ({evidence})' }, rule: 'Laat elke knop naar de pagina of het formulier gaan dat hij belooft: een knop die niets doet, verliest de bezoeker precies op het moment dat die besloten had.' },
    repeated_reviews: { title: { names: 'De reviews tonen meer dan eens dezelfde naam ({evidence})', ratings: 'De reviews tonen bij elke beoordeling hetzelfde cijfer ({evidence})', both: 'De reviews tonen meer dan eens dezelfde naam en bij elke beoordeling hetzelfde cijfer ({evidence})' }, rule: 'Toon verschillende, herleidbare reviews: herhaalde namen of gelijke cijfers lijken verzonnen.' },
    broken_images: { title: { one: '{n} kapotte afbeelding in het element ‘{kind}’ ({evidence})', other: '{n} kapotte afbeeldingen in het element ‘{kind}’ ({evidence})' }, rule: 'Herstel of verwijder de ontbrekende afbeeldingen: een leeg kader waar een gezicht of logo hoort, ondermijnt het bewijs.' },
    zero_counters: { title: { text: 'Tellers blijven op 0 staan: {list}' }, rule: 'Zet de echte cijfers in de HTML: tellers die op een script wachten, tonen 0 als dat script laat is of geblokkeerd wordt.' },
    no_price: { title: { text: 'Vraagt bezoekers te kopen zonder dat er ergens een prijs staat ({evidence})' }, rule: 'Vermeld de prijs (of een vanafprijs) naast de koopknop: een aanbod zonder prijs stuurt bezoekers weg om die op te zoeken.' },
    distant_seal: { title: { text: 'Keurmerk op {px} van de beslissing die het moet geruststellen ({evidence})' }, rule: 'Zet de beveiligings- of betaalkeurmerken naast het formulier of de prijs, waar de bezoeker de knoop doorhakt.' },
  },
  facts: {
    cta: 'calls-to-action', navigation: 'navigatie', form: 'formulier', carousel: 'carrousel', video: 'video', people_images: 'afbeeldingen', logo_wall: 'logowand',
    testimonials: 'reviews', headline: 'kop', pricing: 'prijzen', countdown: 'aftelklok', scarcity: 'schaarstemelding', guarantee: 'garantie',
    security_badges: 'keurmerken', comparison_table: 'vergelijkingstabel', numbered_steps: 'stappen', faq: 'veelgestelde vragen', article_cards: 'artikelen', team: 'team',
    persona_cards: 'profielkaarten', category_tiles: 'categorietegels', search_box: 'zoekveld', sticky_header: 'vaste header', announcement_bar: 'meldingsbalk',
    cookie_banner: 'cookiebanner', chat_widget: 'chatwidget', feature_grid: 'functies',
  },
};
