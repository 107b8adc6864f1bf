/**
 * Which table a route's ids point into, read from names alone, so the sweep aims at rows that
 * exist: the one rule, for path parameters, query parameters and body fields alike.
 *
 * - `:id` names the resource of the path segment before it: `/api/horse/:id` → horse,
 *   `/api/researchSheet/:id` → research_sheet, `/api/nitrogen-container/:id` → nitrogen_container.
 * - `:<word>Id`, a field `<word>Id` / `<word>_id`, or a field `<word>` names <word>:
 *   `:contactId` → contact, `horse` → horse, `horses` (a list) → horse.
 * - A few fields name a row by its role rather than its table (ROLES).
 * - <word> is snake_cased and matched against the tables: exactly, else the one table ending in
 *   `_<word>` (batch → stock_batch), else the one starting with `<word>_` (pension → pension_type).
 */

/** Fields that name a row by the role it plays (spec 01 §7 keys). */
const ROLES: Record<string, string> = {
  owner: 'customer',
  stallion_owner: 'customer',
  client: 'customer',
  donor_mare: 'horse',
  stallion: 'horse',
  semen: 'semen_lot',
  // The semen actions' `lots` (icsi_lot ends in _lot too); an ICSI lot is /api/icsi/:id.
  lot: 'semen_lot',
  icsi: 'icsi_lot',
  donor_stallion: 'horse',
  surrogate: 'horse',
  extra: 'horse',
  stable: 'location',
};

const snake = (word: string) =>
  word
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();

/** The table `word` names, if exactly one does. */
export function tableFor(word: string, tables: readonly string[]): string | undefined {
  const w = snake(word.replace(/(_id|Id)$/, ''));
  if (!w || w === 'id') return undefined;
  const role = ROLES[w];
  if (role) return tables.includes(role) ? role : undefined;
  if (tables.includes(w)) return w;
  const one = (found: string[]) => (found.length === 1 ? found[0] : undefined);
  return (
    one(tables.filter((t) => t.endsWith(`_${w}`))) ??
    one(tables.filter((t) => t.startsWith(`${w}_`))) ??
    (w.endsWith('s') ? tableFor(w.slice(0, -1), tables) : undefined)
  );
}

/** The word a path parameter names: `:id` the segment before it, `:xId` x itself. */
export function paramWord(url: string, name: string): string {
  if (name !== 'id') return name;
  const segments = url.split('/');
  const at = segments.indexOf(':id');
  return segments[at - 1] ?? '';
}

/** The table of each path parameter of `url` that names a row (`undefined` when none does). */
export function paramTables(
  url: string,
  names: readonly string[],
  tables: readonly string[],
): Record<string, string | undefined> {
  return Object.fromEntries(names.map((n) => [n, tableFor(paramWord(url, n), tables)]));
}
