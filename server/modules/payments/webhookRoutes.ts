// /api/payments
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import type { ModuleRoutes } from '../types';
import { receiveBankEvent } from './receive';
import { webhookAnswer } from '../../../common/schemas/payments';
import { checkWebhookCredentials } from './webhookAuth';

/** The bank gateway's notification of a transfer (SePay's format). */
export const webhookRoutes: ModuleRoutes = async (app, { db, env }) => {
  if (!env.PAYMENT_WEBHOOK_KEY && !env.SEPAY_WEBHOOK_SECRET) {
    app.log.warn(
      'PAYMENT_WEBHOOK_KEY và SEPAY_WEBHOOK_SECRET chưa đặt: webhook ngân hàng đang tắt, ' +
        'mọi lần gọi bị từ chối.',
    );
  }
  const secrets = {
    apiKey: env.PAYMENT_WEBHOOK_KEY,
    hmacSecret: env.SEPAY_WEBHOOK_SECRET,
    windowSeconds: env.SEPAY_WEBHOOK_WINDOW_SECONDS,
  };

  app.post(
    '/payments/webhook',
    {
      // Authenticated by the gateway's API key below, not by a user's session; what it credits
      // is money, so each notification it takes is audited as the system's.
      config: { permission: 'public', audit: { asSystem: true } },
      schema: {
        tags: ['payments'],
        summary: 'Thông báo giao dịch ngân hàng (định dạng SePay)',
        description:
          'Header `Authorization: Apikey <PAYMENT_WEBHOOK_KEY>`, hoặc chữ ký SePay: ' +
          '`X-SePay-Signature` = HMAC-SHA256 (hex) của `<X-SePay-Timestamp>.<thân thô>` với ' +
          '`SEPAY_WEBHOOK_SECRET`, thời điểm (giây Unix) lệch tối đa ' +
          '`SEPAY_WEBHOOK_WINDOW_SECONDS`. Thân: `id`, `gateway`, ' +
          '`transactionDate`, `accountNumber`, `content`, `transferType` ("in"|"out"), ' +
          '`transferAmount`, `referenceCode`. Được lưu nguyên văn trước khi xử lý; gửi lại ' +
          'cùng `id` chỉ cộng tiền một lần.',
        body: z.record(z.string(), z.unknown()),
        response: { 200: webhookAnswer },
      },
    },
    async (request) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      checkWebhookCredentials(
        {
          authorization: request.headers.authorization,
          signature: header('x-sepay-signature'),
          timestamp: header('x-sepay-timestamp'),
          rawBody: request.rawBody,
        },
        secrets,
      );
      const event = await receiveBankEvent(db, request.body);
      // A transfer already held under its other id is acknowledged, or SePay would resend it.
      if (event.status === 'invalid' && event.reason !== 'duplicate_transfer') {
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
