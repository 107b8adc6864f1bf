import { defineConfig } from 'vitest/config';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';

/**
 * main.tsx imports the app (app/boot.tsx) dynamically, so that the silent-renewal iframe runs
 * none of it; the browser would then learn of the app's chunks only once main.tsx has run, and of
 * the home page's only once the app has rendered. This names the chunks of `entries` (and all they
 * import) in index.html as modulepreload links: they load in parallel with main.tsx.
 */
function preloadInHtml(entries: string[]): Plugin {
  return {
    name: 'stalboek:preload-in-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: main }) {
        if (!bundle || !main) return;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        // main.tsx's chunk and its imports are in index.html already.
        const known = new Set([main.fileName, ...main.imports]);
        const files = new Set<string>();
        const visit = (chunk: Rolldown.OutputChunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const f of chunk.imports) visit(bundle[f] as Rolldown.OutputChunk);
        };
        for (const entry of entries) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(entry));
          if (!chunk) throw new Error(`preload-in-html: no chunk for ${entry}`);
          visit(chunk);
        }
        return [...files]
          .filter((file) => !known.has(file))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    // The app, and the page every login lands on (a deep link pays its ~10 kB for nothing).
    preloadInHtml(['/src/app/boot.tsx', '/src/features/home/Home.tsx']),
    // Brotli and gzip copies beside each file; the server sends one when the browser accepts it.
    // Brotli at 10, not 11: 2 % larger, a third of the build time (the start builds the app).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 10 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/oidc': 'http://localhost:8080',
      '/config.json': 'http://localhost:8080',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries every screen runs, in chunks of their own: they keep their hash (and the
          // browser's copy) across releases of the app. The rest splits by who imports it, so a
          // page's libraries (the list table, the date pickers) load with that page only.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              name: 'mui-core',
              test: /node_modules[\\/](@mui[\\/](system|utils|styled-engine)|@emotion|stylis)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'oidc', test: /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // jsdom renders of whole screens take seconds on a busy 2-core CI machine.
    testTimeout: 15000,
  },
});
