import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aovItems, aovTags, configEntries, permissions, users } from '../../server/db/schema';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, signInWithDevLogin } from '../support/testApp';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();
const GROUP = 'Nhóm kiểm toán';

/** A group holding tool.all, made through the API as the admin (a group's name is its own). */
async function groupWithToolAll(name = GROUP): Promise<number> {
  const { app, db } = suite.server;
  const headers = bearer(await signInWithDevLogin(app, ADMIN_EMAIL));
  const created = await app.inject({
    method: 'POST',
    url: '/api/permissions/group',
    headers,
    payload: { name },
  });
  const groupId = created.json<{ data: { id: number } }>().data.id;
  const [tool] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.name, 'tool.all'));
  const granted = await app.inject({
    method: 'POST',
    url: `/api/permissions/group/${groupId}/permission/${tool!.id}`,
    headers,
  });
  expect(granted.statusCode).toBe(200);
  return groupId;
}

/** Sends one request as the admin and answers its JSON body, failing on a refusal. */
async function asAdmin<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const { app } = suite.server;
  const response = await app.inject({
    method,
    url,
    headers: bearer(await signInWithDevLogin(app, ADMIN_EMAIL)),
    ...(payload && { payload }),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

/** The record page's timeline, and its change that reads `text` (one of its lines). */
function changeOn(page: Page, text: string) {
  return page
    .getByRole('region', { name: 'Lịch sử thay đổi' })
    .getByRole('article')
    .filter({ hasText: text });
}

interface ToolRecord {
  id: number;
  price: number;
  options: { columns: number };
}

describe('the audit log, in Chromium', () => {
  it.each([1280, 390])(
    'reads each event as a sentence with its changes, and fits %i px without sideways scrolling',
    async (width) => {
      // A name with no space to break at, as a pasted code or URL would be.
      const name = `Thẻ-rất-dài-${'x'.repeat(80)}-${width}`;
      const tag = await asAdmin<{ id: number }>('POST', '/api/tags', {
        slug: `the-dai-${width}-${Date.now()}`,
        name,
      });
      const page = await suite.signedInPage(ADMIN_EMAIL, {
        viewport: { width, height: 900 },
      });

      await page.goto(`${suite.server.url}/app/admin/audit`);
      const created = page
        .getByRole('article')
        .filter({ hasText: `${ADMIN_EMAIL} đã tạo thẻ “${name}”` });
      await created.waitFor();
      const text = await created.innerText();
      expect(text).toContain(`Tên thẻ: ∅ → ${name}`);
      expect(text).not.toContain('/api/');
      expect(text).not.toContain('createdAt');
      await created.getByRole('link', { name: `“${name}”` }).waitFor();
      expect(await created.getByRole('link').getAttribute('href')).toBe(
        `/app/admin/aov/tags/edit/${tag.id}`,
      );
      expect((await created.boundingBox())!.height).toBeLessThan(300);
      await created.getByRole('button', { name: 'Chi tiết' }).click();
      await created.getByText('Địa chỉ: 127.0.0.1').waitFor();

      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    },
  );

  it('offers filters by actor, resource, record, kind of action and time, none starting blank', async () => {
    await asAdmin('POST', '/api/tags', { slug: `loc-${Date.now()}`, name: 'Thẻ để lọc' });
    const page = await suite.signedInPage(ADMIN_EMAIL, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${suite.server.url}/app/admin/audit`);
    await page.getByRole('article').first().waitFor();
    for (const name of ['Tài nguyên', 'Loại thao tác']) {
      expect(await page.getByRole('combobox', { name }).innerText()).toBe('Tất cả');
    }
    await page.getByLabel('Từ lúc').waitFor();
    await page.getByLabel('Đến lúc').waitFor();
    await page.getByRole('button', { name: 'Thêm bộ lọc' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Người thực hiện' }).waitFor();
    await page.getByRole('menuitemcheckbox', { name: 'Mã bản ghi' }).waitFor();
  });

  it('tells an admin who removed a permission from a group, with the permissions before and after', async () => {
    const groupId = await groupWithToolAll();
    const page = await suite.signedInPage(ADMIN_EMAIL, { viewport: { width: 1600, height: 900 } });

    await page.goto(`${suite.server.url}/app/admin/permission/group/${groupId}`);
    await page.getByText(`Nhóm: ${GROUP}`).waitFor();
    await page.getByLabel('tool.all', { exact: true }).click();
    await page.getByText('Đã bỏ quyền tool.all').waitFor();

    await page.goto(`${suite.server.url}/app/admin`);
    await page.getByRole('link', { name: /Nhật ký thao tác/ }).click();
    await page.waitForURL(/\/app\/admin\/audit/);
    await page.getByRole('combobox', { name: 'Tài nguyên' }).click();
    await page.getByRole('option', { name: 'Nhóm quyền', exact: true }).click();
    await page.waitForURL(/permissions%2Fgroup/);

    const removal = page
      .getByRole('article')
      .filter({ hasText: `${ADMIN_EMAIL} đã bỏ quyền của nhóm “${GROUP}”` });
    await removal.waitFor();
    expect(await removal.count()).toBe(1);
    const text = await removal.innerText();
    expect(text).toContain('Quyền: tool.all → ∅');
    expect(text).not.toContain('/api/');
    expect(text).not.toContain('Tên nhóm');
    await removal.getByRole('link', { name: `“${GROUP}”` }).waitFor();
    await removal.getByRole('button', { name: 'Chi tiết' }).click();
    await removal.getByText('Địa chỉ: 127.0.0.1').waitFor();

    // The filter holds: every event listed is a group's.
    const sentences = await page.getByRole('article').allInnerTexts();
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) expect(sentence).toMatch(/nhóm/);

    // The group's own page tells the same, and who joined it, read-only.
    const [member] = await suite.server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ADMIN_EMAIL));
    await asAdmin('POST', `/api/permissions/group/${groupId}/members/add`, {
      userIds: [member!.id],
    });
    await page.goto(`${suite.server.url}/app/admin/permission/group/${groupId}`);
    const revoked = changeOn(page, 'Quyền: tool.all → ∅');
    await revoked.waitFor();
    expect(await revoked.innerText()).toContain(ADMIN_EMAIL);
    await changeOn(page, 'Quyền: ∅ → tool.all').waitFor();
    await changeOn(page, `Thành viên: ∅ → ${ADMIN_EMAIL}`).waitFor();
    await changeOn(page, `Tên nhóm: ∅ → ${GROUP}`).waitFor();
    expect(await page.getByRole('button', { name: 'Khôi phục như trước lần này' }).count()).toBe(0);
  });

  it("shows a user's lock and groups in the history dialog of their row", async () => {
    const { app, db } = suite.server;
    const email = `lich-su-${Date.now()}@beli.local`;
    await signInWithDevLogin(app, email);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const group = await asAdmin<{ data: { id: number } }>('POST', '/api/permissions/group', {
      name: 'Nhóm lịch sử',
    });
    await asAdmin('POST', `/api/permissions/userGroup/${user!.id}`, {
      groupIds: [group.data.id],
    });
    await asAdmin('POST', `/api/users/${user!.id}/disable`);
    const page = await suite.signedInPage(ADMIN_EMAIL, { viewport: { width: 1600, height: 900 } });

    const filter = encodeURIComponent(JSON.stringify({ q: email }));
    await page.goto(`${suite.server.url}/app/admin/user?filter=${filter}`);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: 'Lịch sử' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Lịch sử của`).waitFor();
    const locked = changeOn(page, 'Bị khóa: Không → Có');
    await locked.waitFor();
    expect(await locked.innerText()).toContain(`${ADMIN_EMAIL} đã khóa người dùng “`);
    const regrouped = changeOn(page, 'Nhóm: Thành viên → Nhóm lịch sử');
    await regrouped.waitFor();
    expect(await regrouped.innerText()).toContain(`${ADMIN_EMAIL} đã đổi nhóm của người dùng`);
    // Newest first: the lock came last.
    expect(await changeOn(page, '').first().innerText()).toContain('Bị khóa: Không → Có');
  });

  it("shows a tool's changes beside its edit form, under the form's labels", async () => {
    const tools = await asAdmin<ToolRecord[]>('GET', '/api/tools');
    const tool = tools[0]!;
    await asAdmin('PUT', `/api/tools/${tool.id}`, {
      ...tool,
      price: tool.price + 7,
      options: { ...tool.options, columns: tool.options.columns === 3 ? 4 : 3 },
    });
    const page = await suite.signedInPage(ADMIN_EMAIL, { viewport: { width: 1600, height: 900 } });

    await page.goto(`${suite.server.url}/app/admin/tool/${tool.id}`);
    const change = changeOn(page, `Giá (BELI): ${tool.price} → ${tool.price + 7}`);
    await change.waitFor();
    expect(await change.innerText()).toContain(
      `Số cột: ${tool.options.columns} → ${tool.options.columns === 3 ? 4 : 3}`,
    );
    expect(await change.innerText()).toContain(ADMIN_EMAIL);
    expect(await change.getByRole('button', { name: 'Khôi phục như trước lần này' }).count()).toBe(
      0,
    );
  });

  it("shows a top-up order's confirmation beside it, its status and settlement in Vietnamese", async () => {
    const { app } = suite.server;
    const ordered = await app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: bearer(await signInWithDevLogin(app, MEMBER_EMAIL)),
      payload: { amountVnd: 120_000 },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const orderId = ordered.json<{ id: number }>().id;
    await asAdmin('POST', `/api/payments/orders/${orderId}/confirm`, { amountVnd: 150_000 });
    const page = await suite.signedInPage(ADMIN_EMAIL, { viewport: { width: 1600, height: 900 } });

    await page.goto(`${suite.server.url}/app/admin/payment/orders/${orderId}/show`);
    const change = changeOn(page, 'Trạng thái: Chờ thanh toán → Đã thanh toán');
    await change.waitFor();
    const text = await change.innerText();
    expect(text).toContain('Cách xác nhận: ∅ → Quản trị xác nhận');
    expect(text).toContain('Số tiền nhận: ∅ → 150.000 đ');
    expect(text).toContain(ADMIN_EMAIL);
  });

  it("shows a system wallet's changes beside its settings", async () => {
    const wallet = await asAdmin<{ id: number }>('POST', '/api/system-wallets', {
      code: `KIEM_TOAN_${Date.now() % 100_000}`,
      name: 'Ví kiểm toán',
    });
    await asAdmin('PUT', `/api/system-wallets/${wallet.id}`, {
      name: 'Ví kiểm toán mới',
      description: '',
      allowNegative: true,
    });
    const page = await suite.signedInPage(ADMIN_EMAIL, { viewport: { width: 1600, height: 900 } });

    await page.goto(`${suite.server.url}/app/admin/wallet-system/${wallet.id}`);
    const change = changeOn(page, 'Tên: Ví kiểm toán → Ví kiểm toán mới');
    await change.waitFor();
    expect(await change.innerText()).toContain('Được phép âm: Không → Có');
    await changeOn(page, 'Tên: ∅ → Ví kiểm toán').waitFor();
  });

  it('shows a save made on the page in its timeline at once: a system wallet, a group', async () => {
    const wallet = await asAdmin<{ id: number }>('POST', '/api/system-wallets', {
      code: `LUU_NGAY_${Date.now() % 100_000}`,
      name: 'Ví lưu ngay',
    });
    const groupId = await groupWithToolAll('Nhóm lưu ngay');
    const page = await suite.signedInPage(ADMIN_EMAIL, { viewport: { width: 1600, height: 900 } });

    await page.goto(`${suite.server.url}/app/admin/wallet-system/${wallet.id}`);
    await changeOn(page, 'Tên: ∅ → Ví lưu ngay').waitFor();
    await page.getByRole('textbox', { name: 'Tên', exact: true }).fill('Ví lưu ngay mới');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await changeOn(page, 'Tên: Ví lưu ngay → Ví lưu ngay mới').waitFor({ timeout: 5_000 });

    await page.goto(`${suite.server.url}/app/admin/permission/group/${groupId}`);
    await changeOn(page, 'Quyền: ∅ → tool.all').waitFor();
    await page.getByLabel('tool.all', { exact: true }).click();
    await page.getByText('Đã bỏ quyền tool.all').waitFor();
    await changeOn(page, 'Quyền: tool.all → ∅').waitFor({ timeout: 5_000 });
  });

  // Each catalogue's edit page carries the same timeline: a tag (staged) and an item (not).
  const catalogues = [
    {
      kind: 'tags',
      table: aovTags,
      label: 'Tên thẻ',
      fields: { slug: `dong-thoi-gian-${Date.now()}` },
    },
    {
      kind: 'items',
      table: aovItems,
      label: 'Tên trang bị',
      fields: { category: 'magic', price: 900 },
    },
  ] as const;

  it.each(catalogues)(
    "shows a $kind record's changes on its edit page and puts it back as it was before one",
    async ({ kind, table, label, fields }) => {
      const { app, db } = suite.server;
      const created = await app.inject({
        method: 'POST',
        url: `/api/${kind}`,
        headers: bearer(await signInWithDevLogin(app, ADMIN_EMAIL)),
        payload: { ...fields, name: 'Tên ban đầu' },
      });
      const id = created.json<{ id: number }>().id;
      const nameInDatabase = async () =>
        (await db.select().from(table).where(eq(table.id, id)))[0]!.name;
      const page = await suite.signedInPage(ADMIN_EMAIL, {
        viewport: { width: 1600, height: 900 },
      });

      await page.goto(`${suite.server.url}/app/admin/aov/${kind}/edit/${id}`);
      const name = page.getByRole('textbox', { name: label, exact: true });
      await expect.poll(() => name.inputValue()).toBe('Tên ban đầu');
      await name.fill('Tên đổi nhầm');
      await page.getByRole('button', { name: 'Lưu' }).click();
      await expect.poll(nameInDatabase).toBe('Tên đổi nhầm');

      // Saving went back to the list; the record's page shows what happened to it.
      await page.goto(`${suite.server.url}/app/admin/aov/${kind}/edit/${id}`);
      const timeline = page.getByRole('region', { name: 'Lịch sử thay đổi' });
      const change = timeline
        .getByRole('article')
        .filter({ hasText: `${label}: Tên ban đầu → Tên đổi nhầm` });
      await change.waitFor();
      expect(await change.innerText()).toContain(ADMIN_EMAIL);
      await change.getByRole('button', { name: 'Khôi phục như trước lần này' }).click();
      await page.getByText('Đã khôi phục giá trị trước đó').waitFor();
      await expect.poll(() => name.inputValue()).toBe('Tên ban đầu');
      expect(await nameInDatabase()).toBe('Tên ban đầu');
      // Putting it back is a change of its own, shown on top.
      await timeline
        .getByRole('article')
        .first()
        .filter({ hasText: `${label}: Tên đổi nhầm → Tên ban đầu` })
        .waitFor();
    },
  );

  it("shows a configuration entry's changes in its panel and puts its value back", async () => {
    const { app, db } = suite.server;
    // Public: a private key nobody declared is secret, and a secret is never put back.
    const key = `DONG_THOI_GIAN_${Date.now()}`;
    const created = await app.inject({
      method: 'POST',
      url: `/api/config/public/${key}`,
      headers: bearer(await signInWithDevLogin(app, ADMIN_EMAIL)),
      payload: { value: 10 },
    });
    expect(created.statusCode).toBe(200);
    const valueOf = async () =>
      (await db.select().from(configEntries).where(eq(configEntries.key, key)))[0]!.value;
    const page = await suite.signedInPage(ADMIN_EMAIL, { viewport: { width: 1600, height: 900 } });

    await page.goto(`${suite.server.url}/app/admin/config`);
    await page.getByRole('row').filter({ hasText: key }).click();
    const value = page.getByLabel('Giá trị (JSON)');
    await value.fill('99');
    await page.getByRole('button', { name: 'Lưu' }).click();
    await page.getByText(`Đã lưu ${key}`).waitFor();
    expect(await valueOf()).toBe(99);

    const timeline = page.getByRole('region', { name: 'Lịch sử thay đổi' });
    const change = timeline.getByRole('article').filter({ hasText: 'Giá trị: 10 → 99' });
    await change.waitFor();
    expect(await change.innerText()).toContain(ADMIN_EMAIL);
    await change.getByRole('button', { name: 'Khôi phục như trước lần này' }).click();
    await page.getByText('Đã khôi phục giá trị trước đó').waitFor();
    await expect.poll(() => value.inputValue()).toBe('10');
    expect(await valueOf()).toBe(10);
    await timeline.getByRole('article').first().filter({ hasText: 'Giá trị: 99 → 10' }).waitFor();
  });

  it("shows a secret configuration entry's value hidden and offers no put-back of it", async () => {
    const key = `KIEM_TOAN_${Date.now()}_API_KEY`;
    await asAdmin('POST', `/api/config/private/${key}`, { value: 'khoa-cu' });
    await asAdmin('POST', `/api/config/private/${key}`, {
      value: 'khoa-moi',
      description: 'Khóa thử',
    });
    const page = await suite.signedInPage(ADMIN_EMAIL, { viewport: { width: 1600, height: 900 } });

    await page.goto(`${suite.server.url}/app/admin/config`);
    await page.getByRole('row').filter({ hasText: key }).click();
    const change = changeOn(page, 'Mô tả: ∅ → Khóa thử');
    await change.waitFor();
    const text = await change.innerText();
    expect(text).toContain('Giá trị: [đã ẩn] → [đã thay đổi]');
    expect(text).not.toContain('khoa-cu');
    expect(await change.getByRole('button', { name: 'Khôi phục như trước lần này' }).count()).toBe(
      0,
    );
  });
});
