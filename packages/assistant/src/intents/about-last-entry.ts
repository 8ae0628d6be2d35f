/**
 * Right after a recording, a message made only of words about that entry and one new value: a day
 * ("that gas was yesterday btw", "lo del super fue ayer po", "rent actually went out on the 3rd, can
 * u fix the date", "el alquiler lo pagué el 10, arreglá la fecha") or a category ("can you move spotify
 * to entertainment instead", "shouldnt that be travel? change it pls", "eso va en salud che",
 * "curso de ingles entra como educação ne"). Every other word must name the entry (a word of the
 * message recorded, of its description, or of its category), point at it, ask or tell to change it,
 * or be chat ("btw", "po", "parce", "che", "né"). One word of anything else and the message is read as
 * usual: "lunch was yesterday with tom" after "lunch 12" says more than a day.
 */
import type { CorrectLastIntent, EngineCategory, EngineContext } from '../types';
import { analyzeEarlier, type Analysis } from '../analyze';
import { formatIsoDate } from '../dates/calendar';
import { recentDayOfMonth } from '../dates/date-phrases';
import { findCategoryByAnyName } from '../categories/category-names';
import { findMentionedCategory } from '../categories/resolve-category';
import { fold } from '../text/fold';
import { detectType } from '../transactions/detect-type';
import { contentWords, COPULA_WORDS, negatedSpans, POINTING_BACK, type Span } from './correction';
import { lastRecordedCategory, lastRecordedMessage, lastRecordedDescription } from './last-reply';

/** The entry called by what it is: "essa cobrança foi dia 3", "that charge was on the 4th", "ese pago fue el 5". */
const ENTRY_NOUNS = new Set('cobranca cobro charge payment pagamento pago compra purchase gasto despesa expense transaccion transacao transaction lancamento registro entry movimiento fee bill cuota mensalidade mensualidad recibo'.split(' '));
/** Chat around the message: fillers, tags, thanks, laughter. */
const CHAT = new Set(
  `btw x xx xo po pe parce parcero che pues ne hein viu cara mano bro man dude wey guey boludo lol lmao haha hahaha jaja jajaja kkk kkkk rs tbh
   ok okay oops ups opa eita uy ah oh hmm wait pera peraí perai espera just instead actually really pls please plz pf pfv porfa mejor melhor better si sim yes yeah yep right
   bom buen buenas buenos dia dias tarde tardes noite noches hi hello hey ola hola se te le lhe`.split(/\s+/),
);
/** Asking for the change, and what is changed: "can u fix the date", "arreglá la fecha", "ponle esa fecha". */
const ASKING = new Set(
  `can could would will you u pode poderia podes voce vc puede puedes podrias podria me mi shouldnt should isnt deberia devia deveria tem tiene hay que
   fix change correct update move put switch set log file mark make adjust ajusta ajustar ajuste ajustes
   arregla arreglala arreglalo arreglar corrige corregi corrigelo corregir cambia cambialo cambiala cambiar mueve muevelo mover pon ponle ponlo ponla ponelo
   mete metelo metela metelas metelos mandalo pasalo pasa
   muda mude mudar arruma arrume corrija corrigir troca troque coloca coloque poe bota passa lanca lance
   date fecha data category categoria categor`.split(/\s+/),
);
/** Verbs the entry itself is told with: "went out", "filled up", "me llegó", "caiu", "goes in". */
const ENTRY_VERBS = new Set(
  `is was were be been went out filled up paid pay bought got came in goes go belongs
   fue fueron es son era eran va entra pague pagamos pago llego llegaron cayo entro cobre recibi compre gaste
   foi foram e eh vai fica saiu salio paguei pagamos pagou chegou caiu entrou recebi comprei gastei
   left spent filled topped charged took eche cargue puse meti abasteci enchi coloquei botei tirei saque`.split(/\s+/),
);
/** Where the money went from or to: "rent actually left my acc on the 1st", "saiu do cartão dia 3". */
const ACCOUNT_WORDS = new Set('acc acct account bank card conta cartao banco cuenta tarjeta my mi meu minha'.split(' '));
/** Words before a category that send the entry there: "to entertainment", "be travel", "en salud", "como educação". */
const CATEGORY_CUES = new Set('to into as in under be is its em como pra para na no en a ser es e eh'.split(' '));
const WEEKDAY = /(?<![\p{L}])(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)day|lunes|martes|miercoles|jueves|viernes|sabado|domingo|segunda|terca|quarta|quinta|sexta/u;
/** "pagué el 10", "me llegó el 15", "paid on the 3rd": a day of the month after a verb of the entry. */
const DAY_AFTER_VERB = /(?<![\p{L}\d])(?:pague|paguei|pagou|pago|paid|llego|chegou|caiu|saiu|salio|entrou|entro|cobre|cobrei|recibi|recebi|compre|comprei|went out|came in|foi|fue|was|cobrou|cobro|cobraram|cobraron|charged|debitou|debito|debited|left|came out|went)(?: (?:it|lo|la|los|las|me))?(?: (?:out of |from )?(?:my|the|da minha|do meu|de mi|mi) (?:acc|acct|account|bank|card|conta|cartao|cuenta|tarjeta))? (?:el|on the|the|no dia|dia|o dia) (\d{1,2})(?:st|nd|rd|th|º)?(?![\p{L}\d])/u;

