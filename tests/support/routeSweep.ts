import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import type { RouteAccessEntry } from '../../server/plugins/auth';
import { asJson } from './routeArbitraries';
import { controlCharacter, deepMarker, nestedText, noncharacter } from './hostileValues';
import { defOf, objectInside, typicalFor, unwrap } from './validArbitraries';

type Path = string[];

/** The path of every string field of the object schema, through the objects it nests. */
function stringPaths(schema: z.ZodObject, at: Path = []): Path[] {
  return Object.entries(schema.shape).flatMap(([key, field]) => {
    const inner = objectInside(field as z.ZodType);
    if (inner) return stringPaths(inner, [...at, key]);
    return defOf(unwrap(field as z.ZodType)).type === 'string' ? [[...at, key]] : [];
  });
}

function withValueAt(value: unknown, [key, ...rest]: Path, leaf: unknown): unknown {
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [key!]: rest.length ? withValueAt(record[key!], rest, leaf) : leaf };
}

/** The list parameters have generators of their own in the fuzz, run on every list. */
const LIST_PARAMETERS = new Set(['sort', 'range', 'filter']);

/** What a string field gets, one at a time: each is refused, or stored and answered safely. */
function oddValues(seed: number) {
  const [control, nonchar] = [controlCharacter, noncharacter].map(
    (arbitrary) => fc.sample(arbitrary, { seed, numRuns: 1 })[0]!,
  );
  const text = [`a${control}b`, `a${nonchar}b`, 'é'.repeat(10_001)];
  return { body: [...text, deepMarker('object', 10_000)], query: text };
}

/** The route's typical request, field by field, from its schemas (list parameters left out). */
function typicalPartsOf(route: RouteAccessEntry) {
  const { params, body, querystring } = (route.schema ?? {}) as Record<string, z.ZodType>;
  const typicalParams = (params ? typicalFor(params) : {}) as Record<string, unknown>;
  const url = route.url.replace(/:([A-Za-z]+)|\*/g, (_, name: string) =>
    encodeURIComponent(String(typicalParams[name] ?? 1)),
  );
  const bodyObject = body && objectInside(body);
  const queryObject = querystring && objectInside(querystring);
  const typicalBody = bodyObject ? typicalFor(bodyObject) : {};
  const typicalQuery = Object.fromEntries(
    Object.entries((queryObject ? typicalFor(queryObject) : {}) as object)
      .filter(([name]) => !LIST_PARAMETERS.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return { url, bodyObject, queryObject, typicalBody, typicalQuery, hasBody };
}

const headersFor = (hasBody: boolean, idempotencyKey: string) => ({
  ...(hasBody && { 'content-type': 'application/json' }),
  'idempotency-key': idempotencyKey,
});

/** The live events' stream: it answers by staying open, so a walk of the routes never asks it. */
export const opensEventStream = (route: RouteAccessEntry) => route.url === '/api/events';

/** The route's typical request: every parameter, query field and body field valid and plain. */
export function typicalRequestFor(route: RouteAccessEntry, idempotencyKey: string): InjectOptions {
  const { url, typicalBody, typicalQuery, hasBody } = typicalPartsOf(route);
  return {
    method: route.method as InjectOptions['method'],
    url,
    query: typicalQuery,
    headers: headersFor(hasBody, idempotencyKey),
    ...(hasBody && { payload: asJson(typicalBody) }),
  };
}

/**
 * For every string field of the route's body and query, the route's typical request with that
 * field alone made odd: a control character, a noncharacter, text past every field's maximum,
 * 10 000 levels of nesting in the body; and the body as a whole nested 20 000 deep. Each field is
 * reached in a few requests valid but for it, where random requests may take thousands (a
 * preview's title is only drawn when every other field names a real picture).
 */
export function sweepRequestsFor(route: RouteAccessEntry, seed: number): InjectOptions[] {
  const { url, bodyObject, queryObject, typicalBody, typicalQuery, hasBody } =
    typicalPartsOf(route);
  const odd = oddValues(seed);

  const payloads = (bodyObject ? stringPaths(bodyObject) : []).flatMap((path) =>
    odd.body.map((value) => asJson(withValueAt(typicalBody, path, value))),
  );
  const queries = (queryObject ? stringPaths(queryObject) : [])
    .filter(([name]) => !LIST_PARAMETERS.has(name!))
    .flatMap(([name]) => odd.query.map((value) => ({ ...typicalQuery, [name!]: value })));
  const typicalPayload = hasBody ? asJson(typicalBody) : undefined;
  const sent: { payload?: string; query: Record<string, string> }[] = [
    ...payloads.map((payload) => ({ payload, query: typicalQuery })),
    ...queries.map((query) => ({ payload: typicalPayload, query })),
    ...(hasBody ? [{ payload: nestedText('object', 20_000), query: typicalQuery }] : []),
  ];
  return sent.map(({ payload, query }, index) => ({
    method: route.method as InjectOptions['method'],
    url,
    query,
    headers: headersFor(hasBody, `sweep-${seed}-${index}`),
    ...(payload !== undefined && { payload }),
  }));
}
