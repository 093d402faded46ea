import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import type { Env } from '../env';

/** What every module's routes receive; they are mounted under /api. */
export interface ModuleOptions {
  db: Database;
  env: Env;
}

export type ModuleRoutes = FastifyPluginAsyncZod<ModuleOptions>;
