/** "undo", "delete the last one", "desfazer", "apaga a última", "deshacer", "borra el último". */
import type { Analysis } from '../analyze';
import { startsWith, words } from './word-pattern';

const UNDO = startsWith(
  'undo|desfaz(?:er)?|desfaca|deshacer|deshaz|cancel (?:that|it|the last one)|cancela(?:r)? (?:isso|essa|esse|a ultima|o ultimo|eso|esa|ese|el ultimo|la ultima)',
);
const DELETE_VERB =
  'get rid of|tira|tirar|tire|delete|remove|erase|undo|scratch|apaga|apague|apagar|exclui|exclua|excluir|remove|remova|remover|deleta|delete|cancela|borra|borre|borrar|elimina|elimine|eliminar|quita|quitar|anula|anular';
const LAST_THING = words(
  'last|that|it|this one|previous|latest|ultim[oa]|isso|isto|essa|esse|anterior|eso|esto|esa|ese|lo|la ultima|el ultimo',
);

const DELETE_THEN_THING = startsWith(`(?:${DELETE_VERB})(?:-?(?:lo|la|los|las|o|a))?`);
const CATEGORY = words('categor(?:y|ies|ia|ias)');

/** The whole message is a deletion verb ("apaga", "delete!"): the last transaction is meant. */
const ONLY_DELETE = new RegExp(`^\\s*(?:(?:oops|ops|opa|ups|uy|sorry|ok|okay)[,!.]?\\s+)?(?:${DELETE_VERB})(?:-?(?:lo|la|los|las|o|a))?\\s*[!.]*\\s*$`, 'u');

export function isUndo(analysis: Analysis): boolean {
  const folded = analysis.folded;
  if (UNDO.test(folded) || ONLY_DELETE.test(folded)) return true;
  if (!DELETE_THEN_THING.test(folded)) return false;
  // "delete the Pets category" is category management, not undo.
  if (CATEGORY.test(folded)) return false;
  return LAST_THING.test(folded);
}

export const DELETE_VERB_PATTERN = DELETE_VERB;

/** A message that starts by asking to delete something. */
export const DELETE_START = startsWith(`(?:${DELETE_VERB})`);
