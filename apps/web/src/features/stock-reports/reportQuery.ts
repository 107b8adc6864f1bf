import { endOfDay, isValid, parse, startOfDay } from 'date-fns';
import { EDITABLE_MOD_TYPES } from '@stalboek/domain';
import type { Query } from '../../api/client.ts';

/** A yyyy-MM-dd day from the URL as a local date; undefined when absent or not a real day. */
export function parseDay(day: string | undefined): Date | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = parse(day, 'yyyy-MM-dd', new Date());
  return isValid(date) ? date : undefined;
}

/** What a report always asks, whatever the URL says: its own type(s) or every outgoing type. */
export type ReportScope = { type: 'Toediening' | 'Aankoop' } | { out: true };

/** Outgoing types chosen in the URL that the API knows (anything else is dropped). */
export function chosenTypes(values: string[]): string[] {
  return values.filter((v) => (EDITABLE_MOD_TYPES as readonly string[]).includes(v));
}

/**
 * The GET /api/stock/mods query of a report: the list's page, limit, sort and filters, the days
 * as an inclusive range of date-times (from the start of `from` to the end of `to`), the report's
 * scope and, on the outgoing report, the chosen types.
 */
export function modsQuery(list: Query, scope: ReportScope, types: string[] = []): Query {
  const from = parseDay(typeof list.from === 'string' ? list.from : undefined);
  const to = parseDay(typeof list.to === 'string' ? list.to : undefined);
  const query: Query = {
    ...list,
    from: from ? startOfDay(from).toISOString() : undefined,
    to: to ? endOfDay(to).toISOString() : undefined,
    ...scope,
  };
  if ('out' in scope) query.type = types.length > 0 ? types : undefined;
  return query;
}
