// /api/permissions
import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import { registerWholeListExport } from '../../lib/export/wholeListRoute';
import type { ModuleRoutes } from '../types';
import { groupExport } from './exports';
import { grantPermission, revokePermission } from './grants';
import { createGroup, getGroup, listGroups, listPermissions } from './groups';
import {
  createGroupBody,
  grantParams,
  groupDetail,
  groupParams,
  groupSummary,
  permissionEntry,
} from '../../../common/schemas/permissions';

const TAGS = ['permissions'];
const guard = { permission: PERMISSIONS.permissionAll };

export const groupRoutes: ModuleRoutes = async (app, { db }) => {
  registerWholeListExport(app, groupExport(db));

  app.get(
    '/permissions/groups',
    {
      config: guard,
      schema: {
        tags: TAGS,
        summary: 'Mọi nhóm, với quyền và số thành viên',
        response: { 200: z.object({ data: z.array(groupSummary) }) },
      },
    },
    async () => ({ data: await listGroups(db) }),
  );

  app.get(
    '/permissions/group/:id',
    {
      config: guard,
      schema: {
        tags: TAGS,
        summary: 'Một nhóm, với quyền và thành viên',
        params: groupParams,
        response: { 200: z.object({ data: groupDetail }) },
      },
    },
    async (request) => ({ data: await getGroup(db, request.params.id) }),
  );

  app.get(
    '/permissions/all',
    {
      config: guard,
      schema: {
        tags: TAGS,
        summary: 'Mọi quyền (id, tên, mô tả)',
        response: { 200: z.object({ data: z.array(permissionEntry) }) },
      },
    },
    async () => ({ data: await listPermissions(db) }),
  );

  app.post(
    '/permissions/group',
    {
      config: guard,
      schema: {
        tags: TAGS,
        summary: 'Tạo nhóm (tên 1 đến 64 ký tự, không trùng)',
        body: createGroupBody,
        response: { 201: z.object({ data: groupDetail }) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await createGroup(db, request.body.name) };
    },
  );

  app.post(
    '/permissions/group/:groupId/permission/:permissionId',
    {
      config: guard,
      schema: {
        tags: TAGS,
        summary: 'Cấp một quyền cho nhóm (lặp lại không đổi gì); trả về nhóm',
        params: grantParams,
        response: { 200: z.object({ data: groupDetail }) },
      },
    },
    async (request) => ({
      data: await grantPermission(db, request.params.groupId, request.params.permissionId),
    }),
  );

  app.delete(
    '/permissions/group/:groupId/permission/:permissionId',
    {
      config: guard,
      schema: {
        tags: TAGS,
        summary: 'Bỏ một quyền khỏi nhóm (lặp lại không đổi gì); trả về nhóm',
        description: 'Nhóm "Quản trị viên" luôn giữ permission.all: bỏ quyền đó trả về 422.',
        params: grantParams,
        response: { 200: z.object({ data: groupDetail }) },
      },
    },
    async (request) => ({
      data: await revokePermission(db, request.params.groupId, request.params.permissionId),
    }),
  );
};
