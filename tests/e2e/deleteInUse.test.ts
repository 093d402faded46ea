import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, signInWithDevLogin } from '../support/testApp';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

async function api<T>(email: string, url: string, method = 'GET'): Promise<T> {
  const { app } = suite.server;
  const headers = {
    ...bearer(await signInWithDevLogin(app, email)),
    'idempotency-key': randomUUID(),
  };
  const response = await app.inject({ method: method as 'GET', url, headers });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  const json = response.json<T | { data: T }>();
  return (json && typeof json === 'object' && 'data' in json ? json.data : json) as T;
}

const desktop = () =>
  suite.signedInPage('admin@beli.local', { viewport: { width: 1280, height: 900 } });

describe('deleting something in use, in Chromium', () => {
  it('keeps a tool a member has used: says how many tasks use it and offers to switch it off', async () => {
    const tools = await api<{ id: number; type: string }[]>(ADMIN_EMAIL, '/api/tools');
    const tool = tools.find((t) => t.type === 'ghep-anh-2')!;
    await api(MEMBER_EMAIL, `/api/tools/${tool.id}/sample-tasks`, 'POST');
    const page = await desktop();
    await page.goto(`${suite.server.url}/app/admin/tool/${tool.id}`);
    await page.getByRole('button', { name: 'Xóa' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Công cụ này đã có 0 lượt chạy và 1 tác vụ').waitFor();
    expect(await dialog.getByRole('button', { name: 'Xóa' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Tắt công cụ' }).click();
    await page.getByText('Đã tắt 1 công cụ').waitFor();
    expect((await api<{ active: boolean }>(ADMIN_EMAIL, `/api/tools/${tool.id}`)).active).toBe(
      false,
    );
  });

  it('refuses to offer deleting a hero with skins and leads to its skins instead', async () => {
    const [skin] = await api<{ heroId: number }[]>(ADMIN_EMAIL, '/api/skins?range=[0,0]');
    const hero = await api<{ id: number; name: string }>(
      ADMIN_EMAIL,
      `/api/heroes/${skin!.heroId}`,
    );
    const { app } = suite.server;
    const skins = await app.inject({
      url: `/api/skins?filter=${encodeURIComponent(JSON.stringify({ heroId: hero.id }))}&range=[0,0]`,
      headers: bearer(await signInWithDevLogin(app, ADMIN_EMAIL)),
    });
    const count = Number(String(skins.headers['content-range']).split('/')[1]);
    const page = await desktop();
    await page.goto(`${suite.server.url}/app/admin/aov/heroes/edit/${hero.id}`);
    await page.getByRole('button', { name: 'Xóa' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Tướng này còn ${count} trang phục nên không xóa được`).waitFor();
    expect(await dialog.getByRole('button', { name: 'Xóa' }).isDisabled()).toBe(true);
    await dialog.getByRole('link', { name: `Xem ${count} trang phục` }).click();
    await page.waitForURL(/\/app\/admin\/aov\/skins\?/);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(Math.min(count, 25));
    expect(await api(ADMIN_EMAIL, `/api/heroes/${hero.id}`)).toMatchObject({ id: hero.id });
  });
});
