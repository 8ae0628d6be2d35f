/**
 * The server's own words (emails, SMS/WhatsApp channel messages, exported files) in the catalog style
 * of the web app: JSON per language and namespace in `src/locales/<language>/<namespace>.json`, keys
 * written `namespace:dotted.path`, `{{name}}` placeholders, plural families as `key_one`/`key_other`
 * chosen by `count`. Everything else a user reads is translated by the web app from codes and data;
 * these texts stay on the server because nothing else is there to translate them.
 *
 * English is the shape: a key English lacks fails the type check where it is asked for, and a language
 * lacking a key English has fails it here. `catalogs.unit.test.ts` checks the rest (placeholders, plural
 * families, every key the code asks for).
 */
import { PRODUCT_NAME, type Language } from '@tally/shared/languages';
import enEmails from '../locales/en/emails.json' with { type: 'json' };
import enExport from '../locales/en/export.json' with { type: 'json' };
import enMessaging from '../locales/en/messaging.json' with { type: 'json' };
import esEmails from '../locales/es/emails.json' with { type: 'json' };
import esExport from '../locales/es/export.json' with { type: 'json' };
import esMessaging from '../locales/es/messaging.json' with { type: 'json' };
import ptEmails from '../locales/pt/emails.json' with { type: 'json' };
import ptExport from '../locales/pt/export.json' with { type: 'json' };
import ptMessaging from '../locales/pt/messaging.json' with { type: 'json' };

const en = { emails: enEmails, export: enExport, messaging: enMessaging };

/** One language's catalogs, by namespace; English's keys are everyone's. */
export type Catalogs = typeof en;
export type Namespace = keyof Catalogs;

export const CATALOGS: Readonly<Record<Language, Catalogs>> = {
  en,
  pt: { emails: ptEmails, export: ptExport, messaging: ptMessaging },
  es: { emails: esEmails, export: esExport, messaging: esMessaging },
};

type PluralSuffix = `_${Intl.LDMLPluralRule}`;

/** Dotted paths of the string leaves of a catalog. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type Path<N extends Namespace> = Leaves<Catalogs[N]>;
type WithoutPlurals<P> = P extends `${string}${PluralSuffix}` ? never : P;
type PluralFamilies<P> = P extends `${infer Family}${PluralSuffix}` ? Family : never;

/** A text that is one sentence whatever the values: `'emails:reset.subject'`. */
export type TextKey<N extends Namespace = Namespace> = { [M in N]: `${M}:${WithoutPlurals<Path<M>>}` }[N];
/** A text that counts something: asked for by its family name, with `count` (`'emails:reset.expiry'`). */
export type PluralTextKey<N extends Namespace = Namespace> = { [M in N]: `${M}:${PluralFamilies<Path<M>>}` }[N];

export type TextValues = Readonly<Record<string, string | number>>;

const PLURAL_RULES = {
  en: new Intl.PluralRules('en'),
  pt: new Intl.PluralRules('pt'),
  es: new Intl.PluralRules('es'),
} satisfies Record<Language, Intl.PluralRules>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The string at a dotted path of a language's catalogs (`emails.reset.subject`), if there is one. */
function lookup(language: Language, path: string): string | undefined {
  let node: unknown = CATALOGS[language];
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = Reflect.get(node, part);
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text of `key` in `language` with its placeholders filled. `{{product}}` is always the product's
 * name. Values go in as given: a caller that puts the text into HTML escapes the result (the email
 * layout does). A placeholder without a value is a bug in the caller and throws, so no user ever reads
 * `{{name}}`.
 */
export function t(language: Language, key: TextKey, values?: TextValues): string;
export function t(language: Language, key: PluralTextKey, values: TextValues & { count: number }): string;
export function t(language: Language, key: TextKey | PluralTextKey, values: TextValues = {}): string {
  const path = key.replace(':', '.');
  const { count } = values;
  // As i18next does: the language's plural form, else `_other`, else a key without plural forms.
  const text =
    (typeof count === 'number'
      ? (lookup(language, `${path}_${PLURAL_RULES[language].select(count)}`) ?? lookup(language, `${path}_other`))
      : undefined) ?? lookup(language, path);
  if (text === undefined) throw new Error(`No text ${key} in ${language}`);

  const filled: TextValues = { product: PRODUCT_NAME, ...values };
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = Object.hasOwn(filled, name) ? filled[name] : undefined;
    if (value === undefined) throw new Error(`Text ${key} in ${language} needs a value for {{${name}}}`);
    return String(value);
  });
}
