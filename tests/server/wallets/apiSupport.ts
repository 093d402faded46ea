import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { bearer, type TestApp } from '../../support/testApp';

export interface Caller {
  headers: Record<string, string>;
  id: number;
  walletId: number;
  email: string;
}

/** Someone signed in to the file's app before its tests run; filled in place by then. */
export function callerForFile(t: TestApp, email: string): Caller {
  const who = { email } as Caller;
  beforeAll(async () => {
    const headers = bearer(await t.signIn(email));
    const me = (await t.app.inject({ url: '/api/users/me', headers })).json().data;
    Object.assign(who, { headers, id: me.id, walletId: me.walletId });
  });
  return who;
}

/** A money-moving POST with its own Idempotency-Key unless one is given. */
export const post = (
  app: FastifyInstance,
  who: Caller,
  url: string,
  payload: unknown,
  key: string = randomUUID(),
) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...who.headers, 'idempotency-key': key },
  });

export async function balance(app: FastifyInstance, who: Caller): Promise<number> {
  return (await app.inject({ url: '/api/users/me', headers: who.headers })).json().data.balance;
}
