/**
 * A statement whose result (four million rows, each a JavaScript object on PGlite's thread) does
 * not fit in that thread's heap (`server/db/pglite/inWorker.ts`): the thread dies as it would on
 * any runaway query. Many small rows, not a few big strings: Node 24 keeps big strings out of the
 * heap the limit counts.
 */
export const RUNAWAY_RESULT = `select g, 'x' as t from generate_series(1, 4000000) g`;
