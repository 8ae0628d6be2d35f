/**
 * Reading a text catalog (nested JSON of en/pt/es texts with {{placeholders}}) the same way wherever
 * one is checked: the web app's and the server's catalog tests.
 */

/** Leaf keys as dotted paths (arrays by index), with their text. */
export function flattenCatalog(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flattenCatalog(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

/** The names of a text's {{placeholders}}, sorted. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] as string).sort();
