// Dutch validation messages of spec 01 §5 and spec 02 §5, written once for the API and the forms.
export const msg = {
  required: 'Dit veld is verplicht',
  max64: 'Mag maximum 64 tekens bevatten',
  positiveNumber: 'Dit veld is verplicht en moet groter zijn dan 0',
  wholeNumber: 'Moet een geheel getal zijn',
  maxChars: (n: number) => `Mag maximum ${n} tekens bevatten`,
} as const;
