import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { signInOverHttp, startChildServer, type ChildServer } from '../../support/childServer';
import { createTestDatabase, testDatabaseKind } from '../../support/testDatabase';
import { tempDir } from '../../support/testEnv';

/** Where the killed server keeps its data: a PGlite DATA_DIR, or a PostgreSQL database. */
async function survivingDatabase(): Promise<{
  env: Record<string, string>;
  done: () => Promise<void>;
}> {
  if (testDatabaseKind() === 'pglite') {
    const dataDir = tempDir('crash');
    const seeded = await PGlite.create(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await seeded.close();
    return { env: { DATA_DIR: dataDir }, done: async () => {} };
  }
  const database = await createTestDatabase(1);
  return { env: { DATABASE_URL: database.url! }, done: () => database.close() };
}

interface Answered {
  key: string;
  token: string;
  body: { toEmail: string; amount: number };
  id: number;
  from: string;
}

function call(server: ChildServer, token: string, url: string, body?: unknown, key?: string) {
  return fetch(`${server.url}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body ? JSON.stringify(body) : null,
  });
}

const EMAILS = Array.from({ length: 6 }, (_, i) => `bao.to${i}@beli.local`);

describe('a server killed in the middle of a storm', () => {
  it('keeps every transfer it answered 2xx, and the ledger balances after the restart', async () => {
    const { env, done } = await survivingDatabase();
    try {
      const first = await startChildServer(env);
      const admin = await signInOverHttp(first.url, 'admin@beli.local');
      const people: { email: string; token: string }[] = [];
      for (const email of EMAILS) {
        const token = await signInOverHttp(first.url, email);
        const me = await (await call(first, token, '/api/users/me')).json();
        const credit = await call(
          first,
          admin,
          `/api/wallets/${me.data.walletId}/adjust`,
          { direction: 'credit', amount: 5_000, reason: 'Vốn thử' },
          randomUUID(),
        );
        expect(credit.status).toBe(201);
        people.push({ email, token });
      }

      const answered: Answered[] = [];
      let killed = false;
      const client = async () => {
        while (!killed) {
          const from = people[Math.floor(Math.random() * people.length)]!;
          const others = people.filter((p) => p !== from);
          const to = others[Math.floor(Math.random() * others.length)]!;
          const body = { toEmail: to.email, amount: 1 + Math.floor(Math.random() * 50) };
          const key = randomUUID();
          try {
            const response = await call(first, from.token, '/api/wallets/transfer', body, key);
            if (response.status === 201) {
              const { data } = await response.json();
              answered.push({ key, token: from.token, body, id: data.id, from: from.email });
            }
          } catch {
            return; // the server is gone: this request's fate is unknown, which is allowed
          }
        }
      };
      const clients = Array.from({ length: 8 }, client);
      while (answered.length < 80) await new Promise((resolve) => setTimeout(resolve, 5));
      killed = true;
      await first.stop('SIGKILL');
      await Promise.all(clients);
      expect(first.process.signalCode).toBe('SIGKILL');

      const second = await startChildServer(env);
      try {
        for (const transfer of answered) {
          const shown = await call(second, admin, `/api/transactions/${transfer.id}`);
          expect(shown.status).toBe(200);
          const { data } = await shown.json();
          expect(data).toMatchObject({
            amount: transfer.body.amount,
            from: { email: transfer.from },
            to: { email: transfer.body.toEmail },
          });
          const replay = await call(
            second,
            transfer.token,
            '/api/wallets/transfer',
            transfer.body,
            transfer.key,
          );
          expect(replay.status).toBe(200);
          expect((await replay.json()).data.id).toBe(transfer.id);
        }
        const check = await (await call(second, admin, '/api/ledger/check')).json();
        expect(check.data).toMatchObject({ ok: true, sumOfBalances: 0, mismatches: [] });
      } finally {
        await second.stop('SIGTERM');
      }
    } finally {
      await done();
    }
  }, 180_000);
});
