import type { EmbryoHistoryItem } from '@stalboek/domain';
import type { Ref } from '../../lib/refs.ts';

/** Date order of two history rows, then the order they were written. */
const byDate = (a: EmbryoHistoryItem, b: EmbryoHistoryItem) =>
  a.date === b.date
    ? a.createdAt < b.createdAt
      ? -1
      : a.createdAt > b.createdAt
        ? 1
        : 0
    : a.date < b.date
      ? -1
      : 1;

/**
 * The delivery report's default destination: the customer of the last export out of the centre
 * over the embryos' histories (an export in house delivers nothing); none without one.
 */
export function lastExportCustomer(rows: readonly EmbryoHistoryItem[]): Ref | null {
  const exports = rows.filter((r) => r.type === 'export' && !r.inHouse && r.customer !== null);
  const last = exports.reduce<EmbryoHistoryItem | undefined>(
    (found, r) => (found === undefined || byDate(r, found) > 0 ? r : found),
    undefined,
  );
  return last?.customer ?? null;
}
