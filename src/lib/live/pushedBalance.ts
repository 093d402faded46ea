/**
 * The query holding a user's balance as the channel last pushed it (a `balance` event), so a page
 * that shows it once money moved has it without asking; read with GET /api/users/me otherwise.
 */
export const pushedBalanceKey = (userId: number) => ['beli', 'pushed balance', userId];
