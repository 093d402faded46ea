import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInOverHttp, startChildServer, type ChildServer } from '../../support/childServer';
import { fundOverHttp, paidTasksOverHttp } from '../../support/paidTasks';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../support/testApp';
import { balanceOverHttp, call, survivingDatabase } from '../../support/transferStorm';

describe('a ghep-anh-2 task whose server is killed while it runs', () => {
  it('is taken up again by the next server within a minute and charged once', async () => {
    const { env, done } = await survivingDatabase();
    let second: ChildServer | undefined;
    try {
      const first = await startChildServer(env);
      const admin = await signInOverHttp(first.url, ADMIN_EMAIL);
      const member = await signInOverHttp(first.url, MEMBER_EMAIL);
      await fundOverHttp(first, admin, member, 1_000);
      const funded = await balanceOverHttp(first, member);
      const tasks = await paidTasksOverHttp(first, member);
      const submitted = (await (await tasks.submit(randomUUID())).json()).data;
      await tasks.running(submitted.id);
      await first.stop('SIGKILL');

      second = await startChildServer(env);
      const again = await paidTasksOverHttp(second, member);
      const outcome = await again.finished(submitted.id, 60_000);
      expect(outcome.status).toBe('succeeded');
      expect(await balanceOverHttp(second, member)).toBe(funded - tasks.price);
      const check = await (await call(second, admin, '/api/ledger/check')).json();
      expect(check.data).toMatchObject({ ok: true, mismatches: [] });
    } finally {
      await second?.stop('SIGTERM');
      await done();
    }
  }, 180_000);
});
