import type { AuditStrings } from './types';

// Deficit phrases not translated yet: English shows for them (test/unit/i18n lists the gaps).
export const it: AuditStrings = {
  deficits: {},
  missing: {
    'missing_section:hero': 'Nessun hero: la pagina si apre senza un messaggio principale chiaro',
    'missing_section:cta': 'Nessun blocco di invito all’azione',
    'missing_section:trust': 'Nessun blocco di fiducia (testimonianze, loghi dei clienti, valutazioni, garanzie)',
    'no_cta_after_hero:cta': 'Nessun invito all’azione dopo l’hero',
  },
  blocks: { hero: 'Hero', cta: 'Blocco di invito all’azione', trust: 'Blocco di fiducia', product_demo: 'Demo del prodotto', differentiation: 'Blocco dei vantaggi', global: 'Intestazione e footer', doors: 'Punti di accesso', resources: 'Blocco delle risorse' },
  factFinding: { title: '{section} · {deficit} → {fix}: {evidence}', wonInRate: { one: 'ha vinto nel {rate} di {n} test', other: 'ha vinto nel {rate} di {n} test' }, wonIn: { one: 'ha vinto in {n} test', other: 'ha vinto in {n} test' }, median: 'mediana {uplift}' },
  hygiene: {
    placeholder: { title: { one: 'Testo segnaposto in {n} sezione: {quote}', other: 'Testo segnaposto in {n} sezioni: {quote}' }, rule: 'Sostituisci il testo segnaposto del modello con testi veri prima di testare qualsiasi altra cosa: i visitatori lo leggono come una pagina incompiuta.' },
    dead_cta: { title: { one: '{n} invito all’azione non porta da nessuna parte ({evidence})', other: '{n} inviti all’azione non portano da nessuna parte ({evidence})' }, rule: 'Collega ogni pulsante alla pagina o al modulo che promette: un pulsante che non fa nulla perde il visitatore proprio quando si era deciso.' },
    repeated_reviews: { title: { names: 'Le testimonianze ripetono lo stesso nome ({evidence})', ratings: 'Le testimonianze mostrano lo stesso voto in ogni recensione ({evidence})', both: 'Le testimonianze ripetono lo stesso nome e lo stesso voto in ogni recensione ({evidence})' }, rule: 'Mostra recensioni distinte e attribuibili: nomi ripetuti o voti tutti uguali sembrano inventati.' },
    broken_images: { title: { one: '{n} immagine non caricata nell’elemento «{kind}» ({evidence})', other: '{n} immagini non caricate nell’elemento «{kind}» ({evidence})' }, rule: 'Ripara o togli le immagini mancanti: una cornice vuota al posto di un volto o di un logo annulla la prova.' },
    zero_counters: { title: { text: 'Contatori fermi a 0: {list}' }, rule: 'Metti le cifre reali nell’HTML: i contatori che aspettano uno script mostrano 0 se lo script è lento o bloccato.' },
    no_price: { title: { text: 'Invita all’acquisto senza alcun prezzo nella pagina ({evidence})' }, rule: 'Indica il prezzo (o un «a partire da») accanto al pulsante di acquisto: un’offerta senza prezzo manda i visitatori a cercarlo altrove.' },
    distant_seal: { title: { text: 'Sigillo di fiducia a {px} dalla decisione che dovrebbe rassicurare ({evidence})' }, rule: 'Sposta i sigilli di sicurezza o di pagamento accanto al modulo o al prezzo, dove il visitatore si impegna.' },
  },
  facts: {
    cta: 'inviti all’azione', navigation: 'navigazione', form: 'modulo', carousel: 'carosello', video: 'video', people_images: 'immagini', logo_wall: 'muro di loghi',
    testimonials: 'testimonianze', headline: 'titolo', pricing: 'prezzi', countdown: 'conto alla rovescia', scarcity: 'avviso di scarsità', guarantee: 'garanzia',
    security_badges: 'sigilli di sicurezza', comparison_table: 'tabella comparativa', numbered_steps: 'passaggi', faq: 'FAQ', article_cards: 'articoli', team: 'team',
    persona_cards: 'schede dei profili', category_tiles: 'riquadri delle categorie', search_box: 'casella di ricerca', sticky_header: 'intestazione fissa', announcement_bar: 'barra degli avvisi',
    cookie_banner: 'banner dei cookie', chat_widget: 'widget di chat', feature_grid: 'funzionalità',
  },
};
