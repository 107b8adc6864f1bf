import fc from 'fast-check';
import { MAX_UPLOAD_BYTES } from '@stalboek/domain';
import { badKinds } from './bad-values.ts';
import { fromBad, type Apply, type FaultKind, type FormPart, type Parts } from './faults.ts';
import { resolve, type JsonSchema, type OpenApiDocument, type Operation } from './openapi-types.ts';
import { asText, isCheck, validValue, type Check, type ValueContext } from './values.ts';

export const BOUNDARY = '----stalboek-contract-7d1f';

/** The multipart body of `parts`, delimited by `boundary`. */
export function formPayload(parts: FormPart[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`, 'utf8'));
    chunks.push('value' in part ? Buffer.from(part.value, 'utf8') : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const formType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** Files by their content: each starts as its type does (the app reads the first bytes). */
const SAMPLES: Record<string, { data: Buffer; ext: string }> = {
  'application/pdf': {
    data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    ext: '.pdf',
  },
  'image/png': {
    data: Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x02\0\0\0', 'latin1'),
    ]),
    ext: '.png',
  },
  'image/jpeg': {
    data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]),
    ext: '.jpg',
  },
  'image/gif': { data: Buffer.from('GIF89a\x01\0\x01\0\0\0\0;', 'latin1'), ext: '.gif' },
  'application/zip': { data: Buffer.from('PK\x03\x04\x14\0\0\0\0\0', 'latin1'), ext: '.zip' },
  'application/x-msdownload': { data: Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1'), ext: '.exe' },
  'text/html': { data: Buffer.from('<!doctype html><script>alert(1)</script>'), ext: '.html' },
};
/** Types the app recognises by content; a text type (CSV) is recognised by parsing it. */
const BY_MAGIC = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** Client file names, hostile ones included: the app keeps them for display only. */
const NAMES = ['bestand', '../../etc/passwd', 'Zoë 🐴', 'a"b;c', 'x'.repeat(300)];

/** The multipart form of an operation, with each file part's media types (its `encoding`). */
export function formSchema(
  op: Operation,
): { schema: JsonSchema; types: Record<string, string[]> } | undefined {
  const media = op.requestBody?.content['multipart/form-data'];
  if (!media?.schema) return undefined;
  const types = Object.fromEntries(
    Object.entries(media.encoding ?? {}).map(([name, e]) => [
      name,
      (e.contentType ?? '').split(',').map((t) => t.trim()),
    ]),
  );
  return { schema: media.schema, types };
}

const isFile = (doc: OpenApiDocument, s: JsonSchema) => resolve(doc, s).format === 'binary';

/** A file of `type` (text types: a small text file), named with its extension. */
function fileOf(name: string, type: string): fc.Arbitrary<FormPart> {
  const sample = SAMPLES[type] ?? {
    data: Buffer.from('naam;datum\r\n'),
    ext: `.${type.split('/')[1]}`,
  };
  return fc.constantFrom(...NAMES).map((base) => ({
    name,
    filename: `${base}${sample.ext}`,
    type,
    data: sample.data,
  }));
}

/** A valid form for `schema`: each file part of an accepted type, each field a valid value. */
export function validForm(
  doc: OpenApiDocument,
  form: NonNullable<ReturnType<typeof formSchema>>,
  ctx: ValueContext,
): fc.Arbitrary<FormPart[]> {
  const s = resolve(doc, form.schema);
  const parts = Object.entries(s.properties ?? {}).map(([name, prop]) =>
    isFile(doc, prop)
      ? fc.constantFrom(...(form.types[name] ?? ['application/pdf'])).chain((t) => fileOf(name, t))
      : validValue(doc, prop, { ...ctx, name }).map((v): FormPart => ({
          name,
          value: [asText(v)].flat().join(''),
        })),
  );
  return fc.tuple(...parts);
}

/**
 * The route's declared form (`multipartBody`, the zod schema the handler's checks come from)
 * as a check of a part list: each part by name, a file by its name (the schema's file is text).
 */
export function formCheck(schema: unknown): Check | undefined {
  if (!isCheck(schema)) return undefined;
  return {
    safeParse: (v) =>
      schema.safeParse(
        Object.fromEntries(
          (v as FormPart[]).map((p) => [p.name, 'value' in p ? p.value : p.filename]),
        ),
      ),
  };
}

const without = (form: FormPart[] | undefined, name: string) =>
  (form ?? []).filter((p) => p.name !== name);
const replaced = (form: FormPart[] | undefined, part: FormPart) => [
  ...without(form, part.name),
  part,
];

/** A fault listed once and drawn as often as any other. */
const listed = (apply: Apply): FaultKind => ({ arb: fc.constant(apply), examples: [apply] });

/**
 * Faults of a multipart upload: each field missing or bad, the file missing, empty, of another
 * type by its content, over the size limit (listed only: 20 MB per request), two files, too many
 * fields, prototype keys as part names, a broken boundary, and a body of another type.
 */
export function formFaults(
  doc: OpenApiDocument,
  form: NonNullable<ReturnType<typeof formSchema>>,
): { faults: FaultKind[]; listedOnly: Apply[] } {
  const s = resolve(doc, form.schema);
  const required = new Set(s.required ?? []);
  const faults: FaultKind[] = [];
  const listedOnly: Apply[] = [];
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const target = `body.${name}`;
    if (required.has(name))
      faults.push(
        listed({
          fault: `form.${name}: missing`,
          apply: (p) => ({ ...p, form: without(p.form, name) }),
          statuses: [400],
          target,
        }),
      );
    if (!isFile(doc, prop)) {
      for (const kind of badKinds(doc, prop, 'path'))
        faults.push(
          fromBad(
            `form.${name}`,
            kind,
            (b) => (p) => ({ ...p, form: replaced(p.form, { name, value: String(b.value) }) }),
            { statuses: [400], target },
          ),
        );
      continue;
    }
    const accepted = form.types[name] ?? [];
    const byMagic = accepted.every((t) => BY_MAGIC.has(t));
    const others = Object.keys(SAMPLES).filter((t) => !accepted.includes(t));
    const wrongType = (type: string): Apply => {
      const ext = accepted[0] ? (SAMPLES[accepted[0]]?.ext ?? `.${accepted[0].split('/')[1]}`) : '';
      return {
        fault: `form.${name}: content of ${type}, named and sent as ${accepted[0] ?? '?'}`,
        apply: (p) => ({
          ...p,
          form: replaced(p.form, {
            name,
            filename: `bestand${ext}`,
            type: accepted[0] ?? 'application/octet-stream',
            data: SAMPLES[type]?.data ?? Buffer.from('x'),
          }),
        }),
        statuses: byMagic ? [415] : [400, 415],
      };
    };
    faults.push({
      arb: fc.constantFrom(...others).map(wrongType),
      examples: others.map(wrongType),
    });
    faults.push(
      listed({
        fault: `form.${name}: empty file`,
        apply: (p) => ({
          ...p,
          form: replaced(p.form, {
            name,
            filename: 'leeg.pdf',
            type: 'application/pdf',
            data: Buffer.alloc(0),
          }),
        }),
        statuses: [400],
        target,
      }),
    );
    faults.push(
      listed({
        fault: `form.${name}: a second file`,
        apply: (p) => {
          const file = (p.form ?? []).find((f) => f.name === name);
          return { ...p, form: [...(p.form ?? []), ...(file ? [file, file] : [])] };
        },
        statuses: [400],
        target,
      }),
    );
    const first = accepted[0] ?? 'application/pdf';
    listedOnly.push({
      fault: `form.${name}: ${MAX_UPLOAD_BYTES + 1} bytes`,
      apply: (p) => ({
        ...p,
        form: replaced(p.form, {
          name,
          filename: `groot${SAMPLES[first]?.ext ?? '.csv'}`,
          type: first,
          data: Buffer.concat([
            SAMPLES[first]?.data ?? Buffer.alloc(0),
            Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20),
          ]),
        }),
      }),
      statuses: [413],
    });
  }
  faults.push(
    listed({
      fault: 'form: 11 text fields (at most 10)',
      apply: (p) => ({
        ...p,
        form: [
          ...Array.from({ length: 11 }, (_, i): FormPart => ({ name: `x${i}`, value: 'a' })),
          ...(p.form ?? []),
        ],
      }),
      statuses: [400],
    }),
  );
  for (const key of ['__proto__', 'constructor', 'hasOwnProperty'])
    faults.push(
      listed({
        fault: `form: a part named ${key}`,
        apply: (p) => ({ ...p, form: [{ name: key, value: '{"polluted":1}' }, ...(p.form ?? [])] }),
        statuses: [400],
      }),
    );
  const broken: [string, (payload: Buffer) => { payload: Buffer; type: string }][] = [
    ['no boundary parameter', (b) => ({ payload: b, type: 'multipart/form-data' })],
    ['another boundary than the body', (b) => ({ payload: b, type: formType('other-boundary') })],
    [
      'cut off before its end',
      (b) => ({ payload: b.subarray(0, Math.floor(b.length / 2)), type: formType() }),
    ],
    [
      'no closing delimiter',
      (b) => ({
        payload: b.subarray(0, b.length - `--${BOUNDARY}--\r\n`.length),
        type: formType(),
      }),
    ],
  ];
  for (const [why, spoil] of broken)
    faults.push(
      listed({
        fault: `form: ${why}`,
        apply: (p) => ({ ...p, ...spoil(formPayload(p.form ?? [])) }),
        statuses: [400],
      }),
    );
  const types = ['application/json', 'application/x-www-form-urlencoded', 'text/plain'];
  const byType = types.map((type): Apply => ({
    fault: `body: ${type} instead of multipart/form-data`,
    apply: (p) => ({
      ...p,
      payload: type === 'application/json' ? '{"file":"x"}' : 'file=x',
      type,
    }),
    statuses: [415],
  }));
  faults.push({ arb: fc.constantFrom(...byType), examples: byType });
  return { faults, listedOnly };
}

/** Whether a part list is a form at all (for the request writer). */
export const hasForm = (p: Parts): boolean => p.form !== undefined;
