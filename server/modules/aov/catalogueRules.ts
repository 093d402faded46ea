import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { slugify } from '../../../common/aov';
import { PERMISSIONS } from '../../../common/permissions';
import { badRequest } from '../../lib/errors';
import { registerRestResource, type RestResource } from '../../lib/restResource';
import type { RouteAccess } from '../../plugins/auth';

/** On create without a slug, the slug is made from the name (`Lữ Bố` → `lu-bo`). */
function withSlug(request: FastifyRequest) {
  const body = request.body as { slug?: string; name?: string };
  if (request.method !== 'POST' || body.slug) return {};
  const slug = slugify(body.name ?? '');
  if (!slug) throw badRequest('Dữ liệu không hợp lệ', { slug: 'Hãy nhập slug' });
  return { slug };
}

type CatalogueTable = PgTable & { id: PgColumn; name: PgColumn };

/** What one catalogue says of itself; the rules every catalogue shares are added to it. */
export type Catalogue<T extends CatalogueTable> = Omit<
  RestResource<T>,
  'id' | 'access' | 'tag' | 'defaultSort' | 'stamp' | 'unique'
> & { write: RouteAccess };

/**
 * Registers a catalogue's simple-rest resource: every member reads it, it sorts by name, and a
 * table with a slug makes it from the name on create and answers a taken one
 * (`{table}_slug_unique`) as a 409 under `slug`.
 */
export function registerCatalogue<T extends CatalogueTable>(
  app: FastifyInstance,
  db: Database,
  { write, ...catalogue }: Catalogue<T>,
): void {
  const hasSlug = 'slug' in getTableColumns(catalogue.table);
  const message = 'Slug này đã được dùng';
  registerRestResource(app, db, {
    ...catalogue,
    id: catalogue.table.id,
    access: { read: PERMISSIONS.me, write },
    tag: 'aov',
    sorts: { name: catalogue.table.name, ...catalogue.sorts },
    defaultSort: { field: 'name', order: 'ASC' },
    ...(hasSlug && { stamp: withSlug }),
    ...(hasSlug && {
      unique: { [`${getTableName(catalogue.table)}_slug_unique`]: { field: 'slug', message } },
    }),
  });
}
