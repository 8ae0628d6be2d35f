/**
 * The server's catalogs are the only source of the texts it writes (emails, channel messages, exported
 * files), so they must be complete, as the web app's are: one file per namespace in every language,
 * the same keys and the same {{placeholders}} in en, pt and es, a `_other` form in every plural family,
 * and every key the source code asks for present.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { flattenCatalog, placeholdersOf } from '@tally/shared/catalog-keys';
import { LANGUAGE_CODES } from '@tally/shared/languages';
import { CATALOGS, t } from '../platform/texts';

type Catalog = Record<string, unknown>;

const localesDir = fileURLToPath(new URL('.', import.meta.url));
const srcDir = fileURLToPath(new URL('..', import.meta.url));
const NAMESPACES = Object.keys(CATALOGS.en).sort();

function readCatalog(language: string, namespace: string): Catalog {
  return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Catalog;
}

const flatten = (catalog: unknown) => flattenCatalog(catalog);
const placeholders = placeholdersOf;
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** True when `path` names a text or a plural family (path_one, path_other). */
function hasKey(catalog: Catalog, path: string): boolean {
  const keys = flatten(catalog);
  return keys.has(path) || keys.has(`${path}_other`);
}

const catalogs = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [language, Object.fromEntries(NAMESPACES.map((ns) => [ns, readCatalog(language, ns)]))]),
) as Record<string, Record<string, Catalog>>;

describe('server catalog files', () => {
  it('has exactly one file per namespace in every language, and the translator reads those files', () => {
    for (const language of LANGUAGE_CODES) {
      const files = readdirSync(join(localesDir, language))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace(/\.json$/, ''))
        .sort();
      expect(files, language).toEqual(NAMESPACES);
      expect(CATALOGS[language], language).toEqual(catalogs[language]);
    }
  });

  for (const namespace of NAMESPACES) {
    it(`${namespace}: every key exists in every language, non-empty, with the same placeholders`, () => {
      const english = flatten(catalogs.en![namespace]);
      for (const language of LANGUAGE_CODES) {
        const other = flatten(catalogs[language]![namespace]);
        const missing = [...english.keys()].filter((key) => !other.has(key));
        const extra = [...other.keys()].filter((key) => !english.has(key));
        expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
        for (const [key, text] of english) {
          expect(placeholders(other.get(key)!), `${language}/${namespace}:${key}`).toEqual(placeholders(text));
          expect(other.get(key)!.trim(), `${language}/${namespace}:${key} is empty`).not.toBe('');
        }
      }
    });

    it(`${namespace}: every plural family has an _other form that shows {{count}}`, () => {
      for (const language of LANGUAGE_CODES) {
        const texts = flatten(catalogs[language]![namespace]);
        for (const [key, text] of texts) {
          if (!PLURAL_FORM.test(key)) continue;
          const family = key.replace(PLURAL_FORM, '');
          expect(texts.has(`${family}_other`), `${language}/${namespace}:${family}_other`).toBe(true);
          expect(placeholders(text), `${language}/${namespace}:${key}`).toContain('count');
        }
      }
    });
  }
});

describe('the translator', () => {
  it('fills placeholders and the product name, and leaves HTML to the caller', () => {
    expect(t('es', 'messaging:disabled', { url: 'https://tally.example/?a=1&b=<2>' })).toBe(
      'Los mensajes a Tally están desactivados para este número. Actívalos en Ajustes en https://tally.example/?a=1&b=<2>.',
    );
  });

  it('picks the plural form of the language for the count', () => {
    expect(t('en', 'emails:reset.expiry', { count: 1 })).toBe('The link works once and expires in 1 hour.');
    expect(t('en', 'emails:reset.expiry', { count: 24 })).toBe('The link works once and expires in 24 hours.');
    expect(t('pt', 'emails:verification.expiry', { count: 1 })).toBe('O link funciona uma única vez e expira em 1 hora.');
    expect(t('pt', 'emails:verification.expiry', { count: 2 })).toBe('O link funciona uma única vez e expira em 2 horas.');
    expect(t('es', 'emails:verification.expiry', { count: 24 })).toBe('El enlace funciona una sola vez y caduca en 24 horas.');
    // Spanish and Portuguese call a million "many"; without a `_many` form the family's `_other` says it.
    expect(t('es', 'emails:reset.expiry', { count: 1_000_000 })).toBe('El enlace funciona una sola vez y caduca en 1000000 horas.');
  });

  it('refuses to send a placeholder unfilled', () => {
    expect(() => t('en', 'messaging:invite')).toThrow(/needs a value for \{\{url\}\}/);
  });
});

describe('keys used in the source', () => {
  function sourceFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
      return name.endsWith('.ts') && !/\.(test|d)\.ts$/.test(name) ? [path] : [];
    });
  }

  const namespaceSet = new Set(NAMESPACES);
  // 'emails:reset.subject' anywhere in code; and, in export files, what `tr.t(...)` asks the `export`
  // catalog for (a literal right after the parenthesis or either branch of a conditional).
  const NAMESPACED_LITERAL = /(['"`])([a-zA-Z]+):([\w.]+)\1/g;
  const EXPORT_CALL = /\btr\.t\(([^)]*)\)/g;
  const EXPORT_KEY = /(?:^|\?|:)\s*(['"])(\w+)\1/g;

  const files = sourceFiles(srcDir);

  it('every literal key exists in the English catalogs', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const file of files) {
      // Comments may show example keys; only code counts.
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      const where = relative(srcDir, file);
      for (const [, , ns, path] of text.matchAll(NAMESPACED_LITERAL)) {
        if (!namespaceSet.has(ns!)) continue;
        checked++;
        if (!hasKey(catalogs.en![ns!]!, path!)) problems.push(`${where}: '${ns}:${path}' not in ${ns}`);
      }
      if (!where.startsWith('modules/export/')) continue;
      for (const [, args] of text.matchAll(EXPORT_CALL)) {
        for (const [, , key] of args!.matchAll(EXPORT_KEY)) {
          checked++;
          if (!hasKey(catalogs.en!.export!, key!)) problems.push(`${where}: tr.t('${key}') not in export`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });
});
