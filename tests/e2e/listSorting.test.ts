import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_LISTS } from './support/adminLists';
import { settled } from './support/settle';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

/** Every API answer the page got that was an error, as "status url". */
function refusedRequests(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      refused.push(`${response.status()} ${response.url()}`);
    }
  });
  return refused;
}

const bodyRows = (page: Page) => page.locator('table tbody tr');

async function listSettled(page: Page) {
  await settled(page);
  await page.locator('.MuiLinearProgress-root').first().waitFor({ state: 'hidden' });
}

type Row = Record<string, unknown>;

/**
 * Every page of a list the API answered, by its `sort` parameter (`["name","ASC"]`), the latest
 * kept: a list served from react-admin's cache shows an answer got earlier on the same list.
 */
function answersBySort(page: Page): Map<string, Row[]> {
  const answers = new Map<string, Row[]>();
  page.on('response', async (response) => {
    const sort = new URL(response.url()).searchParams.get('sort');
    if (!sort || response.request().method() !== 'GET' || !response.ok()) return;
    const body: unknown = await response.json().catch(() => null);
    if (Array.isArray(body)) answers.set(sort, body as Row[]);
  });
  return answers;
}

/** The list's sort as its address says, `["name","ASC"]` as the API is asked. */
function sortInAddress(page: Page): string | null {
  const params = new URL(page.url()).searchParams;
  const [field, order] = [params.get('sort'), params.get('order')];
  return field && order ? JSON.stringify([field, order]) : null;
}

/**
 * Whether the values come in the order asked (empty values left out, as PostgreSQL puts them
 * at one end); texts compared by code point, as the database's C collation does.
 */
function inOrder(values: unknown[], order: string): boolean {
  const present = values.filter((v) => v !== null && v !== undefined && v !== '');
  const sign = order === 'ASC' ? 1 : -1;
  return present.every((value, i) => {
    if (i === 0) return true;
    const before = present[i - 1];
    const compared =
      typeof value === 'number' && typeof before === 'number'
        ? before - value
        : String(before) < String(value)
          ? -1
          : String(before) > String(value)
            ? 1
            : 0;
    return compared * sign <= 0;
  });
}

const comparable = (values: unknown[]) =>
  values.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v));

/** The texts of the cells under `header`, top to bottom, as the reader sees them. */
async function columnCells(page: Page, header: Locator) {
  const column = await header.evaluate(
    (label) => (label.closest('th') as HTMLTableCellElement).cellIndex,
  );
  return bodyRows(page).evaluateAll(
    (rows, index) => rows.map((row) => (row as HTMLTableRowElement).cells[index]?.innerText ?? ''),
    column,
  );
}

/**
 * Lists answered whole and sorted in the page (src/providers/adapters/localList.ts), so a click
 * asks the API nothing: the field whose cells are its text, which must read in the app's order.
 */
const SORTED_IN_THE_PAGE: Record<string, string> = {
  'admin/config': 'key',
  'admin/permission': 'name',
};

/** Fields the server sorts by another column than the value answered: a label by its rank. */
const SORTED_BY_ANOTHER_COLUMN = new Set(['admin/aov/skins labelId']);

/** Whether the cells' texts read in the app's order (a detail row's empty cell left out). */
const inAppOrder = (cells: string[], order: string) =>
  cells
    .filter((text) => text !== '')
    .every(
      (text, i, texts) =>
        i === 0 || texts[i - 1]!.localeCompare(text, 'vi') * (order === 'ASC' ? 1 : -1) <= 0,
    );

/** A column that writes its values as they are (a name, a slug, an e-mail): each in some cell. */
const writesItsValues = (values: unknown[], cells: string[]) =>
  values.length === cells.length &&
  values.every((v) => typeof v === 'string' && v !== '' && cells.some((c) => c.includes(v)));

/** Whether `check` comes true within the time a person waits for a list to redraw. */
async function shownSoon(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

describe('sorting every admin list, in Chromium', () => {
  it(
    'answers every sortable header with its rows in that order, on the screen too, never a refused request',
    // Every header of every admin list, each click waiting for its answer and redraw: beside
    // another file's Chromium on two busy cores this took over five minutes.
    { timeout: 900_000 },
    async () => {
      const page = await suite.signedInPage('admin@beli.local');
      const refused = refusedRequests(page);
      const answers = answersBySort(page);
      const problems: string[] = [];
      let checked = 0;
      let readOnScreen = 0;
      for (const list of ADMIN_LISTS) {
        // Another list's answer may have been asked with the same sort.
        answers.clear();
        await page.goto(`${suite.server.url}/app/${list}`);
        await listSettled(page);
        const rows = await bodyRows(page).count();
        const headers = page.locator('thead .MuiTableSortLabel-root');
        for (let i = 0; i < (await headers.count()); i++) {
          const header = headers.nth(i);
          const name = `${list}: ${await header.textContent()}`;
          const before = sortInAddress(page);
          await header.click();
          await expect.poll(() => sortInAddress(page), { message: name }).not.toBe(before);
          await listSettled(page);
          const sort = sortInAddress(page)!;
          const [field, order] = JSON.parse(sort) as [string, string];
          expect(refused, name).toEqual([]);
          expect(await bodyRows(page).count(), name).toBe(rows);
          const cells = () => columnCells(page, header);
          if (list in SORTED_IN_THE_PAGE) {
            if (field === SORTED_IN_THE_PAGE[list]) {
              if (!(await shownSoon(async () => inAppOrder(await cells(), order)))) {
                problems.push(`${name} ${order}: ${(await cells()).join(' | ')}`);
              }
              readOnScreen++;
            }
            continue;
          }
          await expect
            .poll(() => answers.has(sort), { message: `${name}: the answer for ${sort}` })
            .toBe(true);
          const values = answers.get(sort)!.map((row) => row[field]);
          if (comparable(values) && !SORTED_BY_ANOTHER_COLUMN.has(`${list} ${field}`)) {
            if (!inOrder(values, order)) problems.push(`${name} ${order}: ${values.join(' | ')}`);
            checked++;
          }
          // Where the cells write the values, the screen comes to show them in the answer's order.
          if (writesItsValues(values, await cells())) {
            const shown = (texts: string[]) =>
              texts.every((text, row) => text.includes(values[row] as string));
            if (!(await shownSoon(async () => shown(await cells())))) {
              problems.push(`${name} ${order} on the screen: ${(await cells()).join(' | ')}`);
            }
            readOnScreen++;
          }
        }
      }
      expect(problems).toEqual([]);
      // The catalogue, users, tools and wallets lists have rows in the seed, so headers to click.
      expect(checked).toBeGreaterThan(20);
      expect(readOnScreen).toBeGreaterThan(5);
    },
  );

  it('drops a stored sort the server refuses and shows the list', async () => {
    const page = await suite.signedInPage('admin@beli.local');
    await page.evaluate(() =>
      localStorage.setItem(
        'RaStore.admin/aov/skins.listParams',
        JSON.stringify({ sort: 'image', order: 'ASC', page: 1, perPage: 25, filter: {} }),
      ),
    );
    await page.goto(`${suite.server.url}/app/admin/aov/skins?sort=image&order=DESC`);
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).search).toBe('');
    const stored = await page.evaluate(() =>
      localStorage.getItem('RaStore.admin/aov/skins.listParams'),
    );
    expect(stored ?? '').not.toContain('image');
  });
});
