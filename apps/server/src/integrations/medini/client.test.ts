import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createMediniClient, MediniUnavailable } from './client.ts';
import { startMediniSimulator, type MediniSimulator } from './simulator.ts';
import { demoDeliveryLines } from './simulator-data.ts';

let sim: MediniSimulator;
const log = { warn: vi.fn(), error: vi.fn() };
const client = (o: { apiKey?: string; timeoutMs?: number; url?: string } = {}) =>
  createMediniClient({
    url: o.url ?? sim.url,
    apiKey: o.apiKey ?? 'test-key',
    timeoutMs: o.timeoutMs ?? 2000,
    log,
  });

beforeAll(async () => {
  sim = await startMediniSimulator({ apiKey: 'test-key' });
});
afterAll(() => sim.close());
beforeEach(() => {
  sim.mode = 'ok';
  sim.lines = demoDeliveryLines();
  log.warn.mockClear();
  log.error.mockClear();
});

describe('Medini adapter against the simulator', () => {
  test('reads the delivery lines on 127.0.0.1 with the API key', async () => {
    expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const lines = await client().fetchLines();
    expect(lines).toHaveLength(sim.lines.length);
    expect(lines[0]).toMatchObject({ cnk: '1402517', supplier: 'Medini', amount: 2 });
    expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
    expect(lines.some((l) => l.dosage === null || l.expirationDate === null)).toBe(true);
  });

  test('asks only what was published since a moment', async () => {
    const all = await client().fetchLines();
    const latest = all.map((l) => l.publishedAt).sort()[all.length - 1]!;
    const recent = await client().fetchLines(new Date(latest));
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(all.length);
    expect(recent.every((l) => l.publishedAt >= latest)).toBe(true);
  });

  test('skips (and logs) a malformed line, keeps the others', async () => {
    sim.lines = [...demoDeliveryLines(), { id: 'X', cnk: 'abc' } as never];
    const lines = await client().fetchLines();
    expect(lines).toHaveLength(demoDeliveryLines().length);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  test.each([
    ['down (503)', () => (sim.mode = 'down'), {}, '(HTTP 503)'],
    ['a malformed answer', () => (sim.mode = 'malformed'), {}, '(malformed answer)'],
    ['a wrong API key (401)', () => undefined, { apiKey: 'wrong' }, '(HTTP 401)'],
    // The simulator never answers: only the client's own timeout can end the request.
    [
      'no answer within the timeout',
      () => (sim.mode = 'slow'),
      { timeoutMs: 200 },
      '(no answer within 200 ms)',
    ],
    ['nothing listening', () => undefined, { url: 'http://127.0.0.1:9' }, '(no connection)'],
  ])('%s is MediniUnavailable, logged', async (_why, arrange, options, reason) => {
    arrange();
    const err = await client(options)
      .fetchLines()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MediniUnavailable);
    expect((err as Error).message).toBe(
      `De Medini-leveringen konden niet opgehaald worden. ${reason}`,
    );
    expect(log.error).toHaveBeenCalledOnce();
  });
});
