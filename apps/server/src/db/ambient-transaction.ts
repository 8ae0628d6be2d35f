/**
 * One database transaction around a whole request handler, without handing a `tx` down through
 * every service: the services' `db` is a view (`createAmbientDatabase`) that sends each call to the
 * transaction of the current request when one is open (AsyncLocalStorage), and to the database
 * otherwise. A service's own `db.transaction(...)` inside becomes a savepoint of it. Used by the
 * idempotent writes (http/idempotency.ts): the key's row commits with the write, or neither does.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Tx } from './client';

interface Scope {
  tx: Tx;
  /** False once the transaction ended: late work started inside (a timer, a background task) uses the database. */
  open: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

export function createAmbientDatabase(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const scope = scopes.getStore();
      const source: object = scope?.open ? scope.tx : target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
}

/**
 * Runs `work` in one transaction of `db` (the database itself, not an ambient view): every query
 * made through an ambient view during `work` belongs to it. It commits when `work` resolves.
 */
export function runInAmbientTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const scope: Scope = { tx, open: true };
    try {
      return await scopes.run(scope, () => work(tx));
    } finally {
      scope.open = false;
    }
  });
}
