import type { GlossarySource } from './glossary-schema.ts';

/** Spanish: the words people use when they ask about pages, shops and conversion (reviewed data, see the README). */
export const ES: GlossarySource = {
  language: 'es',
  name: 'Español',
  compounds: false,
  inflections: 's> es> a>o as>o os>o an>ar en>er en>ir a>ar e>er amos>ar emos>er imos>ir ado>ar ida>ir ido>er ido>ir ando>ar iendo>er iendo>ir ces>z',
  stopWords: `el la los las lo un una unos unas y o u pero que qué quien quién cual cuál cuales de del al a en con sin por para sobre entre hasta desde
    hacia ante tras mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra yo tú él ella nosotros nosotras vosotros ellos ellas
    me te se nos os le les es son soy eres somos ser está están estoy estamos estar fue fueron era eran ha han he hemos has haber hay
    hace hacen hacer puede pueden podemos debo debe deben debemos muy más menos tan también ya aún todavía no sí si como cómo cuando cuándo
    donde dónde porque por qué este esta estos estas ese esa esos esas eso esto aquí allí algo alguien todo todos toda todas cada sea sean va vas vamos quiere quieren cuál
    luego`,
  words: `
página de inicio=homepage, inicio=homepage, home=homepage, página=page, web=website, sitio=website, sitio web=website, landing=landing page, página de producto=product page,
ficha de producto=product page, tienda=shop, tienda online=online shop, categoría=category, visitante=visitor, usuario=user, cliente=customer, comprador=buyer,
gente=people, persona=person, personas=people, público=audience, empresa=company, marca=brand, negocio=business, pequeña=small, pequeño=small,
entender=understand, entiende=understands, entienden=understand, comprender=understand, saber=know, saben=know, vender=sell, vendemos=we sell, venta=sale, ventas=sales,
comprar=buy, compra=purchase, compran=buy, pedido=order, pedir=ask for, oferta=offer, promoción=promotion, descuento=discount, código de descuento=discount code,
cupón=coupon, código=code, rebajas=sale, precio=price, precios=prices, página de precios=pricing page, costo=cost, coste=cost, caro=expensive, barato=cheap,
gratis=free, gratuito=free, gratuita=free, plan=plan, planes=plans, tarifa=price, suscripción=subscription, mensual=monthly, anual=yearly, mes=month, año=year,
botón=button, botones=buttons, botón de compra=buy button, enlace=link, enlaces=links, menú=menu, navegación=navigation, cabecera=header, pie de página=footer,
búsqueda=search, buscador=search box, imagen=image, foto=photo, vídeo=video, video=video, fondo=background, carrusel=carousel, banner=banner, slider=slider,
girar=rotate, rotar=rotate, va rotando=rotating, titular=headline, título=headline, texto=text, descripción=description, color=color, tamaño=size, grande=big,
largo=long, corto=short, arriba=top, abajo=bottom, sección=section,
formulario=form, campo=field, campos=fields, registro=registration, registrarse=sign up, cuenta=account, iniciar sesión=log in, contraseña=password,
rellenar=fill in, llenar=fill in, paso=step, pasos=steps, número=number, teléfono=phone, número de teléfono=phone number, correo=email, email=email,
dirección=address, nombre=name,
carrito=cart, carrito de compra=cart, cesta=basket, caja=checkout, checkout=checkout, pago=payment, pagar=pay, método de pago=payment method,
tarjeta=card, tarjeta de crédito=credit card, envío=shipping, gastos de envío=shipping costs, costes de envío=shipping costs, entrega=delivery, gastos=costs,
abandono=abandonment, abandonar=abandon, irse=leave, se van=leave, van=go, salir=leave, rebote=bounce, tasa de rebote=bounce rate, devolución=returns, devoluciones=returns,
devolución del dinero=money back, reembolso=refund, confianza=trust, confiar=trust, confían=trust, fiable=trustworthy, creíble=credible, credibilidad=credibility,
estafa=scam, seguro=safe, segura=safe, seguridad=security, miedo=fear, temer=fear, temen=fear, duda=doubt, desconfianza=distrust, fraude=fraud, sello=seal,
insignia=badge, certificado=certificate, cifrado=encryption, candado=padlock,
desconocido=unknown, desconocida=unknown, conocido=well-known, nuevo=new, nueva=new, joven=young, satisfecho=satisfied, satisfechos=satisfied, contento=happy, feliz=happy,
reseña=review, reseñas=reviews, opiniones=reviews, opinión=review, valoración=rating, valoraciones=ratings, estrella=star, estrellas=stars, calificación=rating,
testimonio=testimonial, testimonios=testimonials, cita=quote, recomendación=recommendation, comentario=comment,
logo=logo, logos=logos, logotipo=logo, referencia=client, premio=award, premios=awards, prensa=press, periódico=newspaper, medios=media,
garantía=guarantee, dinero=money, riesgo=risk, sin riesgo=risk-free,
cuenta atrás=countdown timer, cuenta regresiva=countdown timer, temporizador=timer, contador=counter, fecha límite=deadline, fin=end, acabe=ends, acabar=end, termina=ends,
urgencia=urgency, prisa=hurry, escasez=scarcity, existencias=stock, stock=stock, inventario=stock, unidad=unit, unidades=units, disponible=available, agotado=sold out,
limitado=limited, quedan=left, quedar=remain, pocas=few, pocos=few, poco=little, muchos=many, muchas=many, mucho=much, demasiado=too much, demasiados=too many,
demasiadas=too many, cuántos=how many, cuántas=how many, número de=number of, nadie=nobody,
funcionar=work, funciona=works, ayudar=help, ayuda=helps, útil=useful, perjudicar=hurt, molestar=annoy, molesta=annoys, molesto=annoying, distraer=distract,
distrae=distracts, distracción=distraction, asustar=scare, espantar=scare off, espanta=scares off, confuso=confusing, claro=clear, claridad=clarity,
mostrar=show, enseñar=show, poner=put, destacar=highlight, explicar=explain, describir=describe, preguntar=ask, pregunta=question, preguntas=questions,
respuesta=answer, preguntas frecuentes=faq, soporte=support, chat=chat, contacto=contact,
hacer clic=click, pulsar=click, clic=click, clics=clicks, desplazarse=scroll, scroll=scroll, leer=read, encontrar=find, buscar=search, elegir=choose, escoger=choose,
elección=choice, decidir=decide, decisión=decision, opción=option, opciones=options, comparación=comparison, comparar=compare, competencia=competition,
competidor=competitor, competidores=competitors, diferencia=difference, ventaja=benefit, ventajas=benefits, beneficio=benefit, función=feature, funcionalidad=feature,
prueba=trial, prueba gratuita=free trial, probar=try, demostración=demo, demo=demo,
aplicación=app, app=app, software=software, herramienta=tool, producto=product, productos=products, servicio=service, artículo=item,
ventana emergente=popup, emergente=popup, popup=popup, pop-up=popup, ventana=window, newsletter=newsletter, boletín=newsletter, salida=exit,
móvil=mobile, celular=mobile, velocidad=speed, tiempo de carga=load time, lento=slow, rápido=fast,
alto=high, altos=high, alta=high, bajo=low, bueno=good, mejor=better, malo=bad, real=real, falso=fake, auténtico=authentic,
porcentaje=percent, éxito=success, conversión=conversion, tasa de conversión=conversion rate, blog=blog, guía=guide, equipo=team, sobre nosotros=about us,
historia=story, prueba social=social proof, personalización=personalization, sector=industry, valor=value, propuesta de valor=value proposition, mensaje=message,
importar=matter, importa=matters, entra=visits, entrar=visit, usuario=user, añadir=add, añaden=add, junto a=next to, al lado de=next to, vale la pena=worth it, servir=work, sirve=works,
decir=say, dicen=say, necesitar=need, usar=use, utilizar=use, genial=great
`,
};
