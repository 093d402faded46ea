import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sepayEvent, sendSepayWebhook } from '../support/sepayWebhook';
import { apiAsPage } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';

const AN = 'an.admin@beli.local';
const BINH = 'binh.admin@beli.local';
const WEBHOOK_KEY = 'e2e-webhook-key-live-admin-0123456789';
const suite = serverAndBrowserForFile({
  ADMIN_EMAILS: `${AN},${BINH}`,
  PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY,
});
const viewport = { width: 1280, height: 900 };

/** A call to the API as the page's user; answers its JSON. */
const api = <T = Record<string, unknown>>(page: Page, path: string, init?: RequestInit) =>
  apiAsPage<T>(suite.server, page, path, init);

let tagNumber = 0;
/** Another admin adding a tag, as their own browser's save would. */
const addTag = (writer: Page) => {
  const n = ++tagNumber;
  return api(writer, '/tags', {
    method: 'POST',
    body: JSON.stringify({
      slug: `the-truc-tiep-${n}`,
      name: `Thẻ trực tiếp ${n}`,
      color: '#336699',
    }),
  });
};

/** The pagination's "6-10 trên 14": the list's total. */
async function totalShown(page: Page) {
  const range = await page.getByText(/^\d+-\d+ trên \d+$/).textContent();
  return Number(range!.split(' trên ')[1]);
}

const firstName = (page: Page) => page.locator('tbody tr').first().innerText();

/** An edit page's "Đang mở bởi: …", and the name it gives a page's user. */
const openBy = (page: Page) => page.getByText(/^Đang mở bởi: /);
const nameOf = async (page: Page) => ((await api(page, '/users/me')).data as { name: string }).name;

describe('an admin list as another admin writes, in Chromium', () => {
  it('says "N bản ghi mới" to a reader on a later page instead of moving the rows, and refreshes when clicked', async () => {
    const [reader, writer] = await Promise.all([
      suite.signedInPage(AN, { viewport }),
      suite.signedInPage(BINH, { viewport }),
    ]);
    for (let i = 0; i < 8; i++) await addTag(writer);
    await reader.goto(
      `${suite.server.url}/app/admin/aov/tags?page=2&perPage=5&sort=createdAt&order=DESC`,
    );
    await reader.getByText(/^6-10 trên \d+$/).waitFor();
    const before = await totalShown(reader);
    const rowBefore = await firstName(reader);

    await addTag(writer);
    await addTag(writer);
    await addTag(writer);
    const notice = reader.getByRole('button', { name: '3 bản ghi mới' });
    await notice.waitFor();
    expect(await totalShown(reader)).toBe(before);
    expect(await firstName(reader)).toBe(rowBefore);

    await notice.click();
    await expect.poll(() => totalShown(reader)).toBe(before + 3);
    expect(await firstName(reader)).not.toBe(rowBefore);
    expect(await reader.getByRole('button', { name: /bản ghi mới$/ }).count()).toBe(0);
  });

  it('refreshes the first page of a reader at its top at once', async () => {
    const [reader, writer] = await Promise.all([
      suite.signedInPage(AN, { viewport }),
      suite.signedInPage(BINH, { viewport }),
    ]);
    await reader.goto(
      `${suite.server.url}/app/admin/aov/tags?page=1&perPage=5&sort=createdAt&order=DESC`,
    );
    await reader.getByText(/^1-5 trên \d+$/).waitFor();
    const before = await totalShown(reader);
    const tag = await addTag(writer);
    await expect.poll(() => totalShown(reader)).toBe(before + 1);
    expect(await firstName(reader)).toContain(String(tag.name));
    expect(await reader.getByRole('button', { name: /bản ghi mới$/ }).count()).toBe(0);
  });
});

describe("two admins on one tag's edit page, in Chromium", () => {
  const SAVE = /^(save|lưu)$/i;
  const openEdit = async (page: Page, id: unknown) => {
    await page.goto(`${suite.server.url}/app/admin/aov/tags/edit/${String(id)}`);
    await expect.poll(() => page.getByLabel('Tên thẻ').inputValue()).toMatch(/^Thẻ trực tiếp/);
  };

  it('shows each who else has it open, tells one that the other saved it, and forgets one who left', async () => {
    const [an, binh] = await Promise.all([
      suite.signedInPage(AN, { viewport }),
      suite.signedInPage(BINH, { viewport }),
    ]);
    const tag = await addTag(an);
    await openEdit(an, tag.id);
    await openEdit(binh, tag.id);
    await expect.poll(() => openBy(an).textContent()).toBe(`Đang mở bởi: ${await nameOf(binh)}`);
    await expect.poll(() => openBy(binh).textContent()).toBe(`Đang mở bởi: ${await nameOf(an)}`);

    const savedElsewhere = /^Người khác vừa lưu bản ghi này\./;
    await binh.getByLabel('Tên thẻ').fill('Thẻ Bình đã lưu');
    await binh.getByRole('button', { name: SAVE }).click();
    await binh.waitForURL(/\/app\/admin\/aov\/tags(\?.*)?$/);
    await an.getByText(savedElsewhere).waitFor();
    // The one who saved was told nothing of their own save, and has left the page.
    await openBy(an).waitFor({ state: 'detached' });
    expect(await an.getByLabel('Tên thẻ').inputValue()).toMatch(/^Thẻ trực tiếp/);
  });
});

describe("two admins on a tool's edit page, in Chromium", () => {
  it('shows each who else has it open', async () => {
    const [an, binh] = await Promise.all([
      suite.signedInPage(AN, { viewport }),
      suite.signedInPage(BINH, { viewport }),
    ]);
    const [tool] = await api<{ id: number; name: string }[]>(an, '/tools');
    for (const page of [an, binh]) {
      await page.goto(`${suite.server.url}/app/admin/tool/${tool!.id}`);
      await expect.poll(() => page.getByLabel('Tên').first().inputValue()).toBe(tool!.name);
    }
    await expect.poll(() => openBy(an).textContent()).toBe(`Đang mở bởi: ${await nameOf(binh)}`);
    await expect.poll(() => openBy(binh).textContent()).toBe(`Đang mở bởi: ${await nameOf(an)}`);
  });
});

describe('the bank events list, in Chromium', () => {
  it('shows a transfer no order matches as soon as the bank reports it', async () => {
    const admin = await suite.signedInPage(AN, { viewport });
    await admin.goto(`${suite.server.url}/app/admin/payment/events`);
    await admin.getByRole('heading', { name: 'Giao dịch ngân hàng' }).waitFor();
    const content = 'CK khong ro noi dung 4242';
    expect(await admin.getByText(content).count()).toBe(0);

    const response = await sendSepayWebhook(
      suite.server.url,
      WEBHOOK_KEY,
      sepayEvent({ content, transferAmount: 70_000, referenceCode: 'FT26121004242' }),
    );
    expect(response.status).toBe(200);
    const row = admin.locator('tbody tr').filter({ hasText: content });
    await row.waitFor();
    expect(await row.innerText()).toContain('70.000 đ');
  });
});
