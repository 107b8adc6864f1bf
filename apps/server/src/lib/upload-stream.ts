/**
 * Reads an uploaded file's stream into memory once: the first bytes decide whether it is kept at
 * all (a file of a refused type is drained, not stored), and a kept file is copied into one buffer
 * of the request's size as it arrives, instead of a list of chunks joined at the end (2 copies).
 */
export type ReadFileOptions = {
  /** How many first bytes `keep` needs to see (the longest magic number). */
  headBytes: number;
  /** Whether to keep the file, judged by its first bytes; false: only those bytes are returned. */
  keep: (head: Buffer) => boolean;
  /** The most bytes the file can have (the request's Content-Length, capped): sizes the buffer. */
  capacity: number | undefined;
};

/** Collects chunks into one buffer allocated on the first kept chunk; a list only without size. */
class Collector {
  private buffer: Buffer | undefined;
  private chunks: Buffer[] = [];
  private length = 0;

  constructor(capacity: number | undefined) {
    if (capacity) this.buffer = Buffer.allocUnsafe(capacity);
  }

  add(chunk: Buffer): void {
    if (this.buffer && this.length + chunk.length <= this.buffer.length) {
      chunk.copy(this.buffer, this.length);
    } else {
      // More than the capacity said (it cannot, Node stops at Content-Length): fall back to a list.
      if (this.buffer) this.chunks = [this.buffer.subarray(0, this.length)];
      this.buffer = undefined;
      this.chunks.push(chunk);
    }
    this.length += chunk.length;
  }

  result(): Buffer {
    if (!this.buffer) return Buffer.concat(this.chunks, this.length);
    const data = this.buffer.subarray(0, this.length);
    // A small file in a large request (many fields) should not pin the whole allocation.
    return this.length * 2 < this.buffer.length ? Buffer.from(data) : data;
  }
}

export async function readFileStream(
  stream: AsyncIterable<Buffer>,
  { headBytes, keep, capacity }: ReadFileOptions,
): Promise<Buffer> {
  let head: Buffer[] = [];
  let headLength = 0;
  let collector: Collector | undefined;
  let refused: Buffer | undefined;
  for await (const chunk of stream) {
    if (refused) continue; // drained: the request must still be read to its end
    if (collector) {
      collector.add(chunk);
      continue;
    }
    head.push(chunk);
    headLength += chunk.length;
    if (headLength < headBytes) continue;
    const first = head.length === 1 ? chunk : Buffer.concat(head, headLength);
    head = [];
    if (!keep(first.subarray(0, headBytes))) {
      refused = Buffer.from(first.subarray(0, headBytes)); // a copy: the chunk itself can go
      continue;
    }
    collector = new Collector(capacity);
    collector.add(first);
  }
  return refused ?? collector?.result() ?? Buffer.concat(head, headLength);
}
