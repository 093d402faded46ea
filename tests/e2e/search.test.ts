import { eq } from 'drizzle-orm';
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aovHeroes, users } from '../../server/db/schema';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../support/testApp';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

describe('the app bar search, in Chromium', () => {
  it('opens with Ctrl+K, finds a user as the admin types, and opens the chosen one', async () => {
    const [member] = await suite.server.db
      .select()
      .from(users)
      .where(eq(users.email, MEMBER_EMAIL));
    const page = await suite.signedInPage(ADMIN_EMAIL, { viewport: { width: 1366, height: 900 } });
    await page.goto(`${suite.server.url}/app`);
    await page.getByRole('button', { name: 'Tìm kiếm (Ctrl+K)' }).waitFor();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: /Tìm người dùng/ });
    await box.waitFor();
    await box.fill('member@beli');
    const option = page.getByRole('option').filter({ hasText: MEMBER_EMAIL });
    await option.waitFor();
    expect(await page.getByRole('option').first().textContent()).toContain('Người dùng');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${suite.server.url}/app/profile/${member!.id}`);
  });

  it('opens from its button on a phone and says when nothing matches', async () => {
    const [hero] = await suite.server.db.select().from(aovHeroes).orderBy(aovHeroes.id).limit(1);
    const page = await suite.signedInPage(MEMBER_EMAIL, { viewport: { width: 390, height: 800 } });
    await page.goto(`${suite.server.url}/app`);
    await page.getByRole('button', { name: 'Tìm kiếm (Ctrl+K)' }).click();
    const box = page.getByRole('combobox', { name: /Tìm người dùng/ });
    const notFound = page.getByRole('status').filter({ hasText: 'Không tìm thấy kết quả nào' });
    await box.fill('khongcogica');
    await notFound.waitFor();
    // A hero a member may read: the answer replaces the "not found" with its option.
    await box.fill(hero!.name);
    await page.getByRole('option').filter({ hasText: hero!.name }).first().waitFor();
    expect(await notFound.count()).toBe(0);
    // Another member's account is not a member's to find: "not found" again, for this query.
    await box.fill('admin@beli');
    await notFound.waitFor();
    expect(await page.getByRole('option').count()).toBe(0);
  });

  it('keeps a Ctrl+K pressed before the search code has come, and opens once it comes', async () => {
    const page = await suite.signedInPage(MEMBER_EMAIL, { viewport: { width: 1366, height: 900 } });
    // The app bar's buttons and the search dialog's code are held until after the press.
    const held: Route[] = [];
    let released = false;
    await page.route(/\/assets\/(AppBarExtras|SearchDialog)-[^/]*\.js$/, (route) =>
      released ? route.continue() : void held.push(route),
    );
    await page.goto(`${suite.server.url}/app`);
    await page.locator('.RaAppBar-menuButton').waitFor();
    await page.keyboard.press('Control+k');
    released = true;
    await Promise.all(held.map((route) => route.continue()));
    const box = page.getByRole('combobox', { name: /Tìm người dùng/ });
    await box.waitFor({ timeout: 5_000 });
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
