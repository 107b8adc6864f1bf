import { sql } from 'drizzle-orm';
import type { SearchHit } from '@stalboek/domain';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern } from '../../lib/list.ts';
import { rowCount, run, statement } from '../../lib/statements.ts';

// The global search's hits of stored genetic material, found by their identifier: semen lots by
// lot number, embryos by code (from 3 characters; each a trigram index).

/** A found record, and whether the term is its whole identifier (those come first). */
export type RecordHit = { exact: boolean; hit: SearchHit };

/** Semen lots and embryos whose identifier holds `term`: lots first, each in its own order. */
export async function recordHits(db: DbOrTx, term: string, limit: number): Promise<RecordHit[]> {
  const lots = await lotHits(db, term, limit);
  const embryos = await embryoHits(db, term, limit);
  return [...lots.map(presentLot), ...embryos.map(presentEmbryo)];
}

type EmbryoHit = {
  id: string;
  code: string;
  lot_id: string;
  donor_mare: string;
  active: boolean;
  exact: boolean;
};

/**
 * Embryos whose code is the term or contains it (from 3 characters: the code's trigram index,
 * migration 0036, answers the LIKE), whole codes first, active before inactive, then by code.
 */
function embryoHits(db: DbOrTx, term: string, limit: number): Promise<EmbryoHit[]> {
  if (term.trim().length < 3) return Promise.resolve([]);
  const hits = statement<EmbryoHit>(`search/embryos|${limit}`, () => {
    const t = sql.placeholder('term');
    return sql`
      SELECT e.id, e.code, e.lot_id, m.name AS donor_mare, e.active,
             lower(e.code) = lower(${t}) AS exact
        FROM embryo e
        JOIN horse m ON m.id = e.donor_mare_id
       WHERE lower(e.code) LIKE lower(${sql.placeholder('pattern')}) AND e.deleted_at IS NULL
       ORDER BY exact DESC, e.active DESC, e.code_sort, e.seq, e.id
       LIMIT ${rowCount(limit)}`;
  });
  const trimmed = term.trim();
  return run(db, hits, { term: trimmed, pattern: likePattern(trimmed) });
}

function presentEmbryo(r: EmbryoHit): { exact: boolean; hit: SearchHit } {
  return {
    exact: r.exact,
    hit: {
      kind: 'embryo',
      _id: r.id,
      name: r.code,
      lotId: r.lot_id,
      donorMare: r.donor_mare,
      active: r.active,
    },
  };
}

type LotHit = {
  id: string;
  lot_number: string;
  stallion: string;
  owner: string | null;
  current_inventory: number;
  exact: boolean;
};

/**
 * Semen lots whose lot number is the term, starts with it or contains it (from 3 characters: the
 * lot-number trigram index answers the LIKE), whole numbers first, then by lot number.
 */
function lotHits(db: DbOrTx, term: string, limit: number): Promise<LotHit[]> {
  if (term.trim().length < 3) return Promise.resolve([]);
  const hits = statement<LotHit>(`search/lots|${limit}`, () => {
    const t = sql.placeholder('term');
    return sql`
      SELECT l.id, l.lot_number, h.name AS stallion, l.current_inventory,
             lower(l.lot_number) = lower(${t}) AS exact,
             CASE WHEN o.type = 'bedrijf' THEN o.company
                  ELSE trim(coalesce(o.first_name, '') || ' ' || coalesce(o.last_name, '')) END AS owner
        FROM semen_lot l
        JOIN horse h ON h.id = l.stallion_id
        LEFT JOIN customer o ON o.id = l.owner_id
       WHERE lower(l.lot_number) LIKE lower(${sql.placeholder('pattern')}) AND l.deleted_at IS NULL
       ORDER BY exact DESC, lower(l.lot_number) LIKE lower(${sql.placeholder('prefix')}) DESC,
                l.lot_number, l.id
       LIMIT ${rowCount(limit)}`;
  });
  const trimmed = term.trim();
  const pattern = likePattern(trimmed);
  return run(db, hits, { term: trimmed, pattern, prefix: pattern.slice(1) });
}

function presentLot(r: LotHit): { exact: boolean; hit: SearchHit } {
  return {
    exact: r.exact,
    hit: {
      kind: 'semen',
      _id: r.id,
      name: r.lot_number,
      stallion: r.stallion,
      owner: r.owner || null,
      currentInventory: Number(r.current_inventory),
    },
  };
}
