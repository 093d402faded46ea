/**
 * VietQR: the EMVCo merchant-presented QR payload Vietnamese banking apps read for a NAPAS 247
 * transfer to an account (service QRIBFTTA), with the amount and the memo filled in.
 */

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), as EMVCo asks. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** One EMVCo data object: two-digit id, two-digit length, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMVCo field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

export const NAPAS_GUID = 'A000000727';
export const TRANSFER_TO_ACCOUNT = 'QRIBFTTA';

export interface VietQrTransfer {
  /** The beneficiary bank's six-digit NAPAS BIN, e.g. 970422. */
  bankBin: string;
  accountNumber: string;
  /** Whole đồng. */
  amountVnd: number;
  /** What the payer's app puts in the transfer's content. */
  memo: string;
}

export function buildVietQrPayload({
  bankBin,
  accountNumber,
  amountVnd,
  memo,
}: VietQrTransfer): string {
  const beneficiary = field('00', bankBin) + field('01', accountNumber);
  const merchantAccount =
    field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TRANSFER_TO_ACCOUNT);
  const body =
    field('00', '01') +
    field('01', '12') +
    field('38', merchantAccount) +
    field('53', '704') +
    field('54', String(amountVnd)) +
    field('58', 'VN') +
    field('62', field('08', memo)) +
    '6304';
  return body + crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, '0');
}
