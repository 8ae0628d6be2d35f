/**
 * Words and merchants that point to an expense category, in en/pt/es. Each group names the default
 * category it falls back to and the names a user-made category might have for the same idea (a
 * user with "Fitness" gets gym expenses there; without it they go to Healthcare).
 *
 * `strong` words name the thing bought; `weak` ones are generic ("food", "conta", "compras") and lose
 * to any strong word in the same message. Entries are written naturally and folded when loaded.
 */
import { languageGroups } from './language-groups';
import type { LexiconGroup, LexiconKind } from './lexicon-types';

/**
 * The kinds of spending words point to: a default category and the names a user-made category for
 * the same idea might have. Groups below and the country data files (lexicons/) name one of these.
 */
export const EXPENSE_KINDS = {
  Dining: {
    category: 'Dining',
    custom: ['restaurants', 'restaurant', 'eating out', 'restaurantes', 'restaurante', 'food', 'comida', 'alimentação', 'alimentacion', 'delivery'],
  },
  'Dining/coffee': { category: 'Dining', custom: ['coffee', 'café', 'cafe', 'cafés', 'cafes'] },
  Groceries: {
    category: 'Groceries',
    custom: ['groceries', 'grocery', 'supermarket', 'supermercado', 'mercado', 'food', 'comida', 'alimentação'],
  },
  // Everyday products sold in many places ("rice", "frango"): groceries unless a stronger word
  // says where they were eaten ("chicken sandwich").
  'Groceries/products': {
    category: 'Groceries',
    custom: ['groceries', 'grocery', 'supermarket', 'supermercado', 'mercado', 'food', 'comida', 'alimentação'],
    isWeak: true,
  },
  Transportation: {
    category: 'Transportation',
    custom: ['transport', 'transportation', 'transporte', 'rides', 'taxi'],
  },
  'Transportation/fuel': {
    category: 'Transportation',
    custom: ['fuel', 'gas', 'gasoline', 'gasolina', 'combustível', 'combustible', 'nafta', 'car', 'carro', 'auto', 'coche'],
  },
  'Transportation/car': {
    category: 'Transportation',
    custom: ['car', 'carro', 'auto', 'coche', 'vehicle', 'veículo', 'vehículo', 'moto'],
  },
  Entertainment: {
    category: 'Entertainment',
    custom: ['entertainment', 'fun', 'leisure', 'lazer', 'diversão', 'ocio', 'entretenimiento', 'entretenimento'],
  },
  'Entertainment/streaming': {
    category: 'Entertainment',
    custom: ['subscriptions', 'subscription', 'streaming', 'assinaturas', 'suscripciones'],
  },
  Shopping: { category: 'Shopping', custom: ['shopping', 'compras'] },
  'Shopping/clothing': {
    category: 'Shopping',
    custom: ['clothing', 'clothes', 'apparel', 'roupas', 'roupa', 'vestuário', 'ropa', 'vestimenta'],
  },
  'Shopping/electronics': {
    category: 'Shopping',
    custom: ['electronics', 'tech', 'technology', 'gadgets', 'eletrônicos', 'tecnologia', 'tecnología', 'electrónica'],
  },
  'Shopping/beauty': {
    category: 'Shopping',
    custom: ['beauty', 'personal care', 'self care', 'beleza', 'cuidado pessoal', 'cuidados pessoais', 'belleza', 'cuidado personal'],
  },
  // Services done to one's hair, nails or skin: not goods bought, so Other unless the user keeps a
  // category of their own for them.
  'Other/personal care': {
    category: 'Other',
    custom: ['beauty', 'personal care', 'self care', 'beleza', 'cuidado pessoal', 'cuidados pessoais', 'belleza', 'cuidado personal'],
  },
  'Shopping/home': { category: 'Shopping', custom: ['home', 'house', 'household', 'casa', 'hogar', 'lar'] },
  'Shopping/gifts': { category: 'Shopping', custom: ['gifts', 'gift', 'presentes', 'regalos'] },
  'Bills/housing': {
    category: 'Bills',
    custom: ['housing', 'rent', 'home', 'house', 'moradia', 'casa', 'vivienda', 'hogar', 'aluguel', 'arriendo', 'alquiler'],
  },
  Bills: { category: 'Bills', custom: ['utilities', 'bills', 'contas', 'servicios', 'serviços', 'cuentas'] },
  'Bills/taxes': { category: 'Bills', custom: ['taxes', 'tax', 'impostos', 'impuestos', 'taxas'] },
  'Bills/insurance': { category: 'Bills', custom: ['insurance', 'seguros', 'seguro'] },
  'Bills/fees': {
    category: 'Bills',
    custom: ['credit card', 'credit cards', 'debt', 'debts', 'loans', 'cartão', 'cartão de crédito', 'cartões', 'dívidas', 'tarjeta', 'tarjetas', 'deudas', 'fees', 'taxas', 'bank fees'],
  },
  // Banks and card issuers usually say how something was paid, not what for: weak, so "almoço no
  // cartão itaú" is still lunch, while "itaú 300" alone is the card bill.
  'Bills/banks': {
    category: 'Bills',
    custom: ['credit card', 'credit cards', 'debt', 'debts', 'loans', 'cartão', 'cartão de crédito', 'cartões', 'dívidas', 'tarjeta', 'tarjetas', 'deudas', 'fees', 'taxas', 'bank fees'],
    isWeak: true,
  },
  'Bills/subscriptions': {
    category: 'Bills',
    custom: ['subscriptions', 'subscription', 'assinaturas', 'suscripciones', 'software', 'apps', 'cloud'],
  },
  'Other/services': { category: 'Other', custom: ['services', 'household services', 'serviços', 'servicios'] },
  Healthcare: {
    category: 'Healthcare',
    custom: ['health', 'healthcare', 'medical', 'saúde', 'salud', 'pharmacy', 'farmácia', 'farmacia'],
  },
  'Healthcare/fitness': {
    category: 'Healthcare',
    custom: ['fitness', 'gym', 'sports', 'sport', 'academia', 'gimnasio', 'esporte', 'esportes', 'deporte', 'deportes', 'crossfit'],
  },
  Education: {
    category: 'Education',
    custom: ['education', 'school', 'educação', 'educación', 'escola', 'escuela', 'colegio', 'courses', 'cursos', 'books', 'livros', 'libros'],
  },
  Travel: {
    category: 'Travel',
    custom: ['travel', 'trips', 'trip', 'vacation', 'holidays', 'viagem', 'viagens', 'viaje', 'viajes', 'férias', 'vacaciones', 'lodging'],
  },
  'Other/pets': {
    category: 'Other',
    custom: ['pets', 'pet', 'animals', 'mascotas', 'mascota', 'animais', 'animal', 'dog', 'cachorro', 'perro'],
  },
  Other: { category: 'Other', custom: ['other', 'misc', 'miscellaneous'] },
  'Other/kids': {
    category: 'Other',
    custom: ['kids', 'children', 'baby', 'filhos', 'crianças', 'bebê', 'niños', 'hijos', 'bebé', 'family', 'família', 'familia'],
  },
  // What a baby uses up or is carried in (nappies, formula, a pram): bought like any goods, so
  // Shopping unless the user keeps a category for the children.
  'Shopping/baby': {
    category: 'Shopping',
    custom: ['kids', 'children', 'baby', 'filhos', 'crianças', 'bebê', 'niños', 'hijos', 'bebé', 'family', 'família', 'familia'],
  },
  'Other/donations': {
    category: 'Other',
    custom: ['donations', 'charity', 'church', 'doações', 'igreja', 'donaciones', 'iglesia', 'caridad'],
  },
} as const satisfies Readonly<Record<string, LexiconKind>>;

