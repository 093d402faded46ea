/**
 * The database away (restarted, failed over, crashed, PGlite's thread gone) rather than a
 * statement wrong: asked again once the database is back, the same work may succeed.
 */

/** The socket's own failures, on connecting or on a connection that was open. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL's: the server shutting down, crashed or starting up (57P01–57P03) and connection
 * exceptions (class 08). PGlite's thread gone is reported as 57P02 (`pglite/inWorker.ts`).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

/** node-postgres's own words for a connection lost, refused or never given. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
];

function describesUnavailable(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((words) => message.includes(words));
}

/** Whether `error`, or an error it wraps, says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps the driver's error as its `cause`; a refused connection may be an AggregateError.
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    if (describesUnavailable(current)) return true;
    const { errors } = current as { errors?: unknown };
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work`, and again while it fails only because the database is away, pausing a little
 * longer each time (up to two seconds), for at most `withinMs`; then its last error is thrown.
 * For work that must land once the database is back, e.g. a finished task's result.
 */
export async function retryWhileDatabaseAway<T>(work: () => Promise<T>, withinMs: number) {
  const deadline = Date.now() + withinMs;
  for (let wait = 200; ; wait = Math.min(wait * 2, 2_000)) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + wait > deadline) throw error;
      await pause(wait);
    }
  }
}
