import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
  server: { port: 3000, proxy: { '/api': apiTarget } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
});
