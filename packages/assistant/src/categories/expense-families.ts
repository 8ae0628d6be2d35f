/**
 * Families of everyday things and services, in en/pt/es, beside the core words of
 * expense-lexicon.ts: what people buy in each kind of spending (a belt, a cough syrup, an escape
 * room, a tank of gas), listed by family so that a whole family is known rather than the one word
 * a message happened to use. A family lists its members, their plurals where people use them and
 * the regional names ("anteojos", "lentes", "gafas", "óculos").
 *
 * Words here are ordinary words of the languages, so they are spelling-corrected like the core
 * ones. A word that also means something unrelated in one of the three languages is `weak` (it
 * loses to any strong word: "mesa" in "mesa para dois no restaurante") or kept to its language.
 */
import { EXPENSE_KINDS } from './expense-lexicon';
import type { LexiconGroup } from './lexicon-types';

export const EXPENSE_FAMILIES: readonly LexiconGroup[] = [
  // Dishes, drinks and places to eat missing from the core list.
  {
    ...EXPENSE_KINDS.Dining,
    strong: `pho, dim sum, bbq, barbecue, steakhouse, fried chicken, frango frito, pollo frito, hoagie, poke, poke bowl,
      bistro, canteen, cantina, vending machine, drive thru, drive through, mcd's, mcds, mcflurry, whopper, big mac,
      méqui, mequi, cider, sidra, margarita, margaritas, shots, liquor, whisky, whiskey, vodka, gin, gin tonic,
      gin tônica, rum, cachaça, pinga, tequila, mezcal, sangria, sangría, cubata, cubatas, vinho, vinhos, vinho tinto,
      vinho branco, taça de vinho, garrafa de vinho, copa de vino, botella de vino, vino tinto, vino blanco,
      cervejinha, breja, brejas, cerva, coca, coca cola, coca-cola, coquinha, fanta, sprite, red bull, energy drink,
      energético, energizante, frappuccino, doughnut, doughnuts, gelato, frozen yogurt, froyo, pretzel, corn dog,
      falafel, shawarma, gyro, gyros, date night, sunday roast, carvery, picolé, paleta de hielo, temaki, yakisoba,
      comida japonesa, comida chinesa, comida china, comida mexicana, comida italiana, comida árabe, thai food,
      chinese food, indian food, mexican food, chinese takeaway, indian takeaway, brigadeiro, brigadeiros, couvert,
      taxa de serviço, rodízio de sushi, comida por quilo, por quilo, self service, enchiladas, gringas, sopes,
      perro caliente, perros calientes, salchipapa, chicharrón, parrillada, ceviche, cebiche, chifa,
      sancocho, licuado, licuados, zumo, zumos, botana, botanas, chiringuito, bodegón, food truck,
      helado de paleta, tira-gosto, tiragosto, japonês, japa,
      rodízio japonês, cuscuz, expresso, domicilio de comida`,
  },
  {
    category: 'Dining',
    lang: 'es',
    custom: EXPENSE_KINDS.Dining.custom,
    // Spanish only: "ron" and "vino" are a name and a verb elsewhere, "copas" are glasses in Portuguese.
    strong: 'ron, vino, vinos, copas, paleta helada, paletas heladas',
  },
  {
    category: 'Dining',
    lang: 'en',
    custom: EXPENSE_KINDS['Dining/coffee'].custom,
    // Names of coffee chains that are ordinary words in Portuguese and Spanish ("costa": coast).
    strong: 'costa, nero',
  },
  {
    category: 'Transportation',
    lang: 'en',
    custom: EXPENSE_KINDS.Transportation.custom,
    // In English the metro; in Portuguese and Spanish the sandwich chain.
    strong: 'subway',
  },
  {
    category: 'Dining',
    lang: 'es',
    custom: EXPENSE_KINDS.Dining.custom,
    strong: 'subway',
  },
  {
    category: 'Dining',
    lang: 'pt',
    custom: EXPENSE_KINDS.Dining.custom,
    strong: 'subway',
  },
  // Food and household products of the weekly shop.
  {
    ...EXPENSE_KINDS['Groceries/products'],
    // Products sold in many places lose to any word that says where they were eaten ("bacon sandwich").
    strong: '',
    weak: `ice, sal, salt, steak, turkey, coffee beans, ground coffee, tea bags, bacon, sausages, ham, berries, blueberries, spinach, broccoli,
      mushrooms, cucumbers, lemons, limes, watermelon, melon, pineapple, mango, peaches, pears, frozen pizza,
      frozen food, frozen veggies, nuts, almonds, peanut butter, jam, honey, vinegar, spices, ketchup, mayo,
      mayonnaise, mustard, tortillas, beans, lentils, chickpeas, oatmeal, granola, bagels, laundry detergent,
      fabric softener, bleach, trash bags, bin bags, garbage bags, sponges, baby formula, deodorant, soap, body wash,
      conditioner, razors, cotton pads, tampons, pads, sanitary pads, margarina, presunto, mortadela, requeijão, peixe,
      linguiça, alcatra, costela, patinho, contrafilé, coxa de frango, limão, limões, mamão, melancia, melão, uva, uvas,
      morango, morangos, abacate, abacaxi, manga, pera, pêssego, hortaliças, couve, brócolis, pepino, abobrinha,
      pimentão, feijão preto, lentilha, grão de bico, aveia, granola, mel, geleia, molho de tomate, maionese, ketchup,
      mostarda, tempero, temperos, amaciante, água sanitária, desinfetante, esponja, saco de lixo, sabonete,
      creme dental, desodorante, absorvente, lâmina de barbear, frijoles, porotos, lentejas, garbanzos, avena, miel,
      mermelada, mayonesa, mostaza, salsa de tomate, especias, jamón, manteca, chorizo, salchichas, tocino, manzana,
      naranja, limón, limones, aguacate, aguacates, palta, paltas, jitomate, jitomates, patata, patatas, sandía,
      melón, piña, mango, mangos, pera, peras, durazno, duraznos, melocotón, fresas, frutillas, uvas, pepino,
      brócoli, espinaca, champiñones, pimiento, pimientos, lejía, cloro, suavizante, bolsas de basura,
      esponjas, jabón de ropa, toallas higiénicas, toallitas, desodorante, rastrillos, cuchillas de afeitar,
      hielo, gelo, yerba, yerba mate, leche en polvo, leite em pó, leite condensado, creme de leite`,
  },
  {
    category: 'Groceries',
    lang: 'es',
    custom: EXPENSE_KINDS['Groceries/products'].custom,
    strong: '',
    weak: 'papa, papas',
  },
  // Where the weekly shop is done, the weekly shop itself, and products whose name holds a word of
  // another kind ("water" of the water bill, "coffee" of the café, "towels" of the home).
  {
    ...EXPENSE_KINDS.Groceries,
    strong: `garrafón de agua, galão de água, garrafão de água, botellón de agua, bidón de agua, agua en bidón,
      water jug, bottled water, case of water, coffee beans, ground coffee, instant coffee, café em pó, café molido,
      café en grano, café instantáneo, café soluble, frozen pizza, pizza congelada, paper towels, papel toalha,
      toallas de papel, creme dental, fio dental, pasta de dente, hilo dental, pasta dental, dental floss,
weekly shop, weekly shopping, food shopping, grocery run, corner shop, corner store, bodega,
      convenience store, liquor store, off licence, off-licence, deli, seven eleven, farmers market, rancho do mês,
      compras da semana, compra do mês, compra da semana, la compra, compra semanal, compra del mes,
      compra de la semana, hice la compra, hacer la compra, el súper, mercado municipal, frutería, verdulería,
      panadería del barrio, tienda de abarrotes, minisúper, kiosco, kiosko`,
  },
  // Getting around: passes, fares, rides, the car's upkeep and its paperwork.
  {
    ...EXPENSE_KINDS.Transportation,
    strong: `commuter rail, monthly pass, bus pass, transit pass, tap card, metro card, rideshare, carpool, zipcar,
      bike share, ferry, ferry ticket, water taxi, busão, buzão, ônibus intermunicipal, recarga do bilhete,
      recarga do bilhete único, passe de ônibus, passe mensal, recarga de la sube, recarga sube, recarga de la tarjeta bip,
      carga de la bip, tarjeta de transporte, tarjeta del metro, pasaje del metro, pasaje de metro, pasaje del bus,
      pasaje de micro, boleto del metro, boleto de metro, boleto de camión, aparcamiento, parquímetro, parking meter,
      valet, valet parking, garage parking, ev charging, charging station, supercharger, recarga do carro elétrico,
      carregador do carro, carga del auto eléctrico, tuk-tuk, ciclovía, bicicleta compartida, mototaxi, moto táxi`,
  },
  {
    ...EXPENSE_KINDS['Transportation/fuel'],
    strong: `tank of gas, full tank, fill-up, filled up the tank, tanque cheio, enchi o tanque, completei o tanque,
      gasolina comum, gasolina aditivada, llené el tanque, tanque lleno, tanqueé, tanquee, tanqueamos, tanqueo,
      echar gasolina, eché gasolina, echamos gasolina, cargué nafta, cargar nafta, carga de nafta, cargué bencina,
      echar bencina, gasolinera, bomba de gasolina, gas pump, petrol station`,
  },
  {
    ...EXPENSE_KINDS['Transportation/car'],
    strong: `flat tire, flat tyre, new tires, tire, tyre, llanta, neumático, llanta de refacción, brakes, brake job, alignment, car battery, car service, car registration,
      license renewal, driver's license, speeding ticket, traffic ticket,
      parking ticket, parking fine, roadside assistance, tow, towing, tow truck, pneu, pneu furado, bateria do carro,
      freio, freios, revisão do carro, alinhamento, balanceamento, carteira de motorista,
      cnh, multa de trânsito, multa de estacionamento, guincho, reboque, carta de condução,
      llanta ponchada, batería del auto, batería del carro, frenos del auto, revisión del auto, licencia de conducir, licencia de manejo, carnet de conducir, brevete, multa de estacionamiento,
      grúa, remolque, vulcanizadora, gomería, patente del auto, permiso de circulación, revisión técnica, verificación`,
    weak: 'multa, multas, fine, fines',
  },
  // Going out, games and chance.
  {
    ...EXPENSE_KINDS.Entertainment,
    strong: `broadway, gig tickets, aquarium, aquário, acuario, mini golf, minigolf, golf, arcade, escape room,
      sala de escape, cover charge, comedy show, stand-up, stand up comedy, opera, ópera, ballet, balé, circus, circo,
      zoológico, stadium, estádio, estadio, v-bucks, vbucks, robux, lottery, lottery tickets, scratch cards,
      scratchers, casino, cassino, poker, pôquer, bingo, betting, sports betting, bets, apuesta, apuestas, aposta,
      apostas, bet365, betano, jogo do bicho, casa de apuestas, boate, antro, antros, discoteca, rock in rio,
      lollapalooza, patreon, onlyfans, kindle unlimited, siriusxm, sirius xm, star plus, paramount+, apple tv+,
      entradas del cine, entradas de cine, ingresso do cinema, boliche com os amigos, bolera, trampoline park,
      parque de trampolines, go karts, kart, kartódromo, laser game, juegos mecánicos, museum tickets`,
  },
  {
    category: 'Entertainment',
    lang: 'es',
    custom: EXPENSE_KINDS.Entertainment.custom,
    // Bowling in Spain ("bolos" are cakes in Portuguese).
    strong: 'bolos',
  },
  // What people wear and carry.
  {
    ...EXPENSE_KINDS['Shopping/clothing'],
    strong: `heels, high heels, bra, bras, lingerie, belt, hat, beanie, scarf, gloves, sunglasses, handbag, wallet,
      backpack, tote bag, umbrella, blazer, cardigan, vest, skirt, blouse, tank top, polo shirt, tracksuit, joggers,
      boots, loafers, slippers, rain jacket, raincoat, wedding dress, tuxedo, sunga, botas, mochila, cinto,
      chapéu, cachecol, luvas, óculos de sol, guarda-chuva, meia-calça, regata, blazer feminino, terno, gravata,
      vestido de noiva, salto alto, rasteirinha, pantufa, bolsa feminina, vaqueros, chamarra, chaleco, jersey,
      calzones, calzoncillos, bragas, sostén, brasier, sujetador, tacones, bolso, billetera, cinturón, sombrero,
      bufanda, guantes, lentes de sol, gafas de sol, paraguas, sombrilla, corbata, traje, vestido de novia,
      pantuflas, zapatos de tacón, uniforme de trabajo`,
    weak: 'suit, purse, short, medias, meia, meias, cartera, carteira',
  },
  // Jewellery, watches and accessories.
  {
    ...EXPENSE_KINDS.Shopping,
    strong: `jewelry, jewellery, necklace, earrings, bracelet, engagement ring, wedding ring, wedding rings,
      smartwatch, wristwatch, joia, joias, bijuteria, bijoux, colar, brinco, brincos, anel, aliança, alianças,
      pulseira, relógio, joyas, bisutería, collar, aretes, anillo, anillo de compromiso, pulsera, reloj,
      stationery, office supplies, art supplies, craft supplies, papelaria, papelería, caneta, canetas, lápis,
      bolígrafo, bolígrafos, marcadores, cartucho de tinta, printer ink, lembrancinha, lembrancinhas, souvenir,
      souvenirs, recuerdito`,
    weak: 'ring, watch, pendientes',
  },
  // Devices, their accessories and the small electricals of a home office.
  {
    ...EXPENSE_KINDS['Shopping/electronics'],
    strong: `monitor, speaker, bluetooth speaker, camera, webcam, usb stick, flash drive, hard drive, ssd, sd card,
      memory card, router, hdmi cable, phone case, screen protector, video game console, game controller, controller,
      caixa de som, câmera, pen drive, hd externo, cartão de memória, capa de celular, fone sem fio, controle do videogame,
      bocina, parlante, altavoz, cámara, memoria usb, disco duro, tarjeta de memoria, funda del celular,
      protector de pantalla, mando de la play, control de la play, ordenador, ordenador portátil, ratón, móvil nuevo,
      celular nuevo, teléfono nuevo, telefone novo`,
  },
  // Health and beauty bought at the chemist or the salon.
  {
    ...EXPENSE_KINDS['Shopping/beauty'],
    strong: `lipstick, mascara, eyeliner, concealer, blush, cologne, moisturizer, moisturiser, face cream, serum,
      sunscreen, sunblock, hair dye, nail polish, pedicure, waxing, eyebrows, brows, lashes, lash extensions,
      massage, facial, hair products, hair dryer, straightener, batom, rímel, delineador, corretivo, base de maquiagem,
      esmalte, hidratante, creme hidratante, protetor solar, tintura de cabelo, chapinha, secador de cabelo,
      pedicure, massagem, limpeza de pele, design de sobrancelha, cílios, alongamento de cílios, unha em gel,
      fazer as unhas, unha, salão, salão de beleza, salón de belleza, labial, delineador de ojos, corrector, rubor, crema hidratante, crema facial, bloqueador,
      protector solar, tinte para el pelo, tinte, esmalte de uñas, pedicura, manicura, depilación, cejas, pestañas,
      masaje, masajes, limpieza facial, plancha de pelo, secador de pelo, arreglo de cejas, uñas acrílicas`,
  },
  // Furniture, bedding, kitchenware, appliances and tools.
  {
    ...EXPENSE_KINDS['Shopping/home'],
    strong: `pillow, pillows, bed sheets, towels, duvet, comforter, curtains, blinds, rug, carpet, shelf, shelves,
      bookcase, dresser, wardrobe, nightstand, mirror, candles, houseplant, houseplants, plant pot, pots and pans,
      cookware, frying pan, mugs, cutlery, silverware, glasses set, tupperware, blender, toaster, kettle, coffee maker,
      vacuum cleaner, hoover, space heater, heater, tools, power drill, drill, paint, vacuum, lightbulbs, light bulbs, batteries,
      extension cord, lawn mower, garden hose, bbq grill, travesseiro, lençol, lençóis, toalha, toalhas, edredom, cortina,
      cortinas, tapete, estante, prateleira, guarda-roupa, criado-mudo, espelho, velas, vaso de planta, panela, panelas,
      frigideira, talheres, pote, potes, liquidificador, batedeira,
      cafeteira, chaleira, torradeira, aspirador de pó, aquecedor, ferro de passar, ferramentas, furadeira, parafusadeira, tinta, tinta de parede, cimento, cemento, tijolo, tijolos, ladrillos,
      azulejo, azulejos, porcelanato,
      lâmpada, lâmpadas, pilhas, cortador de grama, jogo de panelas, jogo de toalhas, jogo de pratos, jogo de copos,
      jogo de talheres, jogo de lençol, juego de ollas, juego de sábanas, juego de toallas, juego de cubiertos,
      juego de platos, juego de vasos, set of pans, churrasqueira elétrica, almohada, almohadas, sábanas,
      toallas, edredón, cobija, cobijas, frazada, cortinas, alfombra, estantería, repisa, ropero, armario, mesita de noche,
      espejo, maceta, ollas, sartén, cubiertos, tuppers, licuadora, batidora, hervidor,
      tostadora, aspiradora, calefactor, estufa eléctrica, herramientas, taladro, destornillador, pintura, bombillo,
      bombillos, bombilla, bombillas, foco led, focos, pilas, alargador, extensión eléctrica, cortadora de césped,
      manguera, parrilla eléctrica`,
    weak: `bed, sheets, lamp, desk, chair, table, frame, dishes, iron, fan, cama, mesa, cadeira, luminária, silla, lámpara,
      escritorio, plancha, foco, pratos, copos, platos, vasos, planta, plantas, plants, velas`,
  },
  // Household bills, phone plans, taxes and the interest a card or a loan charges.
  {
    ...EXPENSE_KINDS.Bills,
    strong: `data plan, prepaid phone, phone credit, mobile top up, phone top up, trash bill,
      garbage bill, sky tv, sky bill, spectrum bill, plano do celular, plano de celular, plano de dados, conta da sky,
      plan del celular, plan de celular, plan de datos, plan móvil, plan de telefonía, factura del teléfono,
      recarga celular, recarga del celular, bombona, bombona de butano, butano, cilindro de gas, tanque de gas, pipa de gas,
      gas lp, gás de cozinha, teléfono, teléfono fijo, gastos de comunidad, comunidad`,
    weak: 'trash, garbage, top up, top-up, móvil',
  },
  {
    ...EXPENSE_KINDS['Bills/taxes'],
    strong: `income tax, sales tax, tax return payment, impuesto sobre la renta, impuesto a la renta,
      impuesto a las ganancias, contribuciones, impuesto vehicular`,
  },
  {
    ...EXPENSE_KINDS['Bills/fees'],
    strong: `interest charge, finance charge, credit card interest, card interest, loan interest, juros da fatura,
      juros do empréstimo, juros do financiamento, juros de atraso, intereses de la tarjeta, intereses del préstamo,
      intereses de la deuda, intereses del crédito, intereses por mora, cuota de la tarjeta, pago de la tarjeta,
      pago mínimo, pagamento mínimo`,
  },
  {
    ...EXPENSE_KINDS['Bills/subscriptions'],
    strong: `microsoft 365, office 365, domain, domain name, web hosting, hosting, cloud storage, storage unit,
      self storage, app subscription, software license, domínio, hospedagem do site, dominio, alojamiento web`,
  },
  // Care of the body: visits, tests, treatments and what the pharmacy sells.
  {
    ...EXPENSE_KINDS.Healthcare,
    strong: `gp, doctor's visit, doctors visit, dental, dental cleaning, orthodontist, eye doctor, eye exam, glasses,
      eyeglasses, contact lens, pills, advil, tylenol, motrin, aleve, nyquil, antihistamines, allergy pills,
      allergy meds, cough syrup, cold medicine, first aid kit, thermometer, inhaler, insulin, birth control, condoms,
      pregnancy test, ambulance, surgery, mri, ct scan, ultrasound, blood work, counseling, counselling,
      psychiatrist, psychologist, vaccine, vaccines, flu shot, flu shots, dermatologist, pediatrician, gynecologist, hearing aid,
      limpeza nos dentes, limpeza dental, aparelho dentário, aparelho nos dentes, ortodontista, ultrassom, ultrassonografia,
      ressonância, tomografia, pronto socorro, pronto-socorro, emergência, cirurgia, colírio, xarope, pomada, band-aid,
      termômetro, preservativo, preservativos, camisinha, camisinhas, anticoncepcional, pílula anticoncepcional,
      teste de gravidez, óculos, óculos de grau, lente de contato, oculista, oftalmologista, oftalmo, nutricionista,
      dermatologista, dermato, vacina, vacinas, aparelho dos dentes, aparelho ortodôntico, pílula,
      pílula do dia seguinte, fonoaudióloga, brackets, frenos dentales, examen de sangre, análisis,
      análisis clínicos, ecografía, resonancia, tomografía, urgencias, emergencias, cirugía, pastillas, jarabe,
      gotas para los ojos, colirio, pomada, curitas, tiritas, termómetro, condones, preservativos, anticonceptivos,
      pastillas anticonceptivas, test de embarazo, prueba de embarazo, anteojos, lentes, gafas, lentillas,
      oculista, oftalmólogo, kinesiólogo, kinesiología, kine, nutricionista, nutriólogo, dermatólogo, vacuna, vacunas,
      podólogo, audífono para sordera, odontólogo, odontología, consulta con el especialista, cita médica`,
  },
  {
    ...EXPENSE_KINDS['Healthcare/fitness'],
    strong: `spin class, spinning class, boxing class, boxing gym, climbing gym, bouldering, martial arts, jiu jitsu,
      jiu-jitsu, karate, judo, muay thai, aula de dança, aula de boxe, mensalidade do crossfit, clase de baile,
      clases de baile, clase de boxeo, mensualidad del gimnasio, membresía del gym, cuota del gym`,
  },
  {
    category: 'Healthcare',
    lang: 'pt',
    custom: EXPENSE_KINDS['Healthcare/fitness'].custom,
    // "O personal": a personal trainer in Brazil.
    strong: 'personal',
  },
  // School, exams and courses.
  {
    ...EXPENSE_KINDS.Education,
    strong: `notebooks, pen, pens, pencils, pens and pencils, calculator, field trip, exam fee, test fee, application fee, registration fee,
      workshop, seminar, conference ticket, language class, spanish class, english class, swimming lessons,
      dance lessons, yearbook, library fine, ebook, e-book, audiobook, graduation, graduation fee, masters degree,
      mba, phd, cópias, impressões, inscrição, taxa de inscrição, inscrição do concurso, concurso público,
      formatura, mestrado, doutorado, pós-graduação, especialização, cursinho pré-vestibular, copias, impresiones,
      lápices, inscripción, examen de admisión, maestría, doctorado, posgrado, diplomado, jardín infantil, kínder,
      preescolar, graduación, clases de inglés, clases de natación, clases de manejo, escuela de manejo, driving lessons, driving school, autoescola,
      auto escola, escola de condução, librería, livraria, bookstore,
      bookshop, propinas da faculdade, propinas da universidade`,
  },
  // Trips: getting there, sleeping there, and what goes with it.
  {
    ...EXPENSE_KINDS.Travel,
    strong: `airfare, air fare, weekend away, getaway, car rental, rental car, hire car, car hire, checked bag,
      baggage fee, seat upgrade, passport, passport renewal, visa fee, visa application, guided tour, tour, tours,
      excursion, airport parking, airport shuttle, airport transfer, camping, campsite, glamping, suitcase,
      excursão, pacote de viagem, aluguel de carro, carro alugado, locação de carro, bagagem, mala de viagem,
      passaporte, visto de viagem, cruzeiro, acampamento, traslado, transfer do aeroporto, casa de câmbio,
      excursión, paquete turístico, tour guiado, alquiler de coche, alquiler de auto, renta de auto, renta de carro,
      arriendo de auto, auto rentado, maleta, equipaje, pasaporte, crucero, casa de cambio,
      cambio de divisas, cambio de moneda, cambio de dólares`,
    weak: 'pasaje, pasajes, passagem, passagens',
  },
  {
    category: 'Travel',
    lang: 'pt',
    custom: EXPENSE_KINDS.Travel.custom,
    // A suitcase ("mala" is "bad" in Spanish).
    strong: 'mala',
  },
  // Services at home and for papers.
  {
    ...EXPENSE_KINDS['Other/services'],
    strong: `handyman, plumber, electrician, movers, moving company, moving truck, uhaul, u-haul, postage, stamps,
      shipping, notary, lawyer, attorney, accountant, tax preparer, pedreiro, marido de aluguel, mudança, carreto,
      frete, selos, advogado, contador, contadora, sapateiro, costureira, albañil, fontanero, mudanza, flete,
      envío, paquetería, estampillas, sellos, notaría, notario, abogado, contador, contadora, gestoría, zapatero,
      costurera, lavado de ropa`,
  },
];
