/** A showcase request: checked, and turned into the composer's cards, header and look. */
import type { Database } from '../../db/client';
import type { CollageRequest } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { PREVIEW_WATERMARK, SHOWCASE_LIMITS, type ShowcaseChoice } from '../../../common/tools';
import { ensureUploadFile } from '../uploads';
import type { CollageMode } from './layout';
import { assertOwnUploads, pictureFile } from './pictures';
import { byValue, catalogueSkins, type ShowcaseSkin } from '../aov';
import type { ShowcaseCard, ShowcaseHeader, ShowcaseLook } from './showcaseComposer';
import { headerContentOf, planShowcase, PREVIEW_CARD_WIDTH } from './showcasePlan';
import type { ToolRow } from './toolLookup';

const refuse = (message: string) => badRequest(message, { skinIds: message }, 'BAD_PICTURE_CHOICE');

/** The request's skins in the order they will be shown, each once. */
async function orderedSkins(db: Database, request: CollageRequest, showcase: ShowcaseChoice) {
  const ids = [...new Set(request.skinIds)];
  if (ids.length !== request.skinIds.length) refuseDuplicates(request.skinIds);
  const found = new Map((await catalogueSkins(db, ids)).map((s) => [s.id, s]));
  const unusable = ids.filter((id) => !found.get(id)?.image);
  if (unusable.length) {
    throw refuse(`Trang phục không tồn tại hoặc chưa có ảnh: ${unusable.join(', ')}`);
  }
  const skins = ids.map((id) => found.get(id)!);
  return showcase.order === 'given' ? skins : skins.sort(byValue);
}

function refuseDuplicates(ids: number[]): never {
  const seen = new Set<number>();
  const twice = [...new Set(ids.filter((id) => seen.has(id) || !seen.add(id)))];
  throw refuse(`Trang phục bị chọn hai lần: ${twice.join(', ')}`);
}

export const showcaseLook = (
  tool: Pick<ToolRow, 'options'>,
  request: CollageRequest,
  mode: CollageMode,
): ShowcaseLook => {
  const watermark = mode === 'final' ? tool.options.watermark : PREVIEW_WATERMARK;
  return {
    cardWidth:
      mode === 'preview'
        ? PREVIEW_CARD_WIDTH
        : (request.options.tileSize ?? SHOWCASE_LIMITS.defaultCardWidth),
    ...(request.options.columns && { columns: request.options.columns }),
    frame: request.showcase?.frame ?? 'default',
    brightness: request.showcase?.brightness ?? 1,
    background: request.options.background ?? tool.options.background,
    ...(watermark && { watermark }),
  };
};

/**
 * Refuses (400) a showcase of skins that do not exist, have no picture or come twice, or with
 * an avatar or overview that is not the member's own upload, or too large; answers the card
 * count. A showcase is of catalogue skins only.
 */
export async function checkShowcase(
  db: Database,
  userId: number,
  tool: Pick<ToolRow, 'options'>,
  request: CollageRequest,
  mode: CollageMode,
) {
  const showcase = request.showcase!;
  if (request.uploadIds.length) {
    const message = 'Ảnh trưng bày tài khoản chỉ gồm trang phục trong danh mục';
    throw badRequest(message, { uploadIds: message });
  }
  const skins = await orderedSkins(db, request, showcase);
  const headerPictures = [showcase.avatar, showcase.overview].filter((id) => id !== undefined);
  await assertOwnUploads(db, userId, headerPictures, 'showcase');
  const look = showcaseLook(tool, request, mode);
  planShowcase(skins.length, { ...look, ...headerContentOf(showcase) });
  return skins;
}

const headerPicture = async (db: Database, dataDir: string, id: string | undefined) =>
  id ? ((await ensureUploadFile(db, dataDir, id, 'full')) ?? undefined) : undefined;

/** A card's pictures; a preview's come from the thumbnails, ample for its small cards. */
const cardOf = async (
  db: Database,
  dataDir: string,
  skin: ShowcaseSkin,
  index: number,
  mode: CollageMode,
) => ({
  image: await pictureFile(db, dataDir, skin.image!, index, mode === 'preview' ? 'thumb' : 'full'),
  badge: skin.badge ? await pictureFile(db, dataDir, skin.badge, index) : null,
  label: skin.labelName,
  name: skin.shortName || skin.name,
});

/** The cards (in their order) and the header of a checked showcase request. */
export async function loadShowcase(
  db: Database,
  dataDir: string,
  userId: number,
  tool: Pick<ToolRow, 'options'>,
  request: CollageRequest,
  mode: CollageMode,
): Promise<{ cards: ShowcaseCard[]; header: ShowcaseHeader; look: ShowcaseLook }> {
  const skins = await checkShowcase(db, userId, tool, request, mode);
  const { avatar, overview, rank, level, vouchers, scrolls, code } = request.showcase!;
  const figures = { rank, level, vouchers, scrolls, code };
  const cards = await Promise.all(skins.map((skin, i) => cardOf(db, dataDir, skin, i, mode)));
  const header: ShowcaseHeader = {
    ...figures,
    heroes: new Set(skins.map((s) => s.heroId)).size,
    skins: skins.length,
    avatar: await headerPicture(db, dataDir, avatar),
    overview: await headerPicture(db, dataDir, overview),
  };
  return { cards, header, look: showcaseLook(tool, request, mode) };
}
