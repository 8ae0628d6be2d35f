/**
 * Bank texts to readable merchant names for display: "UBER *TRIP HELP.UBER.COM" -> "Uber",
 * "PAG*JoseDaSilva" -> "Jose Da Silva", "SQ *BLUE BOTTLE COFFEE" -> "Blue Bottle Coffee". Card
 * numbers, dates, phone numbers, references, processor prefixes (SQ *, PAYPAL *, PAG*, MP*...) and a
 * trailing city/state/country go; SHOUTING becomes Title Case; a few brands keep their own spelling.
 * Pure and honest: it removes, it never invents (no accents added). Never empty, at most 100 chars.
 */

import brandNames from '../lexicons/brand-names.json' with { type: 'json' };

const MAX_LENGTH = 100;

/** Payment processors and marketplaces that put their name before the merchant's: "SQ *", "PAG*". */
const PROCESSORS =
  /^(?:SQ|TST|PAYPAL|PP|PAG|PAGSEGURO|MP|MERPAGO|MERCPAGO|MERCADOPAGO|IZ|IZETTLE|ZTL|EBANX|DL|DLO|PY|SP|SUMUP|CLIP(?: MX)?|PG|GOOGLE|IFD|STRIPE|ADYEN|PADDLE|FS|BT|CKO|WPY|PMT|PAYU|PICPAY|STN|CIELO|GETNET|REDE)\s*\*\s*/i;

/** Words banks put before the merchant: the kind of operation, not who was paid. */
const OPERATION_PREFIXES = [
  /^compra (?:no |com )?(?:cart[aã]o|debito|débito|credito|crédito)(?: (?:deb|cred|debito|débito|credito|crédito|visa|master|elo))?\s*-?\s*/i,
  /^compra (?:con )?tarjeta(?: (?:debito|débito|credito|crédito))?\s*(?:en\s+)?-?\s*/i,
  /^pago con tarjeta(?: en)?\s*-?\s*/i,
  /^(?:pos|debit card|check ?card|visa debit|card) (?:purchase|debit|payment)?\s*-?\s*/i,
  /^purchase authorized on \d{1,2}\/\d{1,2}\s*/i,
  /^checkcard \d{4}\s*/i,
  /^pos\s+/i,
  /^eftpos(?: wdl| purchase)?\s*/i,
  /^(?:pag(?:to|amento)?|pagamento de) boleto(?: efetuado)?\s*-?\s*/i,
  /^(?:pag|pagto|pagamento) (?:conta|fatura)\s*-?\s*/i,
  /^(?:recibo|adeudo|cargo|domiciliacion|domiciliación)\s+/i,
  /^(?:debito|débito) automatico\s*-?\s*/i,
];

/** Brands by their folded words, shown as the brand writes itself (lexicons/brand-names.json). Longer keys first. */
const BRANDS: ReadonlyArray<readonly [string, string]> = Object.entries(brandNames as Record<string, string>)
  .map(([key, name]) => [key.replace(/[^a-z0-9]+/g, ' ').trim(), name] as const)
  .sort((a, b) => b[0].length - a[0].length);

const BRAND_BY_WORDS: ReadonlyMap<string, string> = new Map(BRANDS);

/** A brand as it writes itself, for folded words that are exactly its name ("uber eats" -> "Uber Eats"). */
export function brandNamed(words: string): string | undefined {
  return BRAND_BY_WORDS.get(wordsOf(words));
}

/** Two-letter codes of US states, Brazilian states and countries, and some three-letter ones, at the end of a text. */
const PLACE_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC ' +
    'AC AP AM BA CE DF ES GO MA MG PR PB PE PI RJ RN RS RO RR SC SP SE TO ' +
    'BR US GB UK MX AR CL CO PE UY IE FR DE IT PT NL AU CAN USA GBR BRA ESP MEX ARG CDMX CABA NL JAL'
  ).split(' '),
);

/** Cities a bank writes after the merchant, folded. */
const CITIES = [
  'sao paulo', 'rio de janeiro', 'belo horizonte', 'porto alegre', 'curitiba', 'brasilia', 'salvador', 'recife', 'campinas',
  'new york', 'san francisco', 'los angeles', 'seattle', 'chicago', 'austin', 'houston', 'dallas', 'miami', 'boston',
  'london', 'manchester', 'edinburgh', 'madrid', 'barcelona', 'valencia', 'sevilla', 'bilbao', 'buenos aires',
  'cordoba', 'rosario', 'mexico', 'ciudad de mexico', 'monterrey', 'guadalajara', 'santiago', 'bogota', 'lima', 'geelong west',
].sort((a, b) => b.length - a.length);

const JOINERS = new Set('a e y o de da do das dos del la las los el en of and the at on for to'.split(' '));

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Folded words of a text (letters and digits only). */
function wordsOf(text: string): string {
  return fold(text).replace(/[^a-z0-9]+/g, ' ').trim();
}

function brandAt(text: string): string | null {
  const words = wordsOf(text);
  for (const [key, name] of BRANDS) if (words === key || words.startsWith(`${key} `)) return name;
  return null;
}

/** "JOÃO DA SILVA" -> "João da Silva"; "7-ELEVEN" -> "7-Eleven"; "JOE'S" -> "Joe's". */
function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(' ')
    .map((word, i) => (i > 0 && JOINERS.has(word) ? word : word.replace(/(^|[-/(])(\p{L})/gu, (_m, pre: string, ch: string) => pre + ch.toUpperCase())))
    .join(' ');
}

