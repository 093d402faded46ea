import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { lineText, multilineText } from '../../../common/schemas/text';
import type { Database } from '../../db/client';
import { bankEvents } from '../../db/schema';

export type BankEventRow = typeof bankEvents.$inferSelect;

/** SePay's notification; fields it sends that top-up does not read are kept in `raw` only. */
export const sepayEventSchema = z.object({
  id: z.union([z.number().int(), lineText().min(1).max(100)]),
  gateway: lineText().max(100).default(''),
  transactionDate: lineText().max(100).default(''),
  accountNumber: lineText().max(100),
  /** The virtual account paid into; banks such as BIDV, MSB and OCB only report this one. */
  subAccount: lineText().max(100).nullish(),
  code: lineText().max(100).nullish(),
  content: multilineText().max(2000).default(''),
  transferType: z.enum(['in', 'out']),
  transferAmount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  referenceCode: lineText().max(200).nullish(),
});

export type SepayEvent = z.infer<typeof sepayEventSchema>;

function providerIdOf(raw: unknown): string | null {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
}

/**
 * Commits the statement's own transaction without waiting for the WAL to reach the disk
 * (`synchronous_commit` off, local to it); the commit is seen by every process all the same.
 */
const withoutFlushWait = sql`set_config('synchronous_commit', 'off', true) is not null`;

/**
 * Keeps the notification exactly as it came, in its own statement so that it survives whatever
 * happens next. A redelivery of the same bank transfer (same gateway id) counts a delivery on
 * the first row instead of adding one. Its commit does not wait for the disk, which put a second
 * flush on every payment's way: a new notification is answered only after a later commit that
 * waits (its handling, or its refusal), and that wait takes this one's with it (the WAL is
 * written in order), so a database crash before then loses only a notification the bank was
 * not answered for, and will send again.
 */
export async function storeRawEvent(db: Database, raw: unknown): Promise<BankEventRow> {
  const stored = db.$with('stored').as(
    db
      .insert(bankEvents)
      .values({ providerId: providerIdOf(raw), raw })
      .onConflictDoUpdate({
        target: bankEvents.providerId,
        set: { deliveries: sql`${bankEvents.deliveries} + 1` },
      })
      .returning(),
  );
  const [event] = await db.with(stored).select().from(stored).where(withoutFlushWait);
  return event!;
}

/** The columns an admin filters on, read from the notification. */
export const parsedColumns = (event: SepayEvent) => ({
  gateway: event.gateway,
  accountNumber: event.accountNumber,
  transferType: event.transferType,
  amountVnd: event.transferAmount,
  content: event.content,
  referenceCode: event.referenceCode ?? null,
  transactionDate: event.transactionDate,
});

export async function markInvalid(db: Database, eventId: number, reason: string) {
  await db
    .update(bankEvents)
    .set({ status: 'invalid', reason, handledAt: new Date() })
    .where(eq(bankEvents.id, eventId));
}
