import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bankEvents } from '../../db/schema';
import type { SepayEvent } from './bankEvents';

/**
 * Whether the other feed already holds this transfer: SePay's list (API v2) names it by a UUID,
 * its webhook by a number, so the reconciliation's copy and a late webhook are matched by what
 * the bank says of the transfer: its time, amount, direction and reference (its content when it
 * has none). Two events of one feed are two transfers, however alike (their ids differ).
 */
export async function sameTransferHeld(
  tx: Executor,
  eventId: number,
  event: SepayEvent,
): Promise<boolean> {
  const fromWebhook = /^\d+$/.test(String(event.id));
  const otherFeed = fromWebhook
    ? sql`${bankEvents.providerId} !~ '^[0-9]+$'`
    : sql`${bankEvents.providerId} ~ '^[0-9]+$'`;
  const [held] = await tx
    .select({ id: bankEvents.id })
    .from(bankEvents)
    .where(
      and(
        ne(bankEvents.id, eventId),
        otherFeed,
        inArray(bankEvents.status, ['credited', 'waiting']),
        eq(bankEvents.transactionDate, event.transactionDate),
        eq(bankEvents.amountVnd, event.transferAmount),
        eq(bankEvents.transferType, event.transferType),
        event.referenceCode
          ? eq(bankEvents.referenceCode, event.referenceCode)
          : eq(bankEvents.content, event.content),
      ),
    )
    .limit(1);
  return held !== undefined;
}
