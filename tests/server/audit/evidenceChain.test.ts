import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/rows';
import { checkEvidenceChains } from '../../../server/lib/evidenceChain';
import { ADMIN_EMAIL } from '../../support/testApp';
import { grantBeli } from '../tools/support';
import {
  openPlace,
  portalAt,
  seededPlace,
  runNpm,
  settingsOf,
  transfer,
  type Place,
} from '../backup/support';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let place: Place;

beforeAll(async () => {
  place = await seededPlace(cleanups);
  const { app, admin, member } = await portalAt(place);
  try {
    await grantBeli(app, admin, member, 100);
    for (const amount of [10, 20, 30]) {
      expect((await transfer(app, member, ADMIN_EMAIL, amount)).statusCode).toBe(201);
    }
  } finally {
    await app.close();
  }
});

/** Runs `work` on the database as its superuser would, with the table's triggers switched off. */
async function behindTheTriggers(
  table: string,
  work: (db: DatabaseHandle['db']) => Promise<unknown>,
) {
  const database = await openPlace(place);
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
      await work(tx as unknown as DatabaseHandle['db']);
      await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
    });
  } finally {
    await database.close();
  }
}

/** The first row's `value` of a query at the place. */
async function valueOf<T>(query: string): Promise<T> {
  const database = await openPlace(place);
  try {
    return rowsOf<{ value: T }>(await database.db.execute(sql.raw(query)))[0]!.value;
  } finally {
    await database.close();
  }
}

const verify = () => runNpm('verify', [], settingsOf(place));

/** What the check names wrong in the chains, read in this process (the CLI's start is slow). */
async function chainBreaks() {
  const database = await openPlace(place);
  try {
    return (await checkEvidenceChains(database.db)).map((found) => found.detail);
  } finally {
    await database.close();
  }
}

// Each test puts back what it changed: the tests run in any order on one portal.
describe('the hash chains of the audit log and the ledger', { timeout: 180_000 }, () => {
  it('verify finds both chains whole after the portal wrote them', async () => {
    const run = await verify();
    expect(run.stdout).toContain('chuỗi băm của sổ cái và nhật ký thao tác nguyên vẹn');
    expect(run.code).toBe(0);
  });

  it('names the ledger row changed behind its trigger, also at /api/ledger/check', async () => {
    const id = await valueOf<number>(
      "select id as value from transactions where memo = 'Thử sao lưu' order by id limit 1 offset 1",
    );
    const setMemo = (memo: string) =>
      behindTheTriggers('transactions', (db) =>
        db.execute(sql`update transactions set memo = ${memo} where id = ${id}`),
      );
    await setMemo('Sửa lén');
    try {
      const run = await verify();
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(
        `Sổ cái (giao dịch) (transactions): dòng ${id} không khớp mã băm của chuỗi`,
      );
      const { app, admin } = await portalAt(place);
      try {
        const check = (await app.inject({ url: '/api/ledger/check', headers: admin })).json().data;
        expect(check.ok).toBe(false);
        expect(check.mismatches).toContainEqual(
          expect.objectContaining({
            problem: 'CHAIN_LINK_BROKEN',
            table: 'transactions',
            rowId: id,
          }),
        );
      } finally {
        await app.close();
      }
    } finally {
      await setMemo('Thử sao lưu');
    }
  });

  it('names the audit event changed behind its trigger, and events removed from its end', async () => {
    const id = await valueOf<number>(
      'select id as value from audit_events where actor_email is not null order by id limit 1',
    );
    const email = await valueOf<string>(
      `select actor_email as value from audit_events where id = ${id}`,
    );
    const setEmail = (to: string) =>
      behindTheTriggers('audit_events', (db) =>
        db.execute(sql`update audit_events set actor_email = ${to} where id = ${id}`),
      );
    await setEmail('ai.khac@beli.local');
    try {
      expect(await chainBreaks()).toEqual([
        `Nhật ký thao tác (audit_events): dòng ${id} không khớp mã băm của chuỗi: dòng này ` +
          'hoặc dòng ngay trước nó đã bị sửa',
      ]);
    } finally {
      await setEmail(email);
    }

    const last = await valueOf<number>('select max(id) as value from audit_events');
    await behindTheTriggers('audit_events', async (db) => {
      await db.execute(
        sql`create table removed_event as select * from audit_events where id = ${last}`,
      );
      await db.execute(sql`delete from audit_events where id = ${last}`);
    });
    try {
      expect(await chainBreaks()).toEqual([
        expect.stringMatching(
          /^Nhật ký thao tác \(audit_events\): chuỗi có \d+ dòng nhưng đầu chuỗi ghi \d+: những dòng cuối đã bị xóa$/,
        ),
      ]);
    } finally {
      await behindTheTriggers('audit_events', async (db) => {
        await db.execute(
          sql`insert into audit_events overriding system value select * from removed_event`,
        );
        await db.execute(sql`drop table removed_event`);
      });
    }
    expect(await chainBreaks()).toEqual([]);
  });
});
