/**
 * An emoji that names the thing bought: "⛽ 55", "🍕 18", "🌮🌮🌮 120", "💊 27,50", "🛒 156,40", "💈 10
 * lucas". At the start of the message or of a list item (after a comma, a semicolon, a "+", a "|" or a
 * new line) it stands for a word, which the rest of the engine reads like any other: the word of the
 * user's language, so the description is theirs ("Gasolina", "Farmacia"). Emoji elsewhere are
 * reactions ("paid 20 💸", "flamengo 3x1 🔥") and stay as they are.
 */
import type { Lang } from '../types';

type Words = Readonly<Record<Lang, string>>;
const w = (en: string, pt: string, es: string): Words => ({ en, pt, es });

const FOOD = w('food', 'comida', 'comida');
const HAIRCUT = w('haircut', 'cabelo', 'peluquería');
const CLOTHES = w('clothes', 'roupa', 'ropa');

const EMOJI_WORDS: ReadonlyMap<string, Words> = new Map([
  ['🍕', w('pizza', 'pizza', 'pizza')],
  ['🍔', w('burger', 'hambúrguer', 'hamburguesa')],
  ['🌮', w('tacos', 'tacos', 'tacos')],
  ['🌯', w('burrito', 'burrito', 'burrito')],
  ['🍺', w('beer', 'cerveja', 'cerveza')],
  ['🍻', w('beers', 'cerveja', 'cervezas')],
  ['☕', w('coffee', 'café', 'café')],
  ['🍣', w('sushi', 'sushi', 'sushi')],
  ['🍟', FOOD],
  ['🍜', FOOD],
  ['🍝', FOOD],
  ['🥡', FOOD],
  ['🍽', FOOD],
  ['🥘', w('paella', 'comida', 'paella')],
  ['🍷', w('wine', 'vinho', 'vino')],
  ['🍸', w('drinks', 'drinks', 'copas')],
  ['🍹', w('drinks', 'drinks', 'copas')],
  ['🍞', w('bread', 'pão', 'pan')],
  ['🥖', w('bread', 'pão', 'pan')],
  ['🥩', w('meat', 'carne', 'carne')],
  ['🍦', w('ice cream', 'sorvete', 'helado')],
  ['🍩', w('donuts', 'rosquinha', 'donas')],
  ['⛽', w('fuel', 'gasolina', 'gasolina')],
  ['🚕', w('taxi', 'táxi', 'taxi')],
  ['🚖', w('taxi', 'táxi', 'taxi')],
  ['🚌', w('bus', 'ônibus', 'autobús')],
  ['🚇', w('subway', 'metrô', 'metro')],
  ['🚆', w('train', 'trem', 'tren')],
  ['🅿', w('parking', 'estacionamento', 'estacionamiento')],
  ['✈', w('flight', 'passagem aérea', 'vuelo')],
  ['🏨', w('hotel', 'hotel', 'hotel')],
  ['💊', w('pharmacy', 'farmácia', 'farmacia')],
  ['🦷', w('dentist', 'dentista', 'dentista')],
  ['🛒', w('groceries', 'mercado', 'supermercado')],
  ['💇', HAIRCUT],
  ['💈', HAIRCUT],
  ['💅', w('nails', 'manicure', 'manicura')],
  ['🎬', w('movies', 'cinema', 'cine')],
  ['🍿', w('movies', 'cinema', 'cine')],
  ['🎟', w('tickets', 'ingressos', 'entradas')],
  ['🎫', w('tickets', 'ingressos', 'entradas')],
  ['🎮', w('games', 'jogos', 'videojuegos')],
  ['🏋', w('gym', 'academia', 'gimnasio')],
  ['👕', CLOTHES],
  ['👗', CLOTHES],
  ['👟', w('shoes', 'tênis', 'zapatillas')],
  ['💡', w('electricity', 'luz', 'luz')],
  ['📚', w('books', 'livros', 'libros')],
]);

/** What may follow an emoji and belongs to it: variation selectors, gender signs, skin tones. */
const MODIFIERS = new Set([0xfe0e, 0xfe0f, 0x200d, 0x2640, 0x2642]);
const SKIN_TONES = [0x1f3fb, 0x1f3ff] as const;
function isModifier(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return MODIFIERS.has(code) || (code >= SKIN_TONES[0] && code <= SKIN_TONES[1]);
}
const ITEM_START = /[,;+|\n]/;
/** An amount right after the emoji (and its modifiers): "🍔 13", "🚕 $19". */
const AMOUNT_AHEAD = /^\s*(?:r\$|\$|€|£)?\s*\d/u;
/** How far past the emoji its amount is looked for (modifiers, a space, a currency sign). */
const AHEAD = 10;
const isAmountAhead = (rest: readonly string[]) => AMOUNT_AHEAD.test(rest.filter((c) => !isModifier(c)).join(''));

/** The text with each emoji that names an item replaced by its word in `lang`. */
export function nameEmojiItems(text: string, lang: Lang): string {
  // (Most messages have no emoji at all.)
  if (!/\p{Extended_Pictographic}/u.test(text)) return text;
  const chars = Array.from(text);
  let out = '';
  let atItemStart = true;
  let afterDigit = false;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] as string;
    // "☕ 5.25 🍔 13 🚕 19": after an amount, an emoji with an amount of its own opens the next item.
    const isNextItem = afterDigit && !atItemStart && EMOJI_WORDS.has(char) && isAmountAhead(chars.slice(i + 1, i + AHEAD));
    const words = atItemStart || isNextItem ? EMOJI_WORDS.get(char) : undefined;
    if (words) {
      // The emoji, repeated ("🌮🌮🌮"), with its modifiers: one word.
      while (i + 1 < chars.length && (isModifier(chars[i + 1] as string) || chars[i + 1] === char)) i += 1;
      out += `${isNextItem ? ', ' : ''}${words[lang]} `;
      atItemStart = false;
      afterDigit = false;
      continue;
    }
    out += char;
    if (char.trim() !== '') afterDigit = /\d/u.test(char);
    if (ITEM_START.test(char)) atItemStart = true;
    else if (char.trim() !== '' && !isModifier(char)) atItemStart = false;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}
