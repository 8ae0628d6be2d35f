/**
 * The catalogs are the only source of user-visible text, so they must be complete: the same keys
 * (and the same {{placeholders}}) in en, pt and es; an `errors` entry for every code the API can
 * answer with; and every literal key the source code asks for present.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES_EN } from '@tally/shared/errors';
import { flattenCatalog, placeholdersOf } from '@tally/shared/catalog-keys';
import { LANGUAGE_CODES } from '@tally/shared/languages';
import { NAMESPACES } from '../lib/i18n/namespaces';

type Catalog = Record<string, unknown>;

const localesDir = fileURLToPath(new URL('.', import.meta.url));
const srcDir = fileURLToPath(new URL('..', import.meta.url));

function readCatalog(language: string, namespace: string): Catalog {
  return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Catalog;
}

const flatten = (catalog: unknown) => flattenCatalog(catalog);
const placeholders = placeholdersOf;

/** True when `path` names a leaf or a subtree (returnObjects) or a plural family (key_one, key_other). */
function hasKey(catalog: Catalog, path: string): boolean {
  const keys = flatten(catalog);
  if (keys.has(path)) return true;
  return [...keys.keys()].some((key) => key.startsWith(`${path}.`) || key.startsWith(`${path}_`));
}

const catalogs = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [language, Object.fromEntries(NAMESPACES.map((ns) => [ns, readCatalog(language, ns)]))]),
) as Record<string, Record<string, Catalog>>;

describe('catalog files', () => {
  it('has exactly one file per declared namespace in every language', () => {
    for (const language of LANGUAGE_CODES) {
      const files = readdirSync(join(localesDir, language))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace(/\.json$/, ''))
        .sort();
      expect(files, language).toEqual([...NAMESPACES].sort());
    }
  });

  for (const namespace of NAMESPACES) {
    it(`${namespace}: every key exists in every language, with the same placeholders`, () => {
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
  }
});

describe('error codes', () => {
  it('every ErrorCode the API can answer with has an errors entry in every language', () => {
    for (const language of LANGUAGE_CODES) {
      const missing = Object.keys(MESSAGES_EN).filter((code) => !(code in catalogs[language]!.errors!));
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });
});

describe('keys used in the source', () => {
  function sourceFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'locales' || name === 'test' ? [] : sourceFiles(path);
      return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
    });
  }

  const namespaceSet = new Set<string>(NAMESPACES);
  // t('key'), i18n.t('ns:key'), and namespaced string literals such as 'common:nav.home' anywhere.
  const CALL = /\bt\(\s*(['"`])([^'"`$]+)\1/g;
  const NAMESPACED_LITERAL = /(['"`])([a-zA-Z]+):([\w.]+)\1/g;
  const USE_TRANSLATION = /useTranslation\(\s*(?:\[\s*)?['"](\w+)['"]/g;

  const files = sourceFiles(srcDir);

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('every literal key exists in the catalogs', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const file of files) {
      // Comments may show example calls; only code counts.
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      const fileNamespaces = [...text.matchAll(USE_TRANSLATION)].map((m) => m[1]!);
      const defaults = fileNamespaces.length > 0 ? fileNamespaces : ['common'];
      const where = relative(srcDir, file);
      for (const match of text.matchAll(CALL)) {
        const key = match[2]!;
        const [ns, path] = key.includes(':') ? [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)] : [null, key];
        const candidates = ns ? [ns] : defaults;
        checked++;
        if (!candidates.some((candidate) => catalogs.en![candidate] && hasKey(catalogs.en![candidate]!, path))) {
          problems.push(`${where}: t('${key}') not in ${candidates.join(' or ')}`);
        }
      }
      for (const match of text.matchAll(NAMESPACED_LITERAL)) {
        const [, , ns, path] = match;
        if (!namespaceSet.has(ns!)) continue;
        checked++;
        if (!hasKey(catalogs.en![ns!]!, path!)) problems.push(`${where}: '${ns}:${path}' not in ${ns}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
