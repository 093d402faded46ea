import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { authorizeAtProvider, type TestOidcProvider } from './oidcProvider';
import { exchangeCode } from './signInFlow';

/**
 * A browser's sign-in through the app and a test provider, step by step: to the provider and
 * back (`browseToProvider`), the callback, and the whole way to a token (`signIn`).
 */
export function oidcSignInFlow(app: () => FastifyInstance, provider: () => TestOidcProvider) {
  /** Our redirect to the provider, the provider's own login page, and back to our callback. */
  async function browseToProvider(accountId: string) {
    const start = await app().inject({ url: '/api/auth/google' });
    expect(start.statusCode).toBe(302);
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(provider().issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const back = await authorizeAtProvider(authorize.href, accountId);
    expect(back.pathname).toBe('/api/auth/google/callback');
    return { cookie, query: back.search };
  }

  const callback = (query: string, cookie: string) =>
    app().inject({ url: `/api/auth/google/callback${query}`, headers: { cookie } });

  async function signIn(accountId: string): Promise<string> {
    const { cookie, query } = await browseToProvider(accountId);
    const response = await callback(query, cookie);
    expect(response.statusCode, response.body).toBe(302);
    return exchangeCode(app(), response);
  }

  return { browseToProvider, callback, signIn };
}
