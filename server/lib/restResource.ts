import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { registerActions } from './rest/actions';
import { restContext } from './rest/context';
import { registerGetOne, registerList } from './rest/list';
import { registerWrites } from './rest/writes';
import type { RestResource } from './restResourceOptions';

export type { RestAction, RestResource } from './restResourceOptions';

/**
 * Registers the ra-data-simple-rest routes of one resource: GET list (sort, range, filter,
 * Content-Range) and its export, GET one, POST, PUT (partial), DELETE, and its actions
 * (`POST /{path}/:id/{name}`). Filters and sorts are whitelisted: anything else is a 400. Every
 * route declares the access it needs.
 */
export function registerRestResource<TTable extends PgTable>(
  app: FastifyInstance,
  db: Database,
  resource: RestResource<TTable>,
): void {
  const context = restContext(app, db, resource);
  if (context.methods.has('list')) registerList(context);
  if (context.methods.has('get')) registerGetOne(context);
  registerActions(context);
  if (resource.access.write && resource.input) registerWrites(context, resource.input);
}
