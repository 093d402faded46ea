import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { LimitWindows } from '../lib/limitWindows';
import { overAddressCeiling, rateLimitKey } from '../lib/rateLimitKey';
import { sharedRateLimitStore } from '../lib/rateLimitStore';
import { sharedCounter } from '../lib/sharedCounter';
import type { SessionConfig } from '../lib/sessions';

const SWEEP_EVERY_MS = 60_000;

/**
 * What a browser heeds on a file the page fetches (a script of the build): the others (the
 * content security policy, framing, referrer, opener, DNS prefetch) govern documents, and cost
 * about 800 bytes on each of the first load's files.
 */
const SUBRESOURCE_HEADERS = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/**
 * The headers helmet sets for `options`, worked out once: they are the same for every request,
 * and @fastify/helmet built helmet's middleware again on every request to set them.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers with a Content-Security-Policy the app runs under, and a rate limit counted
 * in `windows` (on PostgreSQL the database's, so several API processes allow the limit once
 * between them, give or take each one's batch of unwritten hits: `sharedCounter`), whose ended
 * windows are swept here. Should the database not answer, a request
 * is let through: its own queries then fail as they would, and what needs none is still served.
 */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { perMinute: number; sessions: SessionConfig; windows: LimitWindows },
  ) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI's emotion injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Google avatars come from Google's image hosts.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
    });
    const assetHeaders = Object.fromEntries(
      SUBRESOURCE_HEADERS.map((name) => [name, headers[name]!]),
    );
    app.addHook('onRequest', (request, reply, done) => {
      // The build's hashed files (vite.config.ts): what /assets serves is never a page.
      reply.headers(request.url.startsWith('/assets/') ? assetHeaders : headers);
      done();
    });
    const counter = sharedCounter(opts.windows);
    const flush = () =>
      counter
        .flush()
        .catch((error: unknown) => app.log.warn({ err: error }, 'rate limit hits not written'));
    await app.register(rateLimit, {
      max: opts.perMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => rateLimitKey(opts.sessions, request),
      allowList: (request) => !request.url.startsWith('/api'),
      store: sharedRateLimitStore(counter, (error) =>
        app.log.warn({ err: error }, 'rate limit not counted: the database did not answer'),
      ),
      skipOnError: true,
    });
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api')) return;
      const over = await overAddressCeiling(
        opts.sessions,
        opts.windows,
        opts.perMinute,
        request,
      ).catch((error: unknown) => {
        app.log.warn({ err: error }, 'address ceiling not counted: the database did not answer');
        return false;
      });
      if (over) throw Object.assign(new Error('Too many requests'), { statusCode: 429 });
    });
    const sweep = setInterval(() => {
      void flush();
      opts.windows
        .sweep()
        .catch((error: unknown) => app.log.warn({ err: error }, 'limit windows not swept'));
    }, SWEEP_EVERY_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await flush();
    });
  },
);
