/**
 * Income or expense, from which way the money went rather than from a list of sentences:
 *
 * - who gives to whom: someone giving to the user ("X paid me", "me deu", "me pagaron", "pagou-me",
 *   "the client paid", "o inquilino pagou") is income; the user paying or sending is an expense;
 * - what the money did: it arrived ("caiu o pix", "entrou", "me cayó", "salary credited") unless what
 *   arrived is a bill ("chegou a conta de luz", "received the electricity bill");
 * - where it came from or went to: "from my tenant", "do inquilino", "de mi jefe", "pix do joão" are
 *   income; "for mom", "pix pro joão", "para mi hermano" are expenses;
 * - money coming back: refunds, reimbursements, estornos, cashback, "got 45 back", "me devolvieron".
 *
 * Each cue has a strength: 3 says it outright (a verb or a giver phrase), 2 is what the money did or
 * where it came from, 1 is a weak hint ("foi", "deu"). The strongest cue wins, the first among
 * equals ("recebi o reembolso do que paguei" is income), and the strongest cue pointing the other
 * way is kept so the caller can tell a clear reading from a contested one.
 */
import type { Lang, TxType } from '../types';
import { matchLexicon, SERVICE_KINDS } from '../categories/lexicon';
import { currencyFromWord } from '../amounts/currency-lexicon';
import type { ByType, GiverWords, MoneyMoveWords, TypeCues } from '../language/pack';
import { ALL_PACKS, PACKS, mapPacks } from '../language/packs/packs';
import { ACTION_WORDS, STOPWORDS } from '../text/stopwords';
import { range } from '../range';

const set = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter(Boolean));

/** Every pack's words of one kind of cue together (people mix languages; see TypeCues). */
const cueWords = (pick: (cues: TypeCues) => readonly string[]): ReadonlySet<string> =>
  new Set(ALL_PACKS.flatMap((pack) => pick(pack.typeCues)));

/** Every pack's words of one kind of money moving together (people mix languages; see MoneyMoveWords). */
const moves = (pick: (words: MoneyMoveWords) => readonly string[]): ReadonlySet<string> =>
  new Set(ALL_PACKS.flatMap((pack) => pick(pack.typeCues.moves)));

/** Every pack's words of one kind of giving together (people mix languages; see GiverWords). */
const givers = (pick: (words: GiverWords) => readonly string[]): ReadonlySet<string> =>
  new Set(ALL_PACKS.flatMap((pack) => pick(pack.typeCues.givers)));

/**
 * Every pack's cue words together (people mix languages). All income entries first, then all
 * expense ones: a word listed both ways reads as an expense.
 */
const byType = (pick: (cues: TypeCues) => ByType<readonly string[]>): ReadonlyMap<string, TxType> =>
  new Map<string, TxType>([
    ...ALL_PACKS.flatMap((pack) => pick(pack.typeCues).income.map((w): [string, TxType] => [w, 'income'])),
    ...ALL_PACKS.flatMap((pack) => pick(pack.typeCues).expense.map((w): [string, TxType] => [w, 'expense'])),
  ]);

/** Fixed phrases of two or three words, checked before single words: "me cobraron" is not "me ... ". */
const PHRASES: ReadonlyMap<string, TxType> = byType((cues) => cues.phrases);

/** First words of PHRASES: most words start none, and skip building the keys. */
const PHRASE_STARTS: ReadonlySet<string> = new Set([...PHRASES.keys()].map((phrase) => phrase.split(' ')[0] as string));

/** Verbs that say outright which way the money went when the user is the subject. */
const WORDS: ReadonlyMap<string, TxType> = byType((cues) => cues.verbs);

/** Money that came back: income of its own kind (the Refunds category). */
const REFUND_WORDS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.typeCues.refunds));

/** "I returned it" says money may have come back, but not that it did. */
const WEAK_REFUND = cueWords((cues) => cues.acts.weakRefund);

/**
 * Lending is money out ("lent dave 100", "emprestei 50", "le presté 20"); said with when it comes
 * back ("he'll pay me back friday"), it is a debt noted, and not-a-transaction.ts records nothing.
 */
const LEND_WORDS = moves((words) => words.lend);

/** Selling one's own things, in plain words and slang ("flogged", "desapeguei"): income of the Business kind. */
const SALE_WORDS = moves((words) => words.sell);
/** Asking for something ("pedi", "pedí", "asked for"), which orders a meal but only asks for a refund. */
const ASKED_FOR: ReadonlySet<string> = new Set(['pedi', 'pedimos', 'asked', 'requested', 'solicite', 'solicitei']);

/**
 * Sales as a noun: "vendas da semana", "las ventas de hoy" are money in, but not "à venda", "en
 * venta" (for sale). English "sale(s)" is also a shop's discount, so it is a sale of one's own only
 * after a place where people sell their things ("vinted sale", "etsy sales") or "my".
 */
const SALE_NOUNS = cueWords((cues) => cues.sales.nouns);
const SALE_NOUNS_EN = cueWords((cues) => cues.sales.afterPlace);
const FOR_SALE = cueWords((cues) => cues.sales.forSale);
/** Places where people sell their things, by name ("livre", "libre" end "mercado livre", "mercado libre"). */
const RESALE_MARKETS = set(`
  ebay vinted etsy depop poshmark mercari craigslist gumtree olx enjoei wallapop marketplace milanuncios livre libre
`);
export const RESALE_PLACES: ReadonlySet<string> = new Set([...cueWords((cues) => cues.sales.owners), ...RESALE_MARKETS]);

/** Marketplaces and shop platforms, which pay the user what they sold there (see isMarketplaceAt). */
const MARKETPLACES = set(`
  etsy ebay vinted depop poshmark mercari wallapop enjoei olx shopify gumroad hotmart mercadolivre mercadolibre
  shopee tiendanube nuvemshop milanuncios gumtree
`);

/** A marketplace at k: one of MARKETPLACES, or "mercado livre" / "mercado libre". */
function isMarketplaceAt(words: readonly string[], k: number): boolean {
  const word = words[k] as string;
  return MARKETPLACES.has(word) || (word === 'mercado' && (words[k + 1] === 'livre' || words[k + 1] === 'libre'));
}

/** "le devolví los 10 mil", "lhe devolvi", "le pasé 200", "le di 100": the user gave to someone. */
const TO_THEM = moves((words) => words.toThem);
const I_GAVE = moves((words) => words.iGave);

/** Weak cues only decide when nothing stronger is in the clause ("deu 45 o almoço", "foi 80"). */
const WEAK: ReadonlyMap<string, TxType> = byType((cues) => cues.weak);

/** Verbs of someone else giving, before "me"/"us" in English ("mom sent me 50", "they paid us"). */
const GIVE_EN = givers((words) => words.giveBeforeMe);

/**
 * Third-person verbs of giving after "me"/"nos" in Portuguese and Spanish ("me deu", "me pagaron",
 * "nos depositaron", "me han ingresado"), and before "-me" in Portuguese ("pagou-me", "deu-me").
 */
const GIVE_PT_ES = givers((words) => words.giveAfterMe);
const GIVE_REFUND = givers((words) => words.giveBack);
/** Of these, the ones that say the thing arrived, which may be a bill ("me llegó la factura"). */
const ARRIVES_TO_ME = cueWords((cues) => cues.acts.arrivesToMe);
/** Auxiliaries between "me" and the participle ("me han pagado", "me ha ingresado"). */
const AUXILIARIES = cueWords((cues) => cues.grammar.auxiliaries);

/** What starts the thing sold to the user after "sold me": an article, a possessive, a count (numbers are blanked: ""). */
const SOLD_TO_ME_OBJECT = new Set(['a', 'an', 'the', 'his', 'her', 'their', 'our', 'your', 'its', 'my', 'some', 'this', 'that', 'these', 'those', 'one', 'two', 'three', '']);

/** Before "sold": nothing, or words that leave the user as the seller. */
const SELLER_IS_ME = new Set(['i', 'just', 'finally', 'also', 'and', 'so', 'today', 'yesterday', 'then', '']);

/** People and bodies that pay the user: as the subject of a payment or after "from". */
export const PAYERS: ReadonlySet<string> = givers((words) => words.payers);
const CHARGED_PAYERS = givers((words) => words.customers);

/** Public bodies that pay benefits, one or two words ("dwp", "segurança social"; see GiverWords.bodies). */
const BODIES = givers((words) => words.bodies);

/** After a verb of paying, the money was owed to the user ("paid me back", "paid up", "acertou comigo", "pagó conmigo"). */
const BACK = cueWords((cues) => cues.grammar.paidBack);

/** A public body ending at k ("a segurança social", "the dwp"). */
function bodyAt(words: readonly string[], k: number): boolean {
  return BODIES.has(words[k] as string) || (k > 0 && BODIES.has(`${words[k - 1] as string} ${words[k] as string}`));
}

/** Third-person verbs of paying: "the client paid", "o inquilino pagou", "mi jefe pagó". */
const PAYS = givers((words) => words.pays);

/**
 * What pays the user interest or dividends, as the subject of a payment: "the hysa paid 41",
 * "o cdb rendeu 40", "el plazo fijo dio 300". Only as a subject: "from savings" is the user's own money.
 */
const YIELDERS = moves((words) => words.yielders);
/** Insurers by the word for insurance, only as the subject ("o seguro pagou 1500"; "pagamento do seguro" is spending). */
const INSURERS = moves((words) => words.insurers);
const ADVERBS = cueWords((cues) => cues.grammar.adverbs);

const FROM = cueWords((cues) => cues.grammar.from);
const TO = cueWords((cues) => cues.grammar.to);
const DETERMINERS = cueWords((cues) => cues.grammar.determiners);

/** Ways money is sent between people: "pix do joão" is income, "pix pro joão" an expense. */
export const TRANSFERS: ReadonlySet<string> = givers((words) => words.transfers);

/** Money arriving ("caiu o salário", "me cayó la quincena"). */
const ARRIVES = givers((words) => words.arrives);
/** What arrives and is a charge, not money ("chegou a conta de luz", "received the gas bill"). */
const CHARGES = moves((words) => words.charges);
/** Someone of the user's household (the packs' `household.people`). */
export const HOUSEHOLD: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.household.people));
/**
 * Charges that head a message say it is one, whatever it was charged on ("taxa de saque do salário",
 * "fee for the paycheck advance"). Not "bill" or "conta": "conta do salário" is the account.
 */
const HEAD_FEES = moves((words) => words.headFees);

/** Tips and units of paid work, and the spans they are made in (see TypeCues.takings). */
export const TIPS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.typeCues.takings.tips));
/**
 * Tips by the language of the message: Portugal's "propinas" are tuition fees, Spanish "propinas"
 * tips. (English "tips" are read in every language: people mix them.)
 */
const TIPS_IN: Readonly<Record<Lang, ReadonlySet<string>>> = mapPacks(
  (pack) => new Set([...pack.typeCues.takings.tips, ...PACKS.en.typeCues.takings.tips]),
);
const ROUTES = cueWords((cues) => cues.grammar.routes);
/** Participles of collecting that, after what was bought, say it was charged ("netflix cobrado"). */
const CHARGED = new Set(['cobrado', 'cobrada']);
/** Cue words of other languages that mean something else in a message's language (see TypeCues.otherMeanings). */
const OTHER_MEANINGS: Readonly<Record<Lang, ReadonlySet<string>>> = mapPacks((pack) => new Set(pack.typeCues.otherMeanings));
/** Places that take money in, and their verbs of taking it (see TypeCues.takings). */
const PLACES: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.typeCues.takings.places));
const TOOK_IN: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.typeCues.takings.tookIn));
const WORK_UNITS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.typeCues.takings.workUnits));
const SPANS: ReadonlySet<string> = new Set(
  ALL_PACKS.flatMap((pack) => [...pack.typeCues.takings.spans, ...Object.keys(pack.dates.relativeDays), ...Object.keys(pack.dates.weekdays)]),
);

/** A deposit the user pays: "security deposit", "depósito de garantía", "deposit on the flat". */
const DEPOSITS = cueWords((cues) => cues.things.deposits);
const SECURITY: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.typeCues.securityDeposit));

/** Interest on a debt is charged ("juros do cartão", "intereses de la tarjeta", "card interest"). */
const INTEREST = cueWords((cues) => cues.things.interest);
const DEBTS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.typeCues.debts));

/** "refunded a customer", "i refunded him": the user paid the money back. */
const REFUNDED = cueWords((cues) => cues.acts.refunded);
const OBJECT_PRONOUNS = cueWords((cues) => cues.grammar.objectPronouns);
const I_WE = cueWords((cues) => cues.grammar.iWe);

/** "na conta", "en la cuenta", "into my account": the account the money went into, not a bill. */
const ACCOUNT_PREPOSITIONS = cueWords((cues) => cues.grammar.intoAccount);
const ACCOUNTS = cueWords((cues) => cues.things.accounts);
const POSSESSIVES = cueWords((cues) => cues.grammar.beforeAccount);

function isAccountAt(words: readonly string[], j: number): boolean {
  if (!ACCOUNTS.has(words[j] ?? '')) return false;
  const before = POSSESSIVES.has(words[j - 1] ?? '') ? j - 2 : j - 1;
  return ACCOUNT_PREPOSITIONS.has(words[before] ?? '');
}
const RECEIVES = moves((words) => words.receive);

/** Platforms that pay the user out, their payouts and their verbs of letting money go (see GiverWords.platforms). */
const PLATFORMS = givers((words) => words.platforms);
const PAYOUTS = givers((words) => words.payouts);
const RELEASES = givers((words) => words.releases);
/** "renting my", "a quem alugo", "le alquilo": someone rents the user's place (see GiverWords.rentsFromMe). */
const RENTS_FROM_ME = givers((words) => words.rentsFromMe);
/** A debt owed to the user, money or a deposit coming back, a charge reversed, someone else's thing (see MoneyMoveWords). */
const OWED = moves((words) => words.owed);
const CAME_BACK = moves((words) => words.cameBack);
const CAME_IN = moves((words) => words.cameIn);
const CHEQUES = cueWords((cues) => cues.things.cheques);
const MADE_TRANSFER = cueWords((cues) => cues.acts.madeTransfer);
const I_MADE_TRANSFER = cueWords((cues) => cues.acts.iMadeTransfer);
const I_HAVE = cueWords((cues) => cues.acts.iHave);
const REVERSED = moves((words) => words.reversed);
const THEIRS = moves((words) => words.theirs);
/** "produtos pra revenda", "stock for resale": goods bought to sell on, money out. */
const FOR_RESALE = moves((words) => words.forResale);
/** Verbs of a draw falling to the user ("saiu-me", "me tocó"; see MoneyMoveWords.luck). */
const LUCK = moves((words) => words.luck);

/** The length (1 or 2) of a phrase of `phrases` starting at k, or 0. */
function phraseAt(words: readonly string[], k: number, phrases: ReadonlySet<string>): number {
  if (phrases.has(`${words[k] as string} ${words[k + 1] ?? ''}`)) return 2;
  return phrases.has(words[k] as string) ? 1 : 0;
}

/** First words of RENTS_FROM_ME and CAME_BACK, for CUE_WORDS. */
const firstWords = (phrases: ReadonlySet<string>): string[] => [...phrases].map((phrase) => phrase.split(' ')[0] as string);

export type CueStrength = 1 | 2 | 3;

export interface TypeCue {
  type: TxType;
  /** Index (in the words given) of the first word of the cue. */
  position: number;
  /** Index of its last word (the same as `position` for one word). */
  end: number;
  /** A weak cue ("foi", "deu") only counts when nothing else says the type. */
  isWeak: boolean;
  /** 3: said outright; 2: what the money did or where it came from; 1: a weak hint. */
  strength: CueStrength;
  /** The money came back (refund, estorno, cashback, "got 45 back", "me devolvieron"). */
  isRefund: boolean;
  /** "X paid me", "o cliente pagou": someone gave to the user (the giver may describe it). */
  isGiver: boolean;
  /** The user lent the money (see LEND_WORDS). */
  isLoan: boolean;
  /** The user gave a customer's money back ("had to refund a customer £38 for a mug"): nothing bought. */
  isRefundGiven: boolean;
  /** Something of the user's was sold ("sold my bike", "some guy bought my bike"): the Business category. */
  isSale: boolean;
  /** Rent paid by whoever rents the user's place ("the bloke renting my garage paid 90"): the Rental category. */
  isRent: boolean;
  /** The strongest cue of the other type in the same words, if any. */
  opposed?: { type: TxType; strength: CueStrength; position: number };
  /** Indexes of words that only serve the cue ("paid me", "back" in "got 45 back"): not part of a description. */
  filler: number[];
  /**
   * Indexes of words that say where the money came from ("from work", "do inquilino"): dropped from a
   * description that has something else to say ("Bonus"), kept when they are all there is.
   */
  source: number[];
  /** Indexes of words read as a person's name ("joão" in "pix do joão"): capitalised in descriptions. */
  names: number[];
}

interface Found {
  type: TxType;
  strength: CueStrength;
  /** Positions into the compacted word list. */
  first: number;
  last: number;
  isRefund?: boolean;
  isSale?: boolean;
  isGiver?: boolean;
  isLoan?: boolean;
  isRefundGiven?: boolean;
  isRent?: boolean;
  /** Words of the cue a description may drop when something else is left ("from work" in "bonus from work"). */
  optional?: number[];
  filler?: number[];
  names?: number[];
}

