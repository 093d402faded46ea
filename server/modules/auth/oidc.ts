import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { Env } from '../../env';
import { ApiError } from '../../lib/errors';
import { SignInRefusal } from '../../lib/signInRefusal';
import type { SignInProfile } from '../users';
import { describeOidcFailure } from './oidcFailure';

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
/** Google accepts `select_account` without listing it in its discovery document. */
const GOOGLE_ISSUER = 'https://accounts.google.com';

/** Whether to send `prompt=select_account`: by the setting, or when the provider offers it. */
function asksToSelectAccount(env: Env, config: client.Configuration): boolean {
  if (env.OIDC_SELECT_ACCOUNT !== 'auto') return env.OIDC_SELECT_ACCOUNT === 'always';
  const offered = config.serverMetadata().prompt_values_supported;
  return Array.isArray(offered)
    ? offered.includes('select_account')
    : config.serverMetadata().issuer === GOOGLE_ISSUER;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** `hd` is read from the signed ID token only: a userinfo answer may say anything. */
function profileOf(claims: client.IDToken, idToken: client.IDToken): SignInProfile {
  const email = text(claims.email);
  if (!email || claims.email_verified !== true) {
    throw new SignInRefusal(
      'EMAIL_UNVERIFIED',
      'Nhà cung cấp đăng nhập chưa xác minh e-mail của tài khoản này',
      {
        check: 'email_verified',
        hasEmail: Boolean(email),
        emailVerified: claims.email_verified ?? null,
        issuer: claims.iss,
        subject: claims.sub,
      },
    );
  }
  return {
    identity: { issuer: claims.iss, subject: claims.sub },
    email,
    emailVerified: true,
    name: text(claims.name),
    avatarUrl: text(claims.picture),
    hostedDomain: text(idToken.hd),
    claims,
  };
}

/** OpenID Connect authorization code with PKCE, state and nonce; null when no client is set. */
export function createOidcClient(env: Env, log: FastifyBaseLogger): OidcClient | null {
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
        log.error(
          { issuer: issuer.href, ...describeOidcFailure(error) },
          'OpenID Connect: không đọc được discovery của nhà cung cấp',
        );
        throw new ApiError(
          503,
          'OIDC_UNAVAILABLE',
          'Không kết nối được tới nhà cung cấp đăng nhập, vui lòng thử lại sau',
        );
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
        ...(asksToSelectAccount(env, config) ? { prompt: 'select_account' } : {}),
      });
      return { pending, url };
    },

    async finish(callbackQuery, pending) {
      const config = await configuration();
      let claims: Record<string, unknown> & client.IDToken;
      let idToken: client.IDToken;
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
        claims = idToken = tokens.claims()!;
        // A provider may keep the e-mail out of the ID token and answer it at userinfo only.
        if (claims.email === undefined && config.serverMetadata().userinfo_endpoint) {
          claims = {
            ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)),
            ...claims,
          };
        }
      } catch (error) {
        throw new SignInRefusal(
          'OIDC_FAILED',
          'Không xác thực được với nhà cung cấp đăng nhập',
          describeOidcFailure(error),
        );
      }
      return profileOf(claims, idToken);
    },
  };
}
