import { ApiError } from './errors';

/**
 * A refused sign-in: answered as 401 with its code, and logged once with these details (which
 * check failed, the provider's error, the identity), never a token, code or secret.
 */
export class SignInRefusal extends ApiError {
  constructor(
    code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(401, code, message);
  }
}
