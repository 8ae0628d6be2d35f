/**
 * The dashboard for one user with a million transactions, on PostgreSQL, measured in process through
 * app.inject (no network): p50 and p95 of GET /api/dashboard per period. The rows are made in SQL with
 * generate_series: five years of dates, every category of the user, 85% in the preferred currency
 * (USD), 10% EUR and 4% BRL with stored conversions, 1% ARS with no rate (left out of the totals),
 * a fifth tagged. Each row's creation time is its own date plus a few hours, as when typed on the day.
 * The database is dropped at the end (unless --keep, to EXPLAIN the queries by hand afterwards).
 *
 *   node --import tsx bench/dashboard-1m.ts [count=1000000] [runs=40] [--keep]
 */
import { benchApp, fmt, freshDatabase, registerBenchUser, stats } from './helpers';
import { loadavg } from 'node:os';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const keep = process.argv.includes('--keep');
const count = Number(args[0] ?? 1_000_000);
const runs = Number(args[1] ?? 40);
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

const { handle, dispose } = await freshDatabase('postgres', 'tally_bench_dashboard_1m');
try {
  const app = await benchApp(handle);
  const user = await registerBenchUser(app);
  console.log(`load average before seeding: ${load()}`);
  const seeded = performance.now();
  const batch = 250_000;
  for (let offset = 0; offset < count; offset += batch) {
    const n = Math.min(batch, count - offset);
    await handle.sql.exec(`
      with cats as (
        select array_agg(id order by id) filter (where type = 'expense') as expense,
               array_agg(id order by id) filter (where type = 'income') as income
        from categories where user_id = ${user.id}
      )
      insert into transactions (user_id, type, amount, currency, historical_converted_amount, historical_exchange_rate,
        description, category_id, tags, raw_input, transaction_date, created_at)
      select ${user.id}, r.type, r.amount, r.currency,
        case r.currency when 'USD' then r.amount when 'EUR' then round(r.amount * 1.0842, 2) when 'BRL' then round(r.amount * 0.1873, 2) end,
        case r.currency when 'USD' then 1 when 'EUR' then 1.0842 when 'BRL' then 0.1873 end,
        'Bench item ' || (r.g % 97),
        case r.type when 'income' then cats.income[1 + r.g % cardinality(cats.income)]
                    else cats.expense[1 + (r.g / 10) % cardinality(cats.expense)] end,
        case when r.g % 5 = 0 then array['work'] when r.g % 7 = 0 then array['home', 'family'] else '{}'::text[] end,
        'bench', r.day, r.day + make_interval(hours => (8 + r.g % 12)::int, secs => r.g % 3600)
      from cats, (
        select g,
          case when g % 10 = 0 then 'income' else 'expense' end as type,
          round(((g * 7919) % 20000) / 100.0 + 1, 2) as amount,
          case when g % 100 < 85 then 'USD' when g % 100 < 95 then 'EUR' when g % 100 < 99 then 'BRL' else 'ARS' end as currency,
          current_date - ((g * 4099) % 1826)::int as day
        from generate_series(${offset + 1}::bigint, ${offset + n}::bigint) g
      ) r`);
  }
  await handle.sql.exec('vacuum analyze');
  console.log(`postgres: ${count.toLocaleString('en')} transactions seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  console.log(`load average before measuring: ${load()}`);
  for (const period of ['month', 'quarter', 'year', 'all']) {
    const samples: number[] = [];
    for (let i = 0; i < runs + 5; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/dashboard?period=${period}`, headers: { cookie: user.cookie } });
      if (res.statusCode !== 200) throw new Error(res.body);
      if (i >= 5) samples.push(performance.now() - start);
      if (i === 0 && period === 'all') console.log(`  (all: ${res.json().totals.expenses} USD of expenses, ${res.json().withoutRate} without a rate)`);
    }
    const s = stats(samples);
    console.log(`  dashboard period=${period.padEnd(7)} p50 ${fmt(s.median)}  p95 ${fmt(s.p95)}  max ${fmt(s.max)}  (n=${s.n})`);
  }
  console.log(`load average after measuring: ${load()}`);

  // The floor on this machine at this load: the same request for a user with 100 transactions.
  const small = await registerBenchUser(app, '+12025550101');
  await handle.sql.exec(`insert into transactions (user_id, type, amount, currency, historical_converted_amount, historical_exchange_rate,
      description, category_id, raw_input, transaction_date)
    select ${small.id}, 'expense', 10.00, 'USD', 10.00, 1, 'Small', (select min(id) from categories where user_id = ${small.id} and type = 'expense'),
      'bench', current_date - g from generate_series(1, 100) g`);
  const floor: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url: '/api/dashboard?period=all', headers: { cookie: small.cookie } });
    if (res.statusCode !== 200) throw new Error(res.body);
    if (i >= 5) floor.push(performance.now() - start);
  }
  const f = stats(floor);
  console.log(`  floor: 100 transactions, period=all p50 ${fmt(f.median)}  p95 ${fmt(f.p95)}`);

  // What writes cost at this size: one transaction added (p50 of 20), and a preferred-currency change
  // (every one of the million converted amounts rewritten), there and back.
  const adds: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: { cookie: user.cookie },
      payload: { type: 'expense', amount: '12.50', currency: 'USD', description: 'Coffee', category: 'Dining', tags: ['work'], transactionDate: new Date().toISOString().slice(0, 10) },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    adds.push(performance.now() - start);
  }
  console.log(`  POST /api/transactions p50 ${fmt(stats(adds).median)}  p95 ${fmt(stats(adds).p95)}  (n=20)`);
  for (const currency of ['EUR', 'USD']) {
    const start = performance.now();
    const res = await app.inject({ method: 'PATCH', url: `/api/users/${user.id}/currency`, headers: { cookie: user.cookie }, payload: { currency } });
    if (res.statusCode !== 200) throw new Error(res.body);
    console.log(`  PATCH preferred currency to ${currency}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
  console.log(`load average at the end: ${load()}`);
  await app.close();
} finally {
  if (keep) {
    await handle.close();
    console.log('kept database tally_bench_dashboard_1m');
  } else await dispose();
}
