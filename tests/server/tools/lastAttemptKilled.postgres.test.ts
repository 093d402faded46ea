import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInOverHttp, startChildServer, type ChildServer } from '../../support/childServer';
import { fundOverHttp, paidTasksOverHttp } from '../../support/paidTasks';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../support/testApp';
import { call, heldOverHttp, survivingDatabase } from '../../support/transferStorm';

/**
 * A task's job is tried three times (`TASK_JOBS.retryLimit` 2). On PostgreSQL only: the dead
 * letter is pg-boss's, the same on PGlite, where three restarts of a fresh server cost minutes more.
 */
const ATTEMPTS = 3;

describe('a ghep-anh-2 task whose server is killed on every try, the last included', () => {
  it('ends failed with its held price voided, never charged, within a minute of the last kill', async () => {
    const { env, done } = await survivingDatabase();
    let server: ChildServer | undefined;
    try {
      server = await startChildServer(env);
      const admin = await signInOverHttp(server, ADMIN_EMAIL);
      const member = await signInOverHttp(server, MEMBER_EMAIL);
      await fundOverHttp(server, admin, member, 1_000);
      const { balance: funded } = await heldOverHttp(server, member);
      const tasks = await paidTasksOverHttp(server, member);
      const { id } = (await (await tasks.submit(randomUUID())).json()).data;

      let lastStart: string | null = null;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const current = await paidTasksOverHttp(server, member);
        // Each try marks the task running with a start time of its own.
        await expect
          .poll(async () => (await current.read(id)).startedAt, { timeout: 90_000, interval: 100 })
          .not.toBe(lastStart);
        const task = await current.read(id);
        expect(task.status).toBe('running');
        lastStart = task.startedAt;
        expect(await heldOverHttp(server, member)).toEqual({ balance: funded, held: tasks.price });
        await server.stop('SIGKILL');
        server = await startChildServer(env);
      }

      const after = await paidTasksOverHttp(server, member);
      const outcome = await after.finished(id, 60_000);
      expect(outcome).toMatchObject({
        status: 'failed',
        startedAt: lastStart,
        transactionId: null,
        refundTransactionId: null,
      });
      expect(await heldOverHttp(server, member)).toEqual({ balance: funded, held: 0 });
      // Nothing moves later.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await heldOverHttp(server, member)).toEqual({ balance: funded, held: 0 });
      const check = await (await call(server, admin, '/api/ledger/check')).json();
      expect(check.data).toMatchObject({ ok: true, pendingHolds: 0, mismatches: [] });
    } finally {
      await server?.stop('SIGTERM');
      await done();
    }
  }, 600_000);
});
