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
    scales: { hundred: 100, thousand: 1000, grand: 1000, hundo: 100, hunnid: 100, million: 1_000_000, millions: 1_000_000, billion: 1_000_000_000, billions: 1_000_000_000 },
    connectors: ['and'],
    scaleArticles: ['a', 'an'],
    half: ['a half', 'half'],
  },
  amounts: {
    multipliers: { thousand: 1000, grand: 1000, million: 1_000_000, millions: 1_000_000, billion: 1_000_000_000, billions: 1_000_000_000 },
    currencies: {
      dollar: 'DOLLAR_WORD', dollars: 'DOLLAR_WORD', buck: 'DOLLAR_WORD', bucks: 'DOLLAR_WORD',
      euro: 'EUR', euros: 'EUR', real: 'BRL', reais: 'BRL', peso: 'PESO', pesos: 'PESO',
      pound: 'GBP', pounds: 'GBP', quid: 'NOTE', quids: 'NOTE', yen: 'JPY', yuan: 'CNY', yuans: 'CNY', rmb: 'CNY',
      rupee: 'INR', rupees: 'INR', franc: 'CHF', francs: 'CHF', won: 'KRW', rand: 'ZAR', zloty: 'PLN', zlotys: 'PLN',
      lira: 'TRY', ruble: 'RUB', rubles: 'RUB', kwanza: 'AOA', kwanzas: 'AOA',
    },
    multiplierCurrencies: {},
    nounSlang: [],
    notes: { fiver: 5, tenner: 10 },
    articleNotes: { score: 20, ton: 100, monkey: 500 },
    countedNotes: { fivers: 5, tenners: 10, twenties: 20, fifties: 50 },
    currencyOf: ['of'],
    units: words(`
      seater seaters bedroom bedrooms calls texts emails times ways installments installment months month years year km kms kg kgs g gr grams l lt ml liters litres
      meters metres m cm hours hour hrs hr h min mins minutes minute seconds days day nights night weeks week
      people persons units items pcs pieces percent pct am pm oclock st nd rd th floors steps kilo kilos lbs tons
      cup cups tbsp tsp tablespoon tablespoons teaspoon teaspoons oz mm lb cal cals calories kcal degrees
    `),
    measureUnits: words('km kms kg kgs g gr grams l lt ml liters litres meters metres m cm hours hour hrs hr h min mins minutes minute seconds kilo kilos lbs lb tons steps laps miles mm cal cals calories kcal degrees'),
    singularS: words('bus gas plus yes this its his has was does less iris atlas news lens jeans'),
    countCues: words('top last past next first'),
    ordinalSuffixes: words('st nd rd th'),
    notMoneyAfter: words('percent pct am pm pack pk'),
    yearCues: words('in of year since'),
    yearOf: [],
    partsOfYear: ['quarter'],
    hourArticles: [],
    namePrepositions: words('on with via the'),
    referencePrices: {
      before: ['down from', 'up from', 'reduced from', 'marked down from', 'instead of', 'rather than', 'usually', 'normally', 'originally', 'rrp', 'full price', 'retail', 'last year', 'last year was', 'offered', 'offered me', 'upsell me the', 'upsell me'],
      opening: ['was', 'were'],
      after: ['before tax', 'before taxes', 'pre tax', 'gross', 'without', 'full price', 'normally', 'usually', 'originally', 'new', 'last year', 'elsewhere', 'there now'],
    },
    restOfTotal: ['the rest', 'the remainder'],
    change: { change: words('change'), notes: words('note bill') },
    pricedSmallWords: words('for on'),
    placesOfTotal: words('at down in'),
  },
  quantities: {
    myShare: 'my (?:half|share|part|bit|cut|portion)(?: (?:was|is|came to))?|i paid my (?:half|share|part)|(?:is|was) mine|(?:so )?[\\d.,]+ for me|so [\\d.,]+ me',
    measures: {
      kilo: words('kg kgs kilo kilos kilogram kilograms'),
      gram: words('g gr grs gram grams'),
      pound: words('lb lbs pound pounds'),
      litre: words('l lt lts liter liters litre litres'),
      millilitre: ['ml'],
      gallon: words('gal gals gallon gallons'),
      dozen: ['dozen'],
    },
    each: words('each ea apiece'),
    eachWay: ['each way', 'either way'],
    roundTrip: ['there and back', 'return'],
    one: ['one'],
    per: words('per a the each'),
    perOne: words('unit item piece person head night pop day'),
    people: words('person head'),
    at: ['at'],
    instalmentCues: ['in'],
    rangeFrom: [],
    for: ['for'],
    priceOf: [],
    halfBefore: ['half a', 'half'],
    timeWords: words('month months week weeks day days year years time'),
    rateUnits: { hour: words('hour hours hr hrs'), week: words('week weeks wk wks'), month: words('month months mo mos') },
    hourVerbs: words('leaves leave left arrives arrive arrived starts start started opens open closes close ends end departs boards lands leaving arriving starting opening closing ending departing boarding landing'),
    hourAfter: words('am pm h hrs oclock sharp'),
    partyVerbs: words('were are'),
    peopleAfter: ['people', 'persons', 'of us', 'of'],
    both: ['both'],
    me: ['me'],
    mineOrArticle: words('my the a'),
    listJoiners: words('and plus'),
    negations: words('not no nope instead'),
    spent: words('spent spend paid pay cost costs'),
  },
  dates: {
    months: {
      january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9,
      october: 10, november: 11, december: 12,
      jan: 1, feb: 2, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
    },
    monthsBesideDay: { mar: 3 },
    monthBeforeDay: true,
    // (With the short names that are no other word: "last tues", "on thurs", "fri"; not "sat", "sun", "wed".)
    weekdays: { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, tue: 2, tues: 2, weds: 3, thu: 4, thur: 4, thurs: 4, fri: 5 },
    counts: { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10 },
    relativeDays: { yesterday: -1, today: 0, tonight: 0, tomorrow: 1 },
    periodWords: words(`
      morning afternoon evening night last past previous this next week weeks month months year years day
      days ago before after earlier current since during from between overall ever total time quarter
    `),
    dayPhrases: {
      dayBeforeYesterday: '(?:the )?day before yesterday',
      yesterday: 'yesterday(?: (?:morning|afternoon|evening|night))?|last night',
      today: 'today|tonight|this (?:morning|afternoon|evening)|earlier today',
      tomorrow: 'tomorrow',
      dayAfterTomorrow: 'day after tomorrow',
    },
    weekdaysShort: words('mon tue tues wed weds thu thur thurs fri sat sun'),
    agoPhrases: {
      days: '({n}) days? ago',
      weeks: '({n}) weeks? ago',
    },
    quarters: {
      current: '(?:so far )?(?:this|the current|current) quarter|quarter to date|qtd',
      previous: '(?:the )?(?:last|previous|past|prior) quarter',
      named: '(?:the )?{n} quarter',
      ordinals: { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, final: 4 },
    },
  },
  query: {
    accountBalance: 'balance|account|have',
    balanceNoun: 'balance|net worth',
    howMuchAnywhere: 'how much|sum',
    listItems: 'spent|spending|expenses?|purchases?|bought|paid|payments?|income|earnings|received',
    moreOrLess: 'more|less|higher|lower|bigger|smaller|up|down',
    oneCategory: 'category',
    pluralCategories: 'categories|top \\d+',
    singleTop: 'biggest|largest|top|most',
    totalWord: 'total',
    afford: 'can i (?:spend|afford|buy)|should i (?:spend|buy)|thinking (?:of|about) spending',
    average: 'average|averages|avg|on average|typical|typically|usually|normally',
    standing:
      'overdrawn|in overdraft|(?:am i|i.?m|im|are we|we.?re|was i|were we|be|been|stay|still|end(?:ing)? up|finish(?:ing)?|go(?:ing)?|went|gone|get|got|getting|(?:the|this|last) (?:month|week|year)) in the (?:red|black|negative|green|plus|minus)|' +
      // Whether the money will last: "do i have enough for the weekend", "will my money last till payday".
      '(?:do|will) (?:i|we) have enough(?: money| cash)? (?:for|to|until|till)|will (?:my|the|our) (?:money|cash) (?:last|stretch) (?:until|till|to|through)|will i make it (?:to|until|till) (?:payday|the end)',
    inVersusOut: "(?:making|earning) more than (?:i'?m |im |i )?(?:spending|spend)|(?:spending|spend) more than (?:i'?m |im |i )?(?:making|earning|make|earn)",
    balance:
      "saved|balance|money left|left over|how much (?:money )?(?:do i (?:actually |really |still )?have|is left|have i got(?! paid| in)|i have|i(?:'?ve)? got(?! paid| in)|do i got)|what (?:i'?ve|i have|have i) got left|" +
      'how are my finances|my finances|savings?|on my account|in my account|(?:income|earnings|money in) minus (?:spending|expenses|outgoings|money out)|net for|' +
      // "net" alone is the internet in Portuguese ("luz água e net"): a balance only as "net income", "my net".
      'net (?:income|worth|total|savings|balance|profit|gain|loss)|(?:my|the|our|am i) net|' +
      // Net as a verb, and money made against money lost: "how much did i net", "am i making or losing money".
      '(?:did|do|have|will) (?:i|we) net|netted|(?:making|earning|gaining|winning) or losing|made or lost|profit or loss|up or down',
    // ("did the big shop in lidl": the weekly groceries, not a question.)
    biggest: 'biggest|largest|highest|most expensive|priciest|fattest|heftiest|big(?! shop)|top \\d+',
    biggestNoun: 'things?|items?|expenses?|outgoings?|purchases?|transactions?|payments?|spends?|bills?|incomes?|deposits|shops?|shopping trips?|orders?|splurges?|buys|charges?',
    byCategory: 'breakdown|by category|per category|by categories',
    categoryOrWhere: 'where|on what|in what|categor\\w*',
    compare:
      'how much (?:more|less) (?:did|have|do|am)|compare|comparison|compared|comparing|vs|versus|' +
      'more than|less than|than last|(?:up|down) (?:from|on|since|compared to|vs)',
    // "oft[e]n": kept out of the spelling vocabulary, where "often" would make "onten" (ontem) ambiguous.
    count: 'how many(?! (?:dollars|bucks|euros|pounds|reais|pesos))|number of|count of|how oft[e]n',
    earned:
      'get from|got from|get paid|earn|earned|earnings|income|incomes|made|make|received|receive|' +
      // ("how many uber trips did i take in october": "in" before a month or a period is when, not money taken in.)
      'deposited|get paid|got paid|(?:bring|brings|bringing|brought) (?:in|home)|(?:take|takes|took|taking) (?:in(?! (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|the|this|last|a |my|\\d))|home)|come in|came in|coming in|' +
      'paid me|pay me|pays me|paying me|paid us|pay us|been paid|collect|collects|collecting|collected|invoiced|' +
      // Said of what pays the user: "what have my dividends paid out", "how much has the savings account yielded".
      'paid out|pays out|pay out|paying out|gave me|given me|yield|yields|yielded|(?:money|cash) in',
    expenseWords: 'expenses?|spending|spent|spend|purchases?|bought|outgoings?|what went out|(?<!(?:get|gets|got|getting|been|be) )paid(?! (?:me|us|out)(?![a-z]))|(?:did|do|have|i|we) pay(?! (?:me|us)(?![a-z]))',
    future:
      // ("a cowboy hat i will never wear again": a vow about the thing bought is no plan.)
      "will(?! never \\p{L}+ (?:\\p{L}+ )?again)|going to|gonna|i'll(?! never \\p{L}+ (?:\\p{L}+ )?again)|(?:he|she|they|we|you)'ll|plan to|planning|need to|have to|want to|should|owe(?! (?:him|her|them|you|u|ya) one)|next week|" +
      'next month|next year|remind me|hopefully|hoping|i hope|fingers crossed|' +
      // Payments promised to the user: "jo promised to pay me back 40", "he said he'd pay me friday".
      "promised to|promised me|promises to|promised (?:he|she|they)(?:'?d|'?ll| would| will)|said (?:he|she|they)(?:'?ll|'?d| will| would| is gonna| are gonna)",
    list:
      '(?:list|show|display)(?: me)? (?:everything|it all)|' +
      "(?:show|list|see|view|display|give|get)(?: me)?(?: (?:all|my|the|of|today'?s|yesterday'?s|(?:this|last) (?:week|month|year)'?s))* (?:expenses|spending|purchases|income|incomes|earnings|payments|deposits|entries)|" +
      '(?:show|list|see|tell)(?: me)? what (?:i|did i) (?:spent|spend|bought|buy|paid|purchased)|' +
      '(?:quais|cuales|what|which) (?:foram|fueron|were|are|son|sao) (?:os |as |los |las |my |meus |minhas |mis )?(?:gastos|despesas|compras|receitas|ingresos|expenses|purchases)',
    mostExpensive: "most expensive|priciest|(?:the )?(?:most|max|maximum) (?:that )?i(?:'ve| have)? (?:ever )?(?:spent|paid|dropped)(?! (?:on|in|at) (?:what|which))",
    negation: "didn't|did not|nothing|haven't|have not",
    // (Said, not asked, "worth it" and "good deal" judge what was bought: "2 at $75 each, worth it".)
    opinion: "what do you think|what d'?you think|thoughts|good deal\\?|(?:is|was) (?:it|that|this) (?:a )?good deal|worth it\\?|(?:is|was|would|will) (?:it|that|this)(?: be)? worth it|(?:do|d'?|would) (?:you|u|ya) (?:think|reckon)|you think|u think",
    over: 'over|above|more than|greater than|bigger than|at least',
    listVerb: 'show|list|display|itemi[sz]e|pull up|bring up',
    perDay: 'per day|a day(?! ago)|each day|every day|daily',
    perMonth: 'per month|a month(?! ago)|each month|every month|monthly',
    perWeek: 'per week|a week(?! ago)|each week|every week|weekly',
    perYear: 'yearly|annual|annually|per year',
    plan: 'to buy|to pay|buy|remember to',
    pluralNoun: 'things|items|expenses|purchases|transactions|payments|spends|bills|incomes|deposits|\\d+',
    question:
      "how much|how many|how'?s|how is|how are|how was|how were|" +
      'what|whats|which|where|when|did i|do i|have i|am i|show|list|give me|tell me|' +
      'display|see my|view|get me|check|summary|report|breakdown|overview|compare|total|summari[sz]e|' +
      "analy[sz]e|what's",
    recent:
      'statement|recent|recently|latest|history|' +
      // The last time something was paid: "when did i last pay the gym".
      'when did (?:i|we) last|when was the last time|last time (?:i|we) (?:paid|bought|spent|went)|' +
      'last (?:\\d+ )?(?:payments|movements|moves|transfers)|account activity|' +
      'last (?:\\d+ )?(?:transactions|expenses|purchases|entries|records)|what did i (?:buy|purchase)|what have i (?:bought|purchased|paid for)|' +
      '(?:show|list|see)(?: me)?(?: all)?(?: my)? (?:transactions|entries|records)',
    summary:
      'summary|sum up|overview|recap|rundown|report|analysis|big picture|snapshot|how (?:did|have) i (?:do|done)|' +
      "how am i doing|how (?:is|was) my (?:week|month|year)|how'?s my (?:week|month|year)|summari[sz]e|" +
      'analy[sz]e',
    top:
      'where\\x27?s (?:all )?(?:my|me) (?:money|cash) (?:going|gone)|where is (?:all )?(?:my|me) (?:money|cash) going|top|biggest|largest|most|highest|breakdown|by category|per category|(?:which|what) categor\\w*|' +
      'spen[dt] (?:the )?most|most (?:money|spending)|where does my money go|where my money goes|' +
      'where (?:did|has|have|does|do) (?:all )?(?:my|the)(?: whole| entire)? (?:money|cash|salary|paycheck) (?:go|gone|went)|' +
      "where(?: the heck| the hell| tf| on earth)? (?:is|are|'?s) (?:all )?(?:my|the) (?:money|cash) (?:going|disappearing)|" +
      'where (?:did|has) (?:it|everything) (?:all )?(?:go|gone)|' +
      "where(?:'?s| is| are)? (?:all )?(?:of )?(?:my|the) (?:money|cash|salary|paycheck|income) (?:(?:actually|really|even|all) )?(?:going|gone|disappearing|vanishing)",
    topic:
      'cost\\w*|paid|pay|earn\\w*|income\\w*|made|make|receiv\\w*|deposit\\w*|balance|money|savings?|save|' +
      'transactions?|purchases?|bought|buy|budget\\w*|finances?|damage|blow|summary|overview|report|' +
      'history|owe|saved|get|got|spen[dt]\\w*|expen\\w*|categor\\w*|(?:bring|brought|take|took) (?:in|home)|' +
      'come to|came to|add(?:s|ed)? up|amount(?:s|ed)? to|collected|invoiced|' +
      // "what came in this month", "what went out": money in and out (not "what came in the mail").
      'what (?:came|has come|comes) in(?! the (?:mail|post|box))|(?:money|cash) (?:came|coming|come) in|what (?:went|has gone|goes) out|outgoings?|(?:money|cash) (?:out|going out|went out|in|coming in)',
    topicNoun:
      'spending|spendings|expenses|expenditures?|outgoings|costs|earnings|income|incomes|balance|savings|' +
      'transactions|purchases|summary|report|total|recap|rundown|overview|big picture|(?:money|cash) (?:out|in)',
    exclamations: 'what an? [\\p{L}]+',
    tagQuestion: 'right|yeah|ya know|you know|innit|eh|lol|haha|no|ok|huh',
  },
  commands: {
    prefix: 'lol|lmao|lmfao|omg|bro|dude|(?:ha){2,}h?|please|pls|plz|hey|ok|okay|so|ah|oh|oops|ugh|argh|uh|uhh|um|umm|eh|sorry|hmm|hm|nvm|never ?mind|wait|hold on|can you|could you|would you|can u|could u',
    undo: '(?:ctrl|cmd|control)\\W{0,2}z|undo|revert|scratch that|cancel (?:that|it|the last one)|take (?:that|it|this)(?: one)? back(?! (?:to|from|in|at|on|for|tomorrow|later))',
    deleteVerb: 'get rid of|scrap|ditch|bin|nuke|kill|take (?:it|that|this)(?: one)? (?:off|out)|delete|remove|erase|undo|scratch|ignore',
    notATransaction: 'categor(?:y|ies)|budgets?|account|all|everything|history|tags?',
    didNotHappen: "didn'?t happen|did not happen|never happened|not happening|forget (?:it|that|this)(?: one)?|(?:don'?t|do not) (?:log|record|add|count|save|keep) (?:it|that|this)(?: one)?|(?:that|this|it) (?:was|is) (?:a )?mistake|(?:that|this|it) needs (?:deleting|removing|to go)|(?:logged|entered|sent|added) (?:it|that|this) by (?:mistake|accident)",
    // ("shopping allowance", "the petrol allowance": an allowance for an area; "allowance 20 weekly", "the kids' allowance" are given.)
    budget: 'budgets?|limit|limits|spending limit|cap|spend at most|spend no more than|(?<=\\p{L}{3,} )(?<!(?:children|child|kids|carer|jobseeker|disability|attendance|housing|clothing|travel|weekly|monthly|pocket|their|your)\\x27?s? )allowance|ceiling',
    budgetOnTrack: 'on track|gone over|go over|went over|going over|over budget|under budget|overspen[dt]\\w*|' +
      '(?:blew|blow|blown|busted|bust|broke|break) (?:through )?(?:my|the)|' +
      '(?:am i|are we|did i go|have i gone|did we go|have we gone) (?:over|under)|' +
      // "am i ok on food", "are we good for groceries this week".
      '(?:am i|are we|is it|i.?m|we.?re) (?:still )?(?:ok|okay|good|fine|alright|doing ok|doing good|doing fine) (?:on|with|for)',
    budgetSetStart:
      "set|put|allocate|allot|assign|give me|new rule|lock in|(?:gonna|going to|i'?ll|i will) (?:allow|allocate)|allow|let'?s (?:do|say|go with|set|put)|(?:allow|give|let) myself(?: to spend| spend)?|i(?:'ll| will)? (?:only |just )?(?:allow|give) myself|i can (?:only |just )?(?:afford|spend)",
    budgetStatus: 'how|hows|what|whats|status|doing|going|within|over|under|left|remaining|remain|show|check|am i|holding up|how close',
    budgetSetVerb: 'set|create|make|add|put|define|spend at most|spend no more than',
    budgetChange: 'raise|increase|lower|reduce|bump',
    budgetLimitStart: "limit|cap|(?:i )?(?:want|need|have|would like|'d like) to (?:limit|cap)|i wanna (?:limit|cap)",
    budgetRemaining:
      'how much (?:room|wiggle room|leeway|headroom) (?:do i have |have i got |is there |is )?(?:still )?(?:left )?(?:for|on|in)|' +
      'how much (?:more )?(?:can|could) i (?:still )?(?:spend|blow|splurge)|how much (?:do i have )?left to spend|' +
      "how much (?:is |do i have |have i got |have i |i have |i've got |we have |do we have )?(?:still )?left (?:for|on|in)|" +
      "what(?:'?s| is| do i have| have i got) (?:still )?left (?:for|on|in)|what remains (?:for|on|in)",
    budgetLeft: 'left|remaining|remain|remains|available|still have|still got',
    budgetAtMost: 'no more than|not more than|at most',
    budgetCeiling: 'max|maximum|tops|upper limit|stop at|cap (?:it|that|this) at',
    budgetOverall:
      'overall|in total|altogether|all in|across (?:all|every)(?: (?:my|the))? categor(?:y|ies)|across the board|(?:for|on) everything|' +
      'all (?:my )?spending|total (?:spending|budget)|budget total|in general|(?:my|our) (?:total |overall )?(?:spending|expenses|outgoings)',
    budgetCap:
      "(?:don'?t|do not|never) (?:let me )?spend more than|not (?:to )?spend more than|(?:spend|spending) (?:no more|less) than|no more than|at most|" +
      "keep (?!(?:forgetting|meaning|trying|getting|going|thinking|wanting|telling|saying|asking|putting|coming|having) )[\\p{L} ]{1,20}? (?:under|below|at|to)|capped at|capped to|cap (?:it|them|that) at|(?:wanna|want to) keep|(?:goal|target)(?: (?:is|to|:))* spend|goal (?:monthly|weekly|yearly)|" +
      '(?:spend|spending)(?: (?:only|just))? (?:at most|under|below|less than|no more than|up to|max)|' +
      // A wish to spend only so much: "i only want to spend 200 a month", "we plan to just spend 50 a week".
      '(?:only|just) (?:want|wanna|going|plan|intend|need)(?: to)? spend|(?:want|plan|going|need|intend) to (?:only|just) spend|(?:wanna|gonna) (?:only|just) spend|(?:want to|wanna|plan to|need to) spend (?:only|just)|' +
      // What must not be gone over: "i can't go over 300 on dining", "we shouldn't spend more than 80".
      "(?:can'?t|cannot|can not|won'?t|shouldn'?t|mustn'?t|must not|(?:don'?t|do not) (?:want to|wanna|let me)|never let me|never) (?:go|spend|get) (?:over|above|beyond|past|more than)|" +
      // "only let me spend 20 quid a week on takeaways".
      '(?:only|just) (?:let|allow) me (?:to )?spend|' +
      // "i want to stick to 100 a week total", "trying to keep to 50 a week on takeaways".
      "(?:want|wanna|need|going|gonna|trying|try|have|got) to (?:stick|keep) to",
    weekly: 'weekly|per week|a week|each week|every week|per wk|a wk|\\/ ?wk',
    monthly: 'monthly|per month|a month|each month|every month',
    yearly: 'yearly|annual|annually|per year|a year|each year',
    categoryIncome: 'income|incomes|earning|earnings',
    categoryExpense: 'expenses?|spending',
    categoryCreateVerb: 'add|create|make|set up',
    categorySpendingQuestion: 'top|most|biggest|largest|highest|spen[dt]\\w*|earn\\w*|income|how much|breakdown|by|money|cash',
    describeAs: "(?:call|name|label|rename|relabel) (?:it|that|this|that one|this one|the last one)(?: to| as)?|(?:change|set|make|update|edit|switch) (?:the |its |it'?s |that )?(?:description|desc|name|label|note)(?: (?:to|as|into))?|(?:the )?(?:description|desc) (?:should be|should say|is|to)|(?:description|desc)\\s*:",
    describeAsAfter: '(?:as|for) (?:the|its) (?:description|desc|name|label)',
    wasInCurrency: "(?:no[,!.]? |nah[,!.]? |actually[,!.]? )?(?:(?:it|that|this|those)(?: one)? )?(?:was|were|is|'s|s|should be|should have been)(?: (?:actually|in|paid in|all in))*|(?:it'?s|its|thats|that'?s)(?: (?:actually|in))*|in|paid in|all in",
    writeVerb: '(?:put|write|pop|stick|have|make it say)(?: just| only)?',
  },
  clauses: {
    connectors: words('and n then also plus after afterwards'),
    legs: words('there back return returning way home'),
    periodsAfterSlash: words('month mo week wk year yr day hour h person unit kg'),
    reasons: words('because cause cuz coz cos bc since'),
  },
  descriptions: {
    leadVerbs: words('went had took grabbed got picked ordered bought just did'),
    particles: words('up out off for'),
    amountPrepositions: words('for of at in on was is'),
    destinations: words('to into from'),
    sameAgain: words('back return way there home again another one more get ride trip leg'),
    noise:
      'every month|every week|each month|per month|a month|per week|a week|monthly|weekly|' +
      // A bank statement's line: "Card payment to ARGOS £49.99", "contactless payment at costa".
      '(?:card|contactless|debit card) (?:payment|purchase)(?: (?:to|at))?|' +
      '(?:with|by|via) (?:my )?(?:card|credit card|debit card|debit|credit|cash|pix)|in cash|' +
      '(?:w|with|incl|including|plus) (?:the |a )?tip|this week|' +
      // What pay is told after ("1,872.44 after tax and student loan"): deductions, no thing bought.
      'after (?:tax|taxes|deductions|ni|student loan|pension)(?: (?:and|&|\\+) (?:tax|taxes|deductions|ni|student loan|pension))*|(?:in|into|to) (?:my |the )?(?:bank )?account|paid with \\S+',
    perSlash: 'month|mo|week|year',
    reactions: words('ugh ughh oops whoops lol lmao smh omg wtf ffs yikes sigh meh haha hahaha dammit tho gone'),
  },
  typeCues: {
    phrases: {
      // ("weekly pay is in", "wages are in": pay arrived; "265 back in my account": money returned.)
      income: ['sorted me', 'sorted me out', 'off my hands', 'she owed me', 'he owed me', 'they owed me', 'pay is in', "pay's in", 'wages are in', 'salary is in', "salary's in", 'paycheck is in', 'back in my account', 'back into my account', 'got paid', 'get paid', 'getting paid', 'been paid', 'i was paid', 'we were paid', 'was paid', 'were paid', 'payment received', 'came in', 'pay came through', 'pay came thru', 'paycheck came through', 'paycheck came thru', 'wages came through', 'wages came thru', 'check came through', 'check came thru', 'pay hit', 'paycheck hit', 'check hit', 'check cleared', 'cashed out', 'got my check', 'cashed my check', 'check came in', 'deposited my salary', 'deposited my pay', 'deposited my paycheck', 'deposited my wages', 'paid their invoice', 'settled their invoice', 'got pay', 'in from the', 'rent in from', 'rent received', 'hit my account', 'paid myself', 'pay myself', 'paying myself', 'check came', 'cheque came',
        // A debt squared: "jo squared me up, 12".
        'squared me up', 'you received', 'sent you', 'money in', 'money came in', 'cashed up'],
      // ("lunch at chili's, 47.60 on me", "it's on me": the user paid.)
      // ("1200 rent already gone", "council tax came out": money that left the account.)
      expense: ['got charged', 'made a payment', 'made payment', 'was charged', 'on me', 'was on me', 'already gone', 'went out', 'gone out', 'came out', 'come out', 'comes out',
        // ("so i treated myself to a 60 euro dinner": the user spent on themselves.)
        'treated myself', 'treat myself', 'treating myself', 'treated ourselves', 'treat ourselves',
        // ("booked the train to leeds for tmrw 28.70": booked now; "booked on ba 117 tomorrow" names no purchase.)
        'booked the', 'booked a', 'booked my', 'booked our', 'booked flights', 'booked tickets', 'booked them', 'booked it',
        // ("refund 1,380 came and 300 of it already went on fixing the ac": spent on it.)
        'went on', 'of it on', 'of it went',
        // ("62 in the jar n i got a round in for the staff 28": a round bought.)
        'got a round', 'bought a round', 'got the round', 'got the drinks',
        // ("the check came to 80": a restaurant's bill totalled, not a cheque that came.)
        'check came to', 'cheque came to'],
    },
    verbs: {
      income: words(`
        made received receive receiving earned earn earning earnings income sold deposited won winner
        inherited collected payout profit profits credited
        yielded flogged royalties compensation compensated compo netted pocketed distribution distributions
      `),
      expense: words(`
        covered
        spent spend spending paid pay paying bought buy buying purchased purchase cost costs charged expense
        ordered reordered tipped donated lost splurged sent debited renewed grabbed
        gave give giving
      `),
    },
    weak: { income: ['gain', 'arrived', 'hit'], expense: ['was'] },
    otherMeanings: [],
    refunds: words('refund refunds refunded reimbursed reimbursement reimbursements cashback chargeback rebate'),
    takings: {
      tips: words('tips tip'),
      workUnits: words('fares'),
      spans: words('shift shifts night week weekend month'),
      places: words('shop store stall booth till register cafe salon pub bar truck stand kiosk market fair'),
      tookIn: words('took made did pulled cleared brought'),
    },
    securityDeposit: words('security damage holding'),
    debts: words('card cards loan loans mortgage overdraft debt credit late'),
    givers: {
      friends: words('friend friends roommate roommates flatmate flatmates housemate housemates mate mates buddy pal coworker colleague'),
      giveBeforeMe: words('paid pays gave gives sent sends mailed transferred wired deposited refunded reimbursed tipped venmoed zelled venmo\'d zelle\'d paypaled paypal\'d cashapped revolutd revoluted revolut\'d lent loaned handed hands slipped compensated netted'),
      giveAfterMe: [],
      giveBack: words('refunded reimbursed returned compensated'),
      payers: words(`
        lad fella bloke client clients customer customers boss employer company tenant tenants renter renters student students
        buyer buyers friend friends roommate roommates brother sister son daughter wife husband partner uncle
        aunt cousin family parents mom mum mother dad father grandma grandpa grandmother grandfather granny
        nana nan nanna gran grandad granddad auntie aunty godmother godfather stepmom stepmum stepdad landlord
        mammy mam mommy mummy daddy aunties aunts uncles grandparents godparents cousins
        mrs mr ms miss
        nephew niece godson goddaughter grandson granddaughter neighbor neighbour neighbors neighbours insurance insurer government
        work job
        guest guests lodger lodgers passenger passengers
        gig gigs jobs shift shifts
      `),
      customers: words('client clients customer customers tenant tenants student students pupil pupils renter renters lodger lodgers guest guests buyer buyers'),
      pays: words('chipped settled covered paid pays sent sends transferred wired deposited gave gives venmoed zelled venmo\'d zelle\'d paypaled paypal\'d cashapped revolutd revoluted revolut\'d refunded reimbursed returned yielded credited'),
      transfers: words('transfer transfers deposit venmo zelle paypal wire e-transfer etransfer cashapp revolut'),
      arrives: words('landed cleared'),
      platforms: words(`
        upwork fiverr toptal freelancer doordash uber lyft instacart grubhub postmates deliveroo shipt taskrabbit rover wag
        etsy ebay shopify stripe patreon youtube twitch substack airbnb vrbo gumroad
      `),
      payouts: words('payout payouts settlement earnings deposit deposits'),
      releases: words('released releases deposited transferred'),
      rentsFromMe: ['renting my', 'rents my', 'rented my', 'renting our', 'rents our', 'who rents', 'lodging with', 'boarding with'],
      bodies: [
        'social security', 'ssa', 'dwp', 'council', 'centrelink', 'va', 'unemployment', 'edd', 'government',
        'universal credit', 'child benefit', 'pension credit', 'hmrc', 'irs', 'childrens allowance', 'child allowance', 'carers allowance', 'jobseekers allowance',
      ],
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
      yielders: words('hysa savings fund funds etf etfs stocks shares bonds bond account acc acct pot isa cd cds bank'),
      insurers: words('insurance insurer insurers'),
      owed: words('owed owes owe'),
      cameIn: ['came in', 'came through', 'came thru', 'went in', 'hit'],
      cameBack: ['came back', 'come back', 'was returned', 'got returned'],
      reversed: words('reversed reverses reversal'),
      theirs: words('her his their'),
      forResale: ['for resale', 'to resell', 'for reselling'],
      luck: words('hit hits scooped'),
      heldInside: { verbs: words('had has came contained'), inside: ['in it', 'inside'] },
    },
    grammar: {
      // ("got 200 off my uncle": Irish and British for "from" a person.)
      from: words('from off'),
      to: words('to for'),
      determiners: words('my our the a an his her'),
      articles: words('a an the'),
      intoAccount: words('in into to'),
      beforeAccount: words('my the'),
      they: words('they he she'),
      ofPlace: words('from at of'),
      inPlace: words('in on'),
      adverbs: words('just finally already also immediately then quickly straight right instantly and so'),
      auxiliaries: [],
      paidBack: words('back up'),
      sentBack: [],
      mine: words('my'),
      firstPerson: words('i we'),
      iWe: words('i we'),
      objectPronouns: words('him her them'),
      toMe: words('me'),
      forTo: words('for to'),
      forPrice: words('for'),
      inPrice: [],
      loanClause: words('i we him her them'),
      ofOccasion: words('from for'),
      madeIn: words('in of'),
      oneself: [],
      demonstratives: words('that this'),
      beforeNoun: [],
      onto: words('on onto to into in'),
      afterBack: words('from home to at in on after'),
      routes: words('home way driving drove walking walked heading headed cycling'),
    },
    things: {
      money: words('money cash payment payments'),
      payments: words('payment payments check cheque checks cheques'),
      notes: words('a an note bill of'),
      accounts: words('account bank'),
      cashMachines: words('atm bank savings'),
      deposits: words('deposit deposits'),
      bonds: words('bond'),
      interest: words('interest interests'),
      invoices: words('invoice invoices'),
      billed: words('invoice invoices'),
      shares: words('share half part'),
      cheques: words('cheque cheques'),
      used: words('old used'),
      children: words('kids kid children child baby'),
      costly: words('expensive cheap'),
    },
    sales: {
      nouns: [],
      forSale: [],
      afterPlace: words('sale sales'),
      owners: words('my'),
    },
    acts: {
      weakRefund: words('returned'),
      arrivesToMe: [],
      leftMeTip: ['left me'],
      arrivals: words('arrived'),
      refunded: words('refunded reimbursed'),
      selfPaid: [],
      imposed: [],
      split: words('split splitting'),
      namePays: words('paid'),
      nameSends: words('sent sends mailed transferred wired venmoed zelled venmo\'d zelle\'d paypaled paypal\'d cashapped revolutd revoluted revolut\'d e-transferred etransferred'),
      sentTo: words('to'),
      theyPaid: [],
      platformPays: words('paid pays'),
      settled: words('paid settled cleared'),
      gotFor: words('got received'),
      madeTransfer: [],
      iMadeTransfer: [],
      iHave: [],
      otherForms: [],
    },
    work: {
      took: words('pulled pulling cleared'),
      working: words('driving delivering working doordashing ubering dashing tutoring babysitting bartending serving waiting tips shoot photoshoot'),
      drove: words('drove dashed delivered worked'),
      payers: words('work job jobs gig gigs shift shifts'),
      did: words('did done'),
      gigs: words('shift gig'),
      taught: words('gave taught'),
      done: words(`
        deliveries rides runs fares drops dropoffs pickups orders jobs gigs shifts haircuts cuts fades trims manicures
        pedicures blowouts walks cleanings cleans repairs installs tours shoots photoshoots trips dashes errands
        braids
      `),
      lessons: words('lessons classes'),
      taughtLessons: words('lessons classes lesson class'),
      students: words('students pupils'),
      lessonArticles: words('a an some'),
      trips: words('trips'),
      counters: words('some several few couple two three four five six seven eight nine ten'),
      countFiller: words('a of'),
      served: words('mowed washed walked babysat cleaned detailed tutored groomed babysitting dogsitting petsitting housesitting'),
      cared: words('babysat tutored dogsat petsat housesat catsat'),
      ownChores: words('loads load'),
      tookHome: words('took take takes brought bring brings'),
      walkedOut: words('out away off'),
      headedHome: words('went came got'),
      commissions: words('commission commissions'),
      vehicleCosts: words('gas fuel petrol diesel tyre tyres tire tires oil parking tolls toll'),
      netWords: words('net clean'),
      earnedCommission: words('check cheque paycheck sales sale quarter quarterly month monthly week my'),
      feeCommission: words('bank card atm realtor agent broker transfer'),
    },
  },
  nothing: {
    people: words(`
      neighbor neighbors neighbour neighbours coworker coworkers colleague colleagues classmate classmates manager supervisor
      friend friends mate mates buddy bestie roommate roomie roomies tourist tourists passenger passengers stranger roommates flatmate flatmates housemate housemates boss cousin cousins uncle aunt brother sister bro sis mother-in-law father-in-law in-laws guy dude someone somebody
    `),
    buying: words('bought buys purchased got gets spent spends paid pays splurged dropped blew'),
    theirMoney: words('earns earned makes made lost loses lent lends loaned owes owed borrowed borrows won wins inherited charges charged sells selling sold'),
    debts: 'owes|owed|owing|still owe',
    obligations: "have to|has to|need to|needs to|gotta|got to|must|needs? paying|needs? to be paid|don'?t forget to (?:pay|send|transfer)|dont forget to (?:pay|send|transfer)|remember to (?:pay|send|transfer)",
    goals: '(?:my|our|the|savings) (?:goal|target)|goal (?:is|of)|goal for (?:this|the|next) (?:year|month)|hoping to|hope to|aim to|aiming to|aiming for|to save|saving up|save up|saving for',
    proposals: "let'?s (?:keep|do|go|get|split|meet|grab|try|make|say|all)|lets (?:keep|do|go|get|split|meet|grab|try|make|say|all)|shall we|who'?s in|you in\\?|are you in|u in\\?|down for it|wanna split|want to split|lend me|can (?:you|u) lend|could (?:you|u) lend|spot me",
    howMuch: 'how much|how many',
    priceMoves: 'put (?:the |their |his |her )?[\\p{L}]+ up to|puts (?:the )?[\\p{L}]+ up to|goes to|will go to|will be|gonna be|is going to be|going up to|goes up to|went up to|gone up to|go up to|going up|goes up|went up|rising to|rises to|rose to|going down to|goes down to|went down to|dropped to|drops to|raising (?:it|the \\w+) to|raised (?:it|the \\w+) to|increasing to|increases to|increased to|hiked to|jumped to|up from|down from|reached|reaches' +
      '|(?:raise|raises|raising|raised|increase|increases|increasing|increased|hike|hikes|hiking|hiked|bump|bumps|bumping|bumped)(?: [\\p{L}\']+){0,3}? to',
    intensifiers: 'so|too|really|very|super|way too',
    priceRemarks: 'a gallon|per gallon|the gallon|a liter|a litre|per liter|per litre|a pound|per pound|a lb|per lb|a kilo|per kilo|a dozen|each|here|there|around here|over there|in town|these days|insane|crazy|nuts|ridiculous|robbery|a joke|expensive|so much|can you believe|wtf|lol|smh|too much|way too much|overpriced|pricey|a rip off|rip off|ripoff|😳|😱|🤯|💀|🙄',
    notBought:
      '(?:closed|shut) the (?:tab|app|page|browser)|emptied (?:the|my) (?:basket|cart)|abandoned (?:the|my) (?:basket|cart)|removed (?:it|them|everything) from (?:the|my) (?:basket|cart)|saved me from|dodged (?:a|the)|' +
      "(?:didn'?t|did not|don'?t|dont|never|not|won'?t|wont|couldn'?t|couldnt|decided not to|chose not to|ended up not) " +
      '(?:(?:even|end up|actually|really|go and) )?(?:buy|buying|bought|get|getting|take|taking|purchase|purchasing|order|ordering|spend|spending|check out|checked out|go for it|go through with it)|' +
      '(?:almost|nearly|was (?:going|gonna|about) to|were (?:going|gonna|about) to|was tempted to|came close to) ' +
      '(?:buy|bought|get|got|spend|spent|order|ordered|splurge|splurged|grab|grabbed|drop|dropped|blow|blew)|' +
      'changed my mind|passed on (?:it|them|that)|talked myself out of|put (?:it|them) back|decided against|gave up on|' +
      // Walked off without it: "saw jordans for 220 but walked away".
      'walked (?:away|out)(?! with| w )|left (?:it|them|without (?:it|them|buying))|without buying|' +
      // Backed out, cancelled, or refused at the till: "chickened out", "cancelled the order", "card got declined"
      // ("noise cancelling headphones", "refund for the cancelled flight": a thing's name, not a purchase called off).
      'chickened out|backed out|bailed|(?<!(?:^|[^\\p{L}])(?:noise|the|an?|my|your|his|her|their|our) )(?:cancell?ed|cancell?ing|declined)(?: (?:the|my|an?|that))?(?: (?:order|purchase|booking|payment))?|payment failed|transaction failed|card (?:failed|was declined|got declined|got rejected)|' +
      "(?:wasn'?t|was not|weren'?t|never got|didn'?t get) charged",
    wishes:
      "i wish|wish i|wish we|wishing i|if only|(?:hope|hoping|praying) (?:i|we) win|(?:would|wud|wld) be (?:nice|great|amazing|class|lush) to (?:get|have|win|make)|if (?:i|we) (?:had|was|were|won|got|could|made)|(?:would|i'?d) love to (?:have|get|win|make)|tempted(?: ngl| tbh| tho)? but|i'?m being good|im being good|" +
      "imagine (?:having|winning|getting|making|if|paying|spending)|dream(?:ing)? (?:of|about)|(?:i'?d|would) kill for|what i'?d do with|" +
      // Thinking it over: "thinking abt getting a ps5 for christmas, like 500".
      '(?:thinking|thinkin) (?:about|abt|of) (?:getting|buying|booking|ordering)|' +
      // Tempted by a price seen: "saw a model 3 for 38k, kinda tempting".
      'tempting|so tempted|kinda tempted|really tempted|eyeing|(?:got|have) my eye on|' +
      // Someone's wish: "my wife wants a 65 inch tv for christmas".
      'wants (?:a|an|the|to|one|some|that|this|new|me to)|would like (?:a|an|the|to)|i (?:really |rly |so )?want (?:a|an|the|that|this|one|those|these|new)',
    pending: "still waiting|waiting (?:on|for)|pending|processing|yet to (?:arrive|come|land|clear|hit)|(?:hasn'?t|haven'?t|has not|have not|not) (?:yet )?(?:arrived|come through|come in|landed|cleared|hit|shown up|showed up)|(?:still )?(?:hasn'?t|has not|havent|haven'?t) paid (?:me |us |up )?yet|still (?:hasn'?t|has not) paid",
    judged: "(?:is|'s)(?: (?:actually|just|so|a bit|kinda))? (?:criminal|mad|insane|crazy|nuts|ridiculous|daylight robbery|robbery|a joke|a rip ?off|extortion)",
    retracted: 'jk|just kidding|kidding|joking|read it wrong|misread it|in my dreams|in a dream|in my dream',
    cancelledUnpaid: 'cancell?ed (?:it |the order |my order )?before|before it went through',
    playMoney: 'monopoly|fake cash|fake money|play money|coins in|coins on|gold on|gold in',
    inGame: '(?:in|at|playing) (?:monopoly|poker night with the kids|cluedo)|game money|monopoly money',
    piggyBanks: "piggy bank|piggybank|money box|my (?:bank )?account(?:'s| is| has)|my bank(?:'s| is| has)",
    hoped: "god willing|hope (?:my|the|that|our) (?:[\\p{L}]+ )?(?:refund|payment|paycheck|paycheque|pay|check|cheque|deposit|transfer|bonus|reimbursement|money|wages|salary|tax return) (?:comes|arrives|lands|hits|clears|goes through|gets here|shows up|comes through)",
    reported: "they say|(?:says|said|reckons|told (?:me|her|him|them))(?! i)",
    recipeSays: 'recipe (?:says|calls for|needs)',
    onSaleSoon: 'go(?:es)? on sale|on sale (?:from|at|on)|pre-?sale|presale',
    leftInAccount: '(?:left|remaining) in (?:the|my|our) (?:account|bank|current account|checking|wallet|purse)|in (?:the|my|our) (?:current|savings|checking) account|(?:left|remaining) till payday|in the bank till payday',
    balanceNamed: '(?:^|[,.;:!?(\\n]\\s*)(?:(?:my|the|our)\\s+)?(?:(?:current|checking|savings|bank|account|acc|acct)\\s+)*balance(?:\\s+(?:is|was|of|now|at|rn|currently|sitting at|still|only|just|today))*\\s*:?\\s*$|(?:^|[,.;:!?(\\n]\\s*)(?:(?:my|our)\\s+)?savings(?:\\s+(?:are|is|now|sitting|currently|rn|up))*\\s+(?:at|to)\\s*$',
    holding: "(?<![\\p{L}'])(?:(?:i|we)(?: still| only| just)? have|(?:i|we)(?:'ve|ve| have)(?: still| only| just)? got)(?: (?:like|about|around|roughly|only|just|maybe|barely|a whole))*\\s*$|(?:i'?m|i am|we'?re|we are) (?:sitting )?(?:on|at)(?: (?:like|about|around))?\\s*$",
    inAccount: '^\\s*(?:(?:bucks|dollars|quid|pounds|euros?|grand)\\s+)?(?:left\\s+)?(?:in|on)\\s+(?:(?:my|the|our|me)\\s+)?(?:checking|savings|current account|account|bank|wallet|purse|isa|credit union|revolut|monzo|chase|venmo|paypal|cash app)(?![\\p{L}])',
    netResult: "(?:net|overall|total) (?:loss|gain|profit|result|difference)(?: of)?(?: like| about| around)?\\s*$|(?:so|which means|means|that means) (?:i'?m|im|i am|i was|we'?re|we are) (?:down|up)(?: by)?(?: like| about| around)?\\s*$",
    exchangeRate: "(?:the )?(?:dollar|euro|pound|sterling|exchange rate|rate)(?:'s| is| was| hit| closed at| went to)(?: at| up to| down to)?",
    giftExchangeLimit: "(?:secret santa|kris kringle|white elephant)(?: (?:on|at|in|for) (?:the |our )?[\\p{L}]+(?: [\\p{L}]+)?)? (?:is|'s|s|was|limit is|budget is)(?: (?:a|an|the|capped at|max|limited to))?\\s*$|(?:secret santa|kris kringle|white elephant)(?: (?:on|at|in|for) (?:the |our )?[\\p{L}]+(?: [\\p{L}]+)?)?,? (?:with a |w a |w/ a )?(?:limit|budget|cap|max)(?: (?:of|is|was))?\\s*$|(?:the )?(?:limit|max) (?:was|is|'s)\\s*$",
    discountAfter: 'discount|discounted',
    voucher: 'voucher|gift ?card|giftcard|coupon|store credit|credit note|e-?voucher',
    usedBefore: 'used|had|with|using|applied|redeemed|paid with',
    willBe: '(?:would|could|should)(?:\'ve| have) been(?: (?:about|around|like))?\\s*$|(?:will|would|should|shall|might|could|must|may) be(?: (?:about|around|like|roughly|maybe|somewhere around))?\\s*$|(?:is|are|\'s|s) (?:gonna|going to) be(?: (?:about|around|like|roughly))?\\s*$|(?:i\'?m|i am|we\'?re|we are) (?:still |apparently )?(?:due|owed)(?: (?:a|an|my|our|some|about|around))?\\s*$',
    neighboursSold: "(?:house|flat|apartment|place|one|bungalow|cottage|semi) (?:down the road|next door|across the (?:road|street)|on our (?:road|street)|in our (?:estate|street)|up the road|beside us)(?: \\p{L}+)? (?:went|sold|is going|went up|is on|was listed)",
    jobPays: '(?:job|gig|position|role|contract|offer|internship|placement)(?: (?!me |nos |te |le |les |lhe |us )\\p{L}+)? (?:pays|would pay|will pay|is paying)(?! me| us)',
    usedToCost: 'in (?:19|20)\\d\\d,? (?:\\p{L}+ ){1,3}(?:was|were|cost)|used to cost|used to be|back in (?:the day|the (?:19|20)?\\d0s|(?:19|20)\\d\\d)|back then|back when|in my day|years ago|remember when|those were the days|good old days|when i was (?:a kid|little|young|small|a child|in school|a teen|a teenager)',
    quotes: 'quoting|quoted(?: me| us)?|gave (?:me|us) a quote|sent (?:me|us) a quote|(?:a|the) quote (?:of|for|was)|asked for a quote|got a quote|sent (?:me |us )?an? estimate|gave (?:me |us )?an? estimate|(?:an?|the) estimate (?:of|for|was|is)|estimated (?:it )?at|wants? to charge|told (?:the |a |my |this |that )?(?:lady|guy|man|woman|customer|client|buyer|neighbou?r|fella|bloke) (?:that )?(?:the|it|they|its|it.s|a)|quoted (?:her|him|them|the (?:lady|guy|customer|client|neighbou?r))',
    promised: '(?:is|are|was|were)(?: still)? supposed to (?:pay|send|give|transfer)|(?:i )?(?:promised|promise|swear)(?: \\p{L}+){0,3} (?:i\'?ll|i will|to) (?:pay|give|send|transfer|get)|(?:^|[.!?]\\s*)(?:i )?bet (?!on |at |with |365|you )\\p{L}+(?= (?:\\d|a fiver|a tenner|a score|twenty|fifty|a hundred))|(?:venmo |paypal |payment )?requested|sent (?:him |her |them )?(?:a |an )?(?:venmo |paypal |payment )?request',
    whoPays: 'who (?:(?:is|would|even|actually|tf|the hell) )?(?:buys?|buying|pays?|paying)',
    jokes: '(?:saw|seen|see|sending|sent you) (?:a|this|that|the) meme|memes?:|(?:this|that) meme',
    stockLeft: '(?:boxes|bags|cases|crates|packs|units|items|bottles|loaves|trays|punnets|jars|tins|cans|kilos|kg) (?:of [\\p{L}]+ )?left|left in stock|in stock|left to sell|still to sell',
    orderLate: '(?:order|parcel|package|delivery)\\b.*\\b(?:still (?:hasn.?t|hasnt|not|no sign)|hasn.?t (?:shown up|arrived|come)|hasnt (?:shown up|arrived|come)|not (?:arrived|delivered|here) yet|never (?:arrived|came|showed)|is late|delayed|lost in the post)',
    notMineTopics: '(?:does|can|will) (?:the|this|your) app|average (?:\\p{L}+ )?(?:salary|salaries|wage|wages|pay|rent|price|prices|cost)|compared prices|comparing prices|price comparison|homework|math problem|word problem|minimum wage|interest rates?|the fed|fed (?:raised|cut|hiked|held|lowered)|(?:raised|cut|hiked) rates|price check|in the news|on the news',
    lotteries: 'powerball|mega millions|jackpot|euromillions',
    attempts: 'tried to pay|trying to pay|tried paying|wants to pay|wanted to pay|offered to pay|offering to pay',
    fundraising: 'raised|fundraised|fundraiser raised|collected for',
    perUnit: '(?:(?:a|an|per|the)\\s+|/\\s*)(?:litre|liter|l|gallon|gal|kilo|kg|lb|pound|dozen|pint|bottle|metre|meter|m2|sq ?ft|hour|hr)',
    notAsked: 'did (?:you|u|ya|he|she|they) (?:already |ever )?(?:pay|paid|buy|get)|(?:have|has) (?:you|u|he|she|they) paid|or should i|or shall i|when (?:the|my|it|that|i get)',
    futureTense: "will|i'll|(?:he|she|they|we|you|it|that)'ll|gonna|going to",
    hedges: 'prob|probably|maybe|might|perhaps',
    costToOthers: "cost(?:s|ed)? (?:him|her|them|(?:his|her|their) [\\p{L}']+|[\\p{L}]+'s [\\p{L}']+)",
    institutionEarned: "(?:company|companies|firm|bank|banks|government|govt|club|team|corporation|corp|store|brand|startup) (?:[\\p{L}']+ ){0,2}(?:made|makes|earned|earns|profited|posted|reported|lost|loses|raked in)(?! me)",
    borrowed: "lent me|loaned me|borrowed",
    repaying: "pay (?:him|her|them|it|you|sam|mum|mom|dad) back|paying (?:him|her|them|it) back|give (?:it|them|him|her) back|return it|owe (?:him|her|them)",
    asksOthers: "what(?:'s| is| are|s) (?:every ?one|every ?body|people|ppl|u|you|y'?all|we) (?:chipping in|putting in|giving|paying|tipping|spending|doing)|how much (?:is|are|should) (?:every ?one|every ?body|people|ppl|we) (?:chip|chipping|put|putting|give|giving)|would (?:[$€£]?\\s*[\\d.,]+|a (?:fiver|tenner|score)|twenty|fifty)(?: (?:quid|euro|euros|bucks|dollars|pounds))? be (?:enough|ok|okay|fine|too much|too little|stingy|cheap|rude)|any ideas?|anyone know|does anyone|what would|what do you (?:guys )?think|how much do (?:you|people)|how much should i (?:tip|leave|give)|is it worth|ask (?:the|my|our) [\\p{L}]+ (?:whether|if|about)|how do (?:people|ppl|you|u|y'?all) (?:afford|pay|manage)|do (?:you|u|ya) (?:still )?want (?:the|my|it|them|these|those)",
    requested: "asked (?:for|them for|him for|her for|the [\\p{L}]+ for) (?:a |the |my )?(?:refund|loan|raise|advance)|requested (?:a |the |my )?(?:refund|loan)|applied for (?:a |the )?(?:loan|mortgage|credit card|credit)|to ask (?:for|them for|him for|her for)(?: (?:a |my )?(?:raise|refund|loan))?|sent (?:the|an|my) invoice|invoiced (?:them|the client|him|her)",
    soFar: "so far (?:this|today)|so far (?:i.?ve|ive|we.?ve|weve|i have)|up to now|until now|running total",
    fallsDue: "before (?:it|they) (?:charges?|bills?|renews?)|is due|are due|falls due|due on|due in|due by|due next|comes out next",
    notOnMe: "not me|on (?:her|him|them)(?! (?:card|account))|(?:his|her|their) treat|(?:didn'?t|didnt|did not) cost me|cost me nothing|i (?:didn'?t|didnt) pay|i paid nothing|fair play to (?:her|him|them)|thanks? (?:mum|mom|mam|dad|babe|hun)",
    free: "free|for free|free of charge|no charge|didn'?t cost (?:me )?(?:a thing|anything)",
    toCome: 'should (?:come|arrive|land|hit|clear|go through|come through|be in)(?: (?:in|on|by|next|this|tomorrow|soon|monday|tuesday|wednesday|thursday|friday|the))|(?:is|are) (?:due|supposed) to (?:come|arrive|land|hit|clear)',
    listHeadings: 'ideas|gift ideas|wish ?list|wishlist|to buy|to get|list for|prices? (?:today|now|check)|(?:\\p{L}+ )?vs\\.? \\p{L}+|need to (?:buy|get)|christmas list|xmas list|santa list|birthday list',
    notBoughtYet: "not bought(?: (?:it|them|anything))? yet|haven'?t bought|havent bought|(?:not|haven'?t) got (?:it|them|these) yet|still (?:to|need to) buy|yet to buy",
    lastPeriod: 'last (?:month|week|year|time|quarter)|(?:a|one) (?:month|week|year) ago|the month before',
    ownTransfer: "(?:moved|move|transferred|transfered|transfer|shifted|put|sent|took) [^.!?]{0,30}?from (?:my |the |our )?(?:savings|saving|checking|chequing|current|main|joint|everyday|high yield|hysa|isa|emergency fund)(?: account| acct| acc| pot)? (?:to|into|over to) (?:my |the |our )?(?:savings|saving|checking|chequing|current|main|joint|everyday|high yield|hysa|isa|emergency fund)(?: account| acct| acc| pot)?(?![\\p{L}])",
    notLetPay: "(?:wouldn'?t|wouldnt|didn'?t|didnt|won'?t|wont) let me (?:pay|chip in|split|contribute|pitch in|go halves|put (?:in|anything))|i didn'?t (?:put in|chip in|give) anything|i put in nothing",
    theirTreat: '(?:paid|covered|got) (?:for )?(?:everything|everyone|everybody|all of us|it all|the lot|the whole (?:thing|bill|lot|tab|table|group))|picked up the (?:whole )?(?:tab|bill)|treated (?:us|me)|(?:it|dinner|lunch) was on (?:him|her|them)',
    refusals: "no thanks|no thank you|not a chance|no way(?: am i| i'?m| im)?(?: paying| buying| spending)?(?: that)?|no chance|hell no|forget it|not paying that|i'?m not paying (?:that|it)|im not paying (?:that|it)|hard pass|not doing it|nope not (?:doing|paying|buying)(?: it| that)?|i'?ll wait|ill wait",
    outrage: 'insane|crazy|nuts|ridiculous|robbery|daylight robbery|a joke|wtf|smh|surreal|having a laugh|are you kidding|highway robbery|bonkers|mental|absolute joke|what a joke|bloody joke|taking the piss|piss ?take|rip ?off',
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
      monthly: "monthly|(?<!in )a month(?! ago)|per month|a mo",
      weekly: "weekly|(?<!in )a week(?! ago)|per week",
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
    past: 'did|spent|paid|was|were|had|been|last (?:week|month|year)|ago|so far|to date|up to now|until now|year to date|ytd',
    oneOff: 'bought|purchased|spent|installments?|in \\d+ (?:payments|installments)|on layaway',
    next: { week: 'next week|the coming week', month: 'next month|the coming month' },
  },
  smallTalk: {
    greetings:
      "hi|hello|hey|hiya|howdy|yo|good (?:morning|afternoon|evening|day)|greetings|how are you|how's it going|" +
      "whats up|what's up|sup",
    thanks: 'thanks|thank you|thank u|thx|ty|cheers|much appreciated|appreciate it',
    acknowledgements: 'ok|okay|k|great|cool|nice|perfect|awesome|got it|alright|all right|sounds good|good',
    confirmations: "correct|right|yes|yep|yeah|yup|exactly|that'?s right|thats right|spot on|all good|looks good|perfect",
    help: "help|what can you do|what do you do|how does (?:this|it) work|how do i use|commands|menu(?! (?:del|do|da) dia)|what can i say|who (?:made|built|created|programmed|designed|developed|owns|runs) (?:you|this(?: app| bot| thing| assistant| site)?|tally)|what are you|who are you|are you (?:a |an )?(?:bot|robot|human|real|person|ai)|what'?s your name",
  },
  categoryWords: {
    shopDrinks: {
      drinks: words('beer beers lager lagers cider ciders wine wines prosecco vodka gin rum whiskey whisky tequila seltzer seltzers cans tinnies soda sodas coke pop drinks booze mixers champagne champers bubbly baileys brandy port sherry guinness ale ales stout red reds rose fizz cava eggnog'),
      packs: words('case cases crate crates pack packs slab slabs sixpack six-pack 12-pack 24-pack bottle bottles tin tins box boxes kit kits magnum'),
      bars: words('bar bars pub pubs club clubs spoons wetherspoons brewery taproom lounge restaurant restaurants table menu'),
    },
    boughtVerbs: words('bought buy buying purchased copped ordered'),
    givingVerbs: words('gave gives slipped sent'),
    shareWords: words('share half cut profits'),
    placesBeforeThings: `stadium, arena, ballpark, hospital, clinic, school, college, campus, university, office, work, bodega, deli,
      corner shop, corner store, gas station, petrol station, service station, station, train station, bus station, airport,
      hotel, motel, gym, mall, supermarket, grocery store, pharmacy, drugstore, chemist, cinema, movie theater, theater,
      theatre, museum, zoo, beach, pub, bar, cafe, coffee shop, club, festival, concert, fair, church, library, venue,
      farmers market, farmer's market, market, car boot, car boot sale, stall`,
    doing: {
      endings: ['ing'],
      selling: words('selling reselling flipping'),
      not: words(`
        nothing something anything everything morning evening thing wedding christmas king spring string building ceiling
        clothing pudding parking shopping living bring ring earring sibling darling meeting during wing stuffing lightning
        outing offering booking being going coming getting having doing
        shocking amazing annoying boring interesting disappointing depressing insulting frustrating exciting surprising
        embarrassing worrying astonishing stunning thrilling insane crazy incoming outgoing`),
      employment: words('boss manager employer supervisor shift shifts overtime payroll'),
      inExchange: { before: [], endings: [], pronouns: [], not: [] },
    },
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
        // Comics in English, a mango in Portuguese and Spanish; fireworks.
        strong: 'manga, fireworks, firework, sparklers',
      },
      // Dishes, drinks and takeaway orders.
      {
        kind: 'Dining',
        strong: `panini, noodle, pancake, paninis, meatball sub, sub sandwich, footlong, hoagies, cheesesteak, philly cheesesteak, lobster roll,
          clam chowder, chowder, dumplings, gyoza, potstickers, spring rolls, egg rolls, fried rice, chow mein, lo mein,
          orange chicken, general tso, kung pao, bao, bao buns, pierogi, pierogies, tikka masala, chicken tikka, butter chicken,
          korma, biryani, naan, samosa, samosas, pakora, bhaji, onion bhaji, tandoori, pad thai, green curry, massaman,
          katsu, katsu curry, bento, bento box, udon, miso soup, tempura, teriyaki, bibimbap, korean bbq, banh mi, spring roll,
          chimichanga, fajitas, elote cart, tamales, pupusa, burrito bowl,
          burrito bowls, grain bowl, acai bowl, smoothie bowl, wrap sandwich, club sandwich, blt, grilled cheese, toastie,
          toasties, jacket potato, pasty, pasties, cornish pasty, scotch egg, ploughmans, pie and mash, bacon butty, chip butty,
          chippy tea, fish supper, full breakfast, english breakfast, fry-up breakfast, eggs benedict, french toast,
          mac and cheese, mac n cheese, chicken strips, chicken tenders, tenders, chicken sandwich, chicken wrap, chicken burger,
          cheeseburger, cheeseburgers, double cheeseburger, sliders, hot dogs, chili dog, corn dogs, pulled pork, brisket sandwich,
          ribs dinner, pizza slice, slice of pizza, calzone, stromboli, garlic bread, breadsticks,
          lasagna, spaghetti, carbonara, risotto, gnocchi, ravioli, fettuccine, poutine, schnitzel, bratwurst, pretzel roll,
          souvlaki, kebab wrap, doner, doner kebab, chicken shawarma, mezze, hummus plate, paella dinner,
          fish and chip, scampi, calamari, oysters, mussels dinner, crab legs, crawfish, crawfish boil, seafood boil, po boy,
          gumbo, jambalaya, fried chicken sandwich, chicken and waffles, biscuits and gravy, hash browns, breakfast burrito,
          breakfast sandwich, egg mcmuffin, mcmuffin, happy meal, nuggs, frosty, blizzard, milkshakes, frappe, frappes,
          bubble teas, kombucha, slurpee, slushy,
          icee, hot cocoa, soft drink, soft drinks, fizzy drink, afternoon tea, brekkie, brekky,
          cream tea, high tea, scones, croissants, pain au chocolat, danish, pastries, muffins, doughnut run, donut run,
          cake slice, slice of cake, cupcakes, churros, crepes, waffle cone, sundae, ice cream cone, gelatos, popsicle, popsicles,
          ice lolly, frozen custard, boba tea, bubble waffle, candy floss, cotton candy, funnel cake, kettle corn,
          cocktail bar, wine bar, beer garden, sports bar, dive bar, rooftop bar, speakeasy, taproom, tap room, bar tab, tab at the bar,
          round of shots, shot of tequila, pints, pint of lager, pint of ipa, ipa, ipas, craft beer, craft beers, pitcher of beer,
          bucket of beers, six pack, hard seltzer, hard seltzers, white claw, white claws, seltzers,
          bourbon, scotch, whisky sour, old fashioned, manhattan, martinis, espresso martini, 
          rose wine, glass of rose, bottle of rose, glass of wine, bottle of wine, red wine, white wine, sauvignon, pinot,
          merlot, cabernet, chardonnay, malbec, rioja, soju, port wine, bloody mary, irish coffee, jager, jagerbomb,
          jagerbombs, sambuca, tequila shots, shots at the bar, nightcap, pub grub, pub meal, carvery dinner, bottomless brunch,
          bottomless mimosas, restaurant bill, dinner bill, lunch bill, dinner date, lunch date, date night dinner, team lunch,
          work lunch, lunch with the team, takeaway pizza, pizza delivery, chinese takeout,
          thai takeout, indian takeout, takeout order, delivery order, delivery fee, service fee at the restaurant,
          food court, hot food, street food, food stall, food hall, food cart, hot dog stand, taco stand, cafe lunch,
          canteen lunch, cafeteria, cafeteria lunch, vending, snack bar, concession stand`,
        // Water: the bill, or a bottle among snacks.
        weak: 'grub, munchies, nibbles, bite to eat, lunchie, din din, takeout food, water',
      },
      {
        kind: 'Dining/coffee',
        strong: 'coffee shop, coffeeshop, coffee house, iced coffee, iced coffees, iced latte, cortado, flat whites, chai, chai tea, takeaway coffee, coffee and cake, cafe latte, oat latte, pumpkin spice latte, psl, long black',
      },
      // The weekly shop: food and household products (they lose to a word that says they were eaten out).
      {
        kind: 'Groceries/products',
        // Cleaning and hygiene products are bought, not eaten out: strong.
        strong: `dishwasher tablets, dishwasher pods, dishwasher detergent, laundry pods, tide pods, washing powder, washing liquid,
          laundry soap, stain remover, razor, dryer sheets, clorox, clorox wipes, disinfectant wipes, lysol, windex, febreze,
          air freshener, bleach spray, all purpose cleaner, toilet cleaner, bin liners, cling film, plastic wrap, saran wrap,
          aluminum foil, aluminium foil, tin foil, kitchen foil, baking paper, parchment paper, ziploc bags, ziplock bags,
          sandwich bags, freezer bags, paper plates, plastic cups, napkins, paper napkins, tissues, kleenex, toilet roll,
          loo roll, bog roll, cotton buds, q-tips, qtips, cotton swabs, cotton balls, hand soap, hand wash, hand sanitizer,
          hand sanitiser, shower gel, bubble bath, mouthwash, toothbrush, toothbrushes, razor blades, shaving cream, shaving foam,
          panty liners, sanitary towels, period products, rubber gloves, scrubbers, scourers, dish sponges`,
        weak: `tomato, spice, yoghurt, yogurts, greek yogurt, cheddar, mozzarella, parmesan, feta, halloumi, cottage cheese, cream cheese,
          sour cream, heavy cream, double cream, single cream, whipping cream, creamer, coffee creamer, half and half, buttermilk,
          eggs and milk, milk and bread, bread and milk, loaf, loaf of bread, sourdough, sourdough loaf, baguette, bread rolls,
          wholemeal bread, burger buns, hot dog buns, english muffins, crumpets, pita, pitta, pita bread, wraps, flour tortillas,
          bell peppers, peppers, jalapenos, avocado, avocados, cabbage, leeks, shallots, scallions, spring onions, green onions,
          beetroot, beets, radishes, turnips, parsnips, swede, yams, sweet potato, apricots, nectarines, grapefruit, clementines,
          tangerines, satsumas, pomegranate, papaya, figs, prunes, cranberries, blackberries, fruit and veg,
          fruit and vegetables, veg, salad bag, bagged salad, chicken breast, chicken breasts, drumsticks, whole chicken,
          ground turkey, turkey mince, beef mince, pork mince, sirloin, ribeye, rib eye, t-bone, stewing beef, pork belly,
          lamb chops, pork loin, gammon, pepperoni, salami, prosciutto, deli meat, lunch meat, cold cuts, sliced ham, hot dogs pack,
          cod, haddock, tilapia, trout, mackerel, scallops, fish fillets, fish fingers, fish sticks, frozen peas, 
          frozen waffles, frozen meals, ready meals, microwave meals, tv dinners, pot noodle, pot noodles, cup noodles,
          instant noodles, instant ramen, pasta sauce, marinara, pesto, soy sauce, sriracha, hot sauce, bbq sauce, gravy granules,
          stock cubes, bouillon, broth, chicken stock, canned soup, tinned soup, canned tomatoes, chopped tomatoes, passata,
          tomato paste, olives, pickles, gherkins, capers, salsa jar, guacamole, cereal box, cornflakes, cheerios, weetabix,
          muesli, pop tarts, pancake mix, maple syrup, nutella, marmalade, marmite, vegemite, cocoa powder, baking soda,
          baking powder, yeast, cornstarch, cornflour, vanilla extract,
          cooking spray, vegetable oil, canola oil, coconut oil, rice cakes, pringles, doritos, cheetos,
          microwave popcorn, granola bars, cereal bars, trail mix, beef jerky, jerky, oreos, digestives, hobnobs, jaffa cakes,
          ice lollies, ice pops, tub of ice cream, pint of ice cream, frozen pizzas, chicken nuggets bag, sparkling water case,
          case of soda, case of beer, crate of beer, box of wine, bottles of water, water bottles pack, juice boxes, capri sun,
          squash drink, coffee pods, tea bags box`,
      },
      // Where the weekly shop is done, and household products named with a word of another kind.
      {
        kind: 'Groceries',
        strong: `greengrocer, grocer, grocers, greengrocers, fishmonger, fishmongers, butchers shop, butcher shop, farm shop, farm stand,
          farmers' market, supermarket run, costco run, grocery haul, grocery delivery,
          grocery order, online grocery order, top up shop, groceries delivery, meal kit, meal kits,
          meal box, recipe box, grocery store, food store, health food store, asian supermarket, asian market, mexican market,
          international market, bottle shop, bottle-o, bottleo, liquor shop, wine shop, beer store, off licence run, offy,
          the offy, newsagent, newsagents, dishwasher salt, washing up gloves`,
      },
      // Getting around: fares, cards, cabs, parking, tolls, the car's parts and upkeep, bikes.
      {
        kind: 'Transportation',
        strong: `train fare, train ticket, train tickets, rail fare, rail ticket, rail tickets, season ticket for the train,
          bus fare, bus ticket, bus tickets, coach ticket, coach tickets, coach fare, tram ticket, tram fare, metro fare,
          subway ticket, subway pass, monthly metrocard, transit fare, travelcard, travel card,
          cab fare, taxi fare, taxi ride, cab ride, uber ride, lyft ride, minicab, mini cab, rideshare fare,
          shuttle bus, shuttle, airport taxi, car park, carpark, parking permit, residents permit, parking garage, parking lot,
          parking fee, parking fees, pay and display, park and ride, toll road, toll bridge, turnpike, toll tag, toll fee,
          bridge toll, tunnel toll, road toll, ferry fare, water taxi fare, pedicab, rickshaw, auto rickshaw, 
          e-scooter, escooter, scooter hire, bike hire, boris bike, bike share pass, bike repair, bike service,
          bike tune up, bike tune-up, bike shop, bike parts, bike chain, bike lock, bike lights, inner tube, inner tubes,
          puncture kit, bike tyres, bike tires, cycle repair, cycling shop`,
      },
      {
        kind: 'Transportation/fuel',
        strong: `gas money, gas up, gassed up, filled up gas, tank of petrol, full tank of gas, premium gas, regular gas,
          super unleaded, unleaded petrol, petrol money, fuel money, fuel up, fueled up, adblue, ev charge, car charging,
          charging the car, charged the car, jerry can, gas can, gas for the car, petrol for the car, diesel for the van`,
      },
      {
        kind: 'Transportation/car',
        strong: `car loan, car loan payment, auto loan, auto loan payment, car lease, lease payment, car finance, auto insurance,
          motor insurance, van insurance, bike insurance, motorcycle insurance, windscreen, windscreen repair, windshield repair,
          chip repair, wiper blades, windshield wipers, wipers, spark plugs, timing belt, clutch repair, new clutch, muffler,
          exhaust repair, catalytic converter, starter motor, headlight, headlights, headlight bulb, tail light,
          brake lights, engine oil, motor oil, coolant, antifreeze, screenwash, washer fluid, car wax, car detailing, detailing,
          valeting, car valet, car vacuum, jump start, jump starter, dashcam, dash cam, car mats, floor mats, seat covers,
          roof rack, tire rotation, tyre rotation, wheel alignment, tire change, tyre change, new tyres, puncture, puncture repair,
          state inspection, car inspection, vehicle inspection, emissions test, registration renewal, tag renewal, license plate,
          license plates, number plate, number plates, car tax, vehicle registration, clean air zone, speeding fine, penalty charge,
          pcn, bus lane fine, red light ticket, impound, impound fee, towing fee, breakdown cover, car service, car servicing,
          full service, car repairs, auto repair, auto shop, body shop, dent repair, garage bill, mechanic bill, motorbike,
          motorbike service, scooter service, car parts, auto parts`,
      },
      // Household bills, providers' plans, subscriptions and home insurance.
      {
        kind: 'Bills',
        strong: `hydro bill, hydro, electricity bill, electric company, power company, gas company, water company, water rates,
          water and sewage, sewage, sewage bill, stormwater, bin collection, trash service, waste collection, recycling fee,
          heating oil, oil delivery, propane, propane tank, propane refill, electricity top up, gas top up, meter top up,
          prepayment meter, smart meter top up, landline, home phone, cell bill, cellphone bill, mobile bill, mobile phone bill,
          phone contract, phone line, broadband bill, wifi bill, internet plan, internet service, fibre broadband,
          cable tv, satellite tv, tv license, tv licence fee, license fee, sim only, sim only plan, prepaid sim, phone top up,
          phone recharge, airtime, data top up, data bundle`,
      },
      {
        kind: 'Bills/housing',
        strong: `ground rent, service charge for the flat, strata, strata fees, body corporate, condo fees, condo fee, hoa dues,
          hoa fee, homeowners association, property management fee, letting agent fee, rent payment, monthly rent, rent money,
          mortgage payment, house payment, escrow, rent for the flat, rent for the apartment`,
      },
      {
        kind: 'Bills/insurance',
        strong: `renters insurance, renter's insurance, tenant insurance, contents insurance, buildings insurance,
          homeowners insurance, home and contents insurance, phone insurance, gadget insurance, landlord insurance,
          umbrella policy, insurance premium, insurance payment, life cover`,
      },
      {
        kind: 'Bills/taxes',
        strong: 'property taxes, tax bill, tax payment, quarterly taxes, tax owed, back taxes, stamp duty',
      },
      {
        kind: 'Bills/fees',
        strong: `credit card bill, credit card payment, card bill, card repayment, minimum payment, loan repayment,
          personal loan, buy now pay later, bnpl, foreign transaction fee, wire fee, transfer fee,
          account fee, monthly account fee, maintenance fee at the bank, atm charge, cash withdrawal fee, late payment fee,
          returned payment fee, nsf fee`,
      },
      {
        kind: 'Bills/subscriptions',
        strong: `app store, play store, google play, itunes,
          in app subscription, software subscription, cloud subscription, password manager, antivirus, website hosting,
          domain renewal`,
      },
      // Care of the body: medicines by brand and generic name, visits, tests and treatments.
      {
        kind: 'Healthcare',
        strong: `acetaminophen, antibiotic, naproxen, excedrin, panadol, nurofen, calpol, lemsip, beechams, night nurse, benadryl, claritin,
          zyrtec, cetirizine, loratadine, piriton, sudafed, dayquil, mucinex, robitussin, vicks, vaporub, strepsils,
          throat lozenges, cough drops, cough medicine, cold and flu, flu meds, pepto, pepto bismol, imodium, gaviscon, rennie,
          tums, omeprazole, prilosec, nexium, metamucil, miralax, dulcolax, senokot, neosporin, savlon, germolene,
          hydrocortisone, hydrocortisone cream, antifungal cream, canesten, monistat, eye drops, ear drops, nasal spray,
          flonase, saline spray, antibiotic cream, amoxicillin, penicillin, metformin, lisinopril, atorvastatin, statins,
          sertraline, zoloft, prozac, fluoxetine, lexapro, wellbutrin, adderall, ritalin, vyvanse, xanax, ozempic, wegovy,
          mounjaro, viagra, cialis, morning after pill, iud, nicotine patches, nicorette, nicotine gum, vitamin c,
          vitamin d, vitamin b12, zinc tablets, magnesium, iron tablets, folic acid, prenatal vitamins, collagen, electrolytes,
          pedialyte, rehydration salts, dioralyte, bandages, gauze, ice pack, heat pack, heating pad, knee brace, crutches,
          wheelchair, blood pressure monitor, glucose monitor, test strips, epipen, nebulizer, cpap, hearing aids, pill organizer,
          doctor's appointment, doctors appointment, doctor appointment, gp appointment, doctor visit, private gp, specialist,
          consultant fee, cardiologist, neurologist, urologist, endocrinologist, allergist, oncologist, physiotherapist,
          physical therapy, physical therapist, podiatrist, chiropodist, speech therapy, occupational therapy,
          therapy session, counsellor, counselor, psychotherapist, psychiatry, mental health, dental checkup, dental check-up,
          dental check up, dental filling, cavity filling, wisdom teeth, wisdom tooth, wisdom teeth removal, teeth cleaning,
          hygienist, dental hygienist, orthodontics, dentures, dental implant, emergency dentist, eye appointment,
          eye check, opticians, prescription glasses, reading glasses, contacts lenses, daily contacts, lab work, bloodwork,
          blood tests, xray, x-rays, mammogram, colonoscopy, pap smear, physical exam, annual physical, emergency room,
          hospital stay,
          coinsurance, prescription fee, prescription charge, prescriptions, covid vaccine, booster shot, tetanus shot,
          travel vaccines, travel jabs, jab, flu jab, pharmacy pickup, chemist, chemists, the chemist, drug store`,
      },
      {
        kind: 'Healthcare/fitness',
        strong: `gym pass, gym fee, gym day pass, day pass at the gym, gym class, fitness class, yoga class, yoga classes, hot yoga,
          barre class, pilates classes, reformer pilates, kickboxing, boxing classes, mma, bjj, mma gym, rock climbing,
          climbing, climbing pass, sauna, spin classes, cycle class, hiit class, bootcamp class, swim pass, swimming pool,
          pool membership, tennis court, court hire, court booking, squash court, padel, padel court,
          pitch hire, league fees, race entry, marathon entry, half marathon,
          triathlon, running club, personal trainer session, protein bars, protein shake, protein shakes, bcaa`,
      },
      // School, exams, courses and lessons.
      {
        kind: 'Education',
        strong: `day camp, tuition fee, pencil, tuition fees, school fee, school fees, college tuition, uni tuition, semester fees, 
          lab fee, course fee, course fees, course materials, online course, online class, exam fees, exam fee, ap exam, ap exams,
          ielts, toefl, gre, gmat, lsat, mcat, gcse, gcses, a-levels, a levels, sat exam, resit fee, transcript fee,
          enrollment fee, enrolment fee, student fees, dissertation binding, thesis printing, school lunch, school lunches,
          school uniform, school uniforms, school shoes, school photos, school trip money, school bag,
          pencil case, highlighters, sharpies, crayons, coloured pencils, colored pencils, glue sticks, binder, binders, folders,
          ruler, exercise books, graph paper, lined paper, index cards, flashcards, scientific calculator, 
          private tutor, maths tutor, math tutor, tutoring session, tutor session, homework help, preschool, pre-k, kindergarten,
          montessori, nursery school, guitar lessons, piano lessons, drum lessons, singing lessons, voice lessons, art class,
          art classes, cooking class, cooking classes, coding class, coding course, language school,
          language course, language lessons, spanish lessons, french lessons, french class, german lessons, italian lessons,
          japanese lessons, english lessons, esl class, sign language class, driving test, road test, practical test,
          theory test fee, first aid course, training course`,
        // Also lessons, beside other lessons ("swim lessons 90 and piano 120"): agreeWithTheList.
        weak: 'piano, guitar, violin, ballet',
      },
      // Clothes, shoes and what is worn.
      {
        kind: 'Shopping/clothing',
        strong: `parka, puffer, puffer jacket, puffer coat, windbreaker, fleece jacket, trench coat, overcoat, peacoat, gilet,
          waistcoat, turtleneck, polo shirts, tee, graphic tee, crop top, camisole, bodysuit, jumpsuit, dungarees,
          overalls, khakis, slacks, trousers, cargo pants, sweatpants, trackies, tracksuit bottoms, yoga pants,
          bike shorts, boxers, boxer shorts, knickers, panties, thong, sports bra, stockings, pantyhose, swim trunks,
          board shorts, swimming costume, swimsuits, swimwear, wetsuit, nightgown, nightie, robe, dressing gown, bathrobe,
          onesie, trainers, running shoes, tennis shoes, gym shoes, crocs, uggs, ugg boots, birkenstocks, doc martens,
          timberlands, ballet flats, stilettos, clogs, espadrilles, moccasins, brogues, wellies,
          wellington boots, rain boots, snow boots, hiking boots, football boots, work boots, shoelaces, insoles,
          baseball cap, snapback, bucket hat, fedora, headband, scrunchies, hair ties, mittens, earmuffs, cufflinks, bow tie,
          handkerchief, crossbody bag, duffel bag, gym bag, fanny pack, bum bag, keychain, sunnies, new shoes,
          new clothes, new jeans, new coat, new jacket, new dress, work clothes, outfit, outfits`,
      },
      {
        kind: 'Shopping/electronics',
        strong: `earphones, headset, gaming headset, mousepad, usb cable, usb-c cable, lightning cable, charging cable,
          phone charger, laptop charger, wireless charger, power strip, surge protector, smart tv, soundbar, sound bar,
          projector, streaming stick, fire stick, firestick, roku, chromecast, echo dot, smart speaker, smart plug, smart bulb,
          ring doorbell, video doorbell, security camera, fitbit, garmin watch, e-reader, ereader, kobo,
          steam deck, vr headset, oculus, meta quest, gpu, cpu, motherboard, external hard drive, ink cartridge,
          ink cartridges, toner cartridge, scanner, wifi extender, mesh wifi, android phone, chromebook, imac,
          mac mini, apple pencil, stylus, airtag, airtags, phone screen, new phone, new laptop, gaming pc, gaming laptop,
          pc parts, computer parts, walkie talkies, electric toothbrush, electric shaver, hair clippers, beard trimmer,
          phone case, phone cases, case for the phone, case for my phone, screen protector`,
      },
      {
        kind: 'Shopping/beauty',
        strong: `dry shampoo, eyebrow, hair gel, hair spray, hairspray, hair wax, pomade, hair oil, hair mask, leave in conditioner,
          bronzer, eyeshadow, eye shadow, eyeshadow palette, lip gloss, lip balm, chapstick, lip liner, setting spray,
          makeup remover, micellar water, brow pencil, nail salon, nail appointment, gel nails, acrylics, acrylic nails,
          shellac nails, nail art, mani pedi, mani-pedi, manicure and pedicure, lash lift, brow lamination, brow wax,
          eyebrow wax, threading, eyebrow threading, tanning, spray tan, fake tan, tanning salon, sunbed, blow dry, blowout,
          balayage, hair colour, hair color, hair appointment, hairdresser, hairdressers, hair cut, trim at the barber,
          beard trim, hot towel shave, keratin treatment, hair extensions, wig, box braids, cleanser,
          face wash, exfoliator, face mask, sheet mask, retinol, eye cream, body lotion, lotion, aftershave, body spray,
          electric razor, curling iron, curling wand, hair straightener, barbershop, barber shop, bath bomb,
          bath bombs, tattoo, tattoos, piercing, ear piercing, waxing appointment, bikini wax, brazilian wax, facials,
          toiletries bag`,
      },
      {
        kind: 'Shopping/home',
        strong: `robot vacuum, towel, mop, mop and bucket, broom, dustpan, air purifier, dehumidifier, humidifier, air conditioner,
          ac unit, portable ac, portable heater, electric blanket, throw blanket, throw pillows, cushions, duvet cover,
          pillowcases, bedding, bed frame, headboard, mattress topper, bunk bed, futon, recliner, armchair, coffee table,
          dining table, dining chairs, office chair, gaming chair, standing desk, tv stand, sideboard, chest of drawers,
          filing cabinet, shoe rack, coat rack, clothes rack, drying rack, clothes horse, bookshelf, floor lamp, desk lamp,
          lampshade, ceiling fan, doormat, picture frame, picture frames, wall art, canvas print, vase, fairy lights,
          string lights, scented candle, scented candles, wine glasses, dinner plates, baking tray,
          baking sheet, mixing bowls, chopping board, cutting board, kitchen knives, knife set, saucepan, slow cooker,
          crock pot, crockpot, instant pot, pressure cooker, rice cooker, waffle maker, sandwich maker, food processor,
          stand mixer, juicer, espresso machine, coffee machine, fridge, refrigerator, chest freezer,
          washing machine, tumble dryer, clothes dryer, oven, stove, hob, cooker hood, extractor fan, water filter,
          water heater, new boiler, furnace, screwdriver set, hammer, screws, wrench, spanner, pliers, tape measure,
          duct tape, ladder, stepladder, sandpaper, paint brushes, paint roller, caulk, sealant, grout, wallpaper, tiles,
          lumber, timber, plywood, drywall, plasterboard, fence panels, padlock, door lock, smoke detector,
          fire extinguisher, compost, potting soil, potting mix, mulch, fertilizer, fertiliser,
          weed killer, seeds for the garden, garden furniture, patio furniture, patio heater, parasol, lawnmower, strimmer,
          weed eater, weed whacker, leaf blower, hedge trimmer, wheelbarrow, garden shed, plant pots, houseplant pot,
          home depot run, aa batteries, aaa batteries, diy supplies, hardware, storage bins, laundry hamper, shower head`,
      },
      {
        kind: 'Shopping/gifts',
        strong: `birthday present, birthday presents, birthday gift, christmas present, christmas presents, christmas gifts,
          xmas present, xmas presents, xmas gifts, wedding gift, wedding present, baby shower gift, housewarming gift,
          anniversary gift, anniversary present, leaving gift, leaving present, gift card, gift cards, gift voucher, gift vouchers,
          secret santa, stocking stuffers, stocking fillers, gift basket, gift bag, hamper`,
      },
      {
        kind: 'Shopping',
        strong: `action figure, action figures, doll, dolls, dollhouse, stuffed animal, teddy bear, plushie, plushies,
          squishmallow, squishmallows, nerf gun, toy car, kids toys, yarn, knitting supplies, sewing machine, fabric store,
          craft store, craft supplies store, thrift store, thrift shop, charity shop, op shop, flea market, 
          pawn shop, outlet mall, department store, dollar store, pound shop,
          marketplace purchase, online order, amazon order, amazon purchase, shopping spree,
          sunglasses case`,
      },
      // Going out, games, sport to watch and chance.
      {
        kind: 'Entertainment',
        strong: `cinema tickets, film tickets, theatre tickets, theater tickets, show tickets, play tickets, musical tickets,
          the musical, comedy club, comedy night, standup show, stand-up show, drag show, magic show, live music, jazz club,
          festival ticket, festival tickets, festival pass, bottle service, vip table, club entry, entry to the club,
          cover at the club, strip club, hookah, hookah lounge, shisha, baseball game,
          basketball game, hockey game, football game, nfl tickets, nba tickets, season tickets, premier league tickets,
          footy tickets, cricket tickets, rugby tickets, wrestling tickets, ufc, ppv, pay per view, boxing match, horse racing,
          the races, race day, putt putt, axe throwing, skating rink, roller rink, ice rink, roller skating, bowling alley,
          trampolining park, soft play, theme park tickets, safari park, botanical garden, botanical gardens, art gallery,
          exhibition, exhibition tickets, planetarium, fair tickets, funfair, video games, new game, game for the switch,
          ps5 game, xbox game, switch game, pc game, dlc, in-app purchase, in app purchase, in-app purchases, battle pass,
          loot boxes, gems in the game, skins in the game, discord nitro, twitch bits, fifa points, fc points, riot points,
          valorant points, minecraft, pokemon go, candy crush, magic cards, mtg cards, warhammer, funko pop, board game cafe,
          lottery ticket, lotto ticket, scratch card, scratch-off, scratch offs, scratchies, slots, slot machine, pokies,
          sportsbook, parlay, bet slip, acca, horse bet, fishing license, fishing licence, hunting license,
          film developing, dvd, dvds, blu-ray, record store, 
          movie night, karaoke night`,
      },
      {
        kind: 'Entertainment/streaming',
        strong: 'streaming service, streaming subscription, music subscription, tv subscription, netflix subscription',
      },
      // Trips: stays, fares, fees, visas and what goes in the suitcase.
      {
        kind: 'Travel',
        strong: `honeymoon, staycation, road trip, city break, mini break, weekend break, package holiday, all inclusive,
          all-inclusive, timeshare, holiday cottage, holiday home, 
          b&b, bnb, bed and breakfast, guesthouse, guest house, room service, minibar, hotel stay, hotel booking,
          hotel night, night at the hotel, excess baggage, overweight bag, bag fee, carry-on, carry on bag, checked luggage,
          luggage fee, travel adapter, travel pillow, passport photos, passport fee, evisa, e-visa, travel visa, tourist visa,
          visa fees, airport lounge pass, priority pass, foreign exchange, bureau de change, travel sim, esim,
          ski trip, ski holiday, ski resort, day trip, city tour, walking tour, food tour, boat tour, bus tour,
          hop on hop off, snorkeling, snorkelling, scuba diving, dive trip, safari, plane fare, flight ticket, flight tickets,
          return flight, return flights, one way flight, flight home, flights home, holiday spending money, spending money for the trip`,
      },
      // Pets, children, giving, and services for the home and the family.
      {
        kind: 'Other/pets',
        strong: `kibble, dog kibble, cat kibble, kitty litter, cat litter tray, litter box, puppy pads, poop bags, dog poop bags,
          chew toys, dog toys, cat toys, catnip, dog walker, pet sitter, boarding kennel, kennels, cattery, doggy daycare,
          dog groomer, groomer, groomers, dog license, microchip, microchipping, neutering, 
          dog training, puppy classes, obedience classes, fish tank, hamster, guinea pig, bird cage, rabbit food, heartworm,
          heartgard, nexgard, bravecto, flea collar, apoquel, whiskas, iams, royal canin, blue buffalo, science diet, greenies,
          dog bowl, cat bowl, dog harness, dog crate, pet carrier, vets, vet bill, vet fees, emergency vet`,
      },
      {
        kind: 'Shopping/baby',
        strong: `pull-ups for the baby, baby formula tin, baby food, pacifier, pacifiers, dummies for the baby, teether,
          baby carrier, high chair, playpen, baby gate, breast pump, baby bottles, baby clothes shop, nappy cream, diaper cream,
          nappy rash cream, diaper rash cream`,
      },
      {
        kind: 'Other/kids',
        strong: `au pair, 
          bouncy castle, tooth fairy, kid's allowance`,
      },
      {
        kind: 'Education',
        strong: 'childcare, child care, after school care, before school care, nursery fee, daycare fees',
      },
      {
        kind: 'Other/donations',
        strong: `tithes, church offering, collection plate, offering at church, zakat, sadaqah, tzedakah, charity donation,
          donation to, donated to charity, fundraiser donation, sponsored walk, sponsored run, charity run,
          food bank donation, giving tuesday, gofundme, go fund me, justgiving, just giving`,
      },
      {
        kind: 'Other/services',
        strong: `launderette, stamp, laundrette, wash and fold, service wash, hemming, cobbler, watch repair, watch battery,
          phone repair, screen repair, phone screen repair, cracked screen, laptop repair, computer repair, appliance repair,
          washing machine repair, boiler repair, roofer, roofing, gutter cleaning, carpet cleaning, window cleaning,
          house cleaning, cleaning service, maid, maid service, decorator, painter and decorator, builder,
          contractor, plumbing, plumbing repair, electrical repair, hvac, hvac repair, ac repair, furnace repair, exterminator,
          landscaper, landscaping, tree removal, tree surgeon, snow removal, snow plowing, junk removal, dump fee, removals,
          removal company, courier, parcel, parcel postage, post office, sending a parcel, 
          conveyancing, bookkeeper, tax prep, tax preparation, will writing, funeral, funeral costs, funeral home, 
          headstone, burial, wreath, photographer, keys cut, spare key, car locksmith, printing service,
          bank draft, money order, background check, dbs check, visa lawyer, immigration lawyer`,
      },
      // Round 2 (extra4): second-hand sales, gifts for an occasion, the milk round, household
      // services, animal charities, pet procedures and money towards a relative's rent.
      {
        kind: 'Shopping',
        // Bought at a car boot or jumble sale (selling at one is income: "made 80 at the car boot" says so).
        strong: `car boot, car boots, car boot sale, car boot sales, carboot, carboot sale, boot sale, boot fair, jumble sale,
          rummage sale, swap meet, vintage shop,
          vintage store, second hand shop, secondhand shop, second-hand shop, antiques fair, antique shop, antiques shop`,
      },
      {
        kind: 'Shopping/gifts',
        strong: `baby shower, baby showers, baby shower present, gift for the baby shower, present for the baby shower,
          graduation gift, graduation present, graduation gifts, grad gift, his graduation, her graduation, christening gift,
          christening present, baptism gift, engagement gift, engagement present, retirement gift, leaving do gift, get well gift,
          bridal shower gift, bridal shower, hen do gift, birthday money, christmas money`,
      },
      {
        kind: 'Groceries',
        strong: 'milkman, milkmen, milk man, milk delivery, milk round, milk and eggs delivery, dairy delivery, doorstep milk',
      },
      {
        kind: 'Other/services',
        strong: `window cleaner, window cleaners, window man, window washer, window washing, gutter cleaner, oven cleaning,
          pressure washing, power washing, jet washing the drive`,
      },
      {
        kind: 'Other/donations',
        strong: `animal shelter, animal shelters, animal rescue, dog rescue, cat rescue, dog shelter, cat shelter, rescue centre,
          rescue center, dogs trust, rspca, aspca, humane society, cats protection, donation to the shelter`,
      },
      {
        kind: 'Other/pets',
        strong: `vet for his, vet for her, vet for the, vet for my, vet for our, dog teeth cleaning, dog's teeth cleaning,
          cat teeth cleaning, pet dental, dog dental, cat dental, dog insurance, cat insurance, poo bags, dog poo bags,
          doggy bags, dog leash, dog lead, retractable leash, leashes, dog walking bags`,
      },
      {
        kind: 'Other/kids',
        strong: 'her rent, his rent, their rent, towards her rent, towards his rent, help with her rent, help with his rent',
      },
      // Round 2, second batch: phone credit, second-hand phones and meat bought by weight for a barbecue.
      {
        kind: 'Bills',
        strong: `topped up my phone, top up my phone, topped up the phone, topped up my mobile, phone credit, mobile credit,
          credit for my phone, phone topup, mobile top up, mobile topup, data add on, data add-on`,
      },
      {
        kind: 'Shopping/electronics',
        strong: `second hand phone, secondhand phone, second-hand phone, used phone, refurbished phone, refurbished iphone, used iphone,
          refurbished laptop, used laptop, second hand laptop`,
      },
      {
        kind: 'Groceries',
        strong: `meat for the bbq, meat for the barbecue, meat for the grill, bbq meat, barbecue meat, bbq pack, pounds of beef,
          lbs of beef, pounds of chicken, lbs of chicken, kilo of mince, kilo of chicken, kilos of chicken, burgers for the bbq,
          sausages for the bbq, charcoal for the bbq, bag of charcoal`,
      },
      {
        kind: 'Healthcare',
        // Contact lenses by their everyday name ("contacts 60"); "contact" alone stays a person.
        strong: `contacts, new contacts, monthly contacts, contact lens solution, lens solution, saline solution, contact solution,
          daily lenses, monthly lenses, acuvue`,
      },
      // Round 3 (extra5, extra6): medical cover, feed and fencing, games, the car's small things, Irish and
      // American food, ticket kinds, household charges and passes that say when rather than where.
      {
        kind: 'Healthcare',
        strong: `medicare, medicare premium, medicare part b, part b premium, part d premium, medicare advantage, medigap,
          medicaid, cobra premium, health premium, health insurance premium, dental insurance, vision insurance, dental plan,
          deductible, obamacare, nhs prescription, nhs dentist`,
      },
      {
        kind: 'Other/pets',
        strong: 'hay, straw for the horse, feed store',
      },
      {
        kind: 'Shopping/home',
        strong: `fencing wire, fence posts, fence post, barbed wire, electric fence, chicken wire, farm supplies,
          air freshener for the house, plug in air freshener`,
      },
      {
        kind: 'Entertainment',
        strong: `game store, video game store, steam sale, steam wallet, steam gift card, steam game, epic store, gog, humble bundle,
          psn, psn card, playstation store, ps store, xbox store, eshop, nintendo eshop, switch online, nintendo switch online,
          gamepass, xbox game pass, pc game pass, season pass, expansion pack, game dlc, formula 1, formula one, f1 tickets`,
      },
      {
        kind: 'Dining',
        strong: `sambo, sambos, sarnie, sarnies, butty, chicken fillet roll, breakfast roll, spice bag, chipper, curry chips,
          dodger dog, dodger dogs, ballpark hot dog, ballpark food, stadium food, bodega sandwich, chopped cheese,
          bacon egg and cheese, bacon egg n cheese, bec, deli sandwich`,
      },
      {
        kind: 'Transportation',
        strong: `day return, off peak return, off-peak return, anytime return, return ticket, single ticket, open return, super off peak,
          southern railway, southern trains, southern train`,
        weak: 'day pass, weekly pass, meter, meters',
      },
      {
        kind: 'Bills',
        strong: `bin charge, bin charges, bin tag, bin tags, bin lift, bin lifts, bin service, refuse charge, waste charge,
          water charge, water charges, gas meter, electric meter, electricity meter, water meter`,
        // Also the phone bill, beside other bills ("internet 50, phone 65"): agreeWithTheList.
        weak: 'phone, cell, mobile',
      },
    ],
    income: [
      {
        category: 'Salary',
        custom: ['salary', 'wages', 'paycheck', 'work', 'job'],
        // ("sick pay", "back pay": "pay" is read as a verb, so such phrases never reach the lexicon.)
        strong: 'paycheque, paycheques, pay cheque, pay packet, wage packet, tronc',
      },
      {
        // Shifts worked on a holiday or at odd hours: pay once a verb or a pay word says so ("bank holiday shift overtime").
        category: 'Salary',
        definesType: false,
        custom: ['salary', 'wages', 'paycheck', 'work', 'job'],
        strong: `bank holiday shift, holiday shift, night shift, weekend shift, sunday shift, late shift,
          early shift, shift pay, shift differential, holiday overtime`,
      },
      {
        // Benefits and allowances, by their names in the US, the UK, Ireland, Canada and Australia.
        category: 'Salary',
        custom: ['benefits', 'benefit'],
        strong: `universal credit, child benefit, housing benefit, jobseekers allowance, jobseeker's allowance, jobseeker payment,
          carers allowance, carer's allowance, state pension, tax credits, working tax credit, child tax credit, pip payment,
          centrelink, employment insurance, ei payment, canada child benefit, gst credit, old age security, cpp payment, ssi,
          ssdi, va benefits, va disability, gi bill, the dole, dole money, workers compensation, workers comp, workers' comp,
          winter fuel payment, cold weather payment, snap benefits, food stamps, ebt, disability check, disability payment,
          childrens allowance, children's allowance, child allowance, fuel allowance, pension payment`,
      },
      {
        category: 'Freelance',
        custom: ['freelance', 'freelancing', 'side hustle', 'side job', 'extra'],
        strong: `side gig, side gigs, side income, contract work, contracting work, contract payment, consulting fee, consulting fees,
          freelance invoice, freelance job, odd job, odd jobs, cash job, cash jobs`,
      },
      {
        // A small business's money in: the day's takings, a till, an honesty box by the road.
        category: 'Business',
        custom: ['business', 'sales'],
        strong: `takings, the takings, till takings, day's takings, days takings, honesty box, egg money, stall takings,
          market takings, shop takings, cash up, cashing up`,
      },
      {
        // Work done for someone: the source of the money once a verb says it came in ("got paid 200 for house cleaning").
        category: 'Freelance',
        definesType: false,
        custom: ['freelance', 'freelancing', 'side hustle', 'side job', 'extra'],
        strong: `house cleaning, cleaning job, photography job, wedding photography, painting job, landscaping job, plumbing job,
          handyman work, handyman job, dog sitting, house sitting, lawn mowing, mowing lawns, snow shoveling, mural,
          minding, childminding, minding the kids, minding their kids, looking after, watching the kids, watching their kids,
          cat sitting, plant sitting, wedding, weddings, the wedding, wedding gig, wedding shoot, wedding flowers, shoot, photoshoot,
          bathroom job, kitchen job, tattoo, tattoos, walk-in, walk-ins, catering, session, logo, logos`,
      },
      {
        category: 'Investment',
        custom: ['investment', 'investments', 'dividends'],
        strong: `capital gains, capital gain, bond interest, premium bonds, premium bonds prize, isa interest, vested shares, rsu, rsus,
          espp, crypto gains, staking rewards`,
      },
      {
        category: 'Rental',
        custom: ['rental', 'rent'],
        strong: 'lodger, lodgers, lodger rent, rent from the lodger, rent from my lodger, sublet, subletting, sublease, holiday let income',
      },
      {
        category: 'Refunds',
        custom: ['refunds', 'refund', 'reimbursements'],
        strong: `delay repay, mileage reimbursement, mileage allowance,
          store credit, deposit back, deposit returned, bond back, tax rebate, overpayment refund, price adjustment,
          insurance payout, insurance claim payout, claim payout`,
      },
      {
        category: 'Gift',
        custom: ['gift', 'gifts'],
        strong: `christmas money, xmas money, red envelope, red packet, hongbao, lai see, ang pao, graduation money, wedding money, wedding gift, wedding gifts, wedding present, wedding presents,
          cash gift, money gift, inheritance, bequest`,
      },
      {
        category: 'Gift',
        custom: ['winnings', 'prizes', 'prize', 'lottery', 'gift', 'gifts'],
        strong: `betting winnings, bet winnings, casino winnings, poker winnings, bingo winnings, scratch card win, lottery win,
          lotto win, bingo win, raffle win`,
      },
      {
        // Where winnings come from: they name the category once a verb says money came in ("won 50 on paddy power").
        category: 'Gift',
        definesType: false,
        custom: ['winnings', 'prizes', 'prize', 'lottery', 'gift', 'gifts'],
        strong: `scratch card, scratch cards, scratchcard, scratchies, lottery ticket, lotto, powerball, bingo, raffle, casino,
          slots, poker, betting, bet, bets, parlay, accumulator, acca, sportsbook, draftkings, fanduel, betmgm, paddy power,
          william hill, ladbrokes, betfair, sky bet, bet365, betway, sportsbet, the races, the horses, horse racing,
          lottery, the lottery, lotto draw, office pool, football pool, pools, sweepstake, name day, roulette, blackjack,
          fruit machine, slot machine, pokies, fantasy league, fantasy football`,
        // Money won, whatever the game: the category when no other word names one ("won 150 on the chiefs game").
        weak: 'won',
      },
    ],
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
    around approx approximately like finally already w uh um umm hmm erm ah oh through there
  `),
  household: { people: words('wife husband hubby partner mom mum mommy mummy mammy mam mother dad daddy father son daughter kid kids boyfriend girlfriend bf gf missus misses grandma grandpa nan parents folks grandparents'), partners: words('wife husband hubby partner boyfriend girlfriend bf gf missus misses'), possessives: words('my our the') },
  others: {
    pronouns: words('he she they hes shes his her their'),
    my: words('my our'),
    kin: words('brother sister bro sis cousin aunt uncle niece nephew'),
    outsiders: words('boss landlord neighbour neighbor manager supervisor'),
    user: words("i me i'm im i've ive i'd id myself us we"),
    acts: words('got gets paid pays covered covers sorted bought buys spent spends had has took treated grabbed ordered dropped rocked paying selling sold sells'),
  },
  actionWords: words(`
    spent spend spending paid pay paying bought buy buying purchased purchase cost costs charged got get
    received receive earned earn made add added log record expense expenses income new please came comes
    totaled amounted arrived credited sold sent collected hit refunded reimbursed renewed renews
        flogged lent lend loaned yielded gave give donated tipped netted compensated covered
      `),
  replies: EN,
  clarifyMarker: CLARIFY_MARKER,
  recordedWords: words('recorded logged saved added'),
  examples: { description: 'lunch', withDate: 'lunch 25 yesterday', full: 'lunch 25' },
  genericDescriptions: { expense: 'Expense', income: 'Income' },
  categoryNames: EN_CATEGORY_NAMES,
};
