import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the child makes the database, inside DATA_DIR (so a rename moves it, on any volume). */
const STAGING = '.initdb-';
/** PostgreSQL's marker of a data directory: PGlite opens a directory that has it as a database. */
const MARKER = 'PG_VERSION';
const child = fileURLToPath(new URL('./init-data-dir.mjs', import.meta.url));
const preparing = new Map<string, Promise<void>>();

/**
 * A new embedded database costs most of a first start: PGlite's initdb and the migrations, some
 * 5–9 s of CPU in WebAssembly. They run in a child process, started first thing on a start
 * (start-server.ts), while this process loads the server's code. V8 compiles PGlite's 9 MB
 * module there with its baseline compiler only (`--liftoff-only`): for work done once, the
 * optimising compiler costs more than it saves (initdb and migrations: 6.1–7.5 instead of
 * 8.8–9.7 s of CPU here). The child writes into a staging directory inside DATA_DIR whose entries
 * are moved up once complete, the PG_VERSION marker last, so a first start stopped half-way
 * leaves no half database. A data directory that holds a database already, or anything else, or
 * a child that fails, is left to PGlite in this process, as before. Resolves once the directory
 * is ready to open (or left to PGlite); never rejects.
 */
export function prepareDataDir(dataDir: string): Promise<void> {
  if (dataDir.startsWith('memory://')) return Promise.resolve();
  const dir = path.resolve(dataDir);
  let pending = preparing.get(dir);
  if (!pending) {
    pending = prepare(dir).catch((err: unknown) => {
      console.error(`New database in ${dir}: ${String(err)}; PGlite makes it in-process instead.`);
    });
    preparing.set(dir, pending);
  }
  return pending;
}

async function prepare(dir: string): Promise<void> {
  if (existsSync(path.join(dir, MARKER))) return;
  mkdirSync(dir, { recursive: true });
  const entries = readdirSync(dir);
  if (entries.some((e) => !e.startsWith(STAGING))) return;
  // Only what an earlier first start left half-made.
  for (const e of entries) rmSync(path.join(dir, e), { recursive: true, force: true });
  const staging = path.join(dir, `${STAGING}${process.pid}`);
  if (await initialise(staging)) {
    const made = readdirSync(staging).sort((a, b) => Number(a === MARKER) - Number(b === MARKER));
    for (const e of made) renameSync(path.join(staging, e), path.join(dir, e));
  }
  rmSync(staging, { recursive: true, force: true });
}

/** Runs init-data-dir.mjs on `staging`; false (and its output on stderr) when it fails. */
function initialise(staging: string): Promise<boolean> {
  return new Promise((resolve) => {
    const init = spawn(process.execPath, ['--liftoff-only', child, staging], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let output = '';
    init.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const stop = () => init.kill();
    process.once('exit', stop); // this process stopped first: so does the child
    let settled = false;
    const done = (ok: boolean, why: string) => {
      if (settled) return;
      settled = true;
      process.off('exit', stop);
      if (!ok) console.error(`New database: the child process failed (${why}).\n${output}`);
      resolve(ok);
    };
    init.once('error', (err) => done(false, err.message));
    init.once('exit', (code, signal) => done(code === 0, `exit ${code ?? signal}`));
  });
}
