import type { AuditStrings } from './types';

// French puts a no-break space before ":" (written \u00a0 below so it survives editors).
export const fr: AuditStrings = {
  deficits: {
    'testimonial-photos': { passed: 'Les témoignages montrent la photo des personnes citées', failure: 'Aucune photo sur {n} témoignages', fix: 'ajouter photo, nom et fonction' },
    'testimonial-names': { passed: 'Les témoignages portent le nom des personnes citées', failure: 'Aucun nom sur {n} témoignages', fix: 'nommer chaque personne, avec sa fonction' },
    'testimonial-rating': { passed: 'Les avis affichent une note en étoiles', failure: 'Aucune note en étoiles à côté de {n} témoignages', fix: 'afficher une note en étoiles avec le nombre d’avis' },
    'team-photos': { passed: 'Les membres de l’équipe sont présentés avec leur photo', failure: 'Aucune photo des {n} membres de l’équipe', fix: 'des photos de la vraie équipe, avec noms et fonctions' },
    'cta-one-primary': { passed: 'Un appel à l’action se détache des autres', failure: '{n} boutons de même poids se font concurrence', fix: 'un bouton principal, les autres plus discrets' },
    'cta-specific-label': { passed: 'Les boutons disent ce qui va se passer', failure: 'Libellé de bouton générique («\u00a0En savoir plus\u00a0», «\u00a0Envoyer\u00a0»)', fix: 'un libellé précis qui annonce le résultat' },
    'cta-filled': { passed: 'Le bouton est plein et ressort', failure: 'Le seul bouton n’est pas plein\u00a0: il passe pour un lien', fix: 'une couleur de bouton bien contrastée' },
    'form-length': { passed: 'Le formulaire est court ({n}\u00a0champs)', failure: '{n}\u00a0champs de formulaire', fix: 'un formulaire plus court, avec moins de champs' },
    'form-phone': { passed: 'Le formulaire ne demande pas de numéro de téléphone', failure: 'Le formulaire demande un numéro de téléphone', fix: 'supprimer le champ téléphone ou le rendre facultatif' },
    'form-steps': { passed: 'Le long formulaire est découpé en étapes', failure: '{n}\u00a0champs dans un seul long formulaire', fix: 'découper le formulaire en étapes' },
    'carousel-autoplay': { passed: 'Le carrousel attend le visiteur', failure: 'Carrousel de {n}\u00a0diapositives qui défile tout seul', fix: 'un bandeau fixe ou un carrousel qui attend le visiteur' },
    'carousel-controls': { passed: 'Le carrousel a des commandes visibles', failure: 'Carrousel de {n}\u00a0diapositives sans commandes visibles', fix: 'des flèches visibles et des points étiquetés' },
    'pricing-highlight': { passed: 'Une offre recommandée est mise en avant', failure: 'Aucune des {n}\u00a0offres n’est mise en avant', fix: 'mettre en avant une offre recommandée' },
    'pricing-plan-count': { passed: 'Peu d’offres à comparer ({n})', failure: '{n}\u00a0offres à comparer', fix: 'moins d’offres' },
    'nav-length': { passed: 'Menu court ({n}\u00a0liens)', failure: '{n}\u00a0liens au premier niveau du menu', fix: 'un menu d’environ cinq entrées principales' },
    'headline-length': { passed: 'Le titre est assez court pour se lire d’un coup d’œil', failure: 'Titre long ({n}\u00a0mots)', fix: 'un titre court, d’environ six mots' },
    'headline-numbers': { passed: 'Le titre avance une promesse précise et chiffrée', failure: 'Ni chiffre ni promesse précise dans le titre', fix: 'des chiffres précis dans le titre ou le sous-titre' },
    'people-photos': { passed: 'Montre des photos de vraies personnes', failure: 'Des illustrations, aucune photo de vraie personne', fix: 'une photo d’une vraie personne' },
    'logo-wall-size': { passed: 'Un nombre de logos facile à parcourir', failure: '{n}\u00a0logos\u00a0: trop pour les reconnaître', fix: 'quelques logos connus' },
    'category-images': { passed: 'Les tuiles de catégories sont illustrées', failure: '{n}\u00a0tuiles de catégories en texte seul', fix: 'des tuiles de catégories avec images' },
    'category-count': { passed: 'Un nombre de catégories facile à parcourir', failure: '{n}\u00a0tuiles de catégories', fix: 'moins de tuiles, plus claires' },
    'feature-icons': { passed: 'Les fonctionnalités sont illustrées', failure: '{n}\u00a0fonctionnalités en texte seul', fix: 'une icône ou une image à côté de chaque fonctionnalité' },
    'feature-count': { passed: 'Une courte liste de fonctionnalités', failure: '{n}\u00a0fonctionnalités\u00a0: une longue liste', fix: 'moins de fonctionnalités, les plus fortes d’abord' },
    'article-dates': { passed: 'Les articles affichent leur date', failure: 'Aucune date sur {n}\u00a0articles', fix: 'afficher la date des articles' },
    'article-reading-time': { passed: 'Les articles indiquent un temps de lecture', failure: 'Aucun temps de lecture sur {n}\u00a0articles', fix: 'une mention du temps de lecture' },
    'faq-accordion': { passed: 'Les questions se replient en accordéon', failure: '{n}\u00a0questions, toutes les réponses dépliées', fix: 'un accordéon de questions' },
  },
  missing: {
    'missing_section:hero': 'Pas de bandeau principal\u00a0: la page s’ouvre sans message principal clair',
    'missing_section:cta': 'Pas de bloc d’appel à l’action',
    'missing_section:trust': 'Pas de bloc de confiance (témoignages, logos clients, notes, garanties)',
    'no_cta_after_hero:cta': 'Pas d’appel à l’action après le bandeau principal',
  },
  blocks: {
    hero: 'Bandeau principal', cta: 'Bloc d’appel à l’action', trust: 'Bloc de confiance', product_demo: 'Démo du produit', differentiation: 'Bloc des avantages',
    global: 'En-tête et pied de page', doors: 'Points d’entrée', resources: 'Bloc de ressources',
  },
  factFinding: {
    title: '{section} · {deficit} → {fix}\u00a0: {evidence}',
    wonInRate: { one: 'gagnant dans {rate} de {n}\u00a0test', other: 'gagnant dans {rate} des {n}\u00a0tests' },
    wonIn: { one: 'gagnant dans {n}\u00a0test', other: 'gagnant dans {n}\u00a0tests' },
    median: 'médiane {uplift}',
  },
  hygiene: {
    placeholder: {
      title: { one: 'Texte de remplissage dans {n}\u00a0section\u00a0: {quote}', other: 'Texte de remplissage dans {n}\u00a0sections\u00a0: {quote}' },
      rule: 'Remplacez le texte de remplissage du modèle par un vrai texte avant de tester quoi que ce soit d’autre\u00a0: les visiteurs y voient une page inachevée.',
    },
    dead_cta: {
      title: { one: '{n}\u00a0appel à l’action ne mène nulle part ({evidence})', other: '{n}\u00a0appels à l’action ne mènent nulle part ({evidence})' },
      rule: 'Faites pointer chaque bouton vers la page ou le formulaire qu’il promet\u00a0; un bouton qui ne fait rien perd le visiteur au moment même où il s’est décidé.',
    },
    repeated_reviews: {
      title: {
        names: 'Les témoignages affichent plusieurs fois le même nom ({evidence})',
        ratings: 'Les témoignages affichent la même note sur chaque avis ({evidence})',
        both: 'Les témoignages affichent plusieurs fois le même nom et la même note sur chaque avis ({evidence})',
      },
      rule: 'Montrez des avis distincts et attribuables\u00a0: des noms répétés ou des notes uniformes ont l’air inventés.',
    },
    broken_images: {
      title: { one: '{n}\u00a0image cassée dans l’élément «\u00a0{kind}\u00a0» ({evidence})', other: '{n}\u00a0images cassées dans l’élément «\u00a0{kind}\u00a0» ({evidence})' },
      rule: 'Réparez ou retirez les images manquantes\u00a0: un cadre vide à la place d’un visage ou d’un logo ruine la preuve.',
    },
    zero_counters: {
      title: { text: 'Compteurs bloqués à 0\u00a0: {list}' },
      rule: 'Mettez les vrais chiffres dans le HTML\u00a0: des compteurs qui attendent un script affichent 0 dès que ce script est lent ou bloqué.',
    },
    no_price: {
      title: { text: 'Invite à acheter sans aucun prix sur la page ({evidence})' },
      rule: 'Indiquez le prix (ou un prix «\u00a0à partir de\u00a0») à côté du bouton d’achat\u00a0: une offre sans prix pousse les visiteurs à aller le chercher ailleurs.',
    },
    distant_seal: {
      title: { text: 'Badge de confiance à {px} de la décision qu’il doit rassurer ({evidence})' },
      rule: 'Placez les badges de sécurité ou de paiement à côté du formulaire ou du prix, là où le visiteur s’engage.',
    },
  },
  facts: {
    cta: 'appels à l’action', navigation: 'navigation', form: 'formulaire', carousel: 'carrousel', video: 'vidéo',
    people_images: 'images', logo_wall: 'mur de logos', testimonials: 'témoignages', headline: 'titre',
    pricing: 'tarifs', countdown: 'compte à rebours', scarcity: 'mention de rareté', guarantee: 'garantie',
    security_badges: 'badges de sécurité', comparison_table: 'tableau comparatif', numbered_steps: 'étapes', faq: 'FAQ',
    article_cards: 'articles', team: 'équipe', persona_cards: 'cartes de profils', category_tiles: 'tuiles de catégories',
    search_box: 'champ de recherche', sticky_header: 'en-tête fixe', announcement_bar: 'barre d’annonce',
    cookie_banner: 'bandeau de cookies', chat_widget: 'widget de chat', feature_grid: 'fonctionnalités',
  },
};
