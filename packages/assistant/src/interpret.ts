/**
 * The engine's entry point: text and context in, one intent out. Deterministic, pure and fast;
 * it never throws (anything unexpected becomes "unknown").
 *
 * Order matters: explicit commands (categories, undo, budgets, corrections) are recognised before
 * questions, questions before small talk, and only then is the message read as transactions.
 */
import type { EngineContext, Intent, Interpretation, Lang, RecurringDraft, TransactionDraft } from './types';
import { analyze, analyzeEarlier, cleanInput, type Analysis } from './analyze';
import { todayIn } from './dates/calendar';
import { detectLanguage } from './language/detect-language';
import { tokenize } from './text/tokenize';
import { detectBudgetCommand } from './intents/budget-commands';
import { detectCategoryCommand } from './intents/category-commands';
import { aboutLastEntry } from './intents/about-last-entry';
import { detectCorrection } from './intents/correction';
import { detectFieldCorrection } from './intents/correction-fields';
import { buildQuery, isQuery } from './intents/query';
import { isLastPeriodCompared, isNotATransaction } from './intents/not-a-transaction';
import { hasOnlyNonMoneyNumbers, moneyMentions } from './intents/non-money-numbers';
import { confirmsRecorded, detectSmallTalk } from './intents/small-talk';
import { detectUndo, isUndo } from './intents/undo';
import { detectRecurringQuery, findRepetition, firstOccurrence, isoDay, withoutRepetition } from './intents/recurring';
import { parseIsoDate } from './dates/calendar';
import { readClauses, toDraft, type ClauseReading } from './transactions/build-transactions';
import { CONTRASTS } from './transactions/split-clauses';
import { findPendingClarification } from './transactions/follow-up';
import { looksLikeTransaction } from './transactions/looks-like-transaction';
import { nameEmojiItems } from './text/emoji-items';
import { isSentenceEnd, sentenceNumbers, textOfSentence } from './text/sentences';
import { range } from './range';
import { QUESTION } from './intents/query-words';
import { fold } from './text/fold';

/** The confidence of a recording with a DraftReview on it. */
export const UNSURE_CONFIDENCE = 0.6;

function result(language: Lang, intent: Intent, confidence: number): Interpretation {
  return { language, intent, confidence: Math.round(confidence * 100) / 100 };
}

/** The conversation's language, from the last user message that is clearly in one. */
function conversationLanguage(ctx: EngineContext): Lang {
  for (let i = ctx.history.length - 1; i >= 0; i--) {
    const entry = ctx.history[i];
    if (!entry || entry.role !== 'user') continue;
    const text = cleanInput(entry.content);
    const guess = detectLanguage(text, tokenize(text), ctx.preferredLanguage);
    if (guess.isConfident) return guess.language;
  }
  return ctx.preferredLanguage;
}

function partialDraft(reading: ClauseReading, ctx: EngineContext): Partial<TransactionDraft> {
  const draft: Partial<TransactionDraft> = { type: reading.type, date: reading.date, tags: reading.tags, rawInput: reading.rawInput };
  if (reading.hasDescription) draft.description = reading.description;
  if (reading.category) {
    draft.categoryId = reading.category.id;
    draft.categoryName = reading.category.name;
  }
  const full = toDraft(reading, ctx);
  if (full) {
    draft.amount = full.amount;
    draft.currency = full.currency;
  }
  return draft;
}

/** Reads the message as transactions: a record, a request for what is missing, or nothing. */
function readTransactions(analysis: Analysis, ctx: EngineContext, followUpUsed: boolean): Interpretation | undefined {
  const lang = analysis.language;
  const readings = readClauses(analysis, ctx);
  const drafts = readings.map((r) => toDraft(r, ctx));
  const first = readings[0];
  if (!first) return undefined;

  // A date that cannot be recorded (31/02, year 0000 or 9999) is asked about, never guessed.
  const isComplete = drafts.every((d) => d !== undefined);
  if (analysis.invalidDates.length > 0 && (followUpUsed || isComplete || looksLikeTransaction(analysis, first))) {
    return result(lang, { kind: 'clarify_transaction', missing: ['date'], draft: partialDraft(first, ctx) }, 0.6);
  }
  if (drafts.some((d) => d === undefined)) {
    if (!followUpUsed && !looksLikeTransaction(analysis, first)) return undefined;
    return result(lang, { kind: 'clarify_transaction', missing: ['amount'], draft: partialDraft(first, ctx) }, 0.6);
  }
  const complete = drafts as TransactionDraft[];
  // A bare amount ("50", "200 reais") says nothing about what it was: ask.
  if (readings.length === 1 && !first.hasDescription && !first.isTypeStated && first.categorySource === 'fallback') {
    return result(lang, { kind: 'clarify_transaction', missing: ['description'], draft: partialDraft(first, ctx) }, 0.5);
  }
  const confident = readings.every((r) => r.categorySource !== 'fallback');
  // A draft with a review (income or expense? which category?) is a reading the engine is unsure of.
  const isUnsure = complete.some((t) => t.review !== undefined);
  const confidence = (isUnsure ? UNSURE_CONFIDENCE : confident ? 0.92 : 0.8) - (readings.length > 1 ? 0.05 : 0);
  return result(lang, { kind: 'record_transactions', transactions: complete, followUpUsed }, confidence);
}

