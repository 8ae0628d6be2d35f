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
    sobrou sobra resta falta pix cartao boleto fatura parcela vezes lanche feira cinema ganho
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
    scales: { mil: 1000, milhao: 1_000_000, milhoes: 1_000_000},
    connectors: ['e'],
    scaleArticles: [],
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
    counts: { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, dez: 10 },
    relativeDays: { ontem: -1, hoje: 0, amanha: 1, anteontem: -2 },
    periodWords: words(`
      manha tarde noite cedo passado passada passados passadas ultimo ultima ultimos ultimas semana semanas
      mes meses ano anos dia dias atras antes depois desde atual corrente sempre inicio agora ate feira
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
  },
  query: {
    accountBalance: 'saldo|conta|tenho',
    howMuchAnywhere: 'quanto|quanta|soma',
    listItems: 'gast\\w*|despesas?|compr\\w*|pagu\\w*|pagos?|receb\\w*|receitas?',
    moreOrLess: 'mais|menos',
    oneCategory: 'categoria',
    pluralCategories: 'categorias',
    singleTop: 'maior|principal',
    totalWord: 'total|totais',
    afford: 'posso gastar|posso comprar|devo gastar|da pra gastar|pensando em gastar',
    average: 'media|medias|em media|na media|normalmente|geralmente|usualmente|habitualmente',
    standing:
      'no cheque especial|(?:estou|estamos|to|tou|ta|esta|fiquei|ficamos|fico|ficou|ficar|continuo|sigo|estarei|terminei|termino|entrei|entramos|cai|fechei|fechamos|fechou)(?: o (?:mes|ano))? no (?:vermelho|negativo|azul|positivo)',
    balance:
      'saldo|financas|como (?:estou|estao|esta|estoy|va|van|ando|terminare)|quanto tenho|' +
      '(?:plata|dinero|lana|guita|dinheiro|grana) (?:que )?(?:tengo|tenho)|tenho na conta|sobr\\w*|' +
      'economiz\\w*|rest(?:a|ou|ando)',
    biggest: 'maiores|maior|mais caros?|mais caras?|mais altos?|mais altas?|grandes',
    biggestNoun: 'coisas?|gastos?|despesas?|compras?|pagamentos?|receitas?|entradas|transac\\w*',
    byCategory: 'por categorias?',
    categoryOrWhere: 'onde|em que|categor\\w*',
    compare: 'mais que|menos que|mais do que|em relacao|comparar|compara|comparando|menos do que|comparad[oa]',
    count: 'quantas vezes|numero de|quant[oa]s(?! (?:reais|real|dolares|euros|pesos))',
    earned: 'entrou|entraram|receitas?|ganhei|ganho|ganhos|recebi|entradas|renda|faturei',
    expenseWords: 'despesas?|gastos?|gastei|paguei|compras|gastado',
    future:
      'vou|vamos|irei|vai|preciso|precisa|tenho que|quero|pretendo|planejo|devo|a pagar|por pagar|' +
      'semana que vem|mes que vem|ano que vem|proxima semana|proximo mes|proximo ano|lembrar|lembre|anota|anote|anotar|me deve',
    list:
      '(?:mostr\\w*|lista\\w*|ver|exib\\w*|me (?:mostra|mostre|da|de))(?:[ -](?:me|todos|todas|os|as|meus|minhas))* (?:gastos|despesas|compras|receitas|entradas|ganhos|pagamentos|saidas)|' +
      '(?:mostr\\w*|lista\\w*)(?:[ -]me)? (?:o )?que (?:eu )?(?:gastei|comprei|paguei)|' +
      '(?:quais|cuales|what|which) (?:foram|fueron|were|are|son|sao) (?:os |as |los |las |my |meus |minhas |mis )?(?:gastos|despesas|compras|receitas|ingresos|expenses|purchases)',
    mostExpensive: 'mais car[oa]s?',
    negation: 'nao fiz|nao gastei|nada|nenhum',
    opinion: 'o que (?:voce |vc )?acha|que acha|vale a pena',
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
      'ultim[oa]s (?:\\d+ )?(?:transac\\w*|gastos|compras|lancamentos|movimientos|despesas|movimentacoes|registros)|' +
      'o que (?:eu )?comprei|' +
      '(?:mostr\\w*|list\\w*|ver)(?: me)?(?: (?:as|os|meus|minhas|todas|todos))* (?:transac\\w*|lancamentos|movimentacoes)',
    summary:
      'resumo|resumao|resuminho|resuma|resumir|relatorio|balanco|analisar|' +
      'como (?:eu )?(?:me )?(?:fui|vou|estou indo)|' +
      'como (?:foi|esta|ta) (?:a |o |minha |meu )?(?:semana|mes|ano)|analis[ae]',
    top:
      'mais gastei|gastei mais|gasto mais|onde mais|maiores|maior gasto|maior categoria|em que mais|' +
      'por categorias?|qual categoria|quais categorias|gast\\w* (?:mas|mais)|(?:mas|mais) gast\\w*|' +
      '(?:onde|para onde|pra onde) (?:(?:e )?que )?(?:foi|vai|foram|vao|anda|andou|esta indo|ta indo|estao indo|tao indo|tem ido|sumiu|some|somem|sumiram) (?:parar )?(?:o |a |meu |minha |todo |toda )*(?:dinheiro|grana|salario|grana|bufunfa)|' +
      'onde (?:o |meu )?dinheiro (?:foi|vai)',
    topic:
      'despesas?|receitas?|ganhei|ganho|ganhos|recebi|entradas?|saidas?|saldo|dinheiro|lancamentos?|' +
      'compras|comprei|paguei|pago|financas|relatorio|extrato|historico|levo|pagar|devo|fatura|entrou|' +
      'entraram|economizei|gast\\w*|transac\\w*|movimenta\\w*|sobr\\w*|rest[ao]u?|economiz\\w*|categor\\w*|' +
      'resum\\w*',
    topicNoun:
      'gastos|despesas|receitas|entradas|saidas|saldo|transacoes|lancamentos|movimentacoes|financas|' +
      'resumo|relatorio|extrato|historico|totais|balanco',
  },
  commands: {
    prefix: 'por favor|ei|ok|entao|ah|oh|ops|opa|ugh|eh|putz|poxa|vish|uff|desculpa|perdao|hmm|espera|pera|pensando bem|pode|poderia|voce pode|vc pode|podes',
    undo: 'desfaz(?:er)?|desfaca|desfa[cz]a|reverte|cancela(?:r)? (?:isso|essa|esse|a ultima|o ultimo)',
    deleteVerb: 'tira|tirar|tire|apaga|apague|apagar|exclui|exclua|excluir|remove|remova|remover|deleta|delete|cancela|anula|anular',
    notATransaction: 'categorias?|orcamentos?|conta|tudo|todos|todas|historico|etiquetas?',
    didNotHappen: 'nao aconteceu|nunca aconteceu|nao rolou|nem rolou|acabou que nao|esquece(?: isso| isto| esse| essa)?|esqueca(?: isso| isto| esse| essa)?',
    budget: 'orcamentos?|limite|limites|teto|no maximo|gastar no maximo|nao gastar mais (?:de|que)',
    budgetOnTrack: 'estourei|estourando|passei do limite|vou bem com|to dentro|estou dentro|estoure[ie]|estourou|estourado|(?:estou|to|tou|estamos) (?:acima|abaixo)',
    budgetSetStart: 'poe|ponha|bota|bote|deixa|deixe|reserva|reserve|separa|separe|define|defina',
    budgetStatus: 'como(?! maximo)|estou|dentro|acima|abaixo|passei|resta|restam|sobra|sobrou|falta|faltam|quanto|quanta|qual|quais|mostrar|mostre|ver',
    budgetSetVerb: 'define|defina|definir|criar|crie|cria|coloca|colocar|coloque|estabelecer|estabeleca|quero|no maximo|nao gastar mais',
    budgetChange: 'sobe|subir|aumente|aumenta|aumentar|diminui|diminuir|abaixa|baixa',
    budgetLimitStart: 'limita|limitar|limite|quero limitar',
    budgetRemaining: 'quanto (?:ainda )?(?:mais )?(?:eu )?posso gastar|quanto (?:ainda )?(?:me )?(?:resta|sobra|falta) (?:para|pra) gastar',
    budgetLeft: 'resta|restam|restando|restante|sobra|sobrou|sobram|sobrando|falta|faltam|disponivel',
    weekly: 'semanal|semanais|por semana|toda semana|cada semana|na semana|pela semana|semanalmente',
    monthly: 'mensal|mensais|por mes|ao mes|no mes|cada mes|todo mes',
    yearly: 'anual|anuais|por ano|ao ano|no ano|cada ano|anualmente',
    categoryIncome: 'receitas?|entradas?|renda',
    categoryExpense: 'despesas?|gastos?|saidas?',
    categoryCreateVerb: 'cri(?:ar|e|a)|adicion(?:ar|e|a)|cadastr(?:ar|e|a)|fazer|faz',
    categorySpendingQuestion: 'gast\\w*|despesas|receitas|quanto|mais|maiores|por',
  },
  clauses: {
    connectors: words('e depois tambem mais alem'),
    legs: words('ida volta vinda regresso retorno'),
    periodsAfterSlash: words('mes semana ano dia hora h pessoa kg un'),
  },
  typeCues: {
    phrases: {
      income: ['pix recebido', 'transferencia recebida', 'deposito recebido'],
      expense: ['me cobraram', 'me cobrou', 'me descontaram', 'me descontou', 'fiz um pix', 'fiz uma transferencia'],
    },
    verbs: {
      income: words(`
        recebi receber recebido recebida recebemos ganhei ganhamos entrou entraram vendi vendemos depositaram
        receita rendeu transferiram cobrei faturei lucrei creditado creditaram
        renderam desapeguei desapegamos lucro lucros
      `),
      expense: words(`
        gastei gasto gastamos gastar paguei pago pagamos pagar comprei compramos custou custa torrei larguei
        desembolsei coloquei doei cobraram despesa perdi abasteci pedi saiu pagaste compras compra transferi
        mandei enviei pixei debitou debitaram debitado reembolsei estornei ressarci
      `),
    },
    weak: { income: ['ganho', 'chegou', 'chegaram'], expense: ['deu', 'foi', 'dei', 'pagamento'] },
    refunds: words(`
      reembolso reembolsos reembolsado reembolsada estorno estornos estornado estornada estornaram estornou
      devolucao devolucoes ressarcimento ressarcido restituicao
        devolveram devolveu
      `),
    takings: {
      tips: words('gorjeta gorjetas caixinha caixinhas'),
      workUnits: words('corridas entregas fretes'),
      spans: words('plantao noite semana dia mes fim'),
    },
    securityDeposit: words('caucao garantia seguranca'),
    debts: words('cartao cartoes emprestimo emprestimos financiamento cheque divida dividas atraso mora rotativo fatura credito consignado'),
    givers: {
      giveBeforeMe: [],
      giveAfterMe: words(`
        pagou pagaram deu deram mandou mandaram enviou enviaram transferiu transferiram depositou depositaram
        passou passaram pixou pixaram devolveu devolveram reembolsou reembolsaram estornou estornaram
        presenteou presentearam adiantou adiantaram creditou creditaram emprestou emprestaram rendeu renderam
        paga pagam deposita depositam transfere transferem manda mandam
      `),
      giveBack: words('devolveu devolveram reembolsou reembolsaram estornou estornaram'),
      payers: words(`
        sobrinho sobrinha afilhado afilhada neto neta prima primos
        cliente clientes chefe patrao patroa empresa firma empregador inquilino inquilina inquilinos locatario
        locataria aluno aluna alunos comprador compradora amigo amiga amigos colega irmao irma filho filha
        esposa marido namorado namorada tio tia primo pai mae pais avo avos vo vovo sogro sogra padrinho
        madrinha vizinho vizinha seguradora governo senhorio proprietario dono noiva noivo noivos
        trabalho trampo emprego
        hospede hospedes
      `),
      pays: words(`
        pagou pagaram paga pagam mandou mandaram enviou enviaram transferiu transferiram depositou depositaram
        deu deram pixou pixaram passou devolveu devolveram reembolsou rendeu
      `),
      transfers: words('pix ted transferencia transferencias deposito remessa mbway transf'),
      arrives: words('caiu cairam liberou liberaram pingou pingaram'),
    },
    moves: {
      lend: words('emprestei emprestamos'),
      sell: words('vendi vendemos desapeguei desapegamos'),
      receive: words('recebi recebemos recebido'),
      othersBuy: words('comprou compraram compra'),
      made: words('fiz fizemos'),
      found: words('achei encontrei'),
      toThem: words('lhe lhes'),
      iGave: words('devolvi devolvemos dei passei mandei enviei regalei transferi depositei emprestei paguei'),
      charges: words('fatura faturas boleto boletos conta contas cobranca multa multas debito anuidade tarifa taxa mensalidade'),
      headFees: words('taxa taxas tarifa tarifas multa multas anuidade'),
      yielders: words('poupanca cdb cdbs lci lca tesouro fundo fundos acoes etf etfs'),
      insurers: words('seguro'),
    },
  },
  nothing: {
    people: words(`
      vizinho vizinha vizinhos vizinhas colega colegas amigo amiga amigos amigas chefe patrao primo prima primos
      tio tia irmao irma cunhado cunhada fulano alguem
    `),
    buying: words('comprou compra compraram gastou gastaram pagou pagaram paga pagam torrou torraram'),
    priceMoves: 'vai custar|vai ficar em|vai ficar por|vai ficar|sobe pra|sobe para|subiu pra|subiu para|vai subir pra|vai subir para|vai pra|aumentou pra|aumentou para|aumenta pra|aumenta para|vai aumentar pra|baixou pra|baixou para|diminuiu pra|diminuiu para|pulou pra|pulou para' +
      '|(?:sobe|sobem|subir|subiu|subiram|aumenta|aumentam|aumentar|aumentou|aumentaram|reajusta|reajustar|reajustou|reajustaram)(?: [\\p{L}]+){0,3}? (?:pra|para)|(?:passa|vai passar) (?:a ser|pra|para)',
    priceRemarks: 'o litro|por litro|o quilo|o kg|por quilo|por kg|a duzia|cada|aqui|ali|la|por aqui|no posto|na cidade|hoje em dia|absurdo|um absurdo|um roubo|roubo|caro|carissimo|surreal|loucura|ta louco|kkk+|affs?|pqp|acredita',
    notBought:
      '(?:nao|n|nem|acabei nao|acabei nem|decidi nao|resolvi nao|preferi nao)(?: (?:o|a|os|as|lhe|me|te|eu))?(?: (?:o|a|os|as))? ' +
      '(?:comprei|compro|comprou|comprar|comprando|compramos|levei|levo|levar|levamos|levando|peguei|pegar|fechei|fechar|gastei|gastar)|' +
      'quase (?:que )?(?:comprei|compro|gastei|gasto|torrei|levei|levo|peguei|fechei|paguei)|' +
      '(?:ia|iamos|tava pra|estava pra|tava para|estava para|estive para|estive a ponto de|pensei em) (?:comprar|gastar|levar|pegar|fechar)|' +
      'desisti|desistimos|deixei pra la|deixei para la|deixei quieto|mudei de ideia|larguei mao',
    wishes:
      'queria (?:ter|tanto|ganhar|muito ter)|quem (?:me )?dera|sonho em|sonho de ter|sonhando com|imagina(?:r|sse)? (?:ter|ganhar|se)|' +
      'se (?:eu |a gente )?(?:tivesse|ganhasse|pudesse|recebesse)|ah se|gostaria de ter|adoraria ter|bem que eu queria',
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
    past: 'gastei|paguei|gastou|pagou|gastamos|foi|foram|gastei|tive|passad[oa]|ultim[oa]',
    oneOff: 'comprei|gastei|parcelad[oa]s?|parcelas?|\\d+ ?x|em \\d+ vezes|prestacoes|prestacao',
    next: { week: '(?:a |na )?proxima semana|(?:a |na )?semana que vem', month: '(?:o |no )?proximo mes|(?:o |no )?mes que vem' },
  },
  smallTalk: {
    greetings: 'ola|oi|oie|opa|e ai|eai|bom dia|boa tarde|boa noite|tudo bem|tudo bom|como vai|como voce esta',
    thanks: 'obrigad[oa]|valeu|brigad[oa]|agradecid[oa]',
    acknowledgements: 'perfeito|otimo|beleza|blz|certo|show|legal|ta bom|entendi|massa',
    help: 'ajuda|socorro|o que voce faz|o que voce pode fazer|o que voce sabe fazer|como funciona|como usar|comandos|quem (?:te )?(?:criou|fez|programou|desenvolveu)(?: (?:esse|este|essa|esta|o|a) (?:app|aplicativo|aplicacao|bot|assistente|site))?|quem (?:e|es) voce|o que (?:e|es) voce|voce e (?:um )?(?:robo|bot|humano|gente|ia)|qual (?:e )?(?:o )?seu nome',
  },
  categoryWords: {
    expense: [
      {
        category: 'Dining',
        custom: ['restaurants', 'restaurantes', 'restaurante', 'food', 'comida', 'alimentação', 'delivery'],
        strong: 'refri, refris',
      },
      {
        category: 'Entertainment',
        custom: ['entertainment', 'lazer', 'diversão', 'entretenimento'],
        strong: 'show, shows, rolê, rolês',
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
    ],
    expenseFamilies: [
      {
        kind: 'Dining',
        strong: 'subway',
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
    ],
    income: [],
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
  recordedWords: words('registrado registrada registrados registradas anotado anotada anotados anotadas salvo salva lancado lancada'),
  examples: { description: 'almoço', withDate: 'almoço 25 ontem', full: 'almoço 25' },
  genericDescriptions: { expense: 'Despesa', income: 'Receita' },
  categoryNames: PT_CATEGORY_NAMES,
};
