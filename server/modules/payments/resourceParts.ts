import { or, sql } from 'drizzle-orm';
import { PERMISSIONS } from '../../../common/permissions';
import { eventRecord, orderRecord } from '../../../common/schemas/payments';
import { topupOrders } from '../../db/schema';
import type { ExportRow } from '../../lib/export/columns';
import type { ServerPart } from '../../lib/resources/registerDefinition';
import { currentUser, hasPermission } from '../../plugins/auth';
import { isStoredState, orderStateCondition, presentOrders } from './orders';
import { readPaymentSettings } from './settings';

type Buyer = { name: string; email: string } | null;

/**
 * What the top-up orders' definition (common/resources/paymentOrders.ts) cannot say as data:
 * a member reads their own, an order answers as the order actions answer it (its state now, its
 * buyer, its payment details), and its state is a filter computed from the clock.
 */
const orderPart: ServerPart = {
  scope: (request) =>
    hasPermission(request, PERMISSIONS.paymentAll)
      ? undefined
      : { column: topupOrders.userId, value: currentUser(request).id },
  skewed: true,
  record: orderRecord.shape,
  filters: {
    status: {
      where: (value) => {
        const now = new Date();
        const states = (Array.isArray(value) ? value : [value]).map(String);
        return or(...states.map((state) => orderStateCondition(state, now))) ?? sql`false`;
      },
      storedIn: (value) => (isStoredState(value) ? topupOrders.status : undefined),
    },
  },
  expand: async (executor, rows) =>
    presentOrders(
      executor,
      rows as (typeof topupOrders.$inferSelect)[],
      await readPaymentSettings(executor),
      new Date(),
    ),
  exportExpand: async (_db, rows: ExportRow[]) =>
    rows.map((row) => {
      const buyer = row.user as Buyer;
      return { ...row, userName: buyer?.name ?? null, userEmail: buyer?.email ?? null };
    }),
};

/** Bank events answer as the event's assignment answers it (with its raw notification). */
const eventPart: ServerPart = { record: eventRecord.shape };

export const paymentResourceParts: Record<string, ServerPart> = {
  'admin/payment/orders': orderPart,
  'admin/payment/events': eventPart,
};
