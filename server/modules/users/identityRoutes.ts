// /api/users/{id}/identities
import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import { identityInput, identityParams, identityRow } from '../../../common/schemas/identities';
import { userIdParams } from '../../../common/schemas/users';
import type { ModuleRoutes } from '../types';
import { identitiesAsAudited } from './auditSnapshots';
import { identitiesOf, linkIdentity, unlinkIdentity } from './identities';

const TAGS = ['users'];
/** Linking an identity lets its holder sign in as the account, admins included: permission.all. */
const guard = { permission: PERMISSIONS.permissionAll };

export const identityRoutes: ModuleRoutes = async (app, { db }) => {
  const audited = { ...guard, audit: { snapshot: identitiesAsAudited } };
  app.get(
    '/users/:id/identities',
    {
      config: guard,
      schema: {
        tags: TAGS,
        summary: 'Các danh tính đăng nhập (issuer, subject) của người dùng',
        params: userIdParams,
        response: { 200: z.object({ data: z.array(identityRow) }) },
      },
    },
    async (request) => ({ data: await identitiesOf(db, request.params.id) }),
  );

  app.post(
    '/users/:id/identities',
    {
      config: audited,
      schema: {
        tags: TAGS,
        summary: 'Liên kết một danh tính đăng nhập với người dùng',
        description: 'Danh tính đã thuộc tài khoản khác trả về 409 IDENTITY_TAKEN.',
        params: userIdParams,
        body: identityInput,
        response: { 201: z.object({ data: identityRow }) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await linkIdentity(db, request.params.id, request.body) };
    },
  );

  app.delete(
    '/users/:id/identities/:identityId',
    {
      config: audited,
      schema: {
        tags: TAGS,
        summary: 'Gỡ một danh tính đăng nhập của người dùng (không gỡ được danh tính cuối cùng)',
        params: identityParams,
        response: { 200: z.object({ data: z.object({ id: z.number().int() }) }) },
      },
    },
    async ({ params }) => ({ data: await unlinkIdentity(db, params.id, params.identityId) }),
  );
};
