// /api/payments/reconciliation
import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import {
  bankComparison,
  bankWindowQuery,
  reconcileAnswer,
} from '../../../common/schemas/reconciliation';
import { unprocessable } from '../../lib/errors';
import { routeGroup } from '../../lib/routeGroup';
import type { ModuleRoutes } from '../types';
import { compareWithBank, reconcileBank } from './reconciliation';
import { sepayApiOf, startReconcileJob } from './reconcileJob';

const paymentRoute = routeGroup('payments', PERMISSIONS.paymentAll);

/** payment.all: the bank feed against the portal for a window, and taking in what was missed. */
export const reconcileRoutes: ModuleRoutes = async (app, { db, env }) => {
  await startReconcileJob(app, db, env);
  const api = () => {
    const configured = sepayApiOf(env);
    if (!configured) {
      throw unprocessable(
        'Chưa cấu hình SEPAY_API_TOKEN: chưa đối soát được với ngân hàng',
        'SEPAY_NOT_CONFIGURED',
      );
    }
    return configured;
  };

  // The screen asks first, so an unconfigured portal shows why without a refused request.
  app.get(
    '/payments/reconciliation/status',
    paymentRoute({
      summary: 'Đối soát với ngân hàng đã được cấu hình (SEPAY_API_TOKEN) chưa',
      response: { 200: z.object({ data: z.object({ configured: z.boolean() }) }) },
    }),
    async () => ({ data: { configured: sepayApiOf(env) !== null } }),
  );

  app.get(
    '/payments/reconciliation',
    paymentRoute({
      summary: 'Đối soát ngân hàng: giao dịch có ở ngân hàng mà BELI chưa có, và ngược lại',
      querystring: bankWindowQuery,
      response: { 200: z.object({ data: bankComparison }) },
    }),
    async (request) => ({ data: await compareWithBank(db, api(), request.query) }),
  );

  app.post(
    '/payments/reconciliation',
    paymentRoute(
      {
        summary: 'Nhận ngay các giao dịch ngân hàng webhook đã bỏ sót trong khoảng thời gian',
        body: bankWindowQuery,
        response: { 200: z.object({ data: reconcileAnswer }) },
      },
      // Each bank event is taken in by a transaction of its own, as the webhook's.
      { audit: { manyTransactions: true } },
    ),
    async (request) => {
      const { ingested, ...read } = await reconcileBank(db, api(), request.body);
      return {
        data: {
          ...read,
          ingested: ingested.length,
          credited: ingested.filter((e) => e.status === 'credited').length,
        },
      };
    },
  );
};
