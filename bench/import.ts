/**
 * Statement import of a 10,000-row CSV over real HTTP (the server listens on loopback), on PostgreSQL
 * and on PGlite: time for the upload to answer its preview (parse, categorise, look for duplicates,
 * store the preview) and time for the confirm to write every row (one database transaction), median
 * of several runs, each run a fresh user with 2,000 transactions of history already there (so the
 * duplicate search has rows to look at). Every run's figures are printed too.
 *
 *   node --import tsx bench/import.ts [rows=10000] [runs=5] [kinds=postgres,pglite]
 */
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { benchApp, freshDatabase, registerBenchUser, seedTransactions } from './helpers';

const rows = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 5);
const kinds = (process.argv[4] ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];

const MERCHANTS = ['UBER *TRIP HELP.UBER.COM', 'SUPERMERCADO PAO DE ACUCAR', 'NETFLIX.COM', 'IFOOD *IFOOD', 'POSTO SHELL', 'FARMACIA DROGASIL', 'PADARIA REAL', 'PAG*JoseDaSilva', 'AMAZON.COM*2K4RT5', 'SALARIO ACME LTDA'];

/** A Nubank account statement (Data,Valor,Identificador,Descrição) of `n` rows over the last ~3 years. */
function statement(n: number, seed: number): string {
  const lines = ['Data,Valor,Identificador,Descrição'];
  const start = Date.UTC(2023, 0, 1);
  for (let i = 0; i < n; i++) {
    const day = new Date(start + Math.floor((i * 1000) / n) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const merchant = MERCHANTS[(i * 7 + seed) % MERCHANTS.length]!;
    const cents = 100 + ((i * 7919 + seed) % 50_000);
    const amount = `${merchant.startsWith('SALARIO') ? '' : '-'}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    lines.push(`${date},${amount},${seed}-${i}-bench,Compra no débito - ${merchant}`);
  }
  return lines.join('\n');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

for (const kind of kinds) {
  const { handle, dispose } = await freshDatabase(kind, 'tally_bench_import');
  const app = await benchApp(handle);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const previews: number[] = [];
  const confirms: number[] = [];
  for (let run = 0; run < runs; run++) {
    const user = await registerBenchUser(app, `+1202555${String(1000 + run).padStart(4, '0')}`);
    await seedTransactions(handle, user.id, 2_000);
    const body = statement(rows, run);
    let start = performance.now();
    const up = await fetch(`${base}/api/imports?fileName=bench.csv`, { method: 'POST', headers: { cookie: user.cookie, 'content-type': 'application/octet-stream' }, body });
    const preview = (await up.json()) as { id: string; rows: unknown[] };
    const previewMs = performance.now() - start;
    if (up.status !== 200 || preview.rows.length !== rows) throw new Error(`preview: ${up.status} ${JSON.stringify(preview).slice(0, 300)}`);
    start = performance.now();
    const done = await fetch(`${base}/api/imports/${preview.id}/confirm`, { method: 'POST', headers: { cookie: user.cookie, 'content-type': 'application/json' }, body: '{}' });
    const result = (await done.json()) as { imported: number };
    const confirmMs = performance.now() - start;
    if (done.status !== 200 || result.imported !== rows) throw new Error(`confirm: ${done.status} ${JSON.stringify(result)}`);
    previews.push(previewMs);
    confirms.push(confirmMs);
    console.log(`${kind} run ${run + 1}: preview ${previewMs.toFixed(0)} ms, confirm ${confirmMs.toFixed(0)} ms (${(body.length / 1024 / 1024).toFixed(2)} MB, ${rows} rows)`);
  }
  console.log(`${kind}: ${rows.toLocaleString('en')}-row CSV — preview median ${median(previews).toFixed(0)} ms, confirm median ${median(confirms).toFixed(0)} ms (${runs} runs; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)})`);
  await app.close();
  await dispose();
}
