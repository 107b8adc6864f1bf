import { resolve, type JsonSchema, type OpenApiDocument, type Operation } from './openapi-types.ts';

/** One place in the document where a rule is broken. */
export type Finding = string;

type Visit = (s: JsonSchema, name: string, where: string) => void;

/** Calls `visit` on every schema under `schema` (properties, items, unions), refs followed once. */
export function walkSchema(
  doc: OpenApiDocument,
  schema: JsonSchema,
  where: string,
  visit: Visit,
  name = '',
  seen = new Set<JsonSchema>(),
): void {
  const s = resolve(doc, schema);
  if (seen.has(s)) return;
  seen.add(s);
  visit(s, name, where);
  for (const [k, v] of Object.entries(s.properties ?? {}))
    walkSchema(doc, v, `${where}.${k}`, visit, k, seen);
  if (s.items) walkSchema(doc, s.items, `${where}[]`, visit, name, seen);
  for (const b of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
    walkSchema(doc, b, where, visit, name, seen);
}

/** The request schemas of an operation: parameters (named by where they travel) and the JSON body. */
export function requestSchemas(op: Operation): [string, JsonSchema][] {
  const params = (op.parameters ?? []).map((p): [string, JsonSchema] => [
    `${p.in}.${p.name}`,
    p.schema,
  ]);
  const body = op.requestBody?.content['application/json']?.schema;
  return body ? [...params, ['body', body]] : params;
}

export function responseSchemas(op: Operation): [string, JsonSchema][] {
  return Object.entries(op.responses).flatMap(([code, r]) =>
    Object.values(r.content ?? {}).flatMap((m): [string, JsonSchema][] =>
      m.schema ? [[code, m.schema]] : [],
    ),
  );
}

/** Every input has a limit: text a length (or a format, pattern, list), lists a count, numbers a maximum. */
export function missingLimits(doc: OpenApiDocument, op: Operation, label: string): Finding[] {
  const out: Finding[] = [];
  for (const [where, schema] of requestSchemas(op)) {
    walkSchema(doc, schema, `${label} ${where}`, (s, _name, at) => {
      const listed = s.enum !== undefined;
      if (s.type === 'string' && !listed && s.maxLength === undefined && !s.format && !s.pattern)
        out.push(`${at}: text without maxLength`);
      if (s.type === 'array' && s.maxItems === undefined) out.push(`${at}: list without maxItems`);
      if ((s.type === 'integer' || s.type === 'number') && !listed && s.maximum === undefined)
        out.push(`${at}: number without maximum`);
    });
  }
  return out;
}

const isIdName = (name: string, input: boolean) =>
  name === '_id' || name === 'id' || (input && /[a-z](Id|_id)$/.test(name));
const isDateName = (name: string) => /^date(_|$)|[a-z](At|Date|_date|_at)$/.test(name);

/**
 * Ids are documented as `format: uuid` (ours: `_id`, `id`, path parameters, and `…Id` inputs;
 * an id with a pattern of its own — a cyst's '#n', spec 01 §3 — documents its format that way),
 * dates as `date-time` or `date` (`createdAt`, `…At`, `…Date`, `date`, `date_…`).
 */
export function missingFormats(doc: OpenApiDocument, op: Operation, label: string): Finding[] {
  const out: Finding[] = [];
  for (const p of op.parameters ?? []) {
    const s = resolve(doc, p.schema);
    if (p.in === 'path' && isIdName(p.name, true) && s.format !== 'uuid')
      out.push(`${label} path.${p.name}: id without format uuid`);
  }
  const check = (input: boolean) => (s: JsonSchema, name: string, at: string) => {
    if (s.type !== 'string' || s.enum) return;
    if (isIdName(name, input) && s.format !== 'uuid' && !s.pattern)
      out.push(`${at}: id without format uuid`);
    if (isDateName(name) && s.format !== 'date-time' && s.format !== 'date')
      out.push(`${at}: date without format date-time`);
  };
  for (const [where, schema] of requestSchemas(op))
    walkSchema(doc, schema, `${label} ${where}`, check(true));
  for (const [where, schema] of responseSchemas(op))
    walkSchema(doc, schema, `${label} ${where}`, check(false));
  return out;
}
