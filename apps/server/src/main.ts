import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './seed/index.ts';
import { buildApp } from './app.ts';
import { devProviderNotice, writeCliSecretFile } from './auth/dev-provider/cli-secret.ts';
import { loadCliSecret } from './auth/dev-provider/keys.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (config.seedDemo && (await seedDemoData(database.db))) console.log('Demo data written.');
const app = await buildApp({ config, database });
// `npm run token` cannot open embedded PGlite while we have it open: it reads this file instead.
if (config.oidc.devProvider && !config.databaseUrl)
  writeCliSecretFile(config.dataDir, await loadCliSecret(database.db));

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
console.log(`\nStalboek draait op ${config.publicUrl}`);
if (config.oidc.devProvider) for (const line of devProviderNotice(config)) console.log(line);
