import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../../server/db/schema';
import {
  postTransaction,
  SYSTEM_WALLETS,
  systemWalletId,
  type Posting,
} from '../../../server/modules/wallets/ledger';
import {
  createTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from '../../support/testDatabase';
import { balanceOf, expectLedgerInvariants, userWithBalance } from './ledgerSupport';
import { random } from '../../support/seededRandom';

/**
 * On PostgreSQL the storm runs from 16 clients on their own connections. PGlite serves one
 * connection, so there the same storm runs one posting at a time and checks the same invariants.
 */
const CLIENTS = testDatabaseKind() === 'postgres' ? 16 : 1;
const OPERATIONS = 2_000;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(CLIENTS + 4);
});
afterAll(() => database.close());

type Outcome = { transactionId: number } | { error: string };

async function attempt(posting: Posting): Promise<Outcome> {
  try {
    return { transactionId: (await postTransaction(database.db, posting)).transaction.id };
  } catch (error) {
    return { error: (error as { code?: string }).code ?? String(error) };
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const amount = () => 1 + Math.floor(random() * 300);

describe('the ledger under a storm of postings', () => {
  it(`keeps every invariant after ${OPERATIONS} random transfers, charges and adjustments from ${CLIENTS} clients with replayed keys`, async () => {
    const db = database.db;
    const people: { userId: number; walletId: number }[] = [];
    for (let i = 0; i < 24; i++) people.push(await userWithBalance(db, `bao${i}@storm.vn`, 1_000));
    const treasury = await systemWalletId(db, SYSTEM_WALLETS.treasury);
    const revenue = await systemWalletId(db, SYSTEM_WALLETS.revenue);
    const admin = people[0]!.userId;

    const randomPosting = (n: number): Posting => {
      const person = pick(people);
      const key = `storm-${n}`;
      switch (pick(['transfer', 'transfer', 'charge', 'refund', 'credit', 'debit'] as const)) {
        case 'transfer': {
          const other = pick(people.filter((p) => p !== person));
          return {
            type: 'transfer',
            fromWalletId: person.walletId,
            toWalletId: other.walletId,
            amount: amount(),
            initiatorId: person.userId,
            idempotencyKey: key,
          };
        }
        case 'charge':
          return {
            type: 'tool_charge',
            fromWalletId: person.walletId,
            toWalletId: revenue,
            amount: amount(),
            initiatorId: person.userId,
            idempotencyKey: key,
          };
        case 'refund':
          return {
            type: 'tool_refund',
            fromWalletId: revenue,
            toWalletId: person.walletId,
            amount: amount(),
            initiatorId: null,
            idempotencyKey: key,
          };
        case 'credit':
        case 'debit': {
          const credit = random() < 0.5;
          return {
            type: 'adjustment',
            fromWalletId: credit ? treasury : person.walletId,
            toWalletId: credit ? person.walletId : treasury,
            amount: amount(),
            memo: 'điều chỉnh',
            initiatorId: admin,
            idempotencyKey: key,
          };
        }
      }
    };

    const issued: Posting[] = [];
    const outcomes = new Map<string, Outcome[]>();
    const record = (posting: Posting, outcome: Outcome) => {
      const key = `${posting.initiatorId}:${posting.idempotencyKey}`;
      outcomes.set(key, [...(outcomes.get(key) ?? []), outcome]);
    };
    let next = 0;
    const client = async () => {
      while (next < OPERATIONS) {
        const n = next++;
        // A quarter of the calls replay a key already sent, some of them still in flight,
        // and every tenth new key is sent twice at once.
        if (issued.length > 0 && random() < 0.25) {
          const posting = pick(issued);
          record(posting, await attempt(posting));
          continue;
        }
        const posting = randomPosting(n);
        issued.push(posting);
        const copies = n % 10 === 0 ? 2 : 1;
        const results = await Promise.all(Array.from({ length: copies }, () => attempt(posting)));
        for (const outcome of results) record(posting, outcome);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));

    const unexpected = [...outcomes.values()]
      .flat()
      .filter((o) => 'error' in o && o.error !== 'INSUFFICIENT_BALANCE');
    expect(unexpected).toEqual([]);

    let keysThatMovedMoney = 0;
    for (const results of outcomes.values()) {
      const ids = new Set(results.flatMap((o) => ('transactionId' in o ? [o.transactionId] : [])));
      expect(ids.size).toBeLessThanOrEqual(1);
      keysThatMovedMoney += ids.size;
    }
    const [stormRows] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(sql`${transactions.idempotencyKey} like 'storm-%'`);
    expect(stormRows!.n).toBe(keysThatMovedMoney);
    expect(keysThatMovedMoney).toBeGreaterThan(OPERATIONS / 2);
    expect([...outcomes.values()].filter((o) => o.length > 1).length).toBeGreaterThan(100);
    await expectLedgerInvariants(db);
  });

  it('lets exactly 10 of 50 parallel debits through when the balance covers 10', async () => {
    const db = database.db;
    const payer = await userWithBalance(db, 'ten@storm.vn', 70);
    const revenue = await systemWalletId(db, SYSTEM_WALLETS.revenue);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        attempt({
          type: 'tool_charge',
          fromWalletId: payer.walletId,
          toWalletId: revenue,
          amount: 7,
          initiatorId: payer.userId,
          idempotencyKey: `debit-${i}`,
        }),
      ),
    );
    expect(results.filter((o) => 'transactionId' in o)).toHaveLength(10);
    expect(results.filter((o) => 'error' in o && o.error === 'INSUFFICIENT_BALANCE')).toHaveLength(
      40,
    );
    expect(await balanceOf(db, payer.walletId)).toBe(0);
    await expectLedgerInvariants(db);
  });

  it('moves money once when one key is sent many times at once', async () => {
    const db = database.db;
    const payer = await userWithBalance(db, 'once@storm.vn', 1_000);
    const payee = await userWithBalance(db, 'twice@storm.vn', 0);
    const posting: Posting = {
      type: 'transfer',
      fromWalletId: payer.walletId,
      toWalletId: payee.walletId,
      amount: 400,
      initiatorId: payer.userId,
      idempotencyKey: 'one-key',
    };
    const results = await Promise.all(Array.from({ length: 12 }, () => attempt(posting)));
    const ids = new Set(results.map((o) => ('transactionId' in o ? o.transactionId : o.error)));
    expect([...ids]).toHaveLength(1);
    expect(typeof [...ids][0]).toBe('number');
    expect(await balanceOf(db, payee.walletId)).toBe(400);
    await expectLedgerInvariants(db);
  });
});
