import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request (method, path, status, time) instead of Fastify's two, written by
 * the request's own logger so it carries the request's id like every other line of it.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const fields = { method: request.method, url: request.url, statusCode: reply.statusCode, ms };
    const line = `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`;
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}
