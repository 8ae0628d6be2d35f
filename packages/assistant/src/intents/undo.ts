/**
 * "undo", "desfazer", "deshacer", "scratch that": revert the last change. "delete the last one",
 * "apaga a última", "borra el último", "delete the netflix one", "apaga o do netflix", "borra el de
 * netflix": delete a transaction, the named one or else the last one recorded.
 */
import type { EngineContext, Intent, TargetHints } from '../types';
import type { Analysis } from '../analyze';
import { hasJustRecorded } from './last-reply';
import { hintsIn } from './target-hints';
import { commandWords, startsWith, words } from './word-pattern';
import { matchLexicon } from '../categories/lexicon';
import { PACKS } from '../language/packs/packs';

const UNDO = startsWith(commandWords('undo'));
const DELETE_VERB = commandWords('deleteVerb');

/** A verb with its object pronoun attached: "bórrame", "apaga-o", "elimínalo", "bórramelo". */
const CLITIC = '(?:-?(?:me|melo|mela|lo|la|los|las|o|a))?';
const DELETE_THEN_THING = startsWith(`(?:${DELETE_VERB})${CLITIC}`);
/** Deleting these is not deleting a transaction: categories, budgets, the account, everything. */
const NOT_A_TRANSACTION = words(commandWords('notATransaction'));

/** The whole message is a deletion verb ("apaga", "delete!"): the last transaction is meant. */
/** Openings before a deletion that say nothing more: "oops, delete", "ok apaga". */
const OPENERS = 'oops|ops|opa|ups|uy|sorry|ok|okay';
// ("del", "dlt": short for delete only as the whole message; "del super 500" is Spanish "of the".)
const ONLY_DELETE = new RegExp(`^\\s*(?:(?:${OPENERS})[,!.]?\\s+)?(?:(?:${DELETE_VERB})${CLITIC}|del|dlt)\\s*[!.]*\\s*$`, 'u');

/**
 * A deletion verb and only the entry's pointer after it, maybe after a "no" or a "wait", maybe with
 * its reason: "delete it", "nah remove that", "apaga isso", "bórralo que ya lo puse".
 */
const POINTERS = '(?:(?:esse|essa|este|esta|ese|esa|this|that) (?:ultim[oa]|last one)|(?:o ultimo|a ultima|el ultimo|la ultima|the last|my last) (?:lancamento|registro|gasto|movimiento|entry|transaction|expense)|it|that|this|that one|this one|the last one|the last entry|(?:that|this|the) (?:entry|transaction|expense|payment)|(?:esse|essa|este|esta|o|a) (?:lancamento|registro|entrada|gasto)|(?:ese|esa|este|esta|el|la) (?:registro|movimiento|entrada|gasto)|isso|isto|esse|essa|este|esta|o ultimo|a ultima|eso|esto|ese|esa|el ultimo|la ultima|lo|la)';
/** Politeness after the request: "apaga isso pf", "bórralo porfa". */
const PLEASE = 'pls|please|por favor|plz|pf|pfv|porfa|porfis|xfa|plis';
/** The message ends deleting the entry, after its reason: "oops i typed it twice remove the last one". */
const ENDS_DELETING = new RegExp(`(?:^|\\s)(?:${DELETE_VERB})${CLITIC}\\s+${POINTERS}(?:\\s+(?:${PLEASE}))?\\s*[!.]*\\s*$`, 'u');
/** Asking politely for it: "could you delete the last one?", "poderia excluir o último lançamento?", "¿me puede eliminar el último registro?". */
const POLITE_ASK = '(?:can|could|would) (?:you|u)|pode|poderia|podes|(?:voce|vc) pode|(?:me )?(?:puede|puedes|podes|podrias|podria)';
const ASKS_TO_DELETE = new RegExp(`(?:^|[,;.!?]\\s*)[¿¡]?(?:${POLITE_ASK})\\s+(?:please\\s+|pls\\s+|por favor\\s+)?(?:${DELETE_VERB})`, 'u');
/** Owning the mistake before deleting it: "nah me equivoque sacalo", "errei apaga", "my bad delete it". */
const MY_MISTAKE = 'me equivoque|me confundi|errei|enganei-me|me enganei|my bad|my mistake|mistake';
/** Calling the assistant a mate ("borralo wey", "apaga isso mano"). */
const BUDDIES = 'wey|guey|bro|mano|cara|mate|man|tio|boludo|parce|che|amigo';
/** The entry was put in twice: "lo puse doble", "i logged it twice", "lancei duas vezes". */
const TWICE = 'lo puse|lo anote|lo meti|i put it|i logged it|i added it|coloquei|lancei|anotei|botei|(?:ta|esta|is|its|it.s) (?:duplicad[oa]|repetid[oa]|doble|duplicate|there twice)';
const DELETES_IT = new RegExp(
  `^(?:(?:${OPENERS}|${MY_MISTAKE}|no|nah|nope|nao|nel|wait|pls|please|ya|ja|${POLITE_ASK})\\s+)*(?:${DELETE_VERB})${CLITIC}(?:\\s+${POINTERS})?(?:\\s+(?:${PLEASE}))?(?:\\s+(?:${BUDDIES}))?(?:\\s+(?:que|q|porque|pq|because|cause|since|already|ya|ja|${TWICE})(?![\\p{L}\\d]).*)?\\s*$`,
  'u',
);

