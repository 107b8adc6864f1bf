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

/** The request schemas of an operation: parameters (named by where they travel) and the body (JSON or form). */
export function requestSchemas(op: Operation): [string, JsonSchema][] {
  const params = (op.parameters ?? []).map((p): [string, JsonSchema] => [
    `${p.in}.${p.name}`,
    p.schema,
  ]);
  const bodies = Object.values(op.requestBody?.content ?? {}).flatMap(
    (m): [string, JsonSchema][] => (m.schema ? [['body', m.schema]] : []),
  );
  return [...params, ...bodies];
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

const isIdName = (name: string) => name === '_id' || name === 'id' || /[a-z](Id|_id)$/.test(name);
/**
 * An id another system gives (Teamleader's `teamleaderId`) is no uuid of ours: its description
 * must say it is external, so no client takes it for one of ours.
 */
const isExternal = (s: JsonSchema) => /\bexternal\b/i.test(s.description ?? '');
const isDateName = (name: string) => /^date(_|$)|[a-z](At|Date|_date|_at)$/.test(name);

/**
 * Ids are documented as `format: uuid` (ours: `_id`, `id`, path parameters, `…Id` and `…_id`
 * in requests and answers; an id with a pattern of its own — a cyst's '#n', spec 01 §3 —
 * documents its format that way; another system's id says it is external, see isExternal),
 * dates as `date-time` (`createdAt`, `…At`, `…Date`, `date`, `date_…`): a date without time travels
 * as the date-time of 12:00 Europe/Brussels on its day (DESIGN §4), never as a bare `date`.
 */
export function missingFormats(doc: OpenApiDocument, op: Operation, label: string): Finding[] {
  const out: Finding[] = [];
  for (const p of op.parameters ?? []) {
    const s = resolve(doc, p.schema);
    if (p.in === 'path' && isIdName(p.name) && s.format !== 'uuid')
      out.push(`${label} path.${p.name}: id without format uuid`);
  }
  const check = (s: JsonSchema, name: string, at: string) => {
    if (s.type !== 'string' || s.enum) return;
    if (isIdName(name) && s.format !== 'uuid' && !s.pattern && !isExternal(s))
      out.push(`${at}: id without format uuid (or a description saying it is external)`);
    if (isDateName(name) && s.format !== 'date-time')
      out.push(`${at}: date without format date-time`);
  };
  for (const [where, schema] of [...requestSchemas(op), ...responseSchemas(op)])
    walkSchema(doc, schema, `${label} ${where}`, check);
  return out;
}
