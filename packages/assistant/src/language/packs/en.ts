/** English: every word the engine knows in English, folded. */
import type { LanguagePack } from '../pack';
import { CLARIFY_MARKER, EN } from '../../replies/phrases-en';
import { EN_CATEGORY_NAMES } from './category-names-en';

const words = (list: string): readonly string[] => list.split(/\s+/).filter(Boolean);

export const en: LanguagePack = {
  code: 'en',
  markers: words(`
    the i my no on for spent spend spending paid pay bought buy cost costs yesterday today tonight how
    much many did does what whats show list and at was were of in to is it with dollars bucks
    lunch dinner breakfast coffee groceries grocery expenses expense income earned earn received got
    budget budgets category categories last this week month year hi hello hey thanks thank please undo
    delete add set rename remove new called actually change that help from ago bill rent salary
    ride ticket tickets station money balance top recent transactions make made am are
    you your can could would should where which when who an some bill bills food paycheck refund
    sold sell morning night weekend monthly weekly yearly annual every each meal membership service
    pharmacy laundry card phone notes subscriptions transportation gym diner these those than more less compare vs versus spendings
    average biggest largest summary per daily
  `),
  numbers: {
    additive: {
      one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
      eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
      eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70,
      eighty: 80, ninety: 90,
    },
    scales: { hundred: 100, thousand: 1000, grand: 1000, million: 1_000_000, millions: 1_000_000 },
    connectors: ['and'],
    scaleArticles: ['a', 'an'],
  },
  dates: {
    months: {
      january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9,
      october: 10, november: 11, december: 12,
      jan: 1, feb: 2, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
    },
    monthsBesideDay: { mar: 3 },
    monthBeforeDay: true,
    weekdays: { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 },
    counts: { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10 },
    relativeDays: { yesterday: -1, today: 0, tonight: 0, tomorrow: 1 },
    periodWords: words(`
      morning afternoon evening night last past previous this next week weeks month months year years day
      days ago before after earlier current since during from between overall ever total time
    `),
    dayPhrases: {
      dayBeforeYesterday: '(?:the )?day before yesterday',
      yesterday: 'yesterday(?: (?:morning|afternoon|evening|night))?|last night',
      today: 'today|tonight|this (?:morning|afternoon|evening)|earlier today',
      tomorrow: 'tomorrow',
      dayAfterTomorrow: 'day after tomorrow',
    },
    agoPhrases: {
      days: '({n}) days? ago',
      weeks: '({n}) weeks? ago',
    },
  },
  query: {
    accountBalance: 'balance|account|have',
    howMuchAnywhere: 'how much|sum',
    listItems: 'spent|spending|expenses?|purchases?|bought|paid|payments?|income|earnings|received',
    moreOrLess: 'more|less',
    oneCategory: 'category',
    pluralCategories: 'categories|top \\d+',
    singleTop: 'biggest|largest|top|most',
    totalWord: 'total',
    afford: 'can i (?:spend|afford|buy)|should i (?:spend|buy)|thinking (?:of|about) spending',
    average: 'average|averages|avg|on average|typical|typically|usually|normally',
    standing:
      'overdrawn|in overdraft|(?:am i|i.?m|im|are we|we.?re|was i|were we|be|been|stay|still|end(?:ing)? up|finish(?:ing)?|go(?:ing)?|went|gone|get|got|getting|(?:the|this|last) (?:month|week|year)) in the (?:red|black|negative|green|plus|minus)',
    balance:
      'saved|balance|money left|left over|how much (?:money )?(?:do i have|is left|have i got|i have)|' +
      'how are my finances|my finances|savings?|on my account|in my account|net',
    biggest: 'biggest|largest|highest|most expensive|priciest|big|top \\d+',
    biggestNoun: 'things?|items?|expenses?|purchases?|transactions?|payments?|spends|bills|incomes?|deposits',
    byCategory: 'breakdown|by category|per category|by categories',
    categoryOrWhere: 'where|on what|in what|categor\\w*',
    compare:
      'how much (?:more|less) (?:did|have|do|am)|compare|comparison|compared|comparing|vs|versus|' +
      'more than|less than|than last',
    // "oft[e]n": kept out of the spelling vocabulary, where "often" would make "onten" (ontem) ambiguous.
    count: 'how many(?! (?:dollars|bucks|euros|pounds|reais|pesos))|number of|how oft[e]n',
    earned:
      'get from|got from|get paid|earn|earned|earnings|income|incomes|made|make|received|receive|' +
      'deposited|get paid|got paid|(?:bring|brings|bringing|brought|take|takes|took|taking) (?:in|home)|come in|came in|coming in',
    expenseWords: 'expenses?|spending|spent|spend|purchases?|paid',
    future:
      "will|going to|gonna|i'll|plan to|planning|need to|have to|want to|should|owe|next week|" +
      'next month|next year|remind me',
    list:
      "(?:show|list|see|view|display|give|get)(?: me)?(?: (?:all|my|the|of|today'?s|yesterday'?s|(?:this|last) (?:week|month|year)'?s))* (?:expenses|spending|purchases|income|incomes|earnings|payments|deposits|entries)|" +
      '(?:show|list|see|tell)(?: me)? what (?:i|did i) (?:spent|spend|bought|buy|paid|purchased)|' +
      '(?:quais|cuales|what|which) (?:foram|fueron|were|are|son|sao) (?:os |as |los |las |my |meus |minhas |mis )?(?:gastos|despesas|compras|receitas|ingresos|expenses|purchases)',
    mostExpensive: 'most expensive|priciest',
    negation: "didn't|did not|nothing|haven't|have not",
    opinion: "what do you think|what d'?you think|thoughts|good deal|worth it",
    listVerb: 'show|list|display|itemi[sz]e',
    perDay: 'per day|a day(?! ago)|each day|every day|daily',
    perMonth: 'per month|a month(?! ago)|each month|every month|monthly',
    perWeek: 'per week|a week(?! ago)|each week|every week|weekly',
    perYear: 'yearly|annual|annually|per year',
    plan: 'to buy|to pay|buy|remember to',
    pluralNoun: 'things|items|expenses|purchases|transactions|payments|spends|bills|incomes|deposits|\\d+',
    question:
      'how much|how many|what|whats|which|where|when|did i|do i|have i|am i|show|list|give me|tell me|' +
      'display|see my|view|get me|check|summary|report|breakdown|overview|compare|total|summari[sz]e|' +
      "analy[sz]e|what's",
    recent:
      'statement|recent|recently|latest|history|' +
      'last (?:\\d+ )?(?:transactions|expenses|purchases|entries|records)|what did i (?:buy|purchase)|' +
      '(?:show|list|see)(?: me)?(?: all)?(?: my)? (?:transactions|entries|records)',
    summary:
      'summary|sum up|overview|recap|rundown|report|analysis|how (?:did|have) i (?:do|done)|' +
      "how am i doing|how (?:is|was) my (?:week|month|year)|how'?s my (?:week|month|year)|summari[sz]e|" +
      'analy[sz]e',
    top:
      'top|biggest|largest|most|highest|breakdown|by category|per category|which categor\\w*|' +
      'spen[dt] (?:the )?most|most (?:money|spending)|where does my money go|where my money goes|' +
      'where (?:did|has|have|does|do) (?:all )?(?:my|the) (?:money|cash|salary|paycheck) (?:go|gone|went)|' +
      'where (?:did|has) (?:it|everything) (?:all )?(?:go|gone)|' +
      "where(?:'?s| is| are)? (?:all )?(?:of )?(?:my|the) (?:money|cash|salary|paycheck|income) (?:going|gone|disappearing|vanishing)",
    topic:
      'cost\\w*|paid|pay|earn\\w*|income\\w*|made|make|receiv\\w*|deposit\\w*|balance|money|savings?|save|' +
      'transactions?|purchases?|bought|buy|budget\\w*|finances?|damage|blow|summary|overview|report|' +
      'history|owe|saved|get|got|spen[dt]\\w*|expen\\w*|categor\\w*|(?:bring|brought|take|took) (?:in|home)',
    topicNoun:
      'spending|spendings|expenses|expenditures?|costs|earnings|income|incomes|balance|savings|' +
      'transactions|purchases|summary|report|total|recap|rundown|overview',
  },
  commands: {
    prefix: 'please|pls|plz|hey|ok|okay|so|ah|oh|oops|ugh|argh|uh|uhh|um|umm|eh|sorry|hmm|hm|nvm|never ?mind|wait|hold on|can you|could you|would you|can u|could u',
    undo: '(?:ctrl|cmd|control)\\W{0,2}z|undo|revert|scratch that|cancel (?:that|it|the last one)',
    deleteVerb: 'get rid of|scrap|ditch|take (?:it|that|this)(?: one)? (?:off|out)|delete|remove|erase|undo|scratch',
    notATransaction: 'categor(?:y|ies)|budgets?|account|all|everything|history|tags?',
    didNotHappen: "didn'?t happen|did not happen|never happened|not happening|forget (?:it|that|this)(?: one)?",
    budget: 'budgets?|limit|limits|spending limit|cap|spend at most|spend no more than',
    budgetOnTrack: 'on track|gone over|go over|went over|going over|over budget|under budget|overspen[dt]\\w*|' +
      '(?:blew|blow|blown|busted|bust|broke|break) (?:through )?(?:my|the)|' +
      '(?:am i|are we|did i go|have i gone|did we go|have we gone) (?:over|under)',
    budgetSetStart: 'set|put|allocate|allot|assign|give me',
    budgetStatus: 'how|what|whats|status|doing|going|within|over|under|left|remaining|remain|show|check|am i',
    budgetSetVerb: 'set|create|make|add|put|define|spend at most|spend no more than',
    budgetChange: 'raise|increase|lower|reduce|bump',
    budgetLimitStart: 'limit',
    budgetRemaining: 'how much (?:more )?(?:can|could) i (?:still )?spend|how much (?:do i have )?left to spend',
    budgetLeft: 'left|remaining|remain|remains|available',
    weekly: 'weekly|per week|a week|each week|every week',
    monthly: 'monthly|per month|a month|each month|every month',
    yearly: 'yearly|annual|annually|per year|a year|each year',
    categoryIncome: 'income|incomes|earning|earnings',
    categoryExpense: 'expenses?|spending',
    categoryCreateVerb: 'add|create|make|set up',
    categorySpendingQuestion: 'top|most|biggest|largest|highest|spen[dt]\\w*|earn\\w*|income|how much|breakdown|by',
  },
  clauses: {
    connectors: words('and then also plus after afterwards'),
    legs: words('there back return returning way home'),
    periodsAfterSlash: words('month mo week wk year yr day hour h person unit kg'),
  },
  typeCues: {
    phrases: {
      income: ['got paid', 'get paid', 'getting paid', 'been paid', 'i was paid', 'we were paid', 'was paid', 'were paid', 'payment received', 'came in', 'hit my account'],
      expense: ['got charged', 'made a payment', 'made payment', 'was charged'],
    },
    verbs: {
      income: words(`
        made received receive receiving earned earn earning earnings income sold deposited won
        inherited collected payout profit profits credited
        yielded flogged royalties
      `),
      expense: words(`
        spent spend spending paid pay paying bought buy buying purchased purchase cost costs charged expense
        ordered tipped donated lost splurged sent debited
        gave give giving
      `),
    },
    weak: { income: ['gain', 'arrived', 'hit'], expense: ['was'] },
    refunds: words('refund refunds refunded reimbursed reimbursement reimbursements cashback chargeback rebate'),
    takings: {
      tips: words('tips tip'),
      workUnits: words('fares'),
      spans: words('shift shifts night week weekend month'),
    },
    securityDeposit: words('security damage holding'),
    debts: words('card cards loan loans mortgage overdraft debt credit late'),
    givers: {
      giveBeforeMe: words('paid pays gave gives sent sends transferred wired deposited refunded reimbursed tipped venmoed zelled lent loaned handed hands slipped'),
      giveAfterMe: [],
      giveBack: words('refunded reimbursed returned'),
      payers: words(`
        client clients customer customers boss employer company tenant tenants renter renters student students
        buyer buyers friend friends roommate roommates brother sister son daughter wife husband partner uncle
        aunt cousin family parents mom mum mother dad father grandma grandpa grandmother grandfather granny
        nana nan nanna gran grandad granddad auntie aunty godmother godfather stepmom stepmum stepdad landlord
        nephew niece godson goddaughter grandson granddaughter neighbor neighbour insurance insurer government
        work job
        guest guests lodger lodgers
      `),
      pays: words('paid pays sent sends transferred wired deposited gave gives venmoed zelled refunded reimbursed returned yielded'),
      transfers: words('transfer transfers deposit venmo zelle paypal wire e-transfer etransfer cashapp revolut'),
      arrives: words('landed cleared'),
    },
    moves: {
      lend: words('lent lend loaned'),
      sell: words('sold flogged'),
      receive: words('received receive got'),
      othersBuy: words('bought buys purchased'),
      made: [],
      found: words('found'),
      toThem: [],
      iGave: [],
      charges: words('bill bills fine fines charge charges debit invoice fee fees'),
      headFees: words('fee fees fine fines surcharge penalty'),
      yielders: words('hysa savings fund funds etf etfs stocks shares bonds bond account'),
      insurers: [],
    },
  },
  nothing: {
    people: words(`
      neighbor neighbors neighbour neighbours coworker coworkers colleague colleagues classmate classmates
      friend friends buddy bestie boss cousin cousins uncle aunt brother sister bro sis guy dude someone somebody
    `),
    buying: words('bought buys purchased got gets spent spends paid pays splurged dropped blew'),
    priceMoves: 'goes to|will go to|will be|gonna be|is going to be|going up to|goes up to|went up to|gone up to|go up to|going up|goes up|went up|rising to|rises to|rose to|going down to|goes down to|went down to|dropped to|drops to|raising (?:it|the \\w+) to|raised (?:it|the \\w+) to|increasing to|increases to|increased to|hiked to|jumped to|up from|down from' +
      '|(?:raise|raises|raising|raised|increase|increases|increasing|increased|hike|hikes|hiking|hiked|bump|bumps|bumping|bumped)(?: [\\p{L}\']+){0,3}? to',
    priceRemarks: 'a gallon|per gallon|the gallon|a liter|a litre|per liter|per litre|a pound|per pound|a lb|per lb|a kilo|per kilo|a dozen|each|here|there|around here|over there|in town|these days|insane|crazy|nuts|ridiculous|robbery|a joke|expensive|so much|can you believe|wtf|lol|smh',
    notBought:
      "(?:didn'?t|did not|don'?t|dont|never|not|won'?t|wont|couldn'?t|couldnt|decided not to|chose not to|ended up not) " +
      '(?:(?:even|end up|actually|really|go and) )?(?:buy|buying|bought|get|getting|take|taking|purchase|purchasing|order|ordering|spend|spending|check out|checked out|go for it|go through with it)|' +
      '(?:almost|nearly|was (?:going|gonna|about) to|were (?:going|gonna|about) to|was tempted to|came close to) ' +
      '(?:buy|bought|get|got|spend|spent|order|ordered|splurge|splurged|grab|grabbed|drop|dropped|blow|blew)|' +
      'changed my mind|passed on (?:it|them|that)|talked myself out of|put (?:it|them) back|decided against|gave up on',
    wishes:
      "i wish|wish i|wish we|wishing i|if only|if (?:i|we) (?:had|was|were|won|got|could|made)|(?:would|i'?d) love to (?:have|get|win|make)|" +
      "imagine (?:having|winning|getting|making|if)|dream(?:ing)? (?:of|about)|(?:i'?d|would) kill for|what i'?d do with",
  },
  recurring: {
    every: {
      monthly:
        'every month|each month|once a month|every single month|month after month|' +
        '(?:on )?(?:the )?{d}(?:st|nd|rd|th)? (?:day )?of (?:every|each) month|every {d}(?:st|nd|rd|th)(?: of the month)?',
      weekly: 'every week|each week|once a week|every {w}|each {w}|on {w}s',
      biweekly: 'every (?:2|two) weeks|every other week|every fortnight|every second week|every other {w}',
      yearly: 'every year|each year|once a year|every single year',
    },
    afterAmount: {
      monthly: 'monthly|a month(?! ago)|per month|a mo',
      weekly: 'weekly|a week(?! ago)|per week',
      biweekly: 'biweekly|bi-weekly|fortnightly|a fortnight',
      yearly: 'yearly|annually|annual|a year(?! ago)|per year',
    },
    dayOfMonth: '(?:on|due) (?:the )?{d}(?:st|nd|rd|th)?|the {d}(?:st|nd|rd|th)|on day {d}',
    bills:
      '(?:recurring|regular|fixed|monthly|upcoming|repeating) (?:bills|payments|charges|expenses|costs)|standing orders|direct debits|' +
      'bills (?:due|coming up|to pay)|payments due|subscriptions',
    billsWeak: 'bills|payments|charges',
    subscriptions: 'subscriptions?|memberships?',
    income: '(?:recurring|regular|fixed|monthly) (?:income|incomes|earnings|deposits)|income (?:is |do i have )?(?:coming|due)|(?:next|upcoming) (?:paycheck|paychecks|salary|income)',
    due: 'due|coming up|upcoming|coming|to pay|pending|next',
    committed: 'fixed|recurring|regular|subscriptions?|memberships?|committed|in total|every month|each month|monthly|a month|per month',
    past: 'did|spent|paid|was|were|had|been|last (?:week|month|year)|ago',
    oneOff: 'bought|purchased|spent|installments?|in \\d+ (?:payments|installments)|on layaway',
    next: { week: 'next week|the coming week', month: 'next month|the coming month' },
  },
  smallTalk: {
    greetings:
      "hi|hello|hey|hiya|howdy|yo|good (?:morning|afternoon|evening|day)|greetings|how are you|how's it going|" +
      "whats up|what's up|sup",
    thanks: 'thanks|thank you|thank u|thx|ty|cheers|much appreciated|appreciate it',
    acknowledgements: 'ok|okay|k|great|cool|nice|perfect|awesome|got it|alright|all right|sounds good|good',
    help: "help|what can you do|what do you do|how does (?:this|it) work|how do i use|commands|menu(?! (?:del|do|da) dia)|what can i say|who (?:made|built|created|programmed|designed|developed|owns|runs) (?:you|this(?: app| bot| thing| assistant| site)?|tally)|what are you|who are you|are you (?:a |an )?(?:bot|robot|human|real|person|ai)|what'?s your name",
  },
  categoryWords: {
    expense: [
      {
        category: 'Transportation',
        custom: ['fuel', 'gas', 'gasoline', 'car'],
        strong: 'gas',
      },
    ],
    expenseFamilies: [
      {
        kind: 'Dining/coffee',
        // Names of coffee chains that are ordinary words in Portuguese and Spanish ("costa": coast).
        strong: 'costa, nero',
      },
      {
        kind: 'Transportation',
        // In English the metro; in Portuguese and Spanish the sandwich chain.
        strong: 'subway',
      },
      {
        kind: 'Entertainment',
        // Comics in English, a mango in Portuguese and Spanish.
        strong: 'manga',
      },
    ],
    income: [],
  },
  genericWords: words(`
    breakfast brunch lunch dinner supper snack snacks meal meals food coffee coffees tea drink drinks
    beer beers groceries grocery shopping stuff thing things purchase purchases bill bills payment
    payments gift gifts present ride rides trip fuel gas gasoline rent salary paycheck transfer cash
    fee fees subscription takeout delivery treat night
  `),
  stopwords: words(`
    a an the of on in at to for from with by and or but my our your his her their me i we you it its
    this that these those some any is was were be been am are just only also then so very really about
    around approx approximately like finally already w uh um umm hmm erm ah oh
  `),
  actionWords: words(`
    spent spend spending paid pay paying bought buy buying purchased purchase cost costs charged got get
    received receive earned earn made add added log record expense expenses income new please came comes
    totaled amounted arrived credited sold sent collected hit refunded reimbursed
        flogged lent lend loaned yielded gave give donated tipped
      `),
  replies: EN,
  clarifyMarker: CLARIFY_MARKER,
  recordedWords: words('recorded logged saved added'),
  examples: { description: 'lunch', withDate: 'lunch 25 yesterday', full: 'lunch 25' },
  genericDescriptions: { expense: 'Expense', income: 'Income' },
  categoryNames: EN_CATEGORY_NAMES,
};
