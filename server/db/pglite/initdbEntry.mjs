// initdb's process entry in development and tests (the build names initdb.ts so): it registers
// tsx itself, then loads the TypeScript program.
import { register } from 'tsx/esm/api';

register();
await import('./initdb.ts');
