import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { median } from './loadGenerator';
import { signInWithDevLogin } from '../../tests/support/signInFlow';

/** One app to post transfers on: a member who sends to the admin, their wallet well funded. */
export interface TransferSide {
  app: FastifyInstance;
  member: string;
}

async function post(app: FastifyInstance, token: string, url: string, payload: object) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
  });
  if (response.statusCode >= 300)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<{ data: Record<string, unknown> }>().data;
}

/** Signs the member and the admin in on `app` and credits the member's wallet for the rounds. */
export async function transferSide(app: FastifyInstance): Promise<TransferSide> {
  const admin = await signInWithDevLogin(app, 'admin@beli.local');
  const member = await signInWithDevLogin(app, 'member@beli.local');
  const me = await app.inject({
    url: '/api/users/me',
    headers: { authorization: `Bearer ${member}` },
  });
  const walletId = me.json<{ data: { walletId: number } }>().data.walletId;
  await post(app, admin, `/api/wallets/${walletId}/adjust`, {
    direction: 'credit',
    amount: 1_000_000_000,
    reason: 'bench',
  });
  return { app, member };
}

/** Member-to-admin transfers by `clients` loops at once for `seconds`: transfers per second. */
async function transfersPerSecond(side: TransferSide, clients: number, seconds: number) {
  const started = performance.now();
  let done = 0;
  const client = async () => {
    while (performance.now() - started < seconds * 1000) {
      await post(side.app, side.member, '/api/wallets/transfer', {
        toEmail: 'admin@beli.local',
        amount: 1,
      });
      done++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return done / ((performance.now() - started) / 1000);
}

export interface TransferComparison {
  empty: number;
  grown: number;
  /** The median of each round's grown / empty. */
  ratio: number;
}

/**
 * Transfers/s on the empty database and on the grown one in interleaved rounds (which goes
 * first alternates), after a warm-up round on each: medians, and the median of the rounds'
 * ratios, so a load that moves during the run weighs on both alike.
 */
export async function compareTransfers(
  empty: TransferSide,
  grown: TransferSide,
  { rounds, seconds, clients }: { rounds: number; seconds: number; clients: number },
): Promise<TransferComparison> {
  for (const side of [empty, grown]) await transfersPerSecond(side, clients, 1);
  const rates = { empty: [] as number[], grown: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? (['grown', 'empty'] as const) : (['empty', 'grown'] as const);
    for (const which of order) {
      rates[which].push(
        await transfersPerSecond(which === 'empty' ? empty : grown, clients, seconds),
      );
    }
  }
  return {
    empty: median(rates.empty),
    grown: median(rates.grown),
    ratio: median(rates.grown.map((rate, i) => rate / rates.empty[i]!)),
  };
}
