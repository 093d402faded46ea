import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aovSkins, uploads, type CollageRequest } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { ensureUploadFile, type UploadVariant } from '../uploads';
import { unreadablePicture, type Tile } from './composer';
import { SAMPLE_COUNT, samplePictures } from './samples';

const unique = <T>(values: T[]) => [...new Set(values)];

async function skinsOf(db: Database, ids: number[]) {
  if (!ids.length) return new Map<number, { name: string; image: string | null }>();
  const rows = await db
    .select({ id: aovSkins.id, name: aovSkins.name, image: aovSkins.image })
    .from(aovSkins)
    .where(inArray(aovSkins.id, unique(ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Refuses (400) uploads that are not the user's own, as an error on `field`. */
export async function assertOwnUploads(db: Database, userId: number, ids: string[], field: string) {
  if (!ids.length) return;
  const owned = await db
    .select({ id: uploads.id, ownerId: uploads.ownerId })
    .from(uploads)
    .where(inArray(uploads.id, unique(ids)));
  const mine = new Set(owned.filter((u) => u.ownerId === userId).map((u) => u.id));
  const foreign = unique(ids).filter((id) => !mine.has(id));
  if (foreign.length) {
    const message = `Không tìm thấy ${foreign.length} ảnh tải lên của bạn`;
    throw badRequest(message, { [field]: message }, 'BAD_PICTURE_CHOICE');
  }
}

/** Refuses (400) uploads whose file is not stored (lost since it was sent): nothing to compose. */
async function assertStoredUploads(db: Database, dataDir: string, ids: string[]) {
  const stored = await Promise.all(
    unique(ids).map(async (id) => [id, await ensureUploadFile(db, dataDir, id, 'full')] as const),
  );
  const missing = stored.filter(([, file]) => !file).length;
  if (missing) {
    const message = `${missing} ảnh tải lên chưa được lưu trên máy chủ: hãy tải lại các ảnh này`;
    throw badRequest(message, { uploadIds: message }, 'BAD_PICTURE_CHOICE');
  }
}

/**
 * Refuses (400) a request naming skins that do not exist or have no picture, or uploads that
 * are not the user's own or not stored; answers how many pictures it names.
 */
export async function checkPictures(
  db: Database,
  dataDir: string,
  userId: number,
  request: CollageRequest,
) {
  if (request.sample) return SAMPLE_COUNT;
  const skins = await skinsOf(db, request.skinIds);
  const unusable = unique(request.skinIds).filter((id) => !skins.get(id)?.image);
  if (unusable.length) {
    const message = `Trang phục không tồn tại hoặc chưa có ảnh: ${unusable.join(', ')}`;
    throw badRequest(message, { skinIds: message }, 'BAD_PICTURE_CHOICE');
  }
  await assertOwnUploads(db, userId, request.uploadIds, 'uploadIds');
  await assertStoredUploads(db, dataDir, request.uploadIds);
  return request.skinIds.length + request.uploadIds.length;
}

export async function pictureFile(
  db: Database,
  dataDir: string,
  uploadId: string,
  index: number,
  variant: UploadVariant = 'full',
) {
  const file = await ensureUploadFile(db, dataDir, uploadId, variant);
  if (!file) throw unreadablePicture(index);
  return file;
}

/**
 * The pictures of a request, in order: the skins, then the user's uploads. Each is its file's
 * path: the composer reads it when it comes to that tile, so 200 big pictures are never all in
 * memory at once.
 */
export async function loadTiles(
  db: Database,
  dataDir: string,
  userId: number,
  request: CollageRequest,
): Promise<Tile[]> {
  if (request.sample) return samplePictures();
  await checkPictures(db, dataDir, userId, request);
  const skins = await skinsOf(db, request.skinIds);
  const named = [
    ...request.skinIds.map((id) => ({
      upload: skins.get(id)!.image!,
      caption: skins.get(id)!.name,
    })),
    ...request.uploadIds.map((upload, i) => ({ upload, caption: `Ảnh ${i + 1}` })),
  ];
  return Promise.all(
    named.map(async ({ upload, caption }, index) => ({
      image: await pictureFile(db, dataDir, upload, index),
      caption,
    })),
  );
}
