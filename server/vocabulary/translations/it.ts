import type { GlossarySource } from './glossary-schema.ts';

/** Italian: the words people use when they ask about pages, shops and conversion (reviewed data, see the README). */
export const IT: GlossarySource = {
  language: 'it',
  name: 'Italiano',
  compounds: false,
  inflections: 'i>o i>e e>a he>a hi>o ni>ne ano>are ono>ere ono>ire a>are e>ere e>ire ato>are uto>ere ito>ire ando>are endo>ere endo>ire iamo>are',
  stopWords: `il lo la i gli le l un uno una un' e ed o oppure ma che chi cui cosa di del dello della dei degli delle d a al allo alla ai agli alle
    da dal dalla dai dalle in nel nello nella nei negli nelle su sul sullo sulla sui sugli sulle con per tra fra senza
    mio mia miei mie tuo tua suo sua suoi sue nostro nostra nostri nostre vostro vostra loro io tu lui lei noi voi essi
    mi ti si ci vi ne è e' sono sei siamo siete era erano essere stato ha hanno ho abbiamo avete avere fa fanno fare
    può possono possiamo devo deve devono dobbiamo molto più meno tanto anche già ancora non sì se come quando dove perché
    questo questa questi queste quello quella quelli quelle qui lì qualcosa qualcuno tutto tutti tutta tutte ogni davvero poi sia siano sta stanno per quale quali vuole vogliono va vanno`,
  words: `
homepage=homepage, home page=homepage, pagina iniziale=homepage, pagina=page, sito=website, sito web=website, landing page=landing page, pagina prodotto=product page,
scheda prodotto=product page, negozio=shop, negozio online=online shop, ecommerce=ecommerce, categoria=category, visitatore=visitor, utente=user, cliente=customer,
acquirente=buyer, contatto=lead, contatti=leads, gente=people, persona=person, persone=people, pubblico=audience, azienda=company, marchio=brand, brand=brand, piccola=small, piccolo=small,
capire=understand, capiscono=understand, comprendere=understand, sapere=know, vendere=sell, vendiamo=we sell, vendita=sale, vendite=sales, fatturato=revenue,
comprare=buy, acquistare=buy, acquisto=purchase, ordine=order, ordinare=order, offerta=offer, promozione=promotion, promo=promotion, sconto=discount,
codice sconto=discount code, coupon=coupon, codice=code, saldi=sale, prezzo=price, prezzi=prices, pagina prezzi=pricing page, costo=cost, costi=costs, caro=expensive,
economico=cheap, gratis=free, gratuito=free, gratuita=free, piano=plan, piani=plans, abbonamento=subscription, tariffa=price, mensile=monthly, annuale=yearly, mese=month, anno=year,
pulsante=button, bottone=button, tasto=button, pulsante di acquisto=buy button, link=link, collegamento=link, menu=menu, voce=item, voci=items, navigazione=navigation,
intestazione=header, header=header, footer=footer, piè di pagina=footer, ricerca=search, barra di ricerca=search bar, immagine=image, foto=photo, video=video,
sfondo=background, carosello=carousel, slider=slider, banner=banner, scorrere=scroll, scorrono=scroll, titolo=headline, headline=headline, testo=text, descrizione=description,
colore=color, dimensione=size, grande=big, lungo=long, breve=short, corto=short, alto=top, in alto=at the top, in basso=at the bottom, sezione=section,
modulo=form, form=form, campo=field, campi=fields, registrazione=registration, iscrizione=sign-up, iscriversi=sign up, registrarsi=register, account=account,
accesso=login, password=password, compilare=fill in, compila=fills in, passo=step, passaggio=step, passaggi=steps, numero=number, telefono=phone,
numero di telefono=phone number, email=email, mail=email, indirizzo=address, nome=name,
carrello=cart, cassa=checkout, checkout=checkout, pagamento=payment, pagare=pay, metodo di pagamento=payment method, carta=card, carta di credito=credit card,
spedizione=shipping, spese di spedizione=shipping costs, spese=costs, consegna=delivery, costi di spedizione=shipping costs,
abbandono=abandonment, abbandonare=abandon, abbandonano=abandon, uscire=leave, andare via=leave, lasciare=leave, scappare=run away, scappa=runs away, rimbalzo=bounce,
frequenza di rimbalzo=bounce rate, reso=returns, resi=returns, rimborso=refund, rimborsati=refunded, soddisfatti o rimborsati=money-back guarantee,
fiducia=trust, fidarsi=trust, fida=trusts, affidabile=trustworthy, credibile=credible, credibilità=credibility, truffa=scam, sicuro=safe, sicurezza=security,
paura=fear, temere=fear, temono=fear, preoccupati=worried, dubbio=doubt, diffidente=skeptical, frode=fraud, sigillo=seal, badge=badge, certificato=certificate,
crittografia=encryption, lucchetto=padlock,
sconosciuto=unknown, sconosciuta=unknown, conosciuto=well-known, nuovo=new, nuova=new, giovane=young, soddisfatto=satisfied, soddisfatti=satisfied, contento=happy, felice=happy,
recensione=review, recensioni=reviews, valutazione=rating, valutazioni=ratings, voto=rating, stella=star, stelle=stars, stelline=stars, giudizio=rating,
testimonianza=testimonial, testimonianze=testimonials, citazione=quote, raccomandazione=recommendation, opinione=opinion, commento=comment,
logo=logo, loghi=logos, referenze=client logos, premio=award, premi=awards, stampa=press, giornale=newspaper, media=media, scelto=chosen, scegliere=choose,
garanzia=guarantee, soldi=money, denaro=money, rischio=risk, senza rischio=risk-free,
conto alla rovescia=countdown timer, countdown=countdown, timer=timer, scadenza=deadline, fine=end, finisce=ends, urgenza=urgency, fretta=hurry,
scarsità=scarcity, magazzino=stock, disponibile=available, disponibili=available, esaurito=sold out, limitato=limited, rimasti=left, restano=left, pezzo=items, pezzi=items,
pochi=few, poche=few, poco=little, molti=many, tanti=many, troppo=too much, troppi=too many, troppe=too many, quanti=how many, quante=how many, nessuno=nobody,
funzionare=work, funziona=works, aiutare=help, aiuta=helps, utile=useful, servire=work, serve=works, conviene=worth it, vale la pena=worth it, danneggiare=hurt,
infastidire=annoy, infastidisce=annoys, fastidioso=annoying, distrarre=distract, distrae=distracts, distrazione=distraction, spaventare=scare, confuso=confusing,
chiaro=clear, chiarezza=clarity, mostrare=show, far vedere=show, mettere=put, evidenziare=highlight, spiegare=explain, descrivere=describe,
chiedere=ask, domanda=question, domande=questions, risposta=answer, domande frequenti=faq, faq=faq, assistenza=support, supporto=support, chat=chat,
cliccare=click, clic=click, click=click, leggere=read, trovare=find, cercare=search, scelta=choice, decidere=decide, decisione=decision, riuscire=manage,
opzione=option, opzioni=options, confronto=comparison, confrontare=compare, concorrenza=competition, concorrente=competitor, concorrenti=competitors,
differenza=difference, vantaggio=benefit, vantaggi=benefits, beneficio=benefit, funzione=feature, funzionalità=feature,
prova=trial, prova gratuita=free trial, provare=try, demo=demo, dimostrazione=demo,
applicazione=app, app=app, software=software, strumento=tool, prodotto=product, prodotti=products, servizio=service, articolo=item,
popup=popup, pop-up=popup, finestra=window, newsletter=newsletter, uscita=exit,
mobile=mobile, cellulare=mobile, smartphone=smartphone, velocità=speed, tempo di caricamento=load time, lento=slow, veloce=fast,
alte=high, alti=high, basso=low, buono=good, migliore=better, cattivo=bad, vero=real, falso=fake, autentico=authentic,
percentuale=percent, successo=success, conversione=conversion, tasso di conversione=conversion rate, blog=blog, guida=guide, team=team, squadra=team,
chi siamo=about us, storia=story, riprova sociale=social proof, prova sociale=social proof, personalizzazione=personalization, settore=industry,
valore=value, proposta di valore=value proposition, messaggio=message, promessa=promise, contare=matter, conta=matters, arrivare=arrive, arrivano=arrive,
accanto a=next to, accanto=next to, di fianco=next to, completare=complete, completano=complete, mettono=put, rimanere=remain, aumentare=increase, aumenta=increases,
dire=say, dicono=say, bisogno=need, usare=use, utilizzare=use, ottimo=great
`,
};
