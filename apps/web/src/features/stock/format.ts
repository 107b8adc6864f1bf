import { format } from 'date-fns';

/** Euro in Belgian-Dutch format with 2 decimals (spec 02 §9): '€ 12,50'. */
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
  return iso ? format(new Date(iso), 'dd/MM/yyyy') : '';
}

/** A date-time as the spec shows it: dd/MM/yyyy HH:mm. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? format(new Date(iso), 'dd/MM/yyyy HH:mm') : '';
}
