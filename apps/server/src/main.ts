import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed/index.ts';
import { buildApp } from './app.ts';
import { DEMO_ACCOUNTS } from './auth/dev-provider/accounts.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (config.seedDemo && (await seedDemoData(database.db))) console.log('Demo data written.');
const app = await buildApp({ config, database });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
console.log(`\nStalboek draait op ${config.publicUrl}`);
if (config.oidc.devProvider) {
  for (const a of DEMO_ACCOUNTS)
    console.log(`  demo login: ${a.username} / ${a.password}  (${a.name})`);
}
