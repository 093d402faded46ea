import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * DATA_DIR/dev-login-secret while the development sign-in is on, else null: for whoever
     * starts the app to print the sign-in address or pass the secret on, as a script would.
     */
    devLoginSecretFile: string | null;
  }
}

/** Where the development sign-in's secret is kept: owner-only, like all of DATA_DIR. */
export const devLoginSecretFile = (dataDir: string) => path.resolve(dataDir, 'dev-login-secret');

/**
 * A new secret for this start, replacing the last one (renamed into place, so a reader never sees
 * half a secret). A socket's address cannot tell the local user from a proxy on this machine; a
 * file only the server's user can read can.
 */
export function writeNewDevLoginSecret(dataDir: string): void {
  const file = devLoginSecretFile(dataDir);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  renameSync(partial, file);
}

/**
 * The secret the file holds now: the newest start's, whichever process on this DATA_DIR made it,
 * so that every process sharing it accepts what the file says.
 */
export const currentDevLoginSecret = (dataDir: string) =>
  readFileSync(devLoginSecretFile(dataDir), 'utf8').trim();

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is the current secret, compared in constant time (digests of one length). */
export function isDevLoginSecret(dataDir: string, given: unknown): boolean {
  if (typeof given !== 'string' || given === '') return false;
  let secret: string;
  try {
    secret = currentDevLoginSecret(dataDir);
  } catch {
    return false;
  }
  return secret !== '' && timingSafeEqual(digest(given), digest(secret));
}

/** The address `npm start` prints: the development sign-in page with the secret in its forms. */
export const devLoginAddress = (publicUrl: string, dataDir: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/auth/dev?secret=${encodeURIComponent(currentDevLoginSecret(dataDir))}`;
