import { z } from 'zod';
import { idNumber, idParam } from './ids';

export const groupParams = z.object({ id: idParam('nhóm') });
export const grantParams = z.object({ groupId: idParam('nhóm'), permissionId: idParam('quyền') });
export const userParams = z.object({ userId: idParam('người dùng') });

export const groupName = z
  .string('Tên nhóm phải là chuỗi')
  .trim()
  .min(1, 'Tên nhóm không được để trống')
  .max(64, 'Tên nhóm tối đa 64 ký tự')
  .regex(/^[\p{L}\p{M}\p{N} _.()-]+$/u, 'Tên nhóm chỉ gồm chữ, số, khoảng trắng và - _ . ( )');

export const createGroupBody = z.object({ name: groupName }).strict();

export const userGroupsBody = z
  .object({
    groupIds: z
      .array(idNumber('nhóm'), 'groupIds phải là một mảng mã nhóm')
      .max(100, 'Tối đa 100 nhóm'),
  })
  .strict();

const permissionRef = z.object({ id: z.number().int(), name: z.string() });

export const groupWithPermissions = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(permissionRef),
});

export const groupSummary = groupWithPermissions.extend({
  createdAt: z.string(),
  memberCount: z.number().int(),
});

export const groupDetail = groupWithPermissions.extend({
  createdAt: z.string(),
  members: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      avatarUrl: z.string().nullable(),
      disabled: z.boolean(),
    }),
  ),
});

export const permissionEntry = permissionRef.extend({ description: z.string() });

export const userGroupIds = z.object({
  userId: z.number().int(),
  groupIds: z.array(z.number().int()),
});

export const groupMembersBody = z
  .object({
    userIds: z
      .array(idNumber('người dùng'), 'userIds phải là một mảng mã người dùng')
      .min(1, 'Hãy chọn ít nhất một người dùng')
      .max(1000, 'Tối đa 1000 người dùng một lần'),
  })
  .strict();

export const groupMembersChange = z.object({
  groupId: z.number().int(),
  /** How many of the named users joined or left (the others already were or were not in it). */
  changed: z.number().int(),
  memberCount: z.number().int(),
});
