import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, describe, expect, it } from 'vitest';
import { RESOURCE_DEFINITIONS, type ResourceDefinition } from '../../common/resources';
import { importReadmeBlock } from '../support/readmeExample';
import { readWithGnumeric } from '../support/spreadsheet';
import { tempDir } from '../support/testEnv';
import { storedToken } from './support/browser';
import { buildWithDefinition } from './support/nextBuild';
import { restartServer } from './support/server';
import { serverAndBrowserForFile } from './support/suite';

// README's "Adding a resource", as written there: the definition, its line in the list, its table.
const NOTES = 'common/resources/notes.ts';
const { notes } = await importReadmeBlock<{ notes: ResourceDefinition }>(NOTES);
const definitions = RESOURCE_DEFINITIONS as ResourceDefinition[];
definitions.push(notes);
// The worker's next files share this list (isolate: false), and their servers have no notes table.
afterAll(() => void definitions.splice(definitions.indexOf(notes), 1));
const { notes: table } = await importReadmeBlock<{ notes: PgTable }>(
  'server/db/schema/definedTables.ts',
);

const suite = serverAndBrowserForFile();
const SAVE = /^(save|lưu)$/i;

describe("README's resource in Chromium", () => {
  it('lists, creates, edits with the server’s message under the input, and exports', async () => {
    const app = tempDir('readme-build');
    await buildWithDefinition(app, resolve('.tmp/readme', NOTES), 'notes');
    suite.server = await restartServer(suite.server, {}, app);
    // What `drizzle-kit generate` writes for it, applied as the next start would.
    const migration = await generateMigration(
      generateDrizzleJson({}),
      generateDrizzleJson({ notes: table }),
    );
    for (const statement of migration) await suite.server.db.execute(sql.raw(statement));
    await suite.server.db.execute(
      sql`insert into notes (title, category, stars) values ('Mua quà', 'b', 4)`,
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
      expect.arrayContaining(['Tiêu đề', 'Loại', 'Số sao']),
    );
    const cells = (await row.locator('td').allInnerTexts()).map((c) => c.trim());
    expect(cells).toEqual(expect.arrayContaining(['Mua quà', 'Cá nhân', '4']));

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
    // An invalid value is refused with the server's message under the input.
    await saveStars('3', '9');
    await page.locator('.MuiFormHelperText-root', { hasText: 'Số sao tối đa 5' }).waitFor();

    const exported = await fetch(`${suite.server.url}/api/notes/export?format=xlsx`, {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    expect(exported.status).toBe(200);
    const sheet = await readWithGnumeric(Buffer.from(await exported.arrayBuffer()), 'xlsx');
    const line = (r: number) => [0, 1, 2, 3].map((c) => sheet.cell(r, c)?.value);
    expect(line(0)).toEqual(['Tiêu đề', 'Loại', 'Số sao', 'Ngày tạo']);
    const rows = [line(1), line(2)].map((l) => l.slice(0, 3)).sort();
    expect(rows).toEqual([
      ['Họp nhóm', 'Công việc', '3'],
      ['Mua quà', 'Cá nhân', '4'],
    ]);
    expect(sheet.cell(3, 0)).toBeUndefined();
  }, 300_000);
});
