import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, bearer, signInWithDevLogin } from '../support/testApp';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

/** What has the keyboard focus: its accessible name, roughly, and whether a dialog holds it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    const name =
      element?.getAttribute('aria-label') ??
      element?.labels?.[0]?.textContent ??
      element?.textContent ??
      '';
    return { name: name.trim(), inDialog: Boolean(element?.closest('[role="dialog"]')) };
  });

/** Presses Tab (as a person would) until the focused control's name matches; fails if never. */
async function tabTo(page: Page, name: RegExp, where: { inDialog?: boolean } = {}) {
  const seen: string[] = [];
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    seen.push(now.name);
    if (name.test(now.name) && (where.inDialog === undefined || where.inDialog === now.inDialog)) {
      return;
    }
  }
  throw new Error(`Tab never reached ${name}; it went through: ${seen.join(' → ')}`);
}

async function tagsNamed(name: string): Promise<{ id: number; name: string }[]> {
  const { app } = suite.server;
  const answer = await app.inject({
    url: `/api/tags?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`,
    headers: bearer(await signInWithDevLogin(app, ADMIN_EMAIL)),
  });
  return answer.json();
}

describe('the keyboard alone, in Chromium', () => {
  it('creates a tag from the list through its form, then selects and deletes it through the dialog', async () => {
    const name = `Thẻ bàn phím ${Date.now()}`;
    const page = await suite.signedInPage(ADMIN_EMAIL, { viewport: { width: 1366, height: 900 } });
    const list = `${suite.server.url}/app/admin/aov/tags`;
    await page.goto(list);
    await page.locator('tbody tr').first().waitFor();
    // The toolbar is drawn in the second pass, after the rows: a person sees it before tabbing.
    await page
      .getByRole('link', { name: 'Tạo mới' })
      .or(page.getByRole('button', { name: 'Tạo mới' }))
      .waitFor();

    await tabTo(page, /^Tạo mới$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${list}/create`);
    // The form's code loads after the move: a person sees the form before tabbing into it.
    await page.getByRole('button', { name: 'Lưu' }).waitFor();
    await tabTo(page, /^Tên thẻ/);
    await page.keyboard.type(name);
    await tabTo(page, /^Lưu$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.endsWith('/create'));
    // The toast that says so sits in a Vietnamese-named region, closed by a Vietnamese-named button.
    await page.locator('section[aria-label="Thông báo (Alt+T)"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Đóng thông báo' }).first().waitFor();
    await expect.poll(() => tagsNamed(name)).toHaveLength(1);

    await page.goto(`${list}?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
    await page.getByRole('cell', { name }).waitFor();
    await tabTo(page, /^Chọn dòng này$/);
    await page.keyboard.press('Space');
    await page.getByText('Đã chọn 1 mục').waitFor();
    await tabTo(page, /^Xóa$/, { inDialog: false });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Chưa tướng nào dùng các thẻ đã chọn.').waitFor();
    await tabTo(page, /^Xóa$/, { inDialog: true });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => tagsNamed(name)).toEqual([]);
  });
});
