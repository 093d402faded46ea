import { beforeAll } from 'vitest';
import { bearer, type SignedInTestApp } from '../../support/testApp';
import { firstSkinIds, grantBeli, toolIdOf, withKey } from './support';

/** Past every hold a test makes (TASK_HOLD_MINUTES is an hour by default). */
export const afterEveryHold = () => new Date(Date.now() + 2 * 3_600_000);

/**
 * What the hold tests do over HTTP, as members of their own: be funded, read their balance and
 * held amount, start a paid two-picture ghep-anh-2 task (20 BELI), transfer.
 */
export function holdActions(t: SignedInTestApp<'admin'>) {
  let taskTool = 0;
  let skinIds: number[] = [];
  beforeAll(async () => {
    taskTool = await toolIdOf(t.app, t.admin, 'ghep-anh-2');
    skinIds = await firstSkinIds(t.app, t.admin, 2);
  });
  return {
    /** A member of their own, signed in, with `amount` BELI. */
    fundedMember: async (email: string, amount: number) => {
      const headers = bearer(await t.signIn(email));
      await grantBeli(t.app, t.admin, headers, amount);
      return headers;
    },
    me: async (headers: Record<string, string>) => {
      const answer = await t.app.inject({ url: '/api/users/me', headers });
      const { balance, held } = answer.json().data;
      return { balance, held } as { balance: number; held: number };
    },
    startTask: (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tools/${taskTool}/tasks`,
        headers: withKey(headers),
        payload: { skinIds, options: { tileSize: 64 } },
      }),
    transfer: (headers: Record<string, string>, toEmail: string, amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wallets/transfer',
        headers: withKey(headers),
        payload: { toEmail, amount, memo: 'Thử khoản giữ' },
      }),
  };
}
