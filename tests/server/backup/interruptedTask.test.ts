import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { toolTasks } from '../../../server/db/schema';
import { startChildServer } from '../../support/childServer';
import { tempDir } from '../../support/testEnv';
import { toolIdOf, withKey } from '../tools/support';
import { emptyPlace, openPlace, portalAt, seededPlace, runNpm, settingsOf } from './support';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * A portal with a free ghep-anh-2 task the worker had started when the backup was taken: queued
 * with no worker running, then marked running as the worker marks it.
 */
async function portalWithARunningTask() {
  const place = await seededPlace(cleanups);
  const { app, member } = await portalAt(place, { JOB_WORKERS: '0' });
  let taskId: number;
  try {
    const created = await app.inject({
      method: 'POST',
      url: `/api/tools/${await toolIdOf(app, member, 'ghep-anh-2')}/sample-tasks`,
      headers: withKey(member),
    });
    expect(created.statusCode).toBe(201);
    taskId = created.json().data.id;
  } finally {
    await app.close();
  }
  const database = await openPlace(place);
  try {
    await database.db
      .update(toolTasks)
      .set({ status: 'running', progress: 40, startedAt: new Date() })
      .where(eq(toolTasks.id, taskId));
  } finally {
    await database.close();
  }
  return { place, member, taskId };
}

describe('a task running when the backup was taken', () => {
  it('is queued again by the restore and finished by the restored server', async () => {
    const { place, member, taskId } = await portalWithARunningTask();
    const backupDir = path.join(tempDir('backups'), 'beli-task');
    expect((await runNpm('backup', ['--out', backupDir], settingsOf(place))).code).toBe(0);

    const target = await emptyPlace(cleanups);
    const restore = await runNpm('restore', [backupDir], settingsOf(target));
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('1 tác vụ đang chạy lúc sao lưu được xếp hàng chạy lại');

    const server = await startChildServer({ ...settingsOf(target), JWT_SECRET: '' });
    try {
      const task = async () =>
        (await (await fetch(`${server.url}/api/tasks/${taskId}`, { headers: member })).json()).data;
      await expect
        .poll(async () => (await task()).status, { timeout: 60_000, interval: 500 })
        .toBe('succeeded');
      const image = await fetch(`${server.url}${(await task()).imageUrl}`, { headers: member });
      expect(image.status).toBe(200);
    } finally {
      await server.stop('SIGTERM');
    }
  }, 240_000);
});
