import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

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
});
