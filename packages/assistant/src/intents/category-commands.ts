/**
 * Category management: list ("show categories", "mostrar categorias"), create ("add a new expense
 * category called Fitness", "criar categoria Academia"), rename ("rename Fitness to Gym"), remove
 * ("delete the Pets category", "eliminar la categoría Mascotas").
 */
import type { EngineCategory, Intent, TxType } from '../types';
import type { Analysis } from '../analyze';
import { findCategoryByAnyName } from '../categories/category-names';
import { matchLexicon } from '../categories/lexicon';
import { resolveCategory } from '../categories/resolve-category';
import { capitalise } from '../transactions/describe';
import { DELETE_VERB_PATTERN } from './undo';
import { commandWords, words } from './word-pattern';

const CATEGORY_WORD = 'categor(?:y|ies|ia|ias)';
const INCOME_WORDS = commandWords('categoryIncome');
const EXPENSE_WORDS = commandWords('categoryExpense');

const LIST = new RegExp(
  `^\\s*(?:(?:please|por favor)\\s+)?(?:(?:i want to|i'd like to|i would like to|can i|can you|could you|quero|queria|gostaria de|pode|quiero|queria|puedes|podrias)\\s+)?(?:(?:show|list|see|view|display|get|give|what are|which are|tell)(?: me)?(?: all)?(?: (?:my|the|of my))?|(?:mostr(?:ar|e|a)|me mostr[ae]|ver|list(?:ar|e|a)|quais sao|quais|exib(?:ir|e|a)|muestra(?:me)?|muestrame|mostrame|cuales son|cuales|que)(?: (?:as|todas as|las|todas las))?(?: (?:minhas|mis))?)?\\s*(?:(${EXPENSE_WORDS}|${INCOME_WORDS}) )?${CATEGORY_WORD}(?: (?:de|for|of) (${EXPENSE_WORDS}|${INCOME_WORDS}))?(?: (?:do i have|tenho|tengo|que tengo|que tenho|available|disponiveis|disponibles))?\\s*[?!.]*\\s*$`,
  'u',
);

const CREATE_VERB = commandWords('categoryCreateVerb');
const POLITE = "please|por favor|can you|could you|can i|i want|i'd like|i would like|i need|pode|poderia|quero|queria|preciso de|puedes|podrias|quiero|queria|necesito";
const CREATE = new RegExp(
  `^\\s*(?:(?:${POLITE})\\s+)?(?:(?:${CREATE_VERB})(?: (?:me|uma|un|una|a|an|la|o|another|outra|otra))?(?: (?:new|nova|novo|nueva|nuevo))?|(?:(?:a|an|uma|una|um|un) )?(?:new|nova|novo|nueva|nuevo))(?: (${EXPENSE_WORDS}|${INCOME_WORDS}))? ${CATEGORY_WORD}(?: (?:de|for|para|of) (${EXPENSE_WORDS}|${INCOME_WORDS}))?(?: (?:called|named|for|chamada|com o nome(?: de)?|de nome|nomeada|para|llamada|con el nombre(?: de)?|de nombre))?\\s*:?\\s+`,
  'u',
);

const RENAME = new RegExp(
  `^\\s*(?:(?:please|por favor)\\s+)?(?:(?:rename|renomear|renomeie|renomeia|renombrar|renombra|renombre)(?: (?:the|a|o|la|el|my|minha|mi))?(?: ${CATEGORY_WORD})?|(?:change|mudar|muda|mude|alterar|altera|altere|trocar|troca|cambiar|cambia|cambie)(?: (?:the|o|el))? (?:name|nome|nombre)(?: (?:of|da|de|do|de la|del))?(?: (?:the|a|la|el|my))?(?: ${CATEGORY_WORD})?)\\s+(.+?)\\s+(?:to|into|as|para|pra|por|a|como|en)\\s+(.+)$`,
  'du',
);

const REMOVE_A = new RegExp(
  `^\\s*(?:(?:please|por favor)\\s+)?(?:${DELETE_VERB_PATTERN})(?: (?:the|a|o|la|el|my|minha|mi))? ${CATEGORY_WORD}(?: (?:called|named|chamada|llamada|de))?\\s+(.+)$`,
  'du',
);
const REMOVE_B = new RegExp(
  `^\\s*(?:(?:please|por favor)\\s+)?(?:${DELETE_VERB_PATTERN})(?: (?:the|a|o|la|el|my|minha|mi))?\\s+(.+?)\\s+${CATEGORY_WORD}\\s*[.!]*$`,
  'du',
);

const INCOME_RE = words(INCOME_WORDS);
const HAS_CATEGORY_WORD = words(CATEGORY_WORD);
const EXPENSE_RE = words(EXPENSE_WORDS);
/** Words that make a mention of categories a spending question ("top categories", "gastos de la categoría"). */
const SPENDING_QUESTION = words(commandWords('categorySpendingQuestion'));

