import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** An embedded PGlite with the extensions the migrations use (pg_trgm for the search indexes). */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/**
 * Run on each new session. A scan of a big table starts at the same place each time: a capped
 * search's page is sorted from the first matches a scan finds, and must be the same on every
 * request.
 */
export const PGLITE_SESSION_SETUP = 'set synchronize_seqscans = off';
