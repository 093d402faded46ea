import { eq } from 'drizzle-orm';
import type { Executor } from '../../server/db/client';
import { aovLabels } from '../../server/db/schema';

/** The id of the label of this code (`T2DirectSale`: the SS skins sold directly). */
export async function labelIdOf(db: Executor, code: string): Promise<number> {
  const [label] = await db
    .select({ id: aovLabels.id })
    .from(aovLabels)
    .where(eq(aovLabels.code, code));
  if (!label) throw new Error(`no label ${code}`);
  return label.id;
}
