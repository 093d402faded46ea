// /api/skins/match
import { z } from 'zod';
import { csvNames } from '../../../common/skinCsv';
import { listEntries, skinMatcher } from '../../../common/skinMatch';
import { skinMatchAnswer, skinMatchBody } from '../../../common/schemas/skinMatch';
import { badRequest } from '../../lib/errors';
import { catalogueSkins, type ShowcaseSkin } from './catalogueSkins';
import type { ModuleRoutes } from '../types';

const summary = (skin: ShowcaseSkin) => ({
  id: skin.id,
  name: skin.name,
  heroName: skin.heroName,
  labelName: skin.labelName,
  rank: skin.rank,
  image: skin.image,
});

function entriesOf(body: z.infer<typeof skinMatchBody>) {
  if ('text' in body) return listEntries(body.text);
  const read = csvNames(body.csv, body.column);
  if ('entries' in read) return read.entries;
  const message = body.column
    ? `Tệp CSV không có cột "${body.column}"`
    : `Không nhận ra cột tên trang phục; hãy chọn một cột: ${read.columns.join(', ')}`;
  throw badRequest(message, { column: message }, 'UNKNOWN_COLUMN');
}

/** An account's skin list matched to the catalogue; nothing is written or charged. */
export const skinMatchRoute: ModuleRoutes = async (app, { db }) => {
  app.post(
    '/skins/match',
    {
      config: { permission: 'permission.me', audit: { readsOnly: true } },
      schema: {
        tags: ['aov'],
        summary: 'Đối chiếu danh sách trang phục của một tài khoản với danh mục',
        body: skinMatchBody,
        response: { 200: z.object({ data: skinMatchAnswer }) },
      },
    },
    async (request) => {
      const entries = entriesOf(request.body);
      const catalogue = await catalogueSkins(db);
      const byId = new Map(catalogue.map((skin) => [skin.id, summary(skin)]));
      const result = skinMatcher(catalogue)(entries);
      return {
        data: {
          matched: result.matched.map(({ skinId, ...rest }) => ({
            ...rest,
            skin: byId.get(skinId)!,
          })),
          ambiguous: result.ambiguous.map(({ skinIds, ...rest }) => ({
            ...rest,
            skins: skinIds.map((id) => byId.get(id)!),
          })),
          unknown: result.unknown,
        },
      };
    },
  );
};
