/**
 * PGlite's own bytea codec turns a file into text one byte at a time (`Array.from(bytes)` mapped
 * to hex pairs and joined): a 20 MB upload took 10 s and over 1 GB of memory to insert, and a
 * download parses the hex pair by pair again. Instead, a bytea parameter goes to PGlite as it is
 * (PGlite sends a Uint8Array value in binary format, one copy), and a bytea result is decoded by
 * Buffer's native hex decoder. node-postgres already sends a Buffer as binary.
 */
const BYTEA = 17;

/** Hands a Uint8Array through; PGlite's type says a serializer gives text, its bind takes both. */
const asIs = ((value: Uint8Array | string) => value) as unknown as (value: unknown) => string;

export const pgliteByteaCodec = {
  serializers: { [BYTEA]: asIs },
  parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};
