import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, DatabaseHandle } from '../db/client';
import type { Env } from '../env';
import type { LimitWindows } from '../lib/limitWindows';

/** What every module's routes receive; they are mounted under /api. */
export interface ModuleOptions {
  db: Database;
  env: Env;
  /** Counts every API process shares (see `limitWindowsFor`). */
  windows: LimitWindows;
  /** LISTEN on the database: what any process commits is heard by every one. */
  listen: DatabaseHandle['listen'];
}

export type ModuleRoutes = FastifyPluginAsyncZod<ModuleOptions>;
