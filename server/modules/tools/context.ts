import type { Database } from '../../db/client';
import type { JobQueue } from '../../lib/jobQueue';
import type { KeyedLine } from '../../lib/keyedLine';
import type { PrioritySlots } from '../../lib/prioritySlots';

/** What the tools' routes share. */
export interface ToolsContext {
  db: Database;
  dataDir: string;
  queue: JobQueue;
  /** Every composition runs in one of these. */
  slots: PrioritySlots;
  /** Each member's ghep-anh runs in this process, one at a time (see `paidRunLine`). */
  paidRuns: KeyedLine<number>;
  /** Tells this process's worker of a task just queued (paid or free). */
  wakeWorker(free: boolean): void;
  /** Each free route's own rate limit per member (see `freeRouteLimit`). */
  freeRouteLimit: { max: number; timeWindow: string };
  /** How long a paid task's price is held before it is given back unsettled (TASK_HOLD_MINUTES). */
  holdMinutes: number;
}
