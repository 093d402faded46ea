import type { FastifyInstance } from 'fastify';

/** A session token for `email` through the development sign-in, in-process. */
export async function signInByInject(app: FastifyInstance, email: string): Promise<string> {
  const signIn = await app.inject({ method: 'POST', url: '/api/auth/dev', payload: { email } });
  const code = new URL(String(signIn.headers.location), 'http://x').searchParams.get('code');
  const exchanged = await app.inject({
    method: 'POST',
    url: '/api/auth/exchange',
    payload: { code },
  });
  return exchanged.json<{ data: { token: string } }>().data.token;
}
