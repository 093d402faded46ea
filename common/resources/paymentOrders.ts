import { ORDER_SETTLED_BY_LABELS, ORDER_STATUS_LABELS } from '../labels';
import { PERMISSIONS } from '../permissions';
import { defineResource } from './define';
import { choice, integer, text, time, yesNo } from './fields';

/** Made by a member's top-up and settled by the bank or an admin, never written here. */
const shown = { readOnly: true } as const;
const money = (label: string, unit: 'beli' | 'vnd') =>
  integer(label, { min: 0, max: Number.MAX_SAFE_INTEGER, money: unit, ...shown });

/**
 * Top-up orders: a member reads their own (the payment page), payment.all every one, on the
 * admin pages, where it confirms and cancels them.
 */
export const paymentOrders = defineResource({
  name: 'admin/payment/orders',
  apiPath: 'payments/orders',
  table: 'topup_orders',
  title: 'Đơn nạp tiền',
  access: { read: PERMISSIONS.me, write: PERMISSIONS.paymentAll, pages: PERMISSIONS.paymentAll },
  methods: ['list', 'get'],
  fields: {
    userId: integer('Mã người dùng', { min: 1, max: Number.MAX_SAFE_INTEGER, ...shown }),
    memoCode: text('Nội dung', { max: 25, ...shown }),
    amountVnd: money('Số tiền đặt', 'vnd'),
    paidVnd: money('Số tiền nhận', 'vnd'),
    creditBeli: money('BELI cộng', 'beli'),
    bonusBeli: money('BELI khuyến mãi', 'beli'),
    status: choice('Trạng thái', { choices: ORDER_STATUS_LABELS, ...shown }),
    late: yesNo('Trễ hạn', shown),
    settledBy: choice('Cách xác nhận', { choices: ORDER_SETTLED_BY_LABELS, ...shown }),
    createdAt: time('Tạo lúc'),
    expiresAt: time('Hết hạn lúc'),
    paidAt: time('Thanh toán lúc'),
    cancelledAt: time('Hủy lúc'),
  },
  represent: 'memoCode',
  list: {
    columns: ['memoCode', 'amountVnd', 'paidVnd', 'creditBeli', 'status', 'createdAt', 'paidAt'],
    search: ['memoCode'],
    filters: ['userId', 'late', 'settledBy', 'status'],
    sorts: ['createdAt', 'amountVnd', 'paidAt', 'status'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  labels: {
    id: 'Mã đơn',
    user: 'Người nạp',
    'user.email': 'Người nạp',
    userName: 'Người nạp',
    userEmail: 'E-mail',
    bankEventId: 'Giao dịch ngân hàng',
    q: 'Tìm nội dung',
  },
  export: {
    fileName: 'Đơn_nạp_tiền',
    columns: [
      'id',
      'userName',
      'userEmail',
      'memoCode',
      'amountVnd',
      'paidVnd',
      'creditBeli',
      'bonusBeli',
      'status',
      'late',
      'settledBy',
      'createdAt',
      'expiresAt',
      'paidAt',
      'cancelledAt',
    ],
    headers: { amountVnd: 'Số tiền đặt (đồng)', paidVnd: 'Số tiền nhận (đồng)' },
  },
  card: { id: 'paymentOrders', description: 'Đơn nạp, xác nhận và hủy đơn.' },
  tag: 'payments',
});
