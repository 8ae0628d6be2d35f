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
    fui tome mercado farmacia nafta gasolina salario ocio cuentas luz agua
    gimnasio entrada salida hasta despues tambien estaba estoy sobra queda falta tarjeta factura
    cuota veces cine ganancia renta agrega agregar registrar registra anota anotar corrige corregir
    quiero queria necesito podria gastar pague cobraron pagaron depositaron quincena nomina
    transfirieron regalaron pagan mucho dame consejo
    gasolinera colectivo bondi subte luz lana pago
    no eran sea puedes puede leer tengo ahora alcanza pa presu dime borra muevelo ponlo equivoque
    un es voy mejor han hemos devuelto devolvio ase aser
    promedio resumen mayores mensual nomas
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
    half: ['media', 'medio'],
  },
  amounts: {
    multipliers: {
      mil: 1000, luca: 1000, lucas: 1000, luka: 1000, lukas: 1000, gamba: 100, gambas: 100, barra: 1000, barras: 1000,
      palo: 1_000_000, palos: 1_000_000, millon: 1_000_000, millones: 1_000_000,
    },
    currencies: {
      dolar: 'USD', dolares: 'USD', dolars: 'USD', dls: 'USD', dlls: 'USD', dlrs: 'USD', dolaritos: 'USD', verdes: 'USD', euro: 'EUR', euros: 'EUR', real: 'BRL', reales: 'BRL',
      peso: 'PESO', pesos: 'PESO', mangos: 'RIOPLATENSE', varos: 'PESO', baros: 'PESO', lana: 'PESO', pavos: 'EUR',
      libra: 'GBP', libras: 'GBP', yen: 'JPY', yenes: 'JPY', rupia: 'INR', rupias: 'INR', franco: 'CHF', francos: 'CHF',
      soles: 'PEN', bolivares: 'VES', bolivianos: 'BOB', quetzal: 'GTQ', quetzales: 'GTQ', colones: 'CRC', guaranies: 'PYG',
      lira: 'TRY', liras: 'TRY', rublo: 'RUB', rublos: 'RUB',
    },
    multiplierCurrencies: {
      luca: 'LUCA', lucas: 'LUCA', luka: 'LUCA', lukas: 'LUCA', barra: 'LUCA', barras: 'LUCA', palo: 'PALO', palos: 'PALO', gamba: 'RIOPLATENSE', gambas: 'RIOPLATENSE',
    },
    nounSlang: words('palo palos mangos lana gamba gambas pavos barra barras'),
    notes: {},
    articleNotes: {},
    countedNotes: {},
    currencyOf: ['de'],
    units: words(`
      veces vez cuotas cuota meses mes anos km kms kg kgs g gr gramos l lt litros ml metros m cm mts horas h hs
      min mins minutos segundos dias noches semanas personas unidades piezas piso pisos pasos kilo kilos toneladas
      litro taza tazas cucharada cucharadas cucharadita cucharaditas mm milimetros calorias kcal grados
    `),
    measureUnits: words('km kms kg kgs g gr gramos l lt litros litro ml metros m cm mts horas h hs min mins minutos segundos pasos kilo kilos toneladas vueltas mm milimetros calorias kcal grados'),
    singularS: words('gas bus mas menos tres dos seis lunes martes miercoles jueves viernes mes pais tenis'),
    countCues: words('top ultimos ultimas ultimo ultima primeros primeras proximos proximas'),
    ordinalSuffixes: words('o a'),
    notMoneyAfter: ['por ciento'],
    yearCues: words('desde ano'),
    yearOf: words('de del'),
    partsOfYear: ['trimestre'],
    hourArticles: words('la las'),
    namePrepositions: words('en el con por via'),
    referencePrices: {
      before: ['bajo de', 'en vez de', 'en lugar de', 'normalmente', 'generalmente', 'antes costaba', 'el ano pasado', 'el ano pasado fue', 'ofrecio', 'me ofrecio'],
      opening: ['era', 'antes', 'antes era'],
      after: ['bruto', 'brutos', 'antes de impuestos', 'sin descuento', 'normalmente', 'el ano pasado', 'en otro lado', 'en otro sitio'],
    },
    restOfTotal: ['el resto', 'lo demas', 'lo otro'],
    change: { change: words('vuelto vueltas cambio feria'), notes: words('billete billetes') },
    pricedSmallWords: [],
    placesOfTotal: ['en'],
  },
  quantities: {
    myShare: 'mi (?:parte|mitad)(?: (?:fue|es|salio|quedo))?|me toco|me tocaron|me tocan|me corresponde|me correspondio|puse|(?:o sea |osea |entonces |= )?[\\d.,]+(?: \\p{L}{1,6})? (?:pa|para) mi(?= *(?:$|[,.;!/]|y ))',
    measures: {
      kilo: words('kg kgs kilo kilos kilogramo kilogramos'),
      gram: words('g gr grs gramo gramos'),
      pound: words('lb lbs libra libras'),
      litre: words('l lt lts litro litros'),
      millilitre: ['ml'],
      gallon: words('galon galones'),
      dozen: words('docena docenas'),
    },
    each: ['cada'],
    eachWay: ['cada trayecto', 'por trayecto', 'cada tramo', 'por tramo'],
    roundTrip: ['ida y vuelta', 'ida y regreso'],
    one: words('uno una'),
    per: words('por el la cada'),
    perOne: words('unidad persona cabeza uno una noche dia'),
    people: words('persona cabeza'),
    at: ['a'],
    instalmentCues: ['en'],
    rangeFrom: words('de desde entre del'),
    for: ['para'],
    priceOf: ['de'],
    halfBefore: words('medio media'),
    timeWords: words('mes meses semana semanas dia dias ano anos vez'),
    rateUnits: { hour: words('hora horas hr hrs'), week: words('semana semanas'), month: words('mes meses') },
    hourVerbs: words('sale salio llega llego empieza abre cierra termina parte'),
    hourAfter: words('h horas hs'),
    partyVerbs: words('fuimos eramos somos eran son'),
    peopleAfter: ['personas'],
    both: words('ambos ambas'),
    me: ['mi'],
    mineOrArticle: words('mi mis el la los las'),
    listJoiners: ['y'],
    negations: words('no ni sino'),
    spent: words('gaste gastamos gasto pague pagamos pago costo'),
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
      meses ano anos dia dias atras antes despues desde actual siempre inicio ahora durante hace hasta trimestre
    `),
    dayPhrases: {
      dayBeforeYesterday: 'anteayer|antier|antes de ayer|anteanoche|antes de anoche',
      yesterday: 'ayer(?: (?:por|en|a) la (?:manana|tarde|noche))?|anoche',
      today: 'hoy(?: (?:por|en) la (?:manana|tarde|noche))?|esta (?:manana|tarde|noche)',
      tomorrow: '(?<!(?:la|por|de|esta|pela) )manana',
      dayAfterTomorrow: 'pasado manana',
    },
    weekdaysShort: words('lun mar mie jue vie sab dom'),
    agoPhrases: {
      days: 'hace ({n}) dias?|({n}) dias? atras',
      weeks: 'hace ({n}) semanas?|({n}) semanas? atras',
    },
    quarters: {
      current: '(?:(?:este|en este|del|el|en el|de este) )?trimestre(?: (?:actual|en curso))?',
      previous: '(?:(?:el|del|en el) )?trimestre (?:pasado|anterior)|(?:(?:el|del|en el) )?ultimo trimestre',
      named: '(?:(?:el|del|en el) )?{n} trimestre',
      ordinals: {
        primer: 1, primero: 1, '1er': 1, '1ro': 1, '1o': 1, '1º': 1, '1°': 1, segundo: 2, '2do': 2, '2o': 2, '2º': 2, '2°': 2,
        tercer: 3, tercero: 3, '3er': 3, '3ro': 3, '3o': 3, '3º': 3, '3°': 3, cuarto: 4, '4to': 4, '4o': 4, '4º': 4, '4°': 4,
      },
    },
  },
  query: {
    accountBalance: 'saldo|cuenta|tengo',
    balanceNoun: 'saldo|balance',
    howMuchAnywhere: 'cuanto|cuanta|suma',
    listItems: 'gast\\w*|compr\\w*|pagu\\w*|pagos?|recib\\w*|ingresos?',
    moreOrLess: 'mas|menos|mayor|mayores|menor|menores',
    oneCategory: 'categoria',
    pluralCategories: 'categorias',
    singleTop: 'mayor|principal',
    totalWord: 'total|totales',
    afford: 'puedo gastar|puedo comprar|deberia gastar|pensando en gastar',
    average: 'promedio|promedios|en promedio|de promedio|normalmente|usualmente|habitualmente|gasto medio|gastos medios|media de gasto',
    standing:
      'numeros rojos|numeros negros|sobregirad[oa]|en descubierto|(?:estoy|estamos|quede|quedamos|ando|voy|sigo|estare|termine|terminamos|quedo|cerre|cerramos)(?: el (?:mes|ano))? en (?:rojo|negativo|positivo|perdida|ganancia)|' +
      // Whether the money will last: "¿me alcanza para el finde?", "¿me llega hasta fin de mes?".
      '(?:me|nos) (?:alcanza|va a alcanzar|alcanzara|llega|va a llegar|llegara) (?:para|hasta|a)|(?:la |el |mi )?(?:plata|dinero|lana|pasta|guita|sueldo) (?:me )?(?:alcanza|va a alcanzar|llega) (?:para|hasta|a)|tengo (?:plata|dinero|lana|pasta|guita) (?:suficiente )?(?:para|hasta)',
    inVersusOut: '(?:ganando|gano) mas de lo que (?:estoy )?(?:gastando|gasto)|(?:gastando|gasto) mas de lo que (?:estoy )?(?:ganando|gano)',
    balance:
      'finanzas|como (?:estou|estao|esta|estoy|va|van|ando|terminare)|como estoy de|cuanto tengo|(?:me )?queda (?:de )?(?:dinero|plata|lana|guita|feria)|(?:lo que )?entro menos (?:lo que )?(?:salio|gaste)|ingresos menos (?:gastos|egresos)|' +
      '(?:plata|dinero|lana|guita|dinheiro|grana) (?:que )?(?:tengo|tenho)|tengo en|sobr\\w*|economiz\\w*|' +
      'ahorr\\w*|rest(?:a|ou|ando)|' +
      // Money made against money lost: "voy ganando o perdiendo", "ganancia o pérdida".
      'ganando o perdiendo|gane o perdi|ganancias? o perdidas?|ganancia neta|utilidad neta|' +
      '(?:plata|dinero|lana|guita|pasta|feria|varo|billete) (?:que )?(?:me |nos )?qued(?:a|an|o)|qued(?:a|an) (?:algo de |mucha |poca )?(?:plata|dinero|lana|guita|pasta|feria)',
    biggest: 'grandes|mayores|mayor|mas grandes?|mas caros?|mas caras?|mas altos?|mas altas?|mas gord[oa]s?|mas pesad[oa]s?',
    biggestNoun: 'cosas?|gastos?|compras?|pagos?|ingresos?|transac\\w*',
    byCategory: 'por categorias?|(?:de|en) cada categoria',
    categoryOrWhere: 'donde|en que|categor\\w*',
    compare:
      // ("lo más que he gastado" is the most spent, no comparison.)
      'menos que|comparar|compara|comparame|compareme|comparando|(?<!lo )mas que|respecto|frente a|mas o menos(?= que)|' +
      'comparad[oa]',
    count: 'cuantas veces|numero de|cuant[oa]s(?! (?:pesos|dolares|euros|lucas|reales))',
    earned:
      'entro|ingresaron|ingresos?|ingrese|gane|ganado|recibi|cobre|cobrado|cobramos|facture|facturado|facturamos|ganancias|deposito|depositaron|' +
      'ingresad[oa]|(?:ha|han) entrado|vendi|vendimos|vendido|' +
      // Tips the user took home: "cuánto saqué de propinas", "cuánto hice en propinas".
      '(?:saque|sacamos|hice|hicimos|junte|juntamos) (?:de|en) propinas?|' +
      'me pagaron|me pago|me pagan|me han pagado|me transfirieron|me dieron|me dio|me han dado|me ha dado|recaude|recaudado|' +
      // What the user's money yielded: "cuánto rindieron mis inversiones".
      'rindio|rindieron|rendimientos?',
    // "me han pagado" is money received.
    expenseWords: 'gastos?|gaste|gastamos|pague|compras|gastado|(?<!(?:me|nos) (?:han|ha) )pagado|comprado',
    future:
      'vamos|voy|tengo que|necesito|quiero|pienso(?! (?:(?:para|pa|de|del)(?![\\p{L}\\d])|\\d))|planeo|debo|le debo|me debe|te debo|a pagar|por pagar|' +
      'la semana (?:que|q) viene|el mes (?:que|q) viene|el ano (?:que|q) viene|(?:me|nos|te) (?:va|van) a (?:mandar|pagar|dar|depositar|transferir|devolver|pasar|prestar|regalar|girar)|la otra semana|(?:me|nos) (?:han|ha) prometido|la proxima semana|el proximo mes|el proximo ano|el mes que entra|el ano que entra|recordar|recordarme|recuerdame|acuerdame|acordarme|anot(?:a|ar)(?:me)?(?: ahi| para mi)?(?: de| que)? \\p{L}+(?:ar|er|ir)(?![\\p{L}\\d])|vamos a|' +
      // Payments promised to the user: "quedó en pagarme el viernes", "prometió devolverme".
      '(?:quedo|quedaron) (?:en|de) (?:pagar|devolver|mandar|transferir|depositar)\\w*|prometio|prometieron',
    list:
      '(?:lista(?:r|me)?|muestra(?:me)?|ensename) todo|' +
      '(?:muestra\\w*|muestre\\w*|mostra\\w*|lista\\w*|ver|dame|ensena\\w*|pasame|mandame)(?: (?:me|todos|todas|los|las|mis|de))* (?:gastos|compras|ingresos|egresos|pagos|entradas|salidas|viajes|pedidos)|' +
      '(?:muestra\\w*|mostra\\w*|lista\\w*|ensena\\w*|dime|decime)(?:me)? (?:todo )?(?:lo )?que (?:gaste|gastamos|compre|compramos|pague|pagamos)|' +
      '(?:quais|cuales|what|which) (?:foram|fueron|were|are|son|sao) (?:(?:os|as|los|las|my|meus|minhas|mis) )*(?:gastos|despesas|compras|receitas|ingresos|expenses|purchases)',
    mostExpensive: 'mas car[oa]s?|lo (?:maximo|mas) que (?:he )?(?:gastado|gaste|pagado|pague) (?:de una (?:sola )?vez|de una|en una (?:sola )?compra|de un (?:solo )?golpe)',
    negation: 'no hice|no gaste|nada|ningun',
    opinion: 'que opinas|que te parece|vale la pena|(?:crees|cree|creen|piensas|pensas|te parece) que',
    over: 'mas de|arriba de|encima de|mayor(?:es)? (?:a|que|de)|por encima de|sobre|al menos',
    listVerb: 'muestr(?:a|e|ame|eme|alos|alas|amelos|amelas)|muestrame|mostralos|mostralas|mostramelos|enumer(?:a|e|ar)|detall(?:a|e|ar)|desglos(?:a|e|ar)|list(?:a|e|ar|ame)',
    perDay: '(?:por|ao|al|cada|todo) dia|diariamente|todos los dias|diari[oa]s?',
    perMonth: 'por mes|al mes|cada mes|todo mes|todos los meses|mensual|mensuales|mensualmente',
    perWeek: 'por semana|a la semana|cada semana|todas las semanas|semanal|semanales|semanalmente',
    perYear: 'anual|anuales|anualmente',
    plan: 'comprar|pagar|gastar|no olvidar',
    pluralNoun: 'cosas|gastos|compras|transacciones|pagos|ingresos|\\d+',
    question:
      'mostrar|cuanto|cuanta|cuantos|cuantas|cual|cuales|donde|muestra|muestrame|mostrame|dame|dime|' +
      'resumen|resume|reporte|informe|analiza|en que|que|lista|listame',
    recent:
      'movimientos|historial|recientes|' +
      'ultim[oa]s (?:\\d+ )?(?:operaciones|ingresos|entradas)|' +
      'ultim[oa]s (?:\\d+ )?(?:transac\\w*|gastos|compras|lancamentos|movimientos|despesas|movimentacoes|registros)|' +
      'que (?:compre|pague|he (?:comprado|pagado)|hemos (?:comprado|pagado))|' +
      // The last time something was paid: "cuándo fue la última vez que pagué el gas".
      'cuando (?:pague|compre|fui)(?= .*ultima vez)|cuando fue la ultima vez que|ultima vez que (?:pague|compre|gaste|fui)|' +
      '(?:muestra\\w*|list\\w*|ver)(?: (?:mis|los|las|todas|todos))* (?:transac\\w*|movimientos)',
    summary:
      'resumen|resumencito|resume|resumeme|resumime|resumilo|reporte|informe|analiza|analisis|panorama|vision general|vista general|' +
      'como (?:me )?(?:fue|va|voy|ha ido)|como (?:estuvo|fue|va) (?:mi |la |el )?(?:semana|mes|ano)',
    top:
      'en que gasto mas|en que mas|en que gaste mas|mayores|mayor gasto|principales|por categorias?|' +
      '(?:cual|que) categoria|(?:cuales|que) categorias|gast\\w* (?:mas|mais)(?! ou? menos)|(?:mas|mais) gast\\w*|' +
      'se va mi (?:dinero|plata)|donde gasto mas|donde mas|' +
      '(?:se me fue|se fue|se me va|se van|se me van|fue a parar|se ha ido|se me ha ido) (?:la |el |mi |mis |todo |toda )*(?:plata|dinero|sueldo|lana|guita|pasta|salario)|' +
      '(?:a )?donde (?:se )?(?:fue|va|van|fueron) (?:a parar )?(?:la |el |mi |mis |todo |toda )*(?:plata|dinero|sueldo|lana|guita|pasta|salario)|' +
      '(?:a |en (?:que|q) )?(?:donde )?(?:se )?(?:me )?(?:esta|estan|sigue|anda) (?:yendo|llendo|desapareciendo) (?:la |el |mi |mis |todo |toda )*(?:plata|dinero|sueldo|lana|guita|pasta|salario)|' +
      'en (?:que|q) se (?:me )?(?:fue|va|van|fueron)',
    topic:
      'movimientos?|compras|pago|ingresos?|gane|ganado|ganancias|recibi|cobre|plata|dinero|finanzas|' +
      'queda|egresos?|compre|pague|reporte|informe|historial|llevo|pagar|debo|factura|terminare|entro|' +
      'ingresaron|ahorre|gast\\w*|transac\\w*|sobr\\w*|rest[ao]u?|economiz\\w*|ahorr\\w*|categor\\w*|resum\\w*|' +
      'pagado|comprado|cobrado|cobramos|facture|facturado|facturamos|salio|salieron|rindio|rindieron|rendimientos?|panorama|vision general|se me (?:fue|fueron|va|van)',
    topicNoun: 'gastos|ingresos|egresos|movimientos|finanzas|resumen|reporte|historial|informe|totales|panorama|vision general',
    exclamations: 'que (?:pereza|flojera|paja|lata|bronca|rabia|horror|asco|verguenza|lastima|mal|bien|caro|cara|barato|locura|robo|dolor|susto|alegria|bueno|buena|rico|rica|onda|chimba|nota)',
    tagQuestion: 'cachai|viste|sabes|entiendes|verdad|cierto|no|eh|vale|ok|si|ves|jaja|oye',
  },
  commands: {
    prefix: '(?:ja){2,}|(?:je){2,}|jsj\\w*|lol|xd|wey|guey|che|por favor|porfa|pfv|oye|ok|entonces|bueno|ah|oh|ups|uy|eh|ay|chale|uff|pucha|perdon|perdone|perdona|disculpa|disculpe|hmm|espera|pensandolo bien|mejor|puedes|podrias|me puedes|me podes|me podrias',
    undo: 'deshacer|desha[zc]e?(?:lo|la)?|revertir|cancela(?:r)? (?:eso|esa|ese|el ultimo|la ultima)|vuelve (?:eso )?atras|echa(?:lo|la)? (?:para|pa) atras',
    deleteVerb: 'borra|borre|borrar|elimina|elimine|eliminar|quita|quitar|cancela|anula|anular|sacalo|sacala|sacalos|sacalas|saca(?= eso| esto| ese| esa)',
    notATransaction: 'categorias?|presupuestos?|cuenta|todos|todas|todo|historial|etiquetas?',
    didNotHappen: 'no paso|nunca paso|no sucedio|no ocurrio|al final no|no se hizo|olvidalo|olvidala|olvidate|olvidese|olvida(?: eso| ese| esa| esto)|no (?:lo |la )?(?:anotes|registres|cuentes|guardes|pongas|cargues)(?: eso| esto)?|(?:eso |esto )?(?:es para|hay que) borrar(?:lo|la)?|(?:lo |la )?(?:puse|anote|mande|cargue) (?:sin querer|por error)',
    budget: 'presupuestos?|presu|limite|limites|tope|techo|como maximo|gastar como maximo|no gastar mas de',
    budgetOnTrack: 'me pase del|me pase (?:en|con)|me excedi|voy bien con|estoy dentro|revente|reventamos|reviente|me (?:pase|fui) del|rompi|me voy a pasar|' +
      '(?:me estoy|nos estamos) pasando|estoy (?:por encima|por debajo)|(?:estoy|vamos|voy|ando|vamos|estamos) (?:bien|ok|tranqui) (?:con|de|en)',
    budgetSetStart: 'nueva regla|regla nueva|pon|ponme|ponle|ponele|pone|poneme|ponenos|coloca|coloque|pongamos|dejemos|asigna|aparta|apartame|reservame|deja|dejame|fija|fijame|(?:yo )?(?:solo|nomas|nada mas) puedo gastar|(?:yo )?me (?:permito|doy)(?: gastar)?',
    budgetStatus: 'como(?! maximo)|estoy|dentro|pase|resta|falta|queda|quedan|cuanto|cuanta|cual|cuales|mostrar|ver|muestra',
    budgetSetVerb: 'poner|pon|ponga|establecer|establece|fijar|fija|crear|crea|agrega|agregar|como maximo|no gastar mas de',
    budgetChange: 'sube|subir|subele|aumenta|aumentar|baja|bajar|reduce|reducir',
    budgetLimitStart: 'limita|limitar|limitame|(?:yo )?(?:quiero|quisiera|voy a|necesito|tengo que) limitar',
    budgetRemaining: 'cuanto (?:mas )?(?:me )?(?:queda|sobra|resta|puedo gastar|puedo)(?! (?:de )?(?:dinero|plata|lana|guita|feria|billete)(?![\\p{L}]))|cuanto (?:todavia|aun) (?:tengo|puedo) (?:para|pa)? ?(?:gastar|fundir)|(?:lo )?que (?:me )?(?:queda|sobra) (?:para|pa)|(?:lo )?que me (?:queda|sobra) (?:en|de|del)',
    budgetLeft: 'queda|quedan|quedando|resta|restan|restante|sobra|falta|disponible|todavia tengo|aun tengo',
    budgetAtMost: 'no mas de|no mas que|no pasar de',
    budgetCeiling: 'maximo|como maximo|tope|techo|a lo sumo|parar en|paro en|quedarme en|quedarnos en',
    budgetOverall:
      'en total|en general|general|todo junto|para todo|pa todo|(?:mis|nuestros) gastos|(?:gasto|gastos|presupuesto|limite|tope) total(?:es)?|en todo el (?:mes|ano)|en todo|de todo|con todo|todas las categorias',
    budgetCap:
      '(?:meta|objetivo)(?: ?(?:de|es|:))* gastar|meta (?:de |mensual |semanal )?(?:gastos?)|(?:meta|tope) (?:mensual|semanal|anual)|maximo de|como mucho|a lo sumo|' +
      // What must not be gone over: "no quiero pasarme de 1000 en ropa", "no puedo gastar más de 500".
      // "no me dejes pasar de 2 palos": asked of the assistant.
      'no me (?:dejes|deje|dejen) (?:pasar|pasarme|gastar mas|gastar) (?:de|del|que)|' +
      '(?:no) (?:quiero |puedo |debo |voy a |pienso |quisiera )?(?:pasar|pasarme|pasarnos|gastar mas|gastar|superar|exceder|excederme) (?:de|del|que)|(?:mantener|mantenerme) [\\p{L} ]{1,20}? (?:debajo|por debajo)|' +
      'gastar(?: (?:solo|nomas))? (?:hasta|maximo|como maximo|menos de|menos que|no mas de)|' +
      // A wish to spend only so much: "quiero gastar solo 300 al mes", "voy a gastar nomás 50 por semana".
      '(?:quiero|voy a|pienso|necesito|quisiera) (?:gastar (?:solo|nomas|nada mas)|(?:solo|nomas) gastar)',
    weekly: 'semanal|semanales|por semana|cada semana|a la semana|en la semana|semanalmente',
    monthly: 'mensual|mensuales|por mes|al mes|cada mes|todo mes',
    yearly: 'anual|anuales|por ano|al ano|cada ano|anualmente',
    categoryIncome: 'ingresos?|entradas?',
    categoryExpense: 'gastos?|egresos?',
    categoryCreateVerb: 'crea(?:r)?|cree|agreg(?:ar|a|ue)|anad(?:ir|e)|haz|hacer',
    categorySpendingQuestion: 'gast\\w*|ingresos|cuanto|mas|mayores|por|plata|dinero|lana|pasta|guita|feria|billete',
    describeAs: '(?:llamalo|llamala|nombralo|nombrala|renombralo|renombrala|ponle de nombre|ponele de nombre)(?: como| a)?|(?:cambia|cambiale|cambiar|cambie|pon|ponle|ponele|pone|deja|dejale)(?: la| el)? (?:descripcion|desc|nombre)(?: a| por| como| para| en)?|(?:la )?descripcion (?:es|debe ser|tiene que ser|queda)|descripcion\\s*:|que diga',
    describeAsAfter: '(?:de|como|en la|en) (?:descripcion|desc)',
    wasInCurrency: '(?:no[,!.]? |en realidad[,!.]? )?(?:(?:eso|esto|ese|esa)(?: fue| era)? )?(?:era|eran|fue|fueron|es|son)(?: (?:en|todo en))*|(?:pague )?en|todo en',
    writeVerb: '(?:pon|ponle|ponele|pone|escribe|escribile|deja|dejale)(?: solo| nomas| solamente)?',
  },
  clauses: {
    connectors: words('y despues luego tambien ademas mas'),
    legs: words('ida vuelta regreso retorno'),
    periodsAfterSlash: words('mes semana ano dia hora h persona kg un'),
    reasons: ['porque', 'pq', 'que ya', 'q ya', 'ya que'],
  },
  descriptions: {
    leadVerbs: words('fui fue tome hice agarre clave compre eche hicieron acabo acabamos'),
    particles: [],
    amountPrepositions: words('por de con a en'),
    destinations: words('para al hacia desde'),
    sameAgain: words('ida vuelta regreso retorno otro otra vez mas'),
    noise:
      // A bank statement's line: "COMPRA TARJETA MERCADONA 45,20", "pago con tarjeta en zara".
      'compra (?:con )?(?:tarjeta|debito|credito)(?: de (?:credito|debito))?(?: en)?|pago con tarjeta(?: en)?|' +
      'cada mes|cada semana|al mes|por mes|por semana|mensual|semanal|' +
      'en \\d+ ?(?:x|veces|cuotas)|en (?:dos|tres|seis|doce|diez) (?:veces|cuotas)|' +
      '(?:con|por|via) (?:(?:el|mi) )?(?:tarjeta|credito|debito|efectivo|pix)(?: de (?:credito|debito))?|en efectivo|' +
      'con propina|esta semana|(?:(?:en|para) (?:mi |la )?|a (?:mi |la ))cuenta(?: bancaria)?|' +
      'a meses sin intereses|meses sin intereses|sin intereses',
    perSlash: 'mes|semana|ano',
    reactions: words('jaja jajaja jajajaja xd uff ufff puf chale alv nmms'),
  },
  typeCues: {
    phrases: {
      // ("ya me saldó la deuda": a debt settled with the user.)
      income: ['que me debia', 'q me debia', 'que me debian', 'me liquido', 'me liquidaron', 'transferencia recibida', 'deposito recibido', 'de venta', 'de ventas', 'en ventas', 'cerre la caja', 'cerramos la caja', 'hice caja', 'hicimos caja', 'buena venta', 'salio buena venta', 'se vendio', 'se vendieron', 'me saldo', 'arreglo conmigo', 'saldo conmigo', 'te enviaron', 'te transfirieron', 'te depositaron', 'te llego', 'te llegaron', 'recibiste un', 'recibiste una'],
      expense: [
        'me cobraron', 'me cobra', 'me cobran', 'me cobro', 'nos cobro', 'me ha cobrado', 'me han cobrado', 'nos ha cobrado', 'nos han cobrado', 'han cobrado', 'me descontaron', 'me desconto', 'se fueron', 'se me fueron',
        'se me fue', 'me gaste', 'me clave', 'hice una transferencia', 'he pagado', 'hemos pagado', 'he gastado', 'hemos gastado', 'he comprado', 'hemos comprado',
      ],
    },
    verbs: {
      income: words(`
        recibi recibimos cobre cobramos gane ganamos entro entraron ingreso ingresos ingrese ingresaron depositaron
        transfirieron facture acreditaron abonaron
        rindio rindieron rendio vendimos ganancia ganancias regalias compensacion
        cobrado vendido recibido recibida ingresado ingresada
      `),
      expense: words(`
        gaste gastamos gastar pague pago pagamos pagar compre compramos costo cuesta cobraron tire done salio
        pagaste compras compra transferi mande envie reembolse reintegre reserve pagao
      `),
    },
    weak: { income: [], expense: ['fue', 'fueron', 'di'] },
    otherMeanings: [],
    refunds: words('reembolso reembolsos reembolsado reembolsada devolucion devoluciones reintegro reembolsaron devolvieron devolvio devuelta devueltas'),
    takings: {
      tips: words('propina propinas'),
      workUnits: words('carreras entregas repartos fletes'),
      spans: words('noche semana dia mes finde quincena jornada'),
      places: words('tienda tiendita puesto puestito local negocio caja changarro kiosco bar cafeteria fonda feria mercadillo tianguis'),
      tookIn: words('hizo facturo vendio saco junto recaudo dejo'),
    },
    securityDeposit: words('garantia fianza seguridad'),
    debts: words('tarjeta tarjetas prestamo prestamos credito hipoteca deuda deudas mora atraso sobregiro financiamiento'),
    givers: {
      friends: words('amigo amiga amigos amigas colega colegas compa compañero compañera companero companera roomie pana parce cuate'),
      giveBeforeMe: [],
      giveAfterMe: words(`
        tiro tiraron regresa regresan
        pago pagaron dio dieron deposito depositaron transfirio transfirieron mando mandaron envio enviaron
        giro giraron devolvio devolvieron regreso regresaron reembolso reembolsaron regalo regalaron cayo cayeron llego llegaron
        consigno consignaron consigne paso pasaron yapeo yapearon ingreso ingresaron abono abonaron acredito acreditaron
        presto prestaron rindio rindieron liberaron liquido liquidaron repuso repusieron
        pagado pagao dado depositado transferido mandado enviado devuelto reembolsado regalado ingresado abonado
        consignado girado pasado acreditado llegado caido entrado reintegro reintegraron
        paga pagan deposita depositan transfiere transfieren manda mandan
        compenso compensaron compensado indemnizo indemnizaron indemnizado
      `),
      giveBack: words('devolvio devolvieron regreso regresaron reembolso reembolsaron devuelto reembolsado reintegro reintegraron compenso compensaron compensado indemnizo indemnizaron indemnizado'),
      payers: words(`
        sobrino sobrina ahijado ahijada nieto nieta prima primos dona senora sra
        cliente clientes empresa inquilino inquilina inquilinos amigo amiga amigos colega compi compis roomie tio tia primo
        jefe jefa patron patrona empleador arrendatario alumno alumna alumnos hermano hermana hijo hija comprador compradora
        esposo esposa novio novia papa mama padre madre padres abuelo abuela abuelos suegro suegra padrino vecino
        vecina aseguradora gobierno casero casera dueno duena arrendador madrina abuelita abuelito tita
        trabajo chamba curro laburo pega
        huesped huespedes pasajero pasajera pasajeros
        changa changas pololo pololos chambita
      `),
      customers: words('cliente clientes alumno alumna alumnos alumnas inquilino inquilina inquilinos arrendatario arrendatarios huesped huespedes comprador compradora compradores'),
      pays: words(`
        cubrio cubrieron
        pago pagaron pagan mando mandaron envio enviaron transfirio transfirieron deposito depositaron dio
        dieron giro giraron devolvio devolvieron consigno consignaron abono abonaron rindio
      `),
      transfers: words('transferencia transferencias deposito bizum yape plin nequi daviplata remesa sinpe transf'),
      arrives: words('cayo cayeron liberaron'),
      platforms: words('rappi didi uber cabify glovo pedidosya indrive beat picap mercadolibre workana airbnb'),
      payouts: words('liquidacion liquidaciones corte'),
      releases: words('libero liberaron liquido liquidaron deposito depositaron transfirio'),
      rentsFromMe: ['alquilo', 'rento', 'arriendo', 'alquilamos', 'rentamos', 'arrendamos', 'alquila mi', 'renta mi', 'arrienda mi'],
      bodies: ['seguridad social', 'seguro social', 'imss', 'issste', 'anses', 'sepe', 'inss', 'ips', 'bps', 'colpensiones', 'bienestar', 'gobierno', 'pgu', 'pension garantizada', 'seguro de cesantia', 'afc', 'subsidio de desempleo'],
    },
    moves: {
      lend: words('preste'),
      sell: words('vendi vendimos vendido vendio vendieron'),
      receive: words('recibi recibimos'),
      othersBuy: words('compro compraron compra'),
      made: words('hice hicimos hecho facture facturamos'),
      found: words('encontre encontramos halle'),
      toThem: words('le les'),
      iGave: words('devolvi devolvemos regrese regresamos di pase mande envie regale transferi deposite preste pague gire yapee'),
      charges: words('factura facturas cuenta cuentas cobro cargo recibo debito tarifa comision cuota multa'),
      headFees: words('cargo cargos recargo tarifa tarifas multa multas'),
      yielders: words('cdt cdts fondo fondos acciones cetes fijo etf etfs'),
      insurers: words('seguro aseguradora obra prepaga isapre'),
      owed: words('debia debian debe deben'),
      cameIn: ['entro', 'entraron', 'cayo', 'cayeron', 'llego', 'llegaron'],
      cameBack: ['volvio', 'volvieron', 'regreso', 'regresaron', 'fue devuelto', 'fue devuelta'],
      reversed: words('revirtio revirtieron reverso reversaron revertido'),
      theirs: words('su sus'),
      forResale: ['para reventa', 'para revender', 'de reventa'],
      luck: words('salio salieron toco tocaron tocado'),
      heldInside: { verbs: words('tenia tiene traia trajo vino venia'), inside: ['dentro', 'adentro'] },
    },
    grammar: {
      from: words('de del'),
      to: words('para al'),
      determiners: words('mi mis la el los las su sus nuestro nuestra tu'),
      articles: words('el la los las un una unos unas'),
      intoAccount: words('en a'),
      beforeAccount: words('mi la'),
      they: words('ella ellas ellos'),
      ofPlace: words('del de'),
      inPlace: words('en'),
      adverbs: words('ya finalmente tambien'),
      auxiliaries: words('han ha habian habia'),
      paidBack: words('conmigo'),
      sentBack: ['de vuelta', 'de regreso'],
      mine: words('mi mis'),
      firstPerson: words('nosotros yo'),
      iWe: [],
      objectPronouns: [],
      toMe: words('mi'),
      forTo: words('para'),
      forPrice: words('por'),
      inPrice: [],
      loanClause: words('que le les'),
      ofOccasion: words('de del'),
      madeIn: words('en de'),
      oneself: words('me se'),
      demonstratives: words('ese esa este esta aquel'),
      beforeNoun: words('el un del al'),
      onto: [],
      afterBack: [],
      routes: [],
    },
    things: {
      money: words('plata lana pago pagos'),
      payments: [],
      notes: words('un una billete billetito de'),
      accounts: words('cuenta banco'),
      cashMachines: words('cajero banco cuenta ahorros'),
      deposits: words('deposito depositos'),
      bonds: words('fianza'),
      interest: words('intereses interes'),
      invoices: [],
      billed: words('factura facturas'),
      shares: words('parte mitad'),
      cheques: words('cheque cheques'),
      used: words('usado usada viejo vieja'),
      children: words('ninos hijos nenes'),
      costly: words('caro cara caros caras barato barata baratos baratas'),
    },
    sales: {
      nouns: words('venta ventas'),
      forSale: words('a en de para'),
      afterPlace: [],
      owners: [],
    },
    acts: {
      weakRefund: words('devolvi devolvemos'),
      arrivesToMe: words('cayo cayeron llego llegaron'),
      leftMeTip: ['me dejo', 'me dejaron', 'me dio', 'me dieron'],
      arrivals: words('llego llegaron'),
      refunded: [],
      selfPaid: words('pague'),
      imposed: words('puesto puso pusieron ponen pone metieron aplicaron aplico enchufaron dejaron'),
      split: words('dividimos dividi dividieron medias'),
      namePays: words('pago pagaron'),
      nameSends: words('mando mandaron envio enviaron transfirio transfirieron deposito depositaron giro giraron'),
      sentTo: words('a al para'),
      theyPaid: words('pagaron'),
      platformPays: words('pagaron'),
      settled: [],
      gotFor: words('recibi'),
      madeTransfer: words('hecho hizo hicieron'),
      iMadeTransfer: words('hice hicimos'),
      iHave: words('he hemos'),
      otherForms: words(`
        devolver devuelve devuelven devolvera devolveria devolviendo rendir rinde rinden rindiendo prestar presta
        prestando liberar libera vender vende vendo vendiendo venden
      `),
    },
    work: {
      took: words('saque sacamos saco saca sacado'),
      working: words(`
        manejando trabajando repartiendo chambeando chofereando conduciendo entregando vendiendo cantando carreras viajes
        propinas propina entregas
      `),
      drove: words('maneje rode trabaje reparti'),
      payers: words('trabajo chamba chambita curro laburo pega changa changas pololo pololos'),
      did: words('hice hicimos realice'),
      gigs: words('laburito trabajito changa changuita chamba chambita pololo pololito laburo pega peguita camello camellito cachuelo jale'),
      taught: words('di dimos dicte'),
      done: words(`
        cortes carreras viajes fletes entregas repartos guardias changas changuitas pololos pololitos trabajitos
        trabajos chambas chambitas mudanzas peinados tintes manicuras pedicuras limpiezas servicios arreglos
        reparaciones unas cejas domicilios mandados trenzas pestanas mechas turnos diarias
      `),
      lessons: words('clases'),
      taughtLessons: words('clases clase tutorias tutoria'),
      students: words('alumno alumnos alumna alumnas'),
      lessonArticles: words('un una unos unas'),
      trips: words('viajes'),
      counters: words('unos unas varios varias dos tres cuatro cinco seis siete ocho nueve diez'),
      countFiller: words('de'),
      served: words('lave pasee limpie cuide arregle'),
      cared: [],
      ownChores: words('cargas carga maquinas maquina lavadoras lavadora'),
      tookHome: [],
      walkedOut: [],
      headedHome: [],
      commissions: words('comision comisiones'),
      vehicleCosts: words('gasolina nafta bencina gasoil gasoleo combustible diesel llanta llantas neumatico neumaticos aceite peaje peajes'),
      netWords: words('limpio limpios neto netos libre libres'),
      earnedCommission: words('cheque ventas venta mes mensual semana quincena trimestre bimestre mis'),
      feeCommission: words('banco bancaria bancario tarjeta cajero inmobiliaria transferencia retiro'),
    },
  },
  nothing: {
    people: words(`
      supervisor supervisora encargado encargada gerente vecino vecina vecinos vecinas turista turistas guiri guiris pasajero pasajera companero companera companeros colega colegas amigo amiga amigos amigas jefe
      primo prima primos tio tia tios tias hermano hermana cunado cunada suegra suegro suegros fulano fulana fulanito fulanita mengano alguien compa compas compadre comadre cuate cuates carnal carnala carnales pana parce parcero wey roomie broder compi compis
    `),
    buying: words('compro compraron gasto gastaron fundio fundieron pago pagaron paga pagan gastado dejado fundido'),
    theirMoney: words('gana ganan gano ganaron perdio perdieron tocado toco cobra cobran cobraron presto prestaron presta debe deben heredo recibe recibio recibieron vende vendiendo vendio vendieron vendido dejo'),
    debts: 'debe|deben|esta debiendo',
    obligations: '(?:tengo|tienes|tiene|tenemos|tienen|tendre|tendremos|voy a tener) (?:que|q) \\p{L}+(?:ar|er|ir)|hay que|(?:que|q) no se me olvide|no (?:me )?olvide de pagar|no olvidar (?:de )?pagar|acordarme de pagar|recordar pagar',
    goals: '(?:mi|nuestra|la|una) meta|(?:mi|nuestro|el) objetivo|meta(?: es|:)|juntar|ahorrar',
    proposals: 'se apuntan|quien se apunta|quien se prende|se prenden|te prendes|hagamos|armamos|juntemos|hacemos una vaca|hacemos vaca|hacemos una chanchita|le entran|le entras|vamos a medias\\?|me prestas|prestame|me presta|me puedes prestar|me podes prestar',
    howMuch: 'cuanto|cuanta|cuantos|cuantas',
    priceMoves: 'cerro a|cerro en|ha subido a|han subido a|(?:ha|han) subido (?:el|la|los|las) [\\p{L}]+ a|ha bajado a|han bajado a|alcanzo|alcanza|va a costar|va a salir|va a quedar en|va a|sube a|subio a|va a subir a|subira a|aumento a|aumenta a|va a aumentar a|baja a|bajo a|bajara a|se va a|paso de|salto a|subio de' +
      '|(?:sube|suben|subir|subio|subieron|subira|subiran|aumenta|aumentan|aumentar|aumentaron|aumentara|aumentaran)(?: [\\p{L}]+){0,3}? a|(?:pasa|pasara|va a pasar) a',
    intensifiers: 'muy|re|super|tan|demasiado|bien',
    priceRemarks: 'flipo|flipas|flipante|alucino|barbaridad|el litro|por litro|el kilo|el kg|por kilo|por kg|la docena|cada uno|cada una|aca|aqui|alla|ahi|por aca|por aqui|en la estacion|hoy en dia|un robo|robo|carisimo|carisima|carisimos|carisimas|caro|cara|caros|caras|una locura|locura|un abuso|abuso|jaja\\w*|no lo puedo creer|increible|😳|😱|🤯|💀|🙄',
    notBought:
      'cerre (?:la pestana|la app|la aplicacion|la pagina|el navegador)|vacie el carrito|abandone el carrito|saque (?:todo )?del carrito|me salvo de|me libre de|me ahorre|me salvaste de|asi (?:que|q) mejor|mejor me hice|mejor cocine|' +
      '(?:no|ni|nunca|al final no|decidi no|mejor no)(?: (?:me|te|se|lo|la|los|las|le|nos)){0,2} ' +
      '(?:compre|compro|compramos|comprar|comprando|lleve|llevo|llevamos|llevar|agarre|pille|adquiri|gaste|(?:he|hemos) (?:comprado|gastado|pillado))|' +
      'casi (?:que )?(?:me )?(?:compro|compre|gasto|gaste|llevo|lleve|pago|pague)|' +
      '(?:iba|ibamos|estaba por|estuve por|estuve a punto de|estaba a punto de|pense en) (?:a )?(?:comprar|gastar|llevar|pagar)(?:me|lo|la|los|las)?|' +
      'me arrepenti|me eche (?:para|pa) ?atras|me hice (?:para|pa) ?atras|cambie de (?:idea|opinion)|desisti|lo pense mejor|' +
      // Left without it: "vi unos tenis a 2 mil y me fui sin comprar".
      'sin comprar(?:lo|la|los|las)?|me fui sin|sali sin|' +
      // Cancelada o rechazada: "cancelé el pedido", "me rechazaron la tarjeta", "tarjeta declinada".
      '(?:cancele|cancelamos|cancelo|cancelaron|cancelad[oa]|rechazaron|rechazo|rechazad[oa]|declinad[oa])(?: (?:el|la|mi|un|una))?(?: (?:tarjeta|compra|pedido|reserva|pago))?(?: en (?:el|la|un|una))?(?: (?:compra|pedido|pago))?|' +
      'me acobarde|me raje|no (?:me )?(?:cobraron|cobro)',
    wishes:
      'ojala|quisiera (?:tener|ganar|ser)|(?:seria|estaria) (?:bueno|genial|lindo|chido|bacano) (?:tener|ganar|recibir)|quien (?:tuviera|pudiera|fuera)|si (?:yo )?(?:tuviera|ganara|pudiera|tuvieramos|ganaramos)|' +
      'me (?:encantaria|gustaria) (?:tener|ganar)|(?:sueno|suenio|sonando) con|imagina(?:te)? (?:tener|ganar|pagar|gastar)|daria lo que fuera por|' +
      // Tempted by a price seen: "vi una switch en 5 mil, me tienta".
      'me tienta|tentador|tentadora|tentad[oa]|que tentacion|le tengo el ojo puesto|le tengo ganas|(?:le )?estoy echando el ojo|' +
      // Someone's wish: "mi hijo quiere una bici de 3 mil".
      'quiere (?:un|una|el|la|comprar|tener|cambiar)|quieren (?:un|una|el|la|comprar|tener|cambiar)',
    pending: '(?:aun|todavia) no (?:me )?(?:ha |han )?(?:llegado|llega|llego|entrado|entro|caido|cayo|depositado|aparece)|no (?:me )?(?:ha |han )?(?:llegado|llego|entrado) (?:aun|todavia)|(?:aun|todavia) no (?:me )?(?:paga|pago|pagan|pagaron|ha pagado|han pagado)|pendiente|en proceso|tarda|tardan|demora|demoran',
    judged: '(?:es|esta)(?: (?:muy|re|un poco))? (?:caro|cara|un robo|un abuso|absurdo|carisimo|carisima|una locura|abusivo)',
    retracted: 'es broma|era broma|bromeando|mentira|en suenos|en mis suenos|en un sueno|lo lei mal|lei mal',
    cancelledUnpaid: 'cancele (?:el pedido |la compra )?antes|lo cancele antes|la cancele antes|antes de pagar',
    playMoney: 'monedas en|monopoly',
    inGame: '(?:en el|jugando al?|al) (?:turista mundial|monopoly|monopolio|estanciero)|de mentiritas|de mentirita|de juguete',
    piggyBanks: 'alcancia|hucha|chanchito|chanchita|mi cuenta (?:tiene|esta con|quedo con|anda con)',
    hoped: 'si dios quiere|si diosito quiere|primero dios|(?:ojala|espero que) (?:que )?(?:me |nos )?(?:depositen|paguen|devuelvan)|(?:ojala|espero que) (?:que )?(?:me |nos )?(?:llegue|caiga|entre) (?:el|la|mi) (?:reembolso|devolucion|sueldo|aguinaldo|pago|bono|plata|dinero|transferencia|quincena)',
    reported: '(?:dijo|dice|dicen|conto|le dije|me dijo|me conto|me dijeron|me contaron|dijeron) que',
    recipeSays: 'receta (?:lleva|pide|usa)',
    onSaleSoon: 'salen a la venta|sale a la venta|la venta (?:abre|empieza)|boleteria abre|preventa',
    leftInAccount: '(?:me )?(?:quedan|queda|sobran) en (?:la|mi) (?:cuenta|billetera|tarjeta)|en (?:la|mi) cuenta hasta (?:el )?(?:pago|cobro|fin de mes)',
    balanceNamed: '(?:^|[,.;:!?(\\n]\\s*)(?:(?:mi|el)\\s+)?saldo(?:\\s+(?:en|de|del)\\s+(?:(?:(?:la|mi)\\s+)?cuenta(?:\\s+(?:de\\s+)?\\p{L}+)?|\\p{L}+))?(?:\\s+(?:es|esta|actual|hoy|ahora|de|quedo|en))*\\s*:?\\s*$|(?:^|[,.;:!?(\\n]\\s*)en (?:la|mi) (?:cuenta|tarjeta|billetera)(?:\\s+(?:de\\s+)?\\p{L}+)?\\s+(?:solo\\s+|aun\\s+|todavia\\s+)?(?:me\\s+)?(?:quedan|queda|tengo|hay|sobran)(?:\\s+(?:unos|unas|solo|apenas|como))*\\s*$',
    holding: '(?:^|[^\\p{L}])(?:(?:yo|aun|todavia|solo|ahora)\\s+)*(?:tengo|tenemos|traigo|cargo|me quedan|me queda|quedan|me sobran|sobran|hay)(?:\\s+(?:unos|unas|solo|apenas|como|casi|menos de))*\\s*$',
    inAccount: '^\\s*(?:(?:pesos|lucas|luquitas|euros?|mil|palos|barras)\\s+)?(?:en\\s+(?:la\\s+|mi\\s+|el\\s+)?(?:cuenta(?!\\s+(?:de|del)\\s+(?:luz|agua|gas|internet|telefono|celular))|tarjeta|billetera|cartera|alcancia|banco|ahorros|chanchito|mercado pago|mp|nequi|daviplata|uala|brubank|naranja x|lemon|binance|plazo fijo)(?![\\p{L}]))|^\\s*(?:(?:pesos|lucas|dolares|euros?|mil)\\s+)?(?:guardados|ahorrados|ahorradas|guardadas)(?![\\p{L}])',
    netResult: '(?:perdida|ganancia|saldo|resultado) (?:neta|neto|final)(?: de)?\\s*$|(?:quede|sali|salimos|quedamos|estoy) (?:en|con) (?:perdida|ganancia|perdidas|ganancias) de\\s*$',
    exchangeRate: '(?:el )?(?:dolar|blue|oficial|mep|ccl|euro)(?: blue| oficial| mep| tarjeta| hoy)? (?:esta|estaba|cerro|abrio|anda|quedo|llego|subio|bajo)(?: a| en)',
    giftExchangeLimit: '(?:amigo secreto|amigo invisible)(?: (?:de la|del|en la|en el) [\\p{L}]+)? (?:es|va a ser|sera|queda)(?: (?:de|hasta|maximo))?\\s*$|(?:amigo secreto|amigo invisible)(?: (?:de la|del|en la|en el) [\\p{L}]+)?,? (?:con )?(?:limite|tope|maximo)(?: (?:de|hasta|es|era))?\\s*$|(?:acordamos|quedamos|pusimos|hicimos) (?:un |el )?(?:amigo secreto|amigo invisible) (?:de|hasta|en)\\s*$|(?:el )?(?:limite|maximo) (?:era|fue|es)(?: de)?\\s*$',
    discountAfter: 'de descuento|descuento',
    voucher: 'vale|cupon|bono|tarjeta regalo|gift card|saldo a favor',
    usedBefore: 'use|tenia|con|usando|aplique|pague con|canjee',
    willBe: '(?:va|van) a ser(?: de)?(?: (?:unos|unas|como|casi|alrededor de))?\\s*$|(?:deberia|deberian|debe|deben|puede|pueden|seria|serian|sera|seran|habria sido)(?: ser)?(?: de)?(?: (?:unos|unas|como|casi|alrededor de))?\\s*$|(?:va|van|quiere|quieren) a? ?(?:subir|aumentar)(?: [\\p{L}]+){0,3} (?:a|hasta)\\s*$',
    neighboursSold: '(?:casa|piso|depa|departamento|apartamento|apto) (?:de al lado|del vecino|de la vecina|de los vecinos|de enfrente|de mi calle)(?: \\p{L}+)? (?:se (?:ha )?vendid[oa]|se vendio|vendieron|salio|esta a la venta)',
    jobPays: '(?:trabajo|pega|chamba|laburo|curro|puesto|empleo|pasantia|practica)(?: (?!me |nos |te |le |les |lhe |us )\\p{L}+)? (?:paga|va a pagar|pagaria|esta pagando)',
    usedToCost: 'en (?:el )?(?:19|20)\\d\\d,? (?:\\p{L}+ ){1,3}(?:era|estaba|valia)|costaba|costaban|valia|valian|(?<!no )salia|(?<!no )salian|en mis tiempos|en mi epoca|hace anos|antes costaba|cobraba|cobraban|me cobraba|recuerdo cuando|me acuerdo (?:de )?cuando|que tiempos|cuando (?:yo )?era (?:chic[oa]|nin[oa]|pequen[oa]|chav[oa]|morr[oa]|pib[ea]|guagua|cabro|pelao|pelado)|me daba|me daban',
    quotes: '(?:me |nos )?(?:paso|dio|mando|hizo|pasaron|dieron|mandaron|hicieron)(?: un| el)? presupuesto|pedi (?:un |el )?presupuesto|pedi (?:una )?cotizacion|quiere(?:n)? cobrar(?:me)?|(?<!me |nos )salen? (?:como|unos|unas|alrededor de)|(?:le|les) (?:dije|explique|comente) (?:a |al )?(?:la |el |los |las |mi )?(?:clienta|cliente|clientes|senora|senor|vecina|vecino|muchacha|muchacho|chica|chico|compradora|comprador) que|(?:le |les )?(?:cotice|presupueste)|(?:le |les )?pase (?:el |un )?presupuesto',
    promised: '(?:quedo|quedaron|queda|quedamos) en (?:pagarme|devolverme|mandarme|pasarme|darme)|(?:te|le|les) (?:juro|prometo|prometi) que|(?:le|les|te) prometi (?:que|pasarle|darle|pagarle)',
    whoPays: 'quien (?:compra|paga|va a comprar|va a pagar)',
    jokes: '(?:vi|viste|viendo|mande|manda) (?:un|este|ese|el) meme|memes?:|(?:este|ese) meme',
    stockLeft: 'me quedan|nos quedan|quedan|quedaron|sobran|sobraron|en stock|de stock|en bodega|en inventario|por vender',
    orderLate: '(?:pedido|paquete|envio|encomienda|orden)\\b.*\\b(?:todavia (?:sin|no)|aun (?:sin|no)|sin entregar|no (?:ha )?llegado|no llego|atrasad[oa]|retrasad[oa]|perdid[oa])',
    notMineTopics: '(?:la|el|esta|este) (?:app|aplicacion) (?:redondea|acepta|cuenta|entiende|suma|calcula)|(?:sueldo|sueldos|salario|salarios|arriendo|alquiler|precio|precios) (?:promedio|medios?)|compare (?:los )?precios|comparando (?:los )?precios|tarea|deberes|sueldo minimo|tasa de interes|tasas de interes|salio en (?:las )?noticias|salio en la tele',
    lotteries: 'euromillones|baloto|loto|el gordo|quiniela|kino',
    attempts: 'intento pagar|quiso pagar|quiere pagar|queria pagar|ofrecio pagar|pretendia pagar',
    fundraising: 'recaudo|recaudaron|recaudamos|recaudacion|juntaron para|colecta',
    perUnit: '(?:(?:el|la|por|x)\\s+|/\\s*)(?:litro|l|kilo|kg|docena|metro|m2|botella|hora)',
    notAsked: '(?:tu|vos|usted|ustedes|ella) (?:ya )?(?:pagaste|pagaron|compraste|compraron)|pagaste|o pago yo|o lo pago yo|cuando (?:el|la|los|las|me|caiga|llegue|entre)',
    futureTense: "voy a|va a|vamos a|van a|vas a|ira|sera",
    hedges: 'probablemente|quizas|quiza|capaz|tal vez|a lo mejor',
    costToOthers: '(?:le|les) (?:costo|costaron|salio|salieron|cobraron)',
    institutionEarned: '(?:empresa|empresas|compania|firma|banco|bancos|gobierno|club|equipo|tienda|marca|startup) (?:[\\p{L}]+ ){0,2}(?:gano|gana|facturo|factura|perdio|pierde|reporto|obtuvo|tuvo ganancias)(?! me)',
    borrowed: 'me presto|me prestaron|me ha prestado|pedi prestado|me fio',
    repaying: 'devuelvo|devolver|devolverle|devolverselos|se los devuelvo|se lo devuelvo|le devuelvo|pagarle|le pago|se lo pago',
    asksOthers: 'cuanto (?:pone|ponemos|ponen|da|damos|dan|aporta|aportamos) (?:cada uno|cada quien|cada una)|alguien sabe|alguna idea|que (?:le|me) regalo|que me recomiendan|en cuanto andan|cuanto andan|cuanto vale|cuanto (?:te|le) cobraron|cuanto se deja|vale la pena|preguntar(?:le)? al? [\\p{L}]+ (?:si|sobre)|cuanto (?:pagan|gastan) (?:ustedes|uds|ud|ustedes de)|(?:como|cómo) (?:hace la gente|le hace la gente|hacen) para pagar|(?:todavia |aun )?(?:quieres|queres|quiere|quieren) (?:el|la|los|las|mi|mis|ese|esa|esos|esas)',
    requested: "pedi (?:el |un |la )?(?:reembolso|devolucion|prestamo|credito|adelanto|aumento)|(?:le |les )?pedi [\\d.,]+ (?:\\p{L}+ )?prestad[oa]s?|solicite (?:el |un |la )?(?:reembolso|devolucion|prestamo|credito)|(?:mande|envie) (?:la|una) factura",
    soFar: "hasta ahora|hasta el momento|en lo que va|llevo gastad[oa]s|ya llevo",
    fallsDue: 'antes de que (?:me )?(?:cobren|cobre|renueve)|antes de (?:que )?(?:me )?cobrar|vence|vencen|se vence|va a vencer|viene en|llega en|toca pagar en|sale el \\d+(?: automatic\\p{L}*)?(?![\\d.,])|sale automatic\\p{L}*',
    notOnMe: 'no fui yo|(?:yo )?no gaste nada|invitaba (?:el|ella)|invito (?:el|ella)|(?:yo )?invito la proxima|un genio|gracias (?:ma|pa|mama|papa|amor|vieja?)|(?:el|ella) invito',
    free: 'gratis|gratuito|gratuita|de gratis|de a gratis|sin costo|no (?:me )?costo nada|no pague nada',
    toCome: '(?:debe|deberia|tendria que|tiene que) (?:llegar|caer|entrar|caerme|llegarme)|(?:me )?(?:va|van) a (?:caer|llegar|entrar|depositar)',
    listHeadings: 'ideas|ideas de regalos?|lista de deseos|por comprar|para comprar|a comprar|lista de navidad|precios? (?:hoy|de hoy|ahora)|(?:\\p{L}+ )?vs\\.? \\p{L}+|tengo que comprar|hay que comprar',
    notBoughtYet: "(?:aun|todavia) no (?:lo |la |los |las )?(?:he comprado|compre|compro)|falta comprar|faltan comprar|no (?:lo |la |los |las )?compre todavia",
    lastPeriod: '(?:el )?mes pasado|(?:la )?semana pasada|(?:el )?ano pasado|la ultima vez|la vez pasada|(?:el )?mes anterior',
    ownTransfer: '(?:pase|transferi|movi|mande|saque|meti) [^.!?]{0,30}?(?:de la|del|de mi) (?:mi )?(?:cuenta de ahorros?|caja de ahorros?|ahorros|cuenta corriente|corriente|cuenta|cuenta vista|cuenta rut|cuenta sueldo) (?:a la|al|a mi|a) (?:mi |la )?(?:cuenta de ahorros?|caja de ahorros?|ahorros|cuenta corriente|corriente|cuenta|cuenta vista|cuenta rut|cuenta sueldo)(?![\\p{L}])',
    notLetPay: 'no me (?:dejo|dejaron) (?:poner|pagar|dividir|invitar|ayudar|pagar nada|poner nada)|(?:yo )?no puse nada|yo no di nada',
    theirTreat: '(?:pago|pagaron) todo|(?:pago|pagaron) (?:por|a|lo de) todos|invito (?:la|el|las|los) (?:comida|cena|almuerzo|desayuno|cuenta|ronda|birras|cervezas|chelas|pizza|pizzas|asado|once|tragos|copas|cafe|cafes)|(?:pago|pagaron) la cuenta (?:entera|completa)|(?:nos|me) invito|(?:nos|me) invitaron|corrio con todo|puso todo',
    refusals: 'ni en pedo(?: (?:lo|la|los|las))?(?: (?:pago|compro|pagaria|compraria))?|ni loco(?: (?:lo|la|los|las))?(?: (?:pago|compro))?|ni loca|ni de broma|ni muerto|ni muerta|ni cagando|no gracias|ni de cona|ni de coña|ni hablar|ni madres',
    outrage: 'una locura|que locura|un robo|que robo|una estafa|un abuso|que abuso|carisimo|carisima|no mames|que barbaridad|absurdo|surreal|que oso|no se puede vivir asi|un asalto|que caro',
  },
  recurring: {
    every: {
      monthly:
        // ("a durar todo el mes": the whole month, not every month.)
        'cada mes|todos los meses|todo mes|mes a mes|una vez al mes|' +
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
    past: 'gaste|pague|gastamos|pagamos|fue|fueron|tuve|pasad[oa]|ultim[oa]|hace|(?:he|has|ha|hemos|han) (?:pagado|gastado|tenido)|dio|van|llevo|llevamos|hasta ahora|hasta hoy|en lo que va',
    oneOff: 'compre|gaste|cuotas|a plazos|meses sin intereses|msi|en \\d+ pagos',
    next: { week: '(?:la )?(?:proxima|siguiente) semana|(?:la )?semana que viene', month: '(?:el )?(?:proximo|siguiente) mes|(?:el )?mes que viene' },
  },
  smallTalk: {
    greetings:
      'hola|buenas|buenos dias|buenas tardes|buenas noches|que tal|como estas|como esta|que onda|saludos|' +
      'todo bien|como andas|como va|que hay',
    thanks: 'gracias|muchas gracias|mil gracias|te agradezco',
    acknowledgements: 'perfecto|genial|vale|dale|listo|bien|buenisimo|excelente|de acuerdo',
    confirmations: "correcto|exacto|exactamente|asi es|si|perfecto|esta bien|justo",
    help: 'ayuda|que puedes hacer|que sabes hacer|que haces|como funciona|como se usa|quien (?:te )?(?:creo|hizo|programo|desarrollo)(?: (?:esta|este|esa|ese|la|el) (?:app|aplicacion|bot|asistente|pagina))?|quien eres|que eres|eres (?:un )?(?:bot|robot|humano|persona|ia)|como te llamas',
  },
  categoryWords: {
    shopDrinks: {
      drinks: words('tinto cerveza cervezas chela chelas birra birras pola polas guaro aguardiente fernet coca pisco vino vinos bebida bebidas refresco refrescos gaseosa gaseosas ron vodka latas caguama caguamas cava sidra sidras champan champana champanas champagne whisky tequila mezcal licor brandy anis rompope'),
      packs: words('carton cartones caja cajas six sixpack paquete paquetes jaba jabas pack packs botella botellas lata kit kits'),
      bars: words('bar bares cantina antro boliche taberna cerveceria pub discoteca disco chupiteria terraza restaurante mesa menu'),
    },
    boughtVerbs: words('compre compramos compro comprar compra pedi pille'),
    givingVerbs: words('dio dieron mando mandaron paso regalo'),
    shareWords: words('parte mitad ganancias'),
    placesBeforeThings: '',
    doing: {
      endings: ['ando', 'iendo', 'yendo'],
      selling: words('vendiendo revendiendo'),
      not: words('cuando mando comando bando lindo siendo teniendo estando yendo apostando jugando ganando recibiendo pagando gastando comprando'),
      employment: words('jefe jefa patron patrona gerente empleador turno turnos jornada'),
      inExchange: { before: words('por'), endings: ['ar', 'er', 'ir'], pronouns: words('le les me te nos lo la'), not: words('ser estar tener ir venir haber quedar') },
    },
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
      {
        // Round 2: the AR "chino" (the corner supermarket) and the CL/AR "feria" (street market):
        // weak, so "restaurante chino" or "entradas a la feria" still say what they are.
        category: 'Groceries',
        custom: ['groceries', 'supermercado', 'mercado'],
        strong: 'chino de la cuadra, feria de mi barrio',
        weak: 'chino, feria, ferias',
      },
      {
        // The CL hot dog ("un completo 3.500"): weak, ordinary "completo" (complete) in any other company.
        category: 'Dining',
        custom: ['restaurants', 'restaurantes', 'restaurante', 'food', 'comida', 'delivery'],
        strong: 'completo dinámico, completos dinámicos, completo de palta, completo as',
        weak: 'completo',
      },
      {
        // The CL mortgage payment ("pagué el dividendo"): named when paid; received it is income (dividends).
        category: 'Bills',
        definesType: false,
        custom: ['housing', 'rent', 'vivienda', 'arriendo', 'alquiler', 'hipoteca'],
        strong: 'pagué el dividendo, pague el dividendo, pagar el dividendo, pago del dividendo, pagamos el dividendo, pagué dividendo',
      },
    ],
    expenseFamilies: [
      {
        kind: 'Dining',
        // Spanish only: "ron" and "vino" are a name and a verb elsewhere, "copas" are glasses in Portuguese.
        strong: 'ron, vino, vinos, copas, paleta helada, paletas heladas',
        // Water: the bill, or a bottle among snacks.
        weak: 'agua',
      },
      {
        kind: 'Dining',
        strong: 'subway',
      },
      {
        kind: 'Entertainment',
        // Bowling in Spain ("bolos" are cakes in Portuguese); fireworks.
        strong: 'bolos, fuegos artificiales, pirotecnia, cohetes, cuetes, petardos',
      },
      {
        kind: 'Bills',
        // The gas bottle of Argentina ("garrafa" is any bottle in Portuguese).
        strong: 'garrafa, garrafas',
      },
      {
        kind: 'Dining',
        // Dishes, snacks and street food of Mexico, Argentina, Colombia, Chile and Spain.
        strong: `alitas, alitas de pollo, alitas bbq, boneless, molletes, mollete, flautas de pollo, tacos dorados, tacos de canasta,
          tacos de suadero, tacos de birria, suadero, quesabirria, quesabirrias, chalupas, pambazo, pambazos, guajolota,
          guajolotas, tlacoyos, tamal, atole, champurrado, elote preparado, esquite, tacos al vapor, hot cakes, hotcakes,
          chiles en nogada, mole poblano, enfrijoladas, entomatadas, huevos rancheros, sincronizadas, tortas de tamal,
          lonche, lonches, milanga, milangas, sanguchito, sanguchitos, sándwich de miga, sándwiches de miga, sanguches de miga,
          fugazzeta, fugazza, locro, humita, humitas, provoleta, achuras, mollejas, choripanes, bondiola al pan,
          tenedor libre, sopaipilla, empanada de pino, empanadas de pino, porotos granados, pastel de jaiba, kuchen,
          picarones, patacón, patacones, fritanga, changua, mazorcada, arepa rellena, arepas rellenas, tamal tolimense,
          calentado, salpicón de frutas, obleas, chicharrones, pollo a la brasa, pollo rostizado, pollo rostisado,
          rosticería, rostisería, pollería, marisquería, coctel de camarón, cóctel de camarones, aguachile, tostada de ceviche,
          ensaladilla, gazpacho, salmorejo, pulpo a la gallega, cocido madrileño, fabada, croquetas caseras, raciones de croquetas,
            pincho de tortilla, durum, dürüm, kebap, shawarma de pollo, menú ejecutivo, comida del día,
          aperitivo, aperitivos, picoteo, tapeo, comida a domicilio, comida para llevar, comida rápida,
          pan de muerto, rosca de reyes, roscón de reyes, roscón, panettone, pan de pascua, pan dulce,   tarta de cumpleaños,
          pastel de cumpleaños, pastelito, pastelitos, pastelería, bizcocho, bizcochos, magdalenas, ensaimada, donas, berlinas,
          bolas de fraile, chipá, alfajorcito, churro, churros, porras, bollería, bollo, bollos, napolitana de chocolate,
           nieve de limón, cucurucho, barquillo, malteada, malteadas, batido, batidos, frappé, frapé, 
          limonada, naranjada, agua de horchata, aguas de horchata, agua de jamaica, aguas de jamaica, agua de sabor, aguas de sabor, aguas frescas, refajo, tereré,
          barra libre, hamburguesería, sanguchería, pizzería, taquería, cevichería, sushería, heladería, creperia, crepería,
          chifa, comida peruana, comida coreana, comida tailandesa, comida india, comida vegana,  perritos calientes, hot dog,
          perro caliente, choripán, comida callejera, puesto de tacos, carrito de hot dogs, food court, patio de comidas`},
      {
        kind: 'Dining',
        // Drinks by name and the ways of asking for them.
        strong: `chesco, chescos, cheve, cheves, caguamón,  cubeta de cerveza, cubetazo, six de cerveza, six de chelas,
          pulque, pulquería,  mezcalito, tequilita, chupito, chupitos, copete, copetes, 
          pisco sour, terremoto chileno, porrón, porrones, cerveza tirada, pinta de cerveza, jarra de cerveza, botellín, botellines,
          tercio de cerveza, calimocho, kalimotxo, clara con limón, vermú, vermut, 
          licor, licores, brandy, coñac, anís, orujo, pacharán, whisky escocés, botella de ron, botella de whisky, botella de tequila,
          botella de vodka, botella de pisco, botella de fernet, fernet con coca, malbec, cabernet, carmenere, carménère,
          vino rosado, vino espumoso, espumante, champagne,    cervecería artesanal, cerveza artesanal,
          agua de panela, aromática, chocolate con churros, submarino, café cortado, lágrima, capuchino, capuccino, moka, mocaccino,
          café helado, café frío, frappuccino, té chai, té helado, té verde, té de manzanilla, infusión, matecito`},
      {
        kind: 'Dining/coffee',
        strong: 'cafetería de especialidad, café de especialidad, cafecito de la mañana, café americano, café latte, café espresso, expreso doble',
      },
      {
        kind: 'Groceries',
        // The weekly shop, where it is done, and products whose name holds a word of another kind.
        strong: `despensa del mes, mandado de la semana, el mandado, compras del súper, compras del super, súper mercado, minisuper,
           mercado de abastos, central de abastos, la feria de frutas, feria libre, tianguis de frutas, abarrotería, abarrotes de la esquina,
          tienda de la esquina, tiendita, tienda de barrio, colmado, ultramarinos, carnicería del barrio, pollería del mercado, pescadería,
          fiambrería, charcutería, quesería, verdulería, frutería, panadería de la esquina, almacén de la esquina, chino del barrio,
          botella de agua, botellas de agua, agua embotellada, paquete de agua, paca de agua, garrafones de agua, bidones de agua,
          café de grano, café en grano, café molido, café soluble, café instantáneo, bolsa de café, frasco de café, paquete de café,
          papel de baño, papel higiénico, papel toilette, papel confort, rollos de papel, servilletas de papel, toallas de cocina,
          detergente para la ropa, detergente de ropa, jabón para la ropa, jabón para trastes, lavatrastes, lavaloza, lavavajilla líquido,
          pañuelos desechables, pañuelitos, cotonetes, hisopos, crema dental, cepillo de dientes, cepillos de dientes, enjuague bucal,
          pan para hot dog, pan de hamburguesa, pan de molde, pan lactal, pan tajado, pan integral, pan de caja,
          leche en polvo, leche condensada, leche evaporada, leche deslactosada, leche descremada, leche entera, litro de leche,
          litros de leche, cartón de leche, cartón de huevos, docena de huevos, maple de huevos, kilo de carne, kilo de pollo,
          kilo de tortillas, carne para asar, carne para el asado, tira de asado, carbón para el asado`},
      {
        kind: 'Groceries',
        // Food and household products: weak, they lose to a word that says a dish was eaten out.
        strong: 'súper del barrio, compra del súper, surtido de la semana',
        weak: `bolillo, bolillos, teleras, cebolla, zanahoria, plátano, banano, bananos, guineo, guineos, mandarina, mandarinas,
          toronja, toronjas,  papaya, guayaba, guayabas, maracuyá, lulo, granadilla, arándanos, frambuesas, higos, dátiles,
          pistachos, semillas, chía, linaza, quinoa, quínoa, calabacín, calabacines, calabacita, calabacitas, zapallito, zapallitos,
          acelga, acelgas, apio, chiles, chile serrano, chile poblano, chiles jalapeños, jalapeños, ají, morrón, morrones, pimentón,
          betabel, remolacha, betarraga, rábano, rábanos, nopal, nopales, chayote, hongos, setas, habas, frijol, poroto, lenteja,
          lechuga, tomates cherry, tomatillo, tomate verde, limones,  manzana verde, verdura,  hortalizas,
          bistec, bisteces, bife, bifes,  carne de res, lomo, filete, filetes, costillas, muslos, alas de pollo,
          puerco, carne de puerco, longaniza, panceta, tocineta, vienesas, salchicha, salchichón, salami, fiambre, fiambres,
          embutidos, jamón serrano, jamón cocido, jamón york, queso fresco, quesillo, queso rallado, queso crema, nata, crema agria,
          yogurt, yogures,  dulce de leche, cajeta, atún, salmón, tilapia, mojarra, pulpo, calamar, calamares congelados,
          mejillones, almejas, sardinas, bacalao, huevo, espagueti, spaghetti, tallarines, macarrones, arroz integral, pimienta,
          comino, orégano,  consomé, cubitos, caldo de pollo en cubos, sopa instantánea, sopas instantáneas, puré de tomate,
          tomate frito, catsup, kétchup, aderezo, aderezos, mayonesa, mostaza, cereales, hojuelas de maíz, galletas saladas,
          totopos, tostadas de maíz, masa para tortillas, harina de maíz, azúcar morena, edulcorante, endulzante, sacarina,
          bolsitas de té, té en bolsitas, sal de mesa, caramelos, golosinas, chuches, chucherías, gomitas, bombones, chocolatinas,
           papas fritas de bolsa, frituras, refrescos de dos litros, jugo en caja, jugos en caja, néctar, leche chocolatada,
          agua mineral, agua con gas, agua sin gas, detergente, jabón en polvo, jabón líquido, jabón de tocador, jabones, lavandina,
          límpido, cloro para ropa, blanqueador, desinfectante, limpiador, limpiavidrios, multiusos, escoba, trapeador,
          mopa, fregona, trapos, trapo, bolsas para la basura, servilletas, papel aluminio, papel film, aromatizante, ambientador,
          insecticida, fósforos, cerillos, velas de cumpleaños, shampoo, acondicionador, crema de peinar, gel para el pelo,
          pasta dental, espuma de afeitar, máquina de afeitar, algodón, tampones, protectores diarios, toallas femeninas,
          talco, jabón de baño, gel de ducha, gel de baño`},
      {
        kind: 'Transportation',
        // Buses, trains and their cards in each city, rides, parking, tolls and the bike or scooter.
        strong: `camión, camiones, combi, pesero, micro,    ómnibus, omnibus, buseta, busetas,
          autobús urbano, trolebús, trole, mexibús, mexicable, cablebús, metrorrey, macrobús, mi macro, transmetro, megabús,
          metroplús, metrolínea, transcaribe, encicla, premetro, metrotren, biotrén, rodalies, euskotren, bizkaibus, tussam,
          billete de metro, billete del metro, billete de autobús, billete del autobús, billete de bus, bono de metro, bono de bus,
          tarjeta del metrobús, tarjeta del metrobus, tarjeta del metro, tarjeta del tren, tarjeta del bus, tarjeta del micro,
          tarjeta del subte, tarjeta sube, tarjeta de la sube, tarjeta del transmilenio, tarjeta del sitp, tarjeta de transporte,
          tarjeta transporte, tarjeta del colectivo, tarjeta de movilidad, recarga de la tarjeta del metro,
          pasajes de micro, pasaje de camión, pasaje del colectivo, pasaje en bus, boleto de metro, boletos del metro,
          boleto del tren, viaje en uber, viaje de uber, viaje en didi, viaje de didi, viaje en taxi, viaje en cabify, viaje en colectivo,
          carrera de taxi, carrera en taxi, taxímetro, radiotaxi, remís, remise, aventón, uber moto, didi moto, indrive,
          estación de servicio,  parqueo,  zona azul, pensión del carro,
          pensión del coche, plaza de garaje, garaje, cochera del edificio, telepeaje, tag,   cuota de la autopista,
          monopatín, monopatín eléctrico, patín eléctrico, patineta eléctrica, scooter eléctrico, bici compartida, bicis compartidas,
          taller de bicis, taller de bicicletas, arreglo de la bici, reparación de la bici, cámara de la bici, llanta de la bici`,
        weak: 'guagua, guaguas, ruta',
      },
      {
        kind: 'Transportation/fuel',
        strong: `gasóleo, diésel, gas natural vehicular, gnv, litros de gasolina, litros de nafta, litros de bencina, cargar gasolina,
          cargué gasolina, cargue gasolina, puse gasolina, puse nafta, puse bencina, eché nafta, eché bencina, echamos nafta,
          le puse gasolina, le eché gasolina, llené el tanque del carro, tanque de gasolina, estación de gasolina, gasolinería,
          bencinera, bomba de bencina, gasolina súper, gasolina extra, gasolina corriente, nafta súper, nafta común, tanqueada`},
      {
        kind: 'Transportation/car',
        // The car's and the motorbike's upkeep, parts and paperwork.
        strong: `afinación, afinacion del carro, servicio del carro, servicio al carro, servicio del coche, service del auto,
          service del coche, mantenimiento del carro, mantenimiento del auto, mantenimiento del coche, mantenimiento de la moto,
          alineación, alineación y balanceo, balanceo, aceite del carro, aceite del auto, aceite para el motor, aceite de motor,
          filtro de aceite, filtro de aire, bujías, frenos, balatas, amortiguadores, embrague, clutch, acumulador, batería del coche,
          batería de la moto, llantas nuevas, cubiertas del auto, ruedas del auto, rines, rin, parabrisas, limpiaparabrisas, plumillas,
          espejo retrovisor, refacciones, refacción, refaccionaria, repuestos del auto, repuestos del carro, repuestos para la moto,
          repuestos de la moto, autopartes, chapa y pintura, chapista, latonería, latonería y pintura, pintura del carro, hojalatero,
          enderezado, encerado del carro, pulido del carro, lavado de carro, lavado de coche, lavado del coche, lavado de la moto,
          autolavado, placas del carro, placas del coche, emplacado, licencia de manejo, licencia de conducir, pase de conducir,
          carnet de conducir, permiso de conducir, infracción, infracción de tránsito, multa de tránsito, multas de tránsito,
          multa por exceso de velocidad, corralón, depósito vehicular, seguro del coche, seguro de la moto, seguro de auto,
          seguro de coche, seguro de carro, seguro automotor, seguro vehicular, mecánico del barrio, taller de motos,
          motoneta, mensualidad del carro, cuota del auto, gomero, llantero`},
      {
        kind: 'Bills',
        // Utilities, phone and internet, in each country's words.
        strong: `recibo de la luz, recibo del gas, recibo de gas, recibo del teléfono, recibo del internet, recibo de internet,
          recibo del cable, recibo de agua, cuenta de la luz, cuenta del agua, cuenta de agua, cuenta del gas, cuenta de gas,
          cuenta del internet, cuenta de internet, cuenta del celular, cuenta del celu, plan del celu, factura del celu, cuenta del teléfono, boleta de la luz, boleta del agua,
          boleta de agua, boleta de gas, boleta del internet, factura del agua, factura de agua, factura del gas, factura de gas,
          factura del internet, factura de internet, factura del celular, factura de teléfono, energía eléctrica, servicio de luz,
          servicio de agua, servicio de gas, servicio de internet, alcantarillado, drenaje, recolección de basura, tasa de aseo,
          aseo urbano, balón de gas, cilindro de gas, tanque de gas estacionario, gas estacionario, gas butano, gas propano,
          calefacción, leña para la estufa, internet del depa, internet de la casa, wifi de la casa, fibra óptica, módem de internet,
          tiempo aire, recarga de tiempo aire, recarga del móvil, recarga de móvil, plan pospago, pospago,
          plan prepago, plan de internet, plan de telefonía móvil, paquete de internet, paquete de megas, paquetes de datos,
          línea telefónica, línea fija, teléfono de la casa, telefonía, televisión por cable, tv de paga, tv paga, televisión satelital,
          cable de la tele, servicios de la casa, servicios del depa, servicios del departamento, pago de servicios`,
        weak: 'basura',
      },
      {
        kind: 'Bills/housing',
        strong: `renta del depa, renta del departamento, renta de la casa, renta del cuarto, alquiler del piso, alquiler del depto,
          alquiler del departamento, alquiler de la casa, alquiler del cuarto, arriendo del apartamento, arriendo del apto,
          arriendo de la pieza, arriendo de la casa, mensualidad del depa, mantenimiento del depto, mantenimiento del depa,
          mantenimiento del departamento, mantenimiento del edificio, mantenimiento del condominio, cuota del condominio,
          condominio, cuota de mantenimiento del edificio, expensas del edificio, gastos de comunidad, cuota de la comunidad,
          administración del edificio, administración del apartamento, crédito hipotecario, cuota de la hipoteca, cuota hipotecaria,
          dividendo hipotecario, dividendo de la casa, dividendo del depto, dividendo del departamento`},
      {
        kind: 'Bills/taxes',
        strong: `impuesto inmobiliario, impuesto municipal, tasa municipal, tasas municipales, tasa de basuras, tasa de basura,
          impuesto de la casa, impuesto del auto, impuesto del carro, patente municipal, impuesto a la renta, declaración de impuestos,
          declaración de la renta, impuesto de sellos, impuestos municipales, arbitrios, derecho de aseo`},
      {
        kind: 'Bills/insurance',
        strong: `póliza, póliza de seguro, seguro de hogar, seguro de la casa, seguro del depa, seguro del departamento, seguro del piso,
          seguro de desgravamen, seguro de vida del banco, seguro contra robo, seguro del celular, seguro funerario, prima del seguro`},
      {
        kind: 'Bills/fees',
        strong: `comisión por retiro, comisión del cajero, comisión de la tarjeta, comisión por transferencia, sobregiro, cuota del crédito,
          pago del crédito, abono al crédito, abono a la tarjeta, pago de tarjeta, pago de la tarjeta de crédito, mensualidad de la tarjeta,
          intereses del sobregiro, intereses moratorios, recargo por mora, cargo por mora, crédito de nómina, crédito personal,
          cuota del préstamo personal, préstamo personal, cuota de manejo de la tarjeta, manejo de cuenta, mantenimiento de la cuenta`},
      {
        kind: 'Bills/subscriptions',
        weak: 'suscripción, suscripciones, membresía, membresías',
        strong: `suscripción anual, suscripción mensual, almacenamiento en la nube, trastero, guardamuebles, dominio web, hosting del sitio,
          licencia de software, licencia de windows, licencia de office, antivirus, vpn del celular`},
      {
        kind: 'Entertainment/streaming',
        strong: `plataformas de streaming, suscripción a netflix, cuenta de netflix, cuenta de spotify, spotify premium, youtube premium,
          disney plus, star plus, hbo, max de hbo, paramount plus, amazon prime video, prime video, crunchyroll, apple tv plus`},
      {
        kind: 'Healthcare',
        // Medicines by generic and common brand name, visits, specialists, tests and treatments.
        strong: `acetaminofén, acetaminofen, naproxeno, diclofenaco, ketorolaco, metamizol, omeprazol, ranitidina,
          amoxicilina, azitromicina, ciprofloxacino, cefalexina, penicilina, loratadina, cetirizina, clonazepam, sertralina,
          fluoxetina, metformina, losartán, losartan, enalapril, atorvastatina, levotiroxina, salbutamol, prednisona,
          dexametasona,  antigripal, antigripales,
          sal de uvas, vitamina c, vitamina d, complejo b, suero oral, sueros orales,
          suero fisiológico, ungüento, antimicótico, antiinflamatorio, antiinflamatorios, analgésico, analgésicos, relajante muscular,
          antihistamínico, antihistamínicos, antibiótico para, insulina, inhalador, inyección, inyecciones, receta médica, receta, recetas,
          pastilla, gasas,   vendaje, alcohol en gel, gel antibacterial, agua oxigenada, cubrebocas, tapabocas,
          barbijo, barbijos, mascarillas quirúrgicas, tensiómetro, glucómetro, tiras reactivas, test de antígenos, prueba pcr, pcr,
          doctora, médica, médico general, médico particular, especialista, ginecóloga, dermatóloga, cardiólogo, cardióloga,
          oftalmóloga, otorrino, otorrinolaringólogo, traumatólogo, traumatóloga, neurólogo, neuróloga, urólogo, uróloga,
          endocrinólogo, endocrinóloga, endocrino, gastroenterólogo,  nutrióloga, nutriólogo, psiquiatra, terapeuta,
          psicoterapia, terapia psicológica, sesión de terapia, sesión con la psicóloga, sesión con el psicólogo, fisio,
          fisioterapeuta, kinesióloga, podóloga, odontóloga, ortodoncista, frenillos, limpieza dental, limpieza de dientes,
          resina dental, implante dental, implantes dentales, carillas dentales, prótesis dental, placa dental, hospitalización,
          internación, sanatorio, laboratorio clínico, laboratorio, examen de orina, examen de laboratorio, exámenes de laboratorio,
          exámenes médicos, ultrasonido, rayos x, mamografía, electrocardiograma, papanicolau, papanicolaou, colonoscopia,
          endoscopia, biopsia, chequeo, chequeo médico, check up, vacunación, armazón, armazones, micas para lentes, lentes de contacto,
          audiólogo, audífonos para sordera, cesárea, consulta médica, consultas médicas, consulta con el doctor,
          consulta del doctor, consulta con la doctora, honorarios médicos, seguro de gastos médicos, gastos médicos mayores,
          medicina prepagada, ambulancia, emergencia médica, guardia del hospital, centro de salud, consultorio,
          botica, medicamentos genéricos, genéricos`},
      {
        kind: 'Healthcare/fitness',
        // The gym and sport as exercise.
        strong: `gimnasia, clase de yoga, clases de yoga, clase de pilates, clases de pilates,
          clase de zumba, clases de zumba, clase de crossfit, entrenador personal, entrenadora personal, entrenamiento personal,
          entrenamiento funcional, box de crossfit, kickboxing, boxeo, artes marciales, taekwondo, capoeira, pádel, padel,
          clase de pádel, clases de pádel, clase de tenis, clases de tenis, cancha de pádel, escalada, muro de escalada, rocódromo,
          inscripción al gimnasio, inscripción al gym, mensualidad del gym, membresía del gimnasio, cuota del gimnasio, pase del gym,
          suplemento deportivo, batido de proteína, proteína whey, colchoneta de yoga, entrada al gimnasio`},
      {
        kind: 'Education',
        strong: `reinscripción, inscripción escolar, inscripción al colegio, inscripción a la universidad, mensualidad de la escuela,
          mensualidad del colegio, mensualidad de la uni, mensualidad de la universidad, mensualidad de la facu, cuota de la facu,
          cuota de la universidad, colegiatura de la uni, uni, prepa, secundaria, primaria, preparatoria, bachillerato, kinder,
          jardín de infantes, jardín de niños, lista de útiles, uniforme escolar, uniformes escolares, uniforme del colegio,
          uniforme de la escuela, libreta, libretas, lápiz, lapicero, lapiceros, lapicera, lapiceras, birome, biromes, crayones,
          plumones, marcadores escolares,   goma de borrar, sacapuntas, pegamento, cartulina, cartulinas,
          papel bond, carpeta, carpetas, engrapadora, marcatextos, resaltador, resaltadores,  calculadora, calculadora científica,
          estuche escolar, cartuchera, diccionario, libro de texto, libro de inglés, libro del colegio, libros del colegio,
          fotocopias de la facu, copias de la uni, impresiones de la uni, especialización, licenciatura,
          tesis, titulación, trámite del título, título universitario, cédula profesional, examen de inglés, toefl, ielts,
          clases de regularización, clases de apoyo, clases de refuerzo, profesor particular, profesora particular, maestro particular,
          academia de idiomas, escuela de idiomas, instituto de inglés, curso de inglés, curso de francés, curso online, curso en línea,
          cursos online, taller de fotografía, clases de guitarra, clases de canto, clases de dibujo, clases de pintura, clases de teatro,
          material didáctico, materiales escolares, cuota escolar, excursión escolar, viaje de estudios, paseo escolar, útiles de la escuela`},
      {
        kind: 'Shopping/clothing',
        strong: `pantalones, zapato, zapatitos, tenis nuevos, botines, chancletas, ojotas, mocasines, alpargatas, zapatos de vestir,
          zapatillas deportivas, calzado deportivo, gorro, gorros,  sueter, suéteres,    
          cazadora, gabardina, impermeable, chubasquero, mezclilla, pantalón de mezclilla, leggins, mallas deportivas, joggers,
          pants deportivos, enterito, overol, overoles, boxers, bóxers, corpiño, corpiños, piyama,  bata de baño, calcetas,
          soquetes, calcetines nuevos,          saco de vestir,
          blazer, chaleco,  ropa deportiva, ropa de bebé, ropa de invierno, ropa de verano, ropita, lencería, outfit,
          zapatería, tienda de ropa, ropa nueva, uniforme de trabajo, lentes de sol, anteojos de sol, gafas de sol, cinturones, 
          carteras de mujer,  riñonera, canguro,  guantes de invierno`,
        weak: 'prenda, prendas, uniforme, calzas',
      },
      {
        kind: 'Shopping/electronics',
        strong: `pantalla, pantallas, smart tv, televisión, tableta, tabletas, pc gamer, computadora portátil, computador portátil,
          laptop nueva, módem, cable usb, cable hdmi, cargador del celular, cargador del cel, cargador de la laptop, batería externa,
          funda del cel, funda para el celular, mica del celular, mica para el celular, vidrio templado, cambio de pantalla,
          reparación del celular, arreglo del celular, reparación de la compu, arreglo de la compu, consola, play station, ps4,
          joystick, reloj inteligente, dron, drone, impresora nueva, tóner, cartuchos de tinta, disco externo, memoria sd,
          audífonos inalámbricos, auriculares inalámbricos, audífonos bluetooth, bocina bluetooth, parlante bluetooth, celular nuevo,
          teléfono celular, smartphone nuevo,  accesorios para el celular,
          funda pal cel, funda pal celu, funda pal celular, forro pal celular, forro del celular, forro para el celular, carcasa pal celu, carcasa del celular, carcasa para el celular, carcasa del celu`,
        // A case is mostly the phone's ("una funda 8.000"); a pillow's says so ("funda de almohada").
        weak: 'funda, fundas'},
      {
        kind: 'Shopping/home',
        strong: `sillón, sillones, sofá cama, juego de comedor, juego de sala, sala de estar, comedor de madera, colchones, base de cama,
          somier, box spring, toalla, cortina, persianas, cuadros para la casa, vajilla, olla, sartenes, cuchillos,
          tupper, refractario, refractarios, tostador, horno eléctrico, horno de microondas, freidora, calentador, calentador de agua,
          calefón, anafe, lavaplatos, minisplit, mini split, abanico, purificador de agua, filtro de agua, martillo, desarmador,
          tornillos, clavos, brocha, rodillo de pintura, varilla, tubería, regadera, cerradura,  multicontacto, enchufes,
          focos led, tierra para plantas, vivero, adornos, adornos para la casa, tlapalería, pinturería, corralón de materiales,
          materiales de construcción, material de construcción, remodelación, mueble, mueblería,   buró, librero,
            cajonera, colgadores, cosas para la casa, artículos para el hogar, cobertor,
          cubrecama, funda de almohada, fundas de almohada, mantel, manteles, utensilios de cocina, vasos de vidrio,
          escurridor, bote de basura, tacho de basura, basurero`,
        weak: 'sala, taza, tazas',
      },
      {
        kind: 'Shopping/beauty',
        strong: `máscara de pestañas, base de maquillaje, polvo compacto, sombras de ojos, paleta de sombras, brochas de maquillaje,
          brillo labial, gloss, crema para la cara, crema corporal, crema para el cuerpo, crema de manos, crema antiarrugas,
          contorno de ojos, tónico facial, agua micelar, desmaquillante, bronceador, autobronceador, loción, fragancia, 
          keratina, alisado, alisado de pelo,  mechitas, rayitos, balayage, decoloración, tratamiento capilar, tratamiento facial,
          botox, depilación láser, depilación con cera, lifting de pestañas, microblading, peinado, corte de cabello, peluquero,
          peluquera, estilista, barbero, estética, uñas esculpidas, uñas postizas, hacerme las uñas, me hice las uñas, mis uñas,
          arreglo de manos, manos y pies, tatuaje, tatuajes, piercing, cosmetiquera,  productos de belleza,
          cuidado de la piel, rutina de skincare, exfoliante, mascarilla facial, plancha para el pelo, rizador`},
      {
        kind: 'Shopping',
        strong: `juguetería, muñeca, muñecas, peluche, peluches, carritos de juguete, pelota, pelotas, balón de fútbol,
          obsequio, obsequios, tarjeta de regalo, gift card, giftcard, papelería, artículos de papelería, lienzo, lienzos, 
          acuarelas, estambre, materiales de manualidades, manualidades, bicicleta nueva, bici, casco de bici, casco de moto,
          equipo de camping, carpa, bolsa de dormir, caña de pescar, artículos deportivos, balón de básquet, guayos, tacos de fútbol,
          botines de fútbol, raqueta de tenis, pesas, mancuernas, guitarra, ukelele, teclado musical, batería musical, cuerdas de guitarra,
          tienda de regalos, bazar, tienda departamental, tienda por departamentos, centro comercial, plaza comercial, outlet,
          compras en línea, compra en línea, compras online, compra online, pedido de amazon, pedido de mercado libre, paquete de shein`},
      {
        kind: 'Entertainment',
        // Going out, shows, sport to watch, games, chance and pastimes.
        strong: `peli, pelis,  función de cine, entradas al cine, boletos del cine, boletos para el cine, show, espectáculo,
          espectáculos, toquín, tocata, obra de teatro, entradas al teatro, musical de broadway, monólogo, stand up, taquilla, palco,
          boletos para el concierto, entradas para el concierto, entrada al concierto, cancha, canchita, alquiler de cancha de fútbol,
          cancha de fútbol, partido de fútbol, entradas para el partido, boletos para el partido, corrida de toros, béisbol, beisbol,
          juego de béisbol, juego de fútbol, abono de fútbol, pack fútbol, cover, cover del antro, entrada a la disco, entrada al boliche,
          juerga, pachanga, fiestón, rumbita, previa con amigos, hookah, narguile, narguila, shisha, billar, mesa de billar, pool,
          maquinitas, recreativos, tragamonedas, tragaperras, raspadita, raspaditas, raspa y gana, rasca y gana, boleto de lotería,
          billete de lotería, décimo de lotería, cachito de lotería, pronósticos deportivos, apuesta deportiva, apuestas deportivas,
          casa de apuestas, rifa, rifas, boleto de rifa, boletos de rifa, número de la rifa, diamantes de ,
          pase de batalla,  juego de la play, juego para la play, juego de play, juegos de play,
          juego de xbox, juego del switch, juego de nintendo, videojuego nuevo, tarjeta de steam, tarjeta de google play,
          parque acuático, balneario, parque temático, parque de atracciones, feria de atracciones, juegos de la feria, exposición,
          expo, museo de arte, galería de arte,  pesca deportiva, cromos, figuritas, sobres de figuritas, álbum de figuritas,
          libro de manga, manga,   novela gráfica, revista, suscripción a la revista, suscripción al periódico,
          salida con amigos, salida al cine, salida al teatro, paseo al parque, día de campo`},
      {
        kind: 'Travel',
        strong: `pasaje de avión, pasajes de avión, boleto de avión, boletos de avión, billete de avión, billetes de avión,
          vuelo de regreso, vuelo de ida, tarifa aérea, tasa aeroportuaria, tasa de aeropuerto, impuesto de salida, exceso de equipaje,
          maleta documentada, equipaje documentado,  valija, valijas, visado, trámite de visa, trámite de la visa, visa americana,
          visa de turista, cita de la visa, asistencia al viajero, seguro de viajero, cabaña, cabañas, cabaña en la playa, estadía,
          noche de hotel, noches de hotel, hotel todo incluido, todo incluido, all inclusive, escapada, escapada de fin de semana,
          city tour, tour guiado, guía turístico, entrada al parque nacional, parque nacional, alquiler de carro,
          renta de coche, renta de camioneta, rent a car, auto de alquiler, carro rentado, dólares para el viaje, euros para el viaje,
          viaje a la playa, viaje de fin de semana, pasaje de larga distancia,
          micro de larga distancia, bus de larga distancia, autobús de larga distancia, terminal de autobuses, central de autobuses,
          terminal de buses, luna de miel, vacaciones en la playa`},
      {
        kind: 'Other/pets',
        strong: `veterinario,   alimento para perro, alimento para perros, alimento para gato, alimento para gatos,
          concentrado para perro, concentrado para el perro, comida para gato, comida para el gato, comida para gatos, comida del perro,
          comida del gato, comida para el perro, comida para , croquetas del perro, croquetas del gato, arena para gato,
          arena para el gato, arena sanitaria, arena de gato, estética canina, baño para el perro, baño del gato, corte de pelo del perro,
          paseador de perros, paseador, guardería canina, guardería de perros, hotel para perros, pensión para perros, jaula, pecera,
          alimento para peces, comida para peces, castración, castración del perro, esterilización de la gata, esterilización del perro,
          desparasitación, vacuna antirrábica, antirrábica, correa para el perro, collar para el perro, juguete para el perro,
          juguetes para el gato, rascador para gatos, premios para el perro, snacks para perro, huesos para perro,  tienda de mascotas`},
      {
        kind: 'Shopping/baby',
        strong: `pañalera, leche de fórmula, fórmula para el bebé, fórmula del bebé, fórmula infantil, leche para el bebé,
          papilla, papillas, compotas, biberón, biberones, mamila, mamilas, mamadera, mamaderas, chupón, chupete, chupones,
          coche para bebé, coche de bebé, silla para el carro, silla para el auto, silla de bebé para el auto, andadera, andador,
          ropa del bebé, ropita del bebé, cosas del bebé, cosas para el bebé, pañalitos, pañales desechables, pañales de tela`,
      },
      {
        kind: 'Other/kids',
        strong: `baby shower, niñero, cuidadora, cuidadora de niños, nana de los niños, jardín maternal, estancia infantil,
          mesada de los niños, útiles de los niños, fiesta infantil, animador de fiestas, inflable, brincolín`},
      {
        kind: 'Other/donations',
        strong: `limosna, limosnas, colecta, teletón, caridad, beneficencia, donativo, donativos, donaciones,
            iglesia, parroquia,  ofrenda de la iglesia, ofrenda en la iglesia, aporte a la iglesia,
          fundación, ong, causa benéfica`},
      {
        kind: 'Other/services',
        strong: `planchado, lavado y planchado, servicio de lavandería, lavandería de autoservicio, modista, arreglo de un pantalón,
          gasfiter, gásfiter, gasfitero, carpintero, carpintería,   herrero, herrería, vidriero, vidriería, plomería,
          fontanería, cerrajería, electricista de la casa, exterminador, fumigador, señora de la limpieza, señora del aseo,
          muchacha del aseo, chica de la limpieza, muchacha de servicio, trabajadora doméstica, servicio doméstico, asistenta,
          limpieza de la casa, limpieza del depa, lavado de alfombras, lavado de muebles, lavado de colchón, técnico de la lavadora,
          técnico del refri, reparación de la lavadora, reparación del refri, reparación de electrodomésticos,
          mensajería,  envío de paquete, paquete por correo,   abogada, escribano, escribanía, apostilla, apostillado, trámite en la notaría,
          copias certificadas, funeraria, funeral, velorio, entierro, sepelio, cremación, lápida, cementerio, servicios funerarios,
          traductor, traducción oficial, fletero, flete de la mudanza, cambio de chapa, copia de llaves, arreglo de zapatos,
          reparación de calzado, remiendo`},
      // Round 2 (extra4): trains and passes in Spain, second-hand markets, gifts for an occasion, the
      // milk round, street markets, animal charities, pet procedures and farm and garden inputs.
      {
        kind: 'Transportation',
        strong: `billete de ave, billetes de ave, billete del ave, billetes del ave, tren ave, el ave, en ave, en el ave,
          pasaje del ave, tren alvia, tren avlo, billete de alvia, abono transporte, abono de transporte, abono del transporte,
          abono mensual de transporte, abono joven, abono de metro, abono del metro, abono de cercanías, abono del bus,
          abono de autobús, recarga del abono, tarjeta de transporte`,
      },
      {
        kind: 'Shopping',
        strong: `mercado de pulgas, mercado de las pulgas, el rastro, feria americana, feria de garaje,
          venta de garaje, venta de garage, bazar de ropa usada, ropa americana, ropa de segunda, ropa de segunda mano,
          tienda de segunda mano, tienda de antigüedades`,
      },
      {
        kind: 'Shopping/gifts',
        strong: `regalo de graduación, regalo de grado, regalo de boda, regalo de bautizo, regalo para el baby shower,
          regalo del baby shower, regalo de cumpleaños, regalo de comunión, regalo de primera comunión, regalo de quince`,
      },
      {
        kind: 'Groceries',
        strong: `lechero, el lechero, reparto de leche, feria del barrio, feria de la esquina, feria del domingo, feria del sábado,
          feria del jueves, la feria libre, feria modelo, feria de frutas y verduras, verduras de la feria`,
      },
      {
        kind: 'Other/services',
        strong: 'limpiador de ventanas, limpieza de ventanas, lavado de ventanas, limpieza de vidrios, limpieza de cristales',
      },
      {
        kind: 'Other/donations',
        strong: `refugio de animales, refugio de perros, refugio de gatos, protectora de animales, albergue de animales,
          albergue canino, rescate animal, fundación de animales, fundación animalista, donación al refugio`,
      },
      {
        kind: 'Other/pets',
        strong: `limpieza dental del perro, limpieza dental del gato, limpieza dental de la perrita, seguro para mascotas,
          seguro de mascotas, seguro del perro, seguro del gato, bolsitas para caca, bolsas para caca, bolsitas del perro,
          correa retráctil, arnés para perro`,
      },
      {
        kind: 'Shopping/home',
        strong: `semillas de papa, semilla de papa, semillas de maíz, semillas de hortalizas, semillas para sembrar,
          semillas para la huerta, abono orgánico, abono para las plantas, abono para el jardín, fertilizante, fertilizantes,
          insumos agrícolas, agroquímicos, herbicida, herbicidas, plaguicida, plaguicidas, insecticida, fungicida,
          tierra para macetas, tierra abonada, humus de lombriz`,
      },
      // Round 2, second batch: phone credit, second-hand phones and meat bought by weight for a barbecue.
      {
        kind: 'Bills',
        strong: `recargué el celular, recargue el celular, recargué mi celular, recargué el cel, recargué el móvil, recarga al celular,
          recarga del celular, recarga del móvil, recarga de saldo, recargué saldo, saldo para el celular, saldo del celular,
          recarga de datos, paquete de datos, recargué datos, carga del celular, cargué saldo`,
        // Also the phone bill, beside other bills ("internet 400, celular 300"): agreeWithTheList.
        weak: 'celular, celu, móvil',
      },
      {
        kind: 'Shopping/electronics',
        strong: `móvil de segunda mano, celular de segunda mano, teléfono de segunda mano, celular usado, móvil usado, teléfono usado,
          celular nuevo, teléfono nuevo, móvil reacondicionado, celular reacondicionado, iphone de segunda mano, iphone usado,
          portátil de segunda mano, laptop usada`,
      },
      {
        kind: 'Groceries',
        strong: `kilos de asado, kilo de asado, kg de asado, carne para el asado, carne para asado, carne para la parrilla, kilos de carne,
          kg de carne, kilos de pollo, kg de pollo, kilo de milanesa, kilos de milanesa, kilo de vacío, kilo de chorizo,
          kilo de costillar, carbón para el asado, bolsa de carbón`,
      },
      // Round 3 (extra5, extra6): supplements, medical cover, the car's small things and passes.
      {
        kind: 'Healthcare',
        strong: `fórmula médica, medicina prepagada, prepagada, cuota moderadora, prima del seguro médico, cuota de la isapre,
          plan de salud, seguro de salud`,
      },
      {
        kind: 'Transportation',
        // A pass for a day says when, not where: the place named with it decides ("pase diario del gimnasio").
        strong: 'abono de un día, billete de un día',
        weak: 'pase diario, pase del día, pase de día, abono diario',
      },
      {
        kind: 'Other/services',
        strong: 'timbres postales, timbres de correo, estampilla, sello postal, sellos postales',
      },
    ],
    income: [
      {
        category: 'Rental',
        custom: ['rental', 'rent', 'alquiler', 'arriendo', 'alquileres', 'rentas'],
        strong: 'renta',
      },
      {
        category: 'Salary',
        custom: ['salary', 'wages', 'paycheck', 'salario', 'sueldo', 'nómina', 'work', 'job'],
        // Kinds of pay and of benefits from work in Spain and Latin America ("prima" only here: in Portuguese a cousin).
        strong: `reparto de utilidades, ptu, vales de despensa, vale de despensa, fondo de ahorro, bono de productividad,
          bono de puntualidad, bono de desempeño, bono anual, prima de antigüedad, prima semestral, catorceava, paga extraordinaria,
          pagas extra, sueldo neto, sueldo base, salario base, salario mínimo, pago de nómina, liquidación de sueldo,
          liquidación del sueldo, recibo de sueldo, horas extraordinarias, viáticos, gratificación legal, décimo tercero,
          décimo cuarto, sueldo del mes, salario del mes, quincena del trabajo, pensión de jubilación, prima`,
      },
      {
        category: 'Freelance',
        custom: ['freelance', 'freelancing', 'side hustle', 'freela', 'extra', 'changas'],
        // Side gigs and paid work outside a payroll.
        strong: `pituto, pitutos, cachuelo, cachuelos, chambita, chambitas, camellito, asesoría, asesorías, consultoría,
          consultorías, boleta de honorarios, recibo por honorarios, recibos por honorarios, cuenta de cobro, honorarios profesionales,
          trabajo independiente, trabajo por mi cuenta, encargo de diseño`,
      },
      {
        // Looking after someone's children or home: work paid once, named only when the words say it came in.
        category: 'Freelance',
        definesType: false,
        custom: ['freelance', 'freelancing', 'side hustle', 'freela', 'extra', 'changas'],
        strong: `cuidar a los niños, cuidé a los niños, cuidando a los niños, cuidar a sus hijos, cuidé a sus hijos, de niñera, cuidar la casa,
          casamiento, boda, bodas, seña, tatu, tatuaje, tatuajes, sesión de fotos, evento, eventos, catering, logo, logos`,
      },
      {
        category: 'Business',
        custom: ['business', 'sales', 'negocio', 'ventas'],
        strong: `ventas del día, ventas de la semana, ventas del mes, venta del día, ventas del local, ventas de la tienda,
          ventas del negocio, ventas por mercado libre, ventas en mercado libre, ganancias del negocio, utilidades del negocio,
          caja del día, cierre de caja, corte de caja, recaudación del día, lo recaudado, recaudación, venta del puesto,
          ventas del puesto`,
      },
      {
        category: 'Investment',
        custom: ['investment', 'investments', 'inversiones', 'dividendos'],
        strong: `intereses del banco, intereses de la cuenta, intereses del plazo fijo, rendimiento del plazo fijo, rendimientos de cetes,
          intereses de cetes, rendimiento de la cuenta, rendimientos de la cuenta, cupón del bono, ganancia de capital,
          ganancias de capital, venta de acciones, dividendo de acciones, rendimiento del fondo, rendimientos del fondo`,
      },
      {
        category: 'Rental',
        custom: ['rental', 'rent', 'alquiler', 'arriendo', 'alquileres', 'rentas'],
        strong: `renta del local, alquiler del local, arriendo del local,
          pago del inquilino, pago de la inquilina, renta del inquilino, alquiler del inquilino, arriendo del arrendatario`,
      },
      {
        category: 'Refunds',
        custom: ['refunds', 'refund', 'reembolsos', 'reembolso', 'devoluciones'],
        strong: `devolución de impuestos, devolución del iva, devolución del sat, devolución de la dian, devolución de hacienda,
          devolución de la afip, saldo a favor, contracargo, contracargos, reversa, reverso, reversión del cobro, nota de crédito,
          devolución de la compra, devolución del pasaje, reintegro de la obra social, reintegro de la prepaga, reembolso del seguro,
          reembolso médico`,
      },
      {
        category: 'Gift',
        custom: ['gift', 'gifts', 'regalo', 'regalos'],
        // "premio" names a prize only when a verb says money came in ("gané un premio").
        definesType: false,
        strong: 'premio, premio del sorteo, premio de la rifa, premio de la quiniela, premio del concurso',
      },
      {
        // Where winnings come from (a pool, a bet, a draw): they name the category once a verb says money came
        // in ("gané 300 en la polla"), and stay a purchase otherwise ("apuesta 100 al américa").
        category: 'Gift',
        definesType: false,
        custom: ['winnings', 'prizes', 'prize', 'premios', 'lotería', 'gift', 'gifts'],
        strong: `polla, pollas, pollita, apuesta, apuestas, apostando, quiniela, quinielas, lotería, loteria, loto, baloto,
          melate, rifa, rifas, sorteo, el gordo, euromillones, la primitiva, bonoloto, raspadito, raspaditos, tinka, kino,
          chance, bingo, casino, póker, poker, prode, prodes, ruleta, tragamonedas, tragaperras, hipódromo, pedrea`,
      },
      {
        // A saint's day is an occasion for a gift, as a birthday is ("me dio 50 por mi santo").
        category: 'Gift',
        definesType: false,
        custom: ['gift', 'gifts', 'regalo', 'regalos'],
        strong: 'santo, mi santo, onomástica, onomástico, día de mi santo, día del santo',
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
  household: { people: words('esposa esposo mujer marido novia novio mama papa madre padre hijo hija hijos suegra suegro abuela abuelo pareja viejo vieja viejos papi mami padres papas abuelos'), partners: words('esposa esposo mujer marido novia novio pareja'), possessives: words('mi mis nuestra nuestro la el') },
  // ("él" folds to the article "el"; "he pagado" is the user.)
  others: {
    pronouns: words('ella ellos ellas'),
    my: words('mi mis nuestro nuestra'),
    kin: words('hermano hermana primo prima tio tia sobrino sobrina'),
    outsiders: words('jefe patron vecino vecina gerente supervisor'),
    user: words('yo me mi conmigo nosotros nos'),
    acts: words('pago paga compro compra gasto gasta pidio agarro invito invitaron tomo puso pusieron tiene vendiendo vendio vende'),
  },
  actionWords: words(`
    salio gaste gastamos pague compre costo cuesta recibi cobre gane fue fueron agrega agregar anota
    registra registrar pagaron depositaron transfirieron regalaron dieron cayeron llego cobraron cobra
    cobran ingreso egreso monto cayo entro llegaron ingrese ingresaron mande envie regrese
        vendimos preste devolvi devolvieron rindio pase regale di reembolse reintegre entraron pille
      `),
  replies: ES,
  clarifyMarker: CLARIFY_MARKER,
  recordedWords: words('registrado registrada registrados registradas anotado anotada anotados anotadas guardado guardada'),
  examples: { description: 'almuerzo', withDate: 'almuerzo 25 ayer', full: 'almuerzo 25' },
  genericDescriptions: { expense: 'Gasto', income: 'Ingreso' },
  categoryNames: ES_CATEGORY_NAMES,
};
