import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../env';

/** Where the generated secret is kept. */
export const jwtSecretFile = (dataDir: string) => path.resolve(dataDir, 'jwt-secret');

/** JWT_SECRET, or one generated once and kept in DATA_DIR (set JWT_SECRET when scaling out). */
export function loadJwtSecret(env: Env): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  const file = jwtSecretFile(env.DATA_DIR);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
