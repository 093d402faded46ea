/** What the main thread and the embedded database's thread say to each other. */

export type ToWorker = { id: number } & (
  | {
      op: 'query';
      text: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** Types to answer as their text (Drizzle reads dates and intervals itself). */
      textTypes: number[];
    }
  | { op: 'exec'; text: string }
  /** From now on, the thread posts every notification on `channel` (LISTEN). */
  | { op: 'listen'; channel: string }
  | { op: 'close' }
);

/** A database error as plain data: its message, SQLSTATE `code`, detail, constraint... */
export type WorkerError = { message: string } & Record<string, string | number>;

export type FromWorker =
  | { ready: true }
  | { startFailed: WorkerError }
  | { id: number; result: unknown }
  | { id: number; error: WorkerError }
  | { notification: { channel: string; payload: string } };
