import { isDeepStrictEqual } from 'node:util';
import { isSecretConfigEntry } from '../../../common/configKeys';
import { REDACTED, SECRET_CHANGED } from '../../../common/redacted';

export { REDACTED, SECRET_CHANGED };

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

type Values = Record<string, unknown>;

const isValues = (value: unknown): value is Values =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

/**
 * Whether a record's `value` is a secret: a configuration entry's (key, value, isPublic) as its
 * key declares (`isSecretConfigEntry`), any other `key`'s when its name names a secret.
 */
function holdsSecretValue(record: Values): boolean {
  if (typeof record.key !== 'string' || !('value' in record)) return false;
  return typeof record.isPublic === 'boolean'
    ? isSecretConfigEntry(record.key, record.isPublic)
    : namesSecret(record.key);
}

type Side = 'before' | 'after';

/** A secret as an event keeps it: hidden, and after the write, whether the write changed it. */
const hidden = (value: unknown, earlier: unknown, side: Side) =>
  side === 'after' && !isDeepStrictEqual(value, earlier) ? SECRET_CHANGED : REDACTED;

/** `value` with its secrets hidden, `other` being the same record on the write's other side. */
function redactSide(value: unknown, other: unknown, side: Side): unknown {
  if (Array.isArray(value)) {
    return value.map((item, i) =>
      redactSide(item, Array.isArray(other) ? other[i] : undefined, side),
    );
  }
  if (!isValues(value)) return value;
  const counterpart = isValues(other) ? other : {};
  const secretEntry = holdsSecretValue(value);
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      namesSecret(name) || (secretEntry && name === 'value')
        ? hidden(field, counterpart[name], side)
        : redactSide(field, counterpart[name], side),
    ]),
  );
}

/**
 * A write's values before and after with every secret hidden, at any depth: a field whose name
 * names a secret, and a secret configuration entry's `value`. Before the write it reads
 * REDACTED; after, SECRET_CHANGED when the write changed it (or made it), REDACTED otherwise.
 */
export function redactSecrets(
  before: unknown,
  after: unknown,
): { before: unknown; after: unknown } {
  return {
    before: redactSide(before, after, 'before'),
    after: redactSide(after, before, 'after'),
  };
}
