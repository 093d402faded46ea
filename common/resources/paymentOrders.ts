import { ORDER_SETTLED_BY_LABELS, ORDER_STATUS_LABELS } from '../labels';
import { PERMISSIONS } from '../permissions';
import { defineResource } from './define';
import { amount, choice, integer, READ_ONLY, text, time, yesNo } from './fields';

/**
 * Top-up orders: a member reads their own (the payment page), payment.all every one, on the
 * admin pages, where it confirms and cancels them. Made by a member's top-up and settled by the
 * bank or an admin, never written through this resource.
 */
export const paymentOrders = defineResource({
  name: 'admin/payment/orders',
  apiPath: 'payments/orders',
  table: 'topup_orders',
  title: 'Đơn nạp tiền',
  access: { read: PERMISSIONS.me, write: PERMISSIONS.paymentAll, pages: PERMISSIONS.paymentAll },
  methods: ['list', 'get'],
  fields: {
    userId: integer('Mã người dùng', { min: 1, max: Number.MAX_SAFE_INTEGER, ...READ_ONLY }),
    memoCode: text('Nội dung', { max: 25, ...READ_ONLY }),
    amountVnd: amount('Số tiền đặt', 'vnd'),
    paidVnd: amount('Số tiền nhận', 'vnd'),
    creditBeli: amount('BELI cộng', 'beli'),
    bonusBeli: amount('BELI khuyến mãi', 'beli'),
    status: choice('Trạng thái', { choices: ORDER_STATUS_LABELS, ...READ_ONLY }),
    late: yesNo('Trễ hạn', READ_ONLY),
    settledBy: choice('Cách xác nhận', { choices: ORDER_SETTLED_BY_LABELS, ...READ_ONLY }),
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
    // Not by status: the state shown is partly the clock's (a pending order past its time shows
    // as expired), so a sort by the stored status would mix expired orders among pending ones;
    // the status filter groups them instead.
    sorts: ['createdAt', 'amountVnd', 'paidAt'],
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
