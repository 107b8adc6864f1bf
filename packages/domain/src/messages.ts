// Dutch validation messages of spec 01 §5 and spec 02 §5, written once for the API and the forms.
export const msg = {
  required: 'Dit veld is verplicht',
  max64: 'Mag maximum 64 tekens bevatten',
  positiveNumber: 'Dit veld is verplicht en moet groter zijn dan 0',
  wholeNumber: 'Moet een geheel getal zijn',
  maxChars: (n: number) => `Mag maximum ${n} tekens bevatten`,
  // Ours, where the spec names none (the shared zod map, zod-messages.ts, gives these).
  invalid: 'Ongeldige waarde',
  number: 'Moet een getal zijn',
  text: 'Moet tekst zijn',
  yesNo: 'Moet waar of onwaar zijn',
  list: 'Moet een lijst zijn',
  object: 'Moet een object zijn',
  oneValue: 'Mag maar één waarde hebben',
  date: 'Ongeldige datum',
  time: 'Ongeldig tijdstip',
  id: 'Ongeldige id',
  email: 'Ongeldig e-mailadres',
  url: 'Ongeldige URL',
  notNegative: 'Mag niet negatief zijn',
  atLeast: (n: number | bigint) => `Moet minstens ${n} zijn`,
  moreThan: (n: number | bigint) => `Moet groter zijn dan ${n}`,
  atMost: (n: number | bigint) => `Mag maximum ${n} zijn`,
  lessThan: (n: number | bigint) => `Moet kleiner zijn dan ${n}`,
  minChars: (n: number) => `Moet minstens ${n} tekens bevatten`,
  exactChars: (n: number) => `Moet precies ${n} tekens bevatten`,
  minValues: (n: number) => (n === 1 ? 'Kies minstens één waarde' : `Kies minstens ${n} waarden`),
  maxValues: (n: number) => `Te veel waarden (maximum ${n})`,
  // As stock amounts say it (stockMessages.twoDecimals).
  decimals: (n: number) => `Maximum ${n} cijfers na de komma`,
  multipleOf: (n: number | bigint) => `Moet een veelvoud van ${n} zijn`,
  tooLate: 'Deze datum ligt te laat',
  tooEarly: 'Deze datum ligt te vroeg',
  fileTooLarge: 'Het bestand is te groot',
  unknownFields: (keys: readonly string[]) =>
    `${keys.length === 1 ? 'Onbekend veld' : 'Onbekende velden'}: ${keys.join(', ')}`,
} as const;

/** A value that was not given: absent, null, or an empty form field. */
export const isMissing = (input: unknown): boolean =>
  input === undefined || input === null || input === '';

type Issue = { readonly input?: unknown };

/**
 * A schema's own message for a missing value (`{ error: ifMissing('Gelieve een locatie te
 * kiezen') }`); any other fault gets the shared map's message for what is wrong with it.
 */
export const ifMissing =
  (message: string) =>
  (issue: Issue): string | undefined =>
    isMissing(issue.input) ? message : undefined;

/**
 * A schema's own message for a bad value (`{ error: unlessMissing('Invalid date') }`); a
 * missing one is 'Dit veld is verplicht', as everywhere.
 */
export const unlessMissing =
  (message: string) =>
  (issue: Issue): string =>
    isMissing(issue.input) ? msg.required : message;
