import { randomInt } from 'node:crypto';
import { connect, createServer } from 'node:net';

/**
 * Below Linux's ephemeral range (32768–60999): a port the system hands out for `listen(0)` or
 * to an outgoing connection may be taken again by another test's client before our server binds
 * it (EADDRINUSE, seen with files running side by side); one drawn here is only ever chosen.
 */
const FIRST = 20_000;
const LAST = 32_767;

const freeNow = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A TCP port free on loopback right now, for a server whose address must be known in advance. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = randomInt(FIRST, LAST + 1);
    if (await freeNow(port)) return port;
  }
}

/** Whether something listens on `host:port` now: a test's own proxy has started. */
export const acceptsConnections = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
