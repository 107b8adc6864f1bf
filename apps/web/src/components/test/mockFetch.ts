import { vi } from 'vitest';

export type FetchCall = { method: string; url: URL; body: unknown };
export type FetchReply = { status?: number; body?: unknown };

/**
 * Replaces the global fetch with `respond` and records every call (method, parsed URL, JSON body).
 * Undo with vi.unstubAllGlobals().
 */
export function mockFetch(
  respond: (call: FetchCall) => FetchReply | Promise<FetchReply>,
): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call: FetchCall = {
        method: init?.method ?? 'GET',
        url: new URL(String(input), 'http://localhost'),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const { status = 200, body } = await respond(call);
      const text = status === 204 || body === undefined ? null : JSON.stringify(body);
      return new Response(text, { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** An API error body as the server sends it (DESIGN §4). */
export function apiError(statusCode: number, message: string): FetchReply {
  return { status: statusCode, body: { statusCode, error: 'Error', message } };
}
