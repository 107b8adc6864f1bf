#!/usr/bin/env node
// Prints an access token for the API from the embedded dev identity provider (client credentials),
// and nothing else on stdout:
//   curl -H "Authorization: Bearer $(npm run --silent token)" localhost:8080/api/location
// The app must be running with the dev provider (OIDC_ISSUER unset). Reads PORT, PUBLIC_URL,
// OIDC_AUDIENCE, DATABASE_URL and DATA_DIR like the server does.
//
// The CLI client's secret is random, made on the app's first start and kept in its database
// (apps/server/src/auth/dev-provider/keys.ts). With DATABASE_URL this reads it from PostgreSQL;
// with embedded PGlite, which no second process may open while the app runs, from the copy the
// app writes on every start to DATA_DIR/dev-cli-secret (mode 0600; docs/decisions.md 30).

import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { URLSearchParams } from 'node:url';

const CLIENT_ID = 'stalboek-cli'; // apps/server/src/auth/dev-provider/clients.ts
const SECRET_ROW = 'cli-client'; // oidc_key id (keys.ts CLI_SECRET_ID)
const SECRET_FILE = 'dev-cli-secret'; // in DATA_DIR (cli-secret.ts CLI_SECRET_FILE)
const START = "Start it first with 'npm start' or 'npm run dev'.";

const fail = (message) => {
  console.error(`token: ${message}`);
  process.exit(1);
};

const publicUrl = (
  process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`
).replace(/\/$/, '');
const issuer = `${publicUrl}/oidc`;
const audience = process.env.OIDC_AUDIENCE || `${publicUrl}/api`;

async function secretFromPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    const { rows } = await client.query('SELECT jwks FROM oidc_key WHERE id = $1', [SECRET_ROW]);
    return rows[0]?.jwks?.keys?.[0];
  } catch (err) {
    fail(`cannot read the dev client's secret from DATABASE_URL (${err.code ?? err.message}).`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** DATA_DIR as the app resolves it; unset: ./data (npm start), or apps/server/data (npm run dev). */
function secretFromDataDir() {
  const dirs = process.env.DATA_DIR ? [process.env.DATA_DIR] : ['data', 'apps/server/data'];
  for (const dir of dirs) {
    try {
      return readFileSync(path.resolve(dir, SECRET_FILE), 'utf8').trim();
    } catch (err) {
      if (err.code !== 'ENOENT') fail(`cannot read ${path.join(dir, SECRET_FILE)}: ${err.code}`);
    }
  }
  fail(
    `no dev client secret in ${dirs.map((d) => path.join(d, SECRET_FILE)).join(' or ')}: the app ` +
      `writes it there when it starts with its dev identity provider (use the app's DATA_DIR, or ` +
      `its DATABASE_URL). ${START}`,
  );
}

const secret = process.env.DATABASE_URL
  ? await secretFromPostgres(process.env.DATABASE_URL)
  : secretFromDataDir();
if (!secret) fail(`the database has no dev client secret yet. ${START}`);

let res;
try {
  res = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(CLIENT_ID)}:${encodeURIComponent(secret)}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'full_access',
      resource: audience,
    }),
    signal: globalThis.AbortSignal.timeout(10_000),
  });
} catch (err) {
  fail(`Stalboek is not reachable at ${publicUrl} (${err.cause?.code ?? err.message}). ${START}`);
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
if (res.status === 401) {
  fail(
    `${issuer}/token refused the dev client's secret: is this the app's DATA_DIR or DATABASE_URL?`,
  );
}
if (!res.ok || typeof body.access_token !== 'string') {
  fail(
    `${issuer}/token refused (HTTP ${res.status}): ${body.error ?? ''} ${body.error_description ?? ''}`.trim(),
  );
}
process.stdout.write(`${body.access_token}\n`);