/**
 * A bill or income that repeats ("rent 1200 every month on the 1st", "aluguel 1.800 todo dia 5"):
 * the message without its repetition is read exactly as a transaction is, and the repetition added.
 * Without an amount it asks for one (the answer completes the rule: see readFollowUp).
 */
function readRecurring(analysis: Analysis, ctx: EngineContext, followUpUsed: boolean): Interpretation | undefined {
  const repetition = findRepetition(analysis);
  if (!repetition) return undefined;
  const rest = withoutRepetition(analysis.text, repetition);
  if (!/[\p{L}\p{N}]/u.test(rest)) return undefined;
  const restAnalysis = reanalyze(analysis, rest);
  const lang = analysis.language;
  // "my neighbor pays 1200 rent every month": someone else's money, or nothing that happens.
  if (isNotATransaction(restAnalysis, ctx)) return result(lang, { kind: 'unknown' }, 0.3);
  const read = readTransactions(restAnalysis, ctx, followUpUsed);
  if (!read) {
    // "cobro mi sueldo el 30 de cada mes": a rule said outright, of something paid or earned, asks its amount.
    const [reading] = readClauses(restAnalysis, ctx);
    if (!repetition.isExplicit || !reading || (!reading.isTypeStated && reading.categorySource === 'fallback')) return undefined;
    return result(lang, { kind: 'clarify_transaction', missing: ['amount'], draft: { ...partialDraft(reading, ctx), rawInput: analysis.text } }, 0.6);
  }
  if (read.intent.kind === 'clarify_transaction') {
    return { ...read, intent: { ...read.intent, draft: { ...read.intent.draft, rawInput: analysis.text } } };
  }
  if (read.intent.kind !== 'record_transactions' || read.intent.transactions.length !== 1) return undefined;
  const [t] = read.intent.transactions as [TransactionDraft];
  const anchor = restAnalysis.dates.length > 0 ? (parseIsoDate(t.date) ?? undefined) : undefined;
  const first = firstOccurrence(analysis.today, repetition, anchor);
  const draft: RecurringDraft = {
    type: t.type,
    amount: t.amount,
    currency: t.currency,
    categoryId: t.categoryId,
    categoryName: t.categoryName,
    description: t.description,
    frequency: repetition.frequency,
    startDate: isoDay(first.start),
    rawInput: analysis.text,
  };
  if (first.dayOfMonth !== undefined) draft.dayOfMonth = first.dayOfMonth;
  return result(lang, { kind: 'set_recurring', draft }, Math.min(read.confidence, 0.9));
}

/** Messages that are commands or questions never complete a pending transaction. */
function isCommand(analysis: Analysis, ctx: EngineContext): boolean {
  return (
    detectCategoryCommand(analysis, ctx.categories) !== undefined ||
    isUndo(analysis, ctx) ||
    detectBudgetCommand(analysis, ctx) !== undefined ||
    detectRecurringQuery(analysis) !== undefined ||
    isQuery(analysis) ||
    detectSmallTalk(analysis) !== undefined
  );
}

