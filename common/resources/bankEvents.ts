import {
  BANK_EVENT_REASON_LABELS,
  BANK_EVENT_STATUS_LABELS,
  TRANSFER_TYPE_LABELS,
} from '../labels';
import { PERMISSIONS } from '../permissions';
import { defineResource } from './define';
import { amount, choice, integer, READ_ONLY, text, time } from './fields';

/** Made by the bank's webhook, never written through this resource (limits: the webhook's). */
const bankText = (label: string, max: number) => text(label, { max, ...READ_ONLY });
const count = (label: string, min: number) =>
  integer(label, { min, max: Number.MAX_SAFE_INTEGER, ...READ_ONLY });

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
    status: choice('Trạng thái', { choices: BANK_EVENT_STATUS_LABELS, ...READ_ONLY }),
    reason: choice('Lý do chờ', { choices: BANK_EVENT_REASON_LABELS, ...READ_ONLY }),
    gateway: bankText('Ngân hàng', 100),
    accountNumber: bankText('Tài khoản nhận', 100),
    transferType: choice('Chiều', { choices: TRANSFER_TYPE_LABELS, ...READ_ONLY }),
    amountVnd: amount('Số tiền', 'vnd'),
    content: text('Nội dung', { max: 2000, multiline: true, ...READ_ONLY }),
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
