import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

// The maintained ISO 3166 list with its Dutch names (i18n-iso-countries), loaded once. 'alias'
// gives the everyday name (België, not Koninkrijk België) where the library has one.
const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/nl.json'));

const list = Object.entries(countries.getNames('nl', { select: 'alias' }))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'nl'));

/** Every country with its Dutch name, sorted by name; België first as the clinic's default. */
export function countryList(): { code: string; name: string }[] {
  const be = list.find((c) => c.code === 'BE');
  return be ? [be, ...list.filter((c) => c !== be)] : list;
}
