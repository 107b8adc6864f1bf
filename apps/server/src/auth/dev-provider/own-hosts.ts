import { hostname, networkInterfaces } from 'node:os';

/** Host names that always mean this machine. */
const LOOPBACK = ['localhost', '127.0.0.1', '::1'];

/** This machine's addresses right now (they change when the network does): loopback first. */
export function ownAddresses(): string[] {
  const found = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined)
    .map((a) => a.address);
  return [...new Set([...LOOPBACK, ...found])];
}

/** A URL's host name as it compares: lower case, an IPv6 address without its brackets. */
function bare(name: string): string {
  return name.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}

/**
 * Whether a host name (as a browser sends it, without the port) names this machine: loopback,
 * one of its network addresses, its own name (also with a domain after it), or PUBLIC_URL's
 * host. The embedded dev provider serves an issuer on each of these and on nothing else, so a
 * Host header cannot make it sign tokens for an arbitrary name.
 */
export function isOwnHost(name: string, publicUrl: string): boolean {
  const host = bare(name);
  const machine = hostname().toLowerCase();
  if (host === bare(new URL(publicUrl).hostname)) return true;
  if (host === machine || host.startsWith(`${machine}.`)) return true;
  return ownAddresses().includes(host);
}

/**
 * Where the app can be opened, for the start log: PUBLIC_URL first, then (when it listens on
 * every interface and the dev provider signs in on any address) each IPv4 address of the
 * machine on the port it listens on.
 */
export function openAddresses(opts: {
  publicUrl: string;
  port: number;
  host: string;
  anyAddress: boolean;
}): string[] {
  const urls = [opts.publicUrl];
  if (!opts.anyAddress) return urls;
  const everywhere = opts.host === '0.0.0.0' || opts.host === '::';
  const addresses = everywhere ? ownAddresses() : [opts.host];
  for (const address of addresses) {
    if (address.includes(':')) continue; // IPv6: nobody types those
    urls.push(`http://${address}:${opts.port}`);
  }
  return [...new Set(urls)];
}
