/** Euro in Belgian-Dutch format with 2 decimals (spec 02 §9): '€ 12,50'. */
const euro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

export function formatEuro(amount: number): string {
  return euro.format(amount);
}

/** A VAT rate: '21 %'. */
export function formatTax(tax: number): string {
  return `${tax} %`;
}

/** The price kind of spec 02 §9: 'vast' (fixed) or 'variabel'. */
export function formatPriceKind(fixedPrice: boolean): string {
  return fixedPrice ? 'vast' : 'variabel';
}
