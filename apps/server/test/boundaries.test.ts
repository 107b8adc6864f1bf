import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

// The import boundaries of DESIGN §3 as `npm run lint` enforces them (apps/server/eslint.boundaries.js):
// each case lints one line as if it stood in the named file, with the repository's own config.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/dependencies')
    .map((m) => m.message);
}

const server = 'apps/server/src';

// [what, the file it stands in, the import, the boundary error it must get (null: none)]
const cases: [string, string, string, string | null][] = [
  [
    "a module importing another module's internal file",
    `${server}/modules/cases/probe.ts`,
    "export { takeStockFefo } from '../stock/fefo.ts';",
    'stock is used through its index.ts only',
  ],
  [
    "the registry importing a module's routes file",
    `${server}/modules/index.ts`,
    "export { stockRoutes } from './stock/routes.ts';",
    'stock is used through its index.ts only',
  ],
  [
    "a seed importing a module's service",
    `${server}/seed/probe.ts`,
    "export { addProductLine } from '../modules/cases/lines.ts';",
    'cases is used through its index.ts only',
  ],
  [
    "a module importing another module's fixture outside a test",
    `${server}/modules/cases/probe.ts`,
    "export { stockFixtures } from '../stock/stock.fixture.ts';",
    'stock is used through its index.ts only',
  ],
  [
    'a db/ file importing a module, even through its index',
    `${server}/db/schema/probe.ts`,
    "export { stockRoutes } from '../../modules/stock/index.ts';",
    'db/ knows no module and no seed',
  ],
  [
    'a db/ file importing the seeds',
    `${server}/db/probe.ts`,
    "export { seedDemoData } from '../seed/index.ts';",
    'db/ knows no module and no seed',
  ],
  [
    'a lib/ file importing a module',
    `${server}/lib/probe.ts`,
    "export { getCase } from '../modules/cases/index.ts';",
    'lib/ knows no module and no seed',
  ],
  [
    'a domain file importing the server',
    'packages/domain/src/probe.ts',
    "export { orderBy } from '../../../apps/server/src/lib/list.ts';",
    'packages/domain knows no app',
  ],
  [
    'a domain file importing the server by its package name',
    'packages/domain/src/probe.ts',
    "export { buildApp } from '@stalboek/server';",
    'packages/domain knows no app',
  ],
  [
    "a module importing another module's index.ts",
    `${server}/modules/cases/probe.ts`,
    "export { takeStockFefo } from '../stock/index.ts';",
    null,
  ],
  [
    'a module importing its own files',
    `${server}/modules/cases/probe.ts`,
    "export { syncLines } from './lines.ts';",
    null,
  ],
  [
    "a module's test sharing another module's fixture",
    `${server}/modules/cases/probe.test.ts`,
    "export { stockFixtures } from '../stock/stock.fixture.ts';",
    null,
  ],
  [
    "the registry importing a module's index.ts",
    `${server}/modules/index.ts`,
    "export { stockRoutes } from './stock/index.ts';",
    null,
  ],
  [
    'a seed calling a module through its index.ts',
    `${server}/seed/probe.ts`,
    "export { addProductLine } from '../modules/cases/index.ts';",
    null,
  ],
  [
    'a module using db/ and lib/',
    `${server}/modules/cases/probe.ts`,
    "export { cases } from '../../db/schema/index.ts';\nexport { orderBy } from '../../lib/list.ts';",
    null,
  ],
  [
    'a domain file importing the domain',
    'packages/domain/src/probe.ts',
    "export { DEFAULT_PAGE_SIZE } from './list.ts';",
    null,
  ],
];

const named = cases.map(([what, ...rest]) => [
  `${rest[2] ? 'refused' : 'allowed'}: ${what}`,
  ...rest,
]);

test.each(named as typeof cases)('%s', async (_what, filePath, code, message) => {
  expect(await boundaryErrors(filePath, code)).toEqual(
    message === null ? [] : [expect.stringContaining(message)],
  );
});
