import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite.precompress.ts';

/**
 * What `src/providers/early/` needs (the definitions, for the lists it may ask for), alone in one
 * small chunk that imports nothing.
 */
const EARLY_MODULES =
  /[\\/]src[\\/]providers[\\/](early[\\/]|apiAddress\.ts)|[\\/]common[\\/](aov\.ts|permissions\.ts|resources[\\/])|[\\/]src[\\/]lib[\\/]definitions[\\/]listQuery\.ts/;

/**
 * Starts `src/providers/early/` by a script tag of its own, ahead of the app: an async module runs as soon
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
        const src = built ? `/${built.fileName}` : '/src/providers/early/index.ts';
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