/** The message completes the transaction the assistant asked about (see follow-up.ts). */
function readFollowUp(analysis: Analysis, ctx: EngineContext, fallback: Lang): Interpretation | undefined {
  const pending = findPendingClarification(ctx.history, analysis.text);
  if (!pending || isCommand(analysis, ctx)) return undefined;
  const original = analyzeEarlier(cleanInput(pending.original), analysis.today, fallback);
  const hasMoney = analysis.amounts.some((a) => !a.isSoftQuantity);
  const originalHasMoney = original.amounts.some((a) => !a.isSoftQuantity);
  if (!hasMoney && !originalHasMoney) return undefined;

  if (hasMoney) {
    // A full transaction of its own ("30 no cinema") stands alone, but keeps the first message's date.
    const own = readClauses(analysis, ctx);
    if (own.length === 1 && own[0]?.hasDescription && analysis.words.filter(Boolean).length > 2) {
      const rule = readRecurring(analysis, ctx, true);
      if (rule) return rule;
      const alone = readTransactions(analysis, ctx, true);
      if (alone?.intent.kind === 'record_transactions' && analysis.dates.length === 0 && original.dates[0]) {
        const originalDate = readClauses(original, ctx)[0]?.date;
        if (originalDate) alone.intent.transactions = alone.intent.transactions.map((t) => ({ ...t, date: originalDate }));
      }
      return alone;
    }
  }
  // Otherwise the two messages are one: "Fui ao cinema ontem" + "foi 30".
  const combinedText = hasMoney ? `${original.text} ${analysis.text}` : `${analysis.text} ${original.text}`;
  const combined = analyze(cleanInput(combinedText), analysis.today, analysis.language);
  const merged: Analysis = { ...combined, language: analysis.isLanguageConfident ? analysis.language : original.language };
  // "cobro mi sueldo el 30 de cada mes" + "2500": the rule, now with its amount.
  const rule = readRecurring(merged, ctx, true);
  if (rule?.intent.kind === 'set_recurring') return { ...rule, confidence: 0.85 };
  const read = readTransactions(merged, ctx, true);
  if (!read || read.intent.kind !== 'record_transactions') return read;
  return { ...read, confidence: read.intent.transactions.some((t) => t.review) ? UNSURE_CONFIDENCE : 0.85 };
}

/** A question's word opening the sentence (after a filler: "ngl", "ok so"), or a wish to know. */
const ASKS = new RegExp(
  `^(?:(?:ok|okay|so|ngl|hey|lol|tbh|oi|ola|hola|bro|mano|che|wey|pues|entao)\\s+)*(?:${QUESTION.source})|(?:need|want) to know|quiero saber|quero saber|necesito saber|preciso saber`,
  QUESTION.flags.replace('g', ''),
);

/**
 * "how many times did i eat out this month lol be honest. my girlfriend reckons its like 15 but i think 8", "am i still
 * within my overall budget this month lol, my husband wants a grill for 300": a question first, with no money in it, and
 * talk with numbers after it. The question, read alone, is the message.
 */
function leadingQuestion(analysis: Analysis, ctx: EngineContext): Interpretation | undefined {
  const tokens = analysis.tokens;
  if (analysis.amounts.length === 0) return undefined;
  const cut = tokens.findIndex((t, k) => isSentenceEnd(t, tokens[k + 1]) || t.norm === ',');
  // ("vc acha que paguei caro? 300 no tênis": money opening the rest is the question's own.)
  if (cut < 2 || analysis.amounts.some((a) => a.first < cut || a.first === cut + 1)) return undefined;
  const leadText = analysis.text.slice(0, tokens[cut]!.start);
  // (Asked as a question, opening on its word: "got my check, 1876.40 after taxes" asks nothing.)
  if (!ASKS.test(fold(leadText)) && !tokens[cut]!.norm.includes('?')) return undefined;
  const lead = analyze(leadText, analysis.today, analysis.language);
  const lang = analysis.language;
  const budget = detectBudgetCommand(lead, ctx);
  if (budget?.kind === 'budget_status') return result(lang, budget, 0.85);
  return isQuery(lead) ? result(lang, buildQuery(lead, ctx), 0.85) : undefined;
}

