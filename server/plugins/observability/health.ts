import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { isOperator } from './operatorAccess';
import { runReadinessChecks } from './readiness';

/**
 * Probes for a load balancer or an orchestrator, outside /api (no sign-in, no rate limit), JSON:
 * `/healthz` says the process serves (liveness: restart it when this fails), `/readyz` that its
 * database and job queue answer too (readiness: send it traffic), 503 if not. The reasons (each
 * check's outcome, which may name the database's address) go only to this machine itself and to
 * the holder of METRICS_TOKEN; through a proxy others get the status alone.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database; metricsToken: string | undefined }) => {
    app.decorate('readiness', new Map());
    app.readiness.set('database', async () => {
      await opts.db.execute(sql`select 1`);
    });

    const probe = { logLevel: 'warn' as const };
    app.get('/healthz', probe, async () => ({ status: 'ok' }));
    app.get('/readyz', probe, async (request, reply) => {
      const checks = await runReadinessChecks(app.readiness);
      const ready = Object.values(checks).every((outcome) => outcome === 'ok');
      const status = ready ? 'ready' : 'unavailable';
      return reply
        .status(ready ? 200 : 503)
        .send(isOperator(request, opts.metricsToken) ? { status, checks } : { status });
    });
  },
);
