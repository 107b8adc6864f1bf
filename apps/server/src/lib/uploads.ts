import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_FILENAME_LENGTH, MAX_UPLOAD_BYTES, msg, uploadMessages } from '@stalboek/domain';
import { AppError } from './errors.ts';
import { impliedError } from './route-schemas.ts';
import { Semaphore } from './semaphore.ts';
import { readFileStream } from './upload-stream.ts';

/** The file types we accept, recognised by their first bytes, never by name or client type. */
export const FILE_TYPES = {
  'application/pdf': { magic: [Buffer.from('%PDF-')], extensions: ['.pdf'] },
  'image/png': {
    magic: [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    extensions: ['.png'],
  },
  'image/jpeg': { magic: [Buffer.from([0xff, 0xd8, 0xff])], extensions: ['.jpg', '.jpeg'] },
} as const;
export type FileType = keyof typeof FILE_TYPES;

/** The longest magic number: the first bytes that decide a file's type. */
const HEAD_BYTES = Math.max(
  ...Object.values(FILE_TYPES).flatMap((t) => t.magic.map((m) => m.length)),
);

/** The type of a file by its content, or undefined when it is none of FILE_TYPES. */
export function detectType(data: Buffer): FileType | undefined {
  const types = Object.keys(FILE_TYPES) as FileType[];
  return types.find((t) => FILE_TYPES[t].magic.some((m) => data.subarray(0, m.length).equals(m)));
}

const PARTS_LIMIT = 12;

/**
 * Registers @fastify/multipart in the caller's plugin scope only: one file of at most 20 MB and a
 * few short fields. JSON routes elsewhere keep refusing multipart bodies with a 415.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 10,
      parts: PARTS_LIMIT,
      fieldSize: 4096,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });
}

export type Upload = {
  /** The client's name, made safe for display (see safeFilename). */
  filename: string;
  data: Buffer;
};
export type UploadForm = { file: Upload | undefined; fields: Record<string, string> };

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge);

function multipartError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT')
    return new AppError('BAD_REQUEST', 'Verstuur één bestand per keer', [
      { path: 'body.file', message: 'Verstuur één bestand per keer' },
    ]);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError('BAD_REQUEST', 'Te veel velden in het verzoek');
  return new AppError('BAD_REQUEST', 'Ongeldig multipart-verzoek');
}

/**
 * Uploads read at once, and how many may wait for a turn (and how long). Each holds its file
 * (up to 20 MB) and the database driver's copy of it until its handler is done: 8 parallel
 * uploads raised the memory by 8 × 40–60 MB (issue 14); a waiting upload holds nothing, its body
 * stays in the connection until its turn.
 */
export const UPLOAD_SLOTS = 2;
export const UPLOAD_QUEUE = 32;
export const UPLOAD_WAIT_MS = 60_000;
const uploadSlots = new Semaphore(UPLOAD_SLOTS, UPLOAD_QUEUE, UPLOAD_WAIT_MS);
/** Uploads being read or handled now, and waiting for a turn. */
export const uploadLoad = () => uploadSlots.load;
const busy = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'Er worden nu te veel bestanden tegelijk opgeladen; probeer het zo dadelijk opnieuw.',
  );

export type UploadFormOptions = {
  /** The text fields to read (others are ignored). */
  fields?: readonly string[];
  /** The file types to keep: a file of another type is not stored in memory (checkType: 415). */
  accept?: readonly FileType[];
};

/**
 * Reads the upload form and runs `use` on it, in one of UPLOAD_SLOTS: the file is in memory from
 * the reading until `use` is done. Not multipart: 415 at once; no turn in time: 503.
 */
export async function withUploadForm<T>(
  req: FastifyRequest,
  opts: UploadFormOptions,
  use: (form: UploadForm) => Promise<T>,
): Promise<T> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.notMultipart);
  return uploadSlots.run(async () => use(await readUploadForm(req, opts)), busy);
}

/** The request's Content-Length, capped at the file limit: no file part can be larger. */
function capacityOf(req: FastifyRequest): number | undefined {
  const length = Number(req.headers['content-length']);
  return Number.isSafeInteger(length) && length > 0
    ? Math.min(length, MAX_UPLOAD_BYTES)
    : undefined;
}

/**
 * Reads a multipart form: the part named `file` (into memory once, at most 20 MB; of a type not
 * in `accept` only its first bytes) and the text fields named in `fields`. Other file parts are
 * drained. Not multipart: 415; too large: 413. Only through withUploadForm, which bounds memory.
 */
