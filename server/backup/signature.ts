import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env';
import { syncFile } from './hashing';
import { MANIFEST_FILE, readManifest, type Manifest } from './manifest';
import { Refusal } from './refusal';

/** HMAC-SHA256 of manifest.json (which holds every table's and file's SHA-256) by BACKUP_KEY. */
const SIGNATURE_FILE = `${MANIFEST_FILE}.hmac`;

const signatureOf = (key: string, manifestText: string) =>
  createHmac('sha256', key).update(manifestText).digest('hex');

const manifestText = (backupDir: string) =>
  readFileSync(path.join(backupDir, MANIFEST_FILE), 'utf8');

/**
 * What a backup or a restore does without BACKUP_KEY: refused in production; elsewhere it goes
 * on unsigned, saying so.
 */
function withoutKey(env: Env, doing: string): void {
  if (env.NODE_ENV === 'production') {
    throw new Refusal(
      `BACKUP_KEY chưa đặt: ở production không ${doing} bản sao lưu chưa ký. Đặt BACKUP_KEY ` +
        '(ít nhất 32 byte, giữ riêng, không để cùng bản sao lưu) rồi chạy lại.',
    );
  }
  console.warn(`Cảnh báo: BACKUP_KEY chưa đặt, ${doing} bản sao lưu không có chữ ký.`);
}

/** Refused before anything is written: a production backup must be signed. */
export function requireSigningKey(env: Env): void {
  if (!env.BACKUP_KEY) withoutKey(env, 'ghi');
}

/** Signs the manifest written in `backupDir` with BACKUP_KEY (none without it). */
export async function signManifest(backupDir: string, env: Pick<Env, 'BACKUP_KEY'>): Promise<void> {
  if (!env.BACKUP_KEY) return;
  const file = path.join(backupDir, SIGNATURE_FILE);
  await writeFile(file, `${signatureOf(env.BACKUP_KEY, manifestText(backupDir))}\n`, {
    mode: 0o600,
  });
  await syncFile(file);
}

/**
 * The manifest, once its signature by BACKUP_KEY checks: a backup edited with its checksums
 * recomputed, or signed with another key, is refused.
 */
export function readSignedManifest(backupDir: string, env: Env): Manifest {
  const manifest = readManifest(backupDir);
  const file = path.join(backupDir, SIGNATURE_FILE);
  const signed = existsSync(file);
  if (!env.BACKUP_KEY) {
    if (signed) {
      throw new Refusal(
        `Bản sao lưu ${backupDir} đã được ký nhưng BACKUP_KEY chưa đặt: đặt đúng khóa đã ký nó.`,
      );
    }
    withoutKey(env, 'khôi phục');
    return manifest;
  }
  if (!signed) {
    throw new Refusal(
      `Bản sao lưu ${backupDir} không có chữ ký (${SIGNATURE_FILE}): không khôi phục.`,
    );
  }
  const expected = Buffer.from(signatureOf(env.BACKUP_KEY, manifestText(backupDir)));
  const found = Buffer.from(readFileSync(file, 'utf8').trim());
  if (found.length !== expected.length || !timingSafeEqual(found, expected)) {
    throw new Refusal(
      `Chữ ký của bản sao lưu ${backupDir} không khớp BACKUP_KEY: bản sao lưu đã bị sửa, hoặc ` +
        'được ký bằng khóa khác. Không khôi phục gì.',
    );
  }
  return manifest;
}
