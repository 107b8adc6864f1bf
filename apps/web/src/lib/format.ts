import { format } from 'date-fns';

/** Dates day/month/year, date-times day/month/year hour:minute (spec 01 §9). */
export const DATE_FORMAT = 'dd/MM/yyyy';
export const DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';

/** Euro in Belgian-Dutch format with 2 decimals (spec 01 §9, spec 02 §9): '€ 12,50'. */
const euro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

export function formatEuro(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : euro.format(amount);
}

/** A VAT rate: '21 %'. */
export function formatTax(tax: number): string {
  return `${tax} %`;
}

/** A stock quantity: up to 2 decimals, Belgian-Dutch ('12,5'). */
const quantity = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 });
export function formatAmount(amount: number): string {
  return quantity.format(amount);
}

/** A date as the spec shows it: dd/MM/yyyy (empty when none). */
export function formatDate(iso: string | null | undefined): string {
  return iso ? format(new Date(iso), DATE_FORMAT) : '';
}

/** A date-time as the spec shows it: dd/MM/yyyy HH:mm (empty when none). */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? format(new Date(iso), DATE_TIME_FORMAT) : '';
}
