import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort';
import { cookiesToSendBack, devLoginSecretIn, loginCodeIn } from './signInFlow';
import { readServerUnit } from './systemdUnit';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Node's arguments that start the server, as deploy/beli@.service's ExecStart gives them: V8's
 * young generation kept small, and the build of `npm run build`
 * (tests/support/setup-server-build.ts makes it afresh each run).
 */
export const NODE_FLAGS = ['--max-semi-space-size=8'];
const SERVER_PROGRAM = 'dist-server/index.mjs';
export const SERVER_ARGUMENTS = [...NODE_FLAGS, SERVER_PROGRAM];
/** glibc's allocator settings deploy/beli@.service (and `npm start`) give the server. */
export const ALLOCATOR = Object.fromEntries(
  Object.entries(readServerUnit('0').environment).filter(([name]) => name.startsWith('MALLOC_')),
);

/** A server on this machine, and its DATA_DIR (where its development sign-in's secret is). */
export interface LocalServer {
  url: string;
  dataDir: string;
}

export interface ChildServer extends LocalServer {
  process: ChildProcess;
  /** What it wrote to standard error so far. */
  stderr(): string;
  /** Sends the signal and waits for the process to be gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** How a unit's sandbox is applied outside systemd: a program that execs node, and a umask. */
export interface Confinement {
  wrapper: string[];
  umask: number;
}

/**
 * The real server as its own process (`node dist-server/index.mjs`, or another built `program`
 * with the same flags; no wrapper process left, so a SIGKILL reaches it), answering once its API
 * does; on loopback and a free port unless `env.HOST` and `env.PORT` say.
 */
export async function startChildServer(
  env: Record<string, string>,
  confinement: Confinement = { wrapper: [], umask: process.umask() },
  program = SERVER_PROGRAM,
): Promise<ChildServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const host = env.HOST ?? '127.0.0.1';
  const [command = process.execPath, ...args] = [
    ...confinement.wrapper,
    process.execPath,
    ...NODE_FLAGS,
    program,
  ];
  const ownUmask = process.umask(confinement.umask);
  const child = spawn(command, args, {
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
  process.umask(ownUmask);
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
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    process: child,
    stderr: () => stderr,
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * The development sign-in over HTTP, with the secret in its DATA_DIR, as a browser does it:
 * answers a bearer token.
 */
export async function signInOverHttp(
  { url, dataDir }: LocalServer,
  email: string,
): Promise<string> {
  const redirect = await fetch(`${url}/api/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, secret: devLoginSecretIn(dataDir) }),
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
