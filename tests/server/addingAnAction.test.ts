import { existsSync } from 'node:fs';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEvent } from '../../common/audit/describeEvent';
import type { ResourceDefinition } from '../../common/resources';
import { registerDefinition, type ServerPart } from '../../server/lib/resources/registerDefinition';
import { moduleRoutes } from '../../server/modules';
import type { ModuleRoutes } from '../../server/modules/types';
import { importReadmeBlock, readmeBlocks } from '../support/readmeExample';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../support/testApp';
import { eventsOfRequest, freshRequestId } from './audit/support';
import { createAsGenerated } from '../support/generatedMigration';

// README's "Adding an action", as written there, on the notes of its "Adding a resource".
const { notes } = await importReadmeBlock<{ notes: ResourceDefinition }>(
  'common/resources/notes.ts',
);
const { notes: table } = await importReadmeBlock<{ notes: PgTable }>(
  'server/db/schema/definedTables.ts',
);
const { notesPart } = await importReadmeBlock<{ notesPart: ServerPart }>(
  'server/modules/notes/index.ts',
);
// What its line in SERVER_PARTS does; and the same notes where a scope shows the five-star ones only.
const noteRoutes: ModuleRoutes = async (app, { db }) => {
  registerDefinition(app, db, notes, notesPart);
  const starred = { ...notes, name: 'admin/starred-notes', apiPath: 'starred-notes' };
  const fiveStars = eq(getTableColumns(table).stars!, 5);
  registerDefinition(app, db, starred, { ...notesPart, scope: () => fiveStars });
};

const t = testAppForFile({
  modules: [...moduleRoutes, noteRoutes],
  signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL },
});
const { admin, member } = t;

beforeAll(async () => {
  // What `drizzle-kit generate` writes for it.
  await createAsGenerated(t.db, { notes: table });
});

/** A new note, unpublished, with this many stars. */
async function aNote(stars = 1): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/notes',
    headers: admin,
    payload: { title: `Ghi chú ${freshRequestId('note')}`, category: 'a', stars },
  });
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

async function publish(path: string, headers: Record<string, string>) {
  const requestId = freshRequestId('publish');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${path}/publish`,
    headers: { ...headers, 'x-request-id': requestId },
  });
  return { response, events: await eventsOfRequest(t.db, requestId) };
}

describe("README's action", () => {
  it('takes at most two new files and 40 lines, with the lines registering them', () => {
    const blocks = readmeBlocks(['Adding an action']);
    // The others add a line to a file that is there already.
    const newFiles = blocks.filter((block) => !existsSync(block.path));
    expect(newFiles.map((block) => block.path)).toEqual([
      'server/modules/notes/index.ts',
      'src/resources/notes.ts',
    ]);
    const lines = blocks.flatMap((block) => block.code.split('\n').filter((line) => line.trim()));
    expect(lines.length).toBeLessThanOrEqual(40);
  });

  it('publishes a note for the admin, answering the record and auditing it before and after', async () => {
    const id = await aNote();
    const { response, events } = await publish(`notes/${id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, published: true });
    const read = await t.app.inject({ url: `/api/notes/${id}`, headers: member });
    expect(read.json().published).toBe(true);
    expect(events).toEqual([
      expect.objectContaining({
        actorEmail: ADMIN_EMAIL,
        resource: 'notes',
        recordId: String(id),
        action: 'POST /api/notes/:id/publish',
        before: expect.objectContaining({ id, published: false }),
        after: expect.objectContaining({ id, published: true }),
      }),
    ]);
    // Its timeline reads a change of the note, not a create.
    const described = describeEvent(events[0]!, String);
    expect(described.did).toMatch(/^đã thay đổi /);
    expect(described.changes).toEqual([expect.objectContaining({ before: 'Không', after: 'Có' })]);
  });

  it('refuses a member (403), a missing note and one out of the scope (404), recording nothing', async () => {
    const id = await aNote(4);
    const refused = await publish(`notes/${id}`, member);
    expect(refused.response.statusCode).toBe(403);
    expect(refused.response.json().code).toBe('FORBIDDEN');

    const missing = await publish('notes/999999', admin);
    expect(missing.response.statusCode).toBe(404);
    expect(missing.response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Không tìm thấy dữ liệu',
    });

    const outOfScope = await publish(`starred-notes/${id}`, admin);
    expect(outOfScope.response.statusCode).toBe(404);
    const fiveStars = await aNote(5);
    expect((await publish(`starred-notes/${fiveStars}`, admin)).response.statusCode).toBe(200);

    for (const { events } of [refused, missing, outOfScope]) expect(events).toEqual([]);
    const read = await t.app.inject({ url: `/api/notes/${id}`, headers: member });
    expect(read.json().published).toBe(false);
  });

  it('is in OpenAPI under its summary, with the record as its answer', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json();
    const route = spec.paths['/api/notes/{id}/publish'].post;
    expect(route.summary).toBe('Đăng ghi chú');
    expect(route.responses['200']).toBeDefined();
  });
});
