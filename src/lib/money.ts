// Made on first use: a page's first vi-VN Intl formatter loads the locale's data (≈ 10 ms), which
// a page that shows no money need not pay while its code starts.
let vnd: Intl.NumberFormat | undefined;

/** 100000 → "100.000 đ" */
export const formatVnd = (amount: number) =>
  `${(vnd ??= new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 })).format(amount)} đ`;

/** 1234 → "1.234 BELI": the server writes it the same way in its messages. */
export { formatBeli } from '../../common/beli';

/** (multiplier − 1) × 100 percent, as SPEC 9 shows the promotion: 1.2 → "20%". */
export const bonusPercent = (multiplier: number) =>
  `${((multiplier - 1) * 100).toLocaleString('vi-VN', { maximumFractionDigits: 2 })}%`;

/** Milliseconds left → "29:59". */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
