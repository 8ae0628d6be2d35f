/** Creates an empty, timestamp-named migration: npm run migration:new -w @tally/server -- add_things */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const name = (process.argv[2] ?? '').toLowerCase().replace(/[^a-z0-9_]+/g, '_');
if (!name) {
  console.error('Usage: npm run migration:new -w @tally/server -- <name>');
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const file = fileURLToPath(new URL(`../src/db/migrations/${stamp}_${name}.sql`, import.meta.url));
writeFileSync(file, `-- ${name}: keep src/db/schema.ts in step (the schema test compares them)\n`);
console.log(file);
