import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, wallets } from '../../../server/db/schema';
import { EventStreamReader } from '../../support/eventStream';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });
const { admin, member } = t;
let origin: string;
let adminId: number;
let memberId: number;
const opened: EventStreamReader[] = [];

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  [adminId, memberId] = [await idOf(ADMIN_EMAIL), await idOf(MEMBER_EMAIL)];
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => opened.forEach((stream) => stream.close()));

async function streamOf(headers: Record<string, string>) {
  const stream = new EventStreamReader(`${origin}/api/events`, headers);
  opened.push(stream);
  expect(await stream.status).toBe(200);
  await stream.until((e) => e.event === 'ready');
  return stream;
}

const announce = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/events/presence', headers, payload: body });

const TAG = { resource: 'admin/aov/tags', id: 7 };

describe('who has an edit page open', () => {
  it("tells the resource's editors who has a record's edit page open and when they leave, and members nothing", async () => {
    const admins = await streamOf(admin);
    const members = await streamOf(member);

    const answer = await announce(admin, { ...TAG, open: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.viewers).toEqual([{ id: adminId, name: expect.any(String) }]);
    const opened = await admins.until((e) => e.event === 'presence');
    expect(opened.at(-1)!.data).toEqual({
      resource: 'admin/aov/tags',
      id: '7',
      viewers: [{ id: adminId, name: expect.any(String) }],
    });
    // A beat while open changes nothing: nobody is told again.
    expect((await announce(admin, { ...TAG, open: true })).statusCode).toBe(200);
    expect((await announce(admin, { ...TAG, open: false })).statusCode).toBe(200);
    const left = await admins.until((e) => e.event === 'presence');
    expect(left.filter((e) => e.event === 'presence').map((e) => e.data)).toEqual([
      { resource: 'admin/aov/tags', id: '7', viewers: [] },
    ]);

    // The member's own balance change, committed after: the first thing their stream shows.
    await t.db
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + 1` })
      .where(eq(wallets.userId, memberId));
    const memberSees = await members.until((e) => e.event === 'balance');
    expect(memberSees.map((e) => e.event)).toEqual(['balance']);
  });

  it('refuses a member announcing an edit page they may not open, and a resource that is none', async () => {
    const refused = await announce(member, { ...TAG, open: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Bạn không có quyền thực hiện thao tác này');
    const unknown = await announce(admin, { resource: 'khong-co', id: 1, open: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Không có danh sách này');
    expect((await announce(admin, { resource: 'admin/aov/tags', open: true })).statusCode).toBe(
      400,
    );
  });
});
