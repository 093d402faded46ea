/** Top-up arithmetic shared by the server (what is credited) and the app (what is shown). */

/** BELI bought by an amount of đồng, rounded down. */
export const beliFor = (amountVnd: number, vndPerBeli: number) =>
  Math.floor(amountVnd / vndPerBeli);

/**
 * The promotion bonus floor(credit × (multiplier − 1)), in integers: 1.2 − 1 is 0.19999… in
 * floating point, and 100 BELI must still earn 20.
 */
export function promotionBonus(creditBeli: number, multiplier: number): number {
  const extraMillionths = BigInt(Math.round((multiplier - 1) * 1_000_000));
  if (extraMillionths <= 0n) return 0;
  return Number((BigInt(creditBeli) * extraMillionths) / 1_000_000n);
}
