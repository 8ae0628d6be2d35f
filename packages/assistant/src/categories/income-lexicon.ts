/**
 * Words that point to an income category, in en/pt/es. A message with one of these and no expense
 * verb is income ("salário 5000", "dividendos 150"). Same format as the expense lexicon.
 */
import { languageGroups } from './language-groups';
import type { LexiconGroup } from './lexicon-types';

export const INCOME_LEXICON: readonly LexiconGroup[] = [
  {
    category: 'Salary',
    custom: ['salary', 'wages', 'paycheck', 'salário', 'salario', 'sueldo', 'nómina', 'work', 'job'],
    strong: `salary, paycheck, pay check, payroll, wage, wages, bonus, overtime, over time, commission bonus, commission, commissions,
      comissão, comissões, comisión, comisiones,
      salário, holerite, pró-labore, pro labore, prolabore, décimo terceiro, bônus, vale alimentação,
      vale refeição, hora extra, horas extras, quinzena, plr, adiantamento salarial, sueldo, nómina, quincena,
      aguinaldo, salario, part-time, part time, parttime, mesada do trabalho, horas extra, paga extra, finiquito,
      payday, pay day, payslip, christmas bonus, xmas bonus, holiday bonus, holiday pay, year end bonus, year-end bonus, contracheque,
      subsídio de natal, subsídio de férias, subsidio de natal, subsidio de ferias, 13º salário, 13o salário,
      décimo terceiro salário, bono, bonos, bonificación, gratificación, bono de fin de año, bono navideño,
      prima navideña, prima de navidad, prima de servicios, décimo tercer sueldo, sueldo anual complementario,
      severance, severance pay, redundancy pay, vacation pay, pto payout, pension, pension payment,
      unemployment benefits, rescisão, verbas rescisórias, acerto da rescisão, terço de férias, 1/3 de férias,
      pagamento das férias, adiantamento de férias, aposentadoria, seguro-desemprego, seguro desemprego, fgts,
      liquidación de vacaciones, liquidacion de vacaciones, pago de vacaciones, prima vacacional,
      vacaciones pagadas, indemnización, indemnización por despido, cesantías, jubilación, pensión,
      seguro de desempleo, subsidio de desempleo, el paro, paro del mes, prestación por desempleo, seguro de cesantía, seguro de cesantia, aposentadoria do inss, pensão do inss, benefício do inss,
      aposentadoria por invalidez, pensão por morte, pensión del imss, pensión del issste, jubilación del imss,
      state pension, pension check, retirement check, plantão extra, plantões extras, plantão extra do hospital,
      turno extra, turnos extra, turnos extras, guardia extra, guardias extra, extra shift, extra shifts,
      double shift, double shifts`,
  },
  {
    // Benefits and allowances (from a government, a court or a school): pay-like, unless the user
    // keeps a category of their own for them.
    category: 'Salary',
    custom: ['benefits', 'benefit', 'benefícios', 'benefício', 'beneficios', 'auxílios', 'subsidios', 'ayudas'],
    strong: `direct deposit, payroll deposit, stimulus check, stimulus payment, unemployment, unemployment check,
      social security, social security check, disability benefits, child support, alimony, stipend, scholarship,
      student grant, research grant, grant money, welfare, maternity pay, statutory maternity pay, smp, paternity pay, spp,
      statutory sick pay, ssp, sick pay, salário-maternidade, salário maternidade, baja por maternidad, prestación por maternidad, auxílio, auxílio emergencial, auxílio doença,
      bolsa família, bolsa de estudos, bolsa de pesquisa, bolsa do mestrado, bolsa do doutorado, benefício do inss,
      pensão alimentícia, bpc, beca, subsidio, subsidio familiar, ayuda del gobierno, bono del gobierno,
      pensión alimenticia, cuota alimentaria, manutención, ingreso mínimo vital, prestación por desempleo,
      asignación universal, auh, depósito de nómina`,
  },
  {
    category: 'Freelance',
    custom: ['freelance', 'freelancing', 'side hustle', 'side job', 'freela', 'bico', 'extra', 'renda extra', 'changas'],
    strong: `freelance, freelancing, freelancer, gig, side job, side hustle, client, clients, consulting, invoice paid, milestone, milestone payment,
      deel, payoneer, toptal,
      freela, frila, bico, cliente, clientes, trabalho extra, consultoria, honorários, changa, changas,
      trabajo freelance, trabajito, chamba, chambita, pololo, pololito, tutoring, aulas particulares, clases particulares, renda extra,
      aula particular, clase particular, private lesson, private lessons, tutored, tutoria, tutoría, camello, camellito, cachuelo, um part-time, um part time, un part time, a part-time shift, a part time shift,
      biscate, biscates`,
  },
  {
    // Work words name the source of income, but alone they do not make a message income.
    category: 'Freelance',
    definesType: false,
    custom: ['freelance', 'freela', 'bico', 'extra', 'renda extra', 'changas'],
    strong: `job, trabalho, trabajo, projeto, proyecto, project, laburo, arreglar, arreglo, reparar, conserto,
      consertar, laburito, trabajito, pololito, changuita, cachuelo, obra, empreitada, entrega, fixing, repair, repairs, arregle, arreglamos, consertei, reparei, repare, fixed,
      cuidar, cuidei, cuide, cuidando, painted, pintei, pinte, pintar, montei, monte, assembled, commission work, deliveries, uber driving, babysitting, babysat,
      pet sitting, dog walking, lesson, lessons, classes, class, aulas, aula, clases, clase, web, website, site,
      página web, sitio web, logotipo, design, diseño, translation, tradução, traducción, encomenda, encargo,
      invoice, invoices, collab, colab, colaboración, parceria, publi, patrocinio, patrocínio, sponsorship,
      entregas, repartos, corridas, bartending, bartended, catering, gig,
      walked, walked the dogs, dog walks, dogs walked, mowed, mowing, lawns, lawn mowing, babysat, house sitting, pet sat,
      odd jobs, faxina, faxinas, diárias, biscate, biscates, escovas, manicure, passeei, paseé, trabajitos,
      changuitas, pololos, pololitos, fotos, photos, photoshoot, photo shoot, wedding shoot, shoot, sesión de fotos, ensaio fotográfico,
      edição de vídeo, edición de video, video editing`,
  },
  {
    // Platforms people work through: money from them is gig work, however the user spends there too
    // ("doordash payout", "recebi do ifood", "rappi me pagó"). Only when the words say it was income.
    category: 'Freelance',
    definesType: false,
    custom: ['freelance', 'freela', 'bico', 'extra', 'renda extra', 'changas'],
    strong: `doordash, uber, uber eats, ubereats, lyft, instacart, grubhub, postmates, deliveroo, just eat, glovo,
      ifood, rappi, didi, didi food, cabify, indrive, bolt, 99, 99pop, 99 pop, loggi, lalamove, pedidosya,
      carreras, fletes, fretes, fares, doordashing, ubering, lyfting, instacarting, grubhubbing, uber eats deliveries,
      pedidos ya, upwork, fiverr, workana, taskrabbit, 99freelas, getninjas, beat, picap, wolt, stuart`,
  },
  {
    category: 'Business',
    custom: ['business', 'sales', 'negócio', 'vendas', 'negocio', 'ventas'],
    strong: `business, revenue, negócio, faturamento, negocio, emprendimiento, customer, customers, buyer, buyers, freguês,
      freguesa, fregueses, comprador, compradora, compradores, royalties, ad revenue, adsense, direitos autorais,
      regalías, sob encomenda, por encomenda, de encomenda, por encargo, made to order, takings, till takings, stall takings`,
    // Profit of what? Anything named beside it says better ("ganancia en cripto" is Investment).
    // A sale of what? What was sold says better ("stock sale": Investment).
    weak: 'profit, profits, lucro, lucros, lucro líquido, ganancia, ganancias, sales, sold, sale, venda, vendas, vendi, venta, ventas, vendí',
  },
  // Money in from where people sell their own things is a sale ("vinted +23", "wallapop +45 la bici"); the name alone
  // ("vinted 23") is still a purchase there.
  {
    category: 'Business',
    definesType: false,
    custom: ['business', 'sales', 'negócio', 'vendas', 'negocio', 'ventas'],
    strong: 'vinted, ebay, depop, poshmark, mercari, wallapop, enjoei, olx, gumtree, milanuncios, facebook marketplace, fb marketplace, mercado livre, mercado libre, stall, market stall, barraca, barraquinha, banquinha, puesto, puestito, tenderete',
  },
  {
    category: 'Investment',
    custom: ['investment', 'investments', 'investimentos', 'inversiones', 'dividends', 'dividendos'],
    strong: `dividend, dividends, interest, investment, investments, returns, crypto, bitcoin, stocks, dividendos,
      juros, rendimento, rendimentos, investimento, investimentos, cdb, tesouro direto, ações, fii, fiis,
      jcp, juros sobre capital próprio, juros sobre o capital próprio, proventos,
      inversión, inversiones, intereses, rendimientos, acciones, plazo fijo, cripto,
      savings interest, yield, staking, cd interest, rendimento da poupança, juro, rendimiento, interés, dividendo,
      btc, eth, ethereum, criptomoeda, criptomoedas, criptomoneda, criptomonedas, cryptocurrency, share sale, stock sale,
      share sales, stock sales, venda de ações, venta de acciones`,
  },
  {
    // Where savings earn (a high-yield account, a CDB or CDT, a plazo fijo): putting money in is no
    // income, so these name the category only when a verb says money came out ("o cdt rindió").
    category: 'Investment',
    definesType: false,
    custom: ['investment', 'investments', 'investimentos', 'inversiones', 'dividends', 'dividendos'],
    strong: `shares, stock, hysa, high yield savings, savings account, etf, etfs, money market, index fund, poupança, lci, lca,
      depósito a prazo, deposito a prazo, cdt, cdts, cetes, depósito a plazo, deposito a plazo, fondo mutuo,
      fondos mutuos, fondo de inversión, cuenta remunerada`,
  },
  {
    // Money that grew by itself ("rendeu 42 no nubank", "el fondo rindió 830", "savings yielded 12"): what
    // savings or an investment returned, once the words say money came in.
    category: 'Investment',
    definesType: false,
    custom: ['investment', 'investments', 'investimentos', 'inversiones', 'dividends', 'dividendos'],
    strong: 'yielded, yields, rendeu, renderam, rende, rendem, rindió, rindieron, rinde, rinden, rendió',
  },
  {
    category: 'Rental',
    custom: ['rental', 'rent', 'aluguel', 'aluguéis', 'alquiler', 'arriendo', 'alquileres'],
    strong: `rent, rental, rental income, aluguel, aluguéis, arriendo, alquiler, alquileres, inquilino, tenant,
      inquilina, inquilinos, inquilinas, tenants, lodger, lodgers, locatário, locatária, arrendatario, arrendataria`,
  },
  {
    // Tips taken home are pay ("las propinas de hoy fueron 18 lucas"); alone, a tip is one left.
    category: 'Salary',
    definesType: false,
    custom: ['tips', 'gorjetas', 'propinas', 'salary', 'salário', 'salario', 'sueldo'],
    strong: 'tips, tip money, gorjetas, caixinha, caixinhas, propinas',
  },
  {
    // A home or a room names rent received only when the words say it was income ("cobré el depa").
    category: 'Rental',
    definesType: false,
    custom: ['rental', 'rent', 'aluguel', 'aluguéis', 'alquiler', 'arriendo', 'alquileres'],
    strong: `apartment, apt, flat, house, room, airbnb, apartamento, apê, ape, kitnet, quarto, imóvel, casa,
      depa, departamento, piso, cuarto, habitación, local, guest, guests, hóspede, hóspedes, huésped, huéspedes,
      diária, diárias, diaria, booking, vrbo`,
  },
  {
    // "rendas" is rent in Portugal (paid or received; "renda" alone is any income in Brazil): rent
    // received only when the words say it was income ("quanto recebi de rendas").
    category: 'Rental',
    definesType: false,
    custom: ['rental', 'rent', 'aluguel', 'aluguéis', 'alquiler', 'arriendo', 'alquileres', 'rendas'],
    strong: 'rendas, renda do inquilino, rendas do inquilino',
  },
  {
    // Money that came back: its own income, so it never inflates pay or hides as negative spending.
    category: 'Refunds',
    custom: ['refunds', 'refund', 'reimbursements', 'reembolsos', 'reembolso', 'devoluções', 'devoluciones', 'estornos'],
    strong: `refund, refunds, reimbursement, reimbursements, cashback, cash back, topcashback, quidco, rakuten cashback, méliuz, meliuz, chargeback, money back, tax refund, tax back, tax rebate,
      tax return, rebate, reembolso, reembolsos, ressarcimento, devolução, devoluções, estorno, estornos,
      restituição, restituição do imposto de renda, devolución, devoluciones, reintegro, devolución de hacienda,
      compensation, compensação, compensación, delay compensation, flight compensation, compo, indemnização, indemnizacion, indemnización,
      insurance payout, insurance claim, claim payout, insurer, insurers, seguradora, seguro pagou, sinistro, aseguradora, siniestro,
      q eu tinha pago, que eu tinha pago, q eu tinha pagado, que eu tinha pagado, que yo habia pagado, que le habia pagado, q eu tinha emprestado, que eu tinha emprestado,
      que le habia prestado, que yo le habia prestado, that i had paid, that i had lent`,
  },
  {
    // Things the user took back to the shop: money that came back, once a verb says it came in
    // ("devolvi umas calças na zara e recebi 29,95"); alone, "devolvi 50 pro joão" paid someone back.
    category: 'Refunds',
    definesType: false,
    custom: ['refunds', 'refund', 'reimbursements', 'reembolsos', 'reembolso', 'devoluções', 'devoluciones', 'estornos'],
    strong: 'devolvi, devolvemos, devolví, devolvimos, returned, took back',
  },
  {
    // Money won: a windfall, like a gift, unless the user keeps a category of its own for it.
    category: 'Gift',
    custom: ['winnings', 'prizes', 'prize', 'prêmios', 'premios', 'lottery', 'loteria', 'lotería', 'gift', 'gifts'],
    strong: `winnings, prize money, cash prize, jackpot, lottery winnings, raffle prize, sweepstakes, prêmio em dinheiro,
      prêmio da loteria, prêmio da rifa, premio en efectivo, premio de la lotería, premio de la rifa`,
  },
  {
    category: 'Gift',
    custom: ['gift', 'gifts', 'presente', 'presentes', 'regalo', 'regalos'],
    strong: `gift, gifts, birthday money, present, presente, mesada, herança, regalo, regalos, herencia,
      me regalaron, me regaló`,
  },
  {
    // Money from family is usually a gift, but "presente para minha mãe" is a purchase.
    category: 'Gift',
    definesType: false,
    custom: ['gift', 'gifts', 'presente', 'presentes', 'regalo', 'regalos'],
    strong: `mom, dad, mother, father, parents, grandma, grandpa, granny, nan, nana, gran, uncle, aunt, godmother,
      godfather, auntie, aunty, nanna, grandad, granddad, grandmother, grandfather, mum, mammy, mam, mommy, mummy, daddy, aunties, aunts, uncles, grandparents, godparents, birthday card, pai, mãe, avó, avô, vó, vô, vovó, vovô, tio, tia, padrinho, madrinha, papá, mamá, papi, mami,
      vieja, viejo, abuela, abuelo, abue, abuelita, padres, tío, tía, padrino, madrina, birthday, aniversário,
      cumpleaños, cumple, christmas, natal, navidad, bday, b-day, birthday money, cumple años, graduation,
      formatura, graduación, confirmation, crisma, primera comunión, primeira comunhão,
      son, daughter, brother, sister, grandson, granddaughter, grandkids, nephew, niece, cousin, stepdad, stepmom,
      stepmum, in-laws, mother-in-law, father-in-law, filho, filha, irmão, irmã, neto, neta, sobrinho, sobrinha,
      sogro, sogra, mamãe, papai, madre, padre, hija, hijo, hermana, hermano, nieta, nieto, sobrina, sobrino,
      suegra, suegro, primo`,
  },
  // The words that mean their category in one language only (language/pack.ts CategoryWords).
  ...languageGroups((words) => words.income),
];
