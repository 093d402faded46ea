import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_DEFINITIONS } from '../../../common/resources';
import { bankEvents } from '../../../common/resources/bankEvents';
import { runMigrations } from '../../../server/db/migrate';
import { rowsOf } from '../../../server/db/rows';
import { users, wallets } from '../../../server/db/schema';
import { EventStreamReader, type StreamEvent } from '../../support/eventStream';
import { bearer } from '../../support/testApp';
import { balanceOf, createOrder, paymentAppForFile, postWebhook } from '../payments/support';
import { sepayEvent } from '../../support/sepayWebhook';

const t = paymentAppForFile();
const { admin, member } = t;
let other: Record<string, string>;
let origin: string;
const ids: Record<'member' | 'other', number> = { member: 0, other: 0 };
const opened: EventStreamReader[] = [];

beforeAll(async () => {
  other = bearer(await t.signIn('nguoi.khac@beli.local'));
  for (const [who, email] of [
    ['member', 'member@beli.local'],
    ['other', 'nguoi.khac@beli.local'],
  ] as const) {
    ids[who] = (
      await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    )[0]!.id;
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => opened.forEach((stream) => stream.close()));

function openStream(headers: Record<string, string>) {
  const stream = new EventStreamReader(`${origin}/api/events`, headers);
  opened.push(stream);
  return stream;
}

/** A signed-in stream, once the server has said it is ready (its first event). */
async function streamOf(headers: Record<string, string>) {
  const stream = openStream(headers);
  expect(await stream.status).toBe(200);
  const [ready] = await stream.until((e) => e.event === 'ready');
  return { stream, readyId: ready!.id! };
}

/** A committed change of the user's balance: the event that marks where a test's events end. */
const creditDirectly = (userId: number) =>
  t.db
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + 1` })
    .where(eq(wallets.userId, userId));

const kinds = (events: StreamEvent[]) => events.map((e) => e.event);
const isOwnMark = (event: StreamEvent) => event.event === 'balance';

describe('the live events stream', () => {
  it('refuses a reader who is not signed in', async () => {
    const stream = openStream({});
    expect(await stream.status).toBe(401);
  });

  it('pushes a credited top-up to its member and the admin, and nothing of it to another member', async () => {
    const mine = (await streamOf(member)).stream;
    const theirs = (await streamOf(other)).stream;
    const admins = (await streamOf(admin)).stream;
    const order = await createOrder(t, member, 100_000);
    const credited = await postWebhook(t, sepayEvent({ content: `CT ${order.memoCode}` }));
    expect(credited.json().data.status).toBe('credited');

    const memberSees = await mine.until((e) => e.event === 'order' && e.data.status === 'paid');
    expect(memberSees.find((e) => e.event === 'order')!.data).toMatchObject({ id: order.id });
    expect(memberSees.filter((e) => e.event === 'balance').at(-1)?.data).toMatchObject({
      balance: await balanceOf(t, member),
      held: 0,
    });
    expect(kinds(memberSees)).not.toContain('changed');

    const adminSees = await admins.until(
      (e) => e.event === 'changed' && e.data.resource === 'admin/payment/orders',
    );
    expect(adminSees.find((e) => e.event === 'changed')!.data).toEqual({
      resource: expect.any(String),
      apiPath: expect.any(String),
    });
    await admins.until((e) => e.event === 'order' && e.data.id === order.id);

    // The other member's own change, committed after: the first thing their stream shows.
    await creditDirectly(ids.other);
    const otherSees = await theirs.until(isOwnMark);
    expect(otherSees.map((e) => e.event)).toEqual(['balance']);
  });

  it('tells an admin of each bank notification once, when it is handled, and a member of none', async () => {
    const order = await createOrder(t, member, 100_000);
    const admins = (await streamOf(admin)).stream;
    const mine = (await streamOf(member)).stream;
    const bankNotices = (events: StreamEvent[]) =>
      events.filter((e) => e.event === 'changed' && e.data.resource === bankEvents.name);
    for (const [content, status] of [
      ['NGUYEN VAN A chuyen tien', 'waiting'],
      [`CT ${order.memoCode}`, 'credited'],
    ]) {
      const handled = await postWebhook(t, sepayEvent({ content }));
      expect(handled.json().data.status).toBe(status);
      // The member's own change, committed after the webhook's: where its events end.
      await creditDirectly(ids.member);
      const marked = await balanceOf(t, member);
      const isMark = (e: StreamEvent) =>
        e.event === 'balance' && e.data.userId === ids.member && e.data.balance === marked;
      expect(bankNotices(await admins.until(isMark)), status).toHaveLength(1);
      expect(bankNotices(await mine.until(isMark)), status).toEqual([]);
    }
  });

  it('pushes nothing for a write that was rolled back', async () => {
    const { stream } = await streamOf(member);
    await t.db
      .transaction(async (tx) => {
        await tx
          .update(wallets)
          .set({ balance: sql`${wallets.balance} + 500` })
          .where(eq(wallets.userId, ids.member));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await creditDirectly(ids.member);
    const seen = await stream.until(isOwnMark);
    expect(seen.map((e) => e.event)).toEqual(['balance']);
    expect(seen[0]!.data.balance).toBe(await balanceOf(t, member));
  });

  it('replays what was committed while the reader was away, from its Last-Event-ID', async () => {
    const first = await streamOf(member);
    first.stream.close();
    await creditDirectly(ids.member);
    await creditDirectly(ids.member);
    const again = openStream({
      ...member,
      'last-event-id': first.readyId,
    });
    // On PostgreSQL a notification may reach the process just after the reconnection: live then.
    let balances = 0;
    const replayed = await again.until((e) => e.event === 'balance' && ++balances === 2);
    expect(kinds(replayed).filter((kind) => kind !== 'ready')).toEqual(['balance', 'balance']);
  });

  const announcing = async () =>
    rowsOf<{ table: string }>(
      await t.db.execute(
        sql`select tgrelid::regclass::text as table from pg_trigger where tgname = 'live_table_changed'`,
      ),
    )
      .map((row) => row.table)
      .sort();

  it("announces a change of every resource's table, for its admin list to refresh", async () => {
    expect(await announcing()).toEqual(RESOURCE_DEFINITIONS.map((d) => d.table).sort());
  });

  it('gives a definition table without the trigger (a resource added since) one at the start', async () => {
    const { table } = RESOURCE_DEFINITIONS[0]!;
    await t.db.execute(sql`drop trigger live_table_changed on ${sql.identifier(table)}`);
    expect(await announcing()).not.toContain(table);
    await runMigrations(t.database);
    expect(await announcing()).toEqual(RESOURCE_DEFINITIONS.map((d) => d.table).sort());
  });

  it('tells a reader whose Last-Event-ID it does not know to read everything again', async () => {
    const stream = openStream({
      ...member,
      'last-event-id': 'gone.0',
    });
    expect(kinds(await stream.until((e) => e.event === 'ready'))).toEqual(['refetch', 'ready']);
  });
});
