// `npm start`: builds the web app when it has not been built yet (or its sources are newer) and runs
// the server (API + web on one port) in this same process. The build runs in its own process
// while the server opens its database and loads (apps/server/src/start-server.ts), which listens
// once the build is done. Everything else is configured through the environment (see README).
// With WEB_DIST set, that folder is served as it is.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

const root = new URL('..', import.meta.url).pathname;

/** Newest modification time under a folder (the web app's and the domain package's sources). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function webBuildNeeded() {
  if (process.env.WEB_DIST) return false;
  const built = `${root}apps/web/dist/index.html`;
  return (
    !existsSync(built) ||
    Math.max(newest(`${root}apps/web/src`), newest(`${root}packages/domain/src`)) >
      statSync(built).mtimeMs
  );
}

/**
 * The web app's own build script, in its own process. Its output is shown only when it fails
 * (it would interleave with the server's); the start stops then, with the build's exit code.
 */
function buildWebApp() {
  console.log('Web app bouwen (eenmalig), terwijl de server start...');
  const started = performance.now();
  const build = spawn('npm', ['run', 'build'], {
    cwd: `${root}apps/web`,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  build.stdout.on('data', (chunk) => (output += chunk));
  build.stderr.on('data', (chunk) => (output += chunk));
  const failed = (why, code) => {
    process.stderr.write(output);
    console.error(`Het bouwen van de web app mislukte (${why}).`);
    process.exit(code || 1);
  };
  return new Promise((resolve) => {
    build.once('error', (err) => failed(err.message, 1));
    build.once('exit', (code, signal) => {
      if (code !== 0) return failed(code ?? signal, code);
      console.log(`Web app gebouwd (${((performance.now() - started) / 1000).toFixed(1)} s).`);
      resolve();
    });
  });
}

/**
 * Loads the server's dependencies before tsx's hooks are registered: Node then loads their ~470
 * modules on its own, at about half the CPU of passing each through the hooks, which only the
 * server's TypeScript needs. Worth it when this process's loading is the long pole, i.e. on every
 * start but the first: a first start makes its database in a child process, which takes longer
 * and is started first (apps/server/src/db/prepare-data-dir.ts). What fails here is left for the
 * server's own imports to report.
 */
async function preloadDependencies() {
  const dataDir = path.resolve(root, process.env.DATA_DIR || 'data'); // config.ts's default
  if (!process.env.DATABASE_URL && !existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const { dependencies } = JSON.parse(readFileSync(`${root}apps/server/package.json`, 'utf8'));
  const names = Object.keys(dependencies).filter(
    (name) => !name.startsWith('@types/') && !name.startsWith('@stalboek/') && name !== 'tsx',
  );
  await Promise.all(names.map((name) => import(name).catch(() => undefined)));
}

const webBuild = webBuildNeeded() ? buildWebApp() : undefined;
await preloadDependencies();
// The server is TypeScript run from source (decision 1): tsx compiles it as it is imported.
register();
process.chdir(root);
const { startServer } = await import(`${root}apps/server/src/start-server.ts`);
await startServer({ webBuild });
