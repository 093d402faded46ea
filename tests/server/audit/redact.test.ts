import { describe, expect, it } from 'vitest';
import {
  namesSecret,
  REDACTED,
  redactSecrets,
  SECRET_CHANGED,
} from '../../../server/lib/audit/redact';

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

  it('hides every secret field at any depth, and the value of a secret configuration entry', () => {
    const before = {
      name: 'Cổng',
      webhookKey: 'k-123',
      nested: [{ password: 'p', note: 'giữ' }],
      entry: { key: 'PAYMENT_WEBHOOK_KEY', value: 'bí mật' },
      declared: { key: 'SMTP_PASS', value: 'mật khẩu', isPublic: false },
      plain: { key: 'SUPPORT_URL', value: 'https://hotro.vn', isPublic: true },
    };
    const after = { ...before, webhookKey: 'k-456', nested: [{ password: 'p', note: 'đổi' }] };
    expect(redactSecrets(before, after)).toEqual({
      before: {
        name: 'Cổng',
        webhookKey: REDACTED,
        nested: [{ password: REDACTED, note: 'giữ' }],
        entry: { key: 'PAYMENT_WEBHOOK_KEY', value: REDACTED },
        declared: { key: 'SMTP_PASS', value: REDACTED, isPublic: false },
        plain: { key: 'SUPPORT_URL', value: 'https://hotro.vn', isPublic: true },
      },
      // After the write: what it changed reads as changed, what it left as hidden.
      after: {
        name: 'Cổng',
        webhookKey: SECRET_CHANGED,
        nested: [{ password: REDACTED, note: 'đổi' }],
        entry: { key: 'PAYMENT_WEBHOOK_KEY', value: REDACTED },
        declared: { key: 'SMTP_PASS', value: REDACTED, isPublic: false },
        plain: { key: 'SUPPORT_URL', value: 'https://hotro.vn', isPublic: true },
      },
    });
  });

  it('says a secret an event made or removed is changed or hidden, never what it is', () => {
    const entry = { key: 'BANK_API_PIN', value: '1234', isPublic: false };
    expect(redactSecrets(null, entry).after).toEqual({ ...entry, value: SECRET_CHANGED });
    expect(redactSecrets(entry, null).before).toEqual({ ...entry, value: REDACTED });
  });
});
