import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aovTags,
  configEntries,
  groupPermissions,
  permissions,
  transactions,
  users,
  wallets,
} from '../../../server/db/schema';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';
import { eventsOfRequest, freshRequestId } from './support';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });
const { admin } = t;

/** The resources whose audit events this file's own database refuses to keep. */
const REFUSED = ['tags', 'permissions/group', 'config/private', 'wallets', 'users'];
const KEY = 'KIEM_TRA_NGUYEN_KHOI';

const fixture = { tagId: 0, groupId: 0, permissionId: 0, memberId: 0, walletId: 0 };
let memberHeaders: Record<string, string> = {};

beforeAll(async () => {
  const tag = await t.app.inject({
    method: 'POST',
    url: '/api/tags',
    headers: admin,
    payload: { slug: 'nguyen-khoi', name: 'Tên trước' },
  });
  fixture.tagId = tag.json<{ id: number }>().id;
  const group = await t.app.inject({
    method: 'POST',
    url: '/api/permissions/group',
    headers: admin,
    payload: { name: 'Nhóm nguyên khối' },
  });
  fixture.groupId = group.json<{ data: { id: number } }>().data.id;
  await t.app.inject({
    method: 'POST',
    url: `/api/config/private/${KEY}`,
    headers: admin,
    payload: { value: 1 },
  });
  memberHeaders = bearer(await t.signIn(MEMBER_EMAIL));
  const [member] = await t.db
    .select({ id: users.id, walletId: wallets.id })
    .from(users)
    .innerJoin(wallets, eq(wallets.userId, users.id))
    .where(eq(users.email, MEMBER_EMAIL));
  Object.assign(fixture, { memberId: member!.id, walletId: member!.walletId });
  const [permission] = await t.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.name, 'tool.all'));
  fixture.permissionId = permission!.id;
  // A failing disk, a full table, a lost connection at the wrong moment: here, a trigger.
  await t.db.execute(
    sql.raw(`create function refuse_audit_event() returns trigger language plpgsql as $$
      begin raise exception 'the audit log refuses this event'; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger refuse_audit_event before insert on audit_events for each row
      when (new.resource in (${REFUSED.map((r) => `'${r}'`).join(', ')}))
      execute function refuse_audit_event()`),
  );
});

async function send(method: 'POST' | 'PUT', url: string, payload?: object) {
  const requestId = freshRequestId('atomic');
  const response = await t.app.inject({
    method,
    url,
    headers: { ...admin, 'x-request-id': requestId, 'idempotency-key': randomUUID() },
    ...(payload && { payload }),
  });
  return { response, events: await eventsOfRequest(t.db, requestId) };
}

const writes = [
  {
    what: "a catalogue record's edit",
    write: () => send('PUT', `/api/tags/${fixture.tagId}`, { name: 'Tên sau' }),
    unchanged: async () =>
      (await t.db.select().from(aovTags).where(eq(aovTags.id, fixture.tagId)))[0]!.name ===
      'Tên trước',
  },
  {
    what: "a group's new permission",
    write: () =>
      send('POST', `/api/permissions/group/${fixture.groupId}/permission/${fixture.permissionId}`),
    unchanged: async () =>
      (
        await t.db
          .select()
          .from(groupPermissions)
          .where(
            and(
              eq(groupPermissions.groupId, fixture.groupId),
              eq(groupPermissions.permissionId, fixture.permissionId),
            ),
          )
      ).length === 0,
  },
  {
    what: "a configuration entry's value",
    write: () => send('POST', `/api/config/private/${KEY}`, { value: 2 }),
    unchanged: async () =>
      (await t.db.select().from(configEntries).where(eq(configEntries.key, KEY)))[0]!.value === 1,
  },
  {
    what: "an adjustment of a member's balance",
    write: () =>
      send('POST', `/api/wallets/${fixture.walletId}/adjust`, {
        direction: 'credit',
        amount: 500,
        reason: 'Kiểm tra nguyên khối',
      }),
    unchanged: async () =>
      (await t.db.select().from(transactions).where(eq(transactions.memo, 'Kiểm tra nguyên khối')))
        .length === 0,
  },
  {
    what: "a member's lock",
    write: () => send('POST', `/api/users/${fixture.memberId}/disable`),
    // Still signed in: the lock and the end of their sessions went with the event.
    unchanged: async () =>
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: memberHeaders }))
        .statusCode === 200,
  },
];

describe('a write and its audit event are one transaction', () => {
  it.each(writes)(
    'refuses $what whose event cannot be kept, and changes nothing',
    async ({ write, unchanged }) => {
      const { response, events } = await write();
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
      expect(events).toEqual([]);
      expect(await unchanged()).toBe(true);
    },
  );

  it('keeps a write whose event is kept, with exactly that one event', async () => {
    const { response, events } = await send('POST', '/api/items', {
      name: 'Trang bị nguyên khối',
      category: 'magic',
      price: 900,
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(events).toEqual([
      expect.objectContaining({ resource: 'items', recordId: String(id), before: null }),
    ]);
  });
});
