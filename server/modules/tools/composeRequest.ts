/** A run's, task's or preview's picture: a free-form collage, or an account showcase. */
import type { Database } from '../../db/client';
import type { CollageRequest } from '../../db/schema';
import { composeCollage, planCollage, type Collage } from './composer';
import { layoutFor, type CollageMode } from './layout';
import { checkPictures, loadTiles } from './pictures';
import { composeShowcase } from './showcaseComposer';
import { checkShowcase, loadShowcase } from './showcaseRequest';
import type { ToolRow } from './toolLookup';

type Progress = (percent: number) => void | Promise<void>;

/** Refuses (400) what would not compose: pictures that are not there or not the member's, a size too large. */
export async function checkRequest(
  db: Database,
  dataDir: string,
  userId: number,
  tool: ToolRow,
  request: CollageRequest,
  mode: CollageMode,
): Promise<void> {
  if (request.showcase) {
    await checkShowcase(db, userId, tool, request, mode);
    return;
  }
  const count = await checkPictures(db, dataDir, userId, request);
  planCollage(count, layoutFor(tool, request.options, mode));
}

export async function composeRequest(
  db: Database,
  dataDir: string,
  userId: number,
  tool: ToolRow,
  request: CollageRequest,
  mode: CollageMode,
  onProgress?: Progress,
): Promise<Collage> {
  if (request.showcase) {
    const { cards, header, look } = await loadShowcase(db, dataDir, userId, tool, request, mode);
    return composeShowcase(cards, header, look, onProgress);
  }
  const tiles = await loadTiles(db, dataDir, userId, request);
  return composeCollage(tiles, layoutFor(tool, request.options, mode), onProgress);
}
