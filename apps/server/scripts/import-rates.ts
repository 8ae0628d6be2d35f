/**
 * Imports exchange rates from a CSV file (header `date,currency,rate`; rate = units per 1 USD) and
 * re-expresses stored conversions from the earliest imported date.
 *
 *   npm run rates:import -w @tally/server -- rates.csv
 *
 * Uses DATABASE_URL, or the embedded database in DATA_DIR — stop the server first in that case:
 * only one process may open an embedded database folder.
 */
import { readFileSync } from 'node:fs';
import { openDatabase } from '../src/db/client';
import { readConfig } from '../src/platform/config';
import { parseRatesCsv } from '../src/platform/exchange-rates/providers';
import { storeRates } from '../src/modules/currencies/exchange-rates.import';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run rates:import -w @tally/server -- <file.csv>');
  process.exit(2);
}
let rows;
try {
  rows = parseRatesCsv(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`Nothing imported: ${(error as Error).message}`);
  process.exit(1);
}
const database = await openDatabase(readConfig());
await database.migrate();
const result = await storeRates(database.db, rows);
console.log(`Imported ${result.rows} rates; conversions re-expressed from ${result.from}.`);
await database.close();
