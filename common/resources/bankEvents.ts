import {
  BANK_EVENT_REASON_LABELS,
  BANK_EVENT_STATUS_LABELS,
  TRANSFER_TYPE_LABELS,
} from '../labels';
import { PERMISSIONS } from '../permissions';
import { defineResource } from './define';
import { choice, integer, text, time } from './fields';

/** Made by the bank's webhook, never written through this resource (limits: the webhook's). */
const shown = { readOnly: true } as const;
const bankText = (label: string, max: number) => text(label, { max, ...shown });
const count = (label: string, min: number) =>
  integer(label, { min, max: Number.MAX_SAFE_INTEGER, ...shown });

/** The bank's notifications, as they came and what became of them: payment.all's. */
export const bankEvents = defineResource({
  name: 'admin/payment/events',
  apiPath: 'payments/events',
  table: 'bank_events',
  title: 'Giao dịch ngân hàng',
  access: { read: PERMISSIONS.paymentAll, write: PERMISSIONS.paymentAll },
  methods: ['list', 'get'],
  fields: {
    receivedAt: time('Nhận lúc'),
    status: choice('Trạng thái', { choices: BANK_EVENT_STATUS_LABELS, ...shown }),
    reason: choice('Lý do chờ', { choices: BANK_EVENT_REASON_LABELS, ...shown }),
    gateway: bankText('Ngân hàng', 100),
    accountNumber: bankText('Tài khoản nhận', 100),
    transferType: choice('Chiều', { choices: TRANSFER_TYPE_LABELS, ...shown }),
    amountVnd: integer('Số tiền', {
      min: 0,
      max: Number.MAX_SAFE_INTEGER,
      money: 'vnd',
      ...shown,
    }),
    content: text('Nội dung', { max: 2000, multiline: true, ...shown }),
    referenceCode: bankText('Mã tham chiếu', 200),
    transactionDate: bankText('Thời điểm giao dịch', 100),
    orderId: count('Đơn nạp', 1),
    deliveries: count('Số lần báo', 1),
    handledAt: time('Xử lý lúc'),
  },
  // What the transfer said: what an admin matches a waiting one by.
  represent: 'content',
  list: {
    columns: [
      'receivedAt',
      'gateway',
      'accountNumber',
      'amountVnd',
      'content',
      'status',
      'orderId',
    ],
    search: ['content', 'referenceCode', 'accountNumber'],
    filters: ['status', 'reason', 'transferType', 'orderId'],
    sorts: ['receivedAt', 'amountVnd'],
    defaultSort: { field: 'id', order: 'DESC' },
    defaultFilter: { status: 'waiting' },
  },
  labels: {
    id: 'Mã',
    providerId: 'Mã cổng ngân hàng',
    raw: 'Dữ liệu gốc',
    q: 'Tìm nội dung, mã tham chiếu',
  },
  export: {
    fileName: 'Giao_dịch_ngân_hàng',
    columns: [
      'id',
      'receivedAt',
      'status',
      'reason',
      'gateway',
      'accountNumber',
      'transferType',
      'amountVnd',
      'content',
      'referenceCode',
      'transactionDate',
      'orderId',
      'deliveries',
      'handledAt',
    ],
    headers: { amountVnd: 'Số tiền (đồng)' },
  },
  card: { id: 'bankEvents', description: 'Thông báo từ ngân hàng; gán các khoản đang chờ.' },
  tag: 'payments',
});