/** A word that could be a person's name: not a function word, not a verb, not a thing we know. */
function couldBeName(word: string | undefined): boolean {
  // ("nequi de 35 mil a juan": the amount's words name no sender; "lucas" and "luca" are names too.)
  if (word === undefined || word.length < 2 || STOPWORDS.has(word) || ACTION_WORDS.has(word) || (AMOUNT_WORDS.has(word) && !NAMES_TOO.has(word))) return false;
  if (TRANSFERS.has(word) || CHARGES.has(word) || REFUND_WORDS.has(word) || SECURITY.has(word)) return false;
  return /^\p{L}/u.test(word) && matchLexicon([word], 'en') === undefined && matchLexicon([word], 'pt') === undefined && matchLexicon([word], 'es') === undefined;
}

/** Skips a determiner ("my", "o", "la") at k. */
function afterDeterminer(words: readonly string[], k: number): number {
  return DETERMINERS.has(words[k] ?? '') ? k + 1 : k;
}

/** "venmo'd", "zelle'd", "paypal'd", "cashapped": a transfer used as a verb, as "venmoed". */
function isTransferVerb(word: string): boolean {
  return (word.endsWith("'d") && TRANSFERS.has(word.slice(0, -2))) || (word.endsWith('ed') && TRANSFERS.has(word.slice(0, -2)));
}

/** "cash app'd", "cash apped": the app's name in two words, used as a verb. */
function cashAppedAt(words: readonly string[], k: number): boolean {
  return words[k - 1] === 'cash' && /^app(?:'d|d|ed|ped)$/.test(words[k] as string);
}

/** "me lo mandó", "me la pagaron": the object's pronoun between "me" and the verb. */
const CLITIC_OBJECTS = set('lo la los las');

/** Someone giving to the user at k: "paid me", "me deu", "me han pagado", "pagou-me". */
function giverPhrase(words: readonly string[], k: number): Found | undefined {
  const raw = words[k] as string;
  const word = isTransferVerb(raw) || cashAppedAt(words, k) ? 'sent' : raw;
  if (!GIVE_EN.has(word) && word !== 'me' && word !== 'nos' && !word.includes('-')) return undefined;
  const next = words[k + 1];
  if (GIVE_EN.has(word) && (next === 'me' || next === 'us')) {
    const back = words[k + 2] === 'back';
    return {
      type: 'income',
      strength: 3,
      first: k,
      last: back ? k + 2 : k + 1,
      isGiver: true,
      isRefund: back || GIVE_REFUND.has(word),
      filler: back ? [k, k + 1, k + 2] : [k, k + 1],
    };
  }
  if (word === 'me' || word === 'nos') {
    // ("me lo mandó ella", "me la han pagado": the object's pronoun, then maybe an auxiliary.)
    let verbAt = CLITIC_OBJECTS.has(next ?? '') ? k + 2 : k + 1;
    if (AUXILIARIES.has(words[verbAt] ?? '')) verbAt += 1;
    const verb = words[verbAt];
    // "me paguei o pró-labore", "me pagué mi sueldo de la empresa": the user's own pay, from their business.
    if (verb !== undefined && SELF_PAID.has(verb) && words.slice(verbAt + 1, verbAt + 5).some((w) => isPayWord(w))) {
      return { type: 'income', strength: 3, first: k, last: verbAt, filler: [k, verbAt] };
    }
    // ("me llegó el arriendo del apto": rent that arrives to the user is rent received.)
    const arrivedIncome = words.slice(verbAt + 1, verbAt + 5).some((w) => isIncomeWord(w));
    if (verb !== undefined && ARRIVES_TO_ME.has(verb) && (chargeNear(words, verbAt, 0, 3) || (namesSpending(words, verbAt, 0, 4) && !arrivedIncome))) {
      // "me llegó la factura de luz": what arrived is a bill.
      return { type: 'expense', strength: 2, first: k, last: verbAt };
    }
    // ("me han pagado una factura": a bill paid to the user is their invoice, money in.)
    if (verb !== undefined && (GIVE_PT_ES.has(verb) || IMPOSED.has(verb)) && !GIVE_REFUND.has(verb) && !NAME_PAYS.has(verb) && !PAID_TO_ME.test(verb) && chargeAfter(words, verbAt)) {
      // "me han puesto una multa", "me deram uma multa", "me mandaron la factura": a charge laid on the user.
      return { type: 'expense', strength: 3, first: k, last: verbAt };
    }
    // ("me regresó el depósito" gives back; "me regreso a casa en uber" goes back: only with what was given after it.)
    const goesBack = verb !== undefined && GOES_BACK.has(verb) && !GIVEN_BACK.has(words[verbAt + 1] ?? 'a');
    if (verb !== undefined && GIVE_PT_ES.has(verb) && !goesBack) {
      const filler = verbAt > k + 1 ? [k, k + 1, verbAt] : [k, verbAt];
      // ("la aseguradora me pagó 5000": an insurer pays back a loss.)
      const isRefund = GIVE_REFUND.has(verb) || INSURERS.has(words[k - 1] ?? '');
      return { type: 'income', strength: 3, first: k, last: verbAt, isGiver: true, isRefund, filler };
    }
  }
  const enclitic = word.includes('-') ? /^(\p{L}+)-(?:me|nos)$/u.exec(word) : null;
  if (enclitic && GIVE_PT_ES.has(enclitic[1] as string)) {
    return { type: 'income', strength: 3, first: k, last: k, isGiver: true, isRefund: GIVE_REFUND.has(enclitic[1] as string), filler: [k] };
  }
  return undefined;
}

/** Forms of "pay" after "me": "me pagaron", "me han pagado", "me pagou". */
const PAID_TO_ME = /^pag(?:o|ou|aron|aram|ado|ada|aste)$/u;

/** "me paguei", "me pagué": the user paying themselves (their pay, when a word of pay follows). */
const SELF_PAID = cueWords((cues) => cues.acts.selfPaid);

/** A word of pay: salary, wages, pró-labore (the Salary category's words). */
function isPayWord(word: string): boolean {
  return namesPay([word]);
}

/** The words name the user's pay ("a quinzena", "hora extra", "overtime"): the Salary category's words, phrases too. */
export function namesPay(words: readonly string[]): boolean {
  return LANGS.some((lang) => matchLexicon(words, lang, 'income')?.entries.some((e) => e.category === 'Salary' && e.definesType) === true);
}

/**
 * Verbs of laying something on the user, after "me" ("me pusieron una multa", "me han puesto", "me
 * meteram uma multa", "me aplicaron un recargo"): with a charge as the object, money out.
 */
const IMPOSED = cueWords((cues) => cues.acts.imposed);
const ARTICLES = cueWords((cues) => cues.grammar.articles);

/** A charge right after the verb at k, an article or two between ("una multa", "la factura de la luz"). */
function chargeAfter(words: readonly string[], k: number): boolean {
  let at = k + 1;
  while (ARTICLES.has(words[at] ?? '') && at < k + 3) at += 1;
  // "me depositaron a la cuenta", "me mandaron a mi cuenta": where the money went, not a bill.
  if (ACCOUNTS.has(words[at] ?? '') && words[k + 1] === 'a' && ARTICLES.has(words[k + 2] ?? '')) return false;
  return CHARGES.has(words[at] ?? '');
}

/**
 * "tutoring w/ the johnson kid, they paid 60", "ela pagou 90": a person named before, as a pronoun,
 * paying the user (a thing as the object is their own spending: "she paid the bill").
 */
const THEY = cueWords((cues) => cues.grammar.they);
const BILLED = cueWords((cues) => cues.things.billed);
const OF_PLACE = cueWords((cues) => cues.grammar.ofPlace);
const IN_PLACE = cueWords((cues) => cues.grammar.inPlace);
const SPLIT = cueWords((cues) => cues.acts.split);

/** People named after "com", "con", "with" (maybe "a", "my", "os" between) went along; they paid nobody. */
const COMPANY: ReadonlySet<string> = new Set(['com', 'con', 'with']);
function isCompany(words: readonly string[], k: number): boolean {
  let before = k - 1;
  while (before > k - 3 && DETERMINERS.has(words[before] ?? '')) before--;
  return COMPANY.has(words[before] ?? '');
}

/** A payer as the subject of a payment: "the client paid", "o inquilino pagou", "mi jefe pagó". */
function payerPaid(words: readonly string[], k: number): Found | undefined {
  if (!PAYERS.has(words[k] as string) && !YIELDERS.has(words[k] as string) && !INSURERS.has(words[k] as string) && !THEY.has(words[k] as string) && !bodyAt(words, k)) {
    return undefined;
  }
  // "the client finally paid", "la empresa por fin pagó", "a empresa enfim pagou".
  let verbAt = ADVERBS.has(words[k + 1] ?? '') ? k + 2 : words[k + 1] === 'por' && words[k + 2] === 'fin' ? k + 3 : k + 1;
  // "os hóspedes do airbnb pagaram", "the guests from the cabin paid", "the client in new york finally
  // paid", "tenant in unit 2 paid": a qualifier of up to four words between (an adverb among them).
  // (A day said there is blanked: "o trampo de sábado pagou 180" leaves "trampo de pagou".)
  if (!PAYS.has(words[verbAt] ?? '') && (OF_PLACE.has(words[k + 1] ?? '') || IN_PLACE.has(words[k + 1] ?? ''))) {
    for (let j = k + 2; j <= k + 5 && j < words.length; j++) {
      if (PAYS.has(words[j] as string)) {
        verbAt = j;
        break;
      }
    }
  }
  const verb = words[verbAt];
  if (verb === undefined || !PAYS.has(verb)) return undefined;
  // "cinema com a namorada deu 48", "pizza with the lads came to 90": the company kept, not a payer ("deu" is what it came to).
  if (isCompany(words, k)) return undefined;
  // "mom paid for dinner", "minha mãe pagou o jantar": someone else's spending, not money to the user.
  let objectAt = afterDeterminer(words, verbAt + 1);
  if (words[objectAt] === 'for') objectAt = afterDeterminer(words, objectAt + 1);
  const object = words[objectAt];
  // "minha esposa pagou a conta de luz", "my husband paid the water bill": a bill they paid ("el cliente
  // pagó la factura" is the user's invoice).
  const objectWords = words.slice(objectAt, objectAt + 3);
  if (objectWords.some((w) => CHARGES.has(w)) && !objectWords.some((w) => BILLED.has(w)) && !CHARGED_PAYERS.has(words[k] as string)) return undefined;
  // "my wife paid the electric", "mi esposo pagó el súper": someone of the household paying for
  // something (not paying the user: "dad paid me 50") spends the household's money.
  // ("grandma sent 200 for my bday" gives.)
  if (HOUSEHOLD.has(words[k] as string) && NAME_PAYS.has(verb) && object !== undefined && object !== 'me' && object !== 'us' && !PAYERS.has(object)) return undefined;
  // "split the bill, they paid 40": their share, not money to the user.
  // ("they wired me 900" is read by giverPhrase from the verb.)
  if (THEY.has(words[k] as string) && (words[verbAt + 1] === 'me' || words[verbAt + 1] === 'us' || words.some((w) => SPLIT.has(w) || CHARGES.has(w)))) {
    return undefined;
  }
  // "meu amigo pagou tudo, eu só paguei o estacionamento", "mi jefa pagó la comida de todos, yo nomás puse 60": they paid
  // for everything or everyone, and the user says what they paid themselves.
  if ((object !== undefined && EVERYTHING.has(object)) || paidMyself(words, verbAt + 1)) return undefined;
  if (object !== undefined && !PAYERS.has(object)) {
    const expense = matchLexicon([object], 'en', 'expense') ?? matchLexicon([object], 'pt', 'expense') ?? matchLexicon([object], 'es', 'expense');
    const income = matchLexicon([object], 'en', 'income') ?? matchLexicon([object], 'pt', 'income') ?? matchLexicon([object], 'es', 'income');
    if (expense && expense.weight >= 2 && !income) return undefined;
  }
  // The payer stays for the description ("o cliente pagou" -> "Cliente"); the verb (and "me") does not.
  let last = words[verbAt + 1] === 'me' || words[verbAt + 1] === 'us' ? verbAt + 1 : verbAt;
  // "my friend paid me back": the money came back.
  // ("my brother finally paid up", "o joão acertou comigo": what was owed.)
  const isBack = BACK.has(words[last + 1] ?? '');
  if (isBack) last += 1;
  // "the insurance paid out 800".
  if (words[last + 1] === 'out') last += 1;
  const filler = range(k + 1, last);
  // "o seguro pagou o conserto", "the insurer paid 1200": an insurer pays back a loss.
  return { type: 'income', strength: 3, first: k, last, isGiver: true, isRefund: isBack || GIVE_REFUND.has(verb) || INSURERS.has(words[k] as string), filler };
}

/**
 * "acme paid 500", "brightline pagou 900": a name heading the message pays the user. Things bought
 * come first too ("rent paid 1200", "luz paga"), but they are known words, never a name.
 */
function namePaid(words: readonly string[], k: number): Found | undefined {
  // "acme finally paid the invoice": an adverb between the name and the verb.
  const isAdverb = ADVERBS.has(words[k - 1] ?? '');
  const name = isAdverb ? k - 2 : k - 1;
  const sends = NAME_SENDS.has(words[k] as string);
  // "uncle tom sent 30": a relation before the name heads it too.
  const isHeaded = isHead(words, name) || (name > 0 && PAYERS.has(words[name - 1] as string) && isHead(words, name - 1));
  // ("my wife paid the electricity 80" is the household's spending; "dad sent 100 for textbooks" came to the user.)
  const isHousehold = HOUSEHOLD.has(words[name] as string);
  // ("brewery paid invoice #0042": a business named by what it is paid the user's invoice.)
  const subject = words[name] ?? '';
  const paysInvoice = NAME_PAYS.has(words[k] as string) && invoiceAhead(words, afterDeterminer(words, k + 1)) && subject !== '' && !I_WE.has(subject) && !FIRST_PERSON.has(subject) && !STOPWORDS.has(subject);
  if ((!NAME_PAYS.has(words[k] as string) && !sends) || name < 0 || !isHeaded || (!couldBeName(words[name]) && !paysInvoice && !(sends && isHousehold)) || (isHousehold && !sends)) {
    return undefined;
  }
  const object = words[afterDeterminer(words, k + 1)];
  // "sam paid back 50": what was owed, come back ("acme paid up" settles an invoice).
  if (words[k + 1] === 'back') {
    return { type: 'income', strength: 2, first: name, last: k + 1, isGiver: true, isRefund: true, filler: isAdverb ? [k - 1, k, k + 1] : [k, k + 1], names: [name] };
  }
  if (sends) {
    // "sarah sent 40 for dinner", "a maria mandou 40 do jantar": sent to the user, whatever for;
    // "sarah sent 40 to her mom" went to someone else. ("they wired me 900": giverPhrase reads it.)
    if (object === 'me' || object === 'us' || THEY.has(words[name] as string)) return undefined;
    const to = SENT_TO.has(object ?? '') ? words[afterDeterminer(words, afterDeterminer(words, k + 1) + 1)] : undefined;
    if (to !== undefined && (couldBeName(to) || HOUSEHOLD.has(to) || PAYERS.has(to))) return undefined;
    // ("o cara pagou 15 mil no meu gol": the amount's own word is no object.)
  } else if (object === 'for' || (object !== undefined && !AMOUNT_WORDS.has(object) && !invoiceAhead(words, afterDeterminer(words, k + 1)) && !couldBeName(object))) {
    // "acme paid the invoice" is the user's invoice; "acme paid for lunch", "joão pagou o almoço" is
    // someone else's spending.
    return undefined;
  }
  return { type: 'income', strength: 2, first: name, last: k, isGiver: true, filler: isAdverb ? [k - 1, k] : [k], names: [name] };
}
/** An invoice named within two words ("paid my logo invoice", "paid the invoice"). */
function invoiceAhead(words: readonly string[], from: number): boolean {
  return range(from, from + 2).some((j) => INVOICES.has(words[j] ?? ''));
}
const NAME_PAYS = cueWords((cues) => cues.acts.namePays);
const NAME_SENDS = cueWords((cues) => cues.acts.nameSends);
const SENT_TO = cueWords((cues) => cues.acts.sentTo);

/** Someone else's purchase of the user's own thing: "some guy bought my bike", "comprou meu sofá". */
const BUYS = moves((words) => words.othersBuy);
const MINE = cueWords((cues) => cues.grammar.mine);
const FIRST_PERSON = cueWords((cues) => cues.grammar.firstPerson);

function boughtMine(words: readonly string[], k: number): Found | undefined {
  if (!BUYS.has(words[k] as string) || !MINE.has(words[k + 1] ?? '')) return undefined;
  const subject = words[k - 1];
  if (subject === undefined || FIRST_PERSON.has(subject) || (STOPWORDS.has(subject) && !DETERMINERS.has(subject))) return undefined;
  // "a neighbour bought my lawnmower": what was sold describes it, not who bought it.
  return { type: 'income', strength: 3, first: k, last: k + 1, isSale: true, isGiver: true, filler: [k, k + 1] };
}

/**
 * "the irs sent my refund", "the landlord sent my deposit back", "a loja devolveu meu reembolso":
 * someone other than the user sending the user's own refund.
 */
function sentMyRefund(words: readonly string[], k: number): Found | undefined {
  if (!PAYS.has(words[k] as string) || !MINE.has(words[k + 1] ?? '')) return undefined;
  const subject = words[k - 1];
  if (subject === undefined || FIRST_PERSON.has(subject)) return undefined;
  const what = words[k + 2] ?? '';
  if (!REFUND_WORDS.has(what) && !DEPOSITS.has(what)) return undefined;
  const back = BACK.has(words[k + 3] ?? '') ? k + 3 : k + 2;
  return { type: 'income', strength: 3, first: k, last: back, isGiver: true, isRefund: true, filler: back > k + 2 ? [k, k + 1, back] : [k, k + 1] };
}

/** "got 45 back", "received my deposit back", "recebi de volta": money that came back. */
function gotBack(words: readonly string[], k: number, joined: readonly boolean[]): Found | undefined {
  if (!RECEIVES.has(words[k] as string)) return undefined;
  for (let j = k + 1; j <= k + 4 && j < words.length; j++) {
    // "got back from the store" is coming home; "got 45 back", "got back 45", "got my deposit back" is money.
    if (words[j] === 'back' && j === k + 1 && joined[k] === true && RETURN_HOME.has(words[j + 1] ?? '')) return undefined;
    if (words[j] === 'back') return { type: 'income', strength: 3, first: k, last: k, isRefund: true, filler: [j] };
    if (words[j] === 'de' && words[j + 1] === 'volta') return { type: 'income', strength: 3, first: k, last: k, isRefund: true, filler: [j, j + 1] };
  }
  return undefined;
}

const RETURN_HOME = cueWords((cues) => cues.grammar.afterBack);

/** "vendas da semana", "etsy sales": the user's sales (see SALE_NOUNS). */
function salesNoun(words: readonly string[], k: number): Found | undefined {
  const word = words[k] as string;
  const before = words[k - 1];
  if (SALE_NOUNS.has(word)) {
    if (before !== undefined && FOR_SALE.has(before)) return undefined;
  } else if (!SALE_NOUNS_EN.has(word) || before === undefined || !RESALE_PLACES.has(before)) {
    return undefined;
  }
  return { type: 'income', strength: 3, first: k, last: k, isSale: true };
}

const TO_ME = cueWords((cues) => cues.grammar.toMe);
const FOR_TO = cueWords((cues) => cues.grammar.forTo);

/** "auntie jo put 30 in a card for me": after someone who gives, "for me" / "pra mim" is money to the user. */
function forMe(words: readonly string[], k: number): Found | undefined {
  if (!FOR_TO.has(words[k] as string) || !TO_ME.has(words[k + 1] ?? '')) return undefined;
  let hasGiver = false;
  for (let j = 0; j < k && !hasGiver; j++) hasGiver = PAYERS.has(words[j] as string);
  return hasGiver ? { type: 'income', strength: 2, first: k, last: k + 1, isGiver: true, filler: [k, k + 1] } : undefined;
}

const INVOICES = cueWords((cues) => cues.things.invoices);
const SETTLED = cueWords((cues) => cues.acts.settled);

/** "invoice 204 settled by acme", "invoice paid": the user's invoice paid to them (not "paid the invoice"). */
function invoiceSettled(words: readonly string[], k: number): Found | undefined {
  if (!INVOICES.has(words[k] as string)) return undefined;
  for (let j = k + 1; j <= k + 3 && j < words.length; j++) {
    if (!SETTLED.has(words[j] as string)) continue;
    const filler = words[j + 1] === 'by' ? [j, j + 1] : [j];
    return { type: 'income', strength: 3, first: k, last: j, isGiver: words[j + 1] === 'by', filler };
  }
  return undefined;
}

/** "le devolví los 10 mil", "lhe devolvi 50", "le di 100 a mi sobrino": the user gave to someone. */
function paidBack(words: readonly string[], k: number): Found | undefined {
  if (!TO_THEM.has(words[k] as string) || !I_GAVE.has(words[k + 1] ?? '')) return undefined;
  return { type: 'expense', strength: 3, first: k, last: k + 1, isLoan: LEND_WORDS.has(words[k + 1] as string) };
}

/** Giving money back, the amount right after ("devolvi 50", "devolví los 50"); "devolvi" folds both languages. */
const GAVE_BACK = new Set(['devolvi', 'devolvemos', 'devolvimos']);
/** "tive de", "tuve que": what the user had to do. */
const HAD_TO = new Set(['tive', 'tivemos', 'tuve', 'tuvimos']);
/** Refunding someone who paid the user: "refund a customer", "reembolsei o cliente", "le reembolsé al cliente". */
const REFUNDS_GIVEN = new Set(['refund', 'refunded', 'refunding', 'reembolsei', 'reembolsamos', 'reembolse', 'reembolsar', 'devolvi']);
export const CUSTOMERS: ReadonlySet<string> = new Set(
  'customer customers client clients buyer buyers guest guests cliente clientes comprador compradora compradores hospede hospedes huesped huespedes al'.split(' '),
);

/** "fiz 280 rodando de uber", "hice 500 en propinas": made that money (the amount right after the verb). */
const MADE = moves((words) => words.made);
/** "found 20 on the street", "achei 50 no bolso", "me encontré 100": money found (not "found a jacket for 20"). */
const FOUND = moves((words) => words.found);
/** "got 50 for my old phone", "me dieron 300 por mi bici": money for the user's own thing, a sale. */
const GOT_FOR = cueWords((cues) => cues.acts.gotFor);
const FOR_PRICE = cueWords((cues) => cues.grammar.forPrice);
const USED = cueWords((cues) => cues.things.used);
const CHILDREN = cueWords((cues) => cues.things.children);
/** What the user needs money for, not a thing they own: "for my rent", "for my books", "for my trip". */
const NEEDS = new Set(['Bills', 'Education', 'Healthcare', 'Travel', 'Groceries', 'Dining']);

/** "my old phone", "mi bici": a thing of the user's at k (not a person, an occasion or a need). */
function ownThingAt(words: readonly string[], k: number): boolean {
  const at = USED.has(words[k] ?? '') ? k + 1 : k;
  const word = words[at];
  if (word === undefined || PAYERS.has(word) || CHILDREN.has(word) || STOPWORDS.has(word)) return false;
  return !LANGS.some((lang) => matchLexicon([word], lang)?.entries.some((e) => e.type === 'income' || NEEDS.has(e.category)) === true);
}

/** "for my old phone", "por mi bici" at k: the money was the price of the user's thing. */
function forMyThing(words: readonly string[], k: number): boolean {
  return FOR_PRICE.has(words[k] ?? '') && MINE.has(words[k + 1] ?? '') && ownThingAt(words, k + 2);
}

/**
 * "no meu gol", "na minha moto" at k after someone paid: colloquial Portuguese for the price of the
 * user's thing (not "no meu pix", "na minha conta", where it went).
 */
function inMyThing(words: readonly string[], k: number): boolean {
  if (!IN_PRICE.has(words[k] ?? '') || !MINE.has(words[k + 1] ?? '')) return false;
  const thing = words[k + 2] ?? '';
  return !TRANSFERS.has(thing) && !ACCOUNTS.has(thing) && !CHARGES.has(thing) && !DEBTS.has(thing) && ownThingAt(words, k + 2);
}
const IN_PRICE = cueWords((cues) => cues.grammar.inPrice);

/**
 * "zelle 300 from mike, finally paying back what i lent him": paying back what the user lent is the loan coming home,
 * whoever pays.
 */
function paidBackWhatILent(words: readonly string[], k: number): Found | undefined {
  if (!(PAYS.has(words[k] as string) || words[k] === 'paying') || words[k + 1] !== 'back') return undefined;
  const lent = range(k + 2, k + 6).some((j) => I_WE.has(words[j] ?? '') && LEND_WORDS.has(words[j + 1] ?? ''));
  return lent ? { type: 'income', strength: 3, first: k, last: k + 1, isRefund: true, filler: [k, k + 1] } : undefined;
}

/** "the 50 he owed me", "os 50 que me devia", "los 20 que me debía": a debt to the user, paid. */
function owedToMe(words: readonly string[]): number[] | undefined {
  for (let j = 0; j < words.length; j++) {
    if (!OWED.has(words[j] as string)) continue;
    if (words[j - 1] === 'me' || words[j + 1] === 'me') return [];
    // ("a vizinha me pagou os 40 que tava devendo", "paid the 20 he owed": what someone owed, after the money came;
    // its words say no more than that, so the description leaves them.)
    const owing = [j - 1, j - 2].find((at) => RELATIVES.has(words[at] ?? ''));
    if (owing !== undefined && !range(owing + 1, j - 1).some((at) => I_WE.has(words[at] ?? ''))) return range(owing, j);
  }
  return undefined;
}
/** Words opening what someone owed ("que tava devendo", "what he owed", "lo que debía"). */
const RELATIVES = new Set(['que', 'q', 'what', 'he', 'she', 'they']);

/**
 * After the giving, "for her concert ticket", "por su entrada", "pelo ingresso dela", "for the
 * ticket i got her": someone paying the user back their share of a thing bought (not "for my
 * birthday", nor "for his logo", which is work).
 */
function paysTheirShare(words: readonly string[], from: number): boolean {
  for (let j = from; j < words.length; j++) {
    if (!FOR_PRICE.has(words[j] as string)) continue;
    const after = words.slice(j + 1, j + 7);
    const isTheirs =
      after.slice(0, 4).some((w) => THEIRS.has(w)) ||
      after.some((w, i) => (RECEIVES.has(w) || BUYS.has(w)) && OBJECT_PRONOUNS.has(after[i + 1] ?? ''));
    // (Work done names income: "for fixing their car" is pay, not their share.)
    if (isTheirs && (namesAnySpending(after) || after.some((w) => SHARES.has(w))) && !after.some((w) => namesIncome(w))) return true;
  }
  return false;
}
const SHARES = cueWords((cues) => cues.things.shares);

/**
 * After the giving, "her half of the electric", "his share of the airbnb", "a parte dele do
 * churrasco", "su parte del internet", "half the wifi bill": someone's share of a thing paid, paid
 * back to the user. Not a share of something earned ("his share of the profits"), nor of the user's
 * invoice ("the client paid half the invoice").
 */
function paysShare(words: readonly string[], from: number): boolean {
  for (let j = from; j < words.length; j++) {
    if (!SHARES.has(words[j] as string)) continue;
    const rest = words.slice(j + 1, j + 6);
    if (rest.some((w) => BILLED.has(w) || (isIncomeWord(w) && !namesAnySpending([w])))) continue;
    if (THEIRS.has(words[j - 1] ?? '') || THEIRS.has(words[j + 1] ?? '') || namesAnySpending(rest) || rest.some((w) => CHARGES.has(w))) return true;
  }
  return false;
}

/**
 * "a parte dele da internet", "her half of the groceries", "su parte del súper": someone else's
 * share, which the user records as it comes in (a verb of the user paying says otherwise: "paguei a
 * parte dele").
 */
function theirShare(words: readonly string[], k: number): Found | undefined {
  if (!SHARES.has(words[k] as string) || !(THEIRS.has(words[k - 1] ?? '') || THEIRS.has(words[k + 1] ?? ''))) return undefined;
  return paysShare(words, k) ? { type: 'income', strength: 2, first: k, last: k, isRefund: true } : undefined;
}

/**
 * After the giving, "os 20 que lhe emprestei", "the 50 i lent him", "los 30 que le presté": what the
 * user lent, paid back. The index of the lending word, or -1.
 */
function lentBack(found: readonly Found[], winner: Found): Found | undefined {
  return found.find((cue) => cue.isLoan === true && cue.first > winner.last);
}
/** The words around a loan paid back that only say so ("que lhe", "i ... him"): not part of a description. */
const LOAN_CLAUSE = cueWords((cues) => cues.grammar.loanClause);

/** A charge near k ("the electricity bill", "a conta de luz"), not the account ("na conta"). */
function chargeNear(words: readonly string[], k: number, before: number, after: number): boolean {
  for (let j = Math.max(0, k - before); j <= k + after && j < words.length; j++) {
    if (j === k || !CHARGES.has(words[j] as string) || isAccountAt(words, j)) continue;
    return true;
  }
  return false;
}

const LANGS = ['en', 'pt', 'es'] as const;

/** A game of chance among the words (the income lexicon's winnings: "raspadinha", "la quiniela", "scratch card"). */
function namesWinnings(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    for (const lang of LANGS) {
      const match = matchLexicon(words.slice(i, i + 3), lang, 'income');
      if (match?.entries.some((e) => e.category === 'Gift' && e.custom.includes('winnings'))) return true;
    }
  }
  return false;
}

