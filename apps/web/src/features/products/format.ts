/** Euro in Belgian-Dutch format with 2 decimals (spec 02 §9): '€ 12,50'. */
const euro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

export function formatEuro(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : euro.format(amount);
}

/** A VAT rate: '21 %'. */
export function formatTax(tax: number): string {
  return `${tax} %`;
}
