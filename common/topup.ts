/** Top-up arithmetic shared by the server (what is credited) and the app (what is shown). */

/** BELI bought by an amount of đồng, rounded down. */
export const beliFor = (amountVnd: number, vndPerBeli: number) =>
  Math.floor(amountVnd / vndPerBeli);

/**
 * An order buys whole BELI only: the remainder of an amount that is not a multiple of the rate
 * would be paid and never credited. The message names the two amounts around it.
 */
export function notWholeBeliMessage(amountVnd: number, vndPerBeli: number): string {
  const format = (n: number) => `${n.toLocaleString('vi-VN')} đ`;
  const below = beliFor(amountVnd, vndPerBeli) * vndPerBeli;
  return (
    `Số tiền nạp phải là bội số của ${format(vndPerBeli)} (1 BELI = ${format(vndPerBeli)}): ` +
    `${format(amountVnd)} chỉ đổi được ${beliFor(amountVnd, vndPerBeli)} BELI, phần lẻ sẽ mất. ` +
    `Hãy nạp ${format(below)} hoặc ${format(below + vndPerBeli)}`
  );
}

/**
 * The promotion bonus floor(credit × (multiplier − 1)), in integers: 1.2 − 1 is 0.19999… in
 * floating point, and 100 BELI must still earn 20.
 */
export function promotionBonus(creditBeli: number, multiplier: number): number {
  const extraMillionths = BigInt(Math.round((multiplier - 1) * 1_000_000));
  if (extraMillionths <= 0n) return 0;
  return Number((BigInt(creditBeli) * extraMillionths) / 1_000_000n);
}
