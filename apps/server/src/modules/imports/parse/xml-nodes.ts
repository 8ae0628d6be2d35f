/** Small typed readers over fast-xml-parser's output (objects, arrays of them, or strings). */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { StatementError } from './statement';

export type XmlNode = { readonly [key: string]: unknown };

export function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A child that may be one element or several, as a list of elements (text-only ones left out). */
export function nodes(value: unknown): XmlNode[] {
  if (Array.isArray(value)) return value.filter(isNode);
  return isNode(value) ? [value] : [];
}

export function child(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current: XmlNode | undefined = node;
  for (const key of path) current = current ? nodes(current[key])[0] : undefined;
  return current;
}

/** The text of a leaf (trimmed), '' when absent or empty. */
export function text(node: XmlNode | undefined, ...path: string[]): string {
  if (!node || path.length === 0) return '';
  const parent = path.length > 1 ? child(node, ...path.slice(0, -1)) : node;
  const value = parent?.[path[path.length - 1] as string];
  return textOf(value);
}

export function textOf(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first.trim();
  if (typeof first === 'number' || typeof first === 'boolean') return String(first);
  if (isNode(first)) return textOf(first['#text']);
  return '';
}

/** All texts of a repeated leaf ("Ustrd" lines). */
export function texts(node: XmlNode | undefined, key: string): string[] {
  const value = node?.[key];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map(textOf).filter(Boolean);
}

export function attr(node: XmlNode | undefined, name: string): string {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? value : '';
}

/** Every element named one of `keys`, anywhere below `root`, in document order. */
export function findAll(root: unknown, keys: ReadonlySet<string>, out: XmlNode[] = []): XmlNode[] {
  if (Array.isArray(root)) {
    for (const item of root) findAll(item, keys, out);
  } else if (isNode(root)) {
    for (const [key, value] of Object.entries(root)) {
      if (key.startsWith('@_')) continue;
      if (keys.has(key)) out.push(...nodes(value));
      else findAll(value, keys, out);
    }
  }
  return out;
}

/** Validates and parses XML; a damaged document is a StatementError naming the line. */
export function parseXml(xml: string, arrays: ReadonlySet<string>): XmlNode {
  const result = XMLValidator.validate(xml);
  if (result !== true) throw new StatementError('importMalformed', result.err.line, result.err.msg);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    removeNSPrefix: true,
    isArray: (name) => arrays.has(name),
  });
  const doc: unknown = parser.parse(xml);
  if (!isNode(doc)) throw new StatementError('importMalformed', 1, 'not an XML document');
  return doc;
}
