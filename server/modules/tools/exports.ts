import { TOOL_TYPE_LABELS } from '../../../common/labels';
import { amountColumn, column, labelColumn } from '../../lib/export/columns';
import type { ExportSpec } from '../../lib/export/send';

export const toolExport: ExportSpec = {
  fileName: 'Công_cụ',
  columns: [
    column('Mã', 'id'),
    column('Tên', 'name'),
    labelColumn('Loại', 'type', TOOL_TYPE_LABELS),
    amountColumn('Giá (BELI)', 'price'),
    column('Đang hoạt động', 'active'),
    column('Mô tả', 'description'),
    column('Ngày tạo', 'createdAt'),
    column('Cập nhật', 'updatedAt'),
  ],
};
