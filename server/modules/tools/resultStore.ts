import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '../../lib/errors';
import type { Collage } from './composer';

export type ResultVariant = 'full' | 'thumb';

/** DATA_DIR/tool-results: every collage and its thumbnail. */
export const resultsDir = (dataDir: string) => path.resolve(dataDir, 'tool-results');

const fileOf = (dataDir: string, name: string, variant: ResultVariant) =>
  path.join(resultsDir(dataDir), variant === 'full' ? `${name}.jpg` : `${name}.thumb.jpg`);

async function writeAtomically(file: string, bytes: Buffer) {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/** Keeps a collage and its thumbnail under DATA_DIR/tool-results; answers the name to store. */
export async function saveResult(dataDir: string, collage: Collage): Promise<string> {
  const name = randomUUID();
  await mkdir(resultsDir(dataDir), { recursive: true });
  await writeAtomically(fileOf(dataDir, name, 'full'), collage.image);
  await writeAtomically(fileOf(dataDir, name, 'thumb'), collage.thumbnail);
  return name;
}

export async function removeResult(dataDir: string, name: string): Promise<void> {
  await Promise.all(
    (['full', 'thumb'] as const).map((v) => rm(fileOf(dataDir, name, v), { force: true })),
  );
}

export async function readResult(
  dataDir: string,
  name: string,
  variant: ResultVariant,
): Promise<Buffer> {
  try {
    return await readFile(fileOf(dataDir, name, variant));
  } catch {
    throw notFound('Không tìm thấy ảnh kết quả');
  }
}
