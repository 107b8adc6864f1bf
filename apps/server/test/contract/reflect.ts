import { accepts } from './json-accepts.ts';
import { resolve, type JsonSchema, type OpenApiDocument } from './openapi-types.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The read route whose answer describes what `method url` writes: `PUT /api/x/:id` ← `GET
 * /api/x/:id`, `POST /api/x` ← `GET /api/x/:id`. Undefined when there is none.
 */
export function readRouteOf(
  method: string,
  url: string,
  gets: readonly string[],
): string | undefined {
  if (method === 'PUT' || method === 'PATCH') return gets.find((g) => g === url);
  if (method === 'POST') return gets.find((g) => g === `${url}/:id`);
  return undefined;
}

/**
 * A body for `schema` made of what the API answered about an existing row (`answer`): the keys
 * the schema has, a referenced row's `_id` where the schema wants its id, a body that wraps one
 * object (`{customer}`) around the answer. What the schema does not accept is left out. Such a
 * body carries data that passed every rule once, cross-field and database ones included, which
 * generated values rarely do (a VAT number's check digits, the case's own horse on its sheet).
 * For a new row (POST) the `_id`s of the row and its lines are left out.
 */
export function conform(
  doc: OpenApiDocument,
  schema: JsonSchema,
  answer: unknown,
  opts: { newRow: boolean },
): unknown {
  const s = resolve(doc, schema);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    for (const b of branches) {
      const v = conform(doc, b, answer, opts);
      if (v !== undefined && accepts(doc, b, v, 'body')) return v;
    }
    return answer === null && s.nullable ? null : undefined;
  }
  if (answer === null) return s.nullable ? null : undefined;
  if (s.type === 'object' && isObject(answer)) {
    const props = Object.entries(s.properties ?? {});
    const [only] = s.required ?? [];
    // `{customer: {...}}` written, the customer itself answered.
    if (props.length === 1 && only && !(only in answer) && props[0]?.[1]) {
      const inner = conform(doc, props[0][1], answer, opts);
      return inner === undefined ? undefined : { [only]: inner };
    }
    const out: Json = {};
    for (const [key, prop] of props) {
      // A new row's parts are new too: their own `_id`s stay behind (references have other names).
      if (key === '_id' && opts.newRow) continue;
      const v = conform(doc, prop, answer[key], opts);
      if (v !== undefined) out[key] = v;
    }
    return out;
  }
  if (s.type === 'array' && Array.isArray(answer)) {
    const items = answer
      .map((a) => conform(doc, s.items ?? {}, a, opts))
      .filter((v) => v !== undefined);
    return items.slice(0, s.maxItems ?? items.length);
  }
  if (s.type === 'string' && s.format === 'uuid' && isObject(answer)) return answer._id;
  if (answer === undefined) return undefined;
  return accepts(doc, s, answer, 'body') ? answer : undefined;
}
