import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

// Issue 17 item 7: README and `engines` say which Node is enough, and `npm install` on that Node
// warns about no package. Every installed package's own `engines.node` must accept the oldest
// Node ours does (npm's EBADENGINE warning compares exactly these).

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;

type Lock = { packages: Record<string, { version?: string; engines?: { node?: string } }> };

describe('Node version', () => {
  const ours = (read('package.json') as { engines: { node: string } }).engines.node;
  const oldest = minVersion(ours)?.version ?? '';

  it('is said the same in README and engines', () => {
    expect(oldest).toBe('20.19.0');
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain('Needs Node 20.19 or newer');
  });

  it('is enough for every package the lockfile installs', () => {
    const { packages } = read('package-lock.json') as Lock;
    const refusing = Object.entries(packages)
      .filter(([name, pkg]) => name && pkg.engines?.node && !satisfies(oldest, pkg.engines.node))
      .map(([name, pkg]) => `${name}@${pkg.version ?? '?'} wants node ${pkg.engines?.node}`);
    expect(refusing).toEqual([]);
  });

  it('is one the identity provider library supports without a warning', () => {
    // oidc-provider checks the running Node's LTS name when it is loaded, and warns on stderr.
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await import('oidc-provider'); console.error('loaded');"],
      { cwd: path.join(root, 'apps/server'), encoding: 'utf8' },
    );
    expect(run.stderr).toBe('loaded\n');
  });
});
