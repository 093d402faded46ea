import { z } from 'zod';
import { MEMBER_GROUP_NAME } from './permissions';

/**
 * Who may sign in and what a new account gets: the configuration keys an admin edits on the
 * configuration screen (their names are in configKeyNames.ts). All private.
 */

const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const emailDomain = z
  .string('Mỗi miền phải là một chuỗi')
  .trim()
  .toLowerCase()
  .regex(domainPattern, 'Miền không hợp lệ (ví dụ: congty.vn)');

const emailAddress = z
  .string('Mỗi e-mail phải là một chuỗi')
  .trim()
  .toLowerCase()
  .max(254, 'E-mail tối đa 254 ký tự')
  .pipe(z.email('E-mail không hợp lệ'));

const groupName = z
  .string('Tên nhóm phải là chuỗi')
  .trim()
  .min(1, 'Tên nhóm không được để trống')
  .max(100, 'Tên nhóm tối đa 100 ký tự');

const listOf = <T extends z.ZodType>(item: T, label: string) =>
  z.array(item, `${label} phải là một mảng JSON`).max(500, `${label} tối đa 500 mục`);

export const SIGN_IN_CONFIG_KEYS = {
  ALLOWED_EMAIL_DOMAINS: {
    isPublic: false,
    secret: false,
    description:
      'Miền e-mail được phép đăng nhập, thêm vào ALLOWED_EMAIL_DOMAINS của máy chủ (mảng rỗng cả hai: mọi miền)',
    schema: listOf(emailDomain, 'Danh sách miền'),
    default: [] as string[],
  },
  BLOCKED_EMAILS: {
    isPublic: false,
    secret: false,
    description: 'E-mail bị chặn đăng nhập (kết thúc mọi phiên ở lần đăng nhập tiếp theo)',
    schema: listOf(emailAddress, 'Danh sách e-mail'),
    default: [] as string[],
  },
  NEW_ACCOUNT_GROUPS: {
    isPublic: false,
    secret: false,
    description: 'Các nhóm (theo tên) mà một tài khoản mới được thêm vào',
    schema: listOf(groupName, 'Danh sách nhóm'),
    default: [MEMBER_GROUP_NAME] as string[],
  },
  NEW_ACCOUNTS_NEED_APPROVAL: {
    isPublic: false,
    secret: false,
    description: 'Tài khoản mới phải chờ quản trị viên duyệt trước khi dùng cổng',
    schema: z.boolean('Phải là true hoặc false'),
    default: false as boolean,
  },
  OIDC_GROUPS_CLAIM: {
    isPublic: false,
    secret: false,
    description: 'Tên claim chứa các nhóm của người dùng do nhà cung cấp đăng nhập gửi',
    schema: z
      .string('Phải là tên một claim')
      .trim()
      .regex(/^[A-Za-z0-9_:./-]{1,100}$/, 'Tên claim gồm chữ, số và _ : . / - (tối đa 100)'),
    default: 'groups',
  },
  OIDC_GROUP_MAPPINGS: {
    isPublic: false,
    secret: false,
    description:
      'Bảng ánh xạ nhóm của nhà cung cấp đăng nhập sang nhóm của cổng: { "giá trị claim": "tên nhóm" }',
    schema: z
      .record(
        z.string().trim().min(1, 'Giá trị claim không được để trống').max(256),
        groupName,
        'Phải là một đối tượng JSON { "giá trị claim": "tên nhóm" }',
      )
      .refine((value) => Object.keys(value).length <= 500, 'Tối đa 500 dòng ánh xạ'),
    default: {} as Record<string, string>,
  },
};
