/**
 * What reading a 100k-row export costs the request thread on PGlite (which answers queries in that
 * thread): the time to read every page through `transactionPages`, and the event-loop delay while
 * it reads (what another request arriving meanwhile waits), with the kept paging (PAGING.pglite: one
 * prepared statement per export, each page one JSON value) against plain page queries of the same
 * size. In process, no HTTP: the figure is the reading alone. Median of the runs.
 *
 *   node --import tsx bench/export-pages.ts [--count 100000] [--runs 5]
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createExportRepository } from '../apps/server/src/modules/export/export.repository';
import { PAGING, transactionPages, type Paging } from '../apps/server/src/modules/export/export.reports';
import { getTranslator } from '../apps/server/src/modules/export/export.texts';
import { benchApp, freshDatabase, registerBenchUser, seedTransactions, stats } from './helpers';
import { machineLoad, option } from './server-process';

const count = Number(option('count', 'EXPORT_COUNT', '100000'));
const runs = Number(option('runs', 'EXPORT_RUNS', '5'));

const { handle, dispose } = await freshDatabase('pglite', 'export_pages');
try {
  const app = await benchApp(handle);
  const user = await registerBenchUser(app, '+12025550100');
  await app.close();
  await seedTransactions(handle, user.id, count);
  const repo = createExportRepository(handle.db);
  const tr = getTranslator('en');
  console.log(`PGlite, ${count.toLocaleString('en')} rows, ${runs} runs each; machine before: ${machineLoad()}`);
  const kept = PAGING.pglite;
  const variants: Array<[string, Paging]> = [
    [`kept: prepared, ${kept.pageSize}-row pages as JSON`, kept],
    [`plain page queries, ${kept.pageSize} rows`, { ...kept, prepared: false }],
  ];
  for (const inPreferred of [true, false]) {
    for (const [label, paging] of variants) {
      const times: number[] = [];
      const p99s: number[] = [];
      const maxes: number[] = [];
      for (let run = 0; run < runs; run++) {
        const delay = monitorEventLoopDelay({ resolution: 1 });
        delay.enable();
        const started = performance.now();
        let rows = 0;
        const filter = { userId: user.id, range: null, currency: inPreferred ? 'USD' : 'EUR', inPreferred };
        for await (const slice of transactionPages(repo, filter, tr, paging)) rows += slice.length;
        times.push(performance.now() - started);
        delay.disable();
        p99s.push(delay.percentile(99) / 1e6);
        maxes.push(delay.max / 1e6);
        if (rows !== count) throw new Error(`read ${rows} rows, expected ${count}`);
      }
      const currency = inPreferred ? 'preferred currency (stored value)' : 'another currency (converted)';
      console.log(
        `  ${currency.padEnd(34)} ${label.padEnd(40)} read in ${stats(times).median.toFixed(0)} ms; ` +
          `event-loop delay p99 ${stats(p99s).median.toFixed(1)} ms, max ${stats(maxes).median.toFixed(1)} ms`,
      );
    }
  }
  console.log(`machine after: ${machineLoad()}`);
} finally {
  await dispose();
}
