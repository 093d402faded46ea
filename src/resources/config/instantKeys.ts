/** Keys holding an instant as epoch milliseconds: shown and edited as a date and time. */
const INSTANT_KEYS: readonly string[] = ['PROMOTION_TIME_EXPIRED'];

export const isInstantKey = (key: string | undefined) =>
  key !== undefined && INSTANT_KEYS.includes(key);
