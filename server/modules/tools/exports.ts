import { TASK_STATUS_LABELS } from '../../../common/labels';
import {
  amountColumn,
  column,
  labelColumn,
  timeColumn,
  type ExportRow,
} from '../../lib/export/columns';
import type { ExportSpec } from '../../lib/export/send';
import { runView, type RunRow } from './runs';
import { taskView, type TaskRow } from './tasks';

const size = (row: ExportRow) => (row.width ? `${row.width} × ${row.height}` : null);

export const runExport: ExportSpec = {
  fileName: 'Lần_ghép_ảnh',
  columns: [
    column('Mã', 'id'),
    timeColumn('Thời gian', 'createdAt'),
    column('Số ảnh', 'tileCount'),
    column('Kích thước (px)', size),
    amountColumn('Giá (BELI)', 'price'),
    column('Giao dịch', 'transactionId'),
  ],
  expand: async (rows) => rows.map((row) => runView(row as RunRow)),
};

export const taskExport: ExportSpec = {
  fileName: 'Tác_vụ_ghép_ảnh',
  columns: [
    column('Mã', 'id'),
    timeColumn('Thời gian', 'createdAt'),
    labelColumn('Trạng thái', 'status', TASK_STATUS_LABELS),
    column('Chạy thử miễn phí', 'free'),
    column('Số ảnh', 'tileCount'),
    column('Kích thước (px)', size),
    amountColumn('Giá (BELI)', 'price'),
    column('Giao dịch', 'transactionId'),
    column('Hoàn phí (giao dịch)', 'refundTransactionId'),
    column('Lỗi', 'error'),
  ],
  expand: async (rows) => rows.map((row) => taskView(row as TaskRow)),
};
