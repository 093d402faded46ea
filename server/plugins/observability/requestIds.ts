import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What an incoming X-Request-Id may be: kept only when it cannot break a log line or a header. */
const ACCEPTABLE_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * A request's id: the caller's X-Request-Id (a proxy's or load balancer's) when it is a plain
 * token, so one id follows a request across hops; otherwise a new UUID, unique across processes.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request's id, so a user's report or a proxy's log leads to its lines. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
});
