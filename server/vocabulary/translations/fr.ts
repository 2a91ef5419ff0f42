import type { GlossarySource } from './glossary-schema.ts';

/** French: the words people use when they ask about pages, shops and conversion (reviewed data, see the README). */
export const FR: GlossarySource = {
  language: 'fr',
  name: 'Français',
  compounds: false,
  inflections: 's> x> es> e> ent>er ent>re ent>ir é>er ée>er és>er ées>er ez>er ons>er e>er ait>er aient>er it>ir issent>ir aux>al eux>eu',
  stopWords: `le la les l un une des du de d au aux et ou mais donc car ni que qu qui quoi dont où ce cet cette ces ça cela ceci
    je j tu il elle on nous vous ils elles me m te t se s lui leur leurs mon ma mes ton ta tes son sa ses notre nos votre vos
    est sont suis es êtes sommes était étaient été être a ai as avons avez ont avait avoir fait faut peut peuvent pouvons pouvez
    dois doit doivent devons devez vraiment en y dans sur sous pour par avec sans chez entre vers ne pas plus moins très trop bien
    aussi encore déjà comme comment pourquoi quand quel quelle quels quelles est-ce si oui non tout tous toute toutes faire font fait
    c n ca soit sois soient veut veux voulons veulent va vont t-il t-elle ils elles quelque`,
  words: `
page d'accueil=homepage, accueil=homepage, page=page, site=website, site web=website, landing page=landing page, page produit=product page, fiche produit=product page,
boutique=shop, magasin=store, catégorie=category, visiteur=visitor, utilisateur=user, internaute=visitor, client=customer, cliente=customer, acheteur=buyer,
prospect=lead, gens=people, personne=person, personnes=people, cible=target audience, entreprise=company, société=company, marque=brand, petite=small, petit=small,
comprendre=understand, comprennent=understand, compris=understood, savoir=know, savent=know, vendre=sell, vend=sell, vente=sale, ventes=sales, chiffre=revenue,
acheter=buy, achat=purchase, commander=order, commande=order, tunnel de commande=checkout, tunnel=funnel, offre=offer, promo=promotion, promotion=promotion,
réduction=discount, remise=discount, code promo=promo code, code=code, coupon=coupon, bon de réduction=coupon, soldes=sale, prix=price, coût=cost, coûts=costs,
cher=expensive, chère=expensive, gratuit=free, gratuite=free, offert=free, formule=plan, forfait=plan, abonnement=subscription, tarif=price, tarifs=pricing,
page de prix=pricing page, mensuel=monthly, annuel=yearly, mois=month, an=year, année=year,
bouton=button, bouton d'achat=buy button, lien=link, menu=menu, navigation=navigation, en-tête=header, pied de page=footer, recherche=search, barre de recherche=search bar,
image=image, photo=photo, vidéo=video, fond=background, carrousel=carousel, bannière=banner, diaporama=slideshow, slider=slider,
titre=headline, accroche=headline, texte=text, description=description, couleur=color, taille=size, grand=big, long=long, longue=long, court=short, haut=top, en haut=at the top,
bas=bottom, en bas=at the bottom, section=section, bloc=section,
formulaire=form, champ=field, champs=fields, saisie=input, inscription=sign-up, inscrire=sign up, compte=account, connexion=login, mot de passe=password, remplir=fill in,
étape=step, étapes=steps, numéro=number, téléphone=phone, numéro de téléphone=phone number, e-mail=email, email=email, adresse=address, nom=name,
panier=cart, caisse=checkout, checkout=checkout, paiement=payment, payer=pay, moyen de paiement=payment method, carte bancaire=credit card, carte de crédit=credit card, carte=card,
livraison=delivery, frais de livraison=shipping costs, frais de port=shipping costs, frais=fees, expédition=shipping, livrer=deliver, délai=delivery time,
abandon=abandonment, abandonner=abandon, abandonnent=abandon, partir=leave, partent=leave, quitter=leave, fuir=leave, fuite=leave, rebond=bounce, taux de rebond=bounce rate,
retour=returns, retours=returns, échange=exchange, remboursement=refund, rembourser=refund, remboursé=refunded, satisfait ou remboursé=money-back guarantee,
confiance=trust, faire confiance=trust, fiable=trustworthy, crédible=credible, crédibilité=credibility, sérieux=legitimate, arnaque=scam,
sécurisé=secure, sécurité=security, peur=fear, inquiet=worried, crainte=fear, craindre=fear, doute=doubt, méfiant=skeptical, fraude=fraud, label=seal,
badge=badge, certificat=certificate, chiffrement=encryption, cadenas=padlock,
inconnu=unknown, inconnue=unknown, connu=well-known, nouveau=new, nouvelle=new, jeune=young, satisfait=satisfied, satisfaits=satisfied, content=happy, heureux=happy,
avis=reviews, avis client=customer reviews, note=rating, notes=ratings, évaluation=rating, étoile=star, étoiles=stars, commentaire=comment,
témoignage=testimonial, témoignages=testimonials, citation=quote, recommandation=recommendation, opinion=opinion,
logo=logo, logos=logos, référence=client, références=client logos, récompense=award, prix décerné=award, presse=press, journal=newspaper, médias=media,
garantie=guarantee, argent=money, risque=risk, sans risque=risk-free,
compte à rebours=countdown timer, minuteur=timer, chrono=timer, date limite=deadline, fin=end, finit=ends, urgence=urgency, pression=pressure,
rareté=scarcity, stock=stock, en stock=in stock, article=item, articles=items, pièce=items, disponible=available, épuisé=sold out, limité=limited, reste=left, restent=left,
quelques=few, peu=few, beaucoup=many, trop de=too many, nombre=number, moins de=fewer, personne ne=nobody,
fonctionner=work, fonctionne=works, marcher=work, marche=works, efficace=effective, aider=help, aide=help, utile=useful, valoir le coup=worth it, vaut le coup=worth it,
nuire=hurt, baisser=lower, baisse=drop, agaçant=annoying, agacer=annoy, énerver=annoy, gêner=bother, distraire=distract, distrait=distracts, distraction=distraction,
effrayer=scare, décourager=deter, confus=confusing, perdu=lost, flou=vague, clair=clear, clarté=clarity,
afficher=display, montrer=show, mettre en avant=highlight, mettre=put, présenter=present, expliquer=explain, décrire=describe,
demander=ask, question=question, questions=questions, réponse=answer, faq=faq, support=support, chat=chat, contact=contact,
cliquer=click, clic=click, clics=clicks, défiler=scroll, scroll=scroll, lire=read, trouver=find, chercher=search, choisir=choose, choix=choice, décider=decide,
décision=decision, option=option, options=options, variante=variant, comparaison=comparison, comparer=compare,
concurrent=competitor, concurrents=competitors, concurrence=competition, différence=difference, avantage=benefit, avantages=benefits, bénéfice=benefit, fonctionnalité=feature,
essai=trial, essai gratuit=free trial, tester=try, test=test, démo=demo, démonstration=demo,
application=app, appli=app, app=app, logiciel=software, outil=tool, produit=product, produits=products, service=service,
pop-up=popup, popup=popup, fenêtre=window, fenêtre surgissante=popup, newsletter=newsletter, sortie=exit,
mobile=mobile, smartphone=smartphone, vitesse=speed, temps de chargement=load time, lent=slow, rapide=fast,
élevé=high, élevés=high, bon=good, meilleur=better, mauvais=bad, vrai=real, faux=fake, authentique=authentic,
combien=how many, pourcentage=percent, succès=success, conversion=conversion, taux de conversion=conversion rate,
blog=blog, guide=guide, équipe=team, à propos=about us, histoire=story, preuve sociale=social proof, personnalisation=personalization, secteur=industry,
valeur=value, proposition de valeur=value proposition, message=message, promesse=promise, arriver=arrive, arrivant=arriving, en arrivant=landing,
à côté de=next to, à côté=next to, côté=side, il ne reste que=only left, ne reste que=only left, changer=change, change=changes, abonnement=subscription,
dire=say, disent=say, besoin=need, utiliser=use, super=great, génial=great
`,
};
