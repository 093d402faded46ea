import { createHash, timingSafeEqual } from 'node:crypto';
import { unauthorized } from '../../lib/errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `Authorization: Apikey <key>`, as SePay sends it. With no key configured the webhook is off
 * and refuses everyone. Compared in constant time.
 */
export function checkWebhookKey(header: string | undefined, key: string | undefined): void {
  const match = /^apikey\s+(.+)$/i.exec(header?.trim() ?? '');
  if (!key || !match || !timingSafeEqual(digest(match[1]!.trim()), digest(key))) {
    throw unauthorized('Khóa API của webhook không đúng', 'BAD_WEBHOOK_KEY');
  }
}
