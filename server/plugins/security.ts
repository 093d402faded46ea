import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestClaims, type SessionConfig } from '../lib/sessions';

/**
 * Whose budget a request spends: a signed-in user's own (so one office behind a proxy is not one
 * bucket), or, for anonymous calls and unreadable tokens, the client address's.
 */
async function rateLimitKey(sessions: SessionConfig, request: FastifyRequest) {
  const claims = await requestClaims(sessions, request);
  return claims ? `user:${claims.userId}` : `ip:${request.ip}`;
}

/** Security headers with a Content-Security-Policy the app runs under, and a rate limit. */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { perMinute: number; sessions: SessionConfig }) => {
    await app.register(helmet, {
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
    await app.register(rateLimit, {
      max: opts.perMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => rateLimitKey(opts.sessions, request),
      allowList: (request) => !request.url.startsWith('/api'),
    });
  },
);
