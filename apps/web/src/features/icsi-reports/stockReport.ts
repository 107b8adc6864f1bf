import { EMBRYO_HISTORY_LABELS, ICSI_STOCK_TYPES } from '@stalboek/domain';
import type { EmbryoMovementsResult } from '@stalboek/domain';
import type { Query } from '../../api/client.ts';
import { customerSource, horseRef, searchHorses } from '../../lib/refs.ts';
import type { RefSource } from '../../lib/refs.ts';

export type IcsiStockType = (typeof ICSI_STOCK_TYPES)[number];

/** The report's owner: any customer. */
export const ownerSource = customerSource;

/** The report's mare (the embryos' donor mare): horses of type Merrie only. */
export const mareSource: RefSource = {
  key: 'mares',
  search: (text, signal) => searchHorses(text, signal, { type: 'Merrie' }),
  byId: horseRef,
};

/** The type filter's choices: Import, Transfer, Export. */
export const TYPE_OPTIONS = ICSI_STOCK_TYPES.map((t) => ({
  value: t,
  label: EMBRYO_HISTORY_LABELS[t],
}));

/** What the report shows, as the URL keeps it (owner, mare, type repeated, from, to). */
export type IcsiStockScope = {
  owner?: string | undefined;
  mare?: string | undefined;
  types: IcsiStockType[];
  from?: string | undefined;
  to?: string | undefined;
};

const isStockType = (v: string): v is IcsiStockType =>
  (ICSI_STOCK_TYPES as readonly string[]).includes(v);

/** The scope of the URL's query; unknown types are dropped. */
export function scopeOf(params: URLSearchParams): IcsiStockScope {
  return {
    owner: params.get('owner') ?? undefined,
    mare: params.get('mare') ?? undefined,
    types: params.getAll('type').filter(isStockType),
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
}

/**
 * GET /api/icsi/embryos/history: every movement (limit -1) of the owner's and/or mare's embryos,
 * oldest first; no type chosen means all three.
 */
export function stockQuery(scope: IcsiStockScope): Query {
  return {
    owner: scope.owner,
    donor_mare: scope.mare,
    type: scope.types.length > 0 ? scope.types : undefined,
    from: scope.from,
    to: scope.to,
    limit: -1,
    sortBy: 'date',
    sortDesc: false,
  };
}

/** The totals under the table: one per type of the filter (all three when none is chosen). */
export function totalsOf(
  calculations: EmbryoMovementsResult['calculations'],
  types: readonly IcsiStockType[],
): [string, number][] {
  const shown =
    types.length > 0 ? ICSI_STOCK_TYPES.filter((t) => types.includes(t)) : ICSI_STOCK_TYPES;
  return shown.map((t) => [`Totaal ${EMBRYO_HISTORY_LABELS[t]}`, calculations[t]]);
}
