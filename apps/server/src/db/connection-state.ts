/**
 * An outage of the database as this process saw it: since when, and what kind of error showed it.
 * `error` is a short public reason: the health route is public, and the driver's own text names
 * hosts and ports (that goes to the log only).
 */
export type Outage = { from: Date; error: string };
export type PastOutage = Outage & { to: Date };

/**
 * Whether the database is reachable, for the health route: a connection error or a failed health
 * probe starts an outage; a new connection or a probe that succeeds ends it, and it is kept as the
 * last outage. Transitions are logged once each, not every error of a storm of them.
 */
export class ConnectionState {
  current: Outage | null = null;
  last: PastOutage | null = null;

  constructor(private readonly log: (line: string) => void = (line) => console.error(line)) {}

  lost(err: unknown): void {
    if (this.current) return;
    const detail = err instanceof Error ? err.message : String(err);
    this.current = { from: new Date(), error: publicReason(detail) };
    this.log(`Database connection lost: ${detail}`);
  }

  restored(): void {
    if (!this.current) return;
    this.last = { ...this.current, to: new Date() };
    this.current = null;
    const ms = this.last.to.getTime() - this.last.from.getTime();
    this.log(`Database connection restored after ${ms} ms.`);
  }
}

/** The kind of connection failure, in Dutch, without hosts, ports or the driver's own words. */
export function publicReason(detail: string): string {
  if (/ECONNREFUSED|refused/i.test(detail)) return 'verbinding geweigerd';
  if (/timeout|timed out/i.test(detail)) return 'geen antwoord op tijd';
  if (/terminat|ECONNRESET|closed|shutdown/i.test(detail)) return 'verbinding verbroken';
  return 'databankfout';
}
