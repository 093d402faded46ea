// /api/permissions
import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import { registerWholeListExport } from '../../lib/export/wholeListRoute';
import { routeGroup } from '../../lib/routeGroup';
import type { ModuleRoutes } from '../types';
import { groupAsAudited } from './auditSnapshots';
import { groupExport } from './exports';
import { grantPermission, revokePermission } from './grants';
import { createGroup, getGroup, listGroups, listPermissions } from './groups';
import { deleteGroup } from './groupRemoval';
import {
  createGroupBody,
  grantParams,
  groupDetail,
  groupParams,
  groupSummary,
  permissionEntry,
} from '../../../common/schemas/permissions';

/** Choosing groups and their permissions grants permissions: permission.all only. */
export const permissionRoute = routeGroup('permissions', PERMISSIONS.permissionAll);
const oneGroup = { 200: z.object({ data: groupDetail }) };

export const groupRoutes: ModuleRoutes = async (app, { db }) => {
  registerWholeListExport(app, groupExport(db));
  const grantAudit = { audit: { snapshot: groupAsAudited } };

  app.get(
    '/permissions/groups',
    permissionRoute({
      summary: 'Mọi nhóm, với quyền và số thành viên',
      response: { 200: z.object({ data: z.array(groupSummary) }) },
    }),
    async () => ({ data: await listGroups(db) }),
  );

  app.post(
    '/permissions/group',
    permissionRoute({
      summary: 'Tạo nhóm (tên 1 đến 64 ký tự, không trùng)',
      body: createGroupBody,
      response: { 201: z.object({ data: groupDetail }) },
    }),
    async (request, reply) => {
      reply.status(201);
      return { data: await db.transaction((tx) => createGroup(tx, request.body.name)) };
    },
  );

  app.get(
    '/permissions/group/:id',
    permissionRoute({
      summary: 'Một nhóm, với quyền và thành viên',
      params: groupParams,
      response: oneGroup,
    }),
    async (request) => ({ data: await getGroup(db, request.params.id) }),
  );

  app.delete(
    '/permissions/group/:id',
    permissionRoute({
      summary: 'Xóa một nhóm không còn thành viên',
      description:
        'Nhóm còn thành viên trả về 409 IN_USE kèm số thành viên; hai nhóm có sẵn ' +
        '("Thành viên", "Quản trị viên") trả về 422.',
      params: groupParams,
      response: { 200: z.object({ data: z.object({ id: z.number().int() }) }) },
    }),
    async (request) => {
      await deleteGroup(db, request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  app.post(
    '/permissions/group/:groupId/permission/:permissionId',
    permissionRoute(
      {
        summary: 'Cấp một quyền cho nhóm (lặp lại không đổi gì); trả về nhóm',
        params: grantParams,
        response: oneGroup,
      },
      grantAudit,
    ),
    async ({ params }) => ({
      data: await grantPermission(db, params.groupId, params.permissionId),
    }),
  );

  app.delete(
    '/permissions/group/:groupId/permission/:permissionId',
    permissionRoute(
      {
        summary: 'Bỏ một quyền khỏi nhóm (lặp lại không đổi gì); trả về nhóm',
        description: 'Nhóm "Quản trị viên" luôn giữ permission.all: bỏ quyền đó trả về 422.',
        params: grantParams,
        response: oneGroup,
      },
      grantAudit,
    ),
    async ({ params }) => ({
      data: await revokePermission(db, params.groupId, params.permissionId),
    }),
  );

  app.get(
    '/permissions/all',
    permissionRoute({
      summary: 'Mọi quyền (id, tên, mô tả)',
      response: { 200: z.object({ data: z.array(permissionEntry) }) },
    }),
    async () => ({ data: await listPermissions(db) }),
  );
};
