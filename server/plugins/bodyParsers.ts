import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../lib/jsonDepth';

declare module 'fastify' {
  interface FastifyRequest {
    /** A JSON body as it came, for a signature over its exact bytes (the bank webhook). */
    rawBody?: string;
  }
}

export const TOO_DEEP_MESSAGE = `Dữ liệu lồng nhau quá ${MAX_JSON_DEPTH} cấp`;

/**
 * JSON bodies nested past MAX_JSON_DEPTH are a 400 TOO_DEEP before they are parsed, then
 * Fastify's own parser reads them as configured. Form bodies are read flat by URLSearchParams:
 * `a[b][c]=1` is one key, so nothing in them nests.
 */
export function registerBodyParsers(app: FastifyInstance) {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning!, onConstructorPoisoning!);
  app.decorateRequest('rawBody', undefined);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    request.rawBody = text;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(TOO_DEEP_MESSAGE, undefined, 'TOO_DEEP'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
