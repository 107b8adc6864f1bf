import { apiError } from '@stalboek/domain';
import type { ApiErrorBody } from '@stalboek/domain';

/** A non-OK API answer: its status and the server's error body (DESIGN §4). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;
  constructor(status: number, body: ApiErrorBody | undefined, fallback: string) {
    super(body?.message ?? fallback);
    this.status = status;
    this.body = body;
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body (or FormData for uploads). */
  body?: unknown;
  /** Query parameters; arrays repeat the key (sortBy=a&sortBy=b). */
  query?: Query;
  signal?: AbortSignal;
};

/** Builds '?a=1&b=x&b=y' from a query object, skipping empty values. */
export function toSearch(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null && v !== '') params.append(key, String(v));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Token source; the auth module installs the real one (bearer + one renewal on 401). */
let auth: { token: () => Promise<string | null>; renew: () => Promise<string | null> } = {
  token: async () => null,
  renew: async () => null,
};
export function setAuth(source: typeof auth): void {
  auth = source;
}

/** Sends a request with the bearer token; on 401 renews the session once and retries once. */
async function send(path: string, req: ApiRequest): Promise<Response> {
  const attempt = async (token: string | null) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (req.body instanceof FormData) body = req.body;
    else if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.body);
    }
    return fetch(`${path}${toSearch(req.query)}`, {
      method: req.method ?? 'GET',
      headers,
      body,
      signal: req.signal,
    });
  };
  let res = await attempt(await auth.token());
  if (res.status === 401) {
    // Spec 01 §4: one renewal and one retry; when that fails, the original error is raised.
    const original = res;
    const renewed = await auth.renew().catch(() => null);
    const retried = renewed
      ? await attempt(renewed).catch((error: unknown) => {
          if (req.signal?.aborted) throw error;
          return null;
        })
      : null;
    res = retried && retried.status !== 401 ? retried : original;
  }
  return res;
}

/** The error of a non-OK answer, with the server's message when it sent one. */
async function errorOf(res: Response): Promise<ApiError> {
  const body = apiError.safeParse(parseJson(await res.text()));
  return new ApiError(res.status, body.success ? body.data : undefined, `Fout ${res.status}`);
}

/** Calls the API with the bearer token; on 401 renews the session once and retries once. */
export async function apiFetch<T>(path: string, req: ApiRequest = {}): Promise<T> {
  const res = await send(path, req);
  if (res.status === 204) return undefined as T;
  if (!res.ok) throw await errorOf(res);
  const text = await res.text();
  const data = parseJson(text);
  if (text && data === undefined) {
    throw new ApiError(res.status, undefined, 'Onverwacht antwoord van de server.');
  }
  return data as T;
}

/** A file the API sent: its content and the name of its Content-Disposition (if any). */
export type ApiFile = { blob: Blob; filename: string | undefined };

/** Downloads a file from the API with the bearer token (same renewal and errors as apiFetch). */
export async function apiBlob(path: string, req: Omit<ApiRequest, 'body'> = {}): Promise<ApiFile> {
  const res = await send(path, req);
  if (!res.ok) throw await errorOf(res);
  const disposition = res.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await res.blob(), filename: encoded ? decodeURIComponent(encoded) : plain };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
