import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PostgreSQL's default 128 MB of shared buffers lives in PGlite's WebAssembly memory, which is
 * touched whole at start and never shrinks: 150 MB resident in the server's process. The pages
 * a buffer does not hold are read from the operating system's cache (DATA_DIR) or from memory
 * (an in-memory PGlite). See docs/benchmarks.md, "Crawl".
 */
const SHARED_BUFFERS = 'shared_buffers=16MB';

/** An embedded PGlite with the extensions the migrations use (pg_trgm for the search indexes). */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({
    ...options,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', SHARED_BUFFERS],
  });
}

/**
 * Run on each new session. A scan of a big table starts at the same place each time: a capped
 * search's page is sorted from the first matches a scan finds, and must be the same on every
 * request.
 */
export const PGLITE_SESSION_SETUP = 'set synchronize_seqscans = off';
