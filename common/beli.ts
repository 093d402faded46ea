/** BELI amounts are integers, written the Vietnamese way: `1.234 BELI`. */
export const formatBeli = (amount: number): string => `${amount.toLocaleString('vi-VN')} BELI`;
