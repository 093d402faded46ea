/**
 * The labels of fields no resource definition says (a group, a configuration entry, a tool's
 * options, a transaction): their screens read them, and the audit log shows changes under them.
 */

export const GROUP_FIELD_LABELS = {
  name: 'Tên nhóm',
  permissions: 'Quyền',
  memberCount: 'Số thành viên',
  members: 'Thành viên',
  createdAt: 'Ngày tạo',
};

export const CONFIG_FIELD_LABELS = {
  key: 'Khóa',
  value: 'Giá trị',
  isPublic: 'Loại',
  description: 'Mô tả',
  updatedAt: 'Cập nhật lúc',
  updatedBy: 'Người cập nhật',
};

/** A tool's options, flattened as its form and timeline name them. */
export const TOOL_OPTION_LABELS = {
  'options.columns': 'Số cột',
  'options.tileSize': 'Kích thước ô (px)',
  'options.background': 'Màu nền',
  'options.title': 'Tiêu đề mặc định',
  'options.watermark': 'Chữ đóng dấu',
};

export const TRANSACTION_FIELD_LABELS = {
  type: 'Loại',
  amount: 'Số tiền',
  from: 'Từ',
  to: 'Đến',
  memo: 'Ghi chú',
  createdAt: 'Thời gian',
};

/** A configuration entry's `isPublic`, as its list's chip reads it. */
export const CONFIG_KIND_LABELS = { true: 'Công khai', false: 'Riêng tư' };
