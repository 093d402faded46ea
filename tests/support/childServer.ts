import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort';
import { cookiesToSendBack, loginCodeIn } from './signInFlow';
import { readServerUnit } from './systemdUnit';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Node's arguments that start the server, as deploy/beli@.service's ExecStart gives them. */
export const SERVER_ARGUMENTS = ['--import', 'tsx', 'server/index.ts'];
/** glibc's allocator settings deploy/beli@.service (and `npm start`) give the server. */
export const ALLOCATOR = Object.fromEntries(
  Object.entries(readServerUnit('0').environment).filter(([name]) => name.startsWith('MALLOC_')),
);

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** What it wrote to standard error so far. */
  stderr(): string;
  /** Sends the signal and waits for the process to be gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The real server as its own process (`node --import tsx server/index.ts`, no wrapper process,
 * so a SIGKILL reaches it), answering once its API does; on loopback and a free port unless `env.HOST` and `env.PORT` say.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const host = env.HOST ?? '127.0.0.1';
  const child = spawn(process.execPath, SERVER_ARGUMENTS, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: host,
      PORT: String(port),
      SERVE_APP: '0',
      JWT_SECRET: 'child-server-secret-that-is-long-enough',
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...ALLOCATOR,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start: ${stderr}`);
    const status = await fetch(`${url}/api/users/me`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 401) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    stderr: () => stderr,
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** The development sign-in over HTTP, as a browser does it: answers a bearer token. */
export async function signInOverHttp(url: string, email: string): Promise<string> {
  const redirect = await fetch(`${url}/api/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
    redirect: 'manual',
  });
  if (redirect.status !== 302) throw new Error(`sign-in failed for ${email}: ${redirect.status}`);
  const exchanged = await fetch(`${url}/api/auth/exchange`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookiesToSendBack(redirect.headers.getSetCookie()),
    },
    body: JSON.stringify({ code: loginCodeIn(redirect.headers.get('location') ?? '') }),
  });
  if (exchanged.status !== 200) throw new Error(`exchange failed: ${await exchanged.text()}`);
  return ((await exchanged.json()) as { data: { token: string } }).data.token;
}
