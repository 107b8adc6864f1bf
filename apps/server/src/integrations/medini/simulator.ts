import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MEDINI_KEY_HEADER, type MediniLine } from './feed.ts';
import { demoDeliveryLines } from './simulator-data.ts';

/** How the simulator answers: normally, 503, never (a timeout), or with a malformed body. */
export type MediniSimulatorMode = 'ok' | 'down' | 'slow' | 'malformed';

export type MediniSimulator = {
  url: string;
  apiKey: string;
  /** The lines served (a test may change them); `since` filters on publishedAt. */
  lines: MediniLine[];
  mode: MediniSimulatorMode;
  /** How many /deliveries requests it answered or held, and the last `since` asked. */
  requests: number;
  lastSince: string | null;
  close: () => Promise<void>;
};

/**
 * A tiny stand-in for Medini's delivery feed on loopback (dev and tests, never production unless
 * MEDINI_SIMULATOR=true): `GET /deliveries?since=<ISO>` with the API key in `x-api-key`.
 */
export async function startMediniSimulator(
  opts: { apiKey: string; port?: number; lines?: MediniLine[] } = { apiKey: 'medini-dev-key' },
): Promise<MediniSimulator> {
  const held = new Set<ServerResponse>();
  const sim: MediniSimulator = {
    url: '',
    apiKey: opts.apiKey,
    lines: opts.lines ?? demoDeliveryLines(),
    mode: 'ok',
    requests: 0,
    lastSince: null,
    close: async () => {
      for (const res of held) res.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || url.pathname !== '/deliveries')
      return send(res, 404, { error: 'not found' });
    if (req.headers[MEDINI_KEY_HEADER] !== sim.apiKey)
      return send(res, 401, { error: 'invalid api key' });
    sim.requests++;
    sim.lastSince = url.searchParams.get('since');
    if (sim.mode === 'down') return send(res, 503, { error: 'maintenance' });
    if (sim.mode === 'slow') {
      held.add(res); // answered never; closed with the simulator
      res.on('close', () => held.delete(res));
      return undefined;
    }
    if (sim.mode === 'malformed') return send(res, 200, '{"lines": [{"id": ');
    const since = Date.parse(url.searchParams.get('since') ?? '');
    const lines = Number.isNaN(since)
      ? sim.lines
      : sim.lines.filter((l) => Date.parse(l.publishedAt) >= since);
    return send(res, 200, { generatedAt: new Date().toISOString(), lines });
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  sim.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return sim;
}
