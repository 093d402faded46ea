import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * A URL's query parameters that hand over a sign-in (the one-time code on the app's callback page
 * and the provider's, the OpenID state, the development sign-in's secret): logged as `…`.
 */
const CREDENTIAL_PARAMETER = /([?&](?:code|state|secret)=)[^&#]*/gi;
const withoutCredentials = (url: string) => url.replace(CREDENTIAL_PARAMETER, '$1…');

/**
 * One log line per request (client address, method, path, status, time) instead of Fastify's
 * two, written by the request's own logger so it carries the request's id like every other line
 * of it. The address is the client's as TRUST_PROXY resolves it (request.ip): behind the proxy,
 * the address the proxy saw, not the proxy's own.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const url = withoutCredentials(request.url);
    const fields = {
      remoteAddress: request.ip,
      method: request.method,
      url,
      statusCode: reply.statusCode,
      ms,
    };
    const line = `${request.ip} ${request.method} ${url} ${reply.statusCode} ${ms} ms`;
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}
