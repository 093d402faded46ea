/**
 * What an audit event's action did, as its sentence's verb. A route that is not a plain create,
 * edit or delete says its own (with the kind of record where it names it); the others read their
 * method as a word and the record's kind after it.
 */
const ACTION_PHRASES: Record<string, string> = {
  'POST /api/auth/logout': 'đã đăng xuất',
  'POST /api/permissions/group/:groupId/permission/:permissionId': 'đã cấp quyền cho nhóm',
  'DELETE /api/permissions/group/:groupId/permission/:permissionId': 'đã bỏ quyền của nhóm',
  'POST /api/permissions/group/:id/members/add': 'đã thêm thành viên vào nhóm',
  'POST /api/permissions/group/:id/members/remove': 'đã bỏ thành viên khỏi nhóm',
  'POST /api/permissions/userGroup/:userId': 'đã đổi nhóm của người dùng',
  'POST /api/users/:id/disable': 'đã khóa người dùng',
  'POST /api/users/:id/enable': 'đã mở khóa người dùng',
  'POST /api/users/:id/identities': 'đã thêm danh tính đăng nhập cho người dùng',
  'DELETE /api/users/:id/identities/:identityId': 'đã gỡ danh tính đăng nhập của người dùng',
  'POST /api/users/:id/approve': 'đã duyệt người dùng',
  'POST /api/users/:id/refuse': 'đã từ chối người dùng',
  'POST /api/users/:id/sign-out-everywhere': 'đã đăng xuất mọi phiên của người dùng',
  'POST /api/config/public/:key': 'đã lưu cấu hình công khai',
  'POST /api/config/private/:key': 'đã lưu cấu hình riêng tư',
  'DELETE /api/config/private/:key': 'đã xóa cấu hình',
  'POST /api/wallets/transfer': 'đã chuyển BELI bằng giao dịch',
  'POST /api/wallets/:id/adjust': 'đã điều chỉnh số dư ví',
  'POST /api/system-wallets/transfer': 'đã chuyển BELI từ ví hệ thống bằng giao dịch',
  'POST /api/transactions/:id/reverse': 'đã hoàn tác giao dịch',
  'POST /api/uploads': 'đã tải lên ảnh',
  'POST /api/staging/crawl': 'đã lấy bộ dữ liệu Aov',
  'POST /api/staging/crawl/upload': 'đã tải lên bộ dữ liệu Aov',
  'POST /api/staging/crawl/approve': 'đã duyệt bộ dữ liệu Aov vào danh mục',
  'POST /api/payments/orders': 'đã tạo đơn nạp tiền',
  'POST /api/payments/orders/:id/cancel-mine': 'đã hủy đơn nạp tiền',
  'POST /api/payments/webhook': 'đã nhận thông báo của ngân hàng',
  'POST /api/payments/orders/:id/confirm': 'đã xác nhận đơn nạp tiền',
  'POST /api/payments/orders/:id/cancel': 'đã hủy đơn nạp tiền',
  'POST /api/payments/events/:id/assign': 'đã gán giao dịch ngân hàng',
  'POST /api/payments/reconciliation': 'đã đối soát ngân hàng',
  'POST /api/tools/:id/runs': 'đã tạo lần ghép ảnh',
  'POST /api/tools/:id/tasks': 'đã tạo tác vụ ghép ảnh',
  'POST /api/tools/:id/sample-tasks': 'đã tạo tác vụ thử',
  'SIGNIN groups': 'đã cập nhật nhóm khi đăng nhập cho người dùng',
  'CLI npm run admin -- grant': 'đã cấp quyền quản trị bằng lệnh cho người dùng',
};

/** A method (or a job's `JOB`) as the verb of a plain write. */
const METHOD_PHRASES: Record<string, string> = {
  POST: 'đã tạo',
  PUT: 'đã sửa',
  PATCH: 'đã sửa',
  DELETE: 'đã xóa',
  JOB: 'đã xử lý',
};

/** A definition's action on one record (`POST /api/notes/:id/publish`): a change, not a create. */
const RECORD_ACTION = /^POST \/api\/[\w/-]+\/:\w+\/[\w-]+$/;

/** A staging screen's action, whose kind names what it did (`Duyệt thẻ`). */
const STAGING_ACTION = /^POST \/api\/staging\/\w+\/(import|fetch|approve|discard)$/;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * What an event did, up to the record it did it to: `PUT /api/tags/:id` of `Thẻ` → `đã sửa thẻ`,
 * `POST /api/transactions/:id/reverse` → `đã hoàn tác giao dịch`, never a path.
 */
export function actionPhrase(action: string, kindLabel: string): string {
  const own = ACTION_PHRASES[action];
  if (own) return own;
  // `SIGNIN {refusal code}`: the account (or the address) it turned away.
  if (action.startsWith('SIGNIN ')) return 'đã từ chối đăng nhập của';
  if (STAGING_ACTION.test(action)) return `đã ${lowerFirst(kindLabel)}`;
  if (RECORD_ACTION.test(action)) return `đã thay đổi ${lowerFirst(kindLabel)}`;
  const method = METHOD_PHRASES[action.split(' ')[0]!] ?? 'đã thay đổi';
  return `${method} ${lowerFirst(kindLabel)}`;
}
