import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { RESOURCE_DEFINITIONS, type ResourceDefinition } from '../../common/resources';
import { aovHeroes } from '../../server/db/schema';
import type { ServerPart } from '../../server/lib/resources/registerDefinition';
import { SERVER_PARTS } from '../../server/modules/resources/routes';
import { importReadmeBlock } from '../support/readmeExample';
import { readWithGnumeric } from '../support/spreadsheet';
import { tempDir } from '../support/testEnv';
import { storedToken } from './support/browser';
import { buildWithDefinition } from './support/nextBuild';
import { restartServer } from './support/server';
import { serverAndBrowserForFile } from './support/suite';
import { createAsGenerated } from '../support/generatedMigration';

// README's "Adding a resource", as written there: the definition, its line in the list, its table;
// and its "Adding an action": the server part in SERVER_PARTS, the app part in ownEntries.
const NOTES = 'common/resources/notes.ts';
const NOTES_APP = 'src/resources/notes.ts';
const { notes } = await importReadmeBlock<{ notes: ResourceDefinition }>(NOTES);
const { notesPart } = await importReadmeBlock<{ notesPart: ServerPart }>(
  'server/modules/notes/index.ts',
);
const definitions = RESOURCE_DEFINITIONS as ResourceDefinition[];
definitions.push(notes);
SERVER_PARTS[notes.name] = notesPart;
// The worker's next files share these (isolate: false), and their servers have no notes table.
afterAll(() => {
  definitions.splice(definitions.indexOf(notes), 1);
  delete SERVER_PARTS[notes.name];
});
const { notes: table } = await importReadmeBlock<{ notes: PgTable }>(
  'server/db/schema/definedTables.ts',
);

const suite = serverAndBrowserForFile();
const SAVE = /^(save|lưu)$/i;

