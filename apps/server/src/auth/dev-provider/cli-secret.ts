import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from './accounts.ts';

/** Where `npm run token` finds the CLI client's secret with embedded PGlite (scripts/token.mjs). */
export const CLI_SECRET_FILE = 'dev-cli-secret';

/**
 * Writes the CLI client's secret into DATA_DIR, readable by its owner only. With embedded PGlite
 * no second process may open the database while the app has it open, so `npm run token` reads
 * this file instead; whoever can read it can read the database files next to it anyway. Written
 * on every start (a new database has a new secret), through a temporary file so that a reader
 * never sees half a secret.
 */
export function writeCliSecretFile(dataDir: string, secret: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, CLI_SECRET_FILE);
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${secret}\n`, { mode: 0o600 });
  chmodSync(partial, 0o600); // mode applies only when the file is created
  renameSync(partial, file);
  return file;
}

/** The start log's lines about signing in: the demo accounts, and what they are not for. */
export function devProviderNotice(): string[] {
  return [
    'Aanmelden via de ingebouwde test-identiteitsprovider, op elk van die adressen:',
    ...DEMO_ACCOUNTS.map((a) => `  demo login: ${a.username} / ${a.password}  (${a.name})`),
    'Let op: deze ingebouwde identiteitsprovider en zijn demo-accounts zijn om de app uit te',
    'proberen, niet voor echt gebruik: iedereen kent de wachtwoorden. Koppel voor echt gebruik uw',
    'eigen OpenID Connect-provider met OIDC_ISSUER, OIDC_CLIENT_ID en OIDC_AUDIENCE',
    "(README, 'A real identity provider').",
  ];
}
