import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { member: MEMBER_EMAIL } });
const { member } = t;

const lookUp = (email: string, headers: Record<string, string> = member) =>
  t.app.inject({
    url: `/api/wallets/transfer/recipient?email=${encodeURIComponent(email)}`,
    headers,
  });

describe('GET /api/wallets/transfer/recipient', () => {
  it('names the recipient of an exact e-mail, whatever its letter case', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    const response = await lookUp(' Admin@BELI.local ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name: admin!.name, email: ADMIN_EMAIL } });
  });

  it('refuses what the transfer itself would refuse, in Vietnamese', async () => {
    for (const [email, message] of [
      ['ai-do@beli.local', 'Không tìm thấy người nhận với e-mail này'],
      [MEMBER_EMAIL, 'Không thể chuyển tiền cho chính mình'],
    ]) {
      const response = await lookUp(email!);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ toEmail: message });
    }
    const malformed = await lookUp('not-an-email');
    expect(malformed.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await lookUp(ADMIN_EMAIL, {})).statusCode).toBe(401);
  });

  it('answers an exact address only: part of one is no search', async () => {
    for (const partial of ['admin', 'admin@', '@beli.local', 'admin@beli']) {
      const response = await lookUp(partial);
      expect(response.statusCode, partial).toBe(400);
    }
  });

  it('answers a member 30 lookups in 10 minutes, then 429 in Vietnamese, counting each member alone', async () => {
    const curious = bearer(await t.signIn('to.mo@beli.local'));
    for (let i = 0; i < 30; i++) {
      const response = await lookUp(i % 2 ? ADMIN_EMAIL : `nguoi${i}@beli.local`, curious);
      expect(response.statusCode).not.toBe(429);
    }
    const refused = await lookUp(ADMIN_EMAIL, curious);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_RECIPIENT_LOOKUPS',
      message: expect.stringMatching(
        /^Bạn đã tra người nhận 30 lần trong 10 phút: hãy thử lại sau \d+ phút$/,
      ),
    });
    expect((await lookUp(ADMIN_EMAIL)).statusCode).toBe(200);
  });

  it('counts a transfer to an address without an account as a lookup, so the transfer is no way round the limit', async () => {
    const prober = bearer(await t.signIn('do.tham@beli.local'));
    const transferTo = (toEmail: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wallets/transfer',
        headers: { ...prober, 'idempotency-key': `probe-${toEmail}` },
        payload: { toEmail, amount: 1 },
      });
    for (let i = 0; i < 30; i++) {
      const response = await transferTo(`khong.co${i}@beli.local`);
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('RECIPIENT_NOT_FOUND');
    }
    const refused = await transferTo('khong.co.nua@beli.local');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_RECIPIENT_LOOKUPS');
    expect((await lookUp(ADMIN_EMAIL, prober)).statusCode).toBe(429);
  });
});
