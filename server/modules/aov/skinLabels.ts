import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { aovLabels, aovSkins } from '../../db/schema';
import type { CustomFilter } from '../../lib/restFilters';
import type { FilterValue } from '../../lib/restQuery';

/** A label keeps its skins: one that labels any is not deleted (they would lose their label). */
export async function labelInUse(db: Executor, id: number) {
  const [row] = await db.select({ skins: count() }).from(aovSkins).where(eq(aovSkins.labelId, id));
  const skins = row?.skins ?? 0;
  return skins
    ? `Nhãn này còn gắn với ${skins} trang phục: hãy đổi nhãn của các trang phục đó trước`
    : undefined;
}

const kindsOf = (value: FilterValue) =>
  [value]
    .flat()
    .filter((v): v is string | number | boolean => v !== null)
    .map(String);

/**
 * `labelKind` filter: skins whose label is of the kind (or one of the kinds), read label by
 * label along (label_id, sort): a rare kind's few skins are not looked for along the whole order.
 */
export const skinLabelKind: CustomFilter = {
  where(value) {
    const kinds = kindsOf(value);
    if (!kinds.length) return sql`false`;
    return sql`exists (select 1 from ${aovLabels} where ${aovLabels.id} = ${aovSkins.labelId} and ${inArray(aovLabels.kind, kinds)})`;
  },
  fanOut(value) {
    const kinds = kindsOf(value);
    if (!kinds.length) return undefined;
    const values = sql`select ${aovLabels.id} from ${aovLabels} where ${inArray(aovLabels.kind, kinds)}`;
    return { column: aovSkins.labelId, values };
  },
};
