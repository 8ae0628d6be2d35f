/**
 * The category of a bank statement line (an imported row): the same rules as a typed message, so an
 * imported "UBER *TRIP" and a typed "uber 12" land in the same category. The bank's sign gives the
 * type; the user's learned rules come first (a rule of the other type is passed over), then a
 * category of theirs named in the text, then the lexicons — in the user's language first, then the
 * others (a Spanish bank's "SUPERMERCADO" for a Portuguese-speaking user) — then Other / the best
 * income category. Money that came back (ESTORNO, REFUND, REEMBOLSO) is income of its own kind.
 */
import { LANGUAGE_CODES } from '@tally/shared/languages';
import { keyWords } from '../learn-pattern';
import { fold } from '../text/fold';
import { detectType } from '../transactions/detect-type';
import type { EngineCategory, Lang, LearnedRule, TxType } from '../types';
import { fallbackCategory, resolveCategory } from './resolve-category';

export interface LineContext {
  /** The user's active categories. */
  categories: readonly EngineCategory[];
  learnedRules: readonly LearnedRule[];
  language: Lang;
}

export interface LineCategory {
  category: EngineCategory;
  /** It came from one of the user's learned rules. */
  learned: boolean;
}

/** Folded words of a bank text, numbers and symbols dropped: "PAG*JoseDaSilva 12/03" -> ["pag", "josedasilva"]. */
function lineWords(text: string): string[] {
  return fold(text)
    .replace(/[^\p{L}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1);
}

/**
 * `description` is the cleaned merchant or text ("Uber"); `rawText` the bank's own words, read too
 * when the cleaned text names no category ("COMPRA CARTAO SUPERMERCADO DIA" cleaned to "Dia").
 */
export function categorizeLine(description: string, rawText: string, type: TxType, ctx: LineContext): LineCategory | undefined {
  const languages = [ctx.language, ...LANGUAGE_CODES.filter((l) => l !== ctx.language)];
  const texts = description === rawText ? [description] : [description, rawText];
  let fallback: LineCategory | undefined;
  for (const text of texts) {
    const words = lineWords(text);
    const cue = type === 'income' ? detectType(words) : undefined;
    for (const lang of languages) {
      const choice = resolveCategory({
        words,
        text: keyWords(text).join(' '),
        lang,
        statedType: type,
        explicitType: type,
        incomeKind: cue?.type === 'income' && cue.isRefund ? 'refund' : undefined,
        categories: ctx.categories,
        learnedRules: ctx.learnedRules,
      });
      if (!choice.category || choice.category.type !== type) continue;
      if (choice.source !== 'fallback') return { category: choice.category, learned: choice.source === 'rule' };
      fallback ??= { category: choice.category, learned: false };
    }
  }
  const other = fallback?.category ?? fallbackCategory(ctx.categories, type);
  return other ? { category: other, learned: false } : undefined;
}