/** "me salió caro": what something cost. */
const COSTLY = cueWords((cues) => cues.things.costly);

/** A word of an occasion for a gift ("birthday", "aniversário", "navidad"; the income lexicon's Gift words). */
function namesGift(word: string): boolean {
  return LANGS.some((lang) => matchLexicon([word], lang, 'income')?.entries.some((e) => e.category === 'Gift') === true);
}

const HELD = moves((words) => words.heldInside.verbs);
const INSIDE = moves((words) => words.heldInside.inside);

/** "nana's birthday card had 100 in it", "o cartão de aniversário tinha 100 dentro": a gift's money (see MoneyMoveWords.heldInside). */
function heldInside(words: readonly string[], k: number, amountAfter: number): Found | undefined {
  if (k !== amountAfter || !HELD.has(words[k] as string)) return undefined;
  let inside = -1;
  for (let j = k + 1; j <= k + 3 && j < words.length && inside < 0; j++) inside = phraseAt(words, j, INSIDE) > 0 ? j : -1;
  if (inside < 0 || !words.slice(0, k).some((w) => namesGift(w))) return undefined;
  return { type: 'income', strength: 2, first: k, last: inside + phraseAt(words, inside, INSIDE) - 1, filler: range(k, inside + phraseAt(words, inside, INSIDE) - 1) };
}

/** Everything, everyone: what someone else paid for ("pagou tudo", "paid for everyone", "pagó lo de todos"). */
const EVERYTHING = new Set(['tudo', 'todo', 'todos', 'everything', 'everyone', 'everybody', 'all', 'rodada', 'round', 'lot']);
/** The user as the subject of what comes next ("eu só paguei", "yo nomás puse", "i just covered"). */
const I_MYSELF = new Set(['eu', 'yo', 'i']);
const ONLY_JUST = new Set(['so', 'just', 'only', 'nomas', 'solo', 'apenas', 'tambien', 'tambem', 'also']);
const I_PAID = new Set(['paguei', 'pague', 'puse', 'gastei', 'gaste', 'paid', 'covered', 'put', 'spent', 'chipped', 'got', 'bought', 'comprei', 'compre']);
/** After `from`, the user saying what they paid themselves. */
function paidMyself(words: readonly string[], from: number): boolean {
  for (let k = from; k < words.length; k++) {
    if (!I_MYSELF.has(words[k] ?? '')) continue;
    let j = k + 1;
    while (ONLY_JUST.has(words[j] ?? '')) j += 1;
    if (I_PAID.has(words[j] ?? '')) return true;
  }
  return false;
}

/**
 * "mum 50 for my bday x", "minha mãe 100 de aniversário", "mi tía 200 mil de regalo de grado": someone of
 * the family first, the amount, then an occasion for a gift: money given to the user.
 */
function senderFirst(words: readonly string[], amountAfter: number): Found | undefined {
  const at = MINE.has(words[0] ?? '') ? 1 : 0;
  // (The words come without the amount: it stood right after the one at `amountAfter`.)
  if (amountAfter !== at || !(HOUSEHOLD.has(words[at] ?? '') || PAYERS.has(words[at] ?? ''))) return undefined;
  const occasion = words.slice(at + 1, at + 5).findIndex((word) => !HOUSEHOLD.has(word) && namesGift(word));
  return occasion >= 0 ? { type: 'income', strength: 2, first: at, last: at + 1 + occasion } : undefined;
}

/**
 * "60 quid cash for babysitting the neighbours kids", "$60 from dogsitting", "60 from the neighbours for babysitting": the
 * amount, then what it was for, a service the user was doing (a care or a chore said as doing, CueWords.work.served and
 * working): pay for work. ("60 for driving lessons" names lessons bought; a verb of paying outweighs this.)
 */
function paidForService(words: readonly string[], amountAfter: number): Found | undefined {
  for (let j = amountAfter + 1; j < words.length && j <= amountAfter + 5; j++) {
    const word = words[j] as string;
    if (!FOR_PRICE.has(word) && word !== 'from') continue;
    const done = words[j + 1] ?? '';
    if (done.endsWith('ing') && (SERVED.has(done) || WORKING.has(done)) && !LESSONS.has(words[j + 2] ?? '') && done !== 'driving') {
      return { type: 'income', strength: 2, first: j, last: j + 1 };
    }
  }
  return undefined;
}

/** "invoice 800 in, accountant 120 out": "in" or "out" right after the amount, ending the clause, says which way it went. */
function directionAfter(words: readonly string[], amountAfter: number): Found | undefined {
  const at = amountAfter + 1;
  if (at < 1 || words[at + 1] !== undefined) return undefined;
  if (words[at] === 'in') return { type: 'income', strength: 1, first: at, last: at, filler: [at] };
  if (words[at] === 'out') return { type: 'expense', strength: 1, first: at, last: at, filler: [at] };
  return undefined;
}

