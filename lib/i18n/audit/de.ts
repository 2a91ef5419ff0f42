import type { AuditStrings } from './types';

export const de: AuditStrings = {
  deficits: {
    'testimonial-photos': { passed: 'Die Testimonials zeigen Fotos der zitierten Personen', failure: 'Keine Fotos bei {n} Testimonials', fix: 'Foto, Name und Funktion ergänzen' },
    'testimonial-names': { passed: 'Die Testimonials nennen die zitierten Personen beim Namen', failure: 'Keine Namen bei {n} Testimonials', fix: 'jede Person mit vollem Namen und Funktion nennen' },
    'testimonial-rating': { passed: 'Die Bewertungen zeigen Sterne', failure: 'Keine Sternebewertung bei {n} Testimonials', fix: 'eine Sternebewertung mit der Zahl der Bewertungen zeigen' },
    'team-photos': { passed: 'Das Team wird mit Fotos gezeigt', failure: 'Keine Fotos der {n} Teammitglieder', fix: 'Fotos des echten Teams mit Namen und Funktion' },
    'cta-one-primary': { passed: 'Eine Handlungsaufforderung hebt sich von den anderen ab', failure: '{n} gleich gewichtete Buttons konkurrieren', fix: 'ein Haupt-Button, die übrigen zurückhaltender' },
    'cta-specific-label': { passed: 'Die Button-Texte sagen, was passiert', failure: 'Nichtssagender Button-Text („Mehr erfahren“, „Absenden“)', fix: 'ein konkreter Button-Text, der das Ergebnis nennt' },
    'cta-filled': { passed: 'Der Button ist gefüllt und fällt auf', failure: 'Der einzige Button ist nicht gefüllt: Er wirkt wie ein Link', fix: 'eine kontrastreiche Button-Farbe' },
    'form-length': { passed: 'Das Formular ist kurz ({n} Felder)', failure: '{n} Formularfelder', fix: 'ein kürzeres Formular mit weniger Feldern' },
    'form-phone': { passed: 'Das Formular fragt nicht nach der Telefonnummer', failure: 'Das Formular fragt nach der Telefonnummer', fix: 'das Telefonfeld streichen oder optional machen' },
    'form-steps': { passed: 'Das lange Formular ist in Schritte aufgeteilt', failure: '{n} Felder in einem langen Formular', fix: 'das Formular in Schritte aufteilen' },
    'carousel-autoplay': { passed: 'Das Karussell wartet auf die Besucher', failure: 'Automatisch wechselndes Karussell mit {n} Slides', fix: 'ein statischer Hero-Bereich oder ein Karussell, das auf die Besucher wartet' },
    'carousel-controls': { passed: 'Das Karussell hat sichtbare Bedienelemente', failure: 'Karussell mit {n} Slides ohne sichtbare Bedienelemente', fix: 'sichtbare Pfeile und beschriftete Punkte' },
    'pricing-highlight': { passed: 'Ein empfohlener Tarif ist hervorgehoben', failure: 'Keiner der {n} Tarife ist hervorgehoben', fix: 'einen empfohlenen Tarif hervorheben' },
    'pricing-plan-count': { passed: 'Wenige Tarife zur Auswahl ({n})', failure: '{n} Tarife zur Auswahl', fix: 'weniger Tarife' },
    'nav-length': { passed: 'Kurzes Menü ({n} Links)', failure: '{n} Menüpunkte auf oberster Ebene', fix: 'ein Menü mit etwa fünf Hauptpunkten' },
    'headline-length': { passed: 'Die Überschrift ist kurz genug, um sie auf einen Blick zu erfassen', failure: 'Lange Überschrift ({n} Wörter)', fix: 'eine kurze Überschrift mit etwa sechs Wörtern' },
    'headline-numbers': { passed: 'Die Überschrift macht eine konkrete Aussage mit Zahlen', failure: 'Keine Zahl und keine konkrete Aussage in der Überschrift', fix: 'konkrete Zahlen in Überschrift oder Unterzeile' },
    'people-photos': { passed: 'Zeigt Fotos echter Menschen', failure: 'Illustrationen, kein Foto eines echten Menschen', fix: 'ein Foto eines echten Menschen' },
    'logo-wall-size': { passed: 'Eine überschaubare Zahl von Logos', failure: '{n} Logos: zu viele, um sie zu erkennen', fix: 'wenige, bekannte Logos' },
    'category-images': { passed: 'Die Kategoriekacheln sind bebildert', failure: '{n} Kategoriekacheln nur mit Text', fix: 'Kategoriekacheln mit Bildern' },
    'category-count': { passed: 'Eine überschaubare Zahl von Kategorien', failure: '{n} Kategoriekacheln', fix: 'weniger, klarere Kategoriekacheln' },
    'feature-icons': { passed: 'Die Funktionen sind bebildert', failure: '{n} Funktionen nur als Text', fix: 'ein Icon oder Bild neben jeder Funktion' },
    'feature-count': { passed: 'Eine kurze Liste von Funktionen', failure: '{n} Funktionen: eine lange Liste', fix: 'weniger Funktionen, die stärksten zuerst' },
    'article-dates': { passed: 'Die Artikel zeigen ihr Datum', failure: 'Kein Datum bei {n} Artikeln', fix: 'das Datum der Artikel zeigen' },
    'article-reading-time': { passed: 'Die Artikel zeigen eine Lesezeit', failure: 'Keine Lesezeit bei {n} Artikeln', fix: 'eine Angabe der Lesezeit' },
    'faq-accordion': { passed: 'Die Fragen lassen sich aufklappen', failure: '{n} Fragen, alle Antworten offen', fix: 'Fragen als Akkordeon' },
  },
  missing: {
    'missing_section:hero': 'Kein Hero-Bereich: Die Seite beginnt ohne klare Hauptbotschaft',
    'missing_section:cta': 'Kein Bereich mit Handlungsaufforderung',
    'missing_section:trust': 'Kein Vertrauensbereich (Testimonials, Kundenlogos, Bewertungen, Garantien)',
    'no_cta_after_hero:cta': 'Keine Handlungsaufforderung nach dem Hero-Bereich',
  },
  blocks: {
    hero: 'Hero-Bereich', cta: 'Handlungsaufforderung', trust: 'Vertrauensbereich', product_demo: 'Produktdemo', differentiation: 'Vorteilsbereich',
    global: 'Kopf- und Fußzeile', doors: 'Einstiege', resources: 'Ressourcen',
  },
  factFinding: {
    title: '{section} · {deficit} → {fix}: {evidence}',
    wonInRate: { one: 'gewann in {rate} von {n} Test', other: 'gewann in {rate} der {n} Tests' },
    wonIn: { one: 'gewann in {n} Test', other: 'gewann in {n} Tests' },
    median: 'Median {uplift}',
  },
  hygiene: {
    placeholder: {
      title: { one: 'Platzhaltertext in {n} Abschnitt: {quote}', other: 'Platzhaltertext in {n} Abschnitten: {quote}' },
      rule: 'Ersetzen Sie Vorlagen-Fülltext durch echte Texte, bevor Sie irgendetwas anderes testen: Besucher halten die Seite sonst für unfertig.',
    },
    dead_cta: {
      title: { one: '{n} Handlungsaufforderung führt ins Leere ({evidence})', other: '{n} Handlungsaufforderungen führen ins Leere ({evidence})' },
      rule: 'Verlinken Sie jeden Button mit der Seite oder dem Formular, das er verspricht; ein Button, der nichts tut, verliert die Besucher genau in dem Moment, in dem sie sich entschieden haben.',
    },
    repeated_reviews: {
      title: {
        names: 'Die Testimonials zeigen denselben Namen mehrmals ({evidence})',
        ratings: 'Die Testimonials zeigen bei jeder Bewertung dieselbe Note ({evidence})',
        both: 'Die Testimonials zeigen denselben Namen mehrmals und bei jeder Bewertung dieselbe Note ({evidence})',
      },
      rule: 'Zeigen Sie unterschiedliche, zuordenbare Bewertungen: Wiederholte Namen oder einheitliche Noten wirken erfunden.',
    },
    broken_images: {
      title: { one: '{n} defektes Bild im Element „{kind}“ ({evidence})', other: '{n} defekte Bilder im Element „{kind}“ ({evidence})' },
      rule: 'Reparieren oder entfernen Sie die fehlenden Bilder: Ein leerer Rahmen, wo ein Gesicht oder Logo sein sollte, macht den Beweis zunichte.',
    },
    zero_counters: {
      title: { text: 'Zähler stehen auf 0: {list}' },
      rule: 'Schreiben Sie die echten Zahlen ins HTML: Zähler, die auf ein Skript warten, zeigen 0, wenn das Skript spät kommt oder blockiert ist.',
    },
    no_price: {
      title: { text: 'Fordert zum Kauf auf, nennt aber nirgends auf der Seite einen Preis ({evidence})' },
      rule: 'Nennen Sie den Preis (oder einen Ab-Preis) direkt beim Kauf-Button: Ein Angebot ohne Preis schickt Besucher auf die Suche danach.',
    },
    distant_seal: {
      title: { text: 'Vertrauenssiegel {px} von der Entscheidung entfernt, die es absichern soll ({evidence})' },
      rule: 'Setzen Sie die Sicherheits- oder Zahlungssiegel direkt neben das Formular oder den Preis, wo die Besucher sich festlegen.',
    },
  },
  facts: {
    cta: 'Handlungsaufforderungen', navigation: 'Navigation', form: 'Formular', carousel: 'Karussell', video: 'Video',
    people_images: 'Bilder', logo_wall: 'Logowand', testimonials: 'Testimonials', headline: 'Überschrift',
    pricing: 'Preise', countdown: 'Countdown', scarcity: 'Knappheitshinweis', guarantee: 'Garantie',
    security_badges: 'Sicherheitssiegel', comparison_table: 'Vergleichstabelle', numbered_steps: 'Schritte', faq: 'FAQ',
    article_cards: 'Artikel', team: 'Team', persona_cards: 'Zielgruppenkarten', category_tiles: 'Kategoriekacheln',
    search_box: 'Suchfeld', sticky_header: 'fixierte Kopfzeile', announcement_bar: 'Hinweisleiste',
    cookie_banner: 'Cookie-Banner', chat_widget: 'Chat-Widget', feature_grid: 'Funktionen',
  },
};
