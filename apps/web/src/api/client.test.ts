import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, setAuth, toSearch } from './client.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
const unauthorized = (message: string) =>
  json(401, { statusCode: 401, error: 'Unauthorized', message });

const fetchMock = vi.fn<typeof fetch>();
const bearerOf = (call: number) =>
  (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>).authorization;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends the stored token as bearer and JSON bodies', async () => {
    setAuth({ token: async () => 'tok', renew: async () => null });
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiFetch('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(bearerOf(0)).toBe('Bearer tok');
    expect(init?.body).toBe('{"a":1}');
  });

  it('a 401 renews exactly once and retries exactly once with the new token', async () => {
    const renew = vi.fn(async () => 'new-token');
    setAuth({ token: async () => 'old-token', renew });
    fetchMock.mockResolvedValueOnce(unauthorized('verlopen')).mockResolvedValueOnce(json(200, [1]));
    await expect(apiFetch('/api/location')).resolves.toEqual([1]);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(bearerOf(0)).toBe('Bearer old-token');
    expect(bearerOf(1)).toBe('Bearer new-token');
  });

  it('when the retry is refused again, the ORIGINAL error is raised (no second renewal)', async () => {
    const renew = vi.fn(async () => 'new-token');
    setAuth({ token: async () => 'old-token', renew });
    fetchMock
      .mockResolvedValueOnce(unauthorized('Origineel: token verlopen'))
      .mockResolvedValueOnce(unauthorized('Tweede poging geweigerd'));
    const error = await apiFetch('/api/location').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Origineel: token verlopen');
    expect(renew).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when the retry cannot reach the server, the ORIGINAL error is raised', async () => {
    setAuth({ token: async () => 'old-token', renew: async () => 'new-token' });
    fetchMock
      .mockResolvedValueOnce(unauthorized('Origineel'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/location')).rejects.toMatchObject({
      status: 401,
      message: 'Origineel',
    });
  });

  it('when the renewal fails, nothing is retried and the ORIGINAL error is raised', async () => {
    const renew = vi.fn(async () => null);
    setAuth({ token: async () => 'old-token', renew });
    fetchMock.mockResolvedValueOnce(unauthorized('Origineel'));
    await expect(apiFetch('/api/location')).rejects.toMatchObject({
      status: 401,
      message: 'Origineel',
    });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('raises the server message of a refusal and a readable one for a non-JSON failure', async () => {
    setAuth({ token: async () => null, renew: async () => null });
    fetchMock.mockResolvedValueOnce(
      json(409, { statusCode: 409, error: 'Conflict', message: 'Locatie is volzet' }),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 409,
      message: 'Locatie is volzet',
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 502, message: 'Fout 502' });
  });

  it('answers undefined for 204', async () => {
    setAuth({ token: async () => null, renew: async () => null });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('toSearch', () => {
  it('repeats array keys and skips empty values', () => {
    expect(toSearch({ sortBy: ['a', 'b'], page: 1, q: '', x: null })).toBe(
      '?sortBy=a&sortBy=b&page=1',
    );
    expect(toSearch(undefined)).toBe('');
  });
});
