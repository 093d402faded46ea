import { AuthorizationResponseError, ClientError, ResponseBodyError } from 'openid-client';

/**
 * What to log about a failed OpenID Connect step: the provider's own `error` and
 * `error_description`, or which check failed. Never a token, code, verifier or secret.
 */
export function describeOidcFailure(error: unknown): Record<string, unknown> {
  if (error instanceof ResponseBodyError || error instanceof AuthorizationResponseError) {
    return {
      failure: error.name,
      error: error.error,
      error_description: error.error_description,
      ...('status' in error ? { status: error.status } : {}),
    };
  }
  if (error instanceof ClientError) {
    return { failure: error.name, check: error.code, reason: error.message };
  }
  if (error instanceof Error) {
    return { failure: error.name, reason: error.message };
  }
  return { failure: String(error) };
}
