// `npm start`. In production (NODE_ENV=production, from the environment or .env) the server
// built by `npm run build`, with no TypeScript compiler in the process; elsewhere
// server/start.ts through tsx, which builds the app first when its sources changed.
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');
if (process.env.NODE_ENV === 'production') {
  if (!existsSync(new URL('./dist-server/index.mjs', import.meta.url))) {
    console.error('Chưa dựng máy chủ (dist-server/index.mjs): chạy npm run build trước npm start.');
    process.exit(1);
  }
  await import('./dist-server/index.mjs');
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./server/start.ts');
}
