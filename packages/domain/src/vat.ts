/**
 * VAT numbers: spaces, dots and dashes are dropped and letters upper-cased. A Belgian number is
 * 'BE' + 10 digits starting with 0 or 1 whose last two digits are 97 − (first eight mod 97); an
 * old 9-digit Belgian number gets its leading 0. Other countries: two letters and 2–13 characters.
 */
export function normalizeVat(input: string): string {
  const v = input.replace(/[\s.\-/]/g, '').toUpperCase();
  return /^BE\d{9}$/.test(v) ? `BE0${v.slice(2)}` : v;
}

export function isValidBelgianVat(vat: string): boolean {
  const m = /^BE([01]\d{7})(\d{2})$/.exec(vat);
  if (!m?.[1] || !m[2]) return false;
  return 97 - (Number(m[1]) % 97) === Number(m[2]);
}

export function vatProblem(input: string): string | undefined {
  const vat = normalizeVat(input);
  if (vat.startsWith('BE')) {
    return isValidBelgianVat(vat) ? undefined : 'Ongeldig Belgisch btw-nummer (BE0123456789)';
  }
  return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vat) ? undefined : 'Ongeldig btw-nummer';
}
