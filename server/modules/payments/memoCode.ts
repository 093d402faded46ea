import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a person copying the memo by hand cannot confuse two characters. */
export const MEMO_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const MEMO_PREFIX = 'BELI';
export const MEMO_RANDOM_LENGTH = 8;
/** Banks keep at least 25 characters of a transfer's content. */
export const MEMO_MAX_LENGTH = 25;

export function generateMemoCode(): string {
  let code = MEMO_PREFIX;
  for (let i = 0; i < MEMO_RANDOM_LENGTH; i++)
    code += MEMO_ALPHABET[randomInt(MEMO_ALPHABET.length)];
  return code;
}

const MEMO_PATTERN = new RegExp(`${MEMO_PREFIX}[${MEMO_ALPHABET}]{${MEMO_RANDOM_LENGTH}}`, 'g');

/**
 * Every memo code in a transfer's content. Banks upper-case, add their own reference before and
 * after, and sometimes drop the spaces around it, so the code is searched, not compared.
 */
export function findMemoCodes(content: string): string[] {
  return [...new Set(content.toUpperCase().match(MEMO_PATTERN) ?? [])];
}
