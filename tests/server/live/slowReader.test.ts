import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { member: MEMBER_EMAIL } });
let memberId: number;
let port: number;

beforeAll(async () => {
  memberId = (
    await t.db.select({ id: users.id }).from(users).where(eq(users.email, MEMBER_EMAIL))
  )[0]!.id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/** How many sockets the server holds open. */
const serverConnections = () =>
  new Promise<number>((resolve, reject) =>
    t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

/** The member's own balance events, `count` of them of about 7.9 KB each, in one transaction. */
const BIG_EVENT = 7_900;
const balanceEvents = (count: number) =>
  t.db.execute(
    sql`select live_notify(jsonb_build_object('kind', 'balance', 'userId', ${memberId}::int,
      'balance', g || repeat('x', ${BIG_EVENT}))) from generate_series(1, ${count}) g`,
  );

describe('a reader that does not read', () => {
  it('is cut once its unsent events pass the bound, instead of being buffered without end', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `GET /api/events HTTP/1.1\r\nhost: 127.0.0.1\r\naccept: text/event-stream\r\n` +
        `authorization: ${t.member.authorization}\r\n\r\n`,
    );
    // The head and `ready` arrive; from then on nothing more is read off the socket.
    const head = await new Promise<string>((resolve) =>
      socket.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    socket.pause();
    expect(await serverConnections()).toBe(1);

    // Far more than the kernel's buffers on both sides hold, and the 256 KB the server may keep.
    const produced = 4_000 * BIG_EVENT;
    for (let sent = 0; sent < 4; sent++) await balanceEvents(1_000);
    await expect.poll(serverConnections, { timeout: 20_000 }).toBe(0);

    // What reaches the reader once it reads at last is what the sockets held, far from it all.
    let received = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    socket.resume();
    await new Promise((resolve) => socket.once('close', resolve));
    expect(received).toBeLessThan(produced / 2);
  });
});
