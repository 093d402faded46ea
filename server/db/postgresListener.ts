import pg from 'pg';
import type { Notified } from './pglite/inWorker';

/** How long a lost LISTEN connection waits before it connects again, at most. */
const RECONNECT_MAX_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other statements). When it
 * is lost it connects again, a little slower each time, and says notifications may have been
 * missed meanwhile. Answers how to stop listening.
 */
export async function listenOnPostgres(
  config: pg.ClientConfig,
  channel: string,
  notified: Notified,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let waitMs = 100;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** The connection `lost` ended or never opened: once, whichever comes first. */
  const lose = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = undefined;
    lost.end().catch(() => undefined);
    timer = setTimeout(() => void connect(true).catch(() => undefined), waitMs);
    waitMs = Math.min(waitMs * 2, RECONNECT_MAX_MS);
  };
  /** `again`: after a lost connection, what was sent meanwhile was missed. */
  const connect = async (again: boolean) => {
    const next = new pg.Client({ ...config, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) notified.notified(message.payload ?? '');
    });
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(next);
      throw error;
    }
    waitMs = 100;
    if (again) notified.missed();
  };

  try {
    await connect(false);
  } catch (error) {
    stopped = true;
    clearTimeout(timer);
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
