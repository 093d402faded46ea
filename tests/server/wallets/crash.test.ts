import { describe, expect, it } from 'vitest';
import { signInOverHttp, startChildServer } from '../../support/childServer';
import { expectTransfersKept, survivingDatabase, transferStorm } from '../../support/transferStorm';

describe('a server killed in the middle of a storm', () => {
  it('keeps every transfer it answered 2xx, and the ledger balances after the restart', async () => {
    const { env, done } = await survivingDatabase();
    try {
      const first = await startChildServer(env);
      const admin = await signInOverHttp(first, 'admin@beli.local');
      const storm = await transferStorm(first, admin);
      while (storm.answered.length < 80) await new Promise((resolve) => setTimeout(resolve, 5));
      const killed = first.stop('SIGKILL');
      await storm.stop();
      await killed;
      expect(first.process.signalCode).toBe('SIGKILL');

      const second = await startChildServer(env);
      try {
        await expectTransfersKept(second, admin, storm.answered);
      } finally {
        await second.stop('SIGTERM');
      }
    } finally {
      await done();
    }
  }, 180_000);
});
