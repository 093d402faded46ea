import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploads } from '../../db/schema';
import { reencodeUpload, renderDemoCard, type DemoCard, type EncodedImage } from './images';

export type { DemoCard };

export type UploadVariant = 'full' | 'thumb';

export interface StoredUpload {
  id: string;
  width: number;
  height: number;
  bytes: number;
  thumbBytes: number;
}

export const uploadsDir = (dataDir: string) => path.resolve(dataDir, 'uploads');

/** Where an upload's file lives: `{id}.webp` and `{id}.thumb.webp` under DATA_DIR/uploads. */
export const uploadPath = (dataDir: string, id: string, variant: UploadVariant = 'full') =>
  path.join(uploadsDir(dataDir), variant === 'full' ? `${id}.webp` : `${id}.thumb.webp`);

async function writeAtomically(file: string, bytes: Buffer) {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

async function writeFiles(dataDir: string, id: string, image: EncodedImage) {
  await mkdir(uploadsDir(dataDir), { recursive: true });
  await writeAtomically(uploadPath(dataDir, id, 'full'), image.full);
  await writeAtomically(uploadPath(dataDir, id, 'thumb'), image.thumb);
}

const describe = (id: string, image: EncodedImage): StoredUpload => ({
  id,
  width: image.width,
  height: image.height,
  bytes: image.full.length,
  thumbBytes: image.thumb.length,
});

/**
 * Checks, re-encodes and keeps a picture someone sent (the tools reuse this for user pictures).
 * A refused file is a 400 and leaves nothing behind, neither a file nor a row.
 */
export async function storeUpload(
  db: Executor,
  dataDir: string,
  bytes: Buffer,
  ownerId: number | null,
  effort?: number,
): Promise<StoredUpload> {
  const image = await reencodeUpload(bytes, effort);
  const stored = describe(randomUUID(), image);
  await writeFiles(dataDir, stored.id, image);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(uploads).values({ ...stored, ownerId });
      return stored;
    });
  } catch (error) {
    await Promise.all(
      (['full', 'thumb'] as const).map((v) => unlink(uploadPath(dataDir, stored.id, v))),
    );
    throw error;
  }
  return stored;
}

/** Rows for generated cards; their files are drawn by `drawDemoCards` (outside a transaction). */
export async function insertDemoCards(db: Executor, cards: DemoCard[]): Promise<string[]> {
  if (!cards.length) return [];
  const rows = await db
    .insert(uploads)
    .values(
      cards.map((card) => ({
        width: card.width,
        height: card.height,
        bytes: 0,
        thumbBytes: 0,
        demoCard: card,
      })),
    )
    .returning({ id: uploads.id });
  return rows.map((r) => r.id);
}

export async function drawDemoCard(dataDir: string, id: string, card: DemoCard): Promise<void> {
  await writeFiles(dataDir, id, await renderDemoCard(card));
}

/** Draws the seed's cards into DATA_DIR/uploads, a few at a time (sharp works on its own threads). */
export async function drawDemoCards(
  dataDir: string,
  cards: { id: string; card: DemoCard }[],
): Promise<void> {
  const queue = [...cards];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await drawDemoCard(dataDir, next.id, next.card);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/**
 * The file of an upload, drawing a demo card again when its file is missing (a test or a
 * restored database starts from seeded rows without the seed's DATA_DIR). Null: no such file.
 */
export async function ensureUploadFile(
  db: Executor,
  dataDir: string,
  id: string,
  variant: UploadVariant,
): Promise<string | null> {
  const file = uploadPath(dataDir, id, variant);
  if (existsSync(file)) return file;
  const [row] = await db
    .select({ demoCard: uploads.demoCard })
    .from(uploads)
    .where(eq(uploads.id, id));
  if (!row?.demoCard) return null;
  await drawDemoCard(dataDir, id, row.demoCard);
  return file;
}
