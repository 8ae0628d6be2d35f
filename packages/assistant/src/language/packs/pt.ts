/** Portuguese: every word the engine knows in Portuguese, folded. */
import type { LanguagePack } from '../pack';
import { CLARIFY_MARKER, PT } from '../../replies/phrases-pt';
import { PT_CATEGORY_NAMES } from './category-names-pt';

const words = (list: string): readonly string[] => list.split(/\s+/).filter(Boolean);

export const pt: LanguagePack = {
  code: 'pt',
  markers: words(`
    e o ao aos num numa pela faz atras ha mostrar comida esta este fora renomear renomeie
    renomeia remover remova exclua cobraram torrei larguei desembolsei eu meu minha meus minhas no na nos nas com em gastei paguei comprei recebi ganhei ontem hoje
    quanto quantos quanta mes ano reais um uma do da dos das pra pro foi deu voce obrigado obrigada
    valeu oi ola bom boa noite nao sim almoco jantar conta aluguel orcamento criar apagar excluir
    desfazer verdade muda mude mudar despesa despesas receita receitas essa esse isso ficou ainda
    posso gastos gasto tenho tive ajuda mostra mostre quais qual categorias ultima ultimo semana
    passada passado onde mais fiz fui peguei coloquei mercado padaria farmacia gasolina salario
    lazer contas luz agua academia entrada saida ate depois tambem tava estava estou
    sobrou sobra resta falta pix cartao boleto fatura parcela vezes lanche feira ganho
    renda freela adicione adiciona registrar registra anota anotar trocar troca corrige corrigir
    quero queria preciso poderia quanto posso gastar deste desse nesta neste nesse nessa
    resumo maiores mensal dinheiro
  `),
  numbers: {
    additive: {
      um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9,
      dez: 10, onze: 11, doze: 12, treze: 13, catorze: 14, quatorze: 14, quinze: 15, dezesseis: 16,
      dezasseis: 16, dezessete: 17, dezoito: 18, dezenove: 19, vinte: 20, trinta: 30, quarenta: 40,
      cinquenta: 50, sessenta: 60, setenta: 70, oitenta: 80, noventa: 90, cem: 100, cento: 100,
      duzentos: 200, duzentas: 200, trezentos: 300, trezentas: 300, quatrocentos: 400, quinhentos: 500,
      seiscentos: 600, setecentos: 700, oitocentos: 800, novecentos: 900,
    },
    scales: { mil: 1000, milhao: 1_000_000, milhoes: 1_000_000, bilhao: 1_000_000_000, bilhoes: 1_000_000_000 },
    connectors: ['e'],
    scaleArticles: [],
    half: ['meia', 'meio'],
  },
  amounts: {
    multipliers: { mil: 1000, bi: 1_000_000_000, milhao: 1_000_000, milhoes: 1_000_000, bilhao: 1_000_000_000, bilhoes: 1_000_000_000 },
    currencies: {
      dolar: 'USD', dolares: 'USD', doleta: 'USD', doletas: 'USD', euro: 'EUR', euros: 'EUR', real: 'BRL', reais: 'BRL', conto: 'CONTO', contos: 'CONTO',
      peso: 'PESO', pesos: 'PESO', pila: 'BRL', paus: 'CONTO', libra: 'GBP', libras: 'GBP', iene: 'JPY', ienes: 'JPY',
      rupia: 'INR', rupias: 'INR', franco: 'CHF', francos: 'CHF', lira: 'TRY', liras: 'TRY', rublo: 'RUB', rublos: 'RUB',
      kwanza: 'AOA', kwanzas: 'AOA', meticais: 'MZN', escudos: 'CVE',
    },
    multiplierCurrencies: {},
    nounSlang: words('pila paus'),
    notes: {},
    articleNotes: {},
    countedNotes: {},
    currencyOf: ['de'],
    units: words(`
      vezes vez parcelas parcela meses mes anos km kms kg kgs g gr gramas l lt litros ml metros m cm mts horas h hs
      min mins minutos segundos dias noites semanas pessoas unidades itens porcento andar passos quilo quilos kilo kilos toneladas
      litro xicara xicaras xic xics colher colheres mm milimetros calorias kcal graus
    `),
    measureUnits: words('km kms kg kgs g gr gramas l lt litros litro ml metros m cm mts horas h hs min mins minutos segundos passos quilo quilos kilo kilos toneladas voltas mm milimetros calorias kcal graus'),
    singularS: words('gas mas mais menos tres dos seis mes onibus tenis lapis pais pagos pagas demais jamais'),
    countCues: words('top ultimos ultimas ultimo ultima primeiros proximos proximas'),
    ordinalSuffixes: words('o a'),
    notMoneyAfter: ['porcento', 'por cento'],
    yearCues: words('em ano desde'),
    yearOf: words('de do'),
    partsOfYear: ['trimestre'],
    hourArticles: [],
    namePrepositions: words('no na do da pelo pela por o via'),
    referencePrices: {
      before: ['caiu de', 'baixou de', 'desceu de', 'em vez de', 'ao inves de', 'normalmente', 'geralmente', 'ano passado', 'ano passado foi', 'ofereceu', 'me ofereceu'],
      opening: ['era', 'antes', 'antes era'],
      after: ['bruto', 'brutos', 'antes dos impostos', 'sem desconto', 'normalmente', 'no ano passado', 'ano passado', 'em outro lugar'],
    },
    restOfTotal: ['o resto', 'do resto'],
    change: { change: words('troco'), notes: words('nota notas cedula cedulas') },
    pricedSmallWords: [],
    placesOfTotal: ['no', 'na', 'em'],
  },
  quantities: {
    myShare: '(?:a )?minha (?:parte|metade|cota)(?: (?:foi|deu|ficou|e))?|me coube|fiquei com|(?:entao |ou seja |deu |da )?[\\d.,]+ (?:pra|para|p) mim',
    measures: {
      kilo: words('kg kgs kilo kilos quilo quilos quilograma quilogramas'),
      gram: words('g gr grs grama gramas'),
      pound: words('lb lbs libra libras'),
      litre: words('l lt lts litro litros'),
      millilitre: ['ml'],
      gallon: words('galao galoes'),
      dozen: words('duzia duzias'),
    },
    each: ['cada'],
    eachWay: ['cada sentido', 'cada trecho', 'por trecho', 'por sentido'],
    roundTrip: ['ida e volta', 'ida e vinda'],
    one: words('um uma'),
    per: words('por o a cada'),
    perOne: words('unidade pessoa cabeca um uma noite dia'),
    people: words('pessoa cabeca'),
    at: ['a'],
    instalmentCues: ['em'],
    rangeFrom: words('de desde entre das dos'),
    for: words('para pra pro'),
    priceOf: ['de'],
    halfBefore: words('meio meia'),
    timeWords: words('mes meses semana semanas dia dias ano anos vez'),
    rateUnits: { hour: words('hora horas hr hrs'), week: words('semana semanas'), month: words('mes meses') },
    hourVerbs: words('sai saiu chega chegou comeca abre fecha termina parte'),
    hourAfter: words('h horas hs'),
    partyVerbs: words('fomos eramos somos eram sao'),
    peopleAfter: ['pessoas'],
    both: words('ambos ambas'),
    me: ['mim'],
    mineOrArticle: words('meu minha meus minhas o a os as'),
    listJoiners: ['e'],
    negations: ['nao'],
    spent: words('gastei gaste gastamos gasto paguei pague pagamos pago custou custo'),
  },
  dates: {
    months: {
      janeiro: 1, fevereiro: 2, marco: 3, abril: 4, maio: 5, junho: 6, julho: 7, agosto: 8, setembro: 9,
      outubro: 10, novembro: 11, dezembro: 12,
    },
    monthsBesideDay: {},
    monthBeforeDay: false,
    weekdays: {
      domingo: 0, 'segunda-feira': 1, segunda: 1, 'terca-feira': 2, terca: 2, 'quarta-feira': 3, quarta: 3,
      'quinta-feira': 4, quinta: 4, 'sexta-feira': 5, sexta: 5, sabado: 6,
    },
    weekdaysShort: words('seg ter qua qui sex sab dom'),
    counts: { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, dez: 10 },
    relativeDays: { ontem: -1, hoje: 0, amanha: 1, anteontem: -2 },
    periodWords: words(`
      manha tarde noite cedo passado passada passados passadas ultimo ultima ultimos ultimas semana semanas
      mes meses ano anos dia dias atras antes depois desde atual corrente sempre inicio agora ate feira trimestre
    `),
    dayPhrases: {
      dayBeforeYesterday: 'anteontem|antes de ontem',
      yesterday: 'ontem(?: (?:a|de|pela|à) (?:noite|tarde|manha))?',
      today: 'hoje(?: (?:de|a|pela|à) (?:manha|tarde|noite)| cedo)?|hj|(?:esta|essa|nesta) (?:manha|tarde|noite)',
      tomorrow: 'amanha',
      dayAfterTomorrow: 'depois de amanha',
    },
    agoPhrases: {
      days: '(?:ha|faz) ({n}) dias?|({n}) dias? atras',
      weeks: '(?:ha|faz) ({n}) semanas?|({n}) semanas? atras',
    },
    quarters: {
      current: '(?:(?:este|neste|esse|nesse|deste|desse|do|no|o) )?trimestre(?: (?:atual|corrente|em curso))?',
      previous: '(?:(?:o|no|do) )?trimestre (?:passado|anterior)|(?:(?:o|no|do) )?ultimo trimestre',
      named: '(?:(?:o|no|do) )?{n} trimestre',
      ordinals: {
        primeiro: 1, '1o': 1, '1º': 1, '1°': 1, segundo: 2, '2o': 2, '2º': 2, '2°': 2,
        terceiro: 3, '3o': 3, '3º': 3, '3°': 3, quarto: 4, '4o': 4, '4º': 4, '4°': 4,
      },
    },
  },
  query: {
    accountBalance: 'saldo|conta|tenho',
    balanceNoun: 'saldo',
    howMuchAnywhere: 'quanto|quanta|soma',
    listItems: 'gast\\w*|despesas?|compr\\w*|pagu\\w*|pagos?|receb\\w*|receitas?',
    moreOrLess: 'mais|menos|maior|maiores|menor|menores',
    oneCategory: 'categoria',
    pluralCategories: 'categorias',
    singleTop: 'maior|principal',
    totalWord: 'total|totais',
    afford: 'posso gastar|posso comprar|devo gastar|da pra gastar|pensando em gastar',
    average: 'media|medias|em media|na media|normalmente|geralmente|usualmente|habitualmente|gasto medio',
    standing:
      'no cheque especial|(?:estou|estamos|to|tou|ta|esta|fiquei|ficamos|fico|ficou|ficar|continuo|sigo|estarei|terminei|termino|entrei|entramos|cai|fechei|fechamos|fechou)(?: o (?:mes|ano))? no (?:vermelho|negativo|azul|positivo|lucro|prejuizo)|' +
      // Whether the money will last: "dá pra chegar até o fim do mês?", "o dinheiro vai dar pro fim de semana?".
      '(?:da|vai dar|dara) (?:pra|para) (?:chegar|aguentar|fechar)|(?:o )?(?:dinheiro|grana|salario) (?:da|vai dar|dara) (?:pra|para|pro|ate)|tenho (?:dinheiro|grana) (?:suficiente )?(?:pra|para|pro|ate)',
    inVersusOut: '(?:ganhando|ganho) mais do que (?:estou )?(?:gastando|gasto)|(?:gastando|gasto) mais do que (?:estou )?(?:ganhando|ganho)',
    balance:
      'saldo|financas|como (?:estou|estao|esta|estoy|va|van|ando|terminare)|quanto tenho|(?:o que )?entrou menos (?:o que )?(?:saiu|gastei)|entradas menos (?:saidas|gastos)|' +
      '(?:plata|dinero|lana|guita|dinheiro|grana) (?:que )?(?:tengo|tenho)|tenho na conta|sobr\\w*|' +
      'economiz\\w*|rest(?:a|ou|ando)|' +
      // Money made against money lost: "lucro ou prejuízo", "tô ganhando ou perdendo".
      'lucr(?:o|ei|amos)|prejuizo|ganhando ou perdendo|ganhei ou perdi',
    biggest: 'maiores|maior|mais caros?|mais caras?|mais altos?|mais altas?|mais pesad[oa]s?|grandes',
    biggestNoun: 'coisas?|gastos?|despesas?|compras?|pagamentos?|receitas?|entradas|transac\\w*',
    byCategory: 'por categorias?',
    categoryOrWhere: 'onde|em que|categor\\w*',
    compare: 'mais que|menos que|mais do que|em relacao|comparar|compara|comparando|menos do que|comparad[oa]',
    count: 'quantas vezes|(?:qnt[oa]?s|qtas|qts|qntas) vezes|numero de|(?:quant[oa]s|qtas|qtos|qnt[oa]s)(?! (?:reais|real|dolares|euros|pesos))',
    earned:
      'entrou|entraram|receitas?|ganhei|ganho|ganhos|recebi|entradas|renda|faturei|faturado|faturamos|faturou|faturaram|vendi|vendemos|cobrei|cobramos|' +
      // Tips the user took home: "quanto fiz de caixinha", "quanto tirei de gorjeta".
      '(?:fiz|fizemos|tirei|tiramos|juntei|juntamos) (?:de|em) (?:caixinhas?|gorjetas?)|' +
      'me pagaram|me pagou|me pagam|me paga|me depositaram|me transferiram|me deram|me deu|arrecadei|' +
      // What the user's money yielded: "quanto rendeu a poupança".
      'rendeu|renderam|rendimentos?',
    expenseWords: 'despesas?|gastos?|gastei|gastamos|paguei|compras|gastado',
    future:
      'vou|vamos|irei|vai|preciso|precisa|tenho que|quero|pretendo|planejo|devo|a pagar|por pagar|tomara|espero que|to torcendo|' +
      // "a pensar comprar uma bicicleta" (Portugal), "pensando em comprar": weighing it, not bought.
      '(?:a|em) pensar (?:em )?\\p{L}*(?:ar|er|ir)(?![\\p{L}\\d])|pensando em (?:comprar|gastar|pagar)|' +
      // "vi uma airfryer por 399, to pensando": still thinking it over.
      '(?:to|tou|estou|ainda|ainda to|ainda estou) (?:pensando|na duvida)|' +
      'semana (?:que|q) vem|mes (?:que|q) vem|ano (?:que|q) vem|proxima semana|proximo mes|proximo ano|lembrar|lembre|me lembra|lembra de|lembra-me|lembre-me|lembrete|me deve|' +
      // "anota comprar medicina": a thing to do noted ("anota aí 30 de pizza" records it).
      'anot(?:a|e|ar)(?: ai| pra mim| para mim)?(?: de| pra| para)? \\p{L}+(?:ar|er|ir)(?![\\p{L}\\d])|' +
      // Debts owed to the user and payments promised: "o meu primo deve-me 40", "ele ficou de me pagar".
      // Money on its way: "o reembolso do IRS deve vir pra semana", "o salário deve cair dia 5".
      'deve (?:vir|cair|entrar|chegar|pingar)|devem (?:vir|cair|entrar|chegar)|' +
      'deve-me|devem-me|(?:ficou|ficaram|combinou|combinaram) de (?:me |nos |te )?(?:pagar|devolver|mandar|transferir|depositar|acertar)|prometeu|prometeram',
    list:
      '(?:lista(?:r)?|mostra(?:r)?|me mostra|mostre)(?:-me)? tudo|' +
      '(?:mostr\\w*|lista\\w*|ver|exib\\w*|me (?:mostra|mostre|da|de))(?:[ -](?:me|todos|todas|os|as|meus|minhas))* (?:gastos|despesas|compras|receitas|entradas|ganhos|pagamentos|saidas)|' +
      '(?:mostr\\w*|lista\\w*|me diz|me diga|diz)(?:[ -]me)? (?:o )?que (?:eu )?(?:gastei|gastamos|comprei|compramos|paguei|pagamos)|' +
      '(?:quais|cuales|what|which) (?:foram|fueron|were|are|son|sao) (?:(?:os|as|los|las|my|meus|minhas|mis) )*(?:gastos|despesas|compras|receitas|ingresos|expenses|purchases)',
    mostExpensive: 'mais car[oa]s?|(?:o )?(?:maximo|mais) que (?:eu )?(?:ja )?(?:gastei|paguei|torrei) (?:de uma (?:so )?vez|numa (?:so )?compra|numa tacada)',
    negation: 'nao fiz|nao gastei|nada|nenhum',
    opinion: 'o que (?:voce |vc )?acha|que acha|vale a pena|(?:voce |vc |tu |oce )?acha(?:s)? (?:que|q)(?! \\p{L}+(?:ei|ou|amos)(?![\\p{L}\\d]))',
    over: 'acima de|mais de|maior(?:es)? (?:que|de)|a partir de|pelo menos',
    listVerb: 'mostr(?:a|e|ar)(?:-?(?:me|os|as|mos|los|las|melos|melas))?|me mostra|me mostre|list(?:a|e|ar)(?:-?(?:me|os|as))?|exib(?:e|a|ir)|detalh(?:a|e|ar)',
    perDay: '(?:por|ao|al|cada|todo) dia|diariamente|todos os dias|diari[oa]s?',
    perMonth: 'por mes|ao mes|cada mes|todo mes|todos os meses|mensal|mensais|mensalmente',
    perWeek: 'por semana|cada semana|toda semana|todas as semanas|semanal|semanais|semanalmente',
    perYear: 'anual|anuais|anualmente',
    plan: 'comprar|pagar|gastar|lembrar de',
    pluralNoun: 'coisas|gastos|despesas|compras|transacoes|pagamentos|receitas|entradas|\\d+',
    question:
      'quanto|quanta|quantos|quantas|qto|qnto|qnt|qual|quais|onde|quando|oque|mostrar|me mostra|veja|' +
      'lista|listar|exibir|me da|me diga|diga|resumo|resuma|relatorio|extrato|balanco|analisar|' +
      'mostr[ae]|exib[ae]|analis[ae]|o que|me de',
    recent:
      'movimentacoes|lancamentos|extrato|historico|recentes|' +
      // Portugal: "mostra-me os últimos movimentos".
      'movimentos|ultim[oa]s (?:\\d+ )?(?:operacoes|entradas|receitas|saidas)|' +
      'ultim[oa]s (?:\\d+ )?(?:transac\\w*|gastos|compras|lancamentos|movimientos|despesas|movimentacoes|registros)|' +
      'o que (?:eu )?(?:comprei|paguei)|' +
      // The last time something was paid: "quando paguei a luz pela última vez".
      'quando (?:foi (?:a )?ultima vez que )?(?:eu )?(?:paguei|comprei|gastei|fui)(?= .*ultima vez)|quando foi (?:a )?ultima vez que|ultima vez que (?:eu )?(?:paguei|comprei|gastei|fui)|' +
      '(?:mostr\\w*|list\\w*|ver)(?: me)?(?: (?:as|os|meus|minhas|todas|todos))* (?:transac\\w*|lancamentos|movimentacoes)',
    summary:
      'resumo|resumao|resuminho|resuma|resumir|relatorio|balanco|analisar|panorama|visao geral|' +
      'como (?:eu )?(?:me )?(?:fui|vou|estou indo)|como (?:esta|ta) indo|' +
      'como (?:foi|esta|ta) (?:a |o |minha |meu )?(?:semana|mes|ano)|analis[ae]',
    top:
      'mais gastei|gastei mais(?! ou menos)|gasto mais(?! ou menos)|onde mais|maiores|maior gasto|maior categoria|em que mais|' +
      'por categorias?|(?:qual|que) categoria|(?:quais|que) categorias|gast\\w* (?:mas|mais)(?! ou? menos)|(?:mas|mais) gast\\w*|' +
      '(?:onde|para onde|pra onde) (?:(?:e )?que )?(?:foi|vai|foram|vao|anda|andou|esta indo|ta indo|estao indo|tao indo|tem ido|sumiu|some|somem|sumiram) (?:parar )?(?:o |a |meu |minha |todo |toda )*(?:dinheiro|grana|salario|grana|bufunfa)|' +
      'onde (?:o |meu )?dinheiro (?:foi|vai)|(?:torr|queim)\\w* (?:mais|mas)(?! ou? menos)|(?:q|que) mais pesa\\w*',
    topic:
      'despesas?|receitas?|ganhei|ganho|ganhos|recebi|entradas?|saidas?|saldo|dinheiro|lancamentos?|' +
      'compras|comprei|paguei|torrei|torramos|pago|financas|relatorio|extrato|historico|levo|pagar|devo|fatura|entrou|' +
      'entraram|economizei|gast\\w*|transac\\w*|movimenta\\w*|sobr\\w*|rest[ao]u?|economiz\\w*|categor\\w*|' +
      'movimentos|faturei|faturado|faturamos|cobrei|cobramos|saiu|sairam|rendeu|renderam|rendimentos?|' +
      'resum\\w*|panorama|visao geral',
    topicNoun:
      'gastos|despesas|receitas|entradas|saidas|saldo|transacoes|lancamentos|movimentacoes|financas|' +
      'resumo|relatorio|extrato|historico|totais|balanco|panorama|visao geral|' +
      'movimentos',
    exclamations: 'que (?:preguica|raiva|horror|nojo|vergonha|pena|bom|legal|caro|cara|barato|loucura|roubo|dor|susto|alegria|delicia|saco|merda)',
    tagQuestion: 'ne|neh|sabe|entendeu|viu|sim|nao|ok|tipo|ta|kkk',
  },
  commands: {
    prefix: 'k{3,}|rs(?:rs)+|(?:ha){2,}|mano|cara|mds|nossa|eita|oxe|oxi|affe|aff|uai|ue|ih|xi|por favor|ei|ok|entao|ah|oh|ops|opa|ugh|eh|putz|poxa|vish|uff|desculpa|perdao|hmm|espera|pera|pensando bem|pode|poderia|voce pode|vc pode|podes',
    undo: 'desfaz(?:er)?|desfaca|desfa[cz]a|reverte|cancela(?:r)? (?:isso|essa|esse|a ultima|o ultimo)|volta (?:isso )?atras|volta (?:isso|essa|esse|aquilo)',
    deleteVerb: 'tira|tirar|tire|apaga|apague|apagar|exclui|exclua|excluir|remove|remova|remover|deleta|delete|cancela|anula|anular',
    notATransaction: 'categorias?|orcamentos?|conta|tudo|todos|todas|historico|etiquetas?',
    didNotHappen: 'nao aconteceu|nunca aconteceu|nao rolou|nem rolou|acabou que nao|esquece(?: isso| isto| esse| essa)?|esqueca(?: isso| isto| esse| essa)?|nao (?:lanca|lance|anota|anote|registra|registre|conta|conte|salva|salve) (?:isso|isto|esse|essa)|(?:isso |isto )?(?:e|eh) (?:pra|para) (?:apagar|tirar|excluir|deletar)|(?:lancei|anotei|mandei) (?:isso |isto )?(?:sem querer|por engano)',
    budget: 'orcamentos?|limite|limites|teto|verba|verbas|no maximo|gastar no maximo|nao gastar mais (?:de|que|q)|meta de gastos?',
    budgetOnTrack: 'estourei|estourando|passei do limite|vou bem com|to dentro|estou dentro|estoure[ie]|estourou|estourado|(?:estou|to|tou|estamos) (?:acima|abaixo)|' +
      '(?:estou|to|tou|estamos|tamos|ta|esta) (?:bem|ok|tranquilo|de boa) (?:com|de|em|no|na|nos|nas)',
    budgetSetStart: 'nova regra|regra nova|poe|ponha|bota|bote|mete|coloca|coloque|seta|setar|vamos colocar|deixa|deixe|reserva|reserve|separa|separe|define|defina|(?:eu )?(?:so|somente|apenas) posso gastar|(?:eu )?me (?:permito|dou)(?: gastar)?',
    budgetStatus: 'como(?! maximo)|estou|dentro|acima|abaixo|passei|resta|restam|sobra|sobrou|falta|faltam|quanto|quanta|qual|quais|mostrar|mostre|ver',
    budgetSetVerb: 'define|defina|definir|criar|crie|cria|coloca|colocar|coloque|estabelecer|estabeleca|quero|no maximo|nao gastar mais',
    budgetChange: 'sobe|subir|aumente|aumenta|aumentar|diminui|diminuir|abaixa|baixa',
    budgetLimitStart: 'limita|limitar|limite|(?:meu|o|um) limite|(?:muda|mude|altera|altere|troca|troque|ajusta|ajuste) (?:o |meu |a |minha )?(?:limite|teto|verba)|(?:eu )?(?:quero|queria|vou|gostaria de|preciso|tenho que) limitar',
    budgetRemaining:
      '(?:ainda )?(?:tenho|temos|tem|ha) margem|(?:quanta|qual a?) margem|quanto (?:ainda )?(?:mais )?(?:eu )?posso (?:gastar|torrar)|quanto (?:eu )?ainda tenho (?:pra|para) (?:gastar|torrar)|quanto (?:ainda )?(?:me )?(?:resta|sobra|falta) (?:para|pra) gastar|' +
      'quanto (?:ainda )?(?:me )?(?:resta|sobra) (?:para|pra|pro|com)|o que (?:ainda )?(?:me )?(?:resta|sobra|sobrou) (?:para|pra|pro|com)|o que (?:ainda )?me (?:resta|sobra|sobrou) (?:de|do|da|em|no|na)',
    budgetLeft: 'resta|restam|restando|restante|sobra|sobrou|sobram|sobrando|falta|faltam|disponivel|ainda tenho|ainda tem|margem',
    budgetAtMost: 'nao mais de|nao mais que|nao passar de',
    budgetCeiling: 'maximo|no maximo|no max|teto|limite maximo|parar em|paro em|parar nos|paro nos',
    budgetOverall:
      'no total|total geral|no geral|em geral|geral|tudo junto|pra tudo|para tudo|(?:meus|nossos) gastos|(?:gasto|gastos|orcamento|limite|teto) tota(?:l|is)|de tudo|com tudo|em tudo|todas as categorias',
    budgetCap:
      '(?:meta|objetivo)(?: ?(?:de|e|:))* gastar|meta (?:de |mensal |semanal )?(?:gastos?|despesas?)|(?:meta|teto) (?:mensal|semanal|anual)|no max|no maximo|maximo de|' +
      // What must not be gone over: "não quero passar de 200", "não posso passar de 400 no mercado".
      // "não me deixa passar de 300": asked of the assistant.
      'nao me (?:deixa|deixe|deixes) (?:passar|gastar mais|gastar) (?:de|do|que)|' +
      '(?:nao|no) (?:quero |posso |devo |vou |pretendo |queria )?(?:passar|passar-me|gastar mais|gastar|ultrapassar|superar) (?:de|do|que|q)|manter [\\p{L} ]{1,20}? abaixo|' +
      'gastar(?: (?:so|somente|apenas))? (?:ate|maximo|no maximo|menos de|menos que|nao mais (?:de|que))|' +
      // A wish to spend only so much: "quero gastar só 300 por mês", "vou gastar apenas 50 por semana".
      '(?:quero|vou|pretendo|preciso|queria) (?:gastar (?:so|somente|apenas)|(?:so|somente|apenas) gastar)',
    weekly: 'semanal|semanais|por semana|toda semana|cada semana|na semana|pela semana|semanalmente',
    monthly: 'mensal|mensais|por mes|ao mes|no mes|cada mes|todo mes',
    yearly: 'anual|anuais|por ano|ao ano|no ano|cada ano|anualmente',
    categoryIncome: 'receitas?|entradas?|renda',
    categoryExpense: 'despesas?|gastos?|saidas?',
    categoryCreateVerb: 'cri(?:ar|e|a)|adicion(?:ar|e|a)|cadastr(?:ar|e|a)|fazer|faz',
    categorySpendingQuestion: 'gast\\w*|despesas|receitas|quanto|mais|maiores|por|dinheiro|grana|bufunfa',
    describeAs: '(?:chama|chame|renomeia|renomeie|nomeia)(?:-?(?:o|a|lo|la))?(?: isso| isto)?(?: de| como| para| pra)?|(?:muda|mude|mudar|troca|troque|trocar|altera|altere|coloca|coloque|poe|bota|escreve)(?: a)? (?:descricao|desc|nome)(?: para| pra| como| de)?|(?:a )?descricao (?:e|deve ser|devia ser|tem que ser|fica)|descricao\\s*:',
    describeAsAfter: '(?:na|como|de) (?:descricao|desc)',
    wasInCurrency: '(?:nao[,!.]? |na verdade[,!.]? )?(?:(?:isso|isto|esse|essa)(?: ai)? )?(?:era|eram|foi|foram|e|sao)(?: (?:em|na verdade|tudo em))*|(?:paguei )?em|tudo em',
    writeVerb: '(?:poe|bota|coloca|coloque|escreve|escreva|deixa|deixe)(?: so| apenas| somente)?',
  },
  clauses: {
    connectors: words('e depois tambem mais alem'),
    legs: words('ida volta vinda regresso retorno'),
    periodsAfterSlash: words('mes semana ano dia hora h pessoa kg un'),
    reasons: ['porque', 'pq', 'pois', 'que ja', 'q ja', 'ja que'],
  },
  descriptions: {
    leadVerbs: words('passei fui peguei fiz pedi tomei acabei acabo acabamos fizeram'),
    particles: [],
    amountPrepositions: words('por de com a em'),
    destinations: words('para pra pro na no'),
    sameAgain: words('ida volta regresso retorno outro outra mais vez de novo'),
    noise:
      // A bank statement's line: "COMPRA CARTAO CARREFOUR 156,32", "PIX ENVIADO CONDOMINIO 480,00".
      'compra (?:no )?(?:cartao|debito|credito)(?: (?:de )?(?:credito|debito))?|pix enviado(?: (?:para|pra|a))?|' +
      'todo mes|todos os meses|toda semana|todas as semanas|cada mes|cada semana|por mes|por semana|mensal|mensalmente|semanal|' +
      '(?:parcelad[oa] )?em \\d+ ?(?:x|vezes|parcelas)|em (?:doze|dez|tres|seis|duas) (?:vezes|parcelas)|' +
      '(?:no|com|pelo|por|via) (?:(?:o|meu) )?(?:cartao|credito|debito|pix|dinheiro)(?: de (?:credito|debito|credit))?|em dinheiro|' +
      '(?:com|mais) (?:a )?gorjeta|(?:essa|esta|nessa|nesta) semana|' +
      '(?:(?:na|em|pra|para) (?:minha )?|a minha )conta(?: (?:corrente|do banco))?|sem juros',
    perSlash: 'mes|semana|ano',
    reactions: words('mds aff affs affe afe kkk kkkk kkkkk rs rsrs xd eita odeio pqp putz vergonha socorro nossa'),
  },
  typeCues: {
    phrases: {
      // ("hoje deu 430 de venda no espetinho": takings; "comprei pão na venda" is a shop.)
      // ("o gu acertou cmg os 45": a debt settled with the user.)
      income: ['q me devia', 'que me devia', 'q me deviam', 'que me deviam', 'pix recebido', 'transferencia recebida', 'deposito recebido', 'de venda', 'de vendas', 'em vendas', 'boa venda', 'fiz de venda', 'acertou comigo', 'acertou cmg', 'acertaram comigo', 'voce recebeu', 'vc recebeu', 'me repassou', 'me repassaram', 'fechei o caixa', 'fechamos o caixa', 'fechei caixa'],
      // ("a receita na farmácia": a prescription, not revenue.)
      expense: ['me cobraram', 'me cobrou', 'me descontaram', 'me descontou', 'fiz um pix', 'fiz uma transferencia', 'receita na farmacia', 'receita da farmacia', 'receita medica', 'receita do medico', 'receita do remedio', 'receita dos oculos'],
    },
    verbs: {
      income: words(`
        recebi receber recebido recebida recebemos ganhei ganhamos entrou entraram vendi vendemos depositaram
        receita rendeu transferiram cobrei faturei faturamos faturou faturaram lucrei creditado creditaram
        renderam desapeguei desapegamos lucro lucros indemnizacao indenizacao compensacao
      `),
      expense: words(`
        gastei gasto gastamos gastar paguei pago pagamos pagar comprei compramos custou custa torrei larguei
        desembolsei coloquei doei cobraram despesa perdi abasteci pedi saiu pagaste compras compra transferi
        mandei enviei enviado pixei debitou debitaram debitado reembolsei estornei ressarci reservei rachamos rachei renovei
      `),
    },
    weak: { income: ['ganho', 'chegou', 'chegaram'], expense: ['deu', 'foi', 'dei', 'pagamento'] },
    otherMeanings: words('cobre cobrem'),
    refunds: words(`
      reembolso reembolsos reembolsado reembolsada reembolsou reembolsaram estorno estornos estornado estornada estornaram estornou
      devolucao devolucoes ressarcimento ressarcido restituicao
        devolveram devolveu devolvida devolvido devolvidas devolvidos
      `),
    takings: {
      tips: words('gorjeta gorjetas caixinha caixinhas'),
      workUnits: words('corridas entregas fretes'),
      spans: words('plantao noite semana dia mes fim'),
      places: words('loja lojinha barraca banca quiosque caixa bar lanchonete salao feira brecho bazar'),
      tookIn: words('fez faturou vendeu rendeu tirou apurou'),
    },
    securityDeposit: words('caucao garantia seguranca'),
    debts: words('cartao cartoes emprestimo emprestimos financiamento cheque divida dividas atraso mora rotativo fatura credito consignado'),
    givers: {
      friends: words('amigo amiga amigos amigas colega colegas parceiro parceira brother mano mana'),
      giveBeforeMe: [],
      giveAfterMe: words(`
        pagou pagaram deu deram mandou mandaram enviou enviaram transferiu transferiram depositou depositaram
        passou passaram pixou pixaram devolveu devolveram reembolsou reembolsaram estornou estornaram
        presenteou presentearam adiantou adiantaram creditou creditaram emprestou emprestaram rendeu renderam
        paga pagam deposita depositam transfere transferem manda mandam
        indemnizou indenizou indemnizaram indenizaram compensou compensaram
      `),
      giveBack: words('devolveu devolveram reembolsou reembolsaram estornou estornaram indemnizou indenizou indemnizaram indenizaram compensou compensaram'),
      payers: words(`
        sobrinho sobrinha afilhado afilhada neto neta prima primos dona senhora sra
        cliente clientes chefe patrao patroa empresa firma empregador inquilino inquilina inquilinos locatario
        locataria aluno aluna alunos comprador compradora amigo amiga amigos colega irmao irma filho filha
        esposa marido namorado namorada tio tia primo pai mae pais avo avos vo vovo sogro sogra padrinho
        madrinha vizinho vizinha seguradora governo senhorio proprietario dono noiva noivo noivos
        trabalho trampo emprego
        hospede hospedes passageiro passageira passageiros
        bico bicos freela freelas biscate biscates
      `),
      customers: words('cliente clientes aluno aluna alunos alunas inquilino inquilina inquilinos locatario locataria hospede hospedes comprador compradora compradores'),
      pays: words(`
        acertou acertaram inteirou inteiraram
        cobriu cobriram
        pagou pagaram paga pagam mandou mandaram enviou enviaram transferiu transferiram depositou depositaram
        deu deram pixou pixaram passou devolveu devolveram reembolsou rendeu
      `),
      transfers: words('pix ted transferencia transferencias deposito remessa mbway transf'),
      arrives: words('caiu cairam liberou liberaram pingou pingaram'),
      platforms: words('ifood rappi uber 99 loggi lalamove hotmart workana getninjas mercadolivre shopee enjoei airbnb booking'),
      payouts: words('repasse repasses acerto'),
      releases: words('liberou liberaram repassou repassaram depositou depositaram transferiu'),
      rentsFromMe: ['alugo', 'alugamos', 'aluga meu', 'aluga minha', 'aluga o meu', 'aluga a minha', 'aluga nosso', 'aluga nossa'],
      bodies: ['seguranca social', 'previdencia social', 'inss', 'governo federal', 'governo'],
    },
    moves: {
      lend: words('emprestei emprestamos'),
      sell: words('vendi vendemos desapeguei desapegamos'),
      receive: words('recebi recebemos recebido'),
      othersBuy: words('comprou compraram compra'),
      made: words('fiz fizemos faturei faturamos'),
      found: words('achei encontrei achamos encontramos'),
      toThem: words('lhe lhes'),
      iGave: words('devolvi devolvemos dei passei mandei enviei regalei transferi depositei emprestei paguei'),
      charges: words('fatura faturas boleto boletos conta contas cobranca multa multas debito anuidade tarifa taxa mensalidade'),
      headFees: words('taxa taxas tarifa tarifas multa multas anuidade'),
      yielders: words('poupanca cdb cdbs lci lca tesouro fundo fundos acoes etf etfs'),
      insurers: words('seguro seguradora'),
      owed: words('devia deviam deve devem devendo'),
      cameIn: ['entrou', 'entraram', 'caiu', 'cairam'],
      cameBack: ['voltou', 'voltaram', 'foi devolvida', 'foi devolvido', 'foi estornada', 'foi estornado'],
      reversed: words('reverteu reverteram revertido revertida'),
      theirs: words('dela dele deles delas'),
      forResale: ['pra revenda', 'para revenda', 'pra revender', 'para revender', 'de revenda'],
      luck: words('saiu sairam tocou tocaram calhou calharam acertei acertamos'),
      heldInside: { verbs: words('tinha tem veio vinha trazia trouxe'), inside: ['dentro'] },
    },
    grammar: {
      from: words('do da dos das de'),
      to: words('para pra pro pras pros'),
      determiners: words('meu minha meus minhas nosso nossa o a os as'),
      articles: words('o a os as um uma'),
      intoAccount: words('na no em'),
      beforeAccount: words('minha'),
      they: words('ele ela eles elas'),
      ofPlace: words('do da dos das de'),
      inPlace: words('em no na'),
      adverbs: words('ja finalmente tambem enfim'),
      auxiliaries: words('tinham tinha'),
      paidBack: words('comigo'),
      sentBack: ['de volta'],
      mine: words('meu minha meus minhas'),
      firstPerson: words('eu nos'),
      iWe: [],
      objectPronouns: [],
      toMe: words('mim'),
      forTo: words('pra para'),
      forPrice: words('por pelo pela pelos pelas'),
      inPrice: words('no na'),
      loanClause: words('que lhe lhes'),
      ofOccasion: words('do da de'),
      madeIn: words('em de'),
      oneself: words('me se'),
      demonstratives: words('esse essa este esta aquele aquela'),
      beforeNoun: [],
      onto: [],
      afterBack: [],
      routes: [],
    },
    things: {
      money: words('dinheiro grana pagamento pagamentos'),
      payments: [],
      notes: words('um uma nota cedula de'),
      accounts: words('conta banco'),
      cashMachines: words('caixa banco conta poupanca'),
      deposits: words('deposito depositos'),
      bonds: words('caucao'),
      interest: words('juros juro'),
      invoices: [],
      billed: words('fatura faturas'),
      shares: words('parte metade'),
      cheques: words('cheque cheques'),
      used: words('velho velha usado usada'),
      children: words('filhos criancas'),
      costly: words('caro cara caros caras barato barata baratos baratas'),
    },
    sales: {
      nouns: words('venda vendas'),
      forSale: words('a em de para pra'),
      afterPlace: [],
      owners: [],
    },
    acts: {
      weakRefund: words('devolvi devolvemos'),
      arrivesToMe: [],
      leftMeTip: ['me deixou', 'me deixaram', 'me deu', 'me deram'],
      arrivals: words('chegou chegaram'),
      refunded: [],
      selfPaid: words('paguei'),
      imposed: words('meteram meteu aplicaram aplicou'),
      split: words('rachamos rachei racharam dividimos dividi dividiram'),
      namePays: words('pagou pagaram'),
      nameSends: words('mandou mandaram enviou enviaram transferiu transferiram pixou pixaram depositou depositaram'),
      sentTo: words('pra pro para a ao'),
      theyPaid: words('pagaram'),
      platformPays: words('pagou pagaram'),
      settled: [],
      gotFor: words('recebi'),
      madeTransfer: words('fez fizeram feito'),
      iMadeTransfer: words('fiz fizemos'),
      iHave: words('tenho temos'),
      otherForms: words(`
        devolver devolverem devolveria devolveriam devolvera devolve devolvem devolvendo render rende rendem rendendo
        desapegar desapego desapegando emprestar empresta emprestando prestar presta prestando liberar libera vender
        vende vendo vendendo
      `),
    },
    work: {
      took: words('tirei tiramos tiro'),
      working: words('rodando dirigindo trabalhando vendendo fazendo corridas entregas gorjeta gorjetas'),
      drove: words('rodei rodamos trabalhei dirigi entreguei'),
      payers: words('trabalho trampo emprego bico bicos freela freelas biscate biscates'),
      did: words('fiz fizemos realizei'),
      gigs: words('bico bicos freela frila trampo biscate bicao freelinha part-time biscate'),
      taught: words('dei demos ministrei'),
      done: words(`
        escovas cortes unhas corridas viagens fretes entregas plantoes faxinas faxina diarias biscates bicos freelas frilas
        trampos mudancas reparos consertos maquiagens sobrancelhas progressivas mechas luzes limpezas turnos servicos
        carretos trancas penteados cilios
      `),
      lessons: words('aulas explicacoes'),
      taughtLessons: words('aulas aula explicacoes explicacao tutorias tutoria'),
      students: words('aluno alunos aluna alunas explicandos'),
      lessonArticles: words('um uma uns umas'),
      trips: words('viagens'),
      counters: words('uns umas alguns algumas varios varias dois duas tres quatro cinco seis sete oito nove dez'),
      countFiller: words('de'),
      served: words('lavei passeei limpei cuidei consertei'),
      cared: [],
      ownChores: words('cargas carga maquinas maquina'),
      tookHome: [],
      walkedOut: [],
      headedHome: [],
      commissions: words('comissao comissoes'),
      vehicleCosts: words('gasolina gasoleo combustivel etanol alcool gnv diesel pneu pneus oleo pedagio portagem portagens'),
      netWords: words('limpo limpos liquido liquidos'),
      earnedCommission: words('cheque vendas venda mes mensal semana trimestre bimestre minha minhas'),
      feeCommission: words('banco cartao caixa corretor corretora imobiliaria transferencia saque'),
    },
  },
  nothing: {
    people: words(`
      vizinho vizinha vizinhos vizinhas turista turistas passageiro passageira colega colegas amigo amiga amigos amigas chefe patrao primo prima primos
      tio tia irmao irma cunhado cunhada sogra sogro sogros fulano fulana fulanos ciclano beltrano alguem parca parcas parceiro mano brother roomie pessoal galera turma
    `),
    buying: words('comprou compra compraram gastou gastaram pagou pagaram paga pagam torrou torraram'),
    theirMoney: words('ganha ganham ganhou ganharam perdeu perderam recebe recebem recebeu receberam faturou fatura emprestou emprestaram empresta deve devem herdou cobra cobrou vende vendendo vendeu venderam arrenda aluga'),
    debts: 'deve|devem|ta devendo|tao devendo',
    // "tem de" only before a verb: "o mercado tem de tudo" is not an obligation.
    obligations: '(?:tenho|tens|tem|temos|vou ter|terei|teremos) (?:de|que|q) \\p{L}+(?:ar|er|ir)|(?:nao )?esquecer de pagar|lembrar de pagar|preciso lembrar de|nao posso esquecer de',
    goals: '(?:minha|nossa|a|uma) (?:meta|objetivo)|meta d[oa] (?:mes|semana|dia|ano)|(?:meu|nosso|o) objetivo|meta(?: e|:)|juntar|poupar|economizar',
    proposals: 'topam|topa\\?|quem topa|vamos rachar|vamos dividir|racha\\?|rachamos\\?|bora rachar|bora dividir|me empresta|me emprestas|empresta-me|pode me emprestar',
    howMuch: 'quanto|quanta|quantos|quantas|qto|qnto|qnt',
    priceMoves: 'aumentou (?:o|a|os|as) [\\p{L}]+(?: de [\\p{L}]+)? (?:pra|para)|subiu (?:o|a|os|as) [\\p{L}]+(?: de [\\p{L}]+)? (?:pra|para)|bateu|bateu em|fechou em|fechou a|atingiu|atinge|alcancou|vai custar|vai ficar em|vai ficar por|vai ficar|sobe pra|sobe para|subiu pra|subiu para|vai subir pra|vai subir para|vai pra|aumentou pra|aumentou para|aumenta pra|aumenta para|vai aumentar pra|baixou pra|baixou para|diminuiu pra|diminuiu para|pulou pra|pulou para' +
      '|(?:sobe|sobem|subir|subiu|subiram|aumenta|aumentam|aumentar|aumentou|aumentaram|reajusta|reajustar|reajustou|reajustaram)(?: [\\p{L}]+){0,3}? (?:pra|para)|(?:passa|vai passar) (?:a ser|pra|para)',
    intensifiers: 'muito|mto|mt|tao|bem|super|demais',
    priceRemarks: 'o litro|por litro|o quilo|o kg|por quilo|por kg|a duzia|cada|aqui|ali|la|por aqui|no posto|na cidade|hoje em dia|absurdo|um absurdo|um roubo|roubo|caro|cara|caros|caras|carissimo|carissima|surreal|loucura|ta louco|kkk+|affs?|pqp|acredita|😳|😱|🤯|💀|🙄',
    notBought:
      'fechei (?:a aba|o app|o aplicativo|o site|a pagina)|esvaziei o carrinho|abandonei o carrinho|tirei (?:tudo )?do carrinho|me livrei de|escapei de|me salvou de|evitei|' +
      '(?:nao|n|nem|acabei nao|acabei nem|decidi nao|resolvi nao|preferi nao)(?: (?:o|a|os|as|lhe|me|te|eu))?(?: (?:o|a|os|as))? ' +
      '(?:comprei|compro|comprou|comprar|comprando|compramos|levei|levo|levar|levamos|levando|peguei|pegar|fechei|fechar|gastei|gastar)|' +
      'quase (?:que )?(?:comprei|compro|gastei|gasto|torrei|levei|levo|peguei|fechei|paguei)|' +
      '(?:ia|iamos|tava pra|estava pra|tava para|estava para|estive para|estive a ponto de|pensei em) (?:comprar|gastar|levar|pegar|fechar|pagar)|' +
      'desisti|desistimos|deixei pra la|deixei para la|deixei quieto|mudei de ideia|larguei mao|' +
      // Left without it: "vi um tênis de 400 e saí sem comprar".
      'sem comprar|sai sem|fui embora sem|' +
      // Cancelada ou recusada: "cancelei a compra", "meu cartão recusou", "compra negada".
      '(?:cancelei|cancelamos|cancelou|cancelaram|cancelad[oa]|recusou|recusaram|recusad[oa]|negad[oa])(?: (?:a|o|minha|meu|uma|um|numa|num|na|no))?(?: (?:compra|pedido|encomenda|reserva))?|' +
      'amarelei|arreguei|nao (?:me )?(?:foi |fui )?cobrad[oa]|nao me cobraram',
    wishes:
      'queria (?:(?:muito|mt|mto|tanto) )?(?:ter|ganhar)|queria tanto|seria (?:bom|otimo|top|massa) (?:ter|ganhar|receber)|quem (?:me )?dera|sonho em|sonho de ter|sonhando com|imagina(?:r|sse)? (?:ter|ganhar|se|pagar|gastar)|' +
      'se (?:eu |a gente )?(?:tivesse|ganhasse|pudesse|recebesse)|ah se|gostaria de ter|adoraria ter|bem que eu queria|' +
      // Tempted by a price seen: "vi um iphone por 5 mil, tô tentado".
      'tentador|tentadora|tentad[oa]|que tentacao|de olho (?:num|numa|no|na|nesse|nessa)|(?:to|tou|estou|ando) namorando|' +
      // Someone's wish: "meu filho quer um celular de 2 mil".
      'quer (?:um|uma|o|a|comprar|ganhar|ter|trocar)|querem (?:um|uma|o|a|comprar|ter|trocar)',
    pending: 'ainda (?:nao|n) (?:caiu|chegou|entrou|veio|apareceu|pingou)|(?:nao|n) (?:caiu|chegou|entrou) ainda|ainda (?:nao|n) (?:me )?(?:pagou|pagaram|paga|pagam)|aguardando|a processar|em processamento|em analise|pendente',
    judged: '(?:e|eh|ta|esta)(?: (?:muito|mto|bem))? (?:muito|demais|caro|cara|um roubo|um absurdo|absurdo|abusivo)',
    retracted: 'brincadeira|zoeira|to zoando|mentira|em sonho|no sonho|nos meus sonhos|li errado',
    cancelledUnpaid: 'cancelei (?:o pedido |a compra )?antes|antes de pagar',
    playMoney: 'banco imobiliario|dinheiro de mentira|moedas no|monopoly',
    inGame: '(?:no|jogando) banco imobiliario|(?:no|jogando) monopoly|de mentirinha|de brincadeira',
    piggyBanks: 'cofrinho|mealheiro|minha conta (?:ta|tá|esta|está|tem|ficou)(?: com)?',
    hoped: 'se deus quiser|(?:tomara|espero|torcendo pra|torcendo para) (?:que )?(?:o |a |meu |minha )?(?:restituicao|reembolso|pagamento|salario|pix|dinheiro|bonus|ferias|decimo terceiro|13o|estorno)(?: [\\p{L}]+){0,3}? (?:caia|chegue|entre|venha|pingue|saia)',
    reported: '(?:falou|disse|diz|dizem|contou|falei|disse-lhe|me disseram|me falaram|disseram|falaram) que',
    recipeSays: 'receita (?:pede|leva|usa)',
    onSaleSoon: 'vendas abrem|abrem as vendas|a venda abre|pre-?venda',
    leftInAccount: '(?:sobrando|restando|sobrou|restou|sobram|restam) (?:na|em) (?:conta|carteira)|na conta ate o pagamento',
    balanceNamed: '(?:^|[,.;:!?(\\n]\\s*)(?:(?:meu|o)\\s+)?saldo(?:\\s+(?:na|da|no|do|em)\\s+(?:(?:minha\\s+)?conta(?:\\s+(?:do\\s+|da\\s+|no\\s+|na\\s+)?\\p{L}+)?|\\p{L}+))?(?:\\s+(?:e|eh|ta|esta|atual|hoje|agora|de|ficou|em))*\\s*:?\\s*$|(?:^|[,.;:!?(\\n]\\s*)(?:na|no) (?:conta|cartao|carteira|poupanca)(?:\\s+(?:do|da)?\\s*\\p{L}+)?\\s+(?:eu\\s+)?(?:so\\s+|ainda\\s+)?(?:tenho|tem|ta|sobrou|sobraram|restam|resta|sobra|sobram)(?:\\s+(?:uns|umas|so|apenas|quase))*\\s*$',
    holding: '(?:^|[^\\p{L}])(?:(?:eu|ainda|so|agora)\\s+)*(?:tenho|temos|to com|tou com|estou com|tamo com|fiquei com|sobrou|sobraram|restam|resta|sobra|sobram|ficaram)(?:\\s+(?:uns|umas|so|apenas|quase|mais ou menos|tipo|menos de))*\\s*$',
    inAccount: '^\\s*(?:(?:reais|conto|contos|paus|pila|euros?|mil)\\s+)?(?:(?:na|no|em)\\s+(?:minha\\s+|meu\\s+)?(?:conta(?!\\s+(?:de|da|do)\\s)|poupanca|carteira|banco|nubank|mealheiro|cofrinho)(?![\\p{L}]))',
    netResult: '(?:prejuizo|lucro|saldo|resultado) (?:liquido|final)(?: de)?\\s*$|(?:fiquei|sai|saimos|ficamos|to|estou|tou) (?:no|com) (?:prejuizo|lucro) de\\s*$|(?:ou seja|entao|resumindo),? (?:fiquei|to|estou) (?:devendo|no negativo|no positivo)(?: em)?\\s*$',
    exchangeRate: '(?:o )?(?:dolar|euro|cambio)(?: comercial| turismo| hoje)? (?:ta|esta|fechou|abriu|bateu|chegou|subiu pra|caiu pra)(?: a| em| no| na)?',
    giftExchangeLimit: '(?:amigo secreto|amigo oculto)(?: (?:da|do|na|no) [\\p{L}]+)? (?:e|eh|vai ser|sera|fica|ficou)(?: (?:de|ate|no maximo))?\\s*$|(?:amigo secreto|amigo oculto)(?: (?:da|do|na|no) [\\p{L}]+)?,? (?:com |de )?(?:limite|valor|teto)(?: (?:de|ate|e|era))?\\s*$|(?:combinamos|fechamos|acertamos|definimos) (?:o )?(?:amigo secreto|amigo oculto) (?:de|ate)\\s*$|(?:o )?(?:limite|maximo) (?:era|foi|e)(?: de)?\\s*$',
    discountAfter: 'de desconto|desconto',
    voucher: 'vale|vale-presente|cupom|cupao|voucher|gift card|credito na loja',
    usedBefore: 'usei|tinha|com|usando|apliquei|paguei com',
    willBe: '(?:(?:vai|vao|deve|devem|deveria|deveriam|pode|podem) ser|seria|seriam|ia ser|iam ser|teria sido)(?: de)?(?: (?:uns|umas|cerca de|mais ou menos|quase))?\\s*$|(?:vai|vao|quer|querem|deve|devem) (?:subir|aumentar)(?: [\\p{L}\']+){0,3} (?:para|pra)\\s*$',
    neighboursSold: '(?:casa|apartamento|ape|apto|andar) (?:do lado|ao lado|do vizinho|da vizinha|dos vizinhos|da frente|aqui da rua)(?: \\p{L}+)? (?:vendeu|foi vendid[oa]|saiu|esta a venda)',
    jobPays: '(?:emprego|trabalho|trampo|vaga|cargo|estagio|servico)(?: (?!me |nos |te |le |les |lhe |us )\\p{L}+)? (?:paga|vai pagar|pagaria|ta pagando|esta pagando)',
    usedToCost: 'em (?:19|20)\\d\\d,? (?:\\p{L}+ ){1,3}era|custava|custavam|costava|costavam|valia|valiam|antigamente|no meu tempo|na minha epoca|anos atras|lembro quando|lembro de quando|me lembro (?:de )?quando|bons tempos|que saudade|quando eu era (?:pequen[oa]|crianca|nov[oa]|mais nov[oa]|miud[oa]|moleque|gur[iy]|guria|adolescente)|quando era (?:pequen[oa]|crianca|miud[oa])|me dava|me davam',
    quotes: '(?:me |nos )?(?:passou|deu|mandou|fez|passaram|deram|mandaram|fizeram)(?:-me|-nos)?(?: um| o)? orcamento|pedi (?:um |o )?orcamento|pedimos (?:um |o )?orcamento|(?:mandou|deu|passou)(?: uma)? estimativa|quer(?:em)? cobrar|(?:falei|disse|avisei|expliquei) (?:pra|para|pro|pros|pras|a|ao|com a|com o) (?:a |o |minha |meu )?(?:cliente|clientes|freguesa|fregues|moca|moco|senhora|senhor|mulher|cara|vizinha|vizinho|compradora|comprador) que|(?:cotei|orcei|passei (?:o |um )?orcamento)',
    promised: '(?:fica|ficou|ficaram|vai ficar) de (?:me )?(?:pagar|mandar|devolver|dar|transferir)|(?:prometi|prometo|juro|jurei)(?: pra| para| pro| a| ao)?(?: \\p{L}+){0,3} (?:q|que) (?:dou|vou dar|pago|vou pagar|passo|mando|devolvo|te dou|te pago)',
    whoPays: 'quem (?:e que )?(?:compra|paga|vai comprar|vai pagar)',
    jokes: '(?:vi|viu|vendo|mandei|manda) (?:um|esse|este|o) meme|memes?:|(?:esse|este) meme',
    stockLeft: 'sobrou|sobraram|sobrando|restam|restou|no estoque|em estoque|de estoque|pra vender ainda',
    orderLate: '(?:pedido|encomenda|pacote|entrega)\\b.*\\b(?:ainda (?:nao|n) (?:chegou|veio|foi entregue)|(?:nao|n) chegou|atrasad[oa]|extraviad[oa]|sumiu)',
    notMineTopics: '(?:o|esse|este) (?:app|aplicativo) (?:arredonda|aceita|conta|entende|soma|calcula)|(?:salario|salarios|aluguel|preco|precos) medios?|media salarial|comparei (?:os )?precos|comparando (?:os )?precos|dever de casa|licao de casa|salario minimo|taxa selic|a selic|taxa de juros|saiu (?:no|na) (?:jornal|noticia|tv|g1)|deu no jornal',
    lotteries: 'mega da virada|mega-sena|mega sena|megasena|lotofacil|euromilhoes',
    attempts: 'tentou pagar|quer pagar|queria pagar|quis pagar|ofereceu pagar|ofereceu-se para pagar',
    fundraising: 'arrecadou|arrecadaram|arrecadamos|arrecadacao|vaquinha arrecadou',
    perUnit: '(?:(?:o|a|por)\\s+|/\\s*)(?:litro|l|quilo|kilo|kg|duzia|metro|m2|garrafa|hora)',
    notAsked: '(?:voce|vc|vcs|voces|tu|ele|ela|eles) (?:ja )?(?:pagou|pagaram|pagaste|comprou|compraram)|pagaste|ou pago eu|ou eu pago|quando (?:o|a|os|as|eu|cair|chegar|entrar|vier)',
    futureTense: "vou|vai|vamos|vao|irei|ira",
    hedges: 'provavelmente|talvez|acho que|capaz',
    costToOthers: '(?:custou|custaram) .{0,30}?(?:pro|pra|para o|para a|ao|a|à) (?:meu|minha|seu|sua|nosso|nossa) [\\p{L}]+|(?:lhe|lhes) (?:custou|custaram)',
    institutionEarned: '(?:empresa|empresas|firma|banco|bancos|governo|clube|time|loja|marca|startup) (?:[\\p{L}]+ ){0,2}(?:lucrou|lucra|faturou|fatura|ganhou|ganha|perdeu|perde|registrou|teve lucro|teve prejuizo)(?! me)',
    borrowed: 'me emprestou|me emprestaram|emprestou-me|emprestaram-me|peguei emprestado|pedi emprestado',
    repaying: 'devolvo|devolver|devolvê-lo|lhos devolver|lho devolver|devolvo-lhe|pago de volta|pagar de volta|vou pagar|tenho de pagar|tenho que pagar',
    asksOthers: 'quanto (?:cada um|a galera|o pessoal|vcs|voces|a gente) (?:vai |vao |vamos )?(?:dar|colocar|por|botar|mandar)|alguem (?:tem|ai tem|conhece)|quem tem|alguma ideia|alguem sabe|vcs acham|voces acham|o que (?:vcs |voces )?acham|qual (?:vcs|voces) acham|quanto sera que|quanto sera q|quanto vale|quanto se da|quanto (?:te|lhe) cobraram|vale a pena|perguntar (?:ao|a|pro|pra) [\\p{L}]+ (?:se|sobre)|quanto (?:vcs|voces|voce|vc|ces|cs|o pessoal) (?:pagam|paga|gastam|gasta)|como (?:as pessoas|o povo|vcs|voces) (?:pagam|conseguem pagar)|(?:vc|voce|tu|vcs|voces) (?:ainda )?(?:quer|querem|queres) (?:o|a|os|as|meu|minha|esse|essa|isso)',
    requested: "pedi (?:o |um |a )?(?:reembolso|estorno|devolucao|emprestimo|credito|adiantamento|aumento)|pedi [\\d.,]+ (?:\\p{L}+ )?emprestad[oa]s?|(?:fiz|pedi) (?:a |uma )?simulacao|solicitei (?:o |um |a )?(?:reembolso|estorno|emprestimo|credito)|mandei (?:a|uma) (?:fatura|nota)",
    soFar: "ate agora|ate aqui|ate o momento|ja (?:vai|vao) em|no total (?:ate|desde)",
    fallsDue: 'antes de (?:me )?cobrar|antes (?:que|de) (?:me )?cobrem|antes de renovar|vence|vencem|vai vencer|vem em|vem no|vem dia|vem ai|vem o|vem a|chega em|cai em|cai dia|sai (?:no |todo )?dia \\d+|sai automaticamente',
    notOnMe: 'nao fui eu|(?:foi )?(?:ela|ele) (?:q|que) (?:bancou|pagou)|(?:eu )?nao gastei nada|obrigad[ao] (?:mae|pai|amor|mozao|vo|vovo)|(?:ela|ele) bancou|por conta dela|por conta dele|(?:ela|ele) que pagou',
    free: 'de graca|gratis|gratuito|gratuita|sem custo|nao paguei nada|nao custou nada',
    toCome: 'deve (?:vir|cair|entrar|chegar|pingar|sair)|deveria (?:vir|cair|entrar|chegar)|(?:era|e) (?:pra|para) (?:vir|cair|entrar|chegar)',
    listHeadings: 'ideias|ideia de presentes?|lista de desejos|pra comprar|para comprar|a comprar|lista do natal|precos? (?:hoje|de hoje|agora)|(?:\\p{L}+ )?vs\\.? \\p{L}+|preciso comprar|tenho que comprar',
    notBoughtYet: "ainda (?:nao|n) comprei|falta comprar|faltam comprar|(?:nao|n) comprei ainda|ainda vou comprar",
    lastPeriod: '(?:o )?mes passado|(?:a )?semana passada|(?:o )?ano passado|(?:da|na) ultima vez|(?:o )?mes anterior',
    ownTransfer: '(?:transferi|passei|movi|mandei|tirei|joguei|coloquei) [^.!?]{0,30}?(?:da|do) (?:minha |meu )?(?:poupanca|conta corrente|corrente|conta|reserva|reserva de emergencia|caixinha|conta conjunta|conta salario) (?:pra|para|pro|na|no) (?:a |o |minha |meu )?(?:poupanca|conta corrente|corrente|conta|reserva|reserva de emergencia|caixinha|conta conjunta|conta salario)(?![\\p{L}])',
    notLetPay: '(?:nem|nao|n) (?:me )?deixou (?:eu )?(?:pagar|dividir|rachar|ajudar|por nada)|(?:eu )?(?:nao|n) (?:coloquei|botei|dei) nada',
    theirTreat: 'pagou tudo(?: sozinh[oa])?|pagou (?:pra|para|por) (?:todo mundo|todos|geral|a galera)|pagou a conta (?:toda|inteira)|bancou tudo|bancou a conta|(?:nos|me) convidou|foi por conta d[eoa]',
    refusals: 'nem pensar|nem fodendo|nem a pau|nem morto|nem morta|jamais|to fora|tô fora|deus me livre|(?:eu )?(?:nao|n) (?:vou )?pago (?:isso|isto|esse valor)|nem ferrando|nem rola|nao rola|n rola',
    outrage: 'absurdo|um absurdo|um roubo|roubo|surreal|loucura|uma loucura|ta louco|sacanagem|de sacanagem|pqp|um abuso|e um abuso|to chocad[oa]|tô chocad[oa]|to passando mal|caro dms|caro demais|um assalto',
  },
  recurring: {
    every: {
      monthly:
        'todo mes|todos os meses|toda mes|a cada mes|cada mes|todo santo mes|mes a mes|uma vez por mes|' +
        '(?:todo|todos os) dias? {d}|(?:no |o |todo )?dia {d} de (?:cada|todo) mes|(?:no |o )?dia {d} de todos os meses',
      weekly: 'toda semana|todas as semanas|cada semana|a cada semana|uma vez por semana|toda {w}|todas as {w}s|a cada {w}',
      biweekly:
        'a cada (?:15|quinze|14|catorze|quatorze) dias|de (?:15|quinze) em (?:15|quinze) dias|(?:a )?cada (?:2|duas) semanas|' +
        'semana sim,? semana nao|quinzenalmente',
      yearly: 'todo ano|todos os anos|a cada ano|cada ano|uma vez por ano',
    },
    afterAmount: {
      monthly: 'mensal|mensais|mensalmente|por mes|ao mes',
      weekly: 'semanal|semanais|semanalmente|por semana',
      biweekly: 'quinzenal|quinzenais',
      yearly: 'anual|anuais|anualmente|por ano|ao ano',
    },
    dayOfMonth: '(?:no |o |todo )?dia {d}',
    bills:
      '(?:contas|despesas|gastos|custos|pagamentos|cobrancas) (?:fixas|fixos|recorrentes|mensais)|contas (?:a|pra|para) pagar|' +
      'contas (?:a vencer|que vencem|que vence)|debitos automaticos|boletos|assinaturas',
    billsWeak: 'contas|boletos|pagamentos',
    subscriptions: 'assinaturas?|mensalidades',
    income: '(?:receitas|entradas|rendas|ganhos) (?:fixas|fixos|recorrentes|mensais)|salarios? (?:a receber|que vai cair|que cai)',
    due: 'vencem|vence|vencendo|a vencer|pra pagar|para pagar|a pagar|pendentes|proximas|proximos|vem|vao cair|vai cair',
    committed: 'fixas|fixos|recorrentes|assinaturas?|mensalidades|por mes|todo mes|no total|comprometid\\w*',
    past: 'gastei|paguei|gastou|pagou|gastamos|pagamos|foi|foram|tive|passad[oa]|ultim[oa]|(?:tenho|temos) (?:pago|gastado)|deu|deram|ate agora|ate hoje|no que vai|ja vai',
    oneOff: 'comprei|gastei|parcelad[oa]s?|parcelas?|\\d+ ?x|em \\d+ vezes|prestacoes|prestacao',
    next: { week: '(?:a |na )?proxima semana|(?:a |na )?semana que vem', month: '(?:o |no )?proximo mes|(?:o |no )?mes que vem' },
  },
  smallTalk: {
    greetings: 'ola|oi|oie|opa|e ai|eai|bom dia|boa tarde|boa noite|tudo bem|tudo bom|como vai|como voce esta',
    thanks: 'obrigad[oa]|valeu|brigad[oa]|agradecid[oa]',
    acknowledgements: 'perfeito|otimo|beleza|blz|certo|show|legal|ta bom|entendi|massa',
    confirmations: "certo|certinho|isso mesmo|isso ai|exato|exatamente|correto|sim|perfeito|ta certo",
    help: 'ajuda|socorro|o que voce faz|o que voce pode fazer|o que voce sabe fazer|como funciona|como usar|comandos|quem (?:te )?(?:criou|fez|programou|desenvolveu)(?: (?:esse|este|essa|esta|o|a) (?:app|aplicativo|aplicacao|bot|assistente|site))?|quem (?:e|es) voce|o que (?:e|es) voce|voce e (?:um )?(?:robo|bot|humano|gente|ia)|qual (?:e )?(?:o )?seu nome',
  },
  categoryWords: {
    shopDrinks: {
      drinks: words('cerveja cervejas breja brejas latinha latinhas latao latoes vinho vinhos minis vodka cachaca pinga refri refris refrigerante refrigerantes coca bebida bebidas espumante espumantes champanhe champagne whisky uisque licor sidra gin rum'),
      packs: words('fardo fardos caixa caixas engradado engradados pack packs garrafa garrafas lata latas kit kits'),
      bars: words('bar bares barzinho boteco botequim balada tasca taberna cervejaria pub restaurante mesa'),
    },
    boughtVerbs: words('comprei compramos comprou comprar compra encomendei'),
    givingVerbs: words('deu deram mandou mandaram passou'),
    shareWords: words('parte metade lucro lucros'),
    placesBeforeThings: '',
    doing: {
      endings: ['ando', 'endo', 'indo'],
      selling: words('vendendo revendendo'),
      not: words('quando mando comando bando lindo vindo sendo tendo estando ficando indo apostando jogando ganhando recebendo pagando gastando comprando'),
      employment: words('chefe patrao patroa gerente empregador plantao turno turnos expediente'),
      inExchange: { before: words('por'), endings: ['ar', 'er', 'ir'], pronouns: words('lhe lhes me te nos o a'), not: words('ser estar ter ir vir ficar haver') },
    },
    expense: [
      {
        category: 'Dining',
        custom: ['restaurants', 'restaurantes', 'restaurante', 'food', 'comida', 'alimentação', 'restauração', 'delivery'],
        strong: 'refri, refris',
      },
      {
        category: 'Entertainment',
        custom: ['entertainment', 'lazer', 'diversão', 'entretenimento'],
        strong: 'show, shows, rolê, rolês, entretenimento',
      },
      {
        category: 'Bills',
        custom: ['utilities', 'bills', 'contas', 'serviços', 'gás'],
        strong: 'gás, gas, net',
      },
      {
        category: 'Bills',
        custom: ['housing', 'rent', 'moradia', 'casa', 'aluguel'],
        strong: 'renda, renda da casa, renda do quarto, renda do apartamento, prestação da casa',
      },
      {
        // A bought ride back or forth ("22,40 pra voltar"): weak, any other word says more.
        category: 'Transportation',
        custom: ['transport', 'transportation', 'transporte'],
        weak: 'pra voltar, para voltar, pra vir, pra ir, para ir, volta pra casa, volta para casa, de volta pra casa',
        strong: 'corrida de volta, corrida da volta',
      },
    ],
    expenseFamilies: [
      {
        kind: 'Dining',
        strong: 'subway',
      },
      // Dishes, snacks, sweets and places to eat of Brazil and Portugal.
      {
        kind: 'Dining',
        strong: `pequeno-almoço, risoto, risotos, wrap, wraps, nhoque, estrogonofe, frango a passarinho, bife a cavalo,
          picadinho, carne de sol, arroz carreteiro, galinhada, bobó de camarão, tábua de frios, bruschetta, carpaccio,
          hot roll, uramaki, sashimi, niguiri, combinado de sushi, pad thai, tapiocaria, sanduíche, sanduíches, sanduba, sandubas, sanduíche natural, sandes, prato executivo,
          prato do dia, menu do dia, bandejão, restaurante universitário, fondue, frango assado, galeto, galeteria,
          bolo de pote, bolo de arroz, bola de berlim, bolas de berlim, pão de deus, queijada, queijadas, croquete,
          croquetes, rissol, rissóis, empada, empadas, empadinha, kibe, kibes, bolinho de bacalhau,
          pastéis de bacalhau, caldo verde, pão com chouriço, sopa do dia, dogão, pastelzinho, tacacá, vatapá,
          pão de batata, pudim, mousse, petit gateau, sobremesa, sobremesas, doceria, confeitaria, gelataria,
          geladinho, sacolé, gelado, gelados, gelado de máquina, long neck, latão, latinha de cerveja, litrão, balde de cerveja,
          caipivodka, caipi, vinho quente, drink, saideira, chopperia, choperia, botequim, buteco,
          butecos, tasquinha, sumo, pingado, café coado, café com leite, cimbalino, abatanado, caracóis,
          caracoletas, chouriço assado, frango de churrasco, francesinhas, prego no prato, marisco,
          mariscada, arroz de marisco, bacalhau à brás, sardinhada, leitão da bairrada, hambúrguer artesanal,
          x-burger, xis burger, parmegiana de frango, à la minuta, a la minuta, virado à paulista,
          feijoada completa, comida baiana, comida mineira, comida nordestina, comida caseira, comida japonesa,
          lámen, ramen, poke bowl, sushiman, yakissoba, pastel de queijo, pastel de carne, bolinho de chuva,
          coxinha de frango, cuscuz paulista, churros, crepe suíço, crepioca, omelete, tapioca de queijo,
          cafeteria, cafeteria do shopping, happy hour, happy-hour, rodízio de carne, rodízio de massas,
          espeto corrido, self service, comida a kilo, almoço executivo, jantinha, lanche da tarde, pizza brotinho,
          brotinho, calzone, esfirras, esfihas, beirute de frango, casquinha, casquinhas, cachorrão, milk shake,
          milk-shake, sande mista, sandocha, tosta mista, garapa, vitamina de abacate,
          vitamina de morango, panqueca, panquecas, fatia de bolo, pedaço de bolo, quiche, cuca, algodão doce,
          maçã do amor, cocada, pé de moleque, paçoca, trufa, trufas, padoca, quiosque, barraca de praia,
          barraquinha, praça de alimentação, refeitório, esplanada, creperia, almoço por quilo, almoço por kilo,
          pão de queijo recheado, lanche do trabalho, marmita fitness, cerveja artesanal, chopp artesanal`,
        // Words with another meaning too: a coffee in Portugal and a water jug in Brazil, a dish or a cheap lunch
        // ("pf") and the word for "please", a pastry and a dream; water (the bill, or a bottle among snacks).
        weak: 'galão, pf, sonho, sonhos, torta, tortas, petisqueira, porção de fritas, água, agua',
      },
      {
        kind: 'Dining/coffee',
        strong: 'pingado, café coado, cafézinho, abatanado, cimbalino, capuccino, cappucino, café gelado, frappé',
        weak: 'galão',
      },
      // The weekly shop: shops, counters and what they sell.
      {
        kind: 'Groceries',
        strong: `casa de carnes, casa de carne, varejão, verdurão, mercadão, ceasa, ceagesp, charcutaria, frutaria,
          compra do mercado, compras do mercado, mercado do bairro, feira livre, feira do bairro, atacadista,
          pacote de café, pó de café, café pilão, café melitta, café três corações, leite integral, leite desnatado,
          caixa de leite, cartela de ovos, dúzia de ovos, bandeja de ovos, ovos caipira, pão francês, pão de forma,
          bisnaguinha, bisnaguinhas, compras da casa, reposição da despensa, hortifrúti, loja de conveniência,
          conveniência do posto, 
          erva-mate, erva mate, erva de chimarrão, erva pro chimarrão`,
        // Wholesale (also "attacked"), and products sold in many places, which lose to any word that says
        // where they were eaten.
        weak: `atacado, farinha de mandioca, farinha de trigo, farofa, polvilho, fubá, goma de tapioca, mussarela, muçarela,
          mozarela, queijo minas, queijo prato, queijo ralado, peito de peru, salsicha, salsichas, calabresa,
          frios, acém, maminha, cupim, coxão mole, coxão duro, fraldinha, filé mignon, filé de frango, filé de peixe,
          tilápia, salmão, frango inteiro, asa de frango, asinha, asinhas, bisteca, lombo, carne seca,
          charque, achocolatado, miojo, macarrão instantâneo, cream cracker, rosquinha, rosquinhas, wafer, bombom,
          bombons, barra de chocolate, pipoca de micro-ondas, água com gás, suco de caixinha, suco em pó, gelatina,
          fermento, vinagre, extrato de tomate, milho verde, palmito, azeitona, azeitonas, batata palha, chia,
          linhaça, mexerica, tangerina, tangerinas, bergamota, ponkan, goiaba, goiabas, maracujá, caju, acerola,
          jabuticaba, caqui, figo, figos, nectarina, inhame, batata-doce, mandioquinha, batata baroa, beterraba,
          chuchu, quiabo, jiló, repolho, acelga, agrião, espinafre, alho-poró, rabanete, cheiro-verde, pimenta,
          tomate cereja, sabão em barra, sabão líquido, lava-roupas, alvejante, multiuso, limpa vidro, limpa-vidros,
          lustra-móveis, pano de chão, pano de prato, vassoura, rodo, palha de aço, bombril, pinho sol, qboa,
          álcool em gel, guardanapo, guardanapos, papel alumínio, filme plástico, filtro de café, fósforo, fósforos,
          inseticida, condicionador, sabonete líquido, escova de dente, escova de dentes,
          enxaguante bucal, protetor diário, cotonete, cotonetes, algodão, aparelho de barbear, gilete,
          espuma de barbear, lenço de papel, lenços de papel, leite em caixa, nata, natas, chouriço, fiambre,
          queijo flamengo, grão, grelos, nabiças, feijão verde, pescada, carapau, dourada, robalo, polvo,
          lulas, bacalhau demolhado, iogurtes, ovos moles, detergente da loiça, lixívia, papel de cozinha,
          rolo de cozinha, gel de banho, pensos higiénicos, fraldas de adulto`,
      },
      // Getting around: fares, passes and rides, the car's upkeep, its parts and its papers.
      {
        kind: 'Transportation',
        strong: `autocarro, autocarros, mototáxi, moto-táxi, flanelinha, flanelinhas, manobrista, bicicletaria,
          conserto da bike, manutenção da bike, cartão de transporte, cartão do metrô, cartão do ônibus,
          bilhete do metrô, bilhete do ônibus, passagem do metrô, passagem do ônibus,
          tag do pedágio, tag de pedágio, parque de estacionamento, passe social, passe mensal, passe do metro,
          título de transporte, viagem de uber, corrida de uber, corrida de táxi, corrida do 99, táxi aéreo,
          parquímetros, estacionamento do shopping, estacionamento rotativo, zona azul digital, aluguel de bike,
          aluguel de bicicleta, aluguel de patinete, carona, caronas, rachar a gasolina`,
        // A pass (also "that it pass"), the Lisbon tram (also "electric"), a ride (also a race).
        weak: 'passe, passes, elétrico, elétricos, corrida, corridas',
      },
      {
        kind: 'Transportation/fuel',
        strong: 'gasosa, abastecimento, abastecida, tanque de gasolina, litros de gasolina, gasolina do carro, gasolina da moto',
      },
      {
        kind: 'Transportation/car',
        strong: `exame toxicológico, renovação da cnh, renovação da carteira, borracheiro, aditivo do radiador, aditivo de radiador, coima de estacionamento, coima da polícia,
          vistoria cautelar, vistoria da moto, pneu estepe, estepe do carro, embreagem do carro, kit de embreagem,
          lava-rápido, lava rápido, lava-car, lava car, lavagem, vistoria do carro, 
          vistoria veicular, emplacamento, placa do carro, documento do carro, transferência do carro, seguro da moto,
          seguro automóvel, manutenção do carro, manutenção da moto, revisão da moto, revisão do carro, óleo do carro,
          óleo da moto, filtro de óleo, filtro de ar, pastilha de freio, disco de freio, amortecedor, amortecedores,
          correia dentada, bateria da moto, limpador de para-brisa, para-brisa, 
          parabrisa, retrovisor, farol do carro, escapamento, fluido de freio, calibragem, rodízio de pneus,
          oficina mecânica, mecânica, autopeças, auto peças, loja de autopeças, peça do carro, peças do carro, 
          peça da moto, peças da moto, insulfilm, câmbio do carro, conserto da moto, concerto do carro,
          concerto da moto, reparação do carro, pneus novos, parcela do carro, prestação do carro, inspeção periódica,
          inspeção automóvel, selo do carro, pintura do carro, polimento, cristalização, higienização do carro,
          jogo de pneus, jogo de pneu, garagem, vaga de garagem, aluguel da vaga, aluguel da garagem, multa do radar,
          franquia do seguro, som automotivo, tapete do carro, palheta do limpador, palhetas do carro`,
      },
      // Bills of the home: utilities, operators, condo, fees.
      {
        kind: 'Bills',
        strong: `conta da claro, fatura da claro, plano da claro, claro controle, claro pós, conta da tim,
          fatura da tim, 
          plano da tim, tim pós, tim black, conta da vivo, fatura da vivo, plano da vivo, vivo controle, vivo pós,
          vivo easy, conta da oi, fatura da oi, conta da net, fatura da net, conta da light, fatura da light,
          conta da sky, conta da luz, conta da água, conta do gás, gás encanado, botija, botija de gás, bilha de gás,
          gás da botija, crédito no celular, crédito no telemóvel, fatura da luz, fatura do gás, fatura da internet, fatura do telemóvel, telemóvel,
          carregamento do telemóvel, tarifário, conta do celular, boleto do celular, boleto da internet, boleto da luz, boleto da net, crédito do celular, recarga de celular,
          internet do celular, pacote de dados, banda larga, internet fibra, tv por assinatura, taxa do lixo,
          taxa de lixo, conta de esgoto`,
      },
      {
        kind: 'Bills/housing',
        strong: `cota condominial, quota do condomínio, quotas do condomínio, condomínio do prédio, aluguel do apê,
          aluguel do apartamento, aluguel da casa, aluguel do quarto, aluguel da kitnet, crédito habitação,
          prestação do crédito habitação, financiamento do apartamento, financiamento da casa, renda de casa,
          taxa condominial, fundo de reserva, parcela da casa, parcela do apartamento, parcela do apê`,
      },
      {
        kind: 'Bills/taxes',
        strong: 'carnê-leão, carnê leão, taxa de incêndio, taxa de bombeiros, imt, imposto de selo, imposto do carro',
      },
      {
        kind: 'Bills/insurance',
        strong: 'seguro do celular, seguro do telemóvel, seguro residencial, seguro da casa, seguro multirriscos, seguro fiança, seguro prestamista, seguro incêndio',
      },
      {
        kind: 'Bills/fees',
        strong: `pacote de serviços, cesta de serviços, manutenção de conta, manutenção da conta, taxa de manutenção, comissão de manutenção, taxa de saque, tarifa de saque, tarifa de ted,
          taxa de transferência, juros do rotativo, rotativo do cartão, parcela do empréstimo, prestação do empréstimo,
          mensalidade do cartão, anuidade do cartão, mensalidade do sindicato, contribuição sindical, juros do boleto,
          juros de mora, juros do atraso, juros da parcela, juros do parcelamento, juros do crediário, multa por atraso,
          multa do boleto, crediário, parcela do crediário, carnê da loja, taxa de administração`,
      },
      {
        kind: 'Bills/subscriptions',
        strong: 'assinatura do app, assinatura do aplicativo, armazenamento na nuvem, antivírus, hospedagem de site, domínio do site',
      },
      // Health: specialists, exams, treatments, the pharmacy's medicines by their common names.
      {
        kind: 'Healthcare',
        strong: `coletor menstrual, ortopedista, sessão de fisio, sessões de fisio, repelente de mosquito, cardiologista, urologista,
          endocrinologista, endócrino, endocrino, neurologista, otorrino, 
          otorrinolaringologista, gastroenterologista, reumatologista, pneumologista, alergista, nefrologista, geriatra,
          proctologista, mastologista, angiologista, cirurgião, cirurgiã, obstetra, clínico geral, médica,
          fisioterapeuta, fono, fonoaudiólogo, terapeuta, terapia ocupacional, psicanalista, psicoterapia, nutróloga,
          nutrólogo, podóloga, podólogo, quiropraxista, acupunturista, odonto, odontológico, plano odontológico,
          implante dentário, prótese dentária, restauração do dente, manutenção do aparelho, extração do siso, siso,
          hemograma, mamografia, papanicolau, endoscopia, colonoscopia, eletrocardiograma, ecocardiograma,
          densitometria, biópsia, exame de urina, exame de fezes, exame de vista, teste ergométrico, check-up,
          exame de imagem, exames de sangue, análises, análises clínicas, coparticipação, mensalidade do plano, seguro de saúde, consulta médica, consulta particular, internação, parto,
          cesárea, anestesia, omeprazol, pantoprazol, losartana, amoxicilina, azitromicina, cefalexina, nimesulida,
          loratadina, desloratadina, dexametasona, prednisona, prednisolona, sertralina, fluoxetina, escitalopram,
          clonazepam, metformina, sinvastatina, rosuvastatina, diclofenaco, cetoprofeno, ciclobenzaprina,
          dimenidrinato, simeticona, minoxidil, finasterida, isotretinoína, sildenafila, tadalafila, levotiroxina,
          vitamina c, vitamina d, colágeno, antigripal, anti-inflamatório, antiinflamatório, analgésico,
          relaxante muscular, soro fisiológico, gaze, esparadrapo, atadura, seringa, fita de glicemia,
          spray nasal, descongestionante, injeção, pílulas, comprimidos, remedinho, receita do remédio,
          aparelho auditivo, palmilha ortopédica, óculos novos, lentes dos óculos, armação de óculos,
          armação dos óculos, 
          bota ortopédica, muleta, muletas, cadeira de rodas, aparelho de pressão, medidor de pressão, glicosímetro,
          nebulizador, inalador, sal de fruta, sal de frutas`,
        // A health plan (also any agreement).
        weak: 'convênio, convênio médico',
      },
      {
        kind: 'Healthcare/fitness',
        strong: `beach tennis, beach tênis, futevôlei, vôlei de praia, futebol society, quadra society,
          aluguel de quadra, 
          aluguel da quadra, quadra de futebol, quadra de tênis, quadra de padel, padel, escalada, judô, judo, caratê,
          capoeira, taekwondo, kickboxing, boxe, hidroginástica, ioga, mensalidade da academia, mensalidade do ginásio,
          quota do ginásio, assessoria de corrida, corrida de rua, inscrição da corrida, inscrição da maratona,
          maratona, meia maratona, kit da corrida, aula de natação, aula de pilates, aula de yoga, aula de ioga,
          aula de zumba, aula de funcional, academia do prédio, personal trainer, treino, treinos, bcaa, pré-treino,
          pre treino`, 
      },
      // School, courses, books and supplies.
      {
        kind: 'Education',
        strong: `aula de violão, régua escolar, aula de guitarra, aula de canto, aula de desenho, aula de teatro,
          aula de reforço, 
          reforço escolar, aula de inglês, aula de espanhol, aula de francês, aula de alemão, aula de japonês,
          aula de italiano, aula de matemática, aula de redação, aula de programação, aula de direção,
          aulas de direção, aula de baliza, curso técnico, curso online, curso de inglês, curso de idiomas,
          escola de idiomas, intercâmbio, colégio, mensalidade escolar, mensalidade do colégio,
          mensalidade da faculdade, mensalidade da escola, lista de material, mochila escolar, estojo, lápis de cor,
          apontador, canetinha, canetinhas, papel sulfite, resma, resma de papel, fichário, agenda escolar,
          encadernação, impressão do tcc, transporte escolar, van escolar, perua escolar,
          centro de estudos, visita de estudo, propinas do mestrado, propina da faculdade, propina da universidade,
          livro da escola, livros da escola, livro da faculdade, livros da faculdade, material da faculdade,
          material da escola, caderno universitário, prova de proficiência, taxa do vestibular, simulado, propinas,
          manual escolar, 
          manuais, videoaula, videoaulas, livro digital, audiolivro, taxa de matrícula`,
        // A school exam (also a contest) and a second-hand bookshop (also tallow); an instrument, also its
        // lessons beside other lessons ("natação 120 e piano 150": agreeWithTheList).
        weak: 'concurso, sebo, tcc, piano, violão, guitarra, balé',
      },
      // Clothes, shoes and accessories.
      {
        kind: 'Shopping/clothing',
        strong: `aluguel de terno, aluguel do terno, aluguel de vestido, aluguel do vestido, aluguel de traje, aluguel de roupa,
          aluguel de fantasia, calça jeans, calça legging, legging, cropped, macaquinho, jardineira, camisa polo,
          corta-vento, roupão, roupa íntima, maiô, saída de praia, sapatilha, sapatilhas, mocassim, scarpin,
          coturno, chuteira, chuteiras, semijoia, semijoias, óculos escuros, vestido de festa,
          roupa de academia, roupa de frio, jaleco, camisola, camisolas, calças, ténis, fato de banho,
          fato de treino, soutien, soutiens, meias, camisa do time, camisola do clube, sapato social, blusinha,
          roupas novas, bolsa de couro, bolsa nova, carteira nova, sapatênis, blusa de frio`,
      },
      // Devices and their accessories.
      {
        kind: 'Shopping/electronics',
        strong: `pc gamer, headset, caixinha de som, smart tv, videogame novo, controle remoto, roteador,
          microfone, ring light, chromecast, fire tv stick, tv box, echo dot, celular novo,
          notebook novo, fone de ouvido bluetooth, fone bluetooth, carregador portátil, cabo usb, cabo do carregador,
          telemóvel novo, computador novo, portátil novo,
          capa pro telemóvel, capa do telemóvel, capa pro celular, capa do celular, capa pra celular, capinha, capinha do celular, película do celular, película de vidro`,
      },
      // The house: kitchen, bedding, appliances, tools and building material.
      {
        kind: 'Shopping/home',
        strong: `panela de pressão, cobertor de casal, cobertor novo, faca de cozinha, jogo de facas, louça nova,
          jogo de louça, assadeira, garrafa térmica, faqueiro, tábua de corte, escorredor, prendedor, 
          prendedores, fronha, fronhas, persiana, persianas, almofada, almofadas, abajur, lustre,
          sanduicheira, fritadeira elétrica, panela elétrica, panela de arroz, processador de alimentos,
          robô aspirador, purificador de água, filtro de água, ventilador de teto, chuveiro, chuveiro elétrico,
          resistência do chuveiro, torneira, vaso sanitário, cadeado, fechadura, maçaneta, fio elétrico, disjuntor,
          interruptor, parafuso, parafusos, chave de fenda, alicate, trena, argamassa, rejunte,
          massa corrida, lixa, rolo de pintura, pincel, verniz, piso laminado, telha, telhas, encanamento, ferragens,
          loja de ferragens, adubo, terra adubada, sementes, utilidades domésticas,
          utensílios de cozinha, jogo de cama, cama box, guarda-roupa novo, armário de cozinha,
          máquina de lavar loiça, máquina da loiça, esquentador, termoacumulador, edredão, estendal,
          freezer, cooktop, forno elétrico, tanquinho, secadora, climatizador, beliche, sapateira, rack da tv,
          painel da tv, mesa de jantar, escrivaninha, poltrona, puff, sofá-cama, capacho, box do banheiro,
          muda de planta, mudas de plantas, terra vegetal`,
        // A picture (also a chart), a vase (also a toilet), an extension lead (also an extension).
        weak: 'quadro, quadros, vaso',
      },
      {
        kind: 'Shopping/beauty',
        strong: `esteticista, base de maquiagem, máscara de cílios, pó compacto, paleta de sombras, filtro solar, sérum,
          creme anti-idade, 
          creme para o rosto, creme de cabelo, creme de pentear, máscara capilar, óleo capilar, tinta de cabelo,
          escova de cabelo, mechas, alisamento, hidratação capilar, cabeleireira, cabeleleiro, cabeleleira, barbearia,
          barba, pé e mão, mão e pé, esmaltação, alongamento de unha, alongamento de unhas, unha de gel, henna,
          micropigmentação, depilação a laser, drenagem linfática, estética, clínica de estética, botox, preenchimento,
          preenchimento labial, harmonização facial, peeling, tatuagem, tattoo, piercing, água de colônia, day spa,
          kit de maquiagem, cabeleireiro, corte de cabelo, corte masculino, corte feminino, escova, manicura, pedicura,
          cabeleireiros, maquilhagem, depilação a cera, unhas de gel, sobrancelhas, secador, cabelereiro, cabelereira, peruca, cílios postiços, unhas postiças, reforma de roupa`,
      },
      {
        kind: 'Shopping/gifts',
        strong: `amigo secreto, amigo oculto, cesta de café, vale-presente,
          vale presente, cartão presente, gift card, chá de bebê, chá de panela, chá revelação, chá de fralda,
          lista de casamento, presente de casamento, presente de aniversário, presente de natal`,
      },
      {
        kind: 'Shopping',
        strong: `boneca, bonecas, boneco, bonecos, carrinho de controle remoto, pelúcia, bicho de pelúcia, massinha,
          massinha de modelar, jogo de montar, bola de futebol, outlet, linha de crochê, novelo, tecido, tecidos,
          aviamentos, armarinho, loja do chinês, loja de departamento, brinquedos novos,
          caixa de ferramentas, 
          serrote, serra elétrica`,
        weak: 'bola, bolas',
      },
      // Going out, games and chance.
      {
        kind: 'Entertainment',
        // "Concerto", "forró" and "abadá" alone sit one letter from "conceito", "forro" (a ceiling) and "amada":
        // they come in the phrases people write them in.
        strong: `salão de festas, aluguel de brinquedos, fogos de artifício, fogos de artificio, foguetes, rojões, rojão,
          aluguel de mesas, buffet infantil, aluguel de barco, aluguel de lancha, aluguel de som,
          taxa de conveniência, sinuca, concerto de, concerto do, concerto da, concerto dos, concerto das, concerto no, concerto na,
          forró de, forró do, forró da, forró no, forró na, abadá do, abadá da, abadá de, abadá pro, abadá para,
          matraquilhos, pebolim, abadá do bloco, abadá de carnaval, concerto de rock, concerto da orquestra,
          concerto sinfônico, ingresso do concerto, bilhete para o concerto, baile de forró, show de forró,
          festa de forró, forrozão, fliperama, loteria, lotérica, casa lotérica, bolão, bolão da mega, mega da virada, 
          dupla sena, lotomania, timemania, lotaria, tigrinho, jogo do tigrinho, fortune tiger, cassino online,
          pagode, roda de samba, baile funk, micareta, bloco de carnaval, open bar, festa junina,
          quermesse, arraiá, standup, comédia, peça de teatro, bienal, feira do livro, jogos de tabuleiro, rpg,
          free fire, passe de batalha, jogo de celular, pesqueiro, mergulho, tirolesa, rapel, parapente,
          salto de paraquedas, espetáculo, espetáculos, rifa, rifas, clube, mensalidade do clube,
          ingresso do cinema, ingresso do show, bilhete do concerto, bilhetes do concerto, bilhete do cinema,
          bilhetes para o concerto, bilheteria, bilheteira, festival de música, sessão de cinema, pipoca do cinema,
          noitada, night, baladinha, boate gay, cinema 3d, cinema imax, jogo do brasileirão, jogo do flamengo,
          jogo do corinthians, jogo do palmeiras, jogo do são paulo, jogo do benfica, jogo do porto, jogo do sporting,
          day use, passeio de lancha, passeio de escuna, passeio de buggy, passeio de jipe, ingresso do parque,
          recarga do free fire, jogo do aviãozinho, aviator, apostinha, apostinhas`,
        // A musical, a show; an exhibition (also exposure).
        weak: 'musical, exposição, baile',
      },
      // Trips: sleeping away, flying, money for abroad.
      {
        kind: 'Travel',
        strong: `albergue, estadia no hotel, estadia na pousada, chalé, alojamento local, alojamento, diária do hotel,
          diária da pousada, diárias do hotel, 
          passagem de avião, passagens de avião, bilhete de avião, bilhetes de avião, milhas, taxa de embarque,
          mochilão, passeio turístico, city tour, dólar turismo, compra de dólar, compra de dólares, compra de euros,
          câmbio de dólar, câmbio de euro, visto americano, visto de turista, taxa do passaporte, emissão do passaporte,
          passagem da gol, voo da gol, passagem da azul, voo da azul, azul viagens,
          hotel fazenda, resort all inclusive, pacote de viagem, viagem de férias, roaming,
          chip internacional, guia turístico, mala de bordo`,
        // Currency exchange (also a car's gearbox).
        weak: 'câmbio, aeroporto',
      },
      // Pets, kids, donations, services at home and for papers, funerals.
      {
        kind: 'Other/pets',
        strong: `alpiste, gaiola, ração de passarinho, tapete higiênico, areia sanitária, tosa, castração, comedouro, casinha de cachorro,
          hotelzinho de cachorro, 
          hotel para cachorro, creche canina, dog walker, passeador de cães, passeador de cachorro, adestrador,
          adestramento, ração úmida, ração do gato, ração do cão, veterinária do gato, consulta do cachorro,
          consulta do gato, vacina do cão, petiscos do cachorro, brinquedo do cachorro, aquário dos peixes, pet sitter,
          remédio do cachorro, remédio do gato, remédio do cão, remédio do pet`,
        weak: 'sachê, sachês',
      },
      {
        kind: 'Shopping/baby',
        strong: `fórmula infantil, mamadeira, mamadeiras, chupeta, chupetas, fraldas do bebê, fraldas descartáveis, fralda descartável,
          leite do bebê, papinha, papinhas, roupa de bebê, roupas de bebê, roupa do bebê, sapatinho de bebê, fralda de pano,
          fraldas de pano, fraldas geriátricas, fralda geriátrica, pacotão de fralda, pacote de fraldas`,
      },
      {
        kind: 'Other/kids',
        strong: `berçário, escolinha de futebol, festa infantil, mesada das crianças, mesada do miúdo, babysitter`,
      },
      {
        kind: 'Other/donations',
        strong: 'igreja, oferta da igreja, ong, caridade, esmola, esmolas, contribuição para a igreja, doações',
      },
      {
        kind: 'Other/services',
        strong: `faz-tudo, aluguel de caçamba, caçamba de entulho, impressão de fotos, revelação de fotos, foto 3x4,
          carimbo, segunda via do rg, emissão do rg, tinturaria, cuidadora de idosos, pintor de parede, pintor de paredes, engomadoria, barra da calça,
          bombeiro hidráulico, canalizador, marceneiro, serralheiro, 
          vidraceiro, gesseiro, mão de obra, conserto, concerto do celular,
          manutenção do ar condicionado, instalação do ar condicionado, limpeza do ar condicionado, desentupidora,
          desentupimento, limpeza de sofá, higienização do sofá, empregada, empregada doméstica,
          salário da empregada, mulher a dias, senhora da limpeza, cuidador de idosos, motoboy, envio,
          pac dos correios, reconhecer firma, autenticação, honorários do advogado, taxa do cartório, certidão,
          piscineiro, limpeza de piscina, lavagem de tapete, engraxate, troca de tela, conserto do computador,
          conserto do notebook, conserto da geladeira, conserto da máquina, conserto da tv,
          contabilista, notário, passadeira de roupa, lavagem de roupa, lavanderia self service,
          técnico de informática, técnico da geladeira, chaveiro 24 horas, montador de móveis, montagem de móveis,
          costura`, 
      },
      {
        kind: 'Other',
        strong: 'funerária, funeral, velório, enterro, cremação, coroa de flores, plano funerário, jazigo, túmulo, cemitério',
      },
      {
        kind: 'Healthcare/fitness',
        // "O personal": a personal trainer in Brazil.
        strong: 'personal',
      },
      {
        kind: 'Travel',
        // A suitcase ("mala" is "bad" in Spanish).
        strong: 'mala',
      },
      // Round 2 (extra4): second-hand markets, gifts for an occasion, the milk round, animal charities,
      // pet procedures, farm inputs and money towards a relative's rent.
      {
        kind: 'Shopping',
        strong: `brechó, brechós, feira de usados, feira de antiguidades, feira da ladra, feira de troca, bazar beneficente,
          bazar de usados, venda de garagem, loja de usados, loja de segunda mão, artigos em segunda mão`,
      },
      {
        kind: 'Shopping/gifts',
        strong: `chá de fraldas, chá de bebé, presente de formatura, presente pra formatura, presente para a formatura,
          presente de casamento, presente de batizado, presente de chá de bebê, presente de noivado, presente de aniversário`,
      },
      {
        kind: 'Groceries',
        strong: 'leiteiro, entrega de leite',
      },
      {
        kind: 'Other/services',
        strong: 'limpeza de janelas, limpeza dos vidros, lavagem de janelas, limpador de janelas, lavagem de fachada',
      },
      {
        kind: 'Other/donations',
        strong: `abrigo de animais, abrigo de cachorros, abrigo de cães, abrigo de gatos, abrigo animal, ong de animais,
          ong de proteção animal, ong dos animais, protetora de animais, protetora dos animais, proteção animal,
          resgate de animais, canil municipal, associação de proteção animal, doação pro abrigo, doação para o abrigo`,
      },
      {
        kind: 'Other/pets',
        strong: `limpeza de tártaro, tartarectomia, limpeza dos dentes do cachorro, limpeza dos dentes do gato, seguro pet,
          plano de saúde pet, plano pet, seguro do cachorro, seguro do gato, saquinhos de cocô, saquinho de cocô, sacos de cocô,
          guia retrátil, peitoral do cachorro`,
      },
      {
        kind: 'Shopping/home',
        strong: `sementes de batata, sementes de milho, sementes de hortaliças, sementes para plantar, insumos agrícolas,
          defensivos agrícolas, agrotóxico, agrotóxicos, herbicida, herbicidas, inseticida, fungicida, fertilizante,
          fertilizantes, adubo orgânico, calcário agrícola, mudas de plantas`,
      },
      {
        kind: 'Other/kids',
        strong: 'aluguel dela, aluguel dele, aluguel da minha mãe, aluguel do meu pai, renda dela, renda dele',
      },
      // Round 2, second batch: phone credit, second-hand phones and meat bought by weight for a barbecue.
      {
        kind: 'Bills',
        strong: `recarreguei o celular, recarreguei meu celular, recarreguei o telemóvel, recarga do celular, recarga no celular,
          crédito no celular, crédito do celular, crédito pro celular, coloquei crédito, botei crédito, recarga de dados,
          pacote de dados, recarreguei o chip, carregamento do telemóvel, carreguei o telemóvel`,
      },
      {
        kind: 'Shopping/electronics',
        strong: `celular usado, celular de segunda mão, celular seminovo, celular recondicionado, iphone usado, iphone seminovo,
          telemóvel novo, telemóvel usado, telemóvel em segunda mão, notebook usado, portátil usado`,
      },
      {
        kind: 'Groceries',
        strong: `quilo de carne, quilos de carne, kg de carne, carne pro churrasco, carne para o churrasco, carne do churrasco,
          quilo de picanha, quilos de picanha, kg de picanha, quilo de frango, quilos de frango, kg de frango, quilo de linguiça,
          carvão pro churrasco, carvão para o churrasco, saco de carvão`,
      },
      // Round 3 (extra5, extra6): Portugal's café and tasca orders, the beach in Rio, tickets, supplements
      // and the household's charges.
      {
        kind: 'Dining',
        // "mini" and "fino" are beers in Portugal; "mate" the iced tea sold on Rio's beaches.
        strong: `mini, minis, fino, finos, prego no pão, pregos no pão, caracóis, tremoços, bola de berlim, meia de leite,
          abatanado, cimbalino, mate, mate gelado, mate de praia, matte, biscoito globo, biscoitos globo`,
      },
      {
        kind: 'Transportation',
        // A ticket in Portugal is mostly the train's or the bus's ("bilhete de cinema" says otherwise).
        weak: 'bilhete, bilhetes',
        strong: 'bilhete da cp, bilhetes da cp, bilhete do comboio, bilhete de comboio, bilhete do autocarro, passe diário',
      },
      {
        kind: 'Bills',
        strong: 'taxa do lixo, taxa de lixo, coleta de lixo, recolha do lixo, taxa de esgoto, contador da luz, contador da água',
        // Also the phone bill, beside other bills ("internet 100, celular 60"): agreeWithTheList.
        weak: 'celular, telemóvel',
      },
      {
        kind: 'Healthcare',
        strong: 'mensalidade do plano de saúde, taxa moderadora, taxas moderadoras, seguro de saúde, consulta no sns',
      },
    ],
    income: [
      {
        category: 'Salary',
        custom: ['salary', 'wages', 'paycheck', 'salário', 'salario', 'work', 'job'],
        strong: `ordenado, ordenados, subsídio de refeição, subsídio de alimentação, vale-transporte, vale transporte,
          dissídio, bolsa de estágio, bolsa estágio, salário do estágio, participação nos lucros, abono salarial,
          abono do pis, salário-família, salário família, gratificação natalina, adicional noturno, insalubridade,
          periculosidade, horas extraordinárias, prémio de desempenho, prêmio de produtividade, 13º, 13o, 14º, 14o,
          parcela do 13º, parcela do 13o, parcela do décimo terceiro, abono, abono de família, abono de familia,
          prestações familiares, complemento solidário, rsi, rendimento social de inserção, subsídio de desemprego,
          subsídio de doença, subsídio parental, baixa médica`,
      },
      {
        // A shift beyond the schedule is pay from the job ("plantão extra"), not a one-off job.
        category: 'Salary',
        definesType: false,
        custom: ['salary', 'wages', 'paycheck', 'salário', 'salario', 'work', 'job'],
        strong: 'plantão extra, plantões extras, plantão a mais, plantões a mais, plantão extra do hospital, dobra de plantão',
      },
      {
        // Pay for a shift, a performer's fee: work paid once, named only when the words say it came in.
        category: 'Freelance',
        definesType: false,
        custom: ['freelance', 'freela', 'bico', 'extra', 'renda extra'],
        // (Portugal's "explicações" are private tutoring: paid for a child, or the user's earnings as a tutor.)
        strong: `plantão, plantões, cachê, cachês, serviço extra, biscate, biscates, cuidar das crianças, cuidei das crianças,
          cuidando das crianças, olhar as crianças, tomar conta das crianças, tomei conta, tomando conta,
          explicações, explicação, dar explicações, dei explicações, faxina, faxinas, diária de faxina, diária da faxina,
          diarista, frete, fretes, casamento, casamentos, sinal, serviço, serviços, tatuagem, tatuagens, tattoo, ensaio, evento, eventos`,
      },
      {
        category: 'Business',
        custom: ['business', 'sales', 'negócio', 'vendas'],
        strong: `revenda, revendas, vendas da loja, lucro da loja, vendas do mês, faturamento do mês, vendas online,
          movimento da loja, movimento do dia, movimento do caixa, caixa do dia, fechamento do caixa, fechamento de caixa,
          apurado do dia, féria do dia, vendas da barraca, vendas da feira`,
      },
      {
        category: 'Investment',
        custom: ['investment', 'investments', 'investimentos', 'dividends', 'dividendos'],
        strong: `proventos, jcp, juros sobre capital próprio, rendimento do cdb, rendimentos do cdb,
          rendimento do tesouro, 
          rendimento da caixinha, rendimentos da poupança, mais-valias, mais-valia, mais valias, aluguel de ações,
          cupom do tesouro`, 
      },
      {
        // Savings certificates of Portugal: what they pay is income only when the words say so.
        category: 'Investment',
        definesType: false,
        custom: ['investment', 'investments', 'investimentos', 'dividends', 'dividendos'],
        strong: 'certificados de aforro, certificado de aforro, certificados do tesouro, depósito a prazo, caixinha do nubank',
      },
      {
        // Rent received, in Portugal's word ("as rendas" the tenant pays) and for a short let. Not "renda"
        // alone: in Brazil it is any income ("quanto recebi de renda este mês").
        category: 'Rental',
        definesType: false,
        custom: ['rental', 'rent', 'aluguel', 'aluguéis', 'rendas'],
        // (Portugal names a flat by its bedrooms: "a renda do T2".)
        strong: 'rendas, renda do apartamento, renda da casa, aluguel de temporada, alojamento local, t0, t1, t2, t3, t4, t5',
      },
      {
        category: 'Refunds',
        custom: ['refunds', 'refund', 'reembolsos', 'reembolso', 'devoluções', 'estornos'],
        strong: 'indemnização, indenização, méliuz, meliuz, restituição do ir, restituição do irs, reembolso do irs, reembolso do seguro, dinheiro de volta',
      },
      {
        // Prizes and a draw: a windfall only when the words say it came in.
        category: 'Gift',
        definesType: false,
        custom: ['winnings', 'prizes', 'prize', 'prêmios', 'loteria', 'gift', 'gifts'],
        strong: 'prêmios, prémios, sorteio',
      },
      {
        // A birthday in Portugal is "os meus anos" ("mandou-me 50 pelos meus anos"): money for it is a present.
        category: 'Gift',
        definesType: false,
        custom: ['gift', 'gifts', 'presentes'],
        strong: 'anos',
      },
      {
        // A cousin ("a prima"), family giving as the others; in Spanish "prima" is a bonus at work.
        category: 'Gift',
        definesType: false,
        custom: ['gift', 'gifts', 'presentes'],
        strong: 'prima',
      },
      {
        // Where winnings come from (a pool, a bet, a draw): they name the category once a verb says money came
        // in ("ganhei 300 no bolão"), and stay a purchase otherwise ("aposta na mega 5").
        category: 'Gift',
        definesType: false,
        custom: ['winnings', 'prizes', 'prize', 'prêmios', 'loteria', 'gift', 'gifts'],
        strong: `bolão, bolões, aposta, apostas, apostando, raspadinha, raspadinhas, rifa, rifas, loteria, lotaria, lotérica,
          mega-sena, mega sena, mega da virada, mega, lotofácil, quina, totoloto, euromilhões, jogo do bicho, bingo, cassino,
          pôquer, bet, bets, tigrinho, roleta, caça-níqueis, caça níqueis`,
      },
      {
        // A pension in Portugal ("caiu a reforma"); in Brazil "reforma" is building work, which stays spending.
        category: 'Salary',
        definesType: false,
        custom: ['salary', 'wages', 'paycheck', 'salário', 'salario', 'work', 'job'],
        strong: 'reforma, pensão de reforma, pensão de velhice',
      },
    ],
  },
  genericWords: words(`
    cafe cafezinho almoco janta jantar lanche lanches refeicao refeicoes comida comidas bebida bebidas
    cerveja cervejas compra compras coisa coisas conta contas pagamento pagamentos presente presentes
    corrida gasolina combustivel aluguel salario transferencia pix dinheiro taxa assinatura mensalidade
    entrega noite
  `),
  stopwords: words(`
    o os as um uma uns umas de do da dos das no na nos nas em ao aos pelo pela pelos pelas com por para
    pra pro pros pras e ou mas meu minha meus minhas nosso nossa eu nos voce ele ela isso isto esse essa
    num numa nuns numas dum duma duns dumas ja enfim finalmente tb tbm que desde
    este esta aquele aquela tambem so mais uns cerca quase tipo
  `),
  household: { people: words('esposa esposo mulher marido namorada namorado mae pai filho filha filhos sogra sogro avo vo pais avos'), partners: words('esposa esposo mulher marido namorada namorado'), possessives: words('minha meu nossa nosso a o') },
  others: {
    pronouns: words('ele ela eles elas'),
    my: words('meu minha meus minhas nosso nossa'),
    kin: words('irmao irma primo prima tio tia sobrinho sobrinha mina'),
    outsiders: words('chefe patrao vizinho vizinha gerente supervisor'),
    user: words('eu me mim comigo nos'),
    acts: words('pagou paga comprou compra gastou gasta pediu pegou levou bancou tomou tem vendendo vendeu vende'),
  },
  actionWords: words(`
    gastei gasto gastos gastamos gastar paguei pago pagamos pagar comprei compramos custou custa torrei
    larguei desembolsei coloquei doei recebi receber recebido ganhei ganhamos deu foi dei adicione
    adiciona adicionar registre registra registrar anota anote anotar lanca lance lancar despesa
    receita entrada saida valor total ta tava ficou saiu abasteci pagaram depositaram transferiram
    mandaram deram cobraram caiu cairam entrou entraram chegou chegaram creditado vendi vendemos mandei
    enviei transferi pixei cobrei faturei estornaram estornou reembolsaram reembolsou
        desapeguei desapegamos emprestei devolvi devolveram liberou liberaram rendeu passei regalei
        reembolsei estornei ressarci pingou pingaram
      `),
  replies: PT,
  clarifyMarker: CLARIFY_MARKER,
  recordedWords: words('registrado registrada registrados registradas registado registada anotado anotada anotados anotadas salvo salva lancado lancada'),
  examples: { description: 'almoço', withDate: 'almoço 25 ontem', full: 'almoço 25' },
  genericDescriptions: { expense: 'Despesa', income: 'Receita' },
  categoryNames: PT_CATEGORY_NAMES,
};
