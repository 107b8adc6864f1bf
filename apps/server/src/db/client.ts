import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { migrationsFolder, openEmbedded } from './embedded.ts';
import { prepareDataDir } from './prepare-data-dir.ts';
import { ConnectionState } from './connection-state.ts';
import { retryTransactions } from './transaction.ts';

import type { Db, DbOrTx } from './types.ts';

export type { Db, DbOrTx, Schema, Tx } from './types.ts';

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Outages seen by this process (health route). */
  connection: ConnectionState;
  close: () => Promise<void>;
};

/**
 * Opens the database and applies the migrations: PostgreSQL through a pg pool when `databaseUrl`
 * is set, else PGlite persisted in `dataDir` ('memory://' keeps it in memory, for tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  const connection = new ConnectionState();
  if (opts.databaseUrl) {
    const pool = openPool(opts.databaseUrl, connection);
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const close = () => pool.end();
    return { db: retryTransactions(db as unknown as Db), kind: 'postgres', connection, close };
  }
  await prepareDataDir(opts.dataDir); // a new data directory: made in a child process
  const client = await openEmbedded(opts.dataDir);
  const db = drizzlePglite(client, { schema });
  const close = () => client.close();
  return { db: retryTransactions(db as unknown as Db), kind: 'pglite', connection, close };
}

/**
 * A pg pool whose connections never crash the process: node-postgres emits 'error' on a client
 * whose connection dies (the server terminated it, restarted, the network broke), and an 'error'
 * event without a listener kills the process. The pool listens only while a client is idle, so
 * every client gets its own listener as it connects, which also covers it while checked out; the
 * query in flight fails on its own (503) and the pool drops the dead client when it is released.
 */
function openPool(connectionString: string, connection: ConnectionState): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 20,
    // A server that does not answer fails the request (503) instead of holding it forever.
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  pool.on('connect', (client) => {
    connection.restored();
    client.on('error', (err) => connection.lost(err));
  });
  // Also emitted for an idle client, whose own listener above has already noted the error.
  pool.on('error', () => undefined);
  releaseWhenLost(pool);
  return pool;
}

/**
 * A client checked out with `pool.connect()` (drizzle's transactions) goes back to the pool, as
 * broken, the moment its connection dies. drizzle releases it only once BEGIN has succeeded, so a
 * connection lost during BEGIN kept its pool slot forever: after 20 of them every request waited
 * (and `pool.end()` never returned). Its later `release()` is then a no-op; what it still sends
 * fails as 'not queryable', a connection loss like the first.
 */
function releaseWhenLost(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  const guarded = async (): Promise<pg.PoolClient> => {
    const client = await connect();
    const release = client.release;
    let released = false;
    const lost = (err: Error) => releaseOnce(err);
    const releaseOnce = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', lost);
      release(err);
    };
    client.on('error', lost);
    client.release = releaseOnce;
    return client;
  };
  // pool.query checks out with a callback and releases a broken client itself: left as it is.
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) =>
    callback ? connect(callback) : guarded()) as pg.Pool['connect'];
}

/** Rows of a raw SQL query (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
