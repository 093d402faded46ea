import type { QueryClient } from '@tanstack/react-query';

/** What a `balance` event says (migration 0027): a user's wallet after money moved. */
export interface PushedBalance {
  userId: number;
  balance: number;
  held: number;
}

/**
 * The query holding a user's balance as the channel last pushed it (a `balance` event), so a page
 * that shows it once money moved has it without asking; read with GET /api/users/me otherwise.
 */
export const pushedBalanceKey = (userId: number) => ['beli', 'pushed balance', userId];

/** The app's own queries (`['beli', kind, …]`) that answer a user's balance, and whose it is. */
const OWNER_BY_KIND: Record<string, (answer: Record<string, unknown>) => unknown> = {
  /** GET /profiles/{id|me} */
  profile: (profile) => profile.id,
  /** GET /users/me */
  me: (me) => me.id,
  /** GET /users/{id}/wallet */
  userWallet: (wallet) => wallet.userId,
};

/**
 * Writes a pushed balance (and held amount, where the answer has one) into every query holding
 * that user's: the pages showing it change at once, with no request.
 */
export function takePushedBalance(client: QueryClient, { userId, balance, held }: PushedBalance) {
  client.setQueryData(pushedBalanceKey(userId), balance);
  for (const { queryKey, state } of client.getQueryCache().findAll({ queryKey: ['beli'] })) {
    const answer = state.data as Record<string, unknown> | undefined;
    const ownerOf = OWNER_BY_KIND[String(queryKey[1])];
    if (!answer || ownerOf?.(answer) !== userId) continue;
    client.setQueryData(queryKey, { ...answer, balance, ...('held' in answer && { held }) });
  }
}