/** A kind of spending that data files may name (see lexicons/). */
export type ExpenseKind = keyof typeof EXPENSE_KINDS;

/**
 * Stores and marketplaces that sell a bit of everything: they name the category when nothing else
 * does ("costco 240", "amazon 35"), but the thing bought, when named, says more ("costco gas",
 * "oxxo café", "boots paracetamol"). Their entries weigh less than a strong word and more than a
 * weak one (lexicon.ts).
 */
export const GENERAL_STORES = `walmart, walmart supercenter, target, costco, sam's club, sams club, kroger, tesco, sainsbury's, asda,
  morrisons, aldi, lidl, carrefour, oxxo, seven eleven, 7-eleven, amazon, ebay, aliexpress, temu, shein, shopee,
  mercado livre, mercadolivre, mercado libre, mercadolibre, magalu, americanas, el corte inglés, falabella, liverpool,
  coppel, ripley, boots, superdrug, cvs, walgreens, mercadona, soriana, chedraui, bodega aurrera, lider, jumbo, éxito,
  continente, pingo doce, sanborns, sears, el palacio de hierro, dollar tree, dollar general, argos, b&m, poundland, primark, penneys`;

export const EXPENSE_LEXICON: readonly LexiconGroup[] = [
  {
    ...EXPENSE_KINDS.Dining,
    strong: `restaurant, restaurants, lunch, dinner, breakfast, brunch, supper, takeout, take-out, take out,
      eating out, ate out, eat out, dining, diner, meal, meals, pizza, pizzas, burger, burgers, hamburger,
      sushi, taco, tacos, burrito, sandwich, sandwiches, noodles, ramen, kebab, hot dog, fast food,
      mcdonalds, mcdonald's, méqui, mequi, starbucks, chipotle, kfc, burger king, wendys, wendy's, dominos, domino's,
      pizza hut, doordash, door dash, uber eats, ubereats, grubhub, deliveroo, just eat, swiggy, zomato,
      buffet, brewery, pub, bar, beer, beers, wine, cocktail, cocktails, drinks, donut, donuts, bagel,
      croissant, ice cream, dessert, cake, smoothie, boba, bubble tea, bakery, pastry, snack, snacks, popcorn, slice, slices, pizza slice,
      restaurante, almoço, almocei, almocinho, jantar, jantei, janta, café da manhã, lanche, lanches,
      lanchonete, padaria, pizzaria, hambúrguer, hamburguer, refeição, marmita, marmitex, quentinha,
      ifood, rappi, domicilio, domicilios, cerveja, chopp, chope, açaí, sorvete, salgado, coxinha, pastel, pão de queijo,
      churrasco, churrascaria, rodízio, boteco, petisco, almuerzo, almorcé, cena, cené, desayuno,
      merienda, hamburguesa, empanada, empanadas, arepa, arepas, cerveza, birra, chela, trago, tragos, copa, copas,
      helado, postre, pedidosya, pedidos ya, didi food, gaseosa, refresco, jugo, panadería, comida rápida,
      parrilla, asado, choripán, milanesa, tinto, cafetería, sandwich, sándwich, pollo asado, almuerzos,
      soda, sodas, coke, pepsi, juice, lemonade, gatorade, powerade, lucozade, red bull, energy drink, monster energy, milkshake, horchata, agua fresca, nuggets, curry, dined, dine out,
      refrigerante, refrigerantes, guaraná, suco, sucos, água de coco, caipirinha, porção, porções, jantamos,
      almoçamos, almoçar, lanchei, lanchamos, cenar, cenamos, almorzar, almorzamos, desayunar, desayuné,
      desayunamos, comer fuera, comimos fuera, salimos a comer, salir a comer, salir a cenar, para salir a comer, para salir a cenar, pa salir a comer, pra sair pra comer, pra sair pra jantar, para sair para jantar, comer afuera, comida afuera, comida fuera, menú del día, menu del dia, patatas bravas, bravas, calamares,
      waiter, waitress, waiters, waitstaff, garçom, garçonete, garçons, empregado de mesa, mesero, mesera, meseros,
      camarero, camarera, camareros`,
    // A tip goes with the service it was left for ("propina al del gas", "tip for the movers"); alone,
    // it was most likely left at a table.
    weak: `delivery, food, eat, ate, drink, comida, comi, comer, comimos, comemos, bebida, bebidas, doce, doces, bolo, alimentação, alimentación, alimentos,
      tip, tips, gorjeta, gorjetas, propina`,
  },
  {
    ...EXPENSE_KINDS['Dining/coffee'],
    strong: 'coffee, coffees, latte, cappuccino, espresso, café, cafe, cafezinho, cafés, cafecito, tea, chá',
  },
  {
    ...EXPENSE_KINDS.Groceries,
    strong: `groceries, grocery, grocery shopping, supermarket, whole foods, trader joe's, trader joes, costco,
      aldi, lidl, tesco, sainsbury's, kroger, safeway, walmart, carrefour, produce, vegetables, veggies,
      fruit, fruits, butcher, milk, eggs, household items, mercado, supermercado, feira, hortifruti,
      sacolão, açougue, pães, paes, compras do mês, compras de mercado, atacadão, assaí, pão de açúcar, mercearia,
      quitanda, fruta, frutas, verdura, verduras, legume, legumes, leite, ovo, ovos, arroz, feijão, almacén, verdulería,
      carnicería, despensa, víveres, mercadito, comestibles, abarrotes, mandado, soriana, chedraui, jumbo,
      éxito, leche, huevo, huevos, mercadona, oxxo`,
    weak: 'market, bread, pão, pan, carne, meat, food shopping, ingredients, ingrediente, ingredientes',
  },
  {
    ...EXPENSE_KINDS.Transportation,
    strong: `uber, lyft, taxi, taxis, cab, bus, metro, tram, train, bolt, scooter, toll, tolls, parking, parked,
      estacionei, estacionamos, estacioné, aparqué, aparcamos, parqueé, parquié,
      fare, ride, car wash, lava jato, lava-jato, lavado de auto, lavada del carro, autolavado, 99, 99pop, táxi, ônibus, metrô, trem, pedágio, estacionamento, cabify,
      bilhete único, passagem de ônibus, uber moto, patinete, blablacar, didi, indriver, colectivo, bondi,
      micro, subte, tren, peaje, estacionamiento, parqueadero, transmilenio, sube, transporte, transport,
      transportation, motorista, pasaje de bus, pasaje de colectivo, tuk tuk`,
  },
  {
    ...EXPENSE_KINDS['Transportation/fuel'],
    strong: `gasoline, fuel, petrol, diesel, gas station, tank, fill up, filled up, filled the tank, gasolina, combustível, etanol, abasteci, abastecer,
      posto de gasolina, posto, nafta, combustible, gasolinera, bencina, petróleo, petroleo`,
  },
  // In Portuguese and Spanish "delivery" is food brought home; in English any delivery ("tesco delivery" is the grocer's).
  { ...EXPENSE_KINDS.Dining, lang: 'es', strong: 'delivery' },
  { ...EXPENSE_KINDS.Dining, lang: 'pt', strong: 'delivery' },
  {
    category: 'Entertainment',
    lang: 'es',
    custom: ['entertainment', 'ocio', 'entretenimiento'],
    strong: 'entradas, salidas, carrete, carretes, parranda, farra, entretención',
  },
  {
    ...EXPENSE_KINDS['Transportation/car'],
    strong: `car repair, mechanic, oil change, tires, tyres, car insurance, seguro do carro, mecânico, oficina,
      conserto do carro, ipva, lavagem do carro, seguro del auto, seguro del carro, mecánico, taller,
      lavado del carro, lavado del auto, radiador, radiator, carro, car, auto, coche, moto, motorcycle, truck, pickup truck, pickup, van, suv, motorbike,
      camioneta, camionetta, caminhonete, carrinha, picape, mota`,
  },
  {
    ...EXPENSE_KINDS.Entertainment,
    strong: `movie, movies, cinema, theater, theatre, concert, concerts, games, gaming, video game, videogame,
      playstation, xbox, steam, nintendo, party, club, nightclub, bowling, museum, zoo, amusement park,
      festival, karaoke, movie tickets, tickets, filme, teatro, festa, balada, jogo, jogos, futebol,
      ingresso, ingressos, museu, passeio, lazer, diversão, boliche, karaokê, cine, película, concierto,
      fiesta, rumba, peda, discoteca, juego, juegos, videojuego, partido, fútbol, museo, paseo, ocio,
      entretenimiento, diversión, boletos, boletas, entertainment, going out, night out, nights out, soccer, saídas à noite, saidas a noite, sair à noite,
      salidas, saídas, entretención, farra, noitada, nightlife, carrete, carretear, carreteo`,
    // Money "to go out": fun, unless what it bought is said ("gasolina para salir de viaje").
    weak: 'pa salir, para salir, pra sair, para sair',
  },
  {
    ...EXPENSE_KINDS['Entertainment/streaming'],
    strong: `netflix, spotify, disney, disney plus, hbo, hbo max, prime video, amazon prime, hulu, youtube premium,
      apple music, twitch, globoplay, deezer, paramount, paramount plus, crunchyroll, streaming`,
  },
  {
    ...EXPENSE_KINDS.Shopping,
    strong: `amazon, mall, ebay, aliexpress, shein, zara, nike, adidas, target, ikea, toys, toy,
      mercado livre, mercadolivre, shopee, magalu, americanas, brinquedo, brinquedos, centro comercial,
      mercado libre, mercadolibre, juguete, juguetes, shopping`,
    weak: 'store, shop, loja, lojas, tienda, compras, compra, coisas, cosas, stuff, things',
  },
  {
    ...EXPENSE_KINDS['Shopping/clothing'],
    strong: `clothes, clothing, shoes, sneakers, shirt, t-shirt, tshirt, jeans, dress, jacket, coat, pants,
      roupa, roupas, sapato, sapatos, tênis, camisa, camiseta, calça, vestido, jaqueta, ropa, zapatos,
      zapatillas, pantalón, chaqueta, campera, remera, polera, calzado, cleats, hoodie, sweatshirt, sweater,
      jumper, socks, underwear, shorts, leggings, sandals, flip flops, swimsuit, bikini, pajamas, pyjamas,
      moletom, blusa, saia, bermuda, chinelo, chinelos, sandália, sandálias, cueca, calcinha, sutiã, biquíni,
      boné, pijama, casaco, playera, playeras, sudadera, chanclas, calcetines, ropa interior, falda, sandalias,
      botas, gorra, traje de baño, bañador, abrigo, suéter, chompa, buzo`,
  },
  {
    ...EXPENSE_KINDS['Shopping/electronics'],
    strong: `phone, iphone, smartphone, laptop, computer, headphones, earbuds, tv, television, gadget, charger, wacom, wacom pen, drawing tablet,
      celular, cel nuevo, celu nuevo, notebook, computador, fone, fone de ouvido, televisão, eletrônicos, capinha, cabo,
      carregador, celu, computadora, compu, audífonos, auriculares, televisor, tele,
      electrónica, cargador, tablet, ipad, console`,
  },
  {
    ...EXPENSE_KINDS['Shopping/beauty'],
    strong: `makeup, cosmetics, perfume, maquiagem, cosméticos, maquillaje, cosméticos, skincare`,
  },
  {
    ...EXPENSE_KINDS['Other/personal care'],
    strong: `haircut, barber, salon, hair salon, manicure, nails, cabelo, corte de cabelo, cabeleireiro, barbeiro, unhas,
      peluquería, barbería, corte de pelo, las uñas, uñas de gel, uñas acrílicas, arreglo de uñas, spa`,
  },
  {
    ...EXPENSE_KINDS['Shopping/home'],
    strong: `furniture, sofa, couch, mattress, home decor, hardware store, cleaning supplies, móveis, sofá,
      colchão, reforma, material de construção, material para reforma, produtos de limpeza, muebles,
      colchón, ferretería, productos de limpieza, productos de aseo, artículos de aseo, decoración`,
  },
  {
    ...EXPENSE_KINDS['Shopping/gifts'],
    strong: 'gift, gifts, present, presente, presentes, regalo, regalos',
  },
  {
    ...EXPENSE_KINDS['Bills/housing'],
    strong: `rent, mortgage, hoa, landlord, senhorio, senhoria, casero, casera, arrendador, aluguel, condomínio, arriendo, alquiler, hipoteca, expensas, administración,
      dorm, dorms, dormitory, student halls, halls of residence, student accommodation, student housing, student residence,
      residência universitária, residência de estudantes, quarto na residência, alojamento universitário, moradia estudantil,
      residencia universitaria, residencia de estudiantes, colegio mayor, pensión universitaria`,
    // A residence is the student's lodging where rent is paid ("propinas 697 e a residência 280").
    weak: 'residence, residência, residencia'
  },
  {
    // "rendas" is rent in Portugal, paid unless told (income-lexicon.ts reads it received).
    ...EXPENSE_KINDS['Bills/housing'],
    strong: 'rendas',
  },
  {
    ...EXPENSE_KINDS.Bills,
    strong: `electricity, electric bill, power bill, leccy, leccy bill, lecky, water bill, gas bill, internet, wifi, wi-fi, phone bill,
      cell phone bill, mobile plan, phone plan, utilities, utility, cable, luz, conta de luz, energia,
      conta de energia, água, conta de água, conta de gás, botijão, botijão de gás, telefone,
      conta de celular, plano de celular, plano do celular, plan del cel, plan del celular, recarga, recarga de celular, tv a cabo, electricidad,
      recargue al cel, recargue el cel, recargue al celular, recargue el celular, recarga al cel, recarga al celular, saldo al cel,
      saldo al celular, recarreguei o celular, recarga do celular, credito no celular, topped up my phone, phone top up, mobile top up,
      cuenta de luz, factura de luz, servicios públicos, servicio público, servicios, plan de celular, tv por cable,
      teléfono fijo, recibo de luz, recibo del agua, agua, sim card, chip de celular, broadband, fibre, fiber internet,
      gas and electric, gas electric, gas & electric, energy bill, heating bill, sewer, trash pickup, garbage, internet bill, cable bill, eletricidade,
      esgoto, fibra, fibra óptica, fibra ótica, gas natural, gás natural, megas, paquete de datos, recarga de datos,
      house bills, household bills, home bills, conta de casa, contas de casa, contas da casa, cuentas de la casa,
      cuentas de casa`,
    weak: 'bill, bills, conta, contas, boleto, factura, cuenta, cuentas, recibo, water, electric',
  },
  {
    ...EXPENSE_KINDS['Bills/taxes'],
    strong: 'taxes, tax, property tax, iptu, imposto, impostos, impuesto, impuestos, predial',
  },
  {
    ...EXPENSE_KINDS['Bills/insurance'],
    strong: 'insurance, seguro, seguros, seguro de vida, life insurance, home insurance',
  },
  {
    ...EXPENSE_KINDS['Bills/fees'],
    strong: `credit card, card payment, loan, loan payment, bank fee, bank fees, overdraft, fatura, fatura do cartão,
      nubank, anuidade, tarifa bancária, financiamento, empréstimo, parcela do financiamento, juros do cartão,
      tarjeta de crédito, préstamo, cuota del préstamo, comisión bancaria, cuota de manejo, c6, tarjeta, cartão,
      cartão de crédito, comisión, comissão, commission, tarifa, bank charge`,
    weak: 'fee, fees',
  },
  {
    ...EXPENSE_KINDS['Other/services'],
    strong: `laundry, dry cleaning, cleaning lady, cleaner, housekeeper, lavanderia, diarista, faxina, faxineira,
      lavandería, empleada, empleada doméstica, tintorería`,
  },
  {
    ...EXPENSE_KINDS.Healthcare,
    strong: `doctor, dentist, pharmacy, drugstore, medicine, medicines, meds, medication, prescription, hospital, medical,
      clinic, therapy, therapist, health insurance, vitamins, supplements, physio, checkup, lab tests,
      médico, dentista, farmácia, drogaria, remédio, remédios, medicamento, medicamentos, clínica, consulta,
      exame, exames, plano de saúde, terapia, psicólogo, psicóloga, vitaminas, whey, suplemento,
      suplementos, fisioterapia, saúde, farmacia, droguería, remedio, remedios, medicina, medicinas,
      examen, exámenes, seguro médico, prepaga, obra social, eps, salud, healthcare, health, óptica,
      ótica, optician, pediatra, ginecologista, ginecólogo`,
  },
  {
    ...EXPENSE_KINDS['Healthcare/fitness'],
    strong: `gym, gym membership, fitness, yoga, pilates, crossfit, personal trainer, academia, musculação,
      gimnasio, entrenador, natação, natación, swimming, protein, protein powder, whey protein, creatine, pre-workout,
      proteína, proteína en polvo, creatina`,
  },
  {
    ...EXPENSE_KINDS.Education,
    strong: `school, tuition, course, courses, class, classes, book, books, textbook, university, college,
      udemy, coursera, school supplies, lessons, tutor, tutoring, escola, faculdade, curso, aula, aulas,
      explicador, explicadora, explicações, centro de estudos, comedor escolar, comedor del cole, comedor del colegio,
      livro, livros, material escolar, caderno, cadernos, apostila, universidade, matrícula, educação,
      mensalidade da escola, xerox, colegio, escuela, universidad, facultad, clase, clases, libro,
      libros, útiles escolares, útiles, cuaderno, cuadernos, fotocopias, fotocopia, educación,
      colegiatura, pensión del colegio, education, idiomas, inglês, inglés, extracurricular activities, extracurriculars,
      after school activities, after-school activities, kids activities, kids' activities, atividades extracurriculares,
      atividades das crianças, atividades dos miúdos, actividades extraescolares, extraescolares, actividades de los niños`,
    // What children do after school, said without naming it ("the kids' activities").
    weak: 'activities, atividades, actividades',
  },
  {
    ...EXPENSE_KINDS.Travel,
    strong: `hotel, hotels, airbnb, flight, flights, plane ticket, plane tickets, airline, hostel, booking,
      trip, vacation, holiday, travel, luggage, resort, lodging, motel, cruise, pousada, passagem aérea,
      passagens aéreas, voo, voos, viagem, hospedagem, férias, turismo, hostal,
      vuelo, vuelos, pasaje aéreo, boleto de avión, viaje, vacaciones, hospedaje,
      alojamiento, nights, noites, noches`,
  },
  {
    ...EXPENSE_KINDS['Other/pets'],
    strong: `pet, pets, dog, cat, vet, veterinarian, pet shop, petshop, pet food, dog food, cat food, ração,
      veterinário, veterinária, cachorro, gato, perro, mascota, mascotas, veterinaria, comida de perro,
      comida para perro, comida de gato, banho e tosa`,
  },
  {
    ...EXPENSE_KINDS.Other,
    // Flowers and candles are bought for many reasons (a gift, the house, a grave, a church, a
    // birthday cake): no category of their own.
    // "Other" and its kin also point at a second thing ("the other gym", "os outros pães"): weak.
    weak: 'other, others, outros, otros',
    strong: `miscellaneous, misc, varios, diversos, sundries, flowers, florist, bouquet, flores,
      floricultura, buquê, floristería, florería, ramo de flores, candle, candles, vela, velas, velinha, velinhas,
      veladora, veladoras, velón, velones`,
  },
  {
    ...EXPENSE_KINDS['Other/kids'],
    strong: `babysitter, nanny, babá, niñera`,
  },
  // Daycare is the children's schooling, as every set that has it says.
  { ...EXPENSE_KINDS.Education, strong: `daycare, day care, creche, crèche, guardería, guarderia, jardín infantil` },
  {
    ...EXPENSE_KINDS['Shopping/baby'],
    strong: `diapers, diaper, nappies, nappy, fraldas, fralda, pañales, pañal`,
  },
  {
    ...EXPENSE_KINDS['Other/donations'],
    strong: 'donation, donations, donated, donate, charity, tithe, dízimo, doação, doações, doei, diezmo, donación, donativo, doné, ofrenda',
  },
  // Things of a day out, a trip or the holidays, sixteenth session (the food bought for a feast at home is groceries).
  { ...EXPENSE_KINDS.Dining, lang: 'en', strong: 'pie and bovril, bovril, hot choc, hot chocs, hotdog, hotdogs, pitcher, pitcher of beer' },
  { ...EXPENSE_KINDS.Transportation, lang: 'en', strong: 'coach return, coach ticket, coach tickets, coach fare, airport transfer' },
  { ...EXPENSE_KINDS.Transportation, lang: 'es', strong: 'lancha, transfer, transfer al aeropuerto' },
  { ...EXPENSE_KINDS.Entertainment, lang: 'es', strong: 'boleto del concierto, boleto para el concierto' },
  { ...EXPENSE_KINDS.Shopping, lang: 'es', strong: 'renta de traje, alquiler de traje' },
  { ...EXPENSE_KINDS.Dining, lang: 'pt', strong: 'poncha, ponchas' },
  { ...EXPENSE_KINDS.Dining, lang: 'es', strong: 'terremoto, terremotos, sidrería, sidreria' },
  {
    ...EXPENSE_KINDS.Entertainment,
    lang: 'en',
    strong: 'cirque, cirque show, match programme, footy, football ticket, match ticket, comedy show, comedy shows, wristband, wristbands, escape room',
  },
  { ...EXPENSE_KINDS.Entertainment, lang: 'es', strong: 'boleta, boletas, derbi, clásico, entrada al estadio, entrada del concierto, entradas del concierto', weak: 'entrada' },
  { ...EXPENSE_KINDS.Entertainment, lang: 'pt', strong: 'concerto, concertos, bilhete do concerto, bilhete do jogo, bilhetes do jogo, bilhete do musical' },
  { ...EXPENSE_KINDS.Travel, lang: 'en', strong: 'cottage, cabin, chalet, lodge, national park pass' },
  { ...EXPENSE_KINDS.Travel, lang: 'es', strong: 'cabaña, cabañas, hamaca' },
  { ...EXPENSE_KINDS.Shopping, lang: 'en', strong: 'poster, posters, tote, tote bag, shin guards, resistance bands, merch, merch hoodie' },
  { ...EXPENSE_KINDS.Shopping, lang: 'pt', strong: 'embrulho, papel de embrulho, pisca pisca, pisca-pisca, enfeites, enfeite' },
  { ...EXPENSE_KINDS.Shopping, lang: 'es', strong: 'esferas, ancheta, anchetas' },
  { ...EXPENSE_KINDS.Groceries, lang: 'en', strong: 'prime rib, turkey crown' },
  { ...EXPENSE_KINDS.Groceries, lang: 'pt', strong: 'panetone, panettone, chocotone, espumante, espumantes, azevias, bolo-rei, bolos-rei, rabanadas' },
  { ...EXPENSE_KINDS.Groceries, lang: 'es', strong: 'turrón, turrones, natilla, romeritos, pierna de cerdo' },
  { ...EXPENSE_KINDS.Entertainment, lang: 'en', strong: 'match ticket, match tickets, football match', weak: 'the match, footy, the footy' },
  { ...EXPENSE_KINDS.Education, lang: 'pt', strong: 'exame de código, exame de condução, exame de direção, autoescola, auto-escola, escola de condução, carta de condução, código da estrada' },
  { ...EXPENSE_KINDS.Education, lang: 'es', strong: 'autoescuela, examen teórico, examen práctico, carnet de conducir, clases de manejo, escuela de manejo' },
  // Christmas and the year's end, eighteenth session: decorations, wrapping, cards and toys are shopping; the feast's
  // food bought to cook at home is groceries ("pavo" and "peru" are the bird, "luces" the lights, not the bill).
  {
    ...EXPENSE_KINDS.Shopping,
    lang: 'en',
    strong: `wrapping paper, gift wrap, gift wrapping, ribbon, ribbons, sellotape, scotch tape, gift tags,
      xmas cards, christmas cards, holiday cards, hallmark, greeting card, greeting cards, birthday card, birthday cards, candle, candles, ornament,
      ornaments, ornament set, ornament sets, bauble, baubles, tinsel, wreath, wreaths, christmas tree, xmas tree, real tree,
      tree stand, inflatable snowman, snowman, christmas decorations, xmas decorations, kids scooter, paw patrol, nerf,
      nerf blaster, nerf gun, playmobil, barbie, hot wheels, funko, funkos, photo book, mug, mugs, calendar, calendars,
      bouquet, bunch of flowers, bunches of flowers, party poppers, rare beauty, christmas jumper, xmas jumper, stocking
      stuffers, cookie tin, cookie tins, jigsaw, jigsaws`,
  },
  {
    ...EXPENSE_KINDS.Groceries,
    lang: 'en',
    strong: `cheese platter, cheese platters, cheeseboard, cheese board, christmas pud, christmas pudding, xmas pud, yule log,
      pigs in blankets, spuds, sprinkles, stuffing, cranberry sauce, gravy granules, parsnips, brussels sprouts, trifle,
      tin of roses, quality street, selection box, selection boxes, candy canes, gingerbread, shrimp ring, shrimp rings`,
    weak: 'pies',
  },
  { ...EXPENSE_KINDS.Entertainment, lang: 'en', strong: 'programme, panto, pantomime' },
  {
    ...EXPENSE_KINDS.Shopping,
    lang: 'pt',
    strong: `cartaozinho, cartãozinho, cartão de natal, cartões de natal, cartao de natal, cartoes de natal, cartão de aniversário,
      gorro, gorro de lã, garantia estendida, fita, fitas, rolo de fita, vinil, vinis, árvore de natal,
      presépio, bola de natal, bolas de natal, luzes de natal, consola`,
  },
  { ...EXPENSE_KINDS.Groceries, lang: 'pt', strong: 'peru, pernil, chester, filhoses, filhós, bacalhau da consoada, castanha, castanhas, bombom, bombons' },
  {
    ...EXPENSE_KINDS.Shopping,
    lang: 'es',
    strong: `luces, luces navideñas, luces de navidad, tira de luces, tiras de luces, instalación de luces, instalaciones de luces,
      pesebre, nacimiento, heno, bolas para el árbol, bolas de navidad, árbol de navidad, envoltura, papel regalo,
      papel de regalo, cinta, cintas, tarjetita, tarjetitas, tarjeta regalo, tarjeta de regalo, tarjetas de navidad, bocina,
      macetas, maceta, desechables`,
  },
  {
    ...EXPENSE_KINDS.Groceries,
    lang: 'es',
    strong: `polvorones, polvorón, mazapanes, mazapán, colación, ponche, champurrado, premezcla, garrapiñadas, pan de pascua,
      charola, charolas`,
    weak: 'pavo, pernil, peceto',
  },
  // A water bought, with its article ("chicle y un agua en el kiosco"): a drink; "el agua", "a água" stay the bill.
  { ...EXPENSE_KINDS.Dining, lang: 'es', strong: 'un agua, una agua, un agüita, unas aguas' },
  { ...EXPENSE_KINDS.Dining, lang: 'pt', strong: 'uma água, uma aguinha, umas águas' },
  // Everyday words the sets found missing, eighteenth session.
  { ...EXPENSE_KINDS.Transportation, lang: 'en', strong: 'ubered, lyfted' },
  { ...EXPENSE_KINDS.Entertainment, lang: 'en', strong: 'pitch hire', weak: 'five a side, 5 a side, 5-a-side' },
  { ...EXPENSE_KINDS.Dining, lang: 'en', strong: 'ulster fry, full irish, full english' },
  { ...EXPENSE_KINDS.Transportation, lang: 'pt', strong: 'busu, busão, busao' },
  { ...EXPENSE_KINDS.Dining, lang: 'pt', strong: 'prego no pão, prego no prato, bifana, bifanas' },
  { ...EXPENSE_KINDS.Education, lang: 'pt', strong: 'escolinha, mensalidade da escola, mensalidade da escolinha, mensalidade da faculdade' },
  { ...EXPENSE_KINDS.Transportation, lang: 'es', strong: 'furgo, furgoneta, lavada del carro, lavada del auto' },
  // A ride named as a trip of its mode ("viagem de metro 1,65"): getting around, not travel.
  { ...EXPENSE_KINDS.Transportation, lang: 'pt', strong: 'viagem de metro, viagem de metrô, viagem de autocarro, viagem de ônibus, viagem de uber, viagem de táxi, viagem de bolt, viagem de trotinete' },
  { ...EXPENSE_KINDS.Transportation, lang: 'es', strong: 'viaje en metro, viaje en bus, viaje en colectivo, viaje en micro, viaje en taxi, viaje en uber, viaje en cabify' },
  { ...EXPENSE_KINDS.Transportation, lang: 'en', strong: 'tube journey, bus journey, bus ride, tube ride, subway ride, metro ride' },
  // The words that mean their category in one language only (language/pack.ts CategoryWords).
  ...languageGroups((words) => words.expense),
];
