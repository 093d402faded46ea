/**
 * A statement whose result (300 MB of text) does not fit in PGlite's thread's heap
 * (`server/db/pglite/inWorker.ts`): the thread dies as it would on any runaway query.
 */
export const RUNAWAY_RESULT = `select repeat('x', 1048576) from generate_series(1, 300)`;
