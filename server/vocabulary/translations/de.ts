import type { GlossarySource } from './glossary-schema.ts';

/** German: the words people use when they ask about pages, shops and conversion (reviewed data, see the README). */
export const DE: GlossarySource = {
  language: 'de',
  name: 'Deutsch',
  compounds: true,
  inflections: 'en> n> e> er> es> s> em> ern> nen> t>en st>en te>en ten>en e>en et>en end>en ung>en',
  stopWords: `der die das den dem des ein eine einen einem einer eines und oder aber doch ist sind war waren bin bist
    sein seid wird werden wurde wurden hat haben hatte hatten habe kann koennen können könnte muss müssen soll sollen sollte sollten
    darf dürfen will wollen mag möchte möchten ich du er sie es wir ihr mich mir dich dir uns euch ihn ihm ihnen
    mein meine meinen meinem meiner unser unsere unseren unserem unserer dein deine ihr ihre ihren ihrem ihrer sein seine seinen
    im in ins an am auf aus bei mit nach von vom zu zum zur für über unter vor hinter zwischen durch gegen ohne um bis
    nicht kein keine keinen keinem nur auch noch schon sehr so wie was wer wo wann warum wieso weshalb ob dass wenn weil
    als dann denn da hier dort dies diese dieser dieses diesen diesem jede jeder jedes jeden man sich etwas es
    eigentlich wirklich überhaupt einfach mal oder bzw usw eher lieber ja nein gibt gib geht ab an auf aus los vor zu`,
  words: `
startseite=homepage, homepage=homepage, seite=page, seiten=pages, webseite=website, website=website, internetseite=website, landingpage=landing page,
zielseite=landing page, produktseite=product page, shop=shop, onlineshop=online shop, laden=store, geschäft=store, kategorie=category,
besucher=visitors, nutzer=users, benutzer=users, kunde=customer, kundin=customer, käufer=buyer, interessent=lead, leute=people, menschen=people,
person=person, mensch=person, zielgruppe=target audience, firma=company, unternehmen=company, marke=brand, händler=retailer,
verstehen=understand, versteht=understands, verstanden=understood, kapieren=understand, begreifen=understand, wissen=know, weiss=know, weiß=know,
verkaufen=sell, verkauf=sale, verkäufe=sales, umsatz=revenue, kaufen=buy, kauf=purchase, einkauf=purchase, bestellen=order, bestellung=order,
anbieten=offer, angebot=offer, aktion=promotion, rabatt=discount, rabattcode=discount code, gutschein=coupon, gutscheincode=coupon code, code=code,
sale=sale, schlussverkauf=sale, preis=price, preise=prices, kosten=costs, teuer=expensive, günstig=cheap, billig=cheap, kostenlos=free, gratis=free,
umsonst=free, tarif=plan, tarife=plans, paket=package, abo=subscription, abonnement=subscription, preisseite=pricing page, preisgestaltung=pricing,
monatlich=monthly, jährlich=yearly, jahr=year, monat=month,
button=button, knopf=button, schaltfläche=button, kaufen-button=buy button, link=link, menü=menu, menüpunkt=menu item, punkt=item, navigation=navigation,
kopfzeile=header, fußzeile=footer, footer=footer, header=header, suche=search, suchfeld=search box, filter=filter,
bild=image, bilder=images, foto=photo, video=video, film=video, hintergrund=background, slider=slider, karussell=carousel, bildwechsel=slider,
überschrift=headline, titel=headline, headline=headline, schlagzeile=headline, text=text, texte=copy, beschreibung=description, produktbeschreibung=product description,
farbe=color, größe=size, gross=big, groß=big, klein=small, kleine=small, lang=long, lange=long, kurz=short, oben=top, unten=bottom, bereich=section, abschnitt=section,
formular=form, feld=field, felder=fields, pflichtfeld=required field, eingabe=input, anmeldung=sign-up, anmelden=sign up, registrierung=registration,
registrieren=register, konto=account, kundenkonto=account, login=login, einloggen=log in, passwort=password, ausfüllen=fill in, schritt=step, schritte=steps,
telefonnummer=phone number, telefon=phone, nummer=number, email=email, mail=email, adresse=address, name=name,
warenkorb=cart, einkaufswagen=cart, korb=basket, kasse=checkout, checkout=checkout, bezahlung=payment, zahlung=payment, bezahlen=pay, zahlen=pay,
zahlungsart=payment method, zahlungsmethode=payment method, kreditkarte=credit card, karte=card, paypal=paypal, rechnung=invoice,
versand=shipping, versandkosten=shipping costs, lieferung=delivery, liefern=deliver, lieferzeit=delivery time, lieferkosten=delivery costs, porto=shipping,
abbruch=abandonment, abbrechen=abandon, abbrecher=abandon, brechen=abandon, aufhören=abandon, verlassen=leave, gehen=leave, weg=away, springen=bounce, absprung=bounce,
absprungrate=bounce rate, absprungrate=bounce rate, rückgabe=returns, retoure=returns, umtausch=exchange,
vertrauen=trust, vertraut=trusts, vertrauenswürdig=trustworthy, glaubwürdig=credible, glaubwürdigkeit=credibility, seriös=legitimate, unseriös=untrustworthy,
sicher=secure, sicherheit=security, unsicher=unsafe, angst=fear, sorge=worry, sorgen=worry, zweifel=doubt, skeptisch=skeptical, betrug=fraud, gütesiegel=trust seal,
siegel=seal, zertifikat=certificate, verschlüsselung=encryption, schloss=padlock,
unbekannt=unknown, bekannt=well-known, neu=new, jung=young, klein=small, zufrieden=satisfied, zufriedene=satisfied, glücklich=happy,
bewertung=review, bewertungen=reviews, rezension=review, rezensionen=reviews, kundenbewertung=customer review, sterne=stars, stern=star,
kundenstimme=testimonial, kundenstimmen=testimonials, erfahrungsbericht=testimonial, zitat=quote, empfehlung=recommendation, meinung=opinion,
logo=logo, logos=logos, referenz=reference, referenzen=client logos, auszeichnung=award, preisverleihung=award, presse=press, zeitung=newspaper, medien=media,
garantie=guarantee, geld=money, zurück=back, geld-zurück-garantie=money-back guarantee, erstattung=refund, rückerstattung=refund, risiko=risk, risikolos=risk-free,
countdown=countdown, timer=timer, uhr=clock, frist=deadline, ende=end, endet=ends, enden=end, aktionsende=offer end, zeitdruck=time pressure, dringlichkeit=urgency,
knappheit=scarcity, lager=stock, vorrat=stock, bestand=stock, stück=items, verfügbar=available, ausverkauft=sold out, begrenzt=limited, wenige=few, wenig=little,
viele=many, viel=much, zu viele=too many, zu viel=too much, zu hoch=too high, zu lang=too long, zu teuer=too expensive, zu wenig=too few, mehr=more, weniger=fewer, zuviel=too many, alle=all, niemand=nobody, keiner=nobody, jemand=someone,
funktionieren=work, funktioniert=works, klappen=work, wirken=work, helfen=help, hilft=helps, bringen=bring, lohnen=worth it, lohnt=worth it, sinnvoll=useful,
schaden=hurt, schadet=hurts, nerven=annoy, nervt=annoys, nervig=annoying, stören=annoy, stört=annoys, ablenken=distract, lenkt=distracts, ablenkung=distraction,
abschrecken=deter, schreckt=deters, verwirren=confuse, verwirrend=confusing, verwirrt=confused, unklar=unclear, klar=clear, klarheit=clarity,
zeigen=show, anzeigen=display, darstellen=show, erklären=explain, beschreiben=describe, hervorheben=highlight, einblenden=show, platzieren=place,
fragen=ask, frage=question, antwort=answer, faq=faq, hilfe=help, support=support, chat=chat, livechat=live chat, kontakt=contact,
klicken=click, klick=click, klicks=clicks, scrollen=scroll, lesen=read, finden=find, suchen=search, wählen=choose, auswählen=choose, entscheiden=decide,
entscheidung=decision, auswahl=choice, option=option, optionen=options, möglichkeit=option, variante=variant, vergleich=comparison, vergleichen=compare,
wettbewerber=competitors, konkurrenz=competition, konkurrent=competitor, unterschied=difference, vorteil=benefit, vorteile=benefits, nutzen=benefit, funktion=feature, funktionen=features,
test=test, testen=try, testphase=trial, probe=trial, probezeit=trial, testversion=trial, probemonat=trial month, demo=demo, vorführung=demo,
app=app, software=software, tool=tool, produkt=product, produkte=products, artikel=item, ware=goods, dienstleistung=service, leistung=service,
popup=popup, pop-up=popup, fenster=window, overlay=overlay, newsletter=newsletter, verlassen=leave, austritt=exit,
mobil=mobile, handy=mobile, smartphone=smartphone, tablet=tablet, desktop=desktop, geschwindigkeit=speed, ladezeit=load time, langsam=slow, schnell=fast, schneller=faster,
hoch=high, hohe=high, hohen=high, hoher=high, niedrig=low, gut=good, besser=better, beste=best, schlecht=bad, richtig=right, falsch=wrong, echt=real, fake=fake, gefälscht=fake,
anzahl=number, zahl=number, wie viele=how many, prozent=percent, erfolg=success, conversion=conversion, konversion=conversion, konversionsrate=conversion rate, kaufabbruch=cart abandonment,
rolle=role, spielt eine rolle=matters, blog=blog, ratgeber=guide, team=team, über uns=about us, geschichte=story,
soziale=social, beweis=proof, social proof=social proof, sozialer beweis=social proof, personalisierung=personalization, zielgruppen=audiences, branche=industry,
einstieg=entry, eintritt=entry, kostenloser=free, kostenlose=free, kostenlosen=free, kostenloses=free, neue=new, neuen=new, zufriedenen=satisfied,
aufmerksamkeit=attention, vertrauenssiegel=trust seal, stimme=voice, stimmen=testimonials, aktions=promotion, angebotsende=offer end, läuft ab=expires,
eintragen=sign up, verkaufen=sell, verkauft=sells, verkaufszahlen=sales, nur noch=left, auf lager=in stock, neben=next to, daneben=next to, spielt=plays, mehrwert=value, wertversprechen=value proposition, botschaft=message, versprechen=promise,
sagen=say, sagt=says, brauchen=need, benutzen=use, verwenden=use, toll=great, großartig=great
`,
};
