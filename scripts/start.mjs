// `npm start`: builds the web app when it has not been built yet (or its sources are newer), then
// runs the server (API + web on one port) in this same process. Everything else is configured
// through the environment (see README). With WEB_DIST set, that folder is served as it is.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
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

if (!process.env.WEB_DIST) {
  const built = `${root}apps/web/dist/index.html`;
  const stale =
    !existsSync(built) ||
    Math.max(newest(`${root}apps/web/src`), newest(`${root}packages/domain/src`)) >
      statSync(built).mtimeMs;
  if (stale) {
    console.log('Web app bouwen (eenmalig)...');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

// The server is TypeScript run from source (decision 1): tsx compiles it as it is imported.
register();
process.chdir(root);
await import(`${root}apps/server/src/main.ts`);
