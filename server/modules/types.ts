import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { LimitWindows } from '../lib/limitWindows';

/** What every module's routes receive; they are mounted under /api. */
export interface ModuleOptions {
  db: Database;
  env: Env;
  /** Counts every API process shares (see `limitWindowsFor`). */
  windows: LimitWindows;
}

export type ModuleRoutes = FastifyPluginAsyncZod<ModuleOptions>;
