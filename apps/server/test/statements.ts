import pg from 'pg';
import type { Database } from '../src/db/client.ts';

/** What PGlite's protocol entry point is called with (every statement passes through it). */
type ProtocolClient = {
  execProtocolStream: (message: Uint8Array, ...rest: unknown[]) => Promise<unknown>;
};

const PARSE = 0x50; // 'P': an extended-protocol statement (a query with or without parameters)
const QUERY = 0x51; // 'Q': a simple-protocol statement (BEGIN, COMMIT, exec)

/**
 * The SQL statements `database` is sent while `work` runs, counted where the driver sends them:
 * node-postgres' Client.query (every client of the process: one app per test file), or PGlite's
 * protocol entry point (one Parse or Query message per statement). BEGIN and COMMIT count.
 */
export async function countStatements<T>(
  database: Database,
  work: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  let statements = 0;
  if (database.kind === 'postgres') {
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      statements++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      return { result: await work(), statements };
    } finally {
      pg.Client.prototype.query = query;
    }
  }
  const client = (database.db as unknown as { $client: ProtocolClient }).$client;
  const send = client.execProtocolStream;
  client.execProtocolStream = (message, ...rest) => {
    if (message[0] === PARSE || message[0] === QUERY) statements++;
    return send.call(client, message, ...rest);
  };
  try {
    return { result: await work(), statements };
  } finally {
    client.execProtocolStream = send;
  }
}
