import { configDefaults, defineConfig } from 'vitest/config';

// `*.pg.test.ts` need a PostgreSQL server (they terminate its connections, cut them through a
// proxy): collected only when the server tests run on one (TEST_DATABASE_URL, as CI does).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);

// One runner for the whole repo: each workspace is a Vitest project.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: onPostgres
            ? configDefaults.exclude
            : [...configDefaults.exclude, '**/*.pg.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: true,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