/** "dinheiro do aniversário", "la plata del cumple", "money from christmas": money of an occasion, a gift. */
function occasionMoney(words: readonly string[], k: number): Found | undefined {
  if (!MONEY.has(words[k] as string) || !OF_OCCASION.has(words[k + 1] ?? '')) return undefined;
  const at = afterDeterminer(words, k + 2);
  return namesGift(words[at] ?? '') && !PAYERS.has(words[at] ?? '') ? { type: 'income', strength: 2, first: k, last: at } : undefined;
}
const OF_OCCASION = cueWords((cues) => cues.grammar.ofOccasion);

/**
 * "saiu-me 50 na raspadinha", "me tocaron 100 en la lotería", "hit 200 on a scratch card": a draw
 * fell to the user, money won (not "saiu 50 o jantar", what dinner cost).
 */
function wonDraw(words: readonly string[], k: number): Found | undefined {
  const word = words[k] as string;
  const enclitic = word.includes('-') ? /^(\p{L}+)-(?:me|nos)$/u.exec(word) : null;
  if (!LUCK.has(enclitic ? (enclitic[1] as string) : word) || COSTLY.has(words[k + 1] ?? '') || !namesWinnings(words)) return undefined;
  const first = words[k - 1] === 'me' || words[k - 1] === 'nos' ? k - 1 : k;
  return { type: 'income', strength: 3, first, last: k, filler: range(first, k) };
}

/** Words around k name something bought and nothing earned ("a anuidade do cartão", "la netflix"). */
function namesSpending(words: readonly string[], k: number, before: number, after: number): boolean {
  const from = Math.max(0, k - before);
  const around = words.slice(from, k + after + 1).map((w, i) => (from + i === k || isAccountAt(words, from + i) ? '' : w));
  let spends = false;
  for (const lang of LANGS) {
    const match = matchLexicon(around, lang);
    if (!match) continue;
    // The strongest word around decides: "o salário" is money in even next to "conta".
    if (match.entries.some((e) => e.type === 'income')) return false;
    if (match.entries.some((e) => e.definesType)) spends = true;
  }
  return spends;
}

const PAYMENT_NOUNS = cueWords((cues) => cues.things.payments);

/** Nouns of money itself: "o dinheiro do meu pai" is money from him, "o carro do meu pai" is his car. */
const MONEY = cueWords((cues) => cues.things.money);
const LOAN_NOUNS = new Set(['loan', 'loans', 'emprestimo', 'emprestimos', 'prestamo', 'prestamos']);

/** The words name something bought, whatever else they may name ("rent"). */
function namesAnySpending(words: readonly string[]): boolean {
  return LANGS.some((lang) => matchLexicon(words, lang)?.entries.some((e) => e.type === 'expense') === true);
}

/** Any income word, hints included ("birthday", "christmas"). */
function namesIncome(word: string): boolean {
  return LANGS.some((lang) => matchLexicon([word], lang, 'income')?.entries.some((e) => e.type === 'income') === true);
}

function isIncomeWord(word: string): boolean {
  return LANGS.some((lang) => matchLexicon([word], lang, 'income')?.entries.some((e) => e.definesType) === true);
}

/** A store named after a preposition of place from `from` on ("no boticário", "en falabella"): a name of the country lexicons. */
function namesStore(words: readonly string[], from: number): boolean {
  return range(from, words.length - 1).some((j) => {
    if (!IN_PLACE.has(words[j] ?? '')) return false;
    const at = afterDeterminer(words, j + 1);
    const store = matchLexicon(words.slice(at, at + 3), 'en', 'expense');
    return store?.position === 0 && store.entries.some((e) => e.isName === true);
  });
}

/**
 * "from my tenant", "do inquilino", "pix do joão" (income); "for mom", "pix pro joão" (expense).
 * Portuguese and Spanish "de" says "of" far more often than "from" ("o carro do meu pai"): it names
 * the source only after money, an income word, a transfer or a receiving verb, or on its own.
 */
function direction(words: readonly string[], k: number, hasTransfer: boolean, hasReceive: boolean, amountAfter: number): Found | undefined {
  const word = words[k] as string;
  const isFrom = FROM.has(word);
  const isTo = TO.has(word);
  if (!isFrom && !isTo) return undefined;
  // "un pago de 300 a mi hermano": "de" the amount, "a" whom it went to.
  if (isFrom && !PACKS.en.typeCues.grammar.from.includes(word) && (words[k + 1] === 'a' || words[k + 1] === 'al')) {
    let to = afterDeterminer(words, k + 2);
    if (!PAYERS.has(words[to] ?? '') && PAYERS.has(words[to + 1] ?? '')) to += 1;
    // ("bizum de 15 a laura por el regalo de marta": after a transfer, a name is whom it went to.)
    const isPayee = PAYERS.has(words[to] ?? '') || (hasTransfer && to === k + 2 && couldBeName(words[to] ?? ''));
    return isPayee ? { type: 'expense', strength: 2, first: k, last: to } : undefined;
  }
  // ("pix de 40 pra vaquinha do bolo da confraternização": after whom or what it went to, "de" says "of".)
  if (isFrom && !PACKS.en.typeCues.grammar.from.includes(word) && words.slice(0, k).some((w) => TO.has(w))) return undefined;
  // "on the way home from work", "uber home from work": a way travelled, no payer.
  if (word === 'from' && (ROUTES.has(words[k - 1] ?? '') || (words[k - 1] === 'back' && ROUTES.has(words[k - 2] ?? '')))) return undefined;
  let at = afterDeterminer(words, k + 1);
  // "from a design client", "do meu melhor amigo": the payer may follow a word that qualifies it.
  if (!PAYERS.has(words[at] ?? '') && PAYERS.has(words[at + 1] ?? '')) at += 1;
  const who = words[at];
  // "presente do amigo secreto", "regalo del amigo invisible": the gift exchange, bought for it, no payer.
  if (GIFT_GAMES.has(words[at + 1] ?? '')) return undefined;
  // "payment from acme": in English a payment from anyone is to the user.
  const isPaymentFrom = word === 'from' && PAYMENT_NOUNS.has(words[k - 1] ?? '');
  if (who === undefined || (!PAYERS.has(who) && !hasTransfer && !hasReceive && !isPaymentFrom)) return undefined;
  const before = words[k - 1];
  const isSource =
    isFrom &&
    // ("mesada del mes 40.000 de mi papá": "de" right after the amount says whose money it was; "85 del trabajo a la casa" a way.)
    (word === 'from' || hasTransfer || hasReceive || before === undefined || ((k - 1 === amountAfter || (k - 2 === amountAfter && AMOUNT_WORDS.has(words[k - 1] ?? ''))) && !WORK_PAYERS.has(who)) || MONEY.has(before) || TRANSFERS.has(before) || isIncomeWord(before));
  // ("presente da sogra 120 no boticário", "el regalo de mi sobrino en falabella": a gift of someone's bought at a store is theirs.)
  const boughtAtStore = isSource && word !== 'from' && !hasTransfer && !hasReceive && before !== undefined && isIncomeWord(before) && namesStore(words, at + 1);
  if (PAYERS.has(who) && !boughtAtStore) {
    // "a payment i got for a gig", "gas for the job": work is paid for, it pays no one.
    if (isTo && WORK_PAYERS.has(who)) return undefined;
    if (isSource) return { type: 'income', strength: 2, first: k, last: at, optional: range(k, at) };
    if (isTo) return { type: 'expense', strength: 2, first: k, last: at };
    return undefined;
  }
  // A company sends money too: "payment from etsy", "zelle from target", "deposit from doordash", "got
  // 200 from uber" (the amount right after the verb; "got a jacket from zara" is a purchase). English
  // "from" only ("pix do mercado" may be the market's bill), and never a cash machine or the user's
  // own account ("got 200 from the atm").
  const sentBy = word === 'from' && (isPaymentFrom || TRANSFERS.has(words[k - 1] ?? '') || (k - 1 === amountAfter && RECEIVES.has(words[k - 1] ?? '')));
  if (sentBy && !CASH_MACHINES.has(who) && /^\p{L}/u.test(who) && !couldBeName(who)) return { type: 'income', strength: 2, first: k, last: at };
  // An unknown word after a transfer is its sender or receiver: "pix do joão", "venmo to mike".
  // A name takes no article in English or Spanish ("from the return" is not a person; "do joão" is).
  const isBare = at === k + 1 || !/^(?:from|de|to|for|para|al)$/.test(word);
  if ((hasTransfer || isPaymentFrom || (isSource && hasReceive)) && (isSource || isTo) && isBare && couldBeName(who)) {
    const names = [at];
    const second = words[at + 1];
    if (second !== undefined && couldBeName(second) && !FROM.has(second) && !TO.has(second)) names.push(at + 1);
    return { type: isSource ? 'income' : 'expense', strength: 2, first: k, last: names[names.length - 1] as number, names };
  }
  return undefined;
}

/** Urging a deed still to do, right before its verb: "bora pagar", "vamos pagar", "toca pagar". */
const URGED = new Set(['bora', 'vamo', 'vamos', 'partiu', 'toca']);
/** The same before an infinitive only: "agora é só pagar os boletos", "falta pagar a luz" ("só paguei 20" was paid). */
const URGED_INFINITIVE = new Set(['so', 'falta', 'solo']);

/** Amount words that are people's names too ("o lucas mandou 60"). */
const NAMES_TOO = new Set(['lucas', 'luca']);
/** Words that end an amount said: "50 mil", "30 lucas", "20 reais". */
const AMOUNT_WORDS = new Set('mil k lucas luca palos palo mangos pesos reais euros dolares dollars bucks quid conto contos pila pilas varos pavos'.split(' '));

/** A verb of going back that gives back too, with its object ("me regresó los 500"). */
const GOES_BACK = new Set(['regreso']);
const GIVEN_BACK = new Set(['el', 'la', 'los', 'las', 'lo', 'mi', 'mis', 'su', 'sus', 'todo', 'toda', 'todos', '']);

/** "amigo secreto", "amigo oculto", "amigo invisible": a gift exchange, not a friend who pays. */
const GIFT_GAMES = new Set(['secreto', 'oculto', 'invisible', 'invisivel']);

/** Payers that are work the user does: they pay the user ("the gig paid 200"), but "for the gig" is no gift. */
const WORK_PAYERS = cueWords((cues) => cues.work.payers);

/** Only articles and possessives before k: the word heads the clause. */
function isHead(words: readonly string[], k: number): boolean {
  for (let j = 0; j < k; j++) if (!DETERMINERS.has(words[j] as string)) return false;
  return true;
}

/**
 * "tips tonight 186", "gorjeta de hoje", "as corridas da semana deram 1.230": the user's takings
 * (see TypeCues.takings). Not when they go to someone ("tips for the movers", "gorjeta pro garçom").
 */
function takings(words: readonly string[], k: number, hasDate: boolean, amountAfter: number, lang: Lang | undefined): Found | undefined {
  const word = words[k] as string;
  const isTip = (lang ? TIPS_IN[lang] : TIPS).has(word);
  if (!isTip && !WORK_UNITS.has(word)) return undefined;
  // "34 in tips tonight", "made 120 in tips", "300 de propinas hoy": the amount, then what it was made in.
  // ("140 pavos de propinas hoy": the currency's word may come between.)
  const currencyWord = words[amountAfter + 1] ?? '';
  const madeAt = currencyWord && currencyFromWord(currencyWord, currencyWord) !== null ? amountAfter + 2 : amountAfter + 1;
  const isMadeIn = k >= 1 && k - 1 === madeAt && MADE_IN.has(words[k - 1] as string);
  // ("de propinas saqué 640 hoy", "in tips i made 200": what they were made in, heading the message.)
  const headsMadeIn = k === 1 && MADE_IN.has(words[0] as string);
  if (!isHead(words, k) && !isMadeIn && !headsMadeIn) return undefined;
  let hasSpan = hasDate;
  for (let j = k + 1; j < words.length; j++) {
    // ("tips this week came to 86": "came to" says their total, not whom they went to.)
    // ("not bad for november": "for" a month is no one the tips went to.)
    if (TO.has(words[j] as string) && !TOTALLED.has(words[j - 1] ?? '') && !MONTHS.has(words[j + 1] ?? '')) return undefined;
    if (SPANS.has(words[j] as string)) hasSpan = true;
  }
  const isPlural = word.endsWith('s');
  return hasSpan || (isTip && isPlural) ? { type: 'income', strength: 2, first: k, last: k } : undefined;
}

const MADE_IN = cueWords((cues) => cues.grammar.madeIn);
const TOTALLED: ReadonlySet<string> = new Set(['came', 'come', 'comes', 'coming', 'amounted', 'amounts', 'added', 'adds']);
const MONTHS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => Object.keys(pack.dates.months)));

/**
 * "lovely old dear left me a £15 tip", "un señor me dejó 100 de propina", "uma cliente me deixou 20 de gorjeta":
 * someone leaving the user a tip, a few words before it, is takings ("left a 10 tip", "le dejé 50 de propina" were given).
 */
const LEFT_ME_TIP = cueWords((cues) => cues.acts.leftMeTip);
function tipLeftToMe(words: readonly string[], k: number, lang: Lang | undefined): Found | undefined {
  if (!(lang ? TIPS_IN[lang] : TIPS).has(words[k] as string)) return undefined;
  for (let j = Math.max(0, k - 5); j < k; j++) {
    if (LEFT_ME_TIP.has(`${words[j] ?? ''} ${words[j + 1] ?? ''}`)) return { type: 'income', strength: 3, first: j, last: j + 1 };
  }
  return undefined;
}

/**
 * "fiz 3 escovas hoje a 70 cada", "hoy hice 9 cortes a 120 c/u", "did 4 deliveries at 12 each", "fiz
 * uns biscates", "di 4 clases de inglés": work the user did for others, counted in its units, is
 * takings. The count says so: "fiz as unhas", "fiz escova", "me hice un corte" are services the user
 * paid for. Classes and lessons are taught ("dei", "di", "gave", "taught"): "fiz 3 aulas de pilates",
 * "hice 2 clases de yoga" are classes taken.
 */
const DID = cueWords((cues) => cues.work.did);
const TAUGHT = cueWords((cues) => cues.work.taught);
const GIGS = cueWords((cues) => cues.work.gigs);
const WORK_DONE = cueWords((cues) => cues.work.done);
const LESSONS = cueWords((cues) => cues.work.lessons);
/** Said right after a verb of teaching, a lesson or lessons ("dei explicações", "gave a lesson"). */
const TAUGHT_LESSONS = cueWords((cues) => cues.work.taughtLessons);
/** Between a verb of teaching and what was taught: "gave a lesson", "dei umas aulas". */
const LESSON_ARTICLES = cueWords((cues) => cues.work.lessonArticles);
/** Trips may be the user's own travel ("fiz 2 viagens esse ano"): a weaker cue, which a verb of spending beats. */
const TRIPS = cueWords((cues) => cues.work.trips);
/** Words that count what follows ("uns", "a couple of", "varios", "three"), besides a number. */
const COUNTERS = cueWords((cues) => cues.work.counters);
const COUNT_FILLER = cueWords((cues) => cues.work.countFiller);
const ONESELF = cueWords((cues) => cues.grammar.oneself);

/**
 * Verbs of a service done to others' things, with a count: "mowed 5 lawns", "walked 4 dogs", "lavei 4
 * carros a 50 cada", "lavé 3 autos", "limpei 2 casas". (A weaker cue: "washed 2 loads" is laundry.)
 */
const SERVED = cueWords((cues) => cues.work.served);
const CARED = cueWords((cues) => cues.work.cared);
const OWN_CHORES = cueWords((cues) => cues.work.ownChores);
const POSSESSIVE_MINE = new Set(['my', 'our']);
/** What a count of distance or time measures ("walked 12km along the cliffs", "limpié 3 horas"): no things served. */
const MEASURED = new Set('km kms mile miles mi metres meters metros metro hour hours hr hrs hora horas min mins minutes minutos'.split(' '));

