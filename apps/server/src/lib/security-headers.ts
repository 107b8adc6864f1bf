import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** helmet's defaults, with our Content-Security-Policy: the web app loads nothing from elsewhere. */
export function securityHeaderOptions(publicUrl: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'frame-src': ["'self'", 'blob:'],
        'form-action': ["'self'"],
        // Only over https: on http (dev, e2e) Chrome upgrades redirects inside frames, which breaks
        // the identity provider's silent renew (prompt=none in an iframe).
        'upgrade-insecure-requests': publicUrl.startsWith('https:') ? [] : null,
      },
    },
  };
}

/**
 * The headers helmet sets with these options, computed once: none of ours depends on the request
 * (no CSP nonces, no directive functions), so running helmet per request, as @fastify/helmet does
 * (it builds the middleware anew for each one), only repeats the same work.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), [name, String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  const request = {} as IncomingMessage;
  helmet(options)(request, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers.values()];
}

/**
 * The headers that still mean something on a script or style the page loads (a subresource):
 * the rest (CSP, framing, referrer, HSTS…) act on documents only: about 600 bytes per file, on the
 * 36 script files of a first visit.
 */
const SUBRESOURCE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

/**
 * Sets the security headers on every answer, in one hook before any other. On the raw response,
 * as helmet did: routes that hand the response to another library (the dev identity provider)
 * keep them, and a route's own header (the API docs' CSP) still wins. Files under `subresources`
 * (the web app's hashed scripts and styles) get only the headers that act on them.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  subresources?: string,
): void {
  const headers = securityHeaders(options);
  const forFiles = headers.filter(([name]) => SUBRESOURCE_HEADERS.has(name.toLowerCase()));
  app.addHook('onRequest', (req, reply, done) => {
    const set = subresources && req.url.startsWith(subresources) ? forFiles : headers;
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    done();
  });
}
