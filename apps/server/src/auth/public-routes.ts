/**
 * The only routes answered without a token. Everything else under /api is guarded by
 * requireAuth; the contract test checks every registered route against this list.
 */
export const PUBLIC_ROUTE_PREFIXES = [
  '/api/health', // liveness for load balancers
  '/api/docs', // OpenAPI document and its browser
  '/oidc', // the embedded dev identity provider (login pages, token endpoint, JWKS)
  '/config.json', // where the web app learns its identity provider
] as const;

export function isPublicPath(path: string): boolean {
  return PUBLIC_ROUTE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}