function workDone(words: readonly string[], joined: readonly boolean[], k: number): Found | undefined {
  const word = words[k] as string;
  const teaches = TAUGHT.has(word);
  const serves = SERVED.has(word);
  if ((!teaches && !serves && !DID.has(word) && !CARED.has(word)) || ONESELF.has(words[k - 1] ?? '')) return undefined;
  let at = k + 1;
  // A number between (numbers are blanked, so the verb is not joined to the next word) or a word that counts.
  let isCounted = joined[k] === false;
  // ("hice 5 uñas": "unas" counts, and is also the unit.)
  while (at <= k + 3 && (COUNTERS.has(words[at] ?? '') || COUNT_FILLER.has(words[at] ?? '')) && !(isCounted && WORK_DONE.has(words[at] as string))) {
    if (COUNTERS.has(words[at] as string)) isCounted = true;
    at += 1;
  }
  // "dei explicações de matemática", "di clases de inglés", "gave a guitar lesson": lessons the user
  // taught, said right after the verb ("dei 50 na aula" paid for one).
  if (teaches && !isCounted) {
    const taughtAt = LESSON_ARTICLES.has(words[k + 1] ?? '') && joined[k + 1] === true ? k + 2 : k + 1;
    for (let j = taughtAt; j <= taughtAt + 1 && j < words.length; j++) {
      if (TAUGHT_LESSONS.has(words[j] as string)) return { type: 'income', strength: 3, first: k, last: k };
      if (joined[j] !== true) break;
    }
  }
  // "hice un laburito de diseño por 80 lucas", "did a shift at the pub, 62", "fiz um bico de 150": one job done for pay.
  if (!isCounted && !teaches && !serves && LESSON_ARTICLES.has(words[k + 1] ?? '')) {
    for (let j = k + 2; j <= k + 4 && j < words.length; j++) {
      if (GIGS.has(words[j] as string)) return { type: 'income', strength: 2, first: k, last: k };
      if (joined[j] !== true) break;
    }
  }
  // "babysat for the hendersons", "cleaned for mrs lopez": a service done for someone.
  // ("babysitting for my sister's kids" may be care the user bought: a service going on is done for others only.)
  const isForOwn = word.endsWith('ing') && POSSESSIVE_MINE.has(words[k + 2] ?? '');
  if (serves && !isCounted && words[k + 1] === 'for' && words[k + 2] && !ONESELF.has(words[k + 2] as string) && !isForOwn) {
    return { type: 'income', strength: 2, first: k, last: k };
  }
  // "babysat the hendersons, 60 cash", "tutored jake 40": care done, paid.
  if (CARED.has(word) && !isCounted) return { type: 'income', strength: 2, first: k, last: k };
  if (!isCounted) return undefined;
  if (serves) {
    const what = words[at];
    return what === undefined || OWN_CHORES.has(what) || STOPWORDS.has(what) || MEASURED.has(what) ? undefined : { type: 'income', strength: 2, first: k, last: k };
  }
  // The unit, maybe after a word or two that qualify it ("3 dog walks", "2 extra night shifts").
  for (let j = at; j <= at + 2 && j < words.length; j++) {
    const unit = words[j] as string;
    if (teaches ? LESSONS.has(unit) : WORK_DONE.has(unit)) return { type: 'income', strength: TRIPS.has(unit) ? 2 : 3, first: k, last: k };
    if (joined[j] !== true) break;
  }
  return undefined;
}

/**
 * Money that arrived, said with what it is ("llegó el pago del cliente", "el arriendo del depto
 * llegó", "chegou o aluguel", "the client payment arrived"): income, unless what arrived is a bill
 * ("llegó la factura de luz") or something bought ("chegou o pedido da shopee": nothing said).
 */
const ARRIVALS = cueWords((cues) => cues.acts.arrivals);

function arrivedMoney(words: readonly string[], k: number): Found | undefined {
  // ("agency invoice finally came thru £1,200", "the transfer came through": a payment that cleared.)
  const cameThrough = words[k] === 'came' && (words[k + 1] === 'thru' || words[k + 1] === 'through');
  if (cameThrough) {
    const paid = range(Math.max(0, k - 4), k).some((j) => INVOICES.has(words[j] as string) || PAYMENT_NOUNS.has(words[j] as string) || TRANSFERS.has(words[j] as string) || isIncomeWord(words[j] as string));
    // ("the payment came through 45 for netflix": a payment for something bought went out.)
    const forSpending = range(k + 2, k + 6).some((j) => TO.has(words[j] ?? '') && namesAnySpending([words[j + 1] ?? '']));
    return paid && !forSpending ? { type: 'income', strength: 3, first: k, last: k + 1 } : undefined;
  }
  if (!ARRIVALS.has(words[k] as string)) return undefined;
  if (chargeNear(words, k, 4, 3)) return { type: 'expense', strength: 2, first: k, last: k };
  for (let j = Math.max(0, k - 4); j <= k + 3 && j < words.length; j++) {
    const word = words[j] as string;
    // (A public body that arrived is its benefit: "llegó la pgu".)
    if (j !== k && (MONEY.has(word) || TRANSFERS.has(word) || isIncomeWord(word) || bodyAt(words, j))) return { type: 'income', strength: 3, first: k, last: k };
  }
  return undefined;
}

/**
 * "found a 20 quid note", "achei 50 reais", "encontré un billete de 500": money found, the amount
 * right after the verb or after an article and a word for a note (not "found a jacket for 20").
 */
const NOTES = cueWords((cues) => cues.things.notes);

function foundMoney(words: readonly string[], k: number, amountAfter: number): boolean {
  if (!FOUND.has(words[k] as string) || amountAfter < k || amountAfter > k + 3) return false;
  for (let j = k + 1; j <= amountAfter; j++) if (!NOTES.has(words[j] as string)) return false;
  return true;
}

const TOOK_HOME = cueWords((cues) => cues.work.tookHome);

/** "walked (out) with 220", "went home with 300", "walked out w 182": the amount right after "with". */
function walkedWith(words: readonly string[], k: number, amountAfter: number): Found | undefined {
  const word = words[k] as string;
  const between = word === 'walked' ? (WALKED_OUT.has(words[k + 1] ?? '') ? 1 : 0) : HEADED.has(word) && words[k + 1] === 'home' ? 1 : -1;
  const withAt = k + between + 1;
  // ("walked out w 182 cash tips": "w" is "with" in chat.)
  if (between < 0 || (words[withAt] !== 'with' && words[withAt] !== 'w') || withAt !== amountAfter) return undefined;
  return { type: 'income', strength: 3, first: k, last: withAt, filler: range(k, withAt) };
}
const WALKED_OUT = cueWords((cues) => cues.work.walkedOut);

/** "nan put a ton in my card", "grandad stuck 20 in my hand": someone putting money where the user keeps it gave it. */
const PUT_IN = new Set(['put', 'puts', 'popped', 'stuck']);
const KEPT_IN = new Set(['card', 'hand', 'pocket', 'wallet', 'purse']);
function putInMine(words: readonly string[], k: number, amountAfter: number): Found | undefined {
  // (A note named after its article, "put a tenner in", leaves the article among the words.)
  const at = words[k + 1] === 'a' && amountAfter === k + 1 ? k + 2 : k + 1;
  if (!PUT_IN.has(words[k] as string) || k === 0 || USER_WORDS.has(words[k - 1] ?? '') || amountAfter !== at - 1) return undefined;
  const into = words[at] === 'in' || words[at] === 'into';
  return into && words[at + 1] === 'my' && KEPT_IN.has(words[at + 2] ?? '') ? { type: 'income', strength: 2, first: k, last: k } : undefined;
}
const HEADED = cueWords((cues) => cues.work.headedHome);
const THEY_PAID = cueWords((cues) => cues.acts.theyPaid);

/** Only adverbs before k ("ya pagaron", "finalmente pagaram"): the verb heads the clause. */
function isHeadVerb(words: readonly string[], k: number): boolean {
  for (let j = 0; j < k; j++) if (!ADVERBS.has(words[j] as string)) return false;
  return true;
}

/** "el pago del cliente", "un pago de 300": Spanish "pago" after an article is the noun, not "I pay". */
const NOUN_BEFORE = cueWords((cues) => cues.grammar.beforeNoun);

/**
 * "commission check for Q3", "comissão de vendas", "comisiones de octubre": the user's commission,
 * said with what earns it (sales), when (a month, a quarter) or how it came (a check). Alone, or with
 * a bank, a card or an agent, a commission is a fee paid ("comisión bancaria 15").
 */
const COMMISSIONS = cueWords((cues) => cues.work.commissions);
/** Quarters by their code, read in every language ("q3"). */
const QUARTERS = set('q1 q2 q3 q4');
const EARNED_COMMISSION = new Set([...cueWords((cues) => cues.work.earnedCommission), ...QUARTERS]);
const FEE_COMMISSION = cueWords((cues) => cues.work.feeCommission);

function earnedCommission(words: readonly string[], k: number, hasDate: boolean): Found | undefined {
  if (!COMMISSIONS.has(words[k] as string)) return undefined;
  let isEarned = hasDate;
  for (let j = Math.max(0, k - 3); j <= k + 4 && j < words.length; j++) {
    const word = words[j] as string;
    if (FEE_COMMISSION.has(word)) return undefined;
    if (EARNED_COMMISSION.has(word)) isEarned = true;
  }
  return isEarned ? { type: 'income', strength: 2, first: k, last: k } : undefined;
}

/**
 * "saqué 2,300 manejando didi", "tirei 250 rodando de 99", "pulled 180 driving lyft": money taken in
 * by working (a verb of taking right before the amount, then the work or where it was done). Without
 * work ("saqué 2000 del cajero") it is a withdrawal.
 */
const TOOK = cueWords((cues) => cues.work.took);
/** Apps the work may be done through, by name ("driving lyft", "rodando de 99"). */
export const WORK_APPS = set('uber didi rappi lyft doordash instacart ifood cabify indrive 99 99pop loggi glovo grubhub postmates shipt deliveroo bolt pedidosya cornershop');
const WORKING = new Set([...cueWords((cues) => cues.work.working), ...WORK_APPS]);

const CASH_MACHINES = cueWords((cues) => cues.things.cashMachines);

/** Where a place stood, after it: "the stall at the market", "a banca na feira", "el puesto en el tianguis". */
const PLACED_AT = set('at in on down up na no em en del de da do');
const MAX_PLACED_WORDS = 5;
/** "the shop took 1,236 today", "a loja fez 2.300", "el puesto sacó 900": a place of the user's took money in. */
function placeTook(words: readonly string[], k: number, amountAfter: number): Found | undefined {
  if (!PLACES.has(words[k] as string) || k + 1 !== amountAfter || !TOOK_IN.has(words[k + 1] as string)) return undefined;
  // ("candle stall at the christmas market did 85": the place, then where it stood, is the one that took it.)
  const first = words.findIndex((w) => PLACES.has(w));
  const subject = first < k && PLACED_AT.has(words[first + 1] ?? '') && k - first <= MAX_PLACED_WORDS ? first : k;
  // ("the market stall", "our coffee stand": a place may be named by two words.)
  for (let j = 0; j < subject; j++) if (!DETERMINERS.has(words[j] as string) && !(j === subject - 1 && /^\p{L}/u.test(words[j] as string) && !STOPWORDS.has(words[j] as string))) return undefined;
  return { type: 'income', strength: 3, first: subject, last: k + 1, isSale: true, filler: [k + 1] };
}

/** "took 725 quid at the craft fair today", "fiz 640 na feira": the amount the user took in, then the place that took it. */
function tookAtPlace(words: readonly string[], k: number, amountAfter: number): Found | undefined {
  if (!TOOK_IN.has(words[k] as string) || k !== amountAfter) return undefined;
  const at = range(k + 1, k + 6).find((j) => PLACED_AT.has(words[j] ?? ''));
  if (at === undefined) return undefined;
  const place = range(at + 1, at + 4).find((j) => PLACES.has(words[j] ?? ''));
  return place === undefined ? undefined : { type: 'income', strength: 3, first: k, last: place, isSale: true };
}

/** "drove for uber all day", "rodei de 99 a semana toda", "manejé para didi": the user worked through an app. */
const DROVE = cueWords((cues) => cues.work.drove);
const THROUGH = set('for de do da no na pela pelo para pra pa con en with on');
function droveForApp(words: readonly string[], k: number): Found | undefined {
  if (!DROVE.has(words[k] as string)) return undefined;
  const at = THROUGH.has(words[k + 1] ?? '') ? k + 2 : k + 1;
  return WORK_APPS.has(words[at] ?? '') ? { type: 'income', strength: 2, first: k, last: at } : undefined;
}

/** Where the user earns (a marketplace they sell on, an app they work through): "vinted +23", "rappi +95 mil hoy". */
export function isEarningPlace(word: string): boolean {
  return WORK_APPS.has(word) || MARKETPLACES.has(word) || RESALE_MARKETS.has(word);
}

/** Students and lessons: "clases de guitarra, 2 alumnos hoy, 30k en total" is the user teaching. */
const STUDENTS = cueWords((cues) => cues.work.students);
function taughtStudents(words: readonly string[], k: number): Found | undefined {
  return STUDENTS.has(words[k] as string) && words.some((w) => LESSONS.has(w) || TAUGHT_LESSONS.has(w)) ? { type: 'income', strength: 2, first: k, last: k } : undefined;
}

/** Said of a shift of work: "instacart shift 67.5", "4 hrs on the road", "uber 62 lucas hoy manejando". */
const SHIFT_WORDS = set('shift shifts batch batches turno turnos road');
/** Driving or delivering, said as going on: "manejando", "rodando", "driving". */
const DRIVING = set('driving delivering dashing ubering doordashing manejando rodando dirigindo repartiendo entregando');
const GOING_TO = set('to from for after before pro pra para al del do da');
/**
 * "instacart shift 67.5", "uber hj 187, rodei o dia todo", "uber 62 lucas hoy manejando": a work app named, and the
 * message says the user worked it (a verb of driving or delivering, a shift), with nothing bought named.
 */
function workedThroughApp(words: readonly string[], k: number): Found | undefined {
  if (!WORK_APPS.has(words[k] as string)) return undefined;
  // ("uber to my shift 18", "filled up before my uber shift": riding to or from work is no work done through the app.)
  const toOrFrom = (j: number) => [words[j - 1], words[j - 2], words[j - 3]].some((w) => GOING_TO.has(w ?? ''));
  const worked = words.some((w, j) => j !== k && !WORK_APPS.has(w) && (DROVE.has(w) || DRIVING.has(w) || (SHIFT_WORDS.has(w) && !toOrFrom(j))));
  // ("uber shift gas 40", "doordash refunded my missing order": something bought or paid back is no pay.)
  const other = words.filter((w, j) => j !== k && w && !WORK_APPS.has(w));
  const namesOther = other.some((w) => matchLexicon([w], 'en') !== undefined || matchLexicon([w], 'pt') !== undefined || matchLexicon([w], 'es') !== undefined);
  return worked && !namesOther ? { type: 'income', strength: 2, first: k, last: k } : undefined;
}

/**
 * "upwork released the milestone", "o ifood repassou 300": a platform pays the user (its verb after
 * it); "repasse do ifood da semana", "liquidación semanal de rappi", "uber payout": what it paid out.
 */
function platformPaid(words: readonly string[], k: number): Found | undefined {
  if (!PLATFORMS.has(words[k] as string)) return undefined;
  // ("airbnb do ap da praia pagou 1.100": what the platform paid for may be said between it and its verb.)
  const ofWhat = OF_THING.has(words[k + 1] ?? '') ? range(k + 2, Math.min(words.length - 1, k + 5)).find((j) => PLATFORM_PAYS.has(words[j] as string)) : undefined;
  const verbAt = ofWhat ?? (ADVERBS.has(words[k + 1] ?? '') ? k + 2 : k + 1);
  const verb = words[verbAt] ?? '';
  if (RELEASES.has(verb) || PLATFORM_PAYS.has(verb)) return { type: 'income', strength: 3, first: k, last: verbAt, isGiver: true, filler: [verbAt] };
  for (let j = Math.max(0, k - 3); j <= k + 2 && j < words.length; j++) {
    if (PAYOUTS.has(words[j] as string)) return { type: 'income', strength: 3, first: Math.min(j, k), last: Math.max(j, k) };
  }
  return undefined;
}
/** "of" between a platform and what it paid for ("airbnb do ap", "booking del depto"). */
const OF_THING = new Set(['do', 'da', 'de', 'del', 'of', 'for']);
/** Paying verbs after a platform ("uber paid 300"; not "uber pago", which is the ride the user paid for). */
const PLATFORM_PAYS = cueWords((cues) => cues.acts.platformPays);

/**
 * "the bloke renting my garage paid his 90", "o estudante a quem alugo o quarto pagou os 350": the
 * one who rents the user's place pays rent (the Rental category).
 */
function rentPaid(words: readonly string[], k: number): Found | undefined {
  const length = phraseAt(words, k, RENTS_FROM_ME);
  // "alugo", "arriendo" alone are the verb; after an article ("ese arriendo", "o aluguel") the noun.
  if (length === 0 || (length === 1 && (DETERMINERS.has(words[k - 1] ?? '') || DEMONSTRATIVES.has(words[k - 1] ?? '')))) return undefined;
  // ("alugo a vaga da garagem, o cara pagou os 200": the payer may be named anywhere after.)
  for (let j = k + length; j < words.length; j++) {
    if (!PAYS.has(words[j] as string)) continue;
    const last = words[j + 1] === 'me' || words[j + 1] === 'us' ? j + 1 : j;
    return { type: 'income', strength: 3, first: k, last, isGiver: true, isRent: true, filler: range(j, last) };
  }
  return undefined;
}

const DEMONSTRATIVES = cueWords((cues) => cues.grammar.demonstratives);

/** Places the user lets: "rent from the room 450", "rent from the flat above the shop came in". */
const LET_PLACES = new Set('room rooms flat flats apartment apartments apt house unit units basement garage studio cottage cabin airbnb property properties annex annexe granny'.split(' '));
/** Rent from a place of the user's: money in (paid rent "from my savings" names no place let). */
function rentFromPlace(words: readonly string[], k: number): Found | undefined {
  if (words[k] !== 'rent' || words[k + 1] !== 'from' || !LET_PLACES.has(words[afterDeterminer(words, k + 2)] ?? '')) return undefined;
  return { type: 'income', strength: 2, first: k, last: k, isRent: true };
}

