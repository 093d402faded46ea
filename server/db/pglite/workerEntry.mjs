// The PGlite thread's entry: worker threads do not inherit tsx's loader, so it registers tsx
// itself, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