/**
 * A deletion of the entry named by a pointer, then why in words of its own: "no delete that hes taking it back",
 * "borra eso me lo devolvieron". (What is deleted must not be a category, a budget or the account.)
 */
const DELETES_IT_THEN_WHY = new RegExp(
  `^(?:(?:${OPENERS}|no|nah|nope|nao|nel|wait|pls|please|ya|ja)\\s+)*(?:${DELETE_VERB})${CLITIC}\\s+(?:that|this|it|isso|isto|eso|esto)\\s+(?!one\\b|entry\\b)\\p{L}.*$`,
  'u',
);

/**
 * Right after a recording, saying it did not happen or to forget it: "never happened", "didn't
 * happen, take it off", "não rolou", "esquece isso", "olvídalo". Elsewhere these are only remarks
 * (not-a-transaction.ts): with nothing just recorded there is nothing to take back.
 */
const DID_NOT_HAPPEN = words(commandWords('didNotHappen'));

/** Undo or a deletion of a transaction, or nothing. */
export function detectUndo(analysis: Analysis, ctx: EngineContext): Intent | undefined {
  const folded = analysis.folded;
  if (UNDO.test(folded)) return { kind: 'undo_last' };
  const hasMoney = analysis.amounts.some((a) => !a.isSoftQuantity);
  if (!hasMoney && !folded.includes('?') && DID_NOT_HAPPEN.test(folded) && hasJustRecorded(ctx.history, analysis.text)) return { kind: 'delete_transaction' };
  if (ONLY_DELETE.test(folded)) return { kind: 'delete_transaction' };
  // Right after a recording, a clause that is only a deletion of it: "wait thats yesterdays, delete it",
  // "nah remove that, already logged it earlier", "no, bórralo que ya lo puse".
  // (An emoji after it says how the user feels: "errei, cancela 🙈".)
  const deletes = (said: string) => {
    const clause = said.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+/gu, ' ').trim();
    return DELETES_IT.test(clause) || (!clause.includes('?') && (ENDS_DELETING.test(clause) || (DELETES_IT_THEN_WHY.test(clause) && !NOT_A_TRANSACTION.test(clause))));
  };
  // (A question mark after a polite request to delete it is still the request.)
  if (!hasMoney && (!folded.includes('?') || ASKS_TO_DELETE.test(folded)) && hasJustRecorded(ctx.history, analysis.text) && folded.split(/[,;.!?¿¡]+/u).some(deletes)) {
    return { kind: 'delete_transaction' };
  }
  const verb = DELETE_THEN_THING.exec(folded);
  if (!verb || NOT_A_TRANSACTION.test(folded) || isThingNotVerb(analysis, verb[0])) return undefined;
  // ("bin that last one, didnt mean to send it": the reason after a pause names no entry.)
  const reason = MISTAKE_AFTER_PAUSE.exec(folded.slice(verb[0].length));
  const end = reason ? verb[0].length + reason.index : folded.length;
  const target: TargetHints | undefined = hintsIn(analysis, { start: verb[0].length, end }, ctx);
  return target ? { kind: 'delete_transaction', target } : { kind: 'delete_transaction' };
}

/** For the follow-up reader: a message that is an undo or a deletion is a command. */
export function isUndo(analysis: Analysis, ctx: EngineContext): boolean {
  return detectUndo(analysis, ctx) !== undefined;
}

export const DELETE_VERB_PATTERN = DELETE_VERB;

/** A message that starts by asking to delete something. */
const DELETE_START = startsWith(`(?:${DELETE_VERB})`);

/** The message starts by asking to delete something (see isThingNotVerb). */
export function startsWithDeletion(analysis: Analysis): boolean {
  const verb = DELETE_START.exec(analysis.folded);
  return verb !== null && !isThingNotVerb(analysis, verb[0]);
}

/** Each language's own deletion verbs, whole. */
const OWN_DELETE_VERB = Object.fromEntries(
  Object.entries(PACKS).map(([lang, pack]) => [lang, new RegExp(`^(?:${pack.commands.deleteVerb})$`, 'u')]),
) as Readonly<Record<Analysis['language'], RegExp>>;

/**
 * Another language's deletion verb that is a thing in the message's language: "tire rotation 30 oil
 * change 49.99" (the Portuguese "tire" is "take off"), or a verb that starts the name of a thing ("scratch
 * cards 5"). `opening` is the matched start of the message.
 */
function isThingNotVerb(analysis: Analysis, opening: string): boolean {
  const verb = opening.split(/[^\p{L}]+/u).filter(Boolean).pop() ?? '';
  const lang = analysis.language;
  if (!OWN_DELETE_VERB[lang].test(verb) && matchLexicon([verb], lang) !== undefined) return true;
  // "scratch cards 5, pint 4.90": the verb starts the name of a thing.
  const at = analysis.words.indexOf(verb);
  const name = at < 0 ? undefined : matchLexicon(analysis.words.slice(at, at + 4).filter(Boolean), lang);
  return name !== undefined && name.position === 0 && name.length >= 2;
}

/** A pause, then a sending made by mistake: "…, didnt mean to send it", "…, foi sem querer", "…, lo mandé por error". */
const MISTAKE_AFTER_PAUSE =
  /[,;.!-]\s*(?:(?:i |eu |yo )?(?:didnt|did not|didn't) mean|by mistake|my bad|oops|accident|accidentally|sent it twice|sem querer|foi engano|por engano|mandei errado|sin querer|por error|fue un error|me equivoque)(?![\p{L}\d])/u;