function interpretSafely(text: string, ctx: EngineContext): Interpretation {
  const fallback = conversationLanguage(ctx);
  const input = cleanInput(typeof text === 'string' ? text : '');
  // Nothing to read: no letters and no digits (punctuation, emoji).
  if (!/[\p{L}\p{N}]/u.test(input)) return result(fallback, { kind: 'unknown' }, 0);
  // "⛽ 45", "🍕 18": an emoji naming the item reads as its word.
  const cleaned = nameEmojiItems(input, fallback);
  const today = todayIn(ctx.now, ctx.timezone);
  const analysis = analyze(cleaned, today, fallback);
  const lang = analysis.language;

  const followUp = readFollowUp(analysis, ctx, fallback);
  if (followUp) return followUp;
  const asked = leadingQuestion(analysis, ctx);
  if (asked) return asked;

  if (confirmsRecorded(analysis, ctx)) return result(lang, { kind: 'thanks' }, 0.9);
  // ("rename it to walgreens" right after a recording renames the entry, not a category.)
  const fieldFix = detectFieldCorrection(analysis, ctx);
  if (fieldFix) return result(lang, fieldFix, 0.85);
  const categoryCommand = detectCategoryCommand(analysis, ctx.categories);
  if (categoryCommand) return result(lang, categoryCommand, 0.9);
  const undo = detectUndo(analysis, ctx);
  if (undo) return result(lang, undo, 0.9);
  const budget = detectBudgetCommand(analysis, ctx);
  if (budget) return result(lang, budget, 0.85);
  const correction = detectCorrection(analysis, ctx) ?? aboutLastEntry(analysis, ctx);
  if (correction) return result(lang, correction, 0.85);
  const bills = detectRecurringQuery(analysis);
  if (bills) return result(lang, bills, 0.85);
  if (isQuery(analysis)) return result(lang, buildQuery(analysis, ctx), 0.85);
  const smallTalk = detectSmallTalk(analysis);
  if (smallTalk) return result(lang, { kind: smallTalk }, 0.95);

  const rule = readRecurring(analysis, ctx, false);
  if (rule) return rule;

  if (isNotATransaction(analysis, ctx)) {
    const told = withoutAsideSentences(analysis, ctx);
    return (told && readTransactions(told, ctx, false)) ?? result(lang, { kind: 'unknown' }, 0.3);
  }
  const read = readTransactions(analysis, ctx, false);
  // (A story has a few things in it; a long list is read as it is, and each of its clauses is not read twice.)
  if (read?.intent.kind === 'record_transactions' && read.intent.transactions.length > 1 && read.intent.transactions.length <= MOST_IN_A_STORY) {
    const kept = withoutAsideClauses(analysis, ctx);
    const keptRead = kept && readTransactions(kept, ctx, false);
    // (Only items taken away: what is left must read as it did, "tutored two kids, 40/hr. then dropped 62 on a textbook".)
    const before = read.intent.transactions;
    const isSubset = (t: TransactionDraft) => before.some((b) => b.type === t.type && b.amount === t.amount && b.currency === t.currency);
    if (keptRead?.intent.kind === 'record_transactions' && keptRead.intent.transactions.every(isSubset)) return keptRead;
  }
  return read ?? result(lang, { kind: 'unknown' }, 0.2);
}

/** Part of a message read on its own, in the message's language. */
function reanalyze(analysis: Analysis, text: string): Analysis {
  return { ...analyze(text, analysis.today, analysis.language), language: analysis.language };
}

/** The most items a message read for asides may have (see withoutAsideClauses). */
const MOST_IN_A_STORY = 6;

/** Where a clause of a story ends, for the aside rule: a sentence's end, a comma, a semicolon, an emoji, a new line or a contrast. */
function isClauseBreak(tokens: Analysis['tokens'], k: number): boolean {
  const token = tokens[k]!;
  return (
    isSentenceEnd(token, tokens[k + 1]) ||
    token.kind === 'nl' ||
    (token.kind === 'sym' && /^[,;]$|\p{Extended_Pictographic}/u.test(token.norm)) ||
    (token.kind === 'word' && CONTRASTS.has(token.norm))
  );
}

/**
 * A clause opening on what the thing before it cost: "bought running shoes at dicks, they were $129.99 plus tax so 139.10
 * total", "comprei dois, deram 80", "unas botas, fueron 60". Never an aside, unless of a period gone by ("it was 98 last month").
 */
