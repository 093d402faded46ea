import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissions, users } from '../../../server/db/schema';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';
import { eventsOfRequest, freshRequestId } from './support';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });
const { admin, member } = t;

async function send(
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin,
) {
  const requestId = freshRequestId(method);
  const response = await t.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, 'x-request-id': requestId },
  });
  return { response, events: await eventsOfRequest(t.db, requestId), requestId };
}

const adminId = async () =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL)))[0]!.id;

describe('the audit log of writes through a resource', () => {
  it('records a create, an edit and a delete, each once, with the record before and after', async () => {
    const slug = `audit-tag-${Date.now()}`;
    const created = await send('POST', '/api/tags', { slug, name: 'Nhãn kiểm toán' });
    expect(created.response.statusCode).toBe(201);
    const id = created.response.json().id as number;
    expect(created.events).toEqual([
      expect.objectContaining({
        actorId: await adminId(),
        actorEmail: ADMIN_EMAIL,
        clientAddress: '127.0.0.1',
        requestId: created.requestId,
        resource: 'tags',
        recordId: String(id),
        action: 'POST /api/tags',
        before: null,
        after: expect.objectContaining({ id, slug, name: 'Nhãn kiểm toán' }),
      }),
    ]);

    const edited = await send('PUT', `/api/tags/${id}`, { name: 'Nhãn đã sửa' });
    expect(edited.response.statusCode).toBe(200);
    expect(edited.events).toEqual([
      expect.objectContaining({
        resource: 'tags',
        recordId: String(id),
        action: 'PUT /api/tags/:id',
        before: expect.objectContaining({ name: 'Nhãn kiểm toán' }),
        after: expect.objectContaining({ name: 'Nhãn đã sửa' }),
      }),
    ]);

    const deleted = await send('DELETE', `/api/tags/${id}`);
    expect(deleted.response.statusCode).toBe(200);
    expect(deleted.events).toEqual([
      expect.objectContaining({
        action: 'DELETE /api/tags/:id',
        recordId: String(id),
        before: expect.objectContaining({ name: 'Nhãn đã sửa' }),
        after: null,
      }),
    ]);
  });

  it('records nothing for a refused write or a read', async () => {
    const invalid = await send('POST', '/api/tags', { name: '' });
    expect(invalid.response.statusCode).toBe(400);
    expect(invalid.events).toEqual([]);
    const forbidden = await send('POST', '/api/tags', { name: 'Không được phép' }, member);
    expect(forbidden.response.statusCode).toBe(403);
    expect(forbidden.events).toEqual([]);
    const missing = await send('DELETE', '/api/tags/999999999');
    expect(missing.response.statusCode).toBe(404);
    expect(missing.events).toEqual([]);
    const read = await send('GET', '/api/tags');
    expect(read.response.statusCode).toBe(200);
    expect(read.events).toEqual([]);
  });

  it("keeps the client's own address, not one a request names in X-Forwarded-For unasked", async () => {
    const requestId = freshRequestId('forwarded');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tags',
      payload: { slug: `forwarded-${Date.now()}`, name: 'Nhãn chuyển tiếp' },
      headers: { ...admin, 'x-request-id': requestId, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.statusCode).toBe(201);
    const [event] = await eventsOfRequest(t.db, requestId);
    expect(event!.clientAddress).toBe('127.0.0.1');
  });
});

describe('the audit log of a group losing a permission', () => {
  it('names who removed it, with the permissions before and after', async () => {
    const group = await send('POST', '/api/permissions/group', { name: `Kiểm toán ${Date.now()}` });
    const groupId = group.response.json().data.id as number;
    const [tool] = await t.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.name, 'tool.all'));
    const url = `/api/permissions/group/${groupId}/permission/${tool!.id}`;
    await send('POST', url);

    const removed = await send('DELETE', url);
    expect(removed.response.statusCode).toBe(200);
    expect(removed.events).toEqual([
      expect.objectContaining({
        actorEmail: ADMIN_EMAIL,
        resource: 'permissions/group',
        recordId: String(groupId),
        action: 'DELETE /api/permissions/group/:groupId/permission/:permissionId',
        before: expect.objectContaining({ permissions: ['tool.all'] }),
        after: expect.objectContaining({ permissions: [] }),
      }),
    ]);
  });
});

describe('the audit log of a configuration entry', () => {
  it('keeps the value before and after each write, a secret as hidden and changed', async () => {
    const key = `AUDIT_LIMIT_${Date.now()}`;
    const created = await send('POST', `/api/config/public/${key}`, { value: 5 });
    expect(created.response.statusCode).toBe(200);
    const edited = await send('POST', `/api/config/public/${key}`, {
      value: 7,
      description: 'Giới hạn mới',
    });
    expect(edited.events).toEqual([
      expect.objectContaining({
        resource: 'config/public',
        recordId: key,
        before: { key, value: 5, isPublic: true, description: '' },
        after: { key, value: 7, isPublic: true, description: 'Giới hạn mới' },
      }),
    ]);
    const deleted = await send('DELETE', `/api/config/private/${key}`);
    expect(deleted.events).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ value: 7 }), after: null }),
    ]);

    const secretKey = `AUDIT_${Date.now()}_API_KEY`;
    await send('POST', `/api/config/private/${secretKey}`, { value: 'bí-mật-1' });
    const rotated = await send('POST', `/api/config/private/${secretKey}`, { value: 'bí-mật-2' });
    expect(rotated.events).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ value: '[đã ẩn]' }),
        after: expect.objectContaining({ value: '[đã thay đổi]' }),
      }),
    ]);
  });
});