/** "my deposit came back", "a caução voltou", "el depósito volvió": money or a deposit came back to the user. */
function cameBack(words: readonly string[], k: number): Found | undefined {
  const length = phraseAt(words, k, CAME_BACK);
  if (length === 0) return undefined;
  for (let j = Math.max(0, k - 4); j < k; j++) {
    const word = words[j] as string;
    if (DEPOSITS.has(word) || SECURITY.has(word) || MONEY.has(word) || BONDS.has(word)) {
      return { type: 'income', strength: 3, first: k, last: k + length - 1, isRefund: true, filler: range(k, k + length - 1) };
    }
  }
  return undefined;
}
const BONDS = cueWords((cues) => cues.things.bonds);

/** "gym reversed the double charge", "o banco reverteu a cobrança": a charge undone is money back. */
function reversedCharge(words: readonly string[], k: number): Found | undefined {
  if (!REVERSED.has(words[k] as string) || !chargeNear(words, k, 3, 3)) return undefined;
  return { type: 'income', strength: 3, first: k, last: k, isRefund: true };
}

/** "39.99 back on my card", "back into my account": money put back where it was paid from. */
function backOnCard(words: readonly string[], k: number): Found | undefined {
  if (words[k] !== 'back' || !ONTO.has(words[k + 1] ?? '')) return undefined;
  const at = POSSESSIVES.has(words[k + 2] ?? '') ? k + 3 : k + 2;
  if (!ACCOUNTS.has(words[at] ?? '') && words[at] !== 'card') return undefined;
  return { type: 'income', strength: 2, first: k, last: at, isRefund: true, filler: [k] };
}
const ONTO = cueWords((cues) => cues.grammar.onto);

const FOR_WHAT = set('para pra pa for pal pro');
/** A cab the user drives: what they took "with the taxi" is fares. */
const CABS = set('taxi taxis cab tuktuk mototaxi remis');

/** A cab at j that the user works with ("con el taxi"), not one the money was for ("para el taxi"). */
function drivesCab(words: readonly string[], j: number): boolean {
  if (!CABS.has(words[j] as string)) return false;
  const before = DETERMINERS.has(words[j - 1] ?? '') ? words[j - 2] : words[j - 1];
  return !FOR_WHAT.has(before ?? '');
}

function tookWorking(words: readonly string[], k: number, amountAfter: number): Found | undefined {
  if (k !== amountAfter || !TOOK.has(words[k] as string)) return undefined;
  if (words.some((w) => CASH_MACHINES.has(w))) return undefined;
  for (let j = k + 1; j <= k + 4 && j < words.length; j++) {
    // ("saqué 2000 para los viajes": what the money is for is no work done.)
    const isFor = FOR_WHAT.has((DETERMINERS.has(words[j - 1] ?? '') ? words[j - 2] : words[j - 1]) ?? '');
    if ((WORKING.has(words[j] as string) && !isFor) || drivesCab(words, j) || isDoing(words[j] as string)) return { type: 'income', strength: 3, first: k, last: k };
  }
  // "con el taxi hoy he sacado 186": the cab the user drives, said before.
  for (let j = Math.max(0, k - 4); j < k; j++) if (drivesCab(words, j)) return { type: 'income', strength: 3, first: k, last: k };
  return undefined;
}

/** Winning verbs, and what may be won that is no money. */
const WINS: ReadonlySet<string> = new Set(['won', 'win', 'earned', 'ganhei', 'ganhamos', 'gane', 'ganamos', 'ganaste']);
const AUCTIONS: ReadonlySet<string> = new Set(['auction', 'auctions', 'bid', 'bidding', 'leilao', 'lance', 'subasta', 'puja', 'remate']);
const NOT_WINNINGS: ReadonlySet<string> = new Set([
  ...'fine ticket parking penalty discount coupon voucher courage'.split(' '),
  ...'multa multas desconto descontos cupom coragem'.split(' '),
  ...'multa multas descuento descuentos cupon coraje'.split(' '),
]);
const OBJECT_FILLERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'myself', 'o', 'um', 'uma', 'el', 'la', 'un', 'una', 'mi', 'ebay', 'e']);
/** The first word after k that is not an article, a possessive or "myself". */
function objectAt(words: readonly string[], k: number): number {
  let j = k;
  while (j < k + 3 && OBJECT_FILLERS.has(words[j] ?? '')) j++;
  return j < words.length ? j : -1;
}
/** "ganhei uma multa", "won the auction": what was won at k is no money. */
function wonNoMoney(words: readonly string[], k: number): boolean {
  if (!WINS.has(words[k] ?? '')) return false;
  const at = objectAt(words, k + 1);
  return at >= 0 && (NOT_WINNINGS.has(words[at] ?? '') || AUCTIONS.has(words[at] ?? ''));
}
/** Bills that come to be paid: "recebi a conta de luz", "got the electric bill", "me llegó el recibo". */
const BILL_NOUNS: ReadonlySet<string> = new Set('bill bills invoice statement conta contas fatura boleto boletos cuenta factura recibo recibos boleta'.split(' '));
/** "recebi a conta de luz hj e ja paguei", "got the gas bill, 84": a bill received is no money received. */
function isBillReceived(words: readonly string[], k: number): boolean {
  if (!RECEIVES.has(words[k] ?? '')) return false;
  const at = objectAt(words, k + 1);
  // ("received invoice payment 800": after the bill, the money of it is money in.)
  return at > k && BILL_NOUNS.has(words[at] ?? '') && !PAYMENT_NOUNS.has(words[at + 1] ?? '');
}
const COLLECTS: ReadonlySet<string> = new Set(['collected', 'collect', 'collecting']);
/** "collected my parcel", "collected the car": a thing, not money (an amount, pay or rent right after is money). */
function isThingCollected(words: readonly string[], k: number): boolean {
  const at = objectAt(words, k);
  const thing = words[at] ?? '';
  return at > k && thing !== '' && !isIncomeWord(thing) && !namesIncome(thing) && !TIPS.has(thing);
}

/** Words "pay" names as a noun before them: "pay rise", "pay slip", "pay day". */
const PAY_NOUNS: ReadonlySet<string> = new Set(['rise', 'raise', 'increase', 'slip', 'packet', 'day', 'stub', 'cheque', 'check', 'bump']);
const CHARGED_SOMEONE: ReadonlySet<string> = new Set(['charged', 'billed', 'invoiced']);
const CHARGE_PASSIVE: ReadonlySet<string> = new Set(['got', 'get', 'was', 'were', 'been', 'be', 'they', 'he', 'she', 'it', 'who']);
/** Who the user charges: a customer, a payer, or someone named by "the couple", "him", "them". */
function isChargedPerson(word: string): boolean {
  return CUSTOMERS.has(word) || (PAYERS.has(word) && !HOUSEHOLD.has(word)) || CHARGED_PEOPLE.has(word);
}
const CHARGED_PEOPLE: ReadonlySet<string> = new Set(['couple', 'him', 'her', 'them', 'guy', 'lady', 'bloke', 'fella', 'family', 'bride', 'groom', 'owner', 'owners']);

/** Time, not money, spent: "spent all saturday fixing his laptop", "spent the whole day", "spent 3 hours". */
const SPEND_VERBS: ReadonlySet<string> = new Set(['spent', 'spend', 'spends', 'spending']);
const SPAN_FILLERS: ReadonlySet<string> = new Set(['all', 'the', 'whole', 'entire', 'my', 'a', 'an', 'most', 'of', 'half', 'like', 'about']);
const TIME_SPANS: ReadonlySet<string> = new Set([
  ...'day days morning mornings afternoon afternoons evening evenings night nights week weeks weekend weekends hour hours hrs minutes mins ages forever'.split(' '),
  ...Object.keys(PACKS.en.dates.weekdays),
]);
/** The verb at k spends time: a span of time (or a day, `isDay`) follows it, maybe after "all the". */
export function spendsTime(words: readonly string[], k: number, isDay: (j: number) => boolean): boolean {
  if (!SPEND_VERBS.has(words[k] ?? '')) return false;
  let j = k + 1;
  while (j < k + 4 && SPAN_FILLERS.has(words[j] ?? '')) j++;
  return TIME_SPANS.has(words[j] ?? '') || (j < words.length && isDay(j));
}

/**
 * Work done named at k, or right after what it is done to: "babysitting", "dog walking", "pet
 * sitting". (Money got for dog walking was earned, though a lexicon files paying a dog walker.)
 */
function isWorkNamed(words: readonly string[], k: number): boolean {
  // ("got a grand for the website job", "recebi 300 pelo freela do logo": the work named by its noun.)
  if (WORK_PAYERS.has(words[k] ?? '') || (Boolean(words[k]) && WORK_PAYERS.has(words[k + 1] ?? ''))) return true;
  return isWorkDone(words[k] ?? '') || (Boolean(words[k]) && isDoing(words[k + 1] ?? ''));
}

/** Working, or doing something that names no spending ("babysitting", "walking", "pintando"). */
function isWorkDone(word: string): boolean {
  return WORKING.has(word) || (isDoing(word) && !namesAnySpending([word]));
}

/** Forms of doing of every language ("painting", "pintando"; language/pack.ts CategoryWords.doing). */
const DOING_ENDINGS: readonly string[] = [...new Set(ALL_PACKS.flatMap((pack) => pack.categoryWords.doing.endings))];
const NOT_DOING: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.categoryWords.doing.not));

/** A service named at `k` (maybe after an article): "a faxina", "the cleaning", "la limpieza". */
export function isServiceAt(words: readonly string[], k: number): boolean {
  const thing = matchLexicon(words.slice(k, k + 2), 'en', 'expense');
  const isThere = thing !== undefined && (thing.position === 0 || (thing.position === 1 && STOPWORDS.has(words[k] ?? '')));
  return isThere && thing.entries.some((e) => e.custom.some((name) => SERVICE_KINDS.has(name)));
}

function isDoing(word: string): boolean {
  return !NOT_DOING.has(word) && DOING_ENDINGS.some((ending) => word.endsWith(ending) && word.length >= ending.length + 3);
}

/** "security deposit", "depósito de garantía", "deposit on the new flat": a deposit the user pays. */
function paidDeposit(words: readonly string[], k: number): Found | undefined {
  if (!DEPOSITS.has(words[k] as string)) return undefined;
  let isPaid = words[k + 1] === 'on';
  // ("social security deposit", "seguridad social": a benefit paid in, not a deposit's security.)
  for (let j = Math.max(0, k - 2); j <= k + 3 && j < words.length && !isPaid; j++) isPaid = SECURITY.has(words[j] as string) && !isSocial(words, j);
  return isPaid ? { type: 'expense', strength: 2, first: k, last: k } : undefined;
}

/** "social security", "segurança social", "seguridad social": the state's benefits, not a security deposit. */
function isSocial(words: readonly string[], j: number): boolean {
  return words[j - 1] === 'social' || words[j + 1] === 'social';
}

/**
 * "juros do cartão", "intereses de la tarjeta", "credit card interest": interest charged on a debt.
 * Not "interest from the credit union": interest from somewhere is paid to the user, and a credit
 * union is a bank.
 */
function debtInterest(words: readonly string[], k: number): Found | undefined {
  if (!INTEREST.has(words[k] as string) || words[k + 1] === 'from') return undefined;
  for (let j = Math.max(0, k - 3); j <= k + 3 && j < words.length; j++) {
    if (DEBTS.has(words[j] as string) && !(words[j] === 'credit' && words[j + 1] === 'union')) return { type: 'expense', strength: 2, first: k, last: k };
  }
  return undefined;
}

/** "taxa de saque do salário", "fee for the paycheck advance": a charge heads the clause. */
function feeHead(words: readonly string[], k: number): Found | undefined {
  if (!HEAD_FEES.has(words[k] as string) || !isHead(words, k) || words[k + 1] === 'from') return undefined;
  return { type: 'expense', strength: 2, first: k, last: k };
}

/** "refunded a customer 35", "i reimbursed them": the user paid back (not "amazon refunded me"). */
function refundedThem(words: readonly string[], k: number): Found | undefined {
  if (!REFUNDED.has(words[k] as string)) return undefined;
  const object = words[afterDeterminer(words, k + 1)] ?? '';
  if (I_WE.has(words[k - 1] ?? '') || OBJECT_PRONOUNS.has(object) || PAYERS.has(object)) {
    return { type: 'expense', strength: 3, first: k, last: k };
  }
  // "amazon refunded 49.99", "the airline reimbursed the bags": a business refunding, the user's money back.
  const subject = words[k - 1];
  if (subject !== undefined && !FIRST_PERSON.has(subject) && !STOPWORDS.has(subject)) {
    return { type: 'income', strength: 3, first: k, last: k, isRefund: true, isGiver: true };
  }
  return undefined;
}

/** `joined[k]`: nothing but spaces between word k and word k + 1 (no amount, no punctuation). */
/**
 * Every word that can start or be a cue, so that the many words that cannot (things, places, names)
 * cost one lookup. (Hyphenated words are checked apart: "pagou-me".)
 */
const CUE_WORDS: ReadonlySet<string> = new Set([
  ...PHRASE_STARTS, ...WORDS.keys(), ...REFUND_WORDS, ...WEAK_REFUND, ...WEAK.keys(), ...GIVE_EN, 'me', 'nos',
  ...PAYERS, ...YIELDERS, ...BUYS, ...[...BODIES].map((body) => body.split(' ').pop() as string), ...RECEIVES, ...FROM, ...TO, ...ARRIVES, ...SALE_NOUNS, ...SALE_NOUNS_EN, ...INVOICES,
  ...TO_THEM, ...MADE, ...FOUND, ...INSURERS, ...NAME_PAYS, ...NAME_SENDS, ...GOT_FOR, ...LEND_WORDS, ...TIPS, ...WORK_UNITS, ...DEPOSITS, ...INTEREST, ...HEAD_FEES,
  ...THEY, ...COMMISSIONS, ...TOOK, ...DID, ...TAUGHT, ...SERVED, ...CARED, ...DROVE, ...ARRIVALS, ...TOOK_HOME,
  ...CHEQUES, ...MADE_TRANSFER, ...I_MADE_TRANSFER, ...PUT_IN, "app'd", 'appd', 'apped', 'came',
  'walked', ...HEADED, ...PLACES, ...LUCK, ...SHARES, ...HELD, ...MONEY, ...PLATFORMS, ...PAYOUTS, ...firstWords(RENTS_FROM_ME), ...firstWords(CAME_BACK), ...REVERSED, 'back', 'devolver',
]);

/** Two words that together name a shop in some language ("best buy"); remembered, as this runs on every cue word. */
const shopNames = new Map<string, boolean>();
function isShopName(first: string, second: string): boolean {
  const key = `${first} ${second}`;
  let known = shopNames.get(key);
  if (known === undefined) {
    known = LANGS.some((lang) => matchLexicon([first, second], lang)?.length === 2);
    if (shopNames.size >= 10_000) shopNames.clear();
    shopNames.set(key, known);
  }
  return known;
}

