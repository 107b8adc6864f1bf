import type { ApiErrorBody } from '@stalboek/domain';

/**
 * English the spec itself prescribes, kept exactly as it writes it: spec 01 §5 ('Max 15
 * characters' for UELN and microchip, 'Invalid date' from the date helpers, 'Invalid Account')
 * and spec 02 §5 (the CSV upload).
 */
export const SPEC_ENGLISH = [
  'Max 15 characters',
  'Invalid date',
  'Invalid Account',
  'Invalid file uploaded, make sure the extension is .csv',
] as const;

/**
 * Words of the English defaults of zod ('Invalid input: expected string, received number', 'Too
 * big: expected number to be <=4', 'Unrecognized key') and Fastify ('body must be object',
 * 'did not match'); none of them is a Dutch word.
 */
const ENGLISH =
  /\b(invalid|expected|required|received|unrecognized|must|should|not|the|option|input|characters|items|too (big|small|long|short|many))\b/i;

const withoutSpecEnglish = (text: string) =>
  SPEC_ENGLISH.reduce((t, english) => t.split(english).join(''), text);

/**
 * The texts of an error answer a user would read that are English: each detail's message, and
 * the message itself unless it is only the details joined (`path: message; …`), whose paths
 * are field names, not text.
 */
export function englishTexts(body: ApiErrorBody): string[] {
  const details = body.details ?? [];
  const joined = details.map((d) => `${d.path}: ${d.message}`).join('; ');
  const texts = [
    ...details.map((d) => d.message),
    ...(body.message === joined ? [] : [body.message]),
  ];
  return texts.filter((t) => ENGLISH.test(withoutSpecEnglish(t)));
}
