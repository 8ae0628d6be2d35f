/** Spanish: every word the engine knows in Spanish, folded. */
import type { LanguagePack } from '../pack';
import { CLARIFY_MARKER, ES } from '../../replies/phrases-es';
import { ES_CATEGORY_NAMES } from './category-names-es';

const words = (list: string): readonly string[] => list.split(/\s+/).filter(Boolean);

export const es: LanguagePack = {
  code: 'es',
  markers: words(`
    yo mi mis en el los las del al con gaste pague compre recibi cobre gane ayer hoy cuanto cuantos la le lo muy hace
    cuanta una uno fue fueron gracias hola buenos buenas dias noche si almuerzo cena comida
    arriendo alquiler sueldo presupuesto mostrar crear borrar eliminar deshacer realidad cambialo
    cambia cambiar gastos gasto ingresos ingreso este esta eso puedo lucas plata y pasado pasada
    semana mes anteayer ayuda muestra muestrame cuales cual categorias ultimo ultima donde mas hice
    fui tome mercado supermercado farmacia nafta gasolina salario ocio cuentas luz agua
    gimnasio entrada salida hasta despues tambien estaba estoy sobra queda falta tarjeta factura
    cuota veces cine ganancia renta agrega agregar registrar registra anota anotar corrige corregir
    quiero queria necesito podria gastar pague cobraron pagaron depositaron quincena nomina
    transfirieron regalaron pagan mucho dame consejo
    gasolinera colectivo bondi subte luz lana pago
    no eran sea puedes puede leer tengo ahora alcanza pa presu dime borra muevelo ponlo equivoque
    promedio resumen mayores mensual
  `),
  numbers: {
    additive: {
      un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
      diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17,
      dieciocho: 18, diecinueve: 19, veinte: 20, veintiuno: 21, veintiun: 21, veintidos: 22,
      veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiseis: 26, veintisiete: 27,
      veintiocho: 28, veintinueve: 29, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60,
      setenta: 70, ochenta: 80, noventa: 90, cien: 100, ciento: 100, doscientos: 200, doscientas: 200,
      trescientos: 300, trescientas: 300, cuatrocientos: 400, quinientos: 500, quinientas: 500,
      seiscientos: 600, setecientos: 700, ochocientos: 800, novecientos: 900,
    },
    scales: { mil: 1000, millon: 1_000_000, millones: 1_000_000},
    connectors: ['y'],
    scaleArticles: [],
  },
  dates: {
    months: {
      enero: 1, febrero: 2, marzo: 3, abril: 4, mayo: 5, junio: 6, julio: 7, agosto: 8, septiembre: 9,
      setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12,
    },
    monthsBesideDay: {},
    monthBeforeDay: false,
    weekdays: { domingo: 0, lunes: 1, martes: 2, miercoles: 3, jueves: 4, viernes: 5, sabado: 6 },
    counts: { un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, diez: 10 },
    relativeDays: { ayer: -1, hoy: 0, manana: 1, anteayer: -2, antier: -2, anoche: -1, anteanoche: -2 },
    periodWords: words(`
      tarde noche pasado pasada pasados pasadas retrasado ultimo ultima ultimos ultimas semana semanas mes
      meses ano anos dia dias atras antes despues desde actual siempre inicio ahora durante hace hasta
    `),
    dayPhrases: {
      dayBeforeYesterday: 'anteayer|antier|antes de ayer|anteanoche|antes de anoche',
      yesterday: 'ayer(?: (?:por|en|a) la (?:manana|tarde|noche))?|anoche',
      today: 'hoy(?: (?:por|en) la (?:manana|tarde|noche))?|esta (?:manana|tarde|noche)',
      tomorrow: '(?<!(?:la|por|de|esta|pela) )manana',
      dayAfterTomorrow: 'pasado manana',
    },
    agoPhrases: {
      days: 'hace ({n}) dias?|({n}) dias? atras',
      weeks: 'hace ({n}) semanas?|({n}) semanas? atras',
    },
  },
  query: {
    accountBalance: 'saldo|cuenta|tengo',
    howMuchAnywhere: 'cuanto|cuanta|suma',
    listItems: 'gast\\w*|compr\\w*|pagu\\w*|pagos?|recib\\w*|ingresos?',
    moreOrLess: 'mas|menos',
    oneCategory: 'categoria',
    pluralCategories: 'categorias',
    singleTop: 'mayor|principal',
    totalWord: 'total|totales',
    afford: 'puedo gastar|puedo comprar|deberia gastar|pensando en gastar',
    average: 'promedio|promedios|en promedio|de promedio|normalmente|usualmente|habitualmente',
    standing:
      'numeros rojos|numeros negros|sobregirad[oa]|en descubierto|(?:estoy|estamos|quede|quedamos|ando|voy|sigo|estare|termine|terminamos|quedo|cerre|cerramos)(?: el (?:mes|ano))? en (?:rojo|negativo|positivo)',
    balance:
      'finanzas|como (?:estou|estao|esta|estoy|va|van|ando|terminare)|como estoy de|cuanto tengo|' +
      '(?:plata|dinero|lana|guita|dinheiro|grana) (?:que )?(?:tengo|tenho)|tengo en|sobr\\w*|economiz\\w*|' +
      'ahorr\\w*|rest(?:a|ou|ando)|' +
      '(?:plata|dinero|lana|guita|pasta|feria|varo|billete) (?:que )?(?:me |nos )?qued(?:a|an|o)|qued(?:a|an) (?:algo de |mucha |poca )?(?:plata|dinero|lana|guita|pasta|feria)',
    biggest: 'grandes|mayores|mayor|mas grandes?|mas caros?|mas caras?|mas altos?|mas altas?',
    biggestNoun: 'cosas?|gastos?|compras?|pagos?|ingresos?|transac\\w*',
    byCategory: 'por categorias?|(?:de|en) cada categoria',
    categoryOrWhere: 'donde|en que|categor\\w*',
    compare:
      'menos que|comparar|compara|comparame|compareme|comparando|mas que|respecto|frente a|mas o menos|' +
      'comparad[oa]',
    count: 'cuantas veces|numero de|cuant[oa]s(?! (?:pesos|dolares|euros|lucas|reales))',
    earned:
      'entro|ingresaron|ingresos?|ingrese|gane|ganado|recibi|cobre|ganancias|deposito|depositaron|' +
      'ingresad[oa]',
    expenseWords: 'gastos?|gaste|pague|compras|gastado',
    future:
      'vamos|voy|tengo que|necesito|quiero|pienso|planeo|debo|le debo|me debe|te debo|a pagar|por pagar|' +
      'la semana que viene|el mes que viene|el ano que viene|la proxima semana|el proximo mes|el proximo ano|el mes que entra|el ano que entra|recordar|recuerdame|anota|anotar|vamos a',
    list:
      '(?:muestra\\w*|mostra\\w*|lista\\w*|ver|dame|ensena\\w*)(?: (?:me|todos|todas|los|las|mis))* (?:gastos|compras|ingresos|egresos|pagos|entradas|salidas)|' +
      '(?:muestra\\w*|mostra\\w*|lista\\w*)(?:me)? (?:lo )?que (?:gaste|compre|pague)|' +
      '(?:quais|cuales|what|which) (?:foram|fueron|were|are|son|sao) (?:os |as |los |las |my |meus |minhas |mis )?(?:gastos|despesas|compras|receitas|ingresos|expenses|purchases)',
    mostExpensive: 'mas car[oa]s?',
    negation: 'no hice|no gaste|nada|ningun',
    opinion: 'que opinas|que te parece|vale la pena',
    listVerb: 'muestr(?:a|e|ame|alos|alas|amelos|amelas)|muestrame|mostralos|mostralas|mostramelos|enumer(?:a|e|ar)|detall(?:a|e|ar)|desglos(?:a|e|ar)',
    perDay: '(?:por|ao|al|cada|todo) dia|diariamente|todos los dias|diari[oa]s?',
    perMonth: 'por mes|al mes|cada mes|todo mes|todos los meses|mensual|mensuales|mensualmente',
    perWeek: 'por semana|a la semana|cada semana|todas las semanas|semanal|semanales|semanalmente',
    perYear: 'anual|anuales|anualmente',
    plan: 'comprar|pagar|gastar|no olvidar',
    pluralNoun: 'cosas|gastos|compras|transacciones|pagos|ingresos|\\d+',
    question:
      'mostrar|cuanto|cuanta|cuantos|cuantas|cual|cuales|donde|muestra|muestrame|mostrame|dame|dime|' +
      'resumen|resume|reporte|informe|analiza|en que|que',
    recent:
      'movimientos|historial|recientes|' +
      'ultim[oa]s (?:\\d+ )?(?:transac\\w*|gastos|compras|lancamentos|movimientos|despesas|movimentacoes|registros)|' +
      'que compre|' +
      '(?:muestra\\w*|list\\w*|ver)(?: (?:mis|los|las|todas|todos))* (?:transac\\w*|movimientos)',
    summary:
      'resumen|resumencito|resume|resumeme|reporte|informe|analiza|analisis|' +
      'como (?:me )?(?:fue|va|voy|ha ido)|como (?:estuvo|fue|va) (?:mi |la |el )?(?:semana|mes|ano)',
    top:
      'en que gasto mas|en que mas|en que gaste mas|mayores|mayor gasto|principales|por categorias?|' +
      'cual categoria|cuales categorias|gast\\w* (?:mas|mais)|(?:mas|mais) gast\\w*|' +
      'se va mi (?:dinero|plata)|donde gasto mas|donde mas|' +
      '(?:se me fue|se fue|se me va|se van|se me van|fue a parar|se ha ido|se me ha ido) (?:la |el |mi |mis |todo |toda )*(?:plata|dinero|sueldo|lana|guita|pasta|salario)|' +
      '(?:a )?donde (?:se )?(?:fue|va|van|fueron) (?:a parar )?(?:la |el |mi |mis |todo |toda )*(?:plata|dinero|sueldo|lana|guita|pasta|salario)|' +
      '(?:a )?donde (?:se )?(?:me )?(?:esta|estan|sigue|anda) (?:yendo|llendo|desapareciendo) (?:la |el |mi |mis |todo |toda )*(?:plata|dinero|sueldo|lana|guita|pasta|salario)|' +
      'en que se (?:me )?(?:fue|va|van|fueron)',
    topic:
      'movimientos?|compras|pago|ingresos?|gane|ganado|ganancias|recibi|cobre|plata|dinero|finanzas|' +
      'queda|egresos?|compre|pague|reporte|informe|historial|llevo|pagar|debo|factura|terminare|entro|' +
      'ingresaron|ahorre|gast\\w*|transac\\w*|sobr\\w*|rest[ao]u?|economiz\\w*|ahorr\\w*|categor\\w*|resum\\w*',
    topicNoun: 'gastos|ingresos|egresos|movimientos|finanzas|resumen|reporte|historial|informe|totales',
  },
  commands: {
    prefix: 'por favor|porfa|pfv|oye|ok|entonces|bueno|ah|oh|ups|uy|eh|ay|chale|uff|pucha|perdon|hmm|espera|pensandolo bien|mejor|puedes|podrias|me puedes|me podes|me podrias',
    undo: 'deshacer|desha[zc]e?(?:lo|la)?|revertir|cancela(?:r)? (?:eso|esa|ese|el ultimo|la ultima)',
    deleteVerb: 'borra|borre|borrar|elimina|elimine|eliminar|quita|quitar|cancela|anula|anular',
    notATransaction: 'categorias?|presupuestos?|cuenta|todos|todas|todo|historial|etiquetas?',
    didNotHappen: 'no paso|nunca paso|no sucedio|no ocurrio|al final no|no se hizo|olvidalo|olvidala|olvida(?: eso| ese| esa| esto)',
    budget: 'presupuestos?|limite|limites|tope|como maximo|gastar como maximo|no gastar mas de',
    budgetOnTrack: 'me pase del|me excedi|voy bien con|estoy dentro|revente|reventamos|reventado|reviente|me (?:pase|fui) del|rompi|me voy a pasar|' +
      '(?:me estoy|nos estamos) pasando|estoy (?:por encima|por debajo)',
    budgetSetStart: 'pon|ponme|ponle|pone|asigna|aparta|deja|fija',
    budgetStatus: 'como(?! maximo)|estoy|dentro|pase|resta|falta|queda|quedan|cuanto|cuanta|cual|cuales|mostrar|ver|muestra',
    budgetSetVerb: 'poner|pon|ponga|establecer|establece|fijar|fija|crear|crea|agrega|agregar|como maximo|no gastar mas de',
    budgetChange: 'sube|subir|subele|aumenta|aumentar|baja|bajar|reduce|reducir',
    budgetLimitStart: 'limita|limitar|limitame|quiero limitar',
    budgetRemaining: 'cuanto (?:mas )?(?:me )?(?:queda|puedo gastar|puedo)|cuanto me queda',
    budgetLeft: 'queda|quedan|quedando|resta|restan|restante|sobra|falta|disponible',
    weekly: 'semanal|semanales|por semana|cada semana|a la semana|en la semana|semanalmente',
    monthly: 'mensual|mensuales|por mes|al mes|cada mes|todo mes',
    yearly: 'anual|anuales|por ano|al ano|cada ano|anualmente',
    categoryIncome: 'ingresos?|entradas?',
    categoryExpense: 'gastos?|egresos?',
    categoryCreateVerb: 'crea(?:r)?|cree|agreg(?:ar|a|ue)|anad(?:ir|e)|haz|hacer',
    categorySpendingQuestion: 'gast\\w*|ingresos|cuanto|mas|mayores|por',
  },
  clauses: {
    connectors: words('y despues luego tambien ademas'),
    legs: words('ida vuelta regreso retorno'),
    periodsAfterSlash: words('mes semana ano dia hora h persona kg un'),
  },
  typeCues: {
    phrases: {
      income: ['transferencia recibida', 'deposito recibido'],
      expense: [
        'me cobraron', 'me cobra', 'me cobran', 'me descontaron', 'me desconto', 'se fueron', 'se me fueron',
        'se me fue', 'me gaste', 'me clave', 'hice una transferencia',
      ],
    },
    verbs: {
      income: words(`
        recibi recibimos cobre cobramos gane ganamos entro entraron ingreso ingresos ingrese ingresaron depositaron
        transfirieron facture acreditaron abonaron
        rindio rindieron rendio vendimos ganancia ganancias regalias
      `),
      expense: words(`
        gaste gastamos gastar pague pago pagamos pagar compre compramos costo cuesta cobraron tire done salio
        pagaste compras compra transferi mande envie reembolse reintegre
      `),
    },
    weak: { income: [], expense: ['fue', 'fueron', 'di'] },
    refunds: words('reembolso reembolsos reembolsado reembolsada devolucion devoluciones reintegro reembolsaron devolvieron devolvio'),
    takings: {
      tips: words('propina propinas'),
      workUnits: words('carreras entregas repartos fletes'),
      spans: words('noche semana dia mes finde quincena jornada'),
    },
    securityDeposit: words('garantia fianza seguridad'),
    debts: words('tarjeta tarjetas prestamo prestamos credito hipoteca deuda deudas mora atraso sobregiro financiamiento'),
    givers: {
      giveBeforeMe: [],
      giveAfterMe: words(`
        pago pagaron dio dieron deposito depositaron transfirio transfirieron mando mandaron envio enviaron
        giro giraron devolvio devolvieron reembolso reembolsaron regalo regalaron cayo cayeron llego llegaron
        consigno consignaron consigne paso pasaron yapeo yapearon ingreso ingresaron abono abonaron acredito acreditaron
        presto prestaron rindio rindieron liberaron
        pagado dado depositado transferido mandado enviado devuelto reembolsado regalado ingresado abonado
        consignado girado pasado acreditado llegado caido reintegro reintegraron
        paga pagan deposita depositan transfiere transfieren manda mandan
      `),
      giveBack: words('devolvio devolvieron reembolso reembolsaron devuelto reembolsado reintegro reintegraron'),
      payers: words(`
        sobrino sobrina ahijado ahijada nieto nieta prima primos
        cliente clientes empresa inquilino inquilina inquilinos amigo amiga amigos colega tio tia primo
        jefe jefa patron patrona empleador arrendatario alumno alumna alumnos hermano hermana hijo hija comprador compradora
        esposo esposa novio novia papa mama padre madre padres abuelo abuela abuelos suegro suegra padrino vecino
        vecina aseguradora gobierno casero casera dueno duena arrendador madrina abuelita abuelito tita
        trabajo chamba curro laburo pega
      `),
      pays: words(`
        pago pagaron pagan mando mandaron envio enviaron transfirio transfirieron deposito depositaron dio
        dieron giro giraron devolvio devolvieron consigno consignaron abono abonaron rindio
      `),
      transfers: words('transferencia transferencias deposito bizum yape plin nequi daviplata remesa sinpe transf'),
      arrives: words('cayo cayeron liberaron'),
    },
    moves: {
      lend: words('preste'),
      sell: words('vendi vendimos'),
      receive: words('recibi recibimos'),
      othersBuy: words('compro compraron compra'),
      made: words('hice hicimos'),
      found: words('encontre'),
      toThem: words('le les'),
      iGave: words('devolvi devolvemos di pase mande envie regale transferi deposite preste pague gire yapee'),
      charges: words('factura facturas cuenta cuentas cobro cargo recibo debito tarifa comision cuota multa'),
      headFees: words('cargo cargos recargo tarifa tarifas multa multas'),
      yielders: words('cdt cdts fondo fondos acciones cetes fijo etf etfs'),
      insurers: words('seguro obra prepaga isapre'),
    },
  },
  nothing: {
    people: words(`
      vecino vecina vecinos vecinas companero companera companeros colega colegas amigo amiga amigos amigas jefe
      primo prima primos tio tia hermano hermana cunado cunada fulano alguien
    `),
    buying: words('compro compraron gasto gastaron pago pagaron paga pagan'),
    priceMoves: 'sube a|subio a|va a subir a|subira a|aumento a|aumenta a|va a aumentar a|baja a|bajo a|bajara a|se va a|paso de|salto a|subio de',
    priceRemarks: 'el litro|por litro|el kilo|el kg|por kilo|por kg|la docena|cada uno|cada una|aca|aqui|alla|ahi|por aca|por aqui|en la estacion|hoy en dia|un robo|robo|carisimo|caro|una locura|locura|un abuso|abuso|jaja\\w*|no lo puedo creer|increible',
  },
  recurring: {
    every: {
      monthly:
        'cada mes|todos los meses|todo mes|todo el mes|mes a mes|una vez al mes|' +
        '(?:el |los )?(?:dia )?{d} de (?:cada|todos los) mes(?:es)?|todos los {d}(?: de cada mes)?|cada {d} de mes',
      weekly: 'cada semana|todas las semanas|una vez a la semana|todos los {w}|cada {w}',
      biweekly: 'cada (?:2|dos) semanas|cada (?:15|quince) dias|cada quincena|quincenalmente|semana por medio|cada {w} por medio',
      yearly: 'cada ano|todos los anos|una vez al ano',
    },
    afterAmount: {
      monthly: 'mensual|mensuales|mensualmente|al mes|por mes',
      weekly: 'semanal|semanales|semanalmente|a la semana|por semana',
      biweekly: 'quincenal|quincenales|por quincena|a la quincena',
      yearly: 'anual|anuales|anualmente|al ano|por ano',
    },
    dayOfMonth: '(?:el|los) (?:dia )?{d}|(?:el )?dia {d}',
    bills:
      '(?:gastos|pagos|cobros|cargos|cuentas|recibos) (?:fijos|fijas|recurrentes|mensuales)|(?:cuentas|facturas|recibos) (?:por pagar|pendientes)|' +
      'domiciliaciones|suscripciones',
    billsWeak: 'recibos|facturas|cuentas|pagos',
    subscriptions: 'suscripciones|suscripcion|membresias',
    income: '(?:ingresos|entradas|cobros) (?:fijos|recurrentes|mensuales)|(?:sueldo|salario|quincena) (?:por cobrar|que me llega)',
    due: 'vencen|vence|por vencer|por pagar|a pagar|pendientes|proxim[oa]s|vienen|tengo que pagar|toca pagar|me toca',
    committed: 'fijos|fijas|recurrentes|suscripciones|suscripcion|membresias|al mes|por mes|cada mes|en total|comprometid\\w*',
    past: 'gaste|pague|gastamos|fue|fueron|tuve|pasad[oa]|ultim[oa]|hace',
    oneOff: 'compre|gaste|cuotas|a plazos|meses sin intereses|msi|en \\d+ pagos',
    next: { week: '(?:la )?(?:proxima|siguiente) semana|(?:la )?semana que viene', month: '(?:el )?(?:proximo|siguiente) mes|(?:el )?mes que viene' },
  },
  smallTalk: {
    greetings:
      'hola|buenas|buenos dias|buenas tardes|buenas noches|que tal|como estas|como esta|que onda|saludos|' +
      'todo bien|como andas|como va|que hay',
    thanks: 'gracias|muchas gracias|mil gracias|te agradezco',
    acknowledgements: 'perfecto|genial|vale|dale|listo|bien|buenisimo|excelente|de acuerdo',
    help: 'ayuda|que puedes hacer|que sabes hacer|que haces|como funciona|como se usa|quien (?:te )?(?:creo|hizo|programo|desarrollo)(?: (?:esta|este|esa|ese|la|el) (?:app|aplicacion|bot|asistente|pagina))?|quien eres|que eres|eres (?:un )?(?:bot|robot|humano|persona|ia)|como te llamas',
  },
  categoryWords: {
    expense: [
      {
        category: 'Groceries',
        custom: ['groceries', 'supermercado', 'mercado'],
        strong: 'super',
      },
      {
        category: 'Bills',
        custom: ['housing', 'rent', 'vivienda', 'arriendo', 'alquiler'],
        strong: 'renta',
      },
      {
        category: 'Bills',
        custom: ['utilities', 'bills', 'servicios', 'cuentas', 'gas'],
        strong: 'gas',
      },
    ],
    expenseFamilies: [
      {
        kind: 'Dining',
        // Spanish only: "ron" and "vino" are a name and a verb elsewhere, "copas" are glasses in Portuguese.
        strong: 'ron, vino, vinos, copas, paleta helada, paletas heladas',
      },
      {
        kind: 'Dining',
        strong: 'subway',
      },
      {
        kind: 'Entertainment',
        // Bowling in Spain ("bolos" are cakes in Portuguese).
        strong: 'bolos',
      },
      {
        kind: 'Bills',
        // The gas bottle of Argentina ("garrafa" is any bottle in Portuguese).
        strong: 'garrafa, garrafas',
      },
    ],
    income: [
      {
        category: 'Rental',
        custom: ['rental', 'rent', 'alquiler', 'arriendo', 'alquileres', 'rentas'],
        strong: 'renta',
      },
    ],
  },
  genericWords: words(`
    desayuno almuerzo comida comidas cena merienda cafe bebida bebidas cerveza cervezas compra compras
    cosa cosas cuenta cuentas pago pagos regalo regalos viaje gasolina combustible alquiler sueldo
    salario transferencia efectivo tarifa suscripcion entrega noche
  `),
  stopwords: words(`
    el la los las un una unos unas del al en con por para y o pero mi mis tu tus su sus nuestro nuestra
    yo me te se le lo eso esto ese esa este esta aquel tambien solo mas como unos casi ya tmb q d que desde
  `),
  actionWords: words(`
    salio gaste gastamos pague compre costo cuesta recibi cobre gane fue fueron agrega agregar anota
    registra registrar pagaron depositaron transfirieron regalaron dieron cayeron llego cobraron cobra
    cobran ingreso egreso monto cayo entro llegaron ingrese ingresaron mande envie
        vendimos preste devolvi devolvieron rindio pase regale di reembolse reintegre entraron
      `),
  replies: ES,
  clarifyMarker: CLARIFY_MARKER,
  recordedWords: words('registrado registrada registrados registradas anotado anotada anotados anotadas guardado guardada'),
  examples: { description: 'almuerzo', withDate: 'almuerzo 25 ayer', full: 'almuerzo 25' },
  genericDescriptions: { expense: 'Gasto', income: 'Ingreso' },
  categoryNames: ES_CATEGORY_NAMES,
};
