import { REDACTED } from '../../../common/redacted';

export { REDACTED };

const SECRET_WORDS = new Set([
  'token',
  'secret',
  'password',
  'passwd',
  'apikey',
  'credential',
  'credentials',
  'cookie',
  'authorization',
  'signature',
  'hmac',
]);

/** `webhookKey`, `PAYMENT_WEBHOOK_KEY`, `api-key` → their lower-case words. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * A name that says it holds a secret: one of its words is a token, secret, password… or it ends
 * in `key` after another word (`webhookKey`, `SEPAY_API_KEY`). A lone `key` names a
 * configuration entry, not a secret.
 */
export function namesSecret(name: string): boolean {
  const words = wordsOf(name);
  return (
    words.some((word) => SECRET_WORDS.has(word)) || (words.length > 1 && words.at(-1) === 'key')
  );
}

/**
 * The value with every secret replaced by REDACTED, at any depth: a field whose name names a
 * secret, and the `value` of a configuration entry whose `key` does (`PAYMENT_WEBHOOK_KEY`).
 */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const record = value as Record<string, unknown>;
  const secretEntry = typeof record.key === 'string' && namesSecret(record.key);
  return Object.fromEntries(
    Object.entries(record).map(([name, field]) => [
      name,
      namesSecret(name) || (secretEntry && name === 'value') ? REDACTED : redactSecrets(field),
    ]),
  );
}
