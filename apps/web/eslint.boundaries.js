// Import boundaries of apps/web (DESIGN §3, docs/decisions.md 36), enforced by
// eslint-plugin-boundaries. A dependency between two files of one element (one feature,
// components/, lib/ …) is not checked; every other one must be allowed below.
import { resolve } from 'node:path';
import boundaries from 'eslint-plugin-boundaries';

const src = 'apps/web/src';
const elements = [
  // Each folder of features/ is one feature; its index.ts is what the others may use.
  { type: 'feature', pattern: `${src}/features/*`, capture: ['feature'], partialMatch: false },
  // The shell and the router: puts the features together.
  { type: 'app', pattern: `${src}/app`, partialMatch: false },
  { type: 'auth', pattern: `${src}/auth`, partialMatch: false },
  // The shared kit: widgets (components/) and plain functions and hooks (lib/).
  { type: 'components', pattern: `${src}/components`, partialMatch: false },
  { type: 'lib', pattern: `${src}/lib`, partialMatch: false },
  // The fetch client and the query client.
  { type: 'api', pattern: `${src}/api`, partialMatch: false },
  // Helpers of the app's own tests (the whole app rendered, sessions).
  { type: 'app-test', pattern: `${src}/test`, partialMatch: false },
];

const files = [
  { category: 'test', pattern: `${src}/**/*.test.{ts,tsx}` },
  // A folder's test data and render helpers (`test/fixtures.ts`), which other tests may share.
  { category: 'test', pattern: `${src}/**/test/**` },
  { category: 'fixture', pattern: `${src}/**/test/**` },
];

const kit = ['components', 'lib', 'api'];

export default [
  {
    files: ['apps/web/**/*.{ts,tsx}'],
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
          default: 'disallow',
          message:
            '{{ from.element.type }}/ may not import {{ to.element.type }}/ (DESIGN §3, docs/adding-a-module.md)',
          policies: [
            // Who may use which layer: the shell uses all, features the kit and the session,
            // the kit only what lies below it (components → lib → api).
            {
              from: { element: { types: { anyOf: ['app', 'app-test'] } } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'auth', ...kit] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['feature', 'auth', ...kit] } } } },
            },
            {
              from: { element: { type: 'auth' } },
              allow: { to: { element: { types: { anyOf: kit } } } },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'api'] } } } },
            },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { type: 'api' } } } },
            {
              // A feature is used by others only through its public index.ts…
              disallow: { to: { element: { type: 'feature' } } },
              message:
                'features/{{ to.element.captured.feature }} is used through its index.ts only (DESIGN §3)',
            },
            {
              from: { element: { types: { anyOf: ['app', 'feature'] } } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
            },
            {
              // …except that the route table loads a page by its path, lazily: a chunk per page.
              from: { element: { type: 'app' } },
              allow: {
                to: { element: { type: 'feature' } },
                dependency: { nodeKind: 'dynamic-import' },
              },
            },
            {
              // A feature's tests may share another feature's test data (features/<f>/test/).
              from: { element: { type: 'feature' }, file: { categories: 'test' } },
              allow: { to: { element: { type: 'feature' }, file: { categories: 'fixture' } } },
            },
            {
              // The shared kit knows no feature and not the shell.
              from: { element: { types: { anyOf: ['components', 'lib'] } } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app', 'app-test'] } } } },
              message: '{{ from.element.type }}/ knows no feature and not app/ (DESIGN §3)',
            },
            {
              from: { element: { type: 'api' } },
              disallow: { to: { element: { type: '*' } } },
              message: 'api/ (the fetch client) knows no feature and no other layer (DESIGN §3)',
            },
            {
              // Only tests use the app's test helpers.
              from: { file: { categories: 'test' } },
              allow: { to: { element: { type: 'app-test' } } },
            },
          ],
        },
      ],
    },
  },
];
