import type { FastifyRequest } from 'fastify';
import { slugify } from '../../../common/aov';
import { badRequest } from '../errors';

/** On create without a slug, the slug is made from another field (`Lữ Bố` → `lu-bo`). */
export const slugStamp = (slugField: string, from: string) => (request: FastifyRequest) => {
  const body = request.body as Record<string, unknown>;
  if (request.method !== 'POST' || body[slugField]) return {};
  const slug = slugify(String(body[from] ?? ''));
  if (!slug) throw badRequest('Dữ liệu không hợp lệ', { [slugField]: 'Hãy nhập slug' });
  return { [slugField]: slug };
};
