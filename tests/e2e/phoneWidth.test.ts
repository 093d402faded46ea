import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { formatBeli } from '../../common/beli';
import { STAGING_STATUS_LABELS, TASK_STATUS_LABELS } from '../../common/labels';
import { resourceRegistry } from '../../src/resources/registry';
import { PHONE, sidewaysOverflow } from './support/phone';
import { firstRows, prepareIds } from './support/routeWalk';
import { settled } from './support/settle';
import { multipartFile } from '../support/multipart';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, signInWithDevLogin } from '../support/testApp';
import { serverAndBrowserForFile } from './support/suite';

const WEBHOOK_KEY = 'e2e-webhook-key-phone-width-0123';
const suite = serverAndBrowserForFile({ PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY });
let ids: Awaited<ReturnType<typeof prepareIds>>;
beforeAll(async () => {
  ids = await prepareIds(suite.server.app, WEBHOOK_KEY);
});

/** Texts not shown whole: off the screen's or a scrolling table's sides, cut by an ellipsis, or missing. */
async function cutTexts(page: Page, texts: string[]) {
  const cut: string[] = [];
  for (const text of texts) {
    const element = page.getByText(text).first();
    if (!(await element.count())) {
      cut.push(`${text}: missing`);
      continue;
    }
    const whole = await element.evaluate((el) => {
      const box = el.getBoundingClientRect();
      // A table that scrolls inside itself hides what lies past its own edges.
      for (let parent = el.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) return false;
      }
      return (
        box.left >= 0 &&
        box.right <= document.documentElement.clientWidth &&
        el.scrollWidth <= el.clientWidth + 1
      );
    });
    if (!whole) cut.push(text);
  }
  return cut;
}

/** What is wrong with a page at phone width: sideways scrolling, or key texts not shown whole. */
async function phoneProblems(page: Page, path: string, texts: string[]) {
  await page.goto(`${suite.server.url}${path}`);
  await settled(page);
  const problems = (await cutTexts(page, texts)).map((text) => `${path}: ${text}`);
  const overflow = await page.evaluate(sidewaysOverflow);
  if (overflow > 0) problems.push(`${path}: ${overflow} px wider than the phone`);
  return problems;
}

/** A time as the tool lists show it, formatted in the browser (its time zone). */
const shownTime = (page: Page, iso: string) =>
  page.evaluate(
    (value) =>
      new Intl.DateTimeFormat('vi-VN', { dateStyle: 'short', timeStyle: 'medium' }).format(
        new Date(value),
      ),
    iso,
  );

async function apiRows<T>(token: string, url: string): Promise<T[]> {
  const response = await suite.server.app.inject({ url, headers: bearer(token) });
  const json = response.json<T[] | { data: T[] }>();
  return Array.isArray(json) ? json : json.data;
}

const STAGED: Record<string, string[]> = {
  tags: ['slug,name,color,description', 'the-dien-thoai,Thẻ Điện Thoại,#123456,Một mô tả dài'],
  heroes: [
    'slug,name,title,role,lane,goldPrice,voucherPrice,aliases,tags,releaseDate,active',
    'tuong-dien-thoai,Tướng Điện Thoại,Danh hiệu khá dài của tướng,Pháp sư,Đường giữa,13888,999,Phone Hero,,2025-01-02,có',
  ],
  skins: [
    'slug,name,shortName,hero,label,aliases,releaseDate',
    'skin-dien-thoai,Trang Phục Điện Thoại,Điện Thoại,khong-co,T2DirectSale,Phone Skin,2025-01-02',
  ],
};

