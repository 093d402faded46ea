import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPglite } from '../../server/db/client';
import { expect, inject } from 'vitest';
import { signInOverHttp, type ChildServer, type LocalServer } from './childServer';
import { createTestDatabase, testDatabaseKind } from './testDatabase';
import { tempDir } from './testEnv';
import { random } from './seededRandom';

/** A server answering over HTTP: a child process, or an app listening in the test's own. */
export type ServerOverHttp = Pick<ChildServer, 'url'>;

/** Where a child server keeps its data across restarts: a PGlite DATA_DIR, or a PostgreSQL database. */
export async function survivingDatabase(): Promise<{
  env: Record<string, string>;
  done: () => Promise<void>;
}> {
  if (testDatabaseKind() === 'pglite') {
    const dataDir = tempDir('crash');
    const seeded = await createPglite({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await seeded.close();
    return { env: { DATA_DIR: dataDir }, done: async () => {} };
  }
  const database = await createTestDatabase(1);
  return { env: { DATABASE_URL: database.url! }, done: () => database.close() };
}

export function call(
  server: ServerOverHttp,
  token: string,
  url: string,
  body?: unknown,
  key?: string,
) {
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

export interface Answered {
  key: string;
  token: string;
  body: { toEmail: string; amount: number };
  id: number;
  from: string;
}

const EMAILS = Array.from({ length: 6 }, (_, i) => `bao.to${i}@beli.local`);

/** A member's balance, as their profile shows it. */
export const balanceOverHttp = async (server: ServerOverHttp, token: string): Promise<number> =>
  (await heldOverHttp(server, token)).balance;

/** `token`'s owner's balance and what pending holds keep of it. */
export async function heldOverHttp(server: ServerOverHttp, token: string) {
  const { balance, held } = (await (await call(server, token, '/api/users/me')).json()).data;
  return { balance, held } as { balance: number; held: number };
}

/** A 503 (the database away) is asked again with the same key, as the app would. */
const RETRY_PAUSE_MS = 200;

/**
 * Eight clients sending random transfers between six funded members until `stop()`. Every
 * answer is kept in `statuses`; the 2xx, with what they sent, in `answered`. A request answered
 * 503 is sent again with its key until it gets another answer, even after `stop()`. A request
 * that gets no answer at all (the server is gone) ends its client.
 */
export async function transferStorm(server: LocalServer, admin: string) {
  const people: { email: string; token: string; funded: number }[] = [];
  for (const email of EMAILS) {
    const token = await signInOverHttp(server, email);
    const me = await (await call(server, token, '/api/users/me')).json();
    const credit = await call(
      server,
      admin,
      `/api/wallets/${me.data.walletId}/adjust`,
      { direction: 'credit', amount: 5_000, reason: 'Vốn thử' },
      randomUUID(),
    );
    expect(credit.status).toBe(201);
    people.push({ email, token, funded: await balanceOverHttp(server, token) });
  }

  const answered: Answered[] = [];
  const statuses: number[] = [];
  let stopped = false;
  const client = async () => {
    while (!stopped) {
      const from = people[Math.floor(random() * people.length)]!;
      const others = people.filter((p) => p !== from);
      const to = others[Math.floor(random() * others.length)]!;
      const body = { toEmail: to.email, amount: 1 + Math.floor(random() * 50) };
      const key = randomUUID();
      try {
        let response = await call(server, from.token, '/api/wallets/transfer', body, key);
        statuses.push(response.status);
        while (response.status === 503) {
          await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
          response = await call(server, from.token, '/api/wallets/transfer', body, key);
          statuses.push(response.status);
        }
        if (response.ok) {
          const { data } = await response.json();
          answered.push({ key, token: from.token, body, id: data.id, from: from.email });
        }
      } catch {
        return; // the server is gone: this request's fate is unknown, which is allowed
      }
    }
  };
  const clients = Array.from({ length: 8 }, client);
  return {
    people,
    answered,
    statuses,
    /** Stops sending and waits for every client's last request. */
    stop: async () => {
      stopped = true;
      await Promise.all(clients);
    },
  };
}

/** After a restart: every transfer answered 201 is there, a replay of its key answers it, and the ledger balances. */
export async function expectTransfersKept(
  server: ServerOverHttp,
  admin: string,
  answered: Answered[],
) {
  for (const transfer of answered) {
    const shown = await call(server, admin, `/api/transactions/${transfer.id}`);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({
      amount: transfer.body.amount,
      from: { email: transfer.from },
      to: { email: transfer.body.toEmail },
    });
    const replay = await call(
      server,
      transfer.token,
      '/api/wallets/transfer',
      transfer.body,
      transfer.key,
    );
    expect(replay.status).toBe(200);
    expect((await replay.json()).data.id).toBe(transfer.id);
  }
  const check = await (await call(server, admin, '/api/ledger/check')).json();
  expect(check.data).toMatchObject({ ok: true, sumOfBalances: 0, mismatches: [] });
}

/**
 * When every request got an answer: each member's balance is their funding moved by exactly the
 * transfers answered 2xx, so none answered 503 and asked again was posted twice or lost.
 */
export async function expectBalancesFollowAnswers(
  server: ServerOverHttp,
  storm: Awaited<ReturnType<typeof transferStorm>>,
) {
  for (const person of storm.people) {
    const moved = storm.answered.reduce(
      (sum, { from, body }) =>
        sum +
        (body.toEmail === person.email ? body.amount : 0) -
        (from === person.email ? body.amount : 0),
      0,
    );
    expect(await balanceOverHttp(server, person.token)).toBe(person.funded + moved);
  }
}
