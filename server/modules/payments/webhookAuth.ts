import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { unauthorized } from '../../lib/errors';

const digest = (text: string) => createHash('sha256').update(text).digest();
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export interface WebhookSecrets {
  /** `Authorization: Apikey <key>`. */
  apiKey?: string;
  /** SePay's HMAC-SHA256 secret. */
  hmacSecret?: string;
  /** How far the signed timestamp may be from now, in seconds. */
  windowSeconds: number;
}

export interface WebhookCredentials {
  authorization?: string;
  signature?: string;
  timestamp?: string;
  rawBody?: string;
}

/**
 * A delivery is the bank gateway's when it carries the configured API key, or SePay's
 * HMAC-SHA256 of `<X-SePay-Timestamp>.<raw body>` (hex, optionally `sha256=`) with a timestamp
 * (Unix seconds) within the window. With neither configured the webhook refuses everyone.
 */
export function checkWebhookCredentials(
  credentials: WebhookCredentials,
  secrets: WebhookSecrets,
  now: Date = new Date(),
): void {
  if (credentials.signature !== undefined) {
    checkSignature(credentials, secrets, now);
    return;
  }
  const match = /^apikey\s+(.+)$/i.exec(credentials.authorization?.trim() ?? '');
  if (!secrets.apiKey || !match || !sameText(match[1]!.trim(), secrets.apiKey)) {
    throw unauthorized('Khóa API của webhook không đúng', 'BAD_WEBHOOK_KEY');
  }
}

function checkSignature(credentials: WebhookCredentials, secrets: WebhookSecrets, now: Date) {
  const { timestamp = '', rawBody = '' } = credentials;
  const signature = credentials
    .signature!.trim()
    .replace(/^sha256=/i, '')
    .toLowerCase();
  const expected = secrets.hmacSecret
    ? createHmac('sha256', secrets.hmacSecret).update(`${timestamp}.${rawBody}`).digest('hex')
    : '';
  if (!expected || !sameText(signature, expected)) {
    throw unauthorized('Chữ ký HMAC của webhook không đúng', 'BAD_WEBHOOK_SIGNATURE');
  }
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (!(Math.abs(now.getTime() / 1000 - seconds) <= secrets.windowSeconds)) {
    throw unauthorized(
      'Thông báo webhook đã quá hạn hoặc sai thời điểm (X-SePay-Timestamp)',
      'WEBHOOK_EXPIRED',
    );
  }
}
