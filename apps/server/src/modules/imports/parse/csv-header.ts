/** Header cells compared and remembered in one folded form. */

/** "  Descrição " -> "descricao": lower case, accents removed, spaces collapsed, quotes and marks dropped. */
export function foldHeader(cell: string): string {
  return cell
    .replace(/^\ufeff/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/["']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A stable key of a CSV header: folded cells joined by "|", trailing empty cells dropped (a trailing
 * delimiter does not make another header). The service remembers a confirmed mapping under it.
 */
export function csvHeaderKey(columns: string[]): string {
  const folded = columns.map(foldHeader);
  while (folded.length > 0 && folded[folded.length - 1] === '') folded.pop();
  return folded.join('|');
}
