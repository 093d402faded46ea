import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storedToken } from './support/browser';
import { userIdOf } from './support/server';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

/** Each person in their own browser context: their own local storage and token. */
const personSignedIn = (email: string) =>
  suite.signedInPage(email, { viewport: { width: 1280, height: 900 } });

/** One API call with the page's own token: its status and its answer's `data`. */
const callApi = (page: Page, path: string, method = 'GET', body?: object) =>
  page.evaluate(
    async ([url, method, body]) => {
      const token = localStorage.getItem('token');
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, data: text ? JSON.parse(text).data : undefined };
    },
    [`/api${path}`, method, body] as const,
  );
const apiStatus = async (page: Page, path: string) => (await callApi(page, path)).status;

describe('managing permissions in Chromium', () => {
  it('a group granted permission.all opens the permission screen to its member, until revoked', async () => {
    const admin = await personSignedIn('admin@beli.local');
    const member = await personSignedIn('member@beli.local');

    // The admin creates a group and lands on its page.
    await admin.goto(`${suite.server.url}/app/admin/permission`);
    await admin.getByLabel('Tên nhóm mới').fill('Nhóm thử nghiệm');
    await admin.getByRole('button', { name: 'Tạo nhóm' }).click();
    await admin.waitForURL(/\/app\/admin\/permission\/group\/\d+$/);
    await admin.getByText('Nhóm: Nhóm thử nghiệm').waitFor();

    // It grants permission.all with one switch.
    const permissionAll = admin.getByLabel('permission.all', { exact: true });
    // The switch follows the server's answer, so it turns on once the grant is saved.
    await permissionAll.click();
    await admin.getByText('Đã cấp quyền permission.all').waitFor();
    await expect.poll(() => permissionAll.isChecked()).toBe(true);

    // It adds the member to the group from the user screen.
    await admin.goto(`${suite.server.url}/app/admin/user`);
    const memberRow = admin.getByRole('row').filter({ hasText: 'member@beli.local' });
    await memberRow.getByRole('button', { name: 'Nhóm' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Nhóm thử nghiệm').check();
    await dialog.getByRole('button', { name: /lưu|save/i }).click();
    await memberRow.getByText('Nhóm thử nghiệm').waitFor();

    // The member opens the permission screen and sees the groups.
    await member.goto(`${suite.server.url}/app/admin/permission`);
    await member.getByRole('row').filter({ hasText: 'Nhóm thử nghiệm' }).waitFor();
    expect(await apiStatus(member, '/permissions/groups')).toBe(200);

    // The admin switches permission.all off again on the group page.
    await admin.goto(`${suite.server.url}/app/admin/permission`);
    await admin.getByRole('row').filter({ hasText: 'Nhóm thử nghiệm' }).click();
    await admin.waitForURL(/\/app\/admin\/permission\/group\/\d+$/);
    await admin.getByLabel('permission.all', { exact: true }).click();
    await admin.getByText('Đã bỏ quyền permission.all').waitFor();

    // The member's very next request is refused, and the screen no longer lists the groups.
    expect(await apiStatus(member, '/permissions/groups')).toBe(403);
    await member.reload();
    await member.waitForURL(`${suite.server.url}/app/access-denied`);
    expect(await member.getByRole('row').filter({ hasText: 'Quản trị viên' }).count()).toBe(0);
    // Refused, not signed out: the member keeps their session.
    expect(await storedToken(member)).toBeTruthy();
  });

  it('lets a user.all holder without permission.all filter the user list by group', async () => {
    const admin = await personSignedIn('admin@beli.local');
    const manager = await personSignedIn('quan.ly@example.com');
    const userAll = (await callApi(admin, '/permissions/all')).data.find(
      (p: { name: string }) => p.name === 'user.all',
    );
    const group = (await callApi(admin, '/permissions/group', 'POST', { name: 'Quản lý' })).data;
    await callApi(admin, `/permissions/group/${group.id}/permission/${userAll.id}`, 'POST');
    const managerId = await userIdOf(suite.server, 'quan.ly@example.com');
    const members = (await callApi(admin, '/permissions/groups')).data.find(
      (g: { name: string }) => g.name === 'Thành viên',
    );
    await callApi(admin, `/permissions/userGroup/${managerId}`, 'POST', {
      groupIds: [members.id, group.id],
    });

    await manager.goto(`${suite.server.url}/app/admin/user`);
    await manager.getByRole('row').filter({ hasText: 'member@beli.local' }).waitFor();
    await manager.getByRole('combobox', { name: 'Nhóm' }).click();
    await manager.getByRole('option', { name: 'Quản trị viên' }).click();
    await expect
      .poll(() => manager.getByRole('row').filter({ hasText: '@' }).allInnerTexts())
      .toEqual([expect.stringContaining('admin@beli.local')]);
  });
});