/** The word names the entry just recorded: a word of its message, of its description, or of its category. */
function namesEntry(word: string, own: ReadonlySet<string>, category: EngineCategory | undefined, analysis: Analysis, ctx: EngineContext): boolean {
  if (own.has(word) || POINTING_BACK.has(word) || ENTRY_NOUNS.has(word)) return true;
  return category !== undefined && findMentionedCategory([word], analysis.language, ctx.categories)?.id === category.id;
}

/** The day the message moves the entry to: the day of the month after a verb of paying, else one past day said outside a negation ("on monday not today"). */
function newDay(analysis: Analysis, byVerb: RegExpExecArray | null, negated: readonly Span[]): number | undefined {
  if (byVerb) return recentDayOfMonth(analysis.today, Number(byVerb[1])) ?? undefined;
  const said = analysis.dates.filter((d) => !negated.some((n) => d.start >= n.start && d.start < n.end));
  if (said.length !== 1) return undefined;
  const date = said[0]!;
  // The entry is today's: a weekday that is today's name means the one a week ago ("lo del cine fue el domingo" on a Sunday).
  const day = date.dayNumber === analysis.today && WEEKDAY.test(analysis.folded.slice(date.start, date.end)) ? date.dayNumber - 7 : date.dayNumber;
  return day < analysis.today ? day : undefined;
}