const PRICE_OF_IT =
  /^(?:(?:and|so|e|y) )?(?:(?:they|it|that|those|these) (?:were|was|are|is|came to|cost)|its|it's|eram|foram|era|foi|deram|deu|saiu|sairam|custou|custaram|eran|fueron|fue|salio|salieron|costo|costaron)(?![\p{L}\d])/u;

/** The fewest words a clause cut as an aside has. */
const SHORTEST_ASIDE = 4;

/**
 * "grabbed a meal deal at tesco for 3.85, was gonna get sushi but itsu wanted 11 quid. sarah still owes me a tenner":
 * a story of what the user paid with clauses of money that record nothing (a price seen, a debt owed, a plan). Each
 * clause with money after the first is judged alone; those that record nothing are cut out, and the rest is read again.
 * Undefined when no clause is cut.
 */
function withoutAsideClauses(analysis: Analysis, ctx: EngineContext): Analysis | undefined {
  const tokens = analysis.tokens;
  const analyzeText = (text: string) => reanalyze(analysis, text);
  const hasMoney = (a: Analysis) => a.amounts.some((m) => !m.isSoftQuantity);
  // (The money of the whole message: "2 horas de fila", "para los 6 que ayudamos" are no money in it, whatever they are alone.)
  const money = moneyMentions(analysis).amounts.filter((m) => !m.isSoftQuantity);
  const pieces: { first: number; last: number }[] = [];
  let first = -1;
  for (let k = 0; k <= tokens.length; k++) {
    if (k === tokens.length || isClauseBreak(tokens, k)) {
      if (first >= 0) pieces.push({ first, last: k - 1 });
      first = -1;
    } else if (first < 0) first = k;
  }
  const withMoney = pieces.filter((piece) => money.some((m) => m.first >= piece.first && m.first <= piece.last));
  const isAside = (piece: { first: number; last: number }): boolean => {
    // (A short item and its money is an item of the list, "parking 5 an hour", "15 mil vuelta".)
    if (range(piece.first, piece.last).filter((k) => tokens[k]!.kind === 'word').length < SHORTEST_ASIDE) return false;
    // ("then spotify took 9.99 which eats half of it, my gf thinks i should cancel it": with all its money before "which",
    // the clause is judged up to it; "put it toward the card which is sitting at 3,200" as a whole.)
    const which = range(piece.first, piece.last).find((k) => tokens[k]!.norm === 'which');
    const end = which !== undefined && which > piece.first && !money.some((m) => m.first > which && m.first <= piece.last) ? which - 1 : piece.last;
    const alone = analyzeText(analysis.text.slice(tokens[piece.first]!.start, tokens[end]!.end));
    if ((PRICE_OF_IT.test(alone.folded) && !isLastPeriodCompared(alone)) || !hasMoney(alone) || hasOnlyNonMoneyNumbers(alone)) return false;
    // (Read as a record, a clause that says its paying keeps it.)
    return !readClauses(alone, ctx).some((r) => r.hasStrongTypeCue) && isNotATransaction(alone, ctx);
  };
  // (The first clause with money is what the story is about: asides come after it.)
  const asides = withMoney.slice(1).filter(isAside);
  if (asides.length === 0) return undefined;
  let text = analysis.text;
  for (const piece of asides.reverse()) text = text.slice(0, tokens[piece.first]!.start) + text.slice(tokens[piece.last]!.end);
  const rest = analyzeText(text);
  return hasMoney(rest) && !isNotATransaction(rest, ctx) ? rest : undefined;
}

/**
 * A long story of what was paid, with a sentence of its own money that records nothing ("… go karting €35 and a kebab at
 * 3am €9.50. dave says i owe him 20 for a taxi but he can wait"): the other sentences, read without it. Only for three
 * amounts or more, with two of them left, so a price and a plan for it ("coat 89. might get it next week for 70") stay plans.
 */
function withoutAsideSentences(analysis: Analysis, ctx: EngineContext): Analysis | undefined {
  const moneyOf = (a: Analysis) => a.amounts.filter((m) => !m.isSoftQuantity).length;
  const sentenceOf = sentenceNumbers(analysis.tokens);
  const count = (sentenceOf.at(-1) ?? 0) + 1;
  if (count < 2 || moneyOf(analysis) < 3) return undefined;
  const analyzeText = (text: string) => reanalyze(analysis, text);
  const kept = range(0, count - 1)
    .map((n) => textOfSentence(analysis.tokens, sentenceOf, n, analysis.text))
    .filter((text) => {
      const sentence = analyzeText(text);
      return moneyOf(sentence) === 0 || !isNotATransaction(sentence, ctx);
    });
  if (kept.length === count || kept.length === 0) return undefined;
  const rest = analyzeText(kept.join(' '));
  // (Prices, with a currency or cents: "2 bed, 74 sq m, 3rd floor" are no story of spending.)
  const priced = rest.amounts.filter((a) => !a.isSoftQuantity && (a.currency !== null || a.hasDecimals || a.hasMultiplier)).length;
  return priced >= 2 && !isNotATransaction(rest, ctx) ? rest : undefined;
}

export function interpret(text: string, ctx: EngineContext): Interpretation {
  try {
    return interpretSafely(text, ctx);
  } catch {
    return result(ctx.preferredLanguage, { kind: 'unknown' }, 0);
  }
}
