/**
 * A deliberately injectable server for scripts/sqlmap.sh to prove its own settings can find an
 * injection: the same database engine as the product (PGlite, in memory) and the same request shapes
 * (a query-string parameter and a JSON body field), with the text pasted into the SQL. Never used by
 * the product; it listens on loopback only and prints its port.
 *
 *   node --import tsx scripts/sqlmap-canary.ts
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';

const db = new PGlite();
await db.exec(`create table items (id serial primary key, description text not null);
  insert into items (description) values ('Lunch'), ('Coffee'), ('Rent');`);

/** The flaw on purpose: the text goes into the statement as it is. */
async function countMatching(description: string): Promise<number> {
  const result = await db.query<{ n: number }>(`select count(*)::int as n from items where description = '${description}'`);
  return result.rows[0]?.n ?? 0;
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://canary');
  try {
    let description: string | undefined;
    if (req.method === 'GET' && url.pathname === '/api/canary') description = url.searchParams.get('description') ?? '';
    if (req.method === 'POST' && url.pathname === '/api/canary') {
      let body = '';
      for await (const chunk of req) body += chunk;
      description = String((JSON.parse(body) as { description?: unknown }).description ?? '');
    }
    if (description === undefined) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    const n = await countMatching(description);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ matches: n, items: n > 0 ? ['found'] : [] }));
  } catch {
    // Like the product: a failed statement is a plain error answer, its text never sent.
    res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"Bad request"}');
  }
});

server.listen(0, '127.0.0.1', () => console.log(`canary listening on ${(server.address() as AddressInfo).port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
