import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** The Cookie header a browser sends back after answers that set these cookies (cleared ones dropped). */
export function cookiesToSendBack(setCookies: readonly string[]): string {
  return setCookies
    .map((line) => line.split(';')[0]!.trim())
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

const setCookiesOf = (response: LightMyRequestResponse) =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []);

/** The one-time code a sign-in's redirect to the app's callback page carries. */
export function loginCodeIn(location: string): string {
  const code = new URL(location, 'http://x').searchParams.get('code');
  if (!code) throw new Error(`sign-in did not end with a code: ${location}`);
  return code;
}

/** Where a request comes from, for a test that cares (the rate limit's client address). */
export type From = Pick<InjectOptions, 'remoteAddress'>;

/**
 * The exchange the app's callback page makes after `signedIn` (a sign-in's last answer, the
 * redirect with the code): the browser posts the code with the cookie that answer set.
 */
export const postExchange = (
  app: FastifyInstance,
  signedIn: LightMyRequestResponse,
  from: From = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/exchange',
    headers: { cookie: cookiesToSendBack(setCookiesOf(signedIn)) },
    payload: { code: loginCodeIn(String(signedIn.headers.location)) },
    ...from,
  });

/** The token the exchange answers after `signedIn`. */
export async function exchangeCode(
  app: FastifyInstance,
  signedIn: LightMyRequestResponse,
  from: From = {},
): Promise<string> {
  const exchanged = await postExchange(app, signedIn, from);
  if (exchanged.statusCode !== 200) throw new Error(`exchange failed: ${exchanged.body}`);
  return exchanged.json<{ data: { token: string } }>().data.token;
}

/**
 * The development sign-in's secret, read from DATA_DIR/dev-login-secret as a script on this
 * machine does (`curl -d secret="$(cat data/dev-login-secret)" …`).
 */
export const devLoginSecretIn = (dataDir: string) =>
  readFileSync(path.join(dataDir, 'dev-login-secret'), 'utf8').trim();

/** The secret of an app built in this process, from the file it wrote at start. */
export function devLoginSecretOf(app: FastifyInstance): string {
  if (!app.devLoginSecretFile) throw new Error('the development sign-in is off on this app');
  return readFileSync(app.devLoginSecretFile, 'utf8').trim();
}

/** The development sign-in in process, as a browser does it: answers a bearer token. */
export async function signInWithDevLogin(
  app: FastifyInstance,
  email: string,
  from: From = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/dev',
    payload: { email, secret: devLoginSecretOf(app) },
    ...from,
  });
  if (response.statusCode !== 302) throw new Error(`dev sign-in failed: ${response.body}`);
  return exchangeCode(app, response, from);
}
