import { z } from 'zod';
import { numberFromText } from './fields.ts';

/**
 * The one list contract of every list screen and endpoint (DESIGN §4):
 * page (1-based), limit (at most MAX_PAGE_SIZE; -1 = all only on a list the spec allows it for),
 * repeatable and parallel sortBy / sortDesc.
 */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
/** How many times one query parameter may repeat (multi-sort, multi-select filters). */
export const MAX_REPEATED_PARAMS = 20;

/**
 * A query parameter that may be given once or repeated: always an array after parsing, empty
 * when absent (a default, so the OpenAPI document shows it as optional).
 */
export const repeated = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      (v) => (Array.isArray(v) ? v : [v]),
      z.array(item).max(MAX_REPEATED_PARAMS, `Maximum ${MAX_REPEATED_PARAMS} waarden`),
    )
    .default(() => []);

export const booleanParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** `limit`: 1 to MAX_PAGE_SIZE, or -1 for all; a union, so the OpenAPI document shows both. */
const pageSize = (allowAll: boolean, defaultLimit = DEFAULT_PAGE_SIZE) => {
  const error = `limit moet tussen 1 en ${MAX_PAGE_SIZE} liggen${allowAll ? ' (of -1 voor alles)' : ''}`;
  const page = z.number({ error }).int(error).min(1, error).max(MAX_PAGE_SIZE, error);
  return z
    .preprocess(numberFromText, allowAll ? z.union([z.literal(-1), page], { error }) : page)
    .default(defaultLimit);
};

/**
 * Query schema for a list whose sort fields are `fields` (anything else is a 400). `allowAll`
 * lets `limit=-1` return every row: only for a list the spec loads whole (DESIGN §4); elsewhere
 * -1 is refused like any other limit outside 1…MAX_PAGE_SIZE.
 */
export const listQuery = <const F extends readonly [string, ...string[]]>(
  fields: F,
  opts: { allowAll?: boolean; defaultLimit?: number } = {},
) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: pageSize(opts.allowAll === true, opts.defaultLimit),
    sortBy: repeated(z.enum(fields)),
    sortDesc: repeated(booleanParam),
  });

export type ListParams<F extends string = string> = {
  page: number;
  limit: number;
  sortBy: F[];
  sortDesc: boolean[];
};

export const listResult = <T extends z.ZodType, K extends string = 'results'>(item: T, key?: K) =>
  z.object({ [key ?? 'results']: z.array(item), total: z.number().int() }) as z.ZodObject<
    Record<K, z.ZodArray<T>> & { total: z.ZodNumber }
  >;
