// `npm start`: builds the web app when it has not been built yet, then runs the server (API + web
// on one port). Everything else is configured through the environment (see README).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync, spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const built = `${root}apps/web/dist/index.html`;

/** Newest modification time under a folder (the web app's and the domain package's sources). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const stale =
  !existsSync(built) ||
  Math.max(newest(`${root}apps/web/src`), newest(`${root}packages/domain/src`)) >
    statSync(built).mtimeMs;
if (stale) {
  console.log('Web app bouwen (eenmalig)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
