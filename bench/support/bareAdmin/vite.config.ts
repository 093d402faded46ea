import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The bare peer is built like a fresh react-admin app: Vite's defaults, nothing tuned. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
