import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, transactions } from '../../../server/db/schema';
import { random } from '../../support/seededRandom';
import { ADMIN_EMAIL, testAppForFile } from '../../support/testApp';
import { testDatabaseKind } from '../../support/testDatabase';
import { callerForFile, post, type Caller } from './apiSupport';
import { expectLedgerInvariants } from './ledgerSupport';

const t = testAppForFile();
const admin = callerForFile(t, ADMIN_EMAIL);
const members = Array.from({ length: 12 }, (_, i) => callerForFile(t, `bao${i}@audit-storm.vn`));

/** On PostgreSQL the requests overlap on the pool's connections; PGlite serves one at a time. */
const CLIENTS = testDatabaseKind() === 'postgres' ? 16 : 1;
const REQUESTS = 400;

interface Sent {
  key: string;
  requestId: string;
  status: number;
  code?: string;
  transactionId?: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

async function transfer(from: Caller, to: Caller, amount: number, key: string): Promise<Sent> {
  const requestId = `storm-${randomUUID()}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/wallets/transfer',
    payload: { toEmail: to.email, amount },
    headers: { ...from.headers, 'idempotency-key': key, 'x-request-id': requestId },
  });
  const body = response.json();
  return {
    key,
    requestId,
    status: response.statusCode,
    code: body.code,
    transactionId: body.data?.id,
  };
}

describe('transfers over the API under a storm', () => {
  it(`answer each key once and leave one audit event for each transfer made, none for a replay, from ${CLIENTS} clients`, async () => {
    for (const member of members) {
      const credit = await post(t.app, admin, `/api/wallets/${member.walletId}/adjust`, {
        direction: 'credit',
        amount: 2_000,
        reason: 'Vốn thử',
      });
      expect(credit.statusCode).toBe(201);
    }

    const sent: Sent[] = [];
    const issued: { from: Caller; to: Caller; amount: number; key: string }[] = [];
    let next = 0;
    const client = async () => {
      while (next++ < REQUESTS) {
        // A fifth of the calls replay a key already sent, some of them still in flight, and
        // every tenth new key is sent twice at once.
        if (issued.length > 0 && random() < 0.2) {
          const { from, to, amount, key } = pick(issued);
          sent.push(await transfer(from, to, amount, key));
          continue;
        }
        const from = pick(members);
        const to = pick(members.filter((m) => m !== from));
        const order = { from, to, amount: 1 + Math.floor(random() * 300), key: randomUUID() };
        issued.push(order);
        const copies = next % 10 === 0 ? 2 : 1;
        sent.push(
          ...(await Promise.all(
            Array.from({ length: copies }, () => transfer(from, to, order.amount, order.key)),
          )),
        );
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));

    const refused = sent.filter((s) => s.status >= 300);
    expect(refused.filter((s) => s.code !== 'INSUFFICIENT_BALANCE')).toEqual([]);
    const answered = sent.filter((s) => s.status < 300);
    expect(answered.length).toBeGreaterThan(REQUESTS / 2);
    const idOfKey = new Map<string, number>();
    for (const { key, transactionId } of answered) {
      expect(idOfKey.get(key) ?? transactionId).toBe(transactionId);
      idOfKey.set(key, transactionId!);
    }
    const [posted] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(eq(transactions.type, 'transfer'));
    expect(posted!.n).toBe(idOfKey.size);

    const events = await t.db
      .select({
        requestId: auditEvents.requestId,
        recordId: auditEvents.recordId,
        after: auditEvents.after,
      })
      .from(auditEvents)
      .where(eq(auditEvents.resource, 'wallets/transfer'));
    const eventsOf = new Map<string | null, typeof events>();
    for (const event of events) {
      eventsOf.set(event.requestId, [...(eventsOf.get(event.requestId) ?? []), event]);
    }
    // A replay (200) answers the first transfer and moved nothing: it records nothing.
    for (const { requestId, transactionId } of answered.filter((s) => s.status === 201)) {
      const [event, ...more] = eventsOf.get(requestId) ?? [];
      expect(more).toEqual([]);
      expect(event).toMatchObject({
        recordId: String(transactionId),
        after: { id: transactionId },
      });
    }
    for (const { requestId } of answered.filter((s) => s.status === 200)) {
      expect(eventsOf.get(requestId)).toBeUndefined();
    }
    expect(events).toHaveLength(idOfKey.size);
    for (const { requestId } of refused) expect(eventsOf.get(requestId)).toBeUndefined();
    await expectLedgerInvariants(t.db);
  });
});
