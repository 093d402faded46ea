import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { bankEvents, topupOrders } from '../../db/schema';
import { presentOrder } from './orders';

const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

/** An order as its events show it: as the admin's list presents it (status, amounts, how settled). */
export const orderAsAudited = async (request: FastifyRequest, db: Executor) => {
  const [order] = await db
    .select()
    .from(topupOrders)
    .where(eq(topupOrders.id, idOf(request)));
  return order ? (await presentOrder(db, order)).data : null;
};

/** A bank event as its events show it: where it stands and which order it went to. */
export const bankEventAsAudited = async (request: FastifyRequest, db: Executor) => {
  const [event] = await db
    .select({
      status: bankEvents.status,
      reason: bankEvents.reason,
      orderId: bankEvents.orderId,
      handledAt: bankEvents.handledAt,
    })
    .from(bankEvents)
    .where(eq(bankEvents.id, idOf(request)));
  return event ?? null;
};
