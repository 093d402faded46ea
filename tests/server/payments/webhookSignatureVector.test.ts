import { describe, expect, it } from 'vitest';
import { checkWebhookCredentials } from '../../../server/modules/payments/webhookAuth';

/**
 * A fixed vector, computed outside the portal (`openssl dgst -sha256 -hmac SECRET` over
 * `<timestamp>.<body>`), not taken from SePay's page: the page's HMAC section could not be read
 * (docs/decisions.md, "SePay's HMAC signature"). It pins the scheme the check follows.
 */
const SECRET = 'sepay-doc-style-secret-0001';
const TIMESTAMP = '1767225600';
const BODY =
  '{"id":92704,"gateway":"Vietcombank","transactionDate":"2026-01-01 07:00:00","accountNumber":"0123499999","code":null,"content":"chuyen tien mua hang","transferType":"in","transferAmount":2277000,"accumulated":19077000,"subAccount":null,"referenceCode":"MBVCB.3278907687","description":""}';
const SIGNATURE = '6ae1bc088f428706bdc96a584b0b1d24bec7bf90739d751cd8616f4dcf1432df';

const secrets = { hmacSecret: SECRET, windowSeconds: 300 };
const at = new Date(Number(TIMESTAMP) * 1000 + 60_000);
const check =
  (signature: string, rawBody = BODY) =>
  () =>
    checkWebhookCredentials({ signature, timestamp: TIMESTAMP, rawBody }, secrets, at);

describe('the HMAC-SHA256 check against a fixed vector', () => {
  it('accepts the vector, as hex with or without the sha256= prefix', () => {
    expect(check(SIGNATURE)).not.toThrow();
    expect(check(`sha256=${SIGNATURE}`)).not.toThrow();
  });

  it('refuses the vector over another body, in Vietnamese', () => {
    expect(check(SIGNATURE, BODY.replace('2277000', '2277001'))).toThrow(
      'Chữ ký HMAC của webhook không đúng',
    );
  });
});
