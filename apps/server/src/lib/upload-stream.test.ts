import { describe, expect, test } from 'vitest';
import { readFileStream } from './upload-stream.ts';

/** A stream of `data` in chunks of `size` bytes, noting how many chunks were read. */
function chunked(data: Buffer, size: number) {
  const read = { chunks: 0 };
  async function* stream() {
    for (let i = 0; i < data.length; i += size) {
      read.chunks += 1;
      yield data.subarray(i, i + size);
    }
  }
  return { stream: stream(), read, total: Math.ceil(data.length / size) };
}

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100_000, 7)]);
const isPdf = (head: Buffer) => head.subarray(0, 5).toString() === '%PDF-';

describe('readFileStream', () => {
  test.each([
    ['chunks smaller than the head', 3, pdf.length + 200],
    ['chunks of 64 kB', 65_536, pdf.length + 200],
    ['no size known (chunked request)', 65_536, undefined],
    ['a size that turns out too small', 1000, 5000],
  ])('keeps a file whole: %s', async (_what, size, capacity) => {
    const { stream } = chunked(pdf, size);
    const data = await readFileStream(stream, { headBytes: 8, keep: isPdf, capacity });
    expect(data.equals(pdf)).toBe(true);
  });

  test('fills one buffer of the given size instead of joining a list of chunks', async () => {
    const { stream } = chunked(pdf, 4096);
    const data = await readFileStream(stream, {
      headBytes: 8,
      keep: isPdf,
      capacity: pdf.length + 200,
    });
    expect(data.buffer.byteLength).toBe(pdf.length + 200); // the one allocation, not a copy
  });

  test('a small file in a large request gets a buffer of its own size', async () => {
    const small = pdf.subarray(0, 100);
    const data = await readFileStream(chunked(small, 64).stream, {
      headBytes: 8,
      keep: isPdf,
      capacity: 1_000_000,
    });
    expect(data.equals(small)).toBe(true);
    expect(data.buffer.byteLength).toBeLessThan(1_000_000);
  });

  test('a refused file keeps only its first bytes, and is still read to its end', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(100_000)]);
    const { stream, read, total } = chunked(exe, 1000);
    const data = await readFileStream(stream, { headBytes: 8, keep: isPdf, capacity: 200_000 });
    expect(data.equals(exe.subarray(0, 8))).toBe(true);
    expect(read.chunks).toBe(total);
  });

  test('a file shorter than the head and an empty file come back as they are', async () => {
    const short = Buffer.from('%PD');
    expect(
      (
        await readFileStream(chunked(short, 1).stream, { headBytes: 8, keep: isPdf, capacity: 10 })
      ).toString(),
    ).toBe('%PD');
    const empty = await readFileStream(chunked(Buffer.alloc(0), 1).stream, {
      headBytes: 8,
      keep: isPdf,
      capacity: 10,
    });
    expect(empty.length).toBe(0);
  });
});
