import type { FastifyBaseLogger } from 'fastify';
import { deliveryMessages } from '@stalboek/domain';
import { MEDINI_KEY_HEADER, mediniFeed, mediniLine, type MediniLine } from './feed.ts';

/** The feed could not be read (down, slow, refused, malformed): the API answers 502. */
export class MediniUnavailable extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`${deliveryMessages.unavailable} (${reason})`, options);
    this.name = 'MediniUnavailable';
  }
}

export type MediniClientOptions = {
  /** The feed's base URL; a function for a simulator that starts on first use. */
  url: string | (() => Promise<string>);
  apiKey: string;
  timeoutMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
};

export type MediniClient = {
  /** The lines published since `since` (all when absent); throws MediniUnavailable. */
  fetchLines: (since?: Date) => Promise<MediniLine[]>;
};

/** The delivery feed adapter: real HTTP with a timeout, the answer checked with zod. */
export function createMediniClient(opts: MediniClientOptions): MediniClient {
  const baseUrl = typeof opts.url === 'string' ? async () => opts.url as string : opts.url;
  const fail = (reason: string, cause?: unknown): never => {
    const err = new MediniUnavailable(reason, { cause });
    opts.log.error({ err, reason }, 'Medini delivery feed unavailable');
    throw err;
  };

  return {
    async fetchLines(since) {
      let res: Response;
      let body: unknown;
      try {
        const url = new URL('deliveries', `${(await baseUrl()).replace(/\/$/, '')}/`);
        if (since) url.searchParams.set('since', since.toISOString());
        res = await fetch(url, {
          headers: { [MEDINI_KEY_HEADER]: opts.apiKey, accept: 'application/json' },
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
        if (!res.ok) return fail(`HTTP ${res.status}`);
        body = await res.json();
      } catch (error) {
        if (error instanceof MediniUnavailable) throw error;
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        if (timedOut) return fail(`no answer within ${opts.timeoutMs} ms`, error);
        // The body arrived but is not JSON.
        if (error instanceof SyntaxError) return fail('malformed answer', error);
        return fail('no connection', error);
      }
      const feed = mediniFeed.safeParse(body);
      if (!feed.success) return fail('malformed answer', feed.error);
      const lines: MediniLine[] = [];
      for (const raw of feed.data.lines) {
        const line = mediniLine.safeParse(raw);
        if (line.success) lines.push(line.data);
        else opts.log.warn({ line: raw, issues: line.error.issues }, 'Medini line skipped');
      }
      return lines;
    },
  };
}
