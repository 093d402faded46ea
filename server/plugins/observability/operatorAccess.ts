import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { whyNotDirectFromLoopback } from '../../lib/directLoopback';

/** `Authorization: Bearer <token>`, compared in constant time. */
export function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A program on this machine itself, or whoever shows METRICS_TOKEN: an operator's tooling. */
export const isOperator = (request: FastifyRequest, token: string | undefined) =>
  whyNotDirectFromLoopback(request) === null || (!!token && bearerMatches(request, token));
