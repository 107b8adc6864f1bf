/** Calendar days in Belgium: a date without time is stored at 12:00 Europe/Brussels (DESIGN §4). */

/** A number of days as it reads: '1 dag', '0 dagen', '3 dagen' (one wording wherever days are counted). */
export function dayCount(n: number): string {
  return `${n} ${Math.abs(n) === 1 ? 'dag' : 'dagen'}`;
}

/** The calendar day (YYYY-MM-DD) of an instant in Belgium. */
export function brusselsDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(at);
}

/** 12:00 Europe/Brussels on a calendar day: how a date without time is stored (DESIGN §4). */
export function brusselsNoon(day: string): Date {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const utcNoon = new Date(Date.UTC(y, m - 1, d, 12));
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Brussels',
    timeZoneName: 'shortOffset',
  })
    .formatToParts(utcNoon)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = /GMT([+-]\d+)/.exec(name ?? '')?.[1];
  return new Date(utcNoon.getTime() - Number(offset ?? 0) * 3_600_000);
}

/**
 * The Belgian calendar day of `at` moved by `days` calendar days, at 12:00 Europe/Brussels —
 * never 11:00 or 13:00 because a daylight-saving change lies in between.
 */
export function addBrusselsDays(at: Date, days: number): Date {
  const [y = 0, m = 1, d = 1] = brusselsDay(at).split('-').map(Number);
  const moved = new Date(Date.UTC(y, m - 1, d + days, 12));
  return brusselsNoon(moved.toISOString().slice(0, 10));
}