function findCues(words: readonly string[], joined: readonly boolean[], amountAfter: number, hasDate: boolean, lang: Lang | undefined): Found[] {
  const found: Found[] = [];
  let hasTransfer = false;
  let hasReceive = false;
  let lastFrom = -1;
  for (let k = 0; k < words.length; k++) {
    const w = words[k] as string;
    if (TRANSFERS.has(w)) hasTransfer = true;
    if ((RECEIVES.has(w) || w === 'ganhei') && !wonNoMoney(words, k) && !isBillReceived(words, k)) hasReceive = true;
    if (w === 'from') lastFrom = k;
  }
  const sent = senderFirst(words, amountAfter) ?? paidForService(words, amountAfter) ?? directionAfter(words, amountAfter);
  if (sent) found.push(sent);
  for (let k = 0; k < words.length; k++) {
    const word = words[k] as string;
    if (!CUE_WORDS.has(word) && !word.includes('-') && !isTransferVerb(word)) continue;
    // "o plano não cobre": a cue of another language that means something else in the message's.
    if (lang && OTHER_MEANINGS[lang].has(word)) continue;
    // "caiu o salário 4.850, bora pagar os boletos": after something said, a verb urged for later tells no way it went.
    if (k >= 2 && (URGED.has(words[k - 1] ?? '') || (URGED_INFINITIVE.has(words[k - 1] ?? '') && /(?:ar|er|ir)$/u.test(word)))) continue;
    // "won the ebay auction for the lens 189", "ganhei o leilão do iphone", "gané la subasta": an
    // auction won is a purchase. "ganhei uma multa", "ganhei desconto", "earned myself a parking
    // ticket": what was "won" was no money. "collected my parcel", "collected the car from the garage":
    // a thing picked up, no money in ("collected the rent" is).
    const wonAt = WINS.has(word) ? objectAt(words, k + 1) : -1;
    if (wonAt >= 0 && AUCTIONS.has(words[wonAt] ?? '')) {
      found.push({ type: 'expense', strength: 3, first: k, last: wonAt });
      k = wonAt;
      continue;
    }
    if (wonNoMoney(words, k)) continue;
    // "pedi o reembolso", "pedí el reembolso y me lo devolvieron": asking for a refund orders nothing.
    if (ASKED_FOR.has(word) && REFUND_WORDS.has(words[afterDeterminer(words, k + 1)] ?? '')) continue;
    if (COLLECTS.has(word) && isThingCollected(words, k + 1)) continue;
    if (isBillReceived(words, k)) continue;
    const next = words[k + 1];
    if (next !== undefined && PHRASE_STARTS.has(word)) {
      const third = words[k + 2];
      const longer = third !== undefined ? PHRASES.get(`${word} ${next} ${third}`) : undefined;
      if (longer) {
        found.push({ type: longer, strength: 3, first: k, last: k + 2 });
        k += 2;
        continue;
      }
      const phrase = PHRASES.get(`${word} ${next}`);
      if (phrase) {
        // "the electric bill came in": what came in is a bill.
        // "the electric bill came in", "rent was paid 1200": what came in or was paid is a charge.
        const isPassive = word === 'was' || word === 'were';
        // ("hoy se vendió 420 mil en la panadería": a sale, whatever the place sells.)
        const isBill = phrase === 'income' && !SALE_WORDS.has(next) && (chargeNear(words, k, 2, 0) || (isPassive ? namesAnySpending(words.slice(Math.max(0, k - 2), k)) : namesSpending(words, k, 2, -1)));
        // ("hoy se vendió en la tienda $6,730": takings of a sale are the business's.)
        const isSale = phrase === 'income' && SALE_WORDS.has(next);
        found.push(isBill ? { type: 'expense', strength: 2, first: k, last: k + 1 } : { type: phrase, strength: 3, first: k, last: k + 1, ...(isSale ? { isSale } : {}) });
        k += 1;
        continue;
      }
    }
    const won = wonDraw(words, k) ?? heldInside(words, k, amountAfter) ?? occasionMoney(words, k);
    if (won) {
      found.push(won);
      continue;
    }
    const took = tookWorking(words, k, amountAfter) ?? placeTook(words, k, amountAfter) ?? tookAtPlace(words, k, amountAfter);
    if (took) {
      found.push(took);
      continue;
    }
    // "took home 420", "brought home 1,900 this month": pay after deductions (the amount right after).
    if (TOOK_HOME.has(word) && next === 'home' && k + 1 === amountAfter) {
      found.push({ type: 'income', strength: 3, first: k, last: k + 1 });
      k += 1;
      continue;
    }
    // "walked with 180 in tips", "walked out with 220", "went home with 300": what the shift left the user.
    // ("nan put a tenner in my card": money put where the user keeps it.)
    const leftWith = walkedWith(words, k, amountAfter) ?? putInMine(words, k, amountAfter);
    if (leftWith) {
      found.push(leftWith);
      k = leftWith.last;
      continue;
    }
    if ((k === amountAfter && MADE.has(word)) || foundMoney(words, k, amountAfter)) {
      found.push({ type: 'income', strength: 3, first: k, last: k });
      continue;
    }
    // (The currency's name may come between: "got 60 quid for my old bike", "recebi 600 reais pela minha bike".)
    const forAt = next !== undefined && currencyFromWord(next, next) !== null ? k + 2 : k + 1;
    if (k === amountAfter && GOT_FOR.has(word) && forMyThing(words, forAt)) {
      found.push({ type: 'income', strength: 3, first: k, last: forAt + 1, isSale: true, filler: [forAt, forAt + 1] });
      k = forAt + 1;
      continue;
    }
    // "devolvi 50 pra ana", "le devolví los 50 que me prestó": money the user gave back (an item
    // returned, "devolvi a blusa", is another thing).
    // ("tive de devolver 45 a um cliente", "tuve que devolver 30": what the user had to give back.)
    const hadTo = word === 'devolver' && HAD_TO.has(words[k - 2] ?? '') && ['de', 'que'].includes(words[k - 1] ?? '');
    if ((GAVE_BACK.has(word) || hadTo) && (k === amountAfter || (k + 1 === amountAfter && DETERMINERS.has(next ?? '')))) {
      found.push({ type: 'expense', strength: 3, first: k, last: k });
      continue;
    }
    // "had to refund a customer 38", "reembolsei o cliente 120": a refund the user gave.
    // ("refunded an ebay buyer £18": a word may name where the customer bought.)
    const refunded = afterDeterminer(words, k + 1);
    if (REFUNDS_GIVEN.has(word) && (CUSTOMERS.has(words[refunded] ?? '') || CUSTOMERS.has(words[refunded + 1] ?? ''))) {
      found.push({ type: 'expense', strength: 3, first: k, last: k, isRefundGiven: true });
      continue;
    }
    // "got 300 for babysitting", "got 60 for walking dogs", "recebi 80 por passear cachorro", "got 300
    // for dog walking", "got 120 for the childminding": pay for work the user did ("got 20 for parking"
    // names a thing bought).
    // ("got 500 quid for the logo job": the money's name may stand between.)
    if (k === amountAfter && GOT_FOR.has(word) && FOR_PRICE.has(words[forAt] ?? '') && isWorkNamed(words, afterDeterminer(words, forAt + 1))) {
      found.push({ type: 'income', strength: 3, first: k, last: forAt, filler: [forAt] });
      k = forAt;
      continue;
    }
    // "got 50 for my birthday", "recebi 200 pelo meu aniversário": money for an occasion of the user's.
    if (k === amountAfter && GOT_FOR.has(word) && FOR_PRICE.has(words[forAt] ?? '') && MINE.has(words[forAt + 1] ?? '') && namesIncome(words[forAt + 2] ?? '')) {
      found.push({ type: 'income', strength: 3, first: k, last: forAt + 1, filler: [forAt, forAt + 1] });
      k = forAt + 1;
      continue;
    }
    // "pagaram a nota fiscal", "pagaron la factura": no subject, they paid the user's invoice.
    if (THEY_PAID.has(word) && isHeadVerb(words, k)) {
      const objectAt = afterDeterminer(words, k + 1);
      const object = words[objectAt];
      if (object !== undefined && (BILLED.has(object) || (object === 'nota' && words[objectAt + 1] === 'fiscal'))) {
        found.push({ type: 'income', strength: 3, first: k, last: k, filler: [k] });
        continue;
      }
    }
    const work = workDone(words, joined, k);
    if (work) {
      found.push(work);
      continue;
    }
    const composite =
      paidBackWhatILent(words, k) ??
      rentPaid(words, k) ??
      rentFromPlace(words, k) ??
      platformPaid(words, k) ??
      droveForApp(words, k) ??
      workedThroughApp(words, k) ??
      taughtStudents(words, k) ??
      refundedThem(words, k) ??
      namePaid(words, k) ??
      giverPhrase(words, k) ??
      payerPaid(words, k) ??
      boughtMine(words, k) ??
      gotBack(words, k, joined) ??
      sentMyRefund(words, k) ??
      salesNoun(words, k) ??
      forMe(words, k) ??
      invoiceSettled(words, k) ??
      paidBack(words, k);
    if (composite) {
      // "recebi a conta de luz": what was received is a bill.
      if (!composite.isGiver && !composite.isRefund && !composite.isSale && chargeNear(words, k, 0, 3)) {
        found.push({ type: 'expense', strength: 3, first: k, last: k });
      } else found.push(composite);
      k = Math.max(k, composite.last);
      continue;
    }
    // "salary deposited 1200", "va disability 1,700 deposited": income named right before was paid in.
    const paidIn = word === 'deposited' && LANGS.some((lang) => matchLexicon(words.slice(Math.max(0, k - 3), k), lang, 'income')?.entries.some((e) => e.type === 'income'));
    if ((isTransferVerb(word) || cashAppedAt(words, k)) && !paidIn) {
      // "venmo'd sam 20": the user sent it ("jake venmo'd me" was read above).
      found.push({ type: 'expense', strength: 3, first: k, last: k, filler: [k] });
      continue;
    }
    if (phraseAt(words, k, FOR_RESALE) === 2) {
      found.push({ type: 'expense', strength: 2, first: k, last: k + 1 });
      k += 1;
      continue;
    }
    const arrived = arrivedMoney(words, k) ?? cameBack(words, k) ?? reversedCharge(words, k) ?? backOnCard(words, k) ?? theirShare(words, k);
    if (arrived) {
      found.push(arrived);
      continue;
    }
    const charged =
      takings(words, k, hasDate, amountAfter, lang) ?? tipLeftToMe(words, k, lang) ?? paidDeposit(words, k) ?? debtInterest(words, k) ?? earnedCommission(words, k, hasDate) ?? feeHead(words, k);
    if (charged) {
      found.push(charged);
      continue;
    }
    const way = direction(words, k, hasTransfer, hasReceive, amountAfter);
    if (way) {
      found.push(way);
      k = way.last;
      continue;
    }
    if (ARRIVES.has(word)) {
      // What arrived says which way: "caiu o salário" is money in, "caiu a anuidade do cartão" a charge.
      // What arrived may be said before, all of it ("a aposentadoria do inss caiu": not the inss paid).
      // A public body that arrived is its benefit ("caiu o inss", "caiu a seguranca social"): what one
      // pays it falls due, it does not arrive.
      const body = DETERMINERS.has(words[k + 1] ?? '') ? k + 2 : k + 1;
      const fromBody = bodyAt(words, body) || bodyAt(words, body + 1);
      // A loan that arrived was paid out to the user ("student loan landed", "caiu o empréstimo").
      const loanNear = words.slice(Math.max(0, k - 3), k + 4).some((w) => LOAN_NOUNS.has(w));
      // ("caiu 180 de gorjeta no pix": tips that arrived were taken, not given.)
      const tipsIn = words.slice(k + 1, k + 5).some((w) => TIPS.has(w));
      // ("caiu o repasse do mercado livre": a payout that arrived came in, wherever it was paid out from.)
      const payoutIn = words.slice(k + 1, k + 4).some((w) => PAYOUTS.has(w));
      const spent = !fromBody && !payoutIn && (chargeNear(words, k, 2, 3) || (!loanNear && !tipsIn && namesSpending(words, k, k, 4)));
      found.push({ type: spent ? 'expense' : 'income', strength: 2, first: k, last: k });
      continue;
    }
    if (REFUND_WORDS.has(word)) {
      found.push({ type: 'income', strength: 3, first: k, last: k, isRefund: true });
      continue;
    }
    // "mercado pago me reintegró": the wallet's name; "el pago del cliente": a payment, said by what surrounds it.
    if (word === 'pago' && k > 0 && words[k - 1] === 'mercado') continue;
    if (word === 'pago' && k > 0 && NOUN_BEFORE.has(words[k - 1] as string)) {
      found.push({ type: 'expense', strength: 1, first: k, last: k });
      continue;
    }
    // "my friend sold me his bike", "o vizinho me vendeu a bici", "me vendió su moto": sold to the user, who paid.
    // ("sold me old lobster pots": in the UK and Ireland "me" is also "my", when no article or count follows.)
    // (Only with the user as the one selling: "sold me old bike", "i sold me old bike"; "guy sold me tickets" sold to the user.)
    const isMyOwn = word === 'sold' && words[k + 1] === 'me' && !SOLD_TO_ME_OBJECT.has(words[k + 2] ?? '') && (k === 0 || SELLER_IS_ME.has(words[k - 1] ?? ''));
    const toUser = (words[k + 1] === 'me' && !isMyOwn) || words[k + 1] === 'us';
    if (SALE_WORDS.has(word) && (toUser || words[k - 1] === 'me')) {
      found.push({ type: 'expense', strength: 3, first: toUser ? k : k - 1, last: toUser ? k + 1 : k, filler: toUser ? [k, k + 1] : [k - 1, k] });
      k += toUser ? 1 : 0;
      continue;
    }
    // "me ha hecho un bizum", "meu pai fez um pix": a transfer made to the user (unless someone else
    // is named as getting it); "le hice una transferencia", "he hecho un bizum", "fiz um pix": by the user.
    if ((MADE_TRANSFER.has(word) || I_MADE_TRANSFER.has(word)) && (TRANSFERS.has(next ?? '') || TRANSFERS.has(words[k + 2] ?? ''))) {
      const toMe = range(Math.max(0, k - 3), k - 1).some((j) => words[j] === 'me' || words[j] === 'nos') || range(k + 2, k + 6).some((j) => words[j] === 'mim');
      const byMe = I_MADE_TRANSFER.has(word) || I_HAVE.has(words[k - 1] ?? '');
      const toOther = range(k + 2, k + 6).some((j) => SENT_TO.has(words[j] ?? '') && (couldBeName(words[afterDeterminer(words, j + 1)]) || HOUSEHOLD.has(words[afterDeterminer(words, j + 1)] ?? '')));
      if (toMe || !(byMe || toOther)) found.push({ type: 'income', strength: 3, first: k, last: k, isGiver: true });
      else found.push({ type: 'expense', strength: 3, first: k, last: k });
      continue;
    }
    // "did some tutoring", "did a bit of babysitting": work the user did.
    // (The work may also be bought, "tutoring": only other things bought beside it make it spending.)
    if (DID.has(word) && range(k + 1, k + 3).some((j) => WORKING.has(words[j] ?? '')) && range(k + 1, k + 3).every((j) => WORKING.has(words[j] ?? '') || !namesAnySpending([words[j] ?? '']))) {
      found.push({ type: 'income', strength: 3, first: k, last: k });
      continue;
    }
    // "took in 1,247 today", "brought in 900 this week": takings, what a business sold.
    // ("the bank took 15 in fees", "brought 20 in snacks": "in" after the amount says what for; "took 212 in fares" is takings.)
    if (TOOK_HOME.has(word) && next === 'in' && (joined[k] === true || WORK_UNITS.has(words[k + 2] ?? '') || TIPS.has(words[k + 2] ?? ''))) {
      found.push({ type: 'income', strength: 3, first: k, last: k + 1, isSale: true, filler: [k, k + 1] });
      k += 1;
      continue;
    }
    // "milk cheque from the dairy", "cheque do cliente": a cheque someone gave the user.
    if (CHEQUES.has(word) && FROM.has(next ?? '')) {
      found.push({ type: 'income', strength: 2, first: k, last: k });
      continue;
    }
    // "the claim paid out 63.80": paid out to the user by whoever heads the clause.
    if (word === 'paid' && next === 'out' && k > 0 && !FIRST_PERSON.has(words[k - 1] as string) && !I_WE.has(words[k - 1] as string)) {
      found.push({ type: 'income', strength: 3, first: k, last: k + 1, filler: [k, k + 1] });
      k += 1;
      continue;
    }
    // "wholesaler credited back 64.20", "the shop paid back 30": whoever heads the clause paid the user back.
    if (PAYS.has(word) && next === 'back' && k > 0 && !FIRST_PERSON.has(words[k - 1] as string) && !I_WE.has(words[k - 1] as string) && !STOPWORDS.has(words[k - 1] as string)) {
      found.push({ type: 'income', strength: 3, first: k, last: k + 1, isRefund: true, isGiver: true, filler: [k, k + 1] });
      k += 1;
      continue;
    }
    // "tutoring paid 45", "babysitting paid 60 tonight": the work the user did paid them.
    if (NAME_PAYS.has(word) && k > 0 && WORKING.has(words[k - 1] as string) && isHead(words, k - 1)) {
      found.push({ type: 'income', strength: 3, first: k - 1, last: k, filler: [k] });
      continue;
    }
    // "the bakery finally paid my logo invoice": the user's own invoice, paid to them, whoever paid it.
    if (NAME_PAYS.has(word) && MINE.has(next ?? '') && invoiceAhead(words, k + 2)) {
      found.push({ type: 'income', strength: 3, first: k, last: k + 1, isGiver: true });
      k += 1;
      continue;
    }
    // "charged the couple 1.5k for the wedding shoot", "charged a client 200": the user charged someone
    // ("got charged", "they charged me" are charges to the user).
    if (CHARGED_SOMEONE.has(word) && !CHARGE_PASSIVE.has(words[k - 1] ?? '') && isChargedPerson(words[afterDeterminer(words, k + 1)] ?? '')) {
      found.push({ type: 'income', strength: 3, first: k, last: k });
      continue;
    }
    // "sent the helmet back": a thing returned, the money comes after.
    if (NAME_SENDS.has(word) && DETERMINERS.has(next ?? '') && range(k + 2, k + 4).some((j) => BACK.has(words[j] ?? ''))) {
      found.push({ type: 'income', strength: 1, first: k, last: k, isRefund: true });
      continue;
    }
    // "best buy", "dollar general": a word of a shop's name is no verb.
    if (k > 0 && WORDS.has(word) && isShopName(words[k - 1] as string, word)) continue;
    const single = WORDS.get(word);
    // ("boiler job done n dusted, customer paid 2.2k": English "done" is finished, not Spanish "doné".)
    if (single === 'expense' && word === 'done' && lang === 'en') continue;
    // "overtime pay", "holiday pay": a noun after what was earned, not the verb.
    if (single === 'expense' && k > 0 && (word === 'pay' || word === 'paid') && isIncomeWord(words[k - 1] as string)) continue;
    // "the pay rise backpay landed", "pay day": "pay" before what it names is a noun, not the verb.
    if (single === 'expense' && word === 'pay' && PAY_NOUNS.has(words[k + 1] ?? '')) continue;
    // "nhs pay landed", "pay came in": pay that arrived is a noun, the arrival says which way.
    if (single === 'expense' && word === 'pay' && (ARRIVES.has(words[k + 1] ?? '') || ARRIVALS.has(words[k + 1] ?? '') || phraseAt(words, k + 1, CAME_IN) > 0)) continue;
    if (single) {
      // "netflix 12,99 cobrado", "spotify cobrado": a service charged, not money collected.
      const isChargedBy = single === 'income' && CHARGED.has(word) && namesAnySpending([words[k - 1] ?? '', words[k - 2] ?? ''].filter((w) => w && !/^\d/.test(w)).slice(0, 1));
      const isReceivedBill = isChargedBy || (single === 'income' && RECEIVES.has(word) && chargeNear(words, k, 0, 3));
      found.push({ type: isReceivedBill ? 'expense' : single, strength: 3, first: k, last: k, isSale: SALE_WORDS.has(word) });
      continue;
    }
    if (LEND_WORDS.has(word)) {
      found.push({ type: 'expense', strength: 3, first: k, last: k, isLoan: true });
      continue;
    }
    if (WEAK_REFUND.has(word)) {
      found.push({ type: 'income', strength: 1, first: k, last: k, isRefund: true });
      continue;
    }
    // "got 50 from mom" is probably income; "got coffee" is not; a real verb elsewhere decides.
    // ("got the tree from the farm out in wicklow 65 euro": a thing named after "got" was bought there.)
    if (word === 'got' && k < lastFrom && !getsThing(words, k)) {
      found.push({ type: 'income', strength: 1, first: k, last: k });
      continue;
    }
    const soft = WEAK.get(word);
    // ("a capinha da shopee chegou, foi 19,99": a thing bought that arrived is no money that came in.)
    const isThingArrived =
      soft === 'income' &&
      ARRIVALS.has(word) &&
      range(Math.max(0, k - 4), Math.min(words.length - 1, k + 3)).some((j) => {
        const near = words[j] as string;
        return j !== k && namesAnySpending([near]) && !isIncomeWord(near) && !isEarningPlace(near) && !MONEY.has(near) && !TRANSFERS.has(near);
      });
    if (soft && !isThingArrived) {
      const isArrivedBill = soft === 'income' && chargeNear(words, k, 2, 3);
      found.push({ type: isArrivedBill ? 'expense' : soft, strength: 1, first: k, last: k });
    }
  }
  return found;
}

