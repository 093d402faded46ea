import type { Database } from '../../db/client';
import type { JobQueue } from '../../lib/jobQueue';

/** What the tools' routes share. */
export interface ToolsContext {
  db: Database;
  dataDir: string;
  queue: JobQueue;
}
