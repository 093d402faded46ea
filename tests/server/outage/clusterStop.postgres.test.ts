import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInOverHttp, startChildServer, type ChildServer } from '../../support/childServer';
import { ownPostgresCluster } from '../../support/ownPostgresCluster';
import { fundOverHttp, paidTasksOverHttp } from '../../support/paidTasks';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../support/testApp';
import {
  balanceOverHttp,
  heldOverHttp,
  call,
  expectBalancesFollowAnswers,
  expectTransfersKept,
  transferStorm,
} from '../../support/transferStorm';

const UNAVAILABLE = {
  code: 'DATABASE_UNAVAILABLE',
  message: 'Cơ sở dữ liệu tạm thời không truy cập được; vui lòng thử lại sau giây lát',
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the API while its PostgreSQL server is stopped hard and started again', () => {
  it('stays up, answers 503, recovers by itself, loses no transfer and charges no task twice', async () => {
    const cluster = await ownPostgresCluster();
    let server: ChildServer | undefined;
    let storm: Awaited<ReturnType<typeof transferStorm>> | undefined;
    try {
      await cluster.createDatabase('beli');
      server = await startChildServer({ DATABASE_URL: cluster.url('beli') });
      const admin = await signInOverHttp(server, ADMIN_EMAIL);
      const member = await signInOverHttp(server, MEMBER_EMAIL);
      await fundOverHttp(server, admin, member, 1_000);
      const funded = await balanceOverHttp(server, member);
      const tasks = await paidTasksOverHttp(server, member);

      storm = await transferStorm(server, admin);
      const submitted = (await (await tasks.submit(randomUUID())).json()).data;
      const running = await tasks.running(submitted.id);

      await cluster.stopImmediately();
      const refused = await call(server, member, '/api/users/me');
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual(UNAVAILABLE);
      const laterKey = randomUUID();
      const refusedTask = await tasks.submit(laterKey);
      expect(refusedTask.status).toBe(503);
      expect(await refusedTask.json()).toEqual(UNAVAILABLE);
      // Long enough for the running task to finish composing and fail to record it.
      await pause(5_000);
      expect(server.process.exitCode).toBeNull();

      await cluster.start();
      const back = Date.now();
      await expect
        .poll(async () => (await call(server!, member, '/api/users/me')).status, {
          timeout: 10_000,
          interval: 100,
        })
        .toBe(200);
      const answeredBeforeStop = storm.answered.length;
      while (storm.answered.length < answeredBeforeStop + 40) await pause(20);
      await storm.stop();
      expect(storm.statuses).toContain(503);
      expect(storm.statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);

      // The task refused while the database was away, sent again with its key: one task.
      const later = (await (await tasks.submit(laterKey)).json()).data;
      expect((await (await tasks.submit(laterKey)).json()).data.id).toBe(later.id);
      const withinAMinute = () => 60_000 - (Date.now() - back);
      const outcomes = [
        await tasks.finished(running.id, withinAMinute()),
        await tasks.finished(later.id, withinAMinute()),
      ];
      // The running task's composition was recorded once the database was back, not redone.
      expect(outcomes[0]).toMatchObject({ status: 'succeeded', startedAt: running.startedAt });
      // Charged (its hold posted) when it succeeded, and only then.
      for (const outcome of outcomes) {
        expect(outcome.transactionId !== null).toBe(outcome.status === 'succeeded');
      }
      const kept = outcomes.filter((outcome) => outcome.status === 'succeeded');
      expect(await heldOverHttp(server, member)).toEqual({
        balance: funded - tasks.price * kept.length,
        held: 0,
      });

      await expectTransfersKept(server, admin, storm.answered);
      await expectBalancesFollowAnswers(server, storm);
      expect(server.process.exitCode).toBeNull();
    } finally {
      // Ends a storm still asking a server that failed the test.
      await server?.stop('SIGKILL');
      await storm?.stop();
      await cluster.destroy();
    }
  }, 180_000);
});
