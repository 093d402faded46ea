import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { authRoutes, createOidcClient, loadJwtSecret } from './modules/auth';
import { devLoginSecretFile, writeNewDevLoginSecret } from './lib/devLoginSecret';
import { moduleRoutes } from './modules';
import type { ModuleRoutes } from './modules/types';
import { auditPlugin } from './plugins/audit';
import { authPlugin } from './plugins/auth';
import { registerBodyParsers } from './plugins/bodyParsers';
import { clientErrorHandler } from './plugins/clientErrors';
import { errorsPlugin, sendError, toErrorBody } from './plugins/errors';
import { limitWindowsFor } from './lib/limitWindows';
import { serializerCompiler } from './lib/responseSerializer';
import {
  healthPlugin,
  logDestination,
  metricsPlugin,
  OneLineRequestLog,
  requestIdOf,
  requestIdPlugin,
} from './plugins/observability';
import { fastifyTrustProxy } from './lib/trustedProxies';
import { warnWithoutAdmin } from './modules/permissions';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { staticAppPlugin } from './plugins/staticApp';

z.config(z.locales.vi());

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** The built app to serve; null serves the API alone. */
  distDir: string | null;
  /** The modules mounted under /api; every module by default. */
  modules?: ModuleRoutes[];
  /** Where the log goes; standard output by default (tests read it). */
  logStream?: { write(line: string): void };
}

export async function buildApp({
  env,
  database,
  distDir,
  modules = moduleRoutes,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const logTo = logStream ?? logDestination(env.NODE_ENV);
  const app = Fastify({
    logger: { level: env.LOG_LEVEL, ...(logTo ? { stream: logTo } : {}) },
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new OneLineRequestLog(),
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    // While draining at SIGTERM, a request already on an open connection is served (with
    // `Connection: close`) rather than refused with an English 503; new connections are refused.
    return503OnClosing: false,
    // A malformed URL or content type fails before routing, outside the error handler.
    frameworkErrors: (error, request, reply) => {
      const { status, body } = toErrorBody(error);
      return sendError(request, reply, status, body);
    },
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // Added first so it runs last: Fastify closes in reverse order, and every plugin's own onClose
  // (a job queue stopping its workers) still needs the database.
  app.addHook('onClose', () => database.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerBodyParsers(app);

  const db = database.db;
  const sessions = {
    secret: loadJwtSecret(env),
    sessionDays: env.SESSION_DAYS,
    idleMinutes: env.SESSION_IDLE_MINUTES,
  };
  const { devLogin } = env;
  if (devLogin) writeNewDevLoginSecret(env.DATA_DIR);
  app.decorate('devLoginSecretFile', devLogin ? devLoginSecretFile(env.DATA_DIR) : null);
  const windows = limitWindowsFor(database);

  await app.register(errorsPlugin);
  await app.register(requestIdPlugin);
  await app.register(healthPlugin, { db, metricsToken: env.METRICS_TOKEN });
  await app.register(metricsPlugin, { database, token: env.METRICS_TOKEN });
  await app.register(securityPlugin, {
    perMinute: env.RATE_LIMIT_PER_MINUTE,
    sessions,
    windows,
  });
  await app.register(openapiPlugin);
  await app.register(authPlugin, { db, sessions });
  await app.register(auditPlugin, { db });

  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        db,
        sessions,
        oidc: createOidcClient(env, app.log),
        devLogin,
        devLoginFromAnywhere: env.ALLOW_DEV_LOGIN,
        publicUrl: env.PUBLIC_URL,
        dataDir: env.DATA_DIR,
        policy: {
          adminEmails: env.ADMIN_EMAILS,
          previousIssuers: env.OIDC_PREVIOUS_ISSUERS,
          firstComerAdmin: env.NODE_ENV !== 'production',
          access: {
            allowedDomains: env.ALLOWED_EMAIL_DOMAINS,
            blockedEmails: env.BLOCKED_EMAILS,
            requireHostedDomain: env.REQUIRE_HOSTED_DOMAIN,
          },
        },
        secureCookies: env.PUBLIC_URL.startsWith('https:'),
      });
      const listen = database.listen;
      for (const routes of modules) await api.register(routes, { db, env, windows, listen });
    },
    { prefix: '/api' },
  );

  await app.register(staticAppPlugin, { distDir: env.SERVE_APP ? distDir : null });
  if (devLogin) {
    app.log.warn(
      'ĐĂNG NHẬP PHÁT TRIỂN ĐANG BẬT: ai có mã bí mật in ra khi khởi động (DATA_DIR/dev-login-secret) ' +
        'đăng nhập được bằng bất kỳ e-mail nào.',
    );
  }
  await warnWithoutAdmin(db, env, app.log);
  return app;
}
