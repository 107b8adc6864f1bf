/** The part of OpenAPI 3.0 (and its JSON schema dialect) the contract test reads. */
export type JsonSchema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  default?: unknown;
  description?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
};

export type MediaType = {
  schema?: JsonSchema;
  encoding?: Record<string, { contentType?: string }>;
};

export type Response = { description?: string; content?: Record<string, MediaType> };

export type Operation = {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response>;
};

export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, JsonSchema> };
  security?: Record<string, string[]>[];
};

/** Follows `$ref`s into components.schemas. */
export function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let s = schema;
  for (let hops = 0; s.$ref && hops < 10; hops++) {
    const name = s.$ref.replace(/^#\/components\/schemas\//, '');
    const target = doc.components.schemas?.[name];
    if (!target) throw new Error(`unresolved $ref ${s.$ref}`);
    s = target;
  }
  return s;
}

export function bodySchema(op: Operation): JsonSchema | undefined {
  return op.requestBody?.content['application/json']?.schema;
}

export const paramsIn = (op: Operation, where: Parameter['in']) =>
  (op.parameters ?? []).filter((p) => p.in === where);
