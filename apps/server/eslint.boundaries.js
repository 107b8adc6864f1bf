// Import boundaries of apps/server and packages/domain (DESIGN §3, docs/decisions.md 35),
// enforced by eslint-plugin-boundaries. A dependency between two files of one element (one
// module, db/, lib/ …) is not checked; the policies below refuse the rest that DESIGN forbids.
import { resolve } from 'node:path';
import boundaries from 'eslint-plugin-boundaries';

const src = 'apps/server/src';
const elements = [
  // Each folder of modules/ is one module; its index.ts is what the others may use.
  { type: 'module', pattern: `${src}/modules/*`, capture: ['module'], partialMatch: false },
  // modules/index.ts, the registry that mounts every module's routes under /api.
  { type: 'registry', pattern: `${src}/modules`, partialMatch: false },
  { type: 'db', pattern: `${src}/db`, partialMatch: false },
  { type: 'seed', pattern: `${src}/seed`, partialMatch: false },
  { type: 'lib', pattern: `${src}/lib`, partialMatch: false },
  { type: 'auth', pattern: `${src}/auth`, partialMatch: false },
  { type: 'integrations', pattern: `${src}/integrations`, partialMatch: false },
  // main.ts, app.ts, config.ts: the boot, which puts the parts together.
  { type: 'server-app', pattern: src, partialMatch: false },
  { type: 'server-test', pattern: 'apps/server/test', partialMatch: false },
  { type: 'server-bench', pattern: 'apps/server/bench', partialMatch: false },
  { type: 'domain', pattern: 'packages/domain', partialMatch: false },
  // Known here only so that the domain package can be refused them.
  { type: 'web', pattern: 'apps/web', partialMatch: false },
  { type: 'e2e', pattern: 'e2e', partialMatch: false },
];

const files = [
  { category: 'test', pattern: '**/*.test.ts' },
  // A module's test data builders (`<module>.fixture.ts`), which other modules' tests may share.
  { category: 'fixture', pattern: '**/*.fixture.ts' },
];

const everyServerPart = [
  'module',
  'registry',
  'db',
  'seed',
  'lib',
  'auth',
  'integrations',
  'server-app',
  'server-test',
  'server-bench',
];

export default [
  {
    files: ['apps/server/**/*.ts', 'packages/domain/**/*.ts'],
    plugins: { boundaries },
    settings: {
      // Patterns are relative to the repository root, wherever ESLint is started from.
      'boundaries/root-path': resolve(import.meta.dirname, '../..'),
      'boundaries/elements': elements,
      'boundaries/files': files,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // External sources too, for the apps' package names (@stalboek/server …).
          checkAllOrigins: true,
          policies: [
            {
              // A module is used by others only through its public index.ts.
              disallow: { to: { element: { type: 'module' } } },
              message:
                '{{ to.element.captured.module }} is used through its index.ts only (DESIGN §3)',
            },
            { allow: { to: { element: { type: 'module', fileInternalPath: 'index.ts' } } } },
            {
              // Tests and fixtures may share another module's test data builders.
              from: { file: { categories: { anyOf: ['test', 'fixture'] } } },
              allow: { to: { element: { type: 'module' }, file: { categories: 'fixture' } } },
            },
            {
              // The data layer and the shared layers know no module, nor the seeds above them.
              from: { element: { types: { anyOf: ['db', 'lib', 'auth', 'integrations'] } } },
              disallow: {
                to: { element: { types: { anyOf: ['module', 'registry', 'seed'] } } },
              },
              message: '{{ from.element.type }}/ knows no module and no seed (DESIGN §3)',
            },
            {
              // The domain package is shared by the apps and knows none of them.
              from: { element: { type: 'domain' } },
              disallow: [
                { to: { element: { types: { anyOf: [...everyServerPart, 'web', 'e2e'] } } } },
                // …nor by their package names, which resolve to no file ESLint can see.
                { to: { module: { source: '@stalboek/{server,web,e2e}' } } },
              ],
              message: 'packages/domain knows no app (DESIGN §3)',
            },
          ],
        },
      ],
    },
  },
];
