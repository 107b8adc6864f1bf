// Write load through a real listening app while the database connection is being broken, and
// what must hold afterwards (issue 14): used by the *.pg.test.ts files of db/.
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { horses } from '../src/db/schema/index.ts';
import { dbMessages } from '../src/lib/db-errors.ts';

/** One request's outcome: its status, or 'dropped' when the socket failed without an answer. */
export type Answer = { status: number | 'dropped'; horse: string; id?: string; message?: string };

/** `n` fresh horses, written directly: one case is created per horse, so each write is traceable. */
export async function freshHorses(database: Database, n: number): Promise<string[]> {
  const rows = await database.db
    .insert(horses)
    .values(Array.from({ length: n }, (_, i) => ({ name: `Storm ${i}`, type: 'Merrie' as const })))
    .returning({ id: horses.id });
  return rows.map((r) => r.id);
}

async function call(url: string, init: RequestInit, horse = ''): Promise<Answer> {
  try {
    const res = await fetch(url, init);
    const body = (await res.json()) as { _id?: string; message?: string };
    return { status: res.status, horse, id: body._id, message: body.message };
  } catch (err) {
    return { status: 'dropped', horse, message: String(err) };
  }
}

/** POST /api/case for the horse: a case row, the year's reference counter and an audit row. */
export const createCase = (base: string, token: string, horse: string) =>
  call(
    `${base}/api/case`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ horse }),
    },
    horse,
  );

/**
 * `clients` loops that each create a case (case row, reference counter, audit row) for the next
 * horse over HTTP, and one that polls /api/health, until stopped. A client waits 20 ms after a
 * refusal, as a user's retry would, so an outage does not burn through the horses.
 */
export function writeLoad(base: string, token: string, horseIds: string[], clients = 10) {
  const writes: Answer[] = [];
  const health: Answer[] = [];
  let next = 0;
  let stopped = false;
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const writer = async () => {
    while (!stopped && next < horseIds.length) {
      const answer = await createCase(base, token, horseIds[next++] as string);
      writes.push(answer);
      if (answer.status !== 201) await pause(20);
    }
  };
  const poller = async () => {
    while (!stopped) {
      health.push(await call(`${base}/api/health`, {}));
      await pause(50);
    }
  };
  const running = Promise.all([...Array.from({ length: clients }, writer), poller()]);
  return {
    writes,
    health,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/** Answers per status, e.g. {201: 310, 503: 42}. */
export function countStatuses(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

/**
 * Nothing is half-written: each case has its audit row and its reference from the counter, and
 * no more; each 201 is there in full; a request that failed left nothing — except one that lost
 * its connection while committing, which says so (its commit may have gone through) and is then
 * there in full as well.
 */
export async function expectAllOrNothing(database: Database, writes: Answer[]) {
  const { rows } = (await database.db.execute(sql`
    select c.id, c.horse_id as horse, c.reference,
           (select count(*)::int from audit a
             where a.entity = 'case' and a.action = 'create' and a.entity_id = c.id) as audits
      from "case" c`)) as unknown as {
    rows: { id: string; horse: string; reference: string; audits: number }[];
  };
  expect(rows.filter((r) => r.audits !== 1)).toEqual([]);
  const [orphans] = (
    (await database.db.execute(sql`
      select count(*)::int as n from audit a
       where a.entity = 'case' and a.action = 'create'
         and not exists (select 1 from "case" c where c.id = a.entity_id)`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  expect(orphans?.n, 'audit rows of cases that are not there').toBe(0);
  // References come from the year's counter in the same transaction: 1…n without gaps.
  const [counter] = (
    (await database.db.execute(
      sql`select coalesce(sum(last), 0)::int as last from case_reference_counter`,
    )) as unknown as { rows: { last: number }[] }
  ).rows;
  expect(counter?.last).toBe(rows.length);
  expect(new Set(rows.map((r) => r.reference)).size).toBe(rows.length);

  const byHorse = new Map(rows.map((r) => [r.horse, r]));
  expect(byHorse.size, 'one case per horse at most').toBe(rows.length);
  let keptDespiteLoss = 0;
  for (const w of writes) {
    const row = byHorse.get(w.horse);
    if (w.status === 201) expect(row?.id, `the 201 for horse ${w.horse}`).toBe(w.id);
    else if (w.status === 503 && w.message === dbMessages.commitUnknown)
      keptDespiteLoss += row ? 1 : 0;
    else expect(row, `a ${w.status} (${w.message}) left its case`).toBeUndefined();
  }
  return { cases: rows.length, keptDespiteLoss };
}
