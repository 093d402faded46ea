import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; smaller ones cost more in a second request than they save. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt)$/;
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every text file of
 * the build, once, at build time: @fastify/static's `preCompressed` serves them to browsers that
 * accept them, so no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'beli:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          };
          await writeFile(`${file}.br`, await brotli(content, { params }));
          await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
}

/** What `src/early/` needs, alone in one small chunk that imports nothing. */
const EARLY_MODULES =
  /[\\/]src[\\/](early[\\/]|providers[\\/]apiAddress\.ts)|[\\/]common[\\/]aov\.ts/;

/**
 * Starts `src/early/` by a script tag of its own, ahead of the app: an async module runs as soon
 * as it arrives, while the app's bundles still download and parse (the app imports the same
 * module, which runs once).
 */
function earlyScript(): Plugin {
  return {
    name: 'beli:early-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const built = ctx.bundle
          ? Object.values(ctx.bundle).find((file) => file.type === 'chunk' && file.name === 'early')
          : null;
        if (ctx.bundle && !built) throw new Error('the early chunk is missing from the build');
        const src = built ? `/${built.fileName}` : '/src/early/index.ts';
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), earlyScript(), precompress()],
  server: { port: 3000, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // The first load is a handful of files: the libraries every page needs in one chunk, the
        // app's own code in the entry. What only lazy pages use stays with them.
        codeSplitting: {
          groups: [
            { name: 'early', test: EARLY_MODULES, priority: 3 },
            {
              name: 'vendor-react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            {
              name: 'vendor-mui',
              test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 1.5 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
