import {
  BANK_EVENT_REASON_LABELS,
  BANK_EVENT_STATUS_LABELS,
  ORDER_SETTLED_BY_LABELS,
  ORDER_STATUS_LABELS,
  TRANSFER_TYPE_LABELS,
} from '../../../common/labels';
import {
  amountColumn,
  column,
  labelColumn,
  timeColumn,
  type ExportRow,
} from '../../lib/export/columns';
import type { ExportSpec } from '../../lib/export/send';

const user = (row: ExportRow) => row.user as { name: string; email: string } | null;

/** Top-up orders, after the list's own expand (the buyer, the computed state). */
export const orderExport: ExportSpec = {
  fileName: 'Đơn_nạp_tiền',
  columns: [
    column('Mã đơn', 'id'),
    column('Người nạp', (row) => user(row)?.name),
    column('E-mail', (row) => user(row)?.email),
    column('Nội dung', 'memoCode'),
    amountColumn('Số tiền đặt (đồng)', 'amountVnd'),
    amountColumn('Số tiền nhận (đồng)', 'paidVnd'),
    amountColumn('BELI cộng', 'creditBeli'),
    amountColumn('BELI khuyến mãi', 'bonusBeli'),
    labelColumn('Trạng thái', 'status', ORDER_STATUS_LABELS),
    column('Trễ hạn', 'late'),
    labelColumn('Cách xác nhận', 'settledBy', ORDER_SETTLED_BY_LABELS),
    timeColumn('Tạo lúc', 'createdAt'),
    timeColumn('Hết hạn lúc', 'expiresAt'),
    timeColumn('Thanh toán lúc', 'paidAt'),
    timeColumn('Hủy lúc', 'cancelledAt'),
  ],
};

export const bankEventExport: ExportSpec = {
  fileName: 'Giao_dịch_ngân_hàng',
  columns: [
    column('Mã', 'id'),
    timeColumn('Nhận lúc', 'receivedAt'),
    labelColumn('Trạng thái', 'status', BANK_EVENT_STATUS_LABELS),
    labelColumn('Lý do chờ', 'reason', BANK_EVENT_REASON_LABELS),
    column('Ngân hàng', 'gateway'),
    column('Tài khoản nhận', 'accountNumber'),
    labelColumn('Chiều', 'transferType', TRANSFER_TYPE_LABELS),
    amountColumn('Số tiền (đồng)', 'amountVnd'),
    column('Nội dung', 'content'),
    column('Mã tham chiếu', 'referenceCode'),
    column('Thời điểm giao dịch', 'transactionDate'),
    column('Đơn nạp', 'orderId'),
    column('Số lần báo', 'deliveries'),
    timeColumn('Xử lý lúc', 'handledAt'),
  ],
};
