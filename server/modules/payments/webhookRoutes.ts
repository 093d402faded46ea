// /api/payments
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import type { ModuleRoutes } from '../types';
import { receiveBankEvent } from './receive';
import { webhookAnswer } from '../../../common/schemas/payments';
import { checkWebhookKey } from './webhookAuth';

/** The bank gateway's notification of a transfer (SePay's format). */
export const webhookRoutes: ModuleRoutes = async (app, { db, env }) => {
  if (!env.PAYMENT_WEBHOOK_KEY) {
    app.log.warn(
      'PAYMENT_WEBHOOK_KEY chưa đặt: webhook ngân hàng đang tắt, mọi lần gọi bị từ chối.',
    );
  }

  app.post(
    '/payments/webhook',
    {
      // Authenticated by the gateway's API key below, not by a user's session.
      config: { permission: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Thông báo giao dịch ngân hàng (định dạng SePay)',
        description:
          'Header `Authorization: Apikey <PAYMENT_WEBHOOK_KEY>`. Thân: `id`, `gateway`, ' +
          '`transactionDate`, `accountNumber`, `content`, `transferType` ("in"|"out"), ' +
          '`transferAmount`, `referenceCode`. Được lưu nguyên văn trước khi xử lý; gửi lại ' +
          'cùng `id` chỉ cộng tiền một lần.',
        body: z.record(z.string(), z.unknown()),
        response: { 200: webhookAnswer },
      },
    },
    async (request) => {
      checkWebhookKey(request.headers.authorization, env.PAYMENT_WEBHOOK_KEY);
      const event = await receiveBankEvent(db, request.body);
      if (event.status === 'invalid') {
        throw badRequest('Dữ liệu thông báo giao dịch không hợp lệ', undefined, 'BAD_BANK_EVENT');
      }
      return {
        success: true as const,
        data: {
          eventId: event.id,
          status: event.status,
          reason: event.reason,
          orderId: event.orderId,
        },
      };
    },
  );
};