/** "JoseDaSilva" -> "Jose Da Silva". */
function splitCamel(word: string): string {
  return /^\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)+$/u.test(word) ? word.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2') : word;
}

/** A token that is a number, a code or an address, not a word of a name. */
function isNoise(token: string): boolean {
  return (
    /^[\w.-]+\.(?:com|net|org|co|io|gov|uk|br|es|mx|ar|me|app)(?:[./]\S*)?$/i.test(token) ||
    /^https?:/i.test(token) ||
    /^[#*•xX]*[*•]+\d*$/.test(token) ||
    /^(?:x{2,}|\*{2,}|•+)[\dx*•.-]*$/i.test(token) ||
    /^#\S*$/.test(token) ||
    /^\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?$/.test(token) ||
    /^\d{1,2}:\d{2}(?::\d{2})?$/.test(token) ||
    /^\d{1,2}(?:am|pm)$/i.test(token) ||
    /^[(+]?\d[\d() .-]{6,}$/.test(token) ||
    (/\d/.test(token) && token.length >= 3) ||
    /^\d+$/.test(token) ||
    /^[-–—:;,.|/]+$/.test(token)
  );
}

function stripPlaces(tokens: string[]): string[] {
  const out = [...tokens];
  let cityRemoved = false;
  for (let changed = true; changed && out.length > 1; ) {
    changed = false;
    const last = out[out.length - 1] as string;
    if (last === last.toUpperCase() && PLACE_CODES.has(last.replace(/[.,]/g, ''))) {
      out.pop();
      changed = true;
      continue;
    }
    if (cityRemoved) break;
    const tail = wordsOf(out.join(' '));
    for (const city of CITIES) {
      const n = city.split(' ').length;
      if (out.length > n && (tail === city || tail.endsWith(` ${city}`))) {
        out.splice(out.length - n, n);
        changed = true;
        cityRemoved = true;
        break;
      }
    }
  }
  return out;
}

/** A person's or shop's name after "PIX", "Bizum", as read (codes and dates out). */
function personName(text: string): string {
  const tokens = text.split(' ').filter((t) => t && !isNoise(t));
  const joined = tokens.join(' ').replace(/[-–—\s]+$/, '').trim();
  return /\p{Ll}/u.test(joined) ? joined : titleCase(joined);
}

function finish(text: string, fallback: string): string {
  const result = text.replace(/\s+/g, ' ').trim();
  return (result || fallback).slice(0, MAX_LENGTH);
}

export function cleanMerchant(raw: string): string {
  // A bank text is short; a longer one is cut before any pattern runs on it (a hostile file's 80,000 dashes).
  const original = raw.slice(0, 300).replace(/\s+/g, ' ').trim();
  if (!original) return '';
  let s = original;

  // Pix and Bizum transfers: the kind of transfer and who it was to or from.
  const nubankPix = /^transfer[eê]ncia (?:enviada|recebida) pelo pix\s*-\s*([^-]+)/i.exec(s);
  if (nubankPix) return finish(`Pix ${personName(nubankPix[1] as string)}`, original);
  const pix = /^pix\s+(?:(?:transf(?:erencia|erência)?|enviado|recebido|env|rec|qrs?|qr code|pagamento)\b\s*)?(?:(?:para|de|p\/)\s+)?(.*)$/i.exec(s);
  if (pix) return finish(`Pix ${personName(pix[1] as string)}`, original);
  const zelle = /^zelle (?:payment|transfer) (?:to|from)\s+(.*)$/i.exec(s);
  if (zelle) return finish(`Zelle ${personName(zelle[1] as string)}`, original);
  const bizum = /^bizum\s+(?:(?:enviado|recibido)\s+)?(?:a|de|para)\s+(.*)$/i.exec(s);
  if (bizum) return finish(`Bizum ${personName(bizum[1] as string)}`, original);

  for (let again = true; again; ) {
    again = false;
    for (const prefix of OPERATION_PREFIXES) {
      const next = s.replace(prefix, '');
      if (next !== s && next.trim()) {
        s = next.trim();
        again = true;
      }
    }
    // Leading numbers and dates ("CHECKCARD 0314 WHOLEFDS"): not the merchant.
    const unnumbered = s.replace(/^(?:[\d/.:-]+\s+)+/, '');
    if (unnumbered !== s && unnumbered.trim()) {
      s = unnumbered.trim();
      again = true;
    }
    const next = s.replace(PROCESSORS, '');
    if (next !== s && next.trim()) {
      s = next.trim();
      again = true;
    }
  }

  const brand = brandAt(s.replace(/\*/g, ' '));
  if (brand) return brand;

  // "MERCHANT*REF": the merchant is before the star (after it, when nothing is before).
  const star = s.indexOf('*');
  if (star !== -1) {
    const before = s.slice(0, star).trim();
    s = before.length > 2 ? before : s.slice(star + 1).trim();
    const named = brandAt(s);
    if (named) return named;
  }

  let tokens = s.split(' ').filter((t) => !isNoise(t));
  tokens = stripPlaces(tokens)
    .map((t) => t.replace(/^[-–—,;:.]+|[-–—,;:]+$/g, ''))
    .filter(Boolean)
    .map(splitCamel);
  let text = tokens.join(' ');
  if (text && !/\p{Ll}/u.test(text)) text = titleCase(text);
  return finish(text, original);
}
