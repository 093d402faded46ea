// /api/payments
import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import { routeGroup } from '../../lib/routeGroup';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { assignEvent, cancelOrder, confirmOrder } from './adminActions';
import { bankEventAsAudited, orderAsAudited } from './auditSnapshots';
import { presentOrder, type OrderRow } from './orders';
import {
  assignEventBody,
  confirmOrderBody,
  eventRecord,
  idParams,
  orderAnswer,
  orderRecord,
} from '../../../common/schemas/payments';

const paymentRoute = routeGroup('payments', PERMISSIONS.paymentAll);

/** payment.all: settling orders and the bank's waiting notifications by hand. */
export const adminRoutes: ModuleRoutes = async (app, { db }) => {
  const present = (order: OrderRow) => presentOrder(db, order);
  const orderAudit = { audit: { snapshot: orderAsAudited } };

  app.post(
    '/payments/orders/:id/confirm',
    paymentRoute(
      {
        summary: 'Xác nhận đã nhận tiền một đơn: cộng BELI như webhook (chỉ một lần)',
        params: idParams,
        body: confirmOrderBody.optional(),
        response: { 200: orderAnswer },
      },
      orderAudit,
    ),
    async (request) =>
      present(
        await confirmOrder(db, request.params.id, {
          amountVnd: request.body?.amountVnd,
          adminId: currentUser(request).id,
          now: new Date(),
        }),
      ),
  );

  app.post(
    '/payments/orders/:id/cancel',
    paymentRoute(
      {
        summary: 'Hủy một đơn chưa thanh toán',
        params: idParams,
        response: { 200: orderAnswer },
      },
      orderAudit,
    ),
    async (request) =>
      present(
        await cancelOrder(
          db,
          request.params.id,
          { userId: currentUser(request).id, ownOnly: false },
          new Date(),
        ),
      ),
  );

  app.post(
    '/payments/events/:id/assign',
    paymentRoute(
      {
        summary: 'Gán một giao dịch ngân hàng đang chờ cho người dùng: cộng BELI cho họ',
        params: idParams,
        body: assignEventBody,
        response: { 200: z.object({ data: z.object({ event: eventRecord, order: orderRecord }) }) },
      },
      { audit: { snapshot: bankEventAsAudited } },
    ),
    async (request) => {
      const { event, order } = await assignEvent(db, request.params.id, request.body, {
        adminId: currentUser(request).id,
        now: new Date(),
      });
      return { data: { event, order: (await present(order)).data } };
    },
  );
};
