#!/usr/bin/env node
// Prints an access token for the API from the embedded dev identity provider (client credentials),
// and nothing else on stdout:
//   curl -H "Authorization: Bearer $(npm run --silent token)" localhost:8080/api/location
// The app must be running with the dev provider (OIDC_ISSUER unset). Reads PORT, PUBLIC_URL and
// OIDC_AUDIENCE like the server does.

import { Buffer } from 'node:buffer';
import { URLSearchParams } from 'node:url';

// Must match apps/server/src/auth/dev-provider/clients.ts (a dev-only client).
const CLIENT_ID = 'stalboek-cli';
const CLIENT_SECRET = 'stalboek-cli-dev-secret';

const fail = (message) => {
  console.error(`token: ${message}`);
  process.exit(1);
};

const publicUrl = (
  process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`
).replace(/\/$/, '');
const issuer = `${publicUrl}/oidc`;
const audience = process.env.OIDC_AUDIENCE ?? `${publicUrl}/api`;

let res;
try {
  res = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(CLIENT_ID)}:${encodeURIComponent(CLIENT_SECRET)}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'full_access',
      resource: audience,
    }),
    signal: globalThis.AbortSignal.timeout(10_000),
  });
} catch (err) {
  fail(
    `Stalboek is not reachable at ${publicUrl} (${err.cause?.code ?? err.message}). Start it first with 'npm start' or 'npm run dev'.`,
  );
}

const text = await res.text();
if (res.status === 404) {
  fail(
    `${issuer}/token not found: is the app running with its dev identity provider (OIDC_ISSUER unset)?`,
  );
}
let body;
try {
  body = JSON.parse(text);
} catch {
  fail(`unexpected answer from ${issuer}/token (HTTP ${res.status}): ${text.slice(0, 200)}`);
}
if (!res.ok || typeof body.access_token !== 'string') {
  fail(
    `${issuer}/token refused (HTTP ${res.status}): ${body.error ?? ''} ${body.error_description ?? ''}`.trim(),
  );
}
process.stdout.write(`${body.access_token}\n`);
