/**
 * Where the scheduled reconciliation stopped when it could not read a window whole (a page
 * failed, or the bound on pages was reached): kept as a private configuration entry so that any
 * process's next run reads on from that page of that same window, then forgets it.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { configEntries } from '../../db/schema';

export const RESUME_KEY = 'SEPAY_RECONCILE_RESUME';

const resumePoint = z.object({
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  page: z.number().int().min(1),
});

export interface ResumePoint {
  from: Date;
  to: Date;
  page: number;
}

export async function readResumePoint(db: Database): Promise<ResumePoint | null> {
  const [row] = await db.select().from(configEntries).where(eq(configEntries.key, RESUME_KEY));
  const parsed = resumePoint.safeParse(row?.value);
  if (!parsed.success) return null;
  return { from: new Date(parsed.data.from), to: new Date(parsed.data.to), page: parsed.data.page };
}

export async function saveResumePoint(db: Database, point: ResumePoint) {
  const value = { from: point.from.toISOString(), to: point.to.toISOString(), page: point.page };
  await db
    .insert(configEntries)
    .values({
      key: RESUME_KEY,
      value,
      description: 'Đối soát ngân hàng chưa đọc hết một khoảng: lần chạy sau đọc tiếp từ trang này',
    })
    .onConflictDoUpdate({ target: configEntries.key, set: { value, updatedAt: new Date() } });
}

export async function forgetResumePoint(db: Database) {
  await db.delete(configEntries).where(eq(configEntries.key, RESUME_KEY));
}
