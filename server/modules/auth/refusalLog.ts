import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SignInRefusal } from '../../lib/signInRefusal';
import { toErrorBody } from '../../plugins/errors';

/**
 * A sign-in route's onError hook: one log line for every refusal (4xx) with its reason, the code
 * the answer carries. Failures of the server or the provider (5xx) are logged where they happen.
 */
export async function logRefusedSignIn(
  request: FastifyRequest,
  _reply: FastifyReply,
  error: FastifyError,
) {
  const { status, body } = toErrorBody(error);
  if (status >= 500) return;
  request.log.warn(
    {
      refusal: body.code,
      status,
      route: request.routeOptions.url,
      ...(error instanceof SignInRefusal ? error.details : {}),
    },
    `Đăng nhập bị từ chối: ${body.message}`,
  );
}
