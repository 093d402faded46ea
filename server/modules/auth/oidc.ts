import * as client from 'openid-client';
import type { Env } from '../../env';
import { unauthorized } from '../../lib/errors';
import type { SignInProfile } from '../users/signIn';

export interface PendingSignIn {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface OidcClient {
  start(): Promise<{ pending: PendingSignIn; url: URL }>;
  finish(callbackQuery: string, pending: PendingSignIn): Promise<SignInProfile>;
}

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** OpenID Connect authorization code with PKCE, state and nonce; null when no client is set. */
export function createOidcClient(env: Env): OidcClient | null {
  if (!env.GOOGLE_CLIENT_ID) return null;
  const issuer = new URL(env.OIDC_ISSUER);
  const redirectUri = new URL('/api/auth/google/callback', env.PUBLIC_URL).href;
  const options = isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined;
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () =>
    (discovered ??= client
      .discovery(issuer, env.GOOGLE_CLIENT_ID!, env.GOOGLE_CLIENT_SECRET, undefined, options)
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      }));

  return {
    async start() {
      const config = await configuration();
      const pending = {
        state: client.randomState(),
        codeVerifier: client.randomPKCECodeVerifier(),
        nonce: client.randomNonce(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        prompt: 'select_account',
      });
      return { pending, url };
    },

    async finish(callbackQuery, pending) {
      const config = await configuration();
      let claims: client.IDToken | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(
          config,
          new URL(`${redirectUri}?${callbackQuery}`),
          {
            pkceCodeVerifier: pending.codeVerifier,
            expectedState: pending.state,
            expectedNonce: pending.nonce,
            idTokenExpected: true,
          },
        );
        claims = tokens.claims();
      } catch {
        throw unauthorized('Không xác thực được với nhà cung cấp đăng nhập', 'OIDC_FAILED');
      }
      const email = typeof claims?.email === 'string' ? claims.email : undefined;
      if (!email || claims?.email_verified === false) {
        throw unauthorized('Tài khoản Google chưa có e-mail đã xác minh', 'EMAIL_UNVERIFIED');
      }
      return {
        email,
        name: typeof claims?.name === 'string' ? claims.name : undefined,
        avatarUrl: typeof claims?.picture === 'string' ? claims.picture : undefined,
      };
    },
  };
}
