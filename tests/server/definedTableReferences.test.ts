import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions';
import type { ResourceDefinition } from '../../common/resources';
import { defineResource } from '../../common/resources/define';
import { reference } from '../../common/resources/fields';
import { definedTable } from '../../server/db/schema/definedTable';
import { registerDefinition } from '../../server/lib/resources/registerDefinition';
import { moduleRoutes } from '../../server/modules';
import type { ModuleRoutes } from '../../server/modules/types';
import { importReadmeBlock } from '../support/readmeExample';
import { ADMIN_EMAIL, testAppForFile } from '../support/testApp';
import { createAsGenerated, migrationOf } from '../support/generatedMigration';

// README's notes, and a resource whose rows point at one of them or at a hero (written by hand).
const { notes } = await importReadmeBlock<{ notes: ResourceDefinition }>(
  'common/resources/notes.ts',
);
const { notes: noteTable } = await importReadmeBlock<{ notes: PgTable }>(
  'server/db/schema/definedTables.ts',
);
const pinOf = (table: string, field: ReturnType<typeof reference>) =>
  definedTable(
    defineResource({
      name: `admin/${table}`,
      apiPath: table,
      table,
      title: 'Ghim',
      access: { read: PERMISSIONS.me, write: PERMISSIONS.configPrivateAll },
      fields: { target: field },
      represent: 'target',
      list: { columns: ['target'] },
      card: { description: 'Ghim.' },
    }),
  );
const notePins = pinOf(
  'note_pins',
  reference('Ghi chú', { resource: notes.name, represent: 'title' }),
);
const heroPins = pinOf(
  'hero_pins',
  reference('Tướng', { resource: 'admin/aov/heroes', represent: 'name' }),
);

const noteRoutes: ModuleRoutes = async (app, { db }) => registerDefinition(app, db, notes);
const t = testAppForFile({
  modules: [...moduleRoutes, noteRoutes],
  signIn: { admin: ADMIN_EMAIL },
});

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;

beforeAll(async () => {
  await createAsGenerated(t.db, { notes: noteTable, notePins });
});

describe("a reference field's column", () => {
  it('is a foreign key to the table of the resource it names, made from a definition or by hand', async () => {
    const [notesFk] = (await migrationOf({ notes: noteTable, notePins })).filter((s) =>
      s.includes('FOREIGN KEY'),
    );
    expect(notesFk).toContain('REFERENCES "public"."notes"("id") ON DELETE no action');
    const [heroesFk] = (await migrationOf({ heroPins })).filter((s) => s.includes('FOREIGN KEY'));
    expect(heroesFk).toContain('REFERENCES "public"."aov_heroes"("id") ON DELETE no action');
  });

  it('keeps a row another points at: its delete is refused with a reason and changes nothing', async () => {
    await t.db.execute(sql`insert into notes (id, title, category, stars)
      overriding system value values (1, 'Được ghim', 'a', 1), (2, 'Không ghim', 'b', 2)`);
    await t.db.execute(sql`insert into note_pins (target) values (1)`);

    const refused = await t.app.inject({ method: 'DELETE', url: '/api/notes/1', headers: t.admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Dữ liệu tham chiếu không tồn tại hoặc đang được dùng');
    const left = await rowsOf(sql`select id from notes order by id`);
    expect(left).toEqual([{ id: 1 }, { id: 2 }]);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/notes/2', headers: t.admin });
    expect(deleted.statusCode).toBe(200);
  });

  it('refuses a row pointing at nothing, storing nothing', async () => {
    const refused = await t.db.execute(sql`insert into note_pins (target) values (999)`).then(
      () => 'stored',
      (error: unknown) => error,
    );
    expect(refused).not.toBe('stored');
    const pins = await rowsOf(sql`select target from note_pins`);
    expect(pins).not.toContainEqual({ target: 999 });
  });
});
