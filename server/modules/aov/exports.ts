import { eq, inArray } from 'drizzle-orm';
import { ITEM_CATEGORIES } from '../../../common/aov';
import type { Database } from '../../db/client';
import { aovHeroes, aovHeroTags, aovTags } from '../../db/schema';
import {
  column,
  dayColumn,
  labelColumn,
  timeColumn,
  type ExportRow,
} from '../../lib/export/columns';
import type { ExportSpec } from '../../lib/export/send';

const stamps = [timeColumn('Ngày tạo', 'createdAt'), timeColumn('Cập nhật', 'updatedAt')];

export const tagExport: ExportSpec = {
  fileName: 'Thẻ',
  columns: [
    column('Tên thẻ', 'name'),
    column('Slug', 'slug'),
    column('Màu', 'color'),
    column('Mô tả', 'description'),
    ...stamps,
  ],
};

/** Heroes with their tags' names, one query a batch. */
export function heroExport(db: Database): ExportSpec {
  return {
    fileName: 'Tướng',
    columns: [
      column('Tên tướng', 'name'),
      column('Slug', 'slug'),
      column('Danh hiệu', 'title'),
      column('Thẻ', 'tagNames'),
      dayColumn('Ngày phát hành', 'releaseDate'),
      column('Đang dùng', 'active'),
      ...stamps,
    ],
    expand: async (rows: ExportRow[]) => {
      const ids = rows.map((r) => r.id as number);
      const links = ids.length
        ? await db
            .select({ heroId: aovHeroTags.heroId, name: aovTags.name })
            .from(aovHeroTags)
            .innerJoin(aovTags, eq(aovTags.id, aovHeroTags.tagId))
            .where(inArray(aovHeroTags.heroId, ids))
            .orderBy(aovTags.name)
        : [];
      return rows.map((row) => ({
        ...row,
        tagNames: links.filter((l) => l.heroId === row.id).map((l) => l.name),
      }));
    },
  };
}

/** Skins with their hero's name, one query a batch. */
export function skinExport(db: Database): ExportSpec {
  return {
    fileName: 'Trang_phục',
    columns: [
      column('Tên trang phục', 'name'),
      column('Slug', 'slug'),
      column('Tướng', 'heroName'),
      column('Bậc', 'tier'),
      column('Giới hạn', 'limited'),
      dayColumn('Ngày phát hành', 'releaseDate'),
      ...stamps,
    ],
    expand: async (rows: ExportRow[]) => {
      const heroIds = [...new Set(rows.map((r) => r.heroId as number))];
      const heroes = heroIds.length
        ? await db
            .select({ id: aovHeroes.id, name: aovHeroes.name })
            .from(aovHeroes)
            .where(inArray(aovHeroes.id, heroIds))
        : [];
      const names = new Map(heroes.map((h) => [h.id, h.name]));
      return rows.map((row) => ({ ...row, heroName: names.get(row.heroId as number) }));
    },
  };
}

export const itemExport: ExportSpec = {
  fileName: 'Trang_bị',
  columns: [
    column('Tên trang bị', 'name'),
    labelColumn('Loại', 'category', ITEM_CATEGORIES),
    column('Giá (vàng)', 'price'),
    column('Mô tả', 'description'),
    ...stamps,
  ],
};
