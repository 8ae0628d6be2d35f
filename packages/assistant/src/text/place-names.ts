/**
 * Cities people name in their expenses ("café em lisboa", "flight to madrid"), folded, so that a
 * description shows them capitalised even when typed in lower case. Only read after a locative
 * preposition, so "suco de lima" (lime) or "presente de natal" stay as they are.
 */
import type { Token } from './tokenize';

/** Prepositions that put a place after them. */
export const LOCATIVES: ReadonlySet<string> = new Set(
  'in at to from em no na para pra en a desde hasta ate'.split(' '),
);

/** Small words inside a place name that stay lower case ("Rio de Janeiro", "Viña del Mar"). */
export const PLACE_JOINERS: ReadonlySet<string> = new Set('de do da dos das del'.split(' '));

/** "|"-separated, folded. */
const PLACES = `
  lisboa|lisbon|porto|braga|coimbra|faro|funchal|sintra|cascais|aveiro|madrid|barcelona|valencia|
  sevilla|seville|bilbao|malaga|granada|zaragoza|alicante|ibiza|mallorca|sao paulo|rio de janeiro|
  brasilia|salvador|fortaleza|recife|curitiba|belo horizonte|manaus|florianopolis|floripa|campinas|
  porto alegre|goiania|belem|niteroi|guarulhos|buzios|paraty|mexico|ciudad de mexico|cdmx|guadalajara|
  monterrey|cancun|puebla|tijuana|oaxaca|merida|tulum|buenos aires|cordoba|rosario|mendoza|bariloche|
  bogota|medellin|cali|cartagena|barranquilla|santiago|valparaiso|vina del mar|cusco|quito|montevideo|
  punta del este|la paz|asuncion|new york|nyc|los angeles|chicago|miami|boston|seattle|san francisco|
  las vegas|vegas|orlando|austin|houston|dallas|washington|london|manchester|edinburgh|liverpool|
  bristol|oxford|cambridge|paris|rome|roma|berlin|amsterdam|dublin|tokyo|toronto`;

/** Folded place name -> its number of words. */
const INDEX: ReadonlyMap<string, number> = new Map(
  PLACES.split('|')
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .map((name) => [name, name.split(' ').length]),
);

const MAX_WORDS = 4;

/** How many tokens from `start` form a known place (0 when none); the longest wins. */
export function placeAt(tokens: readonly Token[], start: number): number {
  let key = '';
  let best = 0;
  for (let n = 1; n <= MAX_WORDS && start + n - 1 < tokens.length; n++) {
    const token = tokens[start + n - 1] as Token;
    if (token.kind !== 'word') break;
    key = key ? `${key} ${token.norm}` : token.norm;
    if (INDEX.has(key)) best = n;
  }
  return best;
}
