/** Permission names shared by the server's route guards and the app's gating. */
export const PERMISSIONS = {
  me: 'permission.me',
  userAll: 'user.all',
  permissionAll: 'permission.all',
  configPrivateAll: 'config.private.all',
  aovHeroCreate: 'aov.hero.create',
  aovTagCreate: 'aov.tag.create',
  aovSkinCreate: 'aov.skin.create',
  aovItemCreate: 'aov.item.create',
  toolAll: 'tool.all',
  walletAll: 'wallet.all',
  paymentAll: 'payment.all',
  auditAll: 'audit.all',
} as const;

export type PermissionName = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export const PERMISSION_DESCRIPTIONS: Record<PermissionName, string> = {
  'permission.me': 'Dùng cổng: trang chủ, hồ sơ, công cụ, nạp tiền',
  'user.all': 'Quản lý người dùng',
  'permission.all': 'Quản lý nhóm và quyền',
  'config.private.all': 'Quản lý cấu hình (cả mục riêng tư)',
  'aov.hero.create': 'Thêm và sửa tướng Aov',
  'aov.tag.create': 'Thêm và sửa thẻ Aov',
  'aov.skin.create': 'Thêm và sửa trang phục Aov',
  'aov.item.create': 'Thêm và sửa trang bị Aov',
  'tool.all': 'Quản lý công cụ',
  'wallet.all': 'Quản lý ví hệ thống, điều chỉnh ví người dùng, xem mọi giao dịch',
  'payment.all': 'Quản lý đơn nạp tiền và giao dịch ngân hàng',
  'audit.all': 'Xem nhật ký thao tác: ai đã đổi gì, lúc nào, từ đâu',
};

export const MEMBER_GROUP_NAME = 'Thành viên';
export const ADMIN_GROUP_NAME = 'Quản trị viên';

export const DEMO_ACCOUNTS = [
  { email: 'admin@beli.local', name: 'Quản trị viên demo', admin: true },
  { email: 'member@beli.local', name: 'Thành viên demo', admin: false },
] as const;
