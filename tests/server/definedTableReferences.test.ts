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
import { aovHeroes } from '../../server/db/schema';
import { importReadmeBlock } from '../support/readmeExample';
import { ADMIN_EMAIL, testAppForFile } from '../support/testApp';
import { createAsGenerated, migrationOf } from '../support/generatedMigration';

// README's notes, and tables whose rows point at one of them or at a hero (written by hand).
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

// A resource added as the README adds one, pointing at a note and, when it likes, at a hero:
// neither the notes nor the heroes' module says a word about it.
const noteLinks = defineResource({
  name: 'admin/note-links',
  apiPath: 'note-links',
  table: 'note_links',
  title: 'Liên kết',
  access: { read: PERMISSIONS.me, write: PERMISSIONS.configPrivateAll },
  fields: {
    note: reference('Ghi chú', { resource: notes.name, represent: 'title' }),
    hero: reference('Tướng', { resource: 'admin/aov/heroes', represent: 'name', required: false }),
  },
  represent: 'note',
  list: { columns: ['note', 'hero'] },
  export: { fileName: 'Liên_kết', columns: ['hero'] },
  card: { description: 'Liên kết.' },
});
const noteLinkTable = definedTable(noteLinks);

const noteRoutes: ModuleRoutes = async (app, { db }) => {
  registerDefinition(app, db, notes);
  registerDefinition(app, db, noteLinks);
};
const t = testAppForFile({
  modules: [...moduleRoutes, noteRoutes],
  signIn: { admin: ADMIN_EMAIL },
});

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;

beforeAll(async () => {
  await createAsGenerated(t.db, { notes: noteTable, notePins, noteLinkTable });
});

describe("a reference field's column", () => {
  it('is a foreign key to the table of the resource it names, made from a definition or by hand', async () => {
    const [notesFk] = (await migrationOf({ notes: noteTable, notePins })).filter((s) =>
      s.startsWith('ALTER TABLE "note_pins"'),
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
    const left = await rowsOf(sql`select id from notes where id in (1, 2) order by id`);
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

// Numbered past the ids the foreign key's test gives its notes, in whatever order the tests run.
let lastNoteId = 100;
/** A note made in SQL, as the other tests' are, about a hero if given. */
async function aNote(title: string, hero: number | null = null): Promise<number> {
  const id = ++lastNoteId;
  await t.db.execute(sql`insert into notes (id, title, category, stars, hero_id)
    overriding system value values (${id}, ${title}, 'a', 1, ${hero})`);
  return id;
}

async function aHero(slug: string, name: string): Promise<number> {
  const [hero] = await t.db.insert(aovHeroes).values({ slug, name }).returning();
  return hero!.id;
}

describe('a reference field of a defined resource', () => {
  const link = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/note-links', headers: t.admin, payload });
  const remove = (url: string) => t.app.inject({ method: 'DELETE', url, headers: t.admin });

  it('gets an index each', async () => {
    const indexes = (await migrationOf({ noteLinkTable })).filter((s) => s.includes('INDEX'));
    expect(indexes).toEqual([
      expect.stringContaining('"note_links_note_idx" ON "note_links"'),
      expect.stringContaining('"note_links_hero_idx" ON "note_links"'),
    ]);
  });

  it('makes the row it points at refuse its delete, naming what uses it (409 IN_USE)', async () => {
    const note = await aNote('Được liên kết');
    const hero = await aHero('tuong-lien-ket', 'Tướng Liên Kết');
    expect((await link({ note, hero })).statusCode).toBe(201);

    const noteRefused = await remove(`/api/notes/${note}`);
    expect(noteRefused.statusCode).toBe(409);
    expect(noteRefused.json()).toMatchObject({
      code: 'IN_USE',
      message: 'Không xóa được: 1 liên kết đang dùng ghi chú này',
    });
    const heroRefused = await remove(`/api/heroes/${hero}`);
    expect(heroRefused.statusCode).toBe(409);
    expect(heroRefused.json()).toMatchObject({
      code: 'IN_USE',
      message: 'Không xóa được: 1 liên kết đang dùng tướng này',
    });
    const heroLeft = await t.app.inject({ url: `/api/heroes/${hero}`, headers: t.admin });
    expect(heroLeft.statusCode).toBe(200);
  });

  it("of README's notes is indexed, and a hero a note is about refuses its delete (409 IN_USE)", async () => {
    const migration = await migrationOf({ notes: noteTable });
    expect(migration).toContainEqual(expect.stringContaining('"notes_hero_id_idx" ON "notes"'));
    const hero = await aHero('tuong-ghi-chu', 'Tướng Ghi Chú');
    const note = await aNote('Về một tướng', hero);
    const read = await t.app.inject({ url: `/api/notes/${note}`, headers: t.admin });
    expect(read.json()).toMatchObject({ heroId: hero });

    const refused = await remove(`/api/heroes/${hero}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      message: 'Không xóa được: 1 ghi chú đang dùng tướng này',
    });
    expect((await remove(`/api/notes/${note}`)).statusCode).toBe(200);
    expect((await remove(`/api/heroes/${hero}`)).statusCode).toBe(200);
  });

  it('may be left empty when optional, and is exported by the name of what it points at', async () => {
    const note = await aNote('Không tướng');
    const alone = await link({ note });
    expect(alone.statusCode).toBe(201);
    expect(alone.json()).toMatchObject({ note, hero: null });
    const noNote = await link({ hero: null });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors).toEqual({ note: 'Hãy chọn ghi chú' });

    const hero = await aHero('tuong-xuat-lien-ket', 'Tướng Xuất Liên Kết');
    expect((await link({ note, hero })).statusCode).toBe(201);
    const exported = await t.app.inject({ url: '/api/note-links/export', headers: t.admin });
    expect(exported.statusCode).toBe(200);
    const lines = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Tướng');
    expect(lines).toContain('Tướng Xuất Liên Kết');
    expect(lines).not.toContain(String(hero));
  });
});

describe("a defined table's columns", () => {
  it('are typed by their fields, so a query is written without a cast', async () => {
    const note = await aNote('Theo kiểu');
    const [row] = await t.db.insert(noteLinkTable).values({ note }).returning();
    const noteId: number = row!.note;
    const hero: number | null = row!.hero;
    expect({ noteId, hero }).toEqual({ noteId: note, hero: null });
    // What the compiler refuses (`npm run typecheck` fails where it would not):
    // @ts-expect-error an optional reference may be none, not always an id
    const alwaysAHero: number = row!.hero;
    expect(alwaysAHero).toBeNull();
    // @ts-expect-error a reference holds a row's id, not a text
    const textual: typeof noteLinkTable.$inferInsert = { note: 'một' };
    expect(textual.note).toBe('một');
    // @ts-expect-error no field makes a `title` column
    expect(noteLinkTable.title).toBeUndefined();
  });
});
