import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { prepareDatabase } from '../../../server/boot';
import { moduleRoutes } from '../../../server/modules';
import type { ModuleRoutes } from '../../../server/modules/types';
import { signInOverHttp } from '../../support/childServer';
import { fundOverHttp, paidTasksOverHttp } from '../../support/paidTasks';
import { RUNAWAY_RESULT } from '../../support/runawayResult';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../support/testApp';
import { testEnv } from '../../support/testEnv';
import {
  balanceOverHttp,
  call,
  expectBalancesFollowAnswers,
  expectTransfersKept,
  survivingDatabase,
  transferStorm,
} from '../../support/transferStorm';

/** Test-only route: a runaway statement, which ends the database's thread. */
const runawayRoutes: ModuleRoutes = async (app, { db }) => {
  app.get('/runaway', { config: { permission: 'public' } }, async () => {
    await db.execute(sql.raw(RUNAWAY_RESULT));
    return { done: true };
  });
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real app on PGlite's thread in DATA_DIR, listening on loopback. */
async function listeningApp(dataDir: string): Promise<{ app: FastifyInstance; url: string }> {
  // The runaway must end in the thread's death, not be stopped first by the statement timeout,
  // however slowly a busy machine fills the thread's memory.
  const env = testEnv({ DATA_DIR: dataDir, STATEMENT_TIMEOUT_MS: '300000' });
  const database = await prepareDatabase(env);
  const modules = [...moduleRoutes, runawayRoutes];
  const app = await buildApp({ env, database, distDir: null, modules });
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

describe("the API while PGlite's thread dies and is replaced", () => {
  it('answers 503 for the statement it was running, comes back, and loses nothing', async () => {
    const { env, done } = await survivingDatabase();
    const { app, url } = await listeningApp(env.DATA_DIR!);
    const server = { url, dataDir: env.DATA_DIR! };
    let storm: Awaited<ReturnType<typeof transferStorm>> | undefined;
    try {
      const admin = await signInOverHttp(server, ADMIN_EMAIL);
      const member = await signInOverHttp(server, MEMBER_EMAIL);
      await fundOverHttp(server, admin, member, 1_000);
      const funded = await balanceOverHttp(server, member);
      const tasks = await paidTasksOverHttp(server, member);
      storm = await transferStorm(server, admin);
      const submitted = (await (await tasks.submit(randomUUID())).json()).data;
      await tasks.running(submitted.id);

      const died = Date.now();
      const runaway = await fetch(`${url}/api/runaway`);
      expect(runaway.status).toBe(503);
      expect(await runaway.json()).toEqual({
        code: 'DATABASE_UNAVAILABLE',
        message: 'Cơ sở dữ liệu tạm thời không truy cập được; vui lòng thử lại sau giây lát',
      });
      await expect
        .poll(async () => (await call(server, member, '/api/users/me')).status, {
          timeout: 10_000,
          interval: 100,
        })
        .toBe(200);
      const answeredBefore = storm.answered.length;
      while (storm.answered.length < answeredBefore + 40) await pause(20);
      await storm.stop();
      expect(storm.statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);

      const outcome = await tasks.finished(submitted.id, 60_000 - (Date.now() - died));
      expect(outcome).toMatchObject({ status: 'succeeded', transactionId: expect.any(Number) });
      expect(await balanceOverHttp(server, member)).toBe(funded - tasks.price);
      await expectTransfersKept(server, admin, storm.answered);
      await expectBalancesFollowAnswers(server, storm);
    } finally {
      await app.close();
      await storm?.stop();
      await done();
    }
  }, 180_000);
});
