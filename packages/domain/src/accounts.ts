import { z } from 'zod';
import { uuid } from './fields.ts';

/** An account needs a number and a name, else 'Invalid Account' (spec 01 §5). */
export const INVALID_ACCOUNT = 'Invalid Account';
const accountText = (max: number) =>
  z.string({ error: INVALID_ACCOUNT }).trim().min(1, INVALID_ACCOUNT).max(max, INVALID_ACCOUNT);

export const accountFields = z.object({
  number: accountText(16).regex(/^[0-9A-Za-z.-]+$/, INVALID_ACCOUNT),
  name: accountText(128),
});
export const accountBody = z.object({ account: accountFields });

export const account = z.object({ _id: uuid, number: z.string(), name: z.string() });
export type Account = z.infer<typeof account>;

export const accountListQuery = z.object({ number: z.string().trim().max(16).optional() });
export const accountListResult = z.object({ results: z.array(account) });
