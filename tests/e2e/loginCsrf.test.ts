import { describe, expect, it } from 'vitest';
import { devLoginSecretIn } from '../support/signInFlow';
import { bearer, MEMBER_EMAIL } from '../support/testApp';
import { storedToken } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

/**
 * The attacker signs in in a browser of their own and lands on the app's callback page, but
 * never lets it exchange the one-time code: the code in its address stays unspent.
 */
async function attackersUnspentCode(): Promise<string> {
  const context = await suite.browser.newContext();
  await context.route('**/api/auth/exchange', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(
    `${suite.server.url}/api/auth/dev?secret=${devLoginSecretIn(suite.server.dataDir)}`,
  );
  await page.locator('#email').fill('ke.gian@example.com');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.waitForURL('**/login/google/callback?code=*');
  const code = new URL(page.url()).searchParams.get('code')!;
  await context.close();
  return code;
}

describe("a signed-in member sent to the callback page with another person's code, in Chromium", () => {
  it('stays themselves: the server refuses the exchange and the page says why in Vietnamese', async () => {
    const code = await attackersUnspentCode();
    const member = await suite.signedInPage(MEMBER_EMAIL);
    const memberToken = await storedToken(member);

    const exchange = member.waitForResponse((r) => r.url().endsWith('/api/auth/exchange'));
    await member.goto(`${suite.server.url}/login/google/callback?code=${encodeURIComponent(code)}`);
    const refused = await exchange;
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'LOGIN_CODE_OTHER_BROWSER' });
    await expect
      .poll(() => member.locator('body').textContent())
      .toContain('Mã đăng nhập này được tạo cho một trình duyệt khác nên bị từ chối');

    expect(await storedToken(member)).toBe(memberToken);
    const me = await fetch(`${suite.server.url}/api/users/me`, { headers: bearer(memberToken!) });
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(MEMBER_EMAIL);
    await member.goto(`${suite.server.url}/app`);
    await expect
      .poll(() => member.getByTestId('greeting').textContent())
      .toBe('Xin chào, Thành viên demo');
  });
});
