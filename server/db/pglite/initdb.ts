/**
 * Creates a new data directory (PGlite's initdb) and exits: the process `PgliteInWorker.initialize`
 * starts with V8's baseline WebAssembly compiler only (`--liftoff-only`). Left to V8, one of
 * PGlite's functions is optimised in the middle of initdb and takes 600 MB of compiler memory for
 * two seconds; here initdb peaks at half the memory, in a process whose memory is all given back
 * when it ends (docs/benchmarks.md, "The first PGlite start").
 */
import { createPglite } from './create';
import { keepFilesOwnerOnly } from './ownerOnlyFiles';

keepFilesOwnerOnly();
const db = await createPglite({ dataDir: process.argv[2] });
await db.close();
