import type { Database } from '../../db/client';
import type { JobQueue } from '../../lib/jobQueue';
import type { PrioritySlots } from '../../lib/prioritySlots';

/** What the tools' routes share. */
export interface ToolsContext {
  db: Database;
  dataDir: string;
  queue: JobQueue;
  /** Every composition runs in one of these. */
  slots: PrioritySlots;
}
