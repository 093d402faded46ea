import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../support/testApp';

export interface Caller {
  headers: Record<string, string>;
  id: number;
  walletId: number;
  email: string;
}

export async function caller(
  app: FastifyInstance,
  signIn: (email: string) => Promise<string>,
  email: string,
): Promise<Caller> {
  const headers = bearer(await signIn(email));
  const me = (await app.inject({ url: '/api/users/me', headers })).json().data;
  return { headers, id: me.id, walletId: me.walletId, email };
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