async function readUploadForm(
  req: FastifyRequest,
  { fields = [], accept }: UploadFormOptions = {},
): Promise<UploadForm> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.notMultipart);
  const form: UploadForm = { file: undefined, fields: {} };
  const keepType = (head: Buffer) => {
    const type = detectType(head);
    return !accept || (type !== undefined && accept.includes(type));
  };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const wanted = part.fieldname === 'file';
        const data = await readFileStream(part.file, {
          headBytes: HEAD_BYTES,
          keep: wanted ? keepType : () => false,
          capacity: capacityOf(req),
        });
        if (part.file.truncated) throw tooLarge();
        if (wanted) form.file = { filename: part.filename, data };
      } else if (fields.includes(part.fieldname) && typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw multipartError(err);
  }
  return form;
}

/** The uploaded file, required: 400 naming `body.file` when missing or empty. */
export function requireFile(form: UploadForm): Upload {
  if (!form.file) throw fieldError('file', msg.required);
  if (form.file.data.length === 0) throw fieldError('file', uploadMessages.empty);
  return form.file;
}

export const fieldError = (field: string, message: string) =>
  new AppError('BAD_REQUEST', `body.${field}: ${message}`, [{ path: `body.${field}`, message }]);

/** The file's type by content, one of `allowed`; anything else is a 415. */
export function checkType(data: Buffer, allowed: readonly FileType[]): FileType {
  const type = detectType(data);
  if (!type || !allowed.includes(type))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.badType);
  return type;
}

// Control and format characters (bidi overrides, zero-width) and lone surrogates.
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * A client's file name made fit for display, and nothing else: no directories, no control
 * characters, at most MAX_FILENAME_LENGTH characters, ending in the extension of its real type.
 */
export function safeFilename(raw: string | undefined, type?: FileType): string {
  const base = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = base.replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const extensions: readonly string[] = type ? FILE_TYPES[type].extensions : [];
  const hasExtension = extensions.some((e) => name.toLowerCase().endsWith(e));
  const ext = type && !hasExtension ? (extensions[0] ?? '') : '';
  if (!name) name = 'bestand';
  const room = MAX_FILENAME_LENGTH - ext.length;
  const chars = [...name];
  if (chars.length > room) {
    const own = hasExtension ? name.slice(name.lastIndexOf('.')) : '';
    name = chars.slice(0, room - own.length).join('') + own;
  }
  return name + ext;
}

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name, neither able to break out. */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const clean = filename.replace(UNSAFE, '');
  const ascii = clean
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\;%]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii || 'bestand'}"; filename*=UTF-8''${encoded}`;
}

/** Sends a stored file: its stored type, a safe disposition, never cached by shared caches. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { filename: string; mimeType: string; data: Buffer },
  kind: 'inline' | 'attachment',
) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(kind, file.filename))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}

/**
 * The answers an upload route adds to errorResponses (all computed too): too large, wrong type,
 * and 503 when too many uploads wait for a turn (UPLOAD_QUEUE) or waited too long.
 */
export const uploadErrorResponses = {
  413: impliedError,
  415: impliedError,
  503: impliedError,
} as const;

/** A media type a route may answer with besides JSON: a stored file, a PDF we make, a CSV. */
export type DownloadType = FileType | 'text/csv';

/** The media types of stored files: what an upload accepted. */
export const STORED_FILE_TYPES = Object.keys(FILE_TYPES) as FileType[];

/**
 * How a file download is documented: the body is the file itself, under each media type it can
 * have (a stored file keeps the type its content was recognised as).
 */
export const fileDownload = (what: string, types: readonly DownloadType[] = STORED_FILE_TYPES) => {
  const schema = z.string().meta({ format: 'binary' });
  return {
    description: `${what}: the bytes, with their Content-Type and a Content-Disposition`,
    content: Object.fromEntries(types.map((type) => [type, { schema }])),
  };
};

/** Schema extension for a multipart part's media types; lib/openapi.ts moves it to `encoding`. */
export const PART_TYPES = 'x-part-types';

/**
 * A file part of a multipart form, for the document: binary, with the media types it may have
 * (checked by content, never by name or the client's type) and at most MAX_UPLOAD_BYTES.
 */
export const filePart = (types: readonly DownloadType[], description: string) =>
  z.string().meta({ format: 'binary', description, [PART_TYPES]: [...types] });

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The multipart/form-data body of an upload route, for the OpenAPI document only: Fastify
     * does not validate it (the handler reads the parts with readUploadForm and checks them).
     */
    multipartBody?: z.ZodObject;
  }
}
