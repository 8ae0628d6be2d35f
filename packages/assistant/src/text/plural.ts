/**
 * The singulars a folded plural may stand for, in en/pt/es, most likely first: "pints" -> "pint",
 * "autobuses" -> "autobus", "batteries" -> "battery", "viagens" -> "viagem", "refeicoes" ->
 * "refeicao", "paes" -> "pao", "pasteis" -> "pastel", "lapices" -> "lapiz". Callers keep the first
 * one they know: the forms are guesses, most of them no word at all.
 */
const ENDINGS: readonly (readonly [plural: string, singular: string])[] = [
  ['ies', 'y'],
  ['oes', 'ao'],
  ['aes', 'ao'],
  ['ces', 'z'],
  ['ais', 'al'],
  ['eis', 'el'],
  ['ois', 'ol'],
  ['uis', 'ul'],
  ['ns', 'm'],
  ['es', ''],
  ['s', ''],
];

const MINAS_DIMINUTIVE = /\p{L}{3}zi[mn]$/u;

/** Shorter words ending in "s" are seldom plurals ("bus", "gas", "mas"). */
const MIN_PLURAL = 4;

export function singularForms(word: string): string[] {
  // (And Minas Gerais' short diminutive, which stands for the long one: "cafezim", "paozim" -> "cafezinho", "paozinho".)
  if (MINAS_DIMINUTIVE.test(word)) return [`${word.slice(0, -1)}nho`];
  if (word.length < MIN_PLURAL || !word.endsWith('s')) return [];
  const forms: string[] = [word.slice(0, -1)];
  for (const [plural, singular] of ENDINGS) {
    if (plural === 's' || !word.endsWith(plural) || word.length - plural.length < 2) continue;
    forms.push(word.slice(0, -plural.length) + singular);
  }
  return forms;
}