/** A category named by its own name after a word that sends the entry there, other than the one it is filed under. */
function newCategory(analysis: Analysis, ctx: EngineContext, recorded: EngineCategory | undefined): { category: EngineCategory; at: number; length: number } | undefined {
  const found: { category: EngineCategory; at: number; length: number }[] = [];
  analysis.words.forEach((word, i) => {
    if (!CATEGORY_CUES.has(analysis.words[i - 1] ?? '') || !word) return;
    for (let length = 3; length >= 1; length -= 1) {
      const said = analysis.words.slice(i, i + length);
      if (said.length < length || said.some((w) => !w)) continue;
      const category = findCategoryByAnyName(ctx.categories, said.join(' '));
      if (category && category.id !== recorded?.id) {
        found.push({ category, at: i, length });
        return;
      }
    }
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Which way the money went, said against the entry's type: "jess sent ME the 30, its incoming", "não
 * gastei nada, foi reembolso! o dinheiro voltou pra mim", "não comprei, eu VENDI os brigadeiros", "EU
 * dei a mesada pro meu filho, saiu do meu bolso". Besides the type there must be a sign it answers the
 * entry: a "no" or a negation, a word in capitals for stress, or where the money went said outright
 * ("thats my salary day lol" after an uber names something else). The only amount said may be the one recorded.
 */
const CAME_IN = /(?<![\p{L}\d])(?:came in|coming in|comes in|incoming|money in|voltou pra mim|voltou para mim|entrou pra mim|entrou na minha conta|me entro|entro a mi cuenta)(?![\p{L}\d])/u;
const WENT_OUT = /(?<![\p{L}\d])(?:came out of my|went out of my|out of my pocket|saiu do meu bolso|saiu da minha conta|salio de mi bolsillo|salio de mi cuenta)(?![\p{L}\d])/u;
const ANSWERS = /(?<![\p{L}\d])(?:no|not|nao|nope|nah|never|nunca|didn'?t|didnt)(?![\p{L}\d])/u;
function typeAgainstEntry(analysis: Analysis, ctx: EngineContext, recordedAmounts: () => ReadonlySet<string>, recorded: EngineCategory | undefined, negated: readonly Span[]): CorrectLastIntent | undefined {
  if (!recorded || analysis.folded.includes('?')) return undefined;
  // Where the money went, said outright, decides; else the words that say which way it went.
  const direction = CAME_IN.test(analysis.folded) ? 'income' : WENT_OUT.test(analysis.folded) ? 'expense' : undefined;
  const stressed = /(?<![\p{L}])\p{Lu}{2,}(?![\p{L}])/u.test(analysis.text) && analysis.text !== analysis.text.toUpperCase();
  if (!direction && !stressed && !ANSWERS.test(analysis.folded)) return undefined;
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  if (money.some((a) => !recordedAmounts().has(a.amount))) return undefined;
  // What was negated ("not i pay", "não comprei") says which way it did not go.
  const kept = analysis.words.map((word, i) => (negated.some((n) => (analysis.tokens[i]?.start ?? 0) >= n.start && (analysis.tokens[i]?.start ?? 0) < n.end) ? '' : word));
  const cue = direction ? undefined : detectType(kept.filter(Boolean));
  const type = direction ?? (cue && !cue.isWeak ? cue.type : undefined);
  if (!type) return undefined;
  // The same way as recorded, with the recorded amount said again ("jess sent ME the 30, its incoming" after
  // an income of 30): it confirms the entry; it is no second one.
  if (type === recorded.type && !((direction || stressed) && money.length > 0)) return undefined;
  const intent: CorrectLastIntent = { kind: 'correct_last', type };
  // (Only a category the words name: "Other" is no new reading.)
  const where = CAME_IN.exec(analysis.folded) ?? WENT_OUT.exec(analysis.folded);
  const named = contentWords(analysis, 0, where ? [...negated, { start: where.index, end: where.index + where[0].length }] : negated);
  const category = findMentionedCategory(named, analysis.language, ctx.categories, type);
  if (category && category.type === type && category.name !== 'Other') {
    intent.categoryId = category.id;
    intent.categoryName = category.name;
  }
  return intent;
}

/**
 * The entry's new amount, said with a copula and words about the entry only, maybe with a reason after
 * the pause: "electric was a hundred and twelve actually", "foi 50 conto o corte, esqueci da barba".
 * Only its own words name it here: "lunch was 12" after "coffee 3" is another meal of the same category.
 */
function amountAgain(analysis: Analysis, isAboutIt: (word: string) => boolean, negated: readonly Span[]): CorrectLastIntent | undefined {
  const folded = analysis.folded;
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  const amount = money[0];
  if (!amount || folded.includes('?')) return undefined;
  const pause = folded.slice(analysis.tokens[amount.last]?.end ?? 0).search(/[,;]/u);
  const end = pause < 0 ? folded.length : (analysis.tokens[amount.last]?.end ?? 0) + pause;
  if (money.some((a) => a !== amount && (analysis.tokens[a.first]?.start ?? 0) < end) || (pause >= 0 && money.length > 1)) return undefined;
  const said = analysis.words.filter((word, i) => {
    const start = analysis.tokens[i]?.start ?? 0;
    return word && start < end && (i < amount.first || i > amount.last) && !negated.some((n) => start >= n.start && start < n.end);
  });
  if (!said.some((word) => COPULA_WORDS.has(word))) return undefined;
  const named = said.filter((word) => !COPULA_WORDS.has(word));
  const clause = contentWords(analysis, 0, negated, end).filter((word) => named.includes(word));
  if (clause.length === 0 || !clause.every(isAboutIt)) return undefined;
  return { kind: 'correct_last', amount: amount.amount };
}

/** A question mark after anything but a request to change the entry ("pode ajustar?", "can u fix it?"). */
function asksSomethingElse(analysis: Analysis): boolean {
  return [...analysis.folded.matchAll(/\?/gu)].some((mark) => {
    const before = analysis.folded.slice(0, mark.index);
    const start = Math.max(before.lastIndexOf('.'), before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf('!')) + 1;
    const asked = before.slice(start).split(/[^\p{L}\d]+/u).filter(Boolean);
    return asked.length === 0 || !asked.every((word) => ASKING.has(word) || CHAT.has(word) || POINTING_BACK.has(word));
  });
}

export function aboutLastEntry(analysis: Analysis, ctx: EngineContext): CorrectLastIntent | undefined {
  const folded = analysis.folded;
  const recordedText = lastRecordedMessage(ctx.history, analysis.text);
  if (recordedText === undefined) return undefined;
  const filedUnder = lastRecordedCategory(ctx.history, analysis.text);
  const recordedCategory = filedUnder ? findCategoryByAnyName(ctx.categories, filedUnder) : undefined;
  // The message recorded is read again only when a reading below needs its words (this runs after most messages).
  let recordedAnalysis: Analysis | undefined;
  const recorded = () => (recordedAnalysis ??= analyzeEarlier(recordedText, analysis.today, analysis.language));
  let ownWords: Set<string> | undefined;
  const own = () =>
    (ownWords ??= new Set([
      ...recorded().words.filter(Boolean),
      ...fold(lastRecordedDescription(ctx.history, analysis.text) ?? '').split(/[^\p{L}\d]+/u).filter(Boolean),
    ]));
  const negated = negatedSpans(folded);
  const flipped = typeAgainstEntry(analysis, ctx, () => new Set(recorded().amounts.map((a) => a.amount)), recordedCategory, negated);
  if (flipped) return flipped;
  const dayByVerb = DAY_AFTER_VERB.exec(folded);
  // ("esse gasto de 120 na farmácia na verdade foi na quinta": the amount recorded names the entry when a day moves it.)
  const recordedAmounts = new Set(recorded().amounts.map((a) => a.amount));
  const allMoney = analysis.amounts.filter((a) => !a.isSoftQuantity);
  const namesByAmount = allMoney.length > 0 && analysis.dates.length > 0 && allMoney.every((a) => recordedAmounts.has(a.amount));
  const money = namesByAmount ? [] : allMoney;
  if (money.length > 0 && !dayByVerb) return amountAgain(analysis, (word) => CHAT.has(word) || own().has(word) || POINTING_BACK.has(word), negated);
  if (money.length > 1) return undefined;
  const isAboutIt = (word: string) => CHAT.has(word) || ASKING.has(word) || ENTRY_VERBS.has(word) || ACCOUNT_WORDS.has(word) || namesEntry(word, own(), recordedCategory, analysis, ctx);

  const moved = newCategory(analysis, ctx, recordedCategory);
  if (moved) {
    const named = new Set(analysis.words.slice(moved.at, moved.at + moved.length));
    const rest = contentWords(analysis, 0, negated).filter((w) => !named.has(w));
    // ("las llantas son del carro con el que trabajo, mételas en transporte": a clause that moves it, after its reason.)
    const start = analysis.tokens[moved.at]?.start ?? 0;
    const pause = Math.max(folded.lastIndexOf(',', start), folded.lastIndexOf(';', start));
    const clause = pause < 0 ? rest : contentWords(analysis, pause + 1, negated).filter((w) => !named.has(w));
    const movesByVerb = pause >= 0 && clause.length > 0 && clause.every((w) => ASKING.has(w) || POINTING_BACK.has(w) || CHAT.has(w));
    if (analysis.dates.length === 0 && (rest.every(isAboutIt) || movesByVerb)) {
      return { kind: 'correct_last', categoryId: moved.category.id, categoryName: moved.category.name, type: moved.category.type };
    }
    return undefined;
  }
  // ("paguei dia 3?" asks; "… foi na quinta, não hoje. pode ajustar?" asks for the change.)
  const day = asksSomethingElse(analysis) ? undefined : newDay(analysis, dayByVerb, negated);
  if (day === undefined || !contentWords(analysis, 0, negated).every(isAboutIt)) return undefined;
  return { kind: 'correct_last', date: formatIsoDate(day) };
}
