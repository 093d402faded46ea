/** Vietnamese names of stored codes, shared by the app's texts and the server's exports. */

import { STAGING_FIELDS, type StagingKind } from './aov';
import { labelOf, type ResourceDefinition } from './resources/define';
import { heroes } from './resources/heroes';
import { skins } from './resources/skins';
import { tags } from './resources/tags';

const stagedLabels = (definition: ResourceDefinition, kind: StagingKind) =>
  Object.fromEntries(STAGING_FIELDS[kind].map((field) => [field, labelOf(definition, field)]));

export const TRANSACTION_TYPE_LABELS = {
  topup: 'Nạp tiền',
  promotion_bonus: 'Thưởng khuyến mãi',
  transfer: 'Chuyển tiền',
  tool_charge: 'Phí công cụ',
  tool_refund: 'Hoàn phí công cụ',
  adjustment: 'Điều chỉnh',
  system_transfer: 'Chuyển từ ví hệ thống',
  reversal: 'Hoàn giao dịch',
};

export const ORDER_STATUS_LABELS = {
  pending: 'Chờ thanh toán',
  expired: 'Hết hạn',
  paid: 'Đã thanh toán',
  cancelled: 'Đã hủy',
};

export const ORDER_SETTLED_BY_LABELS = {
  webhook: 'Ngân hàng báo',
  confirmed: 'Quản trị xác nhận',
  assigned: 'Quản trị gán',
};

export const BANK_EVENT_STATUS_LABELS = {
  received: 'Mới nhận',
  credited: 'Đã cộng',
  waiting: 'Chờ quản trị',
  invalid: 'Không hợp lệ',
};

export const BANK_EVENT_REASON_LABELS = {
  outgoing: 'Tiền chuyển đi',
  wrong_account: 'Sai tài khoản nhận',
  unmatched: 'Không khớp đơn nào',
  order_cancelled: 'Đơn đã hủy',
  order_already_paid: 'Đơn đã thanh toán trước đó',
  amount_out_of_bounds: 'Số tiền ngoài giới hạn',
  invalid_body: 'Dữ liệu không đọc được',
  duplicate_transfer: 'Trùng một giao dịch đã nhận',
};

/** A user's state, also the codes the users' list filters by (`status`). */
export const USER_STATUS_LABELS = {
  active: 'Đang hoạt động',
  disabled: 'Đã khóa',
  awaiting: 'Chờ duyệt',
  outside: 'Ngoài miền được phép',
};

export const TRANSFER_TYPE_LABELS = { in: 'Tiền vào', out: 'Tiền ra' };

export const TOOL_TYPE_LABELS = {
  'ghep-anh': 'Ghép ảnh',
  'ghep-anh-2': 'Ghép ảnh nâng cao (chạy nền)',
};

export const TASK_STATUS_LABELS = {
  queued: 'Đang chờ',
  running: 'Đang ghép',
  succeeded: 'Hoàn tất',
  failed: 'Thất bại',
};

export const STAGING_STATUS_LABELS = {
  new: 'Mới',
  changed: 'Thay đổi',
  unchanged: 'Không đổi',
  error: 'Lỗi',
};

/** The staged columns' headers, on the staging screen and in its export: the catalogue's labels. */
export const STAGING_FIELD_LABELS: Record<StagingKind, Record<string, string>> = {
  tags: stagedLabels(tags, 'tags'),
  heroes: stagedLabels(heroes, 'heroes'),
  skins: stagedLabels(skins, 'skins'),
};

/**
 * What the audit log's `resource` names beside the defined resources (their titles: see
 * common/audit/resourceLabels.ts): an API area written, or the job queue's.
 */
export const AUDIT_RESOURCE_LABELS = {
  'auth/logout': 'Đăng xuất',
  'auth/sign-in': 'Đăng nhập',
  'permissions/group': 'Nhóm quyền',
  'permissions/userGroup': 'Nhóm của người dùng',
  'config/private': 'Cấu hình riêng tư',
  'config/public': 'Cấu hình công khai',
  wallets: 'Ví người dùng',
  'wallets/transfer': 'Chuyển BELI',
  'system-wallets/transfer': 'Chuyển từ ví hệ thống',
  transactions: 'Giao dịch',
  uploads: 'Ảnh tải lên',
  'staging/tags': 'Thẻ chờ duyệt',
  'staging/heroes': 'Tướng chờ duyệt',
  'staging/skins': 'Trang phục chờ duyệt',
  'staging/tags/import': 'Nhập tệp thẻ',
  'staging/tags/fetch': 'Tải thẻ từ URL',
  'staging/tags/approve': 'Duyệt thẻ',
  'staging/tags/discard': 'Bỏ thẻ chờ duyệt',
  'staging/heroes/import': 'Nhập tệp tướng',
  'staging/heroes/fetch': 'Tải tướng từ URL',
  'staging/heroes/approve': 'Duyệt tướng',
  'staging/heroes/discard': 'Bỏ tướng chờ duyệt',
  'staging/skins/import': 'Nhập tệp trang phục',
  'staging/skins/fetch': 'Tải trang phục từ URL',
  'staging/skins/approve': 'Duyệt trang phục',
  'staging/skins/discard': 'Bỏ trang phục chờ duyệt',
  'staging/crawl': 'Lấy bộ dữ liệu Aov',
  'staging/crawl/upload': 'Tải lên bộ dữ liệu Aov',
  'staging/crawl/approve': 'Duyệt bộ dữ liệu Aov vào danh mục',
  runs: 'Lần ghép ảnh',
  tasks: 'Tác vụ ghép ảnh',
  'tasks/holds': 'Giữ tiền cho tác vụ',
  'payments/webhook': 'Webhook ngân hàng',
  'payments/reconciliation': 'Đối soát ngân hàng',
  'aov/crawls': 'Lấy dữ liệu Aov định kỳ',
};

/** What an audit event's action begins with: a request's method, or a job's `JOB`. */
export const AUDIT_VERB_LABELS = {
  POST: 'Tạo, thực hiện',
  PUT: 'Sửa',
  PATCH: 'Sửa',
  DELETE: 'Xóa',
  JOB: 'Tác vụ nền',
  SIGNIN: 'Đăng nhập',
};
