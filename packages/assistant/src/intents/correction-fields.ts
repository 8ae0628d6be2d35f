/**
 * Corrections of the entry just recorded that give it a new description or a new currency: "call it dan's stag drinks
 * instead", "põe só pastelaria na descrição", "cámbiale la descripción a almuerzo en la oficina"; "eram libras, não euros",
 * "eran dólares no pesos, estaba en san diego", "it was in pounds". Read only right after a reply that recorded something,
 * and never when the message says an amount (then it corrects the amount, or records something new) or asks.
 */
import type { Analysis } from '../analyze';
import type { CorrectLastIntent, EngineContext } from '../types';
import { currencyFromWord } from '../amounts/currency-lexicon';
import { STOPWORDS } from '../text/stopwords';
import { fold } from '../text/fold';
import { capitalise } from '../transactions/describe';
import { hasJustRecorded } from './last-reply';
import { commandWords, startsWith } from './word-pattern';

const DESCRIBE_AS = startsWith(commandWords('describeAs'));
const DESCRIBE_AS_AFTER = new RegExp(`\\s+(?:${commandWords('describeAsAfter')})[\\s.!]*$`, 'u');
const WRITE_VERB = startsWith(commandWords('writeVerb'));
const WAS_IN_CURRENCY = startsWith(commandWords('wasInCurrency'));
/** What may trail a new description: "instead", "instead of store", "please", a full stop. */
const TRAILING =
  /(?:[\s,]*(?:instead(?: of [^,.!]+)?|rather than [^,.!]+|en vez de [^,.!]+|em vez de [^,.!]+|no lugar de [^,.!]+|pls|please|plz|por favor|porfa|pf|thanks|thx|gracias|obrigad[oa]|valeu)(?![\p{L}]))+[\s.!]*$|[\s.!]+$/u;
/** Quotes around the new description: "call it 'dan's stag'". */
const QUOTES = /^["'“‘«]+|["'”’»]+$/gu;
const MAX_DESCRIPTION_WORDS = 6;
/** Words beside the currency in a currency fix ("estaba en san diego"): a reason, not another field. */
const MAX_OTHER_WORDS = 4;
const NEGATIONS = new Set(['not', 'no', 'nao', 'nem', 'ni', 'sin']);
const ISO_CODE = /^[A-Z]{3}$/u;

/** The new description of the entry just recorded, in the user's own spelling, if the message gives one. */
function newDescription(analysis: Analysis): string | undefined {
  const { folded, text } = analysis;
  const after = DESCRIBE_AS_AFTER.exec(folded);
  const lead = DESCRIBE_AS.exec(folded) ?? (after ? WRITE_VERB.exec(folded.slice(0, after.index)) : null);
  if (!lead) return undefined;
  // Folded and original text share positions, so the description keeps the user's spelling.
  const said = text.slice(lead[0].length, after ? after.index : undefined);
  const trailing = TRAILING.exec(fold(said));
  const cleaned = said.slice(0, trailing ? trailing.index : said.length).trim().replace(QUOTES, '').trim();
  const count = cleaned.split(/\s+/u).filter(Boolean).length;
  return count > 0 && count <= MAX_DESCRIPTION_WORDS ? capitalise(cleaned) : undefined;
}

/** The one currency the message says the entry was in, any other denied, other than the user's own: "eram libras, não euros". */
function newCurrency(analysis: Analysis, ctx: EngineContext): string | undefined {
  if (!WAS_IN_CURRENCY.test(analysis.folded)) return undefined;
  const named = new Set<string>();
  let others = 0;
  for (const [i, token] of analysis.tokens.entries()) {
    if (token.kind !== 'word') continue;
    const ref = currencyFromWord(token.norm, token.raw);
    const denied = NEGATIONS.has(analysis.tokens[i - 1]?.norm ?? '');
    // (A currency's own name, not a word for the money of several: "libras", "dólares", not "lana", "pesos", "quid".)
    if (ref && !denied && ISO_CODE.test(ref)) named.add(ref);
    else if (!ref && !NEGATIONS.has(token.norm) && !STOPWORDS.has(token.norm)) others += 1;
  }
  // ("es lana que me pagaron": the user's own money named by its slang changes nothing.)
  const [currency] = named;
  return named.size === 1 && currency !== ctx.preferredCurrency && others <= MAX_OTHER_WORDS ? currency : undefined;
}

export function detectFieldCorrection(analysis: Analysis, ctx: EngineContext): CorrectLastIntent | undefined {
  if (analysis.amounts.length > 0 || analysis.folded.includes('?') || !hasJustRecorded(ctx.history, analysis.text)) return undefined;
  const description = newDescription(analysis);
  if (description) return { kind: 'correct_last', description };
  const currency = newCurrency(analysis, ctx);
  return currency ? { kind: 'correct_last', currency } : undefined;
}
