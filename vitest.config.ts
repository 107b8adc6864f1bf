import { defineConfig } from 'vitest/config';

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
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: true,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
