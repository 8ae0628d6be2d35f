/**
 * Merchants, products and services people name when they spend, per country, kept as data: each
 * file maps a kind of spending (a key of EXPENSE_KINDS: "Groceries", "Transportation/fuel", ...)
 * to the names that mean it, written as people write them. shared.json holds the multinational
 * ones. The lexicon (categories/lexicon.ts) loads them all into one index; lexicons.test.ts checks
 * that every entry, used in a sentence of its file's language, lands in its category.
 *
 * What does not belong here: ordinary words of any of the three languages ("claro", "vivo",
 * "next", "dia", "three"), which would turn unrelated messages into that merchant. Such names go
 * in with a second word ("supermercado dia", "vivo fibra") or stay out.
 */
import type { Lang } from '../types';
import ar from './ar.json' with { type: 'json' };
import br from './br.json' with { type: 'json' };
import cl from './cl.json' with { type: 'json' };
import co from './co.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import mx from './mx.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import shared from './shared.json' with { type: 'json' };
import uk from './uk.json' with { type: 'json' };
import us from './us.json' with { type: 'json' };

export interface CountryLexicon {
  /** ISO 3166-1 alpha-2, or "shared" for names found in many countries. */
  country: string;
  /** The language the country's people mostly write in (what the entries are tested in). */
  lang: Lang;
  /** Kind of spending -> names. */
  entries: Readonly<Record<string, readonly string[]>>;
}

export const COUNTRY_LEXICONS: readonly CountryLexicon[] = [
  { country: 'shared', lang: 'en', entries: shared },
  { country: 'BR', lang: 'pt', entries: br },
  { country: 'PT', lang: 'pt', entries: pt },
  { country: 'ES', lang: 'es', entries: es },
  { country: 'MX', lang: 'es', entries: mx },
  { country: 'AR', lang: 'es', entries: ar },
  { country: 'CO', lang: 'es', entries: co },
  { country: 'CL', lang: 'es', entries: cl },
  { country: 'US', lang: 'en', entries: us },
  { country: 'GB', lang: 'en', entries: uk },
];
