import { loadConfig } from './config.ts';
import { prepareDataDir } from './db/prepare-data-dir.ts';
import { openAddresses } from './auth/dev-provider/own-hosts.ts';

export type StartOptions = {
  /** The web app's build when it runs beside the start (scripts/start.mjs): served once done. */
  webBuild?: Promise<void> | undefined;
};

/**
 * Starts the app as `npm start` runs it: opens (and on a first start makes) the database, writes
 * the demo data once, builds the app and listens. The slow parts overlap (issue 16): a new embedded
 * database is made in a child process (db/prepare-data-dir.ts) and an existing one opened while
 * this process loads the rest of the server's code, which is why that code is imported here and
 * not at the top; the web build runs in its own process meanwhile. The app listens once the
 * database is ready and the web app is built, so its first page is the app's.
 */
export async function startServer(opts: StartOptions = {}): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) void prepareDataDir(config.dataDir);
  const { openDatabase } = await import('./db/client.ts');
  const opening = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  opening.catch(() => undefined); // awaited below, after the imports
  const [{ buildApp }, { seedDemoData }, cliSecret, keys] = await Promise.all([
    import('./app.ts'),
    import('./seed/index.ts'),
    import('./auth/dev-provider/cli-secret.ts'),
    import('./auth/dev-provider/keys.ts'),
  ]);
  const database = await opening;
  if (config.seedDemo && (await seedDemoData(database.db))) console.log('Demo data written.');
  await opts.webBuild;
  const app = await buildApp({ config, database });
  // `npm run token` cannot open embedded PGlite while we have it open: it reads this file instead.
  if (config.oidc.devProvider && !config.databaseUrl)
    cliSecret.writeCliSecretFile(config.dataDir, await keys.loadCliSecret(database.db));

  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const addresses = openAddresses({
    publicUrl: config.publicUrl,
    port: config.port,
    host: config.host,
    anyAddress: config.oidc.devProvider,
  });
  console.log(`\nStalboek draait. Open het op:`);
  for (const address of addresses) console.log(`  ${address}`);
  if (config.oidc.devProvider) for (const line of cliSecret.devProviderNotice()) console.log(line);
}
