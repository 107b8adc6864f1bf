import { format, isValid } from 'date-fns';
import { brusselsNoon } from '@stalboek/domain';

/** A value a picker cannot turn into a date: the schema refuses it ('Invalid date'). */
export const INVALID_DATE = 'ongeldige datum';

/** An ISO value as a picker's Date (null when empty or unreadable). */
export function toDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return isValid(d) ? d : null;
}

/** The picked calendar day, stored at 12:00 Belgian time (spec 01 §5: dates at hour 12). */
export function noonIso(day: Date): string {
  return brusselsNoon(format(day, 'yyyy-MM-dd')).toISOString();
}

/** The calendar day of a picked date as the lab upload sends it (YYYY-MM-DD). */
export function dayOf(day: Date): string {
  return format(day, 'yyyy-MM-dd');
}

/** Now, on a 5-minute step (the date-time pickers' step). */
export function nowOnStep(): Date {
  const d = new Date();
  d.setSeconds(0, 0);
  d.setMinutes(Math.floor(d.getMinutes() / 5) * 5);
  return d;
}
