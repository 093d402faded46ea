import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../../vite.precompress.ts';

/**
 * The portal's own loading indicator (its index.html's style and the spinner inside `#root`),
 * put into the bare app's page: both paint the same thing before their scripts arrive.
 */
function portalLoadingIndicator(): Plugin {
  const portalPage = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
  const style = /<style>[\s\S]*?<\/style>/.exec(portalPage)?.[0];
  const root = /<div id="root">[\s\S]*?<\/svg>\s*<\/div>\s*<\/div>/.exec(portalPage)?.[0];
  if (!style || !root) throw new Error("index.html's loading indicator was not found");
  return {
    name: 'bench:portal-loading-indicator',
    transformIndexHtml: (html) =>
      html.replace('</head>', `${style}</head>`).replace('<div id="root"></div>', root),
  };
}

/**
 * The bare peer is built like a fresh react-admin app (Vite's defaults), with what the portal's
 * first load has beside its code: the same pre-compressed files and the same loading indicator.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), portalLoadingIndicator(), precompress()],
  build: { emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
