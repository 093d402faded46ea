/**
 * The names of the resources whose other texts come with their pages (./admin.ts, ./audit.ts):
 * the breadcrumb and the lists' titles read them on every page.
 */
export const resourceNameMessages = {
  resources: {
    'admin/permission': { name: 'Nhóm quyền |||| Nhóm quyền' },
    'admin/config': { name: 'Cấu hình |||| Cấu hình' },
    'admin/audit': { name: 'Nhật ký thao tác |||| Nhật ký thao tác' },
  },
};
