// /api/payments
import { PERMISSIONS } from '../../../common/permissions';
import { routeGroup } from '../../lib/routeGroup';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { cancelOrder } from './adminActions';
import { orderAsAudited } from './auditSnapshots';
import { createOrder, presentOrder, presentOrders } from './orders';
import {
  createOrderBody,
  idParams,
  orderAnswer,
  orderRecord,
  settingsAnswer,
} from '../../../common/schemas/payments';
import { promotionRunning } from './pricing';
import { readPaymentSettings } from './settings';

/** A route any member may call, documented under payments. */
const forMembers = routeGroup('payments', PERMISSIONS.me);

/**
 * A member's own orders: create one, cancel it (listed and read as a definition,
 * common/resources/paymentOrders.ts).
 */
export const orderRoutes: ModuleRoutes = async (app, { db }) => {
  app.get(
    '/payments/settings',
    forMembers({
      summary: 'Tỷ giá, giới hạn nạp và khuyến mãi đang chạy',
      response: { 200: settingsAnswer },
    }),
    async () => {
      const settings = await readPaymentSettings(db);
      const now = new Date();
      return {
        data: {
          vndPerBeli: settings.vndPerBeli,
          minVnd: settings.minVnd,
          maxVnd: settings.maxVnd,
          orderTtlMinutes: settings.orderTtlMinutes,
          promotion: {
            running: promotionRunning(settings, now),
            endsAt: settings.promotionEndsAt,
            multi: settings.promotionMulti,
          },
        },
      };
    },
  );

  app.post(
    '/payments/orders',
    forMembers({
      summary: 'Tạo đơn nạp tiền: thông tin chuyển khoản và mã VietQR',
      body: createOrderBody,
      response: { 201: orderRecord },
    }),
    async (request, reply) => {
      const settings = await readPaymentSettings(db);
      const now = new Date();
      const { id: userId } = currentUser(request);
      const order = await db.transaction((tx) =>
        createOrder(tx, userId, request.body.amountVnd, settings, now),
      );
      const [record] = await presentOrders(db, [order], settings, now);
      return reply.status(201).send(record!);
    },
  );

  app.post(
    '/payments/orders/:id/cancel-mine',
    forMembers(
      {
        summary: 'Hủy đơn nạp tiền chưa thanh toán của chính mình',
        params: idParams,
        response: { 200: orderAnswer },
      },
      { audit: { snapshot: orderAsAudited } },
    ),
    async (request) =>
      presentOrder(
        db,
        await cancelOrder(
          db,
          request.params.id,
          { userId: currentUser(request).id, ownOnly: true },
          new Date(),
        ),
      ),
  );
};
