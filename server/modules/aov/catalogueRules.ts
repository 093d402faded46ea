import type { FastifyRequest } from 'fastify';
import { slugify } from '../../../common/aov';
import { PERMISSIONS } from '../../../common/permissions';
import { badRequest } from '../../lib/errors';

/** Every member reads the catalogue. */
export const read = PERMISSIONS.me;
export const touched = () => ({ updatedAt: new Date() });

/** On create without a slug, the slug is made from the name (`Lữ Bố` → `lu-bo`). */
export function withSlug(request: FastifyRequest) {
  const body = request.body as { slug?: string; name?: string };
  if (request.method !== 'POST' || body.slug) return touched();
  const slug = slugify(body.name ?? '');
  if (!slug) throw badRequest('Dữ liệu không hợp lệ', { slug: 'Hãy nhập slug' });
  return { ...touched(), slug };
}
export const duplicateSlug = (constraint: string) => ({
  [constraint]: { field: 'slug', message: 'Slug này đã được dùng' },
});
