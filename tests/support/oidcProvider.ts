import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export const OIDC_CLIENT_ID = 'beli-portal';
export const OIDC_CLIENT_SECRET = 'beli-portal-secret-for-tests-only';

/** The claims the provider asserts for an account: `sub` is the account id. */
export type AccountClaims = Record<string, unknown>;

export interface TestOidcProvider {
  issuer: string;
  /** Accounts by id; a test sets what each asserts (email, email_verified, name, hd, groups...). */
  accounts: Map<string, AccountClaims>;
  /** Claims an account asserts at userinfo alone, over its others (never in its ID token). */
  userinfoOnly: Map<string, AccountClaims>;
  close(): Promise<void>;
}

const page = (body: string) =>
  `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Nhà cung cấp thử</title></head><body>${body}</body></html>`;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

/** The provider's own login page: type an account id. Consent is granted without asking. */
async function interaction(provider: Provider, request: IncomingMessage, response: ServerResponse) {
  const details = await provider.interactionDetails(request, response);
  if (details.prompt.name === 'consent') {
    const grant = new provider.Grant({
      accountId: details.session!.accountId,
      clientId: String(details.params.client_id),
    });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    return provider.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      {
        mergeWithLastSubmission: true,
      },
    );
  }
  if (request.method === 'POST') {
    const accountId = (await readForm(request)).get('login') ?? '';
    return provider.interactionFinished(
      request,
      response,
      { login: { accountId } },
      {
        mergeWithLastSubmission: false,
      },
    );
  }
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(
    page(`<form method="post"><label>Tài khoản <input name="login" required></label>
<button type="submit">Đăng nhập nhà cung cấp</button></form>`),
  );
}

export interface TestOidcProviderOptions {
  /**
   * Put an account's claims in its ID token too (as Google and Keycloak do), rather than only at
   * userinfo (oidc-provider's default when an access token is issued).
   */
  claimsInIdToken?: boolean;
}

/**
 * panva's oidc-provider on loopback, configured strictly: one confidential client with exactly
 * this redirect URI, PKCE (S256) required, only the prompt values it implements (login, consent,
 * none), RS256 ID tokens, e-mail claims only as each account asserts them.
 */
export async function startOidcProvider(
  redirectUri: string,
  options: TestOidcProviderOptions = {},
): Promise<TestOidcProvider> {
  const accounts = new Map<string, AccountClaims>();
  const userinfoOnly = new Map<string, AccountClaims>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: {
      keys: [{ ...(await exportJWK(privateKey)), kid: 'test-key', use: 'sig', alg: 'RS256' }],
    },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified', 'hd'],
      profile: ['name', 'picture', 'groups', 'roles'],
    },
    conformIdTokenClaims: !options.claimsInIdToken,
    async findAccount(_ctx, id) {
      const claims = accounts.get(id);
      if (!claims) return undefined;
      return {
        accountId: id,
        claims: async (use: string) => ({
          ...claims,
          ...(use === 'userinfo' ? userinfoOnly.get(id) : {}),
          sub: id,
        }),
      };
    },
    interactions: { url: (_ctx, found) => `/interaction/${found.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['oidc-provider-test-cookie-key-0123456789'] },
  });
  const callback = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(provider, request, response).catch((error: unknown) => {
        response.statusCode = 400;
        response.end(page(`Lỗi tương tác: ${String(error)}`));
      });
      return;
    }
    void callback(request, response);
  });
  return {
    issuer,
    accounts,
    userinfoOnly,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookies for one origin, kept across requests as a browser does. */
class CookieJar {
  private cookies = new Map<string, string>();
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
  }
}

/**
 * What a browser does at the provider: follows the authorization URL, signs in as the account
 * on the provider's login page, and stops at the redirect back to the client, answered here.
 */
export async function authorizeAtProvider(
  authorizationUrl: string,
  accountId: string,
): Promise<URL> {
  const jar = new CookieJar();
  const origin = new URL(authorizationUrl).origin;
  let url = new URL(authorizationUrl);
  for (let step = 0; step < 10; step++) {
    const response = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
    jar.keep(response);
    let next = response.headers.get('location');
    if (!next && response.status === 200 && url.pathname.startsWith('/interaction/')) {
      const login = await fetch(url, {
        method: 'POST',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login: accountId }),
        redirect: 'manual',
      });
      jar.keep(login);
      next = login.headers.get('location');
    }
    if (!next)
      throw new Error(
        `the provider stopped at ${url.pathname}: ${response.status} ${await response.text()}`,
      );
    url = new URL(next, url);
    if (url.origin !== origin) return url;
  }
  throw new Error('the provider redirected too many times');
}
