import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { whyNotDirectFromLoopback } from '../../lib/directLoopback';
import { bearerMatches } from './operatorAccess';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry (one per app, so tests may build several in a process). */
    metrics: Registry;
  }
}

/** The pool's connections on PostgreSQL; PGlite has one connection and no pool. */
function poolGauge(registry: Registry, database: DatabaseHandle) {
  const { pool } = database;
  if (!pool) return;
  new Gauge({
    name: 'beli_db_pool_connections',
    help: 'PostgreSQL pool connections by state (waiting: requests queued for a connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

/** The one route label of every file of the built app. */
export const STATIC_FILES_ROUTE = 'static';

/**
 * Prometheus metrics at GET /metrics: requests and their latency by route, the database pool,
 * what modules add (job queue, ledger check) and the process (memory, event loop, GC). Served to
 * whoever shows METRICS_TOKEN as a bearer token, or with no token set only to this machine.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { database: DatabaseHandle; token: string | undefined }) => {
    const registry = new Registry();
    app.decorate('metrics', registry);
    collectDefaultMetrics({ register: registry });
    poolGauge(registry, opts.database);

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', (request, reply, done) => {
      // The pattern, never the path: ids and unknown URLs would make a series each, and so would
      // every file of each build (@fastify/static gives each a route naming its `file`).
      const route =
        request.routeOptions.config && 'file' in request.routeOptions.config
          ? STATIC_FILES_ROUTE
          : (request.routeOptions.url ?? 'unmatched');
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      done();
    });

    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      const allowed = opts.token
        ? bearerMatches(request, opts.token)
        : whyNotDirectFromLoopback(request) === null;
      if (!allowed) {
        throw forbidden(
          opts.token
            ? 'Cần METRICS_TOKEN để đọc số liệu'
            : 'Số liệu chỉ đọc được ngay trên máy chủ (hoặc đặt METRICS_TOKEN)',
          'METRICS_FORBIDDEN',
        );
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
);