describe("README's resource in Chromium", () => {
  it('lists, creates, edits with the server’s message under the input, publishes, and exports', async () => {
    const app = tempDir('readme-build');
    await buildWithDefinition(
      app,
      resolve('.tmp/readme', NOTES),
      'notes',
      resolve('.tmp/readme', NOTES_APP),
    );
    suite.server = await restartServer(suite.server, {}, app);
    // What `drizzle-kit generate` writes for it, applied as the next start would.
    await createAsGenerated(suite.server.db, { notes: table });
    // A note about a seeded hero.
    const hero = (await suite.server.db.select().from(aovHeroes).limit(1))[0]!;
    await suite.server.db.execute(
      sql`insert into notes (title, category, stars, hero_id) values ('Mua quà', 'b', 4, ${hero.id})`,
    );

    const page = await suite.signedInPage('admin@beli.local', {
      viewport: { width: 1280, height: 900 },
    });
    await page.goto(`${suite.server.url}/app/admin`);
    await page.getByText('Ghi chú của quản trị viên.').waitFor();

    await page.goto(`${suite.server.url}/app/admin/notes`);
    const row = page.locator('tbody tr', { hasText: 'Mua quà' });
    await row.waitFor();
    const headers = await page.locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(
      expect.arrayContaining(['Tiêu đề', 'Loại', 'Số sao', 'Tướng', 'Đã đăng']),
    );
    // The hero's name comes after the rows, with a request of its own.
    await row.getByText(hero.name).waitFor();
    const cells = (await row.locator('td').allInnerTexts()).map((c) => c.trim());
    expect(cells).toEqual(expect.arrayContaining(['Mua quà', 'Cá nhân', '4', hero.name]));
    await row.getByRole('img', { name: 'Không' }).waitFor();

    // Its action on a row: published where the list is, the row's cell saying so, its button gone.
    await row.getByRole('button', { name: 'Đăng' }).click();
    await page.getByText('Đã đăng ghi chú').waitFor();
    await row.getByRole('img', { name: 'Có' }).waitFor();
    expect(await row.getByRole('button', { name: 'Đăng' }).count()).toBe(0);
    expect(page.url()).toMatch(/\/app\/admin\/notes(\?.*)?$/);

    await page.goto(`${suite.server.url}/app/admin/notes/create`);
    await page.getByLabel('Tiêu đề').fill('Họp nhóm');
    await page.getByLabel('Loại').click();
    await page.getByRole('option', { name: 'Công việc' }).click();
    await page.getByLabel('Số sao').fill('2');
    await page.getByRole('button', { name: SAVE }).click();
    await page.waitForURL(/\/app\/admin\/notes\/edit\/\d+$/);

    await page.goto(`${suite.server.url}/app/admin/notes`);
    const created = page.locator('tbody tr', { hasText: 'Họp nhóm' });
    const cellsOf = async () => (await created.locator('td').allInnerTexts()).map((c) => c.trim());
    await created.waitFor();
    expect(await cellsOf()).toEqual(expect.arrayContaining(['Họp nhóm', 'Công việc', '2']));

    /** Opens the row's edit page, once its form holds the record, and saves `stars`. */
    const saveStars = async (from: string, to: string) => {
      await created.getByText('Họp nhóm').click();
      await page.waitForURL(/\/app\/admin\/notes\/edit\/\d+$/);
      await expect.poll(() => page.getByLabel('Số sao').inputValue()).toBe(from);
      await page.getByLabel('Số sao').fill(to);
      await page.getByRole('button', { name: SAVE }).click();
    };
    await saveStars('2', '3');
    await page.waitForURL(/\/app\/admin\/notes(\?.*)?$/);
    await expect.poll(cellsOf).toEqual(expect.arrayContaining(['Họp nhóm', 'Công việc', '3']));
    await created.getByRole('img', { name: 'Không' }).waitFor();

    // Its action on the edit page, beside the save: its button goes once the record is published.
    await created.getByText('Họp nhóm').click();
    await page.waitForURL(/\/app\/admin\/notes\/edit\/\d+$/);
    const publish = page.getByRole('button', { name: 'Đăng' });
    await publish.click();
    await expect.poll(() => publish.count()).toBe(0);
    await page.goto(`${suite.server.url}/app/admin/notes`);
    await created.getByRole('img', { name: 'Có' }).waitFor();
    // An invalid value is refused with the server's message under the input.
    await saveStars('3', '9');
    await page.locator('.MuiFormHelperText-root', { hasText: 'Số sao tối đa 5' }).waitFor();

    const exported = await fetch(`${suite.server.url}/api/notes/export?format=xlsx`, {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    expect(exported.status).toBe(200);
    const sheet = await readWithGnumeric(Buffer.from(await exported.arrayBuffer()), 'xlsx');
    const line = (r: number) => [0, 1, 2, 3, 4].map((c) => sheet.cell(r, c)?.value);
    expect(line(0)).toEqual(['Tiêu đề', 'Loại', 'Số sao', 'Tướng', 'Ngày tạo']);
    const rows = [line(1), line(2)].map((l) => l.slice(0, 4)).sort();
    expect(rows).toEqual([
      ['Họp nhóm', 'Công việc', '3', undefined],
      ['Mua quà', 'Cá nhân', '4', hero.name],
    ]);
    expect(sheet.cell(3, 0)).toBeUndefined();

    // A member reads the notes but may not publish: the row the admin may publish has no button.
    await suite.server.db.execute(
      sql`insert into notes (title, category, stars) values ('Đọc sách', 'c', 1)`,
    );
    await page.goto(`${suite.server.url}/app/admin/notes`);
    const unpublished = (on: typeof page) => on.locator('tbody tr', { hasText: 'Đọc sách' });
    await unpublished(page).getByRole('button', { name: 'Đăng' }).waitFor();
    const member = await suite.signedInPage('member@beli.local', {
      viewport: { width: 1280, height: 900 },
    });
    await member.goto(`${suite.server.url}/app/admin/notes`);
    await unpublished(member).getByRole('img', { name: 'Không' }).waitFor();
    // The admin's button came within a moment of the row: none comes here for a second after it.
    for (let i = 0; i < 5; i++) {
      expect(await member.getByRole('button', { name: 'Đăng' }).count()).toBe(0);
      await member.waitForTimeout(200);
    }
  }, 300_000);
});
