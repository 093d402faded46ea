import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInOverHttp, startChildServer, type ChildServer } from '../../support/childServer';
import { fundOverHttp, paidTasksOverHttp } from '../../support/paidTasks';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../support/testApp';
import { call, heldOverHttp, survivingDatabase } from '../../support/transferStorm';

describe('a ghep-anh-2 task whose server is killed while it runs', () => {
  it('is taken up again by the next server within a minute, its price held meanwhile, and charged once', async () => {
    const { env, done } = await survivingDatabase();
    let second: ChildServer | undefined;
    try {
      const first = await startChildServer(env);
      const admin = await signInOverHttp(first, ADMIN_EMAIL);
      const member = await signInOverHttp(first, MEMBER_EMAIL);
      await fundOverHttp(first, admin, member, 1_000);
      const { balance: funded } = await heldOverHttp(first, member);
      const tasks = await paidTasksOverHttp(first, member);
      const submitted = (await (await tasks.submit(randomUUID())).json()).data;
      await tasks.running(submitted.id);
      expect(await heldOverHttp(first, member)).toEqual({ balance: funded, held: tasks.price });
      await first.stop('SIGKILL');

      second = await startChildServer(env);
      const again = await paidTasksOverHttp(second, member);
      const outcome = await again.finished(submitted.id, 60_000);
      expect(outcome.status).toBe('succeeded');
      expect(await heldOverHttp(second, member)).toEqual({
        balance: funded - tasks.price,
        held: 0,
      });
      const check = await (await call(second, admin, '/api/ledger/check')).json();
      expect(check.data).toMatchObject({ ok: true, pendingHolds: 0, mismatches: [] });
    } finally {
      await second?.stop('SIGTERM');
      await done();
    }
  }, 180_000);
});
