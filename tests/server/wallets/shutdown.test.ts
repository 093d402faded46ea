import { describe, expect, it } from 'vitest';
import { signInOverHttp, startChildServer } from '../../support/childServer';
import { expectTransfersKept, survivingDatabase, transferStorm } from '../../support/transferStorm';

describe('a server stopped with SIGTERM in the middle of a storm', () => {
  it('answers every request it took without a 5xx, exits cleanly, and loses no transfer', async () => {
    const { env, done } = await survivingDatabase();
    try {
      const first = await startChildServer(env);
      const admin = await signInOverHttp(first, 'admin@beli.local');
      const storm = await transferStorm(first, admin);
      while (storm.answered.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
      const answeredBefore = storm.answered.length;
      // The clients keep sending while the server drains; they stop once it no longer answers.
      await first.stop('SIGTERM');
      await storm.stop();
      expect(first.process.exitCode).toBe(0);
      expect(storm.statuses.filter((status) => status >= 500)).toEqual([]);
      expect(storm.statuses.every((status) => status === 201)).toBe(true);
      expect(storm.answered.length).toBeGreaterThanOrEqual(answeredBefore);

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
