import { isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { wallets } from '../../../server/db/schema';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';
import { balance, callerForFile, post } from './apiSupport';
import { expectLedgerInvariants, transactionCount } from './ledgerSupport';
import '../../support/seededRandom';

const t = testAppForFile();
const admin = callerForFile(t, ADMIN_EMAIL);
const member = callerForFile(t, MEMBER_EMAIL);
beforeAll(async () => {
  const credit = await post(t.app, admin, `/api/wallets/${member.walletId}/adjust`, {
    direction: 'credit',
    amount: 500,
    reason: 'Thưởng chào mừng',
  });
  expect(credit.statusCode).toBe(201);
});

const transfer = (body: unknown, key?: string) =>
  post(t.app, member, '/api/wallets/transfer', body, key);
// Every balance is read before the test's own movements: the tests run in any order (shuffled).
const systemWalletIds = async (): Promise<Record<string, number>> => {
  const list = await t.app.inject({ url: '/api/system-wallets', headers: admin.headers });
  return Object.fromEntries(list.json().map((w: { code: string; id: number }) => [w.code, w.id]));
};
const adjust = (direction: 'credit' | 'debit', amount: number, reason: string) =>
  post(t.app, admin, `/api/wallets/${member.walletId}/adjust`, { direction, amount, reason });

describe('the balance and transfers over the API', () => {
  it('shows the balance and wallet in /users/me after an admin credit', async () => {
    const before = await balance(t.app, member);
    expect((await adjust('credit', 25, 'Thưởng thêm')).statusCode).toBe(201);
    const me = (await t.app.inject({ url: '/api/users/me', headers: member.headers })).json().data;
    expect(me).toMatchObject({
      email: MEMBER_EMAIL,
      balance: before + 25,
      walletId: member.walletId,
    });
  });

  it('transfers to a user found by e-mail, answering the transaction with both parties', async () => {
    const [memberBefore, adminBefore] = [await balance(t.app, member), await balance(t.app, admin)];
    const response = await transfer({
      toEmail: ' Admin@Beli.local ',
      amount: 120,
      memo: 'Trả tiền cơm',
    });
    expect(response.statusCode).toBe(201);
    const tx = response.json().data;
    expect(tx).toMatchObject({
      type: 'transfer',
      amount: 120,
      memo: 'Trả tiền cơm',
      from: { walletId: member.walletId, userId: member.id, email: MEMBER_EMAIL },
      to: { walletId: admin.walletId, userId: admin.id, email: ADMIN_EMAIL },
    });
    expect(await balance(t.app, member)).toBe(memberBefore - 120);
    expect(await balance(t.app, admin)).toBe(adminBefore + 120);
    const shown = await t.app.inject({ url: `/api/transactions/${tx.id}`, headers: admin.headers });
    expect(shown.json()).toEqual(tx);
  });

  it('answers the first result to a replayed key and 409 to the key with another body', async () => {
    const before = await balance(t.app, member);
    const first = await transfer({ toEmail: ADMIN_EMAIL, amount: 10, memo: '' }, 'lan-attempt-1');
    const again = await transfer({ toEmail: ADMIN_EMAIL, amount: 10, memo: '' }, 'lan-attempt-1');
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await transfer({ toEmail: ADMIN_EMAIL, amount: 11, memo: '' }, 'lan-attempt-1');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await balance(t.app, member)).toBe(before - 10);
  });

  it.each([
    ['to oneself', { toEmail: MEMBER_EMAIL, amount: 5 }, 422, 'SELF_TRANSFER'],
    ['to nobody', { toEmail: 'khong.co@beli.local', amount: 5 }, 422, 'RECIPIENT_NOT_FOUND'],
    ['a fraction', { toEmail: ADMIN_EMAIL, amount: 1.5 }, 400, 'VALIDATION_ERROR'],
    ['zero', { toEmail: ADMIN_EMAIL, amount: 0 }, 400, 'VALIDATION_ERROR'],
    ['a negative amount', { toEmail: ADMIN_EMAIL, amount: -3 }, 400, 'VALIDATION_ERROR'],
    ['an amount as text', { toEmail: ADMIN_EMAIL, amount: '5' }, 400, 'VALIDATION_ERROR'],
    ['over the limit', { toEmail: ADMIN_EMAIL, amount: 1_000_001 }, 422, 'TRANSFER_LIMIT'],
    // A body made from the member's balance at the time: one BELI more than they hold.
    [
      'more than the balance',
      (held: number) => ({ toEmail: ADMIN_EMAIL, amount: held + 1 }),
      422,
      'INSUFFICIENT_BALANCE',
    ],
    [
      'from another wallet',
      () => ({ toEmail: ADMIN_EMAIL, amount: 5, fromWalletId: admin.walletId }),
      400,
      'VALIDATION_ERROR',
    ],
  ])(
    'refuses a transfer %s with a Vietnamese message and moves nothing',
    async (_, body, status, code) => {
      const before = await transactionCount(t.db);
      const held = await balance(t.app, member);
      const response = await transfer(typeof body === 'function' ? body(held) : body);
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
      expect(response.json().message).toMatch(/[ăâđêôơưáàảãạéèóòúùíìýỳ]/i);
      expect(await transactionCount(t.db)).toBe(before);
      expect(await balance(t.app, member)).toBe(held);
    },
  );

  it('says "Số dư không đủ" for a short balance', async () => {
    const response = await transfer({ toEmail: ADMIN_EMAIL, amount: 10_000 });
    expect(response.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Số dư không đủ',
    });
  });

  it('follows TRANSFER_MIN and TRANSFER_MAX as an admin sets them', async () => {
    const setLimit = (key: string, value: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/config/public/${key}`,
        payload: { value },
        headers: admin.headers,
      });
    const before = await balance(t.app, member);
    expect((await setLimit('TRANSFER_MIN', 10)).statusCode).toBe(200);
    expect((await setLimit('TRANSFER_MAX', 50)).statusCode).toBe(200);
    try {
      expect((await transfer({ toEmail: ADMIN_EMAIL, amount: 9 })).json().code).toBe(
        'TRANSFER_LIMIT',
      );
      expect((await transfer({ toEmail: ADMIN_EMAIL, amount: 51 })).json().code).toBe(
        'TRANSFER_LIMIT',
      );
      expect(await balance(t.app, member)).toBe(before);
    } finally {
      await setLimit('TRANSFER_MIN', 1);
      await setLimit('TRANSFER_MAX', 1_000_000);
    }
  });

  it('needs an Idempotency-Key on every money-moving POST', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/wallets/transfer',
      payload: { toEmail: ADMIN_EMAIL, amount: 5 },
      headers: member.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('idempotency-key');
  });

  it('answers any generated bad body with a 4xx and moves nothing', async () => {
    const before = await transactionCount(t.db);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            toEmail: fc.oneof(fc.string(), fc.constant(MEMBER_EMAIL), fc.integer()),
            amount: fc.oneof(fc.double(), fc.string(), fc.integer({ max: 0 }), fc.constant(null)),
            memo: fc.oneof(fc.string({ maxLength: 300 }), fc.integer()),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const response = await transfer(body);
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    expect(await transactionCount(t.db)).toBe(before);
  });
});

describe('admin money movements', () => {
  it('debits a user wallet with a reason, refusing more than it holds', async () => {
    const before = await balance(t.app, member);
    const short = await adjust('debit', before + 1, 'x');
    expect(short.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    const noReason = await adjust('debit', 5, ' ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('Lý do không được để trống');
    const debit = await adjust('debit', 70, 'Thu hồi');
    expect(debit.json().data).toMatchObject({
      type: 'adjustment',
      memo: 'Thu hồi',
      to: { code: 'TREASURY' },
    });
    expect(await balance(t.app, member)).toBe(before - 70);
  });

  it('moves between system wallets and grants to a user, from system wallets only', async () => {
    const list = await t.app.inject({
      url: '/api/system-wallets',
      query: { range: '[0,99]' },
      headers: admin.headers,
    });
    const systemWallets = await t.db.select().from(wallets).where(isNull(wallets.userId));
    const n = systemWallets.length;
    expect(list.headers['content-range']).toBe(`system-wallets 0-${n - 1}/${n}`);
    const byCode = Object.fromEntries(
      list.json().map((w: { code: string; id: number }) => [w.code, w.id]),
    );
    const move = (body: Record<string, unknown>) =>
      post(t.app, admin, '/api/system-wallets/transfer', body);
    expect(
      (await move({ fromWalletId: byCode.TREASURY, toWalletId: byCode.PROMOTION, amount: 50 }))
        .statusCode,
    ).toBe(201);
    const grant = await move({
      fromWalletId: byCode.PROMOTION,
      toEmail: MEMBER_EMAIL,
      amount: 20,
      memo: 'Quà',
    });
    expect(grant.json().data).toMatchObject({ type: 'system_transfer', to: { userId: member.id } });
    expect(
      (await move({ fromWalletId: byCode.REVENUE, toWalletId: byCode.TREASURY, amount: 1 })).json()
        .code,
    ).toBe('INSUFFICIENT_BALANCE');
    expect(
      (await move({ fromWalletId: member.walletId, toWalletId: byCode.TREASURY, amount: 1 })).json()
        .code,
    ).toBe('NOT_A_SYSTEM_WALLET');
    expect((await move({ fromWalletId: byCode.TREASURY, amount: 1 })).statusCode).toBe(400);
  });

  it('creates a system wallet whose code cannot change afterwards', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/system-wallets',
      headers: admin.headers,
      payload: { code: 'MARKETING', name: 'Tiếp thị', allowNegative: false },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/system-wallets',
      headers: admin.headers,
      payload: { code: 'thuong', name: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/system-wallets/${id}`,
      headers: admin.headers,
      payload: {
        ...created.json<Record<string, unknown>>(),
        code: 'OTHER',
        name: 'Tiếp thị 2026',
        balance: 999,
      },
    });
    expect(edited.json()).toMatchObject({ code: 'MARKETING', name: 'Tiếp thị 2026', balance: 0 });
  });

  it('renames PROMOTION with a PUT of its name alone, keeping the rest of it', async () => {
    const wallets = await t.app.inject({ url: '/api/system-wallets', headers: admin.headers });
    const promotion = wallets.json().find((w: { code: string }) => w.code === 'PROMOTION');
    expect(promotion).toMatchObject({ allowNegative: true });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/system-wallets/${promotion.id}`,
      headers: admin.headers,
      payload: { name: 'Quỹ khuyến mãi' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...promotion, name: 'Quỹ khuyến mãi' });
  });

  it('reconciles the ledger on demand', async () => {
    const check = await t.app.inject({ url: '/api/ledger/check', headers: admin.headers });
    expect(check.json().data).toMatchObject({ ok: true, sumOfBalances: 0, mismatches: [] });
    expect(check.json().data.transactionsChecked).toBe(await transactionCount(t.db));
    await expectLedgerInvariants(t.db);
  });
});

describe('lists', () => {
  it("lists a wallet's entries newest first with the balance after and the other party", async () => {
    const before = await balance(t.app, member);
    expect((await adjust('debit', 7, 'Thu hồi')).statusCode).toBe(201);
    const { PROMOTION } = await systemWalletIds();
    const gift = { fromWalletId: PROMOTION, toEmail: MEMBER_EMAIL, amount: 20, memo: 'Quà' };
    expect((await post(t.app, admin, '/api/system-wallets/transfer', gift)).statusCode).toBe(201);
    const response = await t.app.inject({
      url: `/api/wallets/${member.walletId}/entries`,
      query: { range: '[0,1]' },
      headers: member.headers,
    });
    expect(response.headers['content-range']).toMatch(/^entries 0-1\/\d+$/);
    const [latest, previous] = response.json();
    expect(latest).toMatchObject({
      amount: 20,
      balanceAfter: before - 7 + 20,
      type: 'system_transfer',
      counterparty: { code: 'PROMOTION' },
    });
    expect(previous).toMatchObject({ amount: -7, balanceAfter: before - 7, memo: 'Thu hồi' });
  });

  it("lists the member's own transactions, and every one for wallet.all", async () => {
    // One transfer of the member's and one movement between system wallets, which is not theirs.
    expect((await adjust('credit', 30, 'Tiền ăn')).statusCode).toBe(201);
    const sent = await transfer({ toEmail: ADMIN_EMAIL, amount: 15, memo: 'Trả tiền phở' });
    expect(sent.statusCode).toBe(201);
    const { TREASURY, PROMOTION } = await systemWalletIds();
    const between = { fromWalletId: TREASURY, toWalletId: PROMOTION, amount: 5 };
    expect((await post(t.app, admin, '/api/system-wallets/transfer', between)).statusCode).toBe(
      201,
    );
    const mine = await t.app.inject({ url: '/api/transactions', headers: member.headers });
    const all = await t.app.inject({ url: '/api/transactions', headers: admin.headers });
    const ownTotal = Number(mine.headers['content-range']!.split('/')[1]);
    const allTotal = Number(all.headers['content-range']!.split('/')[1]);
    expect(ownTotal).toBeLessThan(allTotal);
    for (const tx of mine.json()) {
      expect([tx.from.userId, tx.to.userId]).toContain(member.id);
    }
    const transfers = await t.app.inject({
      url: '/api/transactions',
      query: { filter: JSON.stringify({ type: 'transfer', q: 'phở' }) },
      headers: member.headers,
    });
    expect(transfers.json().map((tx: { memo: string }) => tx.memo)).toEqual(['Trả tiền phở']);
  });
});
