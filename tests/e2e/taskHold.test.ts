import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatBeli } from '../../common/beli';
import { compositionSlots } from '../../server/modules/tools/compositionSlots';
import { processTask } from '../../server/modules/tools/taskWorker';
import { pageApi } from './support/pageApi';
import { serverAndBrowserForFile } from './support/suite';

/** No worker: the task waits with its price held until the test runs the worker's code. */
const suite = serverAndBrowserForFile({ JOB_WORKERS: '0' });

const api = <T>(page: Page, path: string, body?: object) =>
  pageApi<T>(suite.server.url, page, path, body);

describe('a paid ghep-anh-2 task’s price, held while the task waits, in Chromium', () => {
  it('shows "đang giữ" on the task, the tool page and the profile until the task succeeds and is charged', async () => {
    const { server } = suite;
    const member = await suite.signedInPage('giu.tien.e2e@beli.local');
    const admin = await suite.signedInPage('admin@beli.local');
    const { walletId } = await api<{ walletId: number }>(member, '/users/me');
    await api(admin, `/wallets/${walletId}/adjust`, {
      direction: 'credit',
      amount: 100,
      reason: 'Thử khoản giữ',
    });

    await member.goto(`${server.url}/app/tool`);
    await member.getByRole('heading', { name: 'Ghép ảnh nâng cao', exact: true }).click();
    await member.getByRole('link', { name: 'Tạo tác vụ mới' }).click();
    const add = member.getByRole('button', { name: /^Chọn / });
    await add.first().click();
    await add.first().click();
    await member.getByRole('button', { name: 'Tạo tác vụ' }).click();
    await member.waitForURL(/\/app\/tool\/ghep-anh-2\/\d+\/\d+$/);
    const taskPage = member.url();
    const taskId = Number(taskPage.split('/').at(-1));

    const held = member.getByTestId('task-held');
    await expect
      .poll(() => held.textContent())
      .toBe(`Đang giữ ${formatBeli(20)}: chỉ bị trừ khi tác vụ thành công, thất bại thì trả lại.`);
    await member.goto(`${server.url}/app/profile/me`);
    await expect
      .poll(() => member.getByTestId('held').textContent())
      .toBe(`Đang giữ ${formatBeli(20)} cho tác vụ chưa xong · khả dụng ${formatBeli(80)}`);
    expect(await member.getByTestId('balance').textContent()).toBe(formatBeli(100));
    await member.goto(taskPage.replace(/\/\d+$/, '/create'));
    await expect
      .poll(() => member.getByTestId('balance').textContent())
      .toBe(`Số dư: ${formatBeli(100)} (đang giữ ${formatBeli(20)})`);

    await processTask(
      server.db,
      server.dataDir,
      compositionSlots({ COMPOSE_CONCURRENCY: 1, SHARP_CACHE_MB: 32 }),
      taskId,
      server.app.log,
      false,
    );
    await member.goto(taskPage);
    await expect.poll(() => member.getByTestId('task-status').textContent()).toBe('Hoàn tất');
    await member.getByRole('img', { name: 'Kết quả' }).waitFor();
    expect(await held.count()).toBe(0);
    await member.goto(`${server.url}/app/profile/me`);
    await expect.poll(() => member.getByTestId('balance').textContent()).toBe(formatBeli(80));
    expect(await member.getByTestId('held').count()).toBe(0);
  });
});