/**
 * "wrong category, it's education", "la categoría es salud", "the category should be travel": a
 * correction of the last entry, not a question about categories.
 */
const WRONG = words(
  `wrong|incorrect|errad[oa]|incorret[oa]|equivocad[oa]|incorrect[oa]|mal|${CATEGORY_WORD}(?: (?:right|correct|certa|correta|correcta|real|verdadeira|verdadera))? (?:is|was|e|eh|es|era|foi|fue|should be|deveria ser|deberia ser|debe ser|tem que ser|tiene que ser)`,
);

/** Cleans a category name cut from the message: no quotes or trailing punctuation, capitalised. */
function cleanName(raw: string): string {
  return capitalise(
    raw
      .replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/g, '')
      .replace(/[.!?;,]+$/g, '')
      .replace(/["'“”‘’«»]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40),
  );
}

function typeFrom(text: string | undefined): TxType {
  return text && INCOME_RE.test(text) ? 'income' : 'expense';
}

/** The user's category a correction names: by name (any language for defaults), else by meaning. */
function findReferenced(analysis: Analysis, categories: readonly EngineCategory[], name: string): EngineCategory | undefined {
  const direct = findCategoryByAnyName(categories, name);
  if (direct) return direct;
  const nameWords = name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(/\s+/);
  if (!matchLexicon(nameWords, analysis.language)) return undefined;
  return resolveCategory({
    words: nameWords,
    text: '',
    lang: analysis.language,
    statedType: undefined,
    categories,
    learnedRules: [],
  }).category;
}

/** Where the message goes after naming the category word: "(muda a categoria) pra viagem", "(categoría) otros". */
const AFTER_CATEGORY_WORD = new RegExp(`(?<![\\p{L}\\d])${CATEGORY_WORD}(?![\\p{L}\\d])\\s*:?\\s*(?:(?:to|as|into|para|pra|de|em|en|a|como|the|o|a|la|el)\\s+)*(.+)$`, 'u');

/**
 * A category word followed by one of the user's categories is a correction ("muda a categoria pra
 * viagem", "categoría otros", "category: travel"), not a request to list them.
 */
function namesACategoryAfter(analysis: Analysis, categories: readonly EngineCategory[]): boolean {
  const rest = AFTER_CATEGORY_WORD.exec(analysis.folded)?.[1]?.replace(/[.!]+$/u, '').trim();
  if (!rest || INCOME_RE.test(rest) || EXPENSE_RE.test(rest) || rest.split(/\s+/).length > 3) return false;
  return findReferenced(analysis, categories, rest) !== undefined;
}

export function detectCategoryCommand(analysis: Analysis, categories: readonly EngineCategory[]): Intent | undefined {
  const folded = analysis.folded.trim();
  const text = analysis.text.trim();

  const rename = RENAME.exec(folded);
  if (rename?.indices?.[1] && rename.indices[2]) {
    // Folded and original text share positions, so names keep the user's spelling.
    const from = cleanName(text.slice(...rename.indices[1]));
    const to = cleanName(text.slice(...rename.indices[2]));
    // Renaming and removing change the user's categories: only a category's own name (in any of the
    // three languages for defaults) is taken, never a word that means it ("rename coffee to cafés"
    // must not rename Dining).
    const category = findCategoryByAnyName(categories, from);
    return { kind: 'rename_category', categoryId: category?.id ?? 0, from: category?.name ?? from, to };
  }

  if (!HAS_CATEGORY_WORD.test(folded)) return undefined;

  const create = CREATE.exec(folded);
  if (create) {
    const name = cleanName(text.slice(create[0].length));
    if (name) return { kind: 'create_category', name, type: typeFrom(create[1] ?? create[2] ?? folded) };
  }

  const remove = REMOVE_A.exec(folded) ?? REMOVE_B.exec(folded);
  if (remove?.indices?.[1]) {
    const name = cleanName(text.slice(...remove.indices[1]));
    const category = findCategoryByAnyName(categories, name);
    return { kind: 'remove_category', categoryId: category?.id ?? 0, name: category?.name ?? name };
  }

  const list = LIST.exec(folded);
  if (list) {
    const typeWord = list[1] ?? list[2];
    return typeWord ? { kind: 'list_categories', type: typeFrom(typeWord) } : { kind: 'list_categories' };
  }
  // "what categories do I have?", "my categories please": about categories, not about spending in them.
  if (
    analysis.amounts.length === 0 &&
    !SPENDING_QUESTION.test(folded) &&
    !WRONG.test(folded) &&
    !namesACategoryAfter(analysis, categories) &&
    analysis.words.filter(Boolean).length <= 8
  ) {
    return INCOME_RE.test(folded) ? { kind: 'list_categories', type: 'income' } : EXPENSE_RE.test(folded) ? { kind: 'list_categories', type: 'expense' } : { kind: 'list_categories' };
  }
  return undefined;
}