/** What may come with an article after "got" and still be money received: "got a cheque from nan", "got a tip from table 4". */
const MONEY_GOT = new Set(['cheque', 'check', 'transfer', 'payment', 'deposit', 'tip', 'gift', 'present', 'bit', 'little', 'few', 'couple', 'grand', 'tenner', 'fiver', 'score', 'ton', 'quid', 'hundred', 'thousand']);

/** "got the tree from the farm": a thing, with its article, after the "got" at k. */
function getsThing(words: readonly string[], k: number): boolean {
  const thing = words[k + 2];
  return ARTICLES.has(words[k + 1] ?? '') && thing !== undefined && /^\p{L}+$/u.test(thing) && !isIncomeWord(thing) && !MONEY_GOT.has(thing);
}

/**
 * The income/expense cue of a clause's folded words, or undefined. Empty strings (non-words in a
 * token-aligned list) are skipped, and positions refer to the list as given. `hasDate`: the
 * clause names a day (its words blanked), which makes "tips" the day's takings.
 */
export function detectType(words: readonly string[], amountAt = -1, hasDate = false, lang?: Lang): TypeCue | undefined {
  // Plain loops, no closures: this runs on every clause of every message.
  const index: number[] = [];
  const compact: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w) {
      index.push(i);
      compact.push(w);
    }
  }
  // "tenant's paid the rent": "has" run into the payer.
  for (let k = 0; k + 1 < compact.length; k++) {
    const w = compact[k] as string;
    if (w.endsWith("'s") && PAYERS.has(w.slice(0, -2)) && PAYS.has(compact[k + 1] as string)) compact[k] = w.slice(0, -2);
  }
  const joined: boolean[] = [];
  for (let k = 0; k + 1 < index.length; k++) joined.push(index[k + 1] === (index[k] as number) + 1);
  // The word right before the amount ("fiz 280"), with only symbols between ("fiz R$ 280").
  let amountAfter = -1;
  for (let k = 0; k < index.length && amountAt >= 0; k++) if ((index[k] as number) < amountAt) amountAfter = k;
  const found = findCues(compact, joined, amountAfter, hasDate, lang);
  let winner: Found | undefined;
  for (const cue of found) if (!winner || cue.strength > winner.strength) winner = cue;
  if (!winner) return undefined;
  // "sam paid back the 20 quid i lent him": a loan told after money given back is the debt it settles.
  if (winner.isLoan) winner = found.find((cue) => cue.type === 'income' && cue.isGiver && cue.isRefund && cue.last < (winner as Found).first) ?? winner;
  let opposed: Found | undefined;
  let isRefund = false;
  let isSale = false;
  let refundAt = -1;
  for (const cue of found) if (cue.type === winner.type && cue.isRefund && refundAt < 0) refundAt = cue.first;
  const source: number[] = [];
  const filler: number[] = [];
  const names: number[] = [];
  for (const cue of found) {
    for (const k of cue.filler ?? []) filler.push(index[k] as number);
    if (cue.type === winner.type) {
      if (cue.isRefund && cue.strength >= winner.strength) isRefund = true;
      if (cue.isSale) isSale = true;
      for (const k of cue.optional ?? []) source.push(index[k] as number);
      for (const k of cue.names ?? []) names.push(index[k] as number);
      continue;
    }
    // A refund names what it paid back ("the refund of what I paid"): the payment is not a contest.
    if (refundAt >= 0 && cue.first > refundAt) continue;
    if (!opposed || cue.strength > opposed.strength) opposed = cue;
  }
  const isIncome = winner.type === 'income';
  // "pagou-me os 20 que lhe emprestei": the loan is what came back, not money lent now.
  const loan = isIncome && winner.isGiver ? lentBack(found, winner) : undefined;
  if (loan) {
    isRefund = true;
    if (opposed?.first === loan.first) opposed = undefined;
    for (let j = loan.first - 1; j >= 0 && LOAN_CLAUSE.has(compact[j] as string); j--) filler.push(index[j] as number);
    for (let j = loan.first; j < compact.length && (j <= loan.last || LOAN_CLAUSE.has(compact[j] as string)); j++) filler.push(index[j] as number);
  }
  // "etsy payout 256.30", "repasse do mercado livre": a marketplace pays out what the user sold there.
  if (isIncome && !isRefund) for (let k = 0; k < compact.length && !isSale; k++) isSale = isMarketplaceAt(compact, k);
  // "me dieron 300 por mi bici", "a guy paid me 80 for my old amp", "o cara pagou 15 mil no meu gol": the price of the user's thing.
  // (From the user's household, only for a used thing: "dad chipped in 200 for my car" helps pay for it.)
  // ("uncle ray sent": the relation before the name.)
  const isFamily = [0, 1, 2].some((back) => HOUSEHOLD.has(compact[winner.first - back] ?? ''));
  if (isIncome && winner.isGiver && !isRefund) {
    for (let k = winner.last + 1; k < compact.length && !isSale; k++) {
      isSale = (forMyThing(compact, k) || inMyThing(compact, k)) && (!isFamily || USED.has(compact[k + 2] ?? '') || USED.has(compact[k + 3] ?? ''));
    }
  }
  // "the 50 he owed me", "os 50 que me devia", "for her concert ticket": a debt or a share paid back.
  // ("gave me 60 for watching her dog": paid for something done, no share.)
  // ("a dona marta me pagou 300 pela faxina": a service the user gave is something done too.)
  const forDoing = range(winner.last + 1, winner.last + 3).some((j) => FOR_PRICE.has(compact[j] ?? '') && (isDoing(compact[j + 1] ?? '') || isServiceAt(compact, j + 1)));
  const owed = isIncome && !isRefund && !isSale && !winner.isRent && !forDoing ? owedToMe(compact) : undefined;
  for (const j of owed ?? []) filler.push(index[j] as number);
  if (isIncome && !isRefund && !isSale && !winner.isRent && !forDoing && (owed || paysTheirShare(compact, winner.last + 1) || paysShare(compact, winner.last + 1))) isRefund = true;
  // "me transfirieron 25 lucas de vuelta por el asado", "mandou de volta": money sent back.
  if (isIncome && winner.isGiver && !isRefund && range(winner.last + 1, winner.last + 4).some((j) => SENT_BACK.has(`${compact[j] ?? ''} ${compact[j + 1] ?? ''}`))) isRefund = true;
  // "sarah venmoed me 60 for the electric", "la jose me transfirió 12.500 de la pizza": a friend's (or a
  // name's) share of something spent, paid back; from family it stays a gift, from a client pay.
  if (isIncome && winner.isGiver && !isRefund && !isSale && !winner.isRent && !isFamily && !forDoing && fromFriend(compact, winner.first) && spentAfter(compact, winner.last + 1)) {
    isRefund = true;
  }
  return {
    type: winner.type,
    position: index[winner.first] as number,
    end: index[winner.last] as number,
    isWeak: winner.strength === 1,
    strength: winner.strength,
    isRefund: isIncome && isRefund,
    isGiver: winner.isGiver === true,
    isLoan: winner.isLoan === true,
    isRefundGiven: winner.isRefundGiven === true,
    isSale: isIncome && isSale,
    isRent: isIncome && winner.isRent === true,
    source,
    ...(opposed ? { opposed: { type: opposed.type, strength: opposed.strength, position: index[opposed.first] as number } } : {}),
    filler,
    names,
  };
}

export const FRIENDS = givers((words) => words.friends);

/** Reactions that may open a sentence (LanguagePack.descriptions.reactions). */
const REACTIONS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.descriptions.reactions));
/** Who else a sentence may be about, by language (LanguagePack.others). */
const THIRD_PERSON: Readonly<Record<Lang, ReadonlySet<string>>> = mapPacks((pack) => new Set(pack.others.pronouns));
export const MY: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.others.my));
const KIN_BEYOND: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.others.kin));
const OUTSIDERS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.others.outsiders));
/**
 * A sentence's words open on someone else ("he", "my partner", "a minha irmã"); with `household` false, only on a friend or
 * "he"/"she", whose spending the user does not record ("my flatmate", "his mate"; "my boss paid the overtime" is the user's pay).
 */
export function opensOnSomeoneElse(words: readonly string[], lang: Lang, household = true): boolean {
  // (After a reaction: "lol my friend lost $200".)
  const lead = REACTIONS.has(words[0] ?? '') ? 1 : 0;
  const at = lead + (['o', 'a', 'the'].includes(words[lead] ?? '') ? 1 : 0);
  const first = words[at] ?? '';
  // ("my brother's 19 and pays like 20": "'s" run into the person.)
  const who = (words[at + 1] ?? '').replace(/'s$/u, '');
  return THIRD_PERSON[lang].has(first) || (MY.has(first) && (FRIENDS.has(who) || (household && (KIN.has(who) || OUTSIDERS.has(who)))));
}

/** Family, in or beyond the household ("nan", "mi abuela", "my uncle"). */
export const KIN: ReadonlySet<string> = new Set([...HOUSEHOLD, ...KIN_BEYOND]);
/** Those of the household who share the user's purse (LanguagePack.household.partners). */
const PARTNERS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.household.partners));
/** What someone else did with money, right after them (LanguagePack.others.acts). */
const ACTS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.others.acts));
/** Someone's act with money in the first words of a clause ("my buddy paid", "meu amigo pagou"): not a giving to the user. */
/** Someone else paying, anywhere in `words`: "my dad paid", "brunch was on sarah", "invitó el jefe", "o jantar foi pago pela empresa". */
export function saysOthersPaid(words: readonly string[]): boolean {
  // ("the boss finally paid me": paying the user is no treat.)
  const paidSomeone = (w: string, k: number) => (PAYS.has(w) || TREATS.has(w)) && !TO_THE_USER.has(words[k + 1] ?? '') && !/-(?:me|nos)$/u.test(w);
  return words.some((w, k) => paidSomeone(w, k) || (w === 'on' && WAS.has(words[k - 1] ?? '') && k + 1 < words.length));
}
/** Paying for others, said of someone: "invitó el jefe", "el asado lo puso mi viejo", "a empresa bancou". */
const TREATS: ReadonlySet<string> = new Set(['invito', 'invitaron', 'puso', 'pusieron', 'bancou', 'bancaram', 'treated', 'shouted']);
const TO_THE_USER: ReadonlySet<string> = new Set(['me', 'us', 'nos']);

export function saysTheirAct(words: readonly string[]): boolean {
  return words.slice(0, 5).some((w) => ACTS.has(w));
}
const WAS = new Set(['was', 'is', 'were', 'tava', 'estava', 'estaba', 'era']);
const BY_THE_WAY = new Set(['just', 'also', 'finally', 'already', 'then', 'ja', 'tambem', 'ya', 'tambien']);

/**
 * A clause that opens on someone else acting with money, who does not share the user's purse: "he"/"she", "my friend",
 * "my sister paid 45", or a person named bare then what they did ("flatmate sorted the wifi (30)", "sister got the cake",
 * "boss just rocked up in an 80k tesla"). A partner ("my wife paid the electric") is the household.
 */
export function opensOnSomeoneElseActing(words: readonly string[], lang: Lang): boolean {
  if (opensOnSomeoneElse(words, lang, false)) return true;
  const lead = REACTIONS.has(words[0] ?? '') ? 1 : 0;
  const at = lead + (['o', 'a', 'the', 'el', 'la'].includes(words[lead] ?? '') ? 1 : 0);
  const mine = MY.has(words[at] ?? '');
  const whoAt = mine ? at + 1 : at;
  const who = (words[whoAt] ?? '').replace(/'s$/u, '');
  if (PARTNERS.has(who) || !(FRIENDS.has(who) || KIN.has(who) || (!mine && OUTSIDERS.has(who)))) return false;
  if (mine) return true;
  let nextAt = BY_THE_WAY.has(words[whoAt + 1] ?? '') ? whoAt + 2 : whoAt + 1;
  // ("mate was selling his ps5 for 300": what they were doing.)
  if (WAS.has(words[nextAt] ?? '')) nextAt += 1;
  const next = words[nextAt];
  // ("boss paid the overtime 200": a boss or a client paying pays the user.)
  return ACTS.has(next ?? '') && !(OUTSIDERS.has(who) && PAYS.has(next ?? ''));
}

/** Words of the user in a sentence ("me", "i", "eu", "yo"): "my brother paid me back 40" is the user's money. */
export const USER_WORDS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.others.user));
const SENT_BACK = cueWords((cues) => cues.grammar.sentBack);

/** The giver heading a giving at `first` ("sarah sent", "la jose me transfirió"): a friend, or a name that is no payer of work. */
function fromFriend(words: readonly string[], first: number): boolean {
  return [first, first - 1].some((j) => {
    const word = words[j];
    if (word === undefined || word.includes('-') || PAYS.has(word) || GIVE_EN.has(word) || isTransferVerb(word)) return false;
    return FRIENDS.has(word) || (couldBeName(word) && !PAYERS.has(word) && !HOUSEHOLD.has(word) && !PLATFORMS.has(word));
  });
}

/** Something spent named right after the giving ("for the electric", "de la pizza"), and no work or pay. */
function spentAfter(words: readonly string[], from: number): boolean {
  const after = words.slice(from, from + 5).filter((w) => !TRANSFERS.has(w));
  // ("gave me 60 for watching her dog": something done for them, even a word that names spending, is work.)
  const doneFor = (w: string, i: number) => isDoing(w) && (after[i - 1] === 'for' || after[i - 1] === 'por');
  return after.some((w) => namesAnySpending([w])) && !after.some((w, i) => isIncomeWord(w) || isWorkDone(w) || doneFor(w, i) || namesGiftOccasion(w));
}

/** A word of gifts ("graduation", "birthday", "natal"): money for it is a present, not a share paid back. */
function namesGiftOccasion(word: string): boolean {
  return LANGS.some((lang) => matchLexicon([word], lang, 'income')?.entries.some((e) => e.category === 'Gift') === true);
}

/**
 * Other forms of the cue verbs (infinitives, futures, conditionals): they say nothing of their own
 * ("ficou de me devolver"), but must be known, or the corrector makes them the past form that does.
 */
const OTHER_FORMS = cueWords((cues) => cues.acts.otherForms);

/** The words of the cues and what each says, for the spelling corrector (vocabulary.ts). */
export function* typeCueWords(): Generator<readonly [string, string]> {
  // Every word a cue reads must be known exactly, or the corrector turns it into a neighbour
  // ("transfirio" into "transferi", the other way round).
  for (const words of [
    GIVE_EN, GIVE_PT_ES, PAYS, PAYERS, YIELDERS, REFUND_WORDS, WEAK_REFUND, SALE_WORDS, SALE_NOUNS, ARRIVES, TRANSFERS, RECEIVES, MADE,
    LEND_WORDS, OTHER_FORMS, FOUND, INSURERS, TIPS, WORK_UNITS, SPANS, DEPOSITS, SECURITY, INTEREST, DEBTS, HEAD_FEES,
    IMPOSED, COMMISSIONS, TOOK, ARRIVALS, OWN_CHORES, CHARGES, PLACES, TOOK_IN, PLATFORMS, PAYOUTS, RELEASES, OWED, REVERSED, THEIRS, LUCK, HELD,
    I_GAVE, DROVE,
  ]) {
    for (const word of words) yield [word, ''];
  }
  for (const phrases of [RENTS_FROM_ME, CAME_BACK, FOR_RESALE, BODIES, INSIDE]) for (const phrase of phrases) for (const word of phrase.split(' ')) yield [word, ''];
  for (const [word, type] of WORDS) yield [word, `type:${type}`];
  for (const [word, type] of WEAK) yield [word, `weak-type:${type}`];
  for (const phrase of PHRASES.keys()) for (const word of phrase.split(' ')) yield [word, ''];
}
