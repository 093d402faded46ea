import { describe, expect, it } from 'vitest';
import { namesSecret, REDACTED, redactSecrets } from '../../../server/lib/audit/redact';

describe('what the audit log keeps of secrets', () => {
  it('takes a name for a secret when a word of it says so, or it ends in key after another word', () => {
    for (const name of [
      'token',
      'accessToken',
      'SEPAY_API_TOKEN',
      'clientSecret',
      'password',
      'webhookKey',
      'PAYMENT_WEBHOOK_KEY',
      'api-key',
      'apiKey',
      'authorization',
      'hmacSignature',
    ]) {
      expect({ name, secret: namesSecret(name) }).toEqual({ name, secret: true });
    }
    for (const name of ['key', 'name', 'keyword', 'monkey', 'tokenizer', 'description']) {
      expect({ name, secret: namesSecret(name) }).toEqual({ name, secret: false });
    }
  });

  it('hides every secret field at any depth, and the value of a configuration entry named as one', () => {
    expect(
      redactSecrets({
        name: 'Cổng',
        webhookKey: 'k-123',
        nested: [{ password: 'p', note: 'giữ' }],
        entry: { key: 'PAYMENT_WEBHOOK_KEY', value: 'bí mật' },
        plain: { key: 'SUPPORT_URL', value: 'https://hotro.vn' },
      }),
    ).toEqual({
      name: 'Cổng',
      webhookKey: REDACTED,
      nested: [{ password: REDACTED, note: 'giữ' }],
      entry: { key: 'PAYMENT_WEBHOOK_KEY', value: REDACTED },
      plain: { key: 'SUPPORT_URL', value: 'https://hotro.vn' },
    });
  });
});
