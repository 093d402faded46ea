import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { DatabaseHandle } from '../../../server/db/client';
import { durableDatabase } from '../../support/durableDatabase';
import { bearer, MEMBER_EMAIL, signInWithDevLogin } from '../../support/testApp';
import { tempDir, testEnv } from '../../support/testEnv';
import { finishedTask, readTask, toolIdOf, withKey } from './support';

const dataDir = tempDir('restart');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startServer(open: () => Promise<DatabaseHandle>, workers: boolean) {
  const env = testEnv({ DATA_DIR: dataDir, JOB_WORKERS: workers ? '1' : '0' });
  const app = await buildApp({ env, database: await open(), distDir: null });
  await app.ready();
  return app;
}

describe('a ghep-anh-2 task and a server restart', () => {
  it('completes after the restart when it was queued before it', async () => {
    const open = await durableDatabase(dataDir, cleanups, 2);
    const before = await startServer(open, false);
    const member = bearer(await signInWithDevLogin(before, MEMBER_EMAIL));
    const toolId = await toolIdOf(before, member, 'ghep-anh-2');
    const created = await before.inject({
      method: 'POST',
      url: `/api/tools/${toolId}/sample-tasks`,
      headers: withKey(member),
    });
    const taskId = created.json().data.id;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await readTask(before, member, taskId)).status).toBe('queued');
    await before.close();

    const after = await startServer(open, true);
    cleanups.push(() => after.close());
    const done = await finishedTask(after, member, taskId);
    expect(done).toMatchObject({ status: 'succeeded', progress: 100 });
    expect((await after.inject({ url: done.imageUrl!, headers: member })).statusCode).toBe(200);
  });
});
