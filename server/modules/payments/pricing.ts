import type { PaymentSettings } from './settings';

/** BELI bought by an amount of đồng, rounded down. */
export const beliFor = (amountVnd: number, settings: PaymentSettings) =>
  Math.floor(amountVnd / settings.vndPerBeli);

export const promotionRunning = (settings: PaymentSettings, now: Date) =>
  now.getTime() < settings.promotionEndsAt;

/**
 * floor(credit × (multiplier − 1)), in integers: 1.2 − 1 is 0.19999… in floating point, and
 * 100 BELI must still earn 20.
 */
export function bonusFor(creditBeli: number, settings: PaymentSettings, now: Date): number {
  if (!promotionRunning(settings, now)) return 0;
  const extraMillionths = BigInt(Math.round((settings.promotionMulti - 1) * 1_000_000));
  if (extraMillionths <= 0n) return 0;
  return Number((BigInt(creditBeli) * extraMillionths) / 1_000_000n);
}
