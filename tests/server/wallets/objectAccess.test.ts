import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';
import { balance, callerForFile, post, type Caller } from './apiSupport';

const t = testAppForFile();
const admin = callerForFile(t, ADMIN_EMAIL);
const member = callerForFile(t, MEMBER_EMAIL);
const other = callerForFile(t, 'nguoi.khac@beli.local');
let othersTransaction: number;
beforeAll(async () => {
  for (const who of [member, other]) {
    await post(t.app, admin, `/api/wallets/${who.walletId}/adjust`, {
      direction: 'credit',
      amount: 100,
      reason: 'Vốn',
    });
  }
  const gift = await post(t.app, other, '/api/wallets/transfer', {
    toEmail: ADMIN_EMAIL,
    amount: 7,
  });
  othersTransaction = gift.json().data.id;
});

const get = (who: Caller, url: string) => t.app.inject({ url, headers: who.headers });

describe('a member sees and moves only what is theirs', () => {
  it('reads their own profile, wallet and entries', async () => {
    const profile = await get(member, '/api/profiles/me');
    expect(profile.json().data).toMatchObject({
      id: member.id,
      email: MEMBER_EMAIL,
      balance: 100,
      walletId: member.walletId,
      groups: [{ name: 'Thành viên' }],
    });
    expect((await get(member, `/api/profiles/${member.id}`)).statusCode).toBe(200);
    expect((await get(member, `/api/wallets/${member.walletId}`)).json().data.balance).toBe(100);
    expect((await get(member, `/api/wallets/${member.walletId}/entries`)).statusCode).toBe(200);
  });

  it("cannot read another user's profile, wallet, entries or transactions", async () => {
    for (const url of [
      `/api/profiles/${other.id}`,
      `/api/wallets/${other.walletId}`,
      `/api/users/${other.id}/wallet`,
      `/api/wallets/${other.walletId}/entries`,
      `/api/transactions/${othersTransaction}`,
    ]) {
      const response = await get(member, url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
    const list = await get(member, '/api/transactions');
    expect(list.json().map((tx: { id: number }) => tx.id)).not.toContain(othersTransaction);
    const filtered = await t.app.inject({
      url: '/api/transactions',
      query: { filter: JSON.stringify({ walletId: other.walletId }) },
      headers: member.headers,
    });
    expect(filtered.json()).toEqual([]);
  });

  it('cannot read a system wallet, nor move money out of any wallet but their own', async () => {
    const system = await get(admin, '/api/system-wallets');
    const treasury = system.json().find((w: { code: string }) => w.code === 'TREASURY').id;
    expect((await get(member, `/api/wallets/${treasury}`)).statusCode).toBe(403);
    const attempts = [
      post(t.app, member, `/api/wallets/${other.walletId}/adjust`, {
        direction: 'debit',
        amount: 5,
        reason: 'lấy',
      }),
      post(t.app, member, '/api/system-wallets/transfer', {
        fromWalletId: treasury,
        toEmail: MEMBER_EMAIL,
        amount: 5,
      }),
      post(t.app, member, '/api/wallets/transfer', {
        toEmail: MEMBER_EMAIL,
        amount: 5,
        fromWalletId: other.walletId,
      }),
    ];
    const statuses = (await Promise.all(attempts)).map((r) => r.statusCode);
    expect(statuses).toEqual([403, 403, 400]);
    expect(await balance(t.app, other)).toBe(93);
    expect(await balance(t.app, member)).toBe(100);
  });

  it('lets an admin read any of them', async () => {
    expect((await get(admin, `/api/profiles/${other.id}`)).json().data.email).toBe(
      'nguoi.khac@beli.local',
    );
    expect((await get(admin, `/api/users/${other.id}/wallet`)).json().data.balance).toBe(93);
    expect((await get(admin, `/api/transactions/${othersTransaction}`)).statusCode).toBe(200);
  });
});
