import { describe, expect, it } from 'vitest';
import {
  findMemoCodes,
  generateMemoCode,
  MEMO_ALPHABET,
  MEMO_MAX_LENGTH,
} from '../../../server/modules/payments/memoCode';
import { buildVietQrPayload, crc16CcittFalse } from '../../../server/modules/payments/vietqr';

const withoutCrc = (payload: string) => payload.slice(0, -4);
const crcOf = (payload: string) => payload.slice(-4);

describe('the VietQR payload', () => {
  it('uses CRC-16/CCITT-FALSE (check value 0x29B1 for "123456789")', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });

  it('matches a payload written by hand from the EMVCo fields', () => {
    const expected =
      '000201' + // 00 payload format indicator
      '010212' + // 01 point of initiation: dynamic (carries an amount)
      '3854' + // 38 merchant account information, 54 characters:
      '0010A000000727' + //   00 NAPAS GUID
      '0124' + //   01 beneficiary organisation, 24 characters:
      '0006970422' + //     00 bank BIN
      '01100123456789' + //     01 account number
      '0208QRIBFTTA' + //   02 service: transfer to an account
      '5303704' + // 53 currency: VND
      '5406100000' + // 54 amount
      '5802VN' + // 58 country
      '6216' + // 62 additional data, 16 characters:
      '0812BELIABCD2345' + //   08 purpose of transaction: the memo
      '6304F372'; // 63 CRC over everything before it, "6304" included
    const payload = buildVietQrPayload({
      bankBin: '970422',
      accountNumber: '0123456789',
      amountVnd: 100_000,
      memo: 'BELIABCD2345',
    });
    expect(payload).toBe(expected);
    const recomputed = crc16CcittFalse(withoutCrc(payload)).toString(16).toUpperCase();
    expect(recomputed.padStart(4, '0')).toBe(crcOf(payload));
  });

  it('reproduces a payload issued by a Vietnamese payment gateway (payOS documentation)', () => {
    expect(
      buildVietQrPayload({
        bankBin: '970452',
        accountNumber: '10372212086747084',
        amountVnd: 123,
        memo: 'TT Don hang 123456',
      }),
    ).toBe(
      '00020101021238610010A000000727013100069704520117103722120867470840208QRIBFTTA' +
        '530370454031235802VN62220818TT Don hang 12345663046352',
    );
  });

  it('changes the CRC when any character changes', () => {
    const a = buildVietQrPayload({
      bankBin: '970422',
      accountNumber: '0123456789',
      amountVnd: 100_000,
      memo: 'BELIABCD2345',
    });
    const b = buildVietQrPayload({
      bankBin: '970422',
      accountNumber: '0123456789',
      amountVnd: 100_001,
      memo: 'BELIABCD2345',
    });
    expect(crcOf(a)).not.toBe(crcOf(b));
  });
});

describe('the memo code', () => {
  it('is BELI and 8 characters from an alphabet without look-alikes, within 25 characters', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateMemoCode();
      expect(code).toMatch(/^BELI[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
      expect(code.length).toBeLessThanOrEqual(MEMO_MAX_LENGTH);
    }
    expect(MEMO_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('is found in a bank transfer content whatever the bank wrapped around it', () => {
    expect(findMemoCodes('MBVCB.3278614.belixk7p9m2q.CT tu 0123 NGUYEN VAN A')).toEqual([
      'BELIXK7P9M2Q',
    ]);
    expect(findMemoCodes('NAP BELI XK7P9M2Q')).toEqual([]);
    expect(findMemoCodes('BELIXK7P9M2Q BELIXK7P9M2Q BELI23456789')).toEqual([
      'BELIXK7P9M2Q',
      'BELI23456789',
    ]);
  });
});
