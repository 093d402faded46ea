/** Every admin list of the app, by its path under /app. */
export const ADMIN_LISTS = [
  'admin/aov/heroes',
  'admin/aov/skins',
  'admin/aov/items',
  'admin/aov/tags',
  'admin/tool',
  'admin/user',
  'admin/config',
  'admin/permission',
  'admin/wallet-system',
  'admin/payment/orders',
  'admin/payment/events',
  'admin/audit',
];
