import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isDataFilePath } from './dataFiles';
import { syncFile } from './hashing';
import { Refusal } from './refusal';

export const MANIFEST_FILE = 'manifest.json';
/** `sha256sum -c manifest.json.sha256` checks the manifest by hand; the restore checks it too. */
const MANIFEST_SUM_FILE = `${MANIFEST_FILE}.sha256`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  /** The newest migration the database had; `tag` null when the backing-up code did not know it. */
  migration: z.object({ tag: z.string().nullable(), when: z.number().int() }),
  /** In the order they load (a table after those it refers to). */
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      rows: z.number().int().min(0),
      sha256,
    }),
  ),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().regex(/^-?\d+$/) })),
  /** Paths relative to DATA_DIR; each is kept under `files/` in the backup. */
  files: z.array(
    z.object({
      path: z.string().refine(isDataFilePath),
      bytes: z.number().int().min(0),
      sha256,
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** Where a table's rows are kept in a backup: one JSON object a line, ordered by primary key. */
export const tableFile = (backupDir: string, table: string) =>
  path.join(backupDir, 'tables', `${table}.ndjson`);

export const dataFileCopy = (backupDir: string, relative: string) =>
  path.join(backupDir, 'files', ...relative.split('/'));

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** Writes the manifest and its checksum; one a restore would refuse is an error here already. */
export async function writeManifest(backupDir: string, manifest: Manifest): Promise<void> {
  const text = `${JSON.stringify(manifestSchema.parse(manifest), null, 2)}\n`;
  for (const [name, content] of [
    [MANIFEST_FILE, text],
    [MANIFEST_SUM_FILE, `${digest(text)}  ${MANIFEST_FILE}\n`],
  ] as const) {
    await writeFile(path.join(backupDir, name), content, { mode: 0o600 });
    await syncFile(path.join(backupDir, name));
  }
}

/** The manifest, once its own checksum and its shape are right; refused otherwise. */
export function readManifest(backupDir: string): Manifest {
  const file = path.join(backupDir, MANIFEST_FILE);
  const sumFile = path.join(backupDir, MANIFEST_SUM_FILE);
  if (!existsSync(file) || !existsSync(sumFile)) {
    throw new Refusal(
      `Không thấy ${MANIFEST_FILE} và ${MANIFEST_SUM_FILE} trong ${backupDir}: đây không phải ` +
        'một bản sao lưu, hoặc bản sao lưu chưa chạy xong.',
    );
  }
  const text = readFileSync(file, 'utf8');
  if (readFileSync(sumFile, 'utf8').split(/\s/)[0] !== digest(text)) {
    throw new Refusal(`${MANIFEST_FILE} đã bị thay đổi hoặc hỏng (mã SHA-256 không khớp).`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Refusal(`${MANIFEST_FILE} không đúng định dạng bản sao lưu.`);
  return parsed.data;
}