// Every route's sideways scrolling on a phone is checked by the route walk (support/routeWalkSuite.ts).
describe('pages at phone width (390 px), in Chromium', () => {
  it("keeps every list's key columns whole (defined with each list: `keyTexts`)", async () => {
    const page = await suite.signedInPage('admin@beli.local', PHONE);
    const cut: string[] = [];
    for (const { name, keyTexts } of resourceRegistry.filter((r) => r.keyTexts && r.list)) {
      const rows = await firstRows(suite.server.app, name, 3);
      expect(rows.length, name).toBeGreaterThan(0);
      await page.goto(`${suite.server.url}/app/${name}?sort=id&order=ASC`);
      await settled(page);
      for (const text of await cutTexts(
        page,
        rows.flatMap((row) => keyTexts!(row as never)),
      )) {
        cut.push(`${name}: ${text}`);
      }
    }
    expect(cut).toEqual([]);
  }, 300_000);

  it('shows the amount of every transaction on a profile', async () => {
    const page = await suite.signedInPage('member@beli.local', PHONE);
    await page.goto(`${suite.server.url}/app/profile/me`);
    await page.getByTestId('entries').waitFor();
    // The admin's credit of 50 BELI made for the walk.
    expect(await cutTexts(page, [`+${formatBeli(50)}`])).toEqual([]);
  });

  it('tells skins apart: each row names its hero', async () => {
    const page = await suite.signedInPage('admin@beli.local', PHONE);
    const [skin] = await firstRows(suite.server.app, 'admin/aov/skins', 1);
    const heroes = await firstRows(suite.server.app, 'admin/aov/heroes', 1000);
    const hero = heroes.find((h) => h.id === skin!.heroId);
    await page.goto(`${suite.server.url}/app/admin/aov/skins?sort=id&order=ASC`);
    const row = page.locator('li', { hasText: String(skin!.name) }).first();
    await expect.poll(() => row.textContent()).toContain(String(hero!.name));
  });

  it("keeps the key columns of a member's own lists: tool runs and tasks, my orders", async () => {
    const { app } = suite.server;
    const member = await signInWithDevLogin(app, MEMBER_EMAIL);
    const runTool = ids.toolIds['ghep-anh']!;
    const taskTool = ids.toolIds['ghep-anh-2']!;
    const skins = await apiRows<{ id: number }>(member, '/api/skins?range=[0,3]');
    const ran = await app.inject({
      method: 'POST',
      url: `/api/tools/${runTool}/runs`,
      headers: { ...bearer(member), 'idempotency-key': randomUUID() },
      payload: { skinIds: skins.map((skin) => skin.id) },
    });
    expect(ran.statusCode, ran.body).toBe(201);
    const page = await suite.signedInPage('member@beli.local', PHONE);
    const problems: string[] = [];

    const [run] = await apiRows<{ createdAt: string; price: number; transactionId: number }>(
      member,
      `/api/tools/${runTool}/runs`,
    );
    problems.push(
      ...(await phoneProblems(page, `/app/tool/ghep-anh/${runTool}`, [
        await shownTime(page, run!.createdAt),
        formatBeli(run!.price),
        `Giao dịch #${run!.transactionId}`,
        'Xuất ảnh',
      ])),
    );

    await expect
      .poll(
        async () =>
          (await app.inject({ url: `/api/tasks/${ids.taskId}`, headers: bearer(member) })).json()
            .data.status,
        { timeout: 30_000 },
      )
      .toBe('succeeded');
    const [task] = await apiRows<{ id: number; createdAt: string; price: number }>(
      member,
      `/api/tools/${taskTool}/tasks`,
    );
    problems.push(
      ...(await phoneProblems(page, `/app/tool/ghep-anh-2/${taskTool}`, [
        await shownTime(page, task!.createdAt),
        `Tác vụ #${task!.id}`,
        TASK_STATUS_LABELS.succeeded,
        formatBeli(task!.price),
        'Không tính phí',
        'Xuất ảnh',
      ])),
    );

    const [order] = await apiRows<{ memoCode: string }>(member, '/api/payments/orders');
    problems.push(
      ...(await phoneProblems(page, '/app/payment', [order!.memoCode, 'Chờ thanh toán'])),
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it('keeps the key columns of the staging tables: line, status, slug and name', async () => {
    const { app } = suite.server;
    const admin = await signInWithDevLogin(app, ADMIN_EMAIL);
    const page = await suite.signedInPage('admin@beli.local', PHONE);
    const problems: string[] = [];
    for (const [kind, lines] of Object.entries(STAGED)) {
      const file = multipartFile(`${kind}.csv`, lines.join('\n'));
      const staged = await app.inject({
        method: 'POST',
        url: `/api/staging/${kind}/import`,
        payload: file.payload,
        headers: { ...bearer(admin), ...file.headers },
      });
      expect(staged.statusCode).toBe(200);
      const [slug, name] = lines[1]!.split(',');
      const status = kind === 'skins' ? STAGING_STATUS_LABELS.error : STAGING_STATUS_LABELS.new;
      problems.push(
        ...(await phoneProblems(page, `/app/admin/aov/${kind}/temp`, [slug!, name!, status])),
      );
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
