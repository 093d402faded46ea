import { spawn } from 'node:child_process';
import { acceptsConnections, freePort } from './freePort';

/**
 * A port forward on loopback (`socat TCP-LISTEN:… TCP:<upstream>`), as `ssh -L` makes one: bytes
 * passed on untouched, so the server sees a loopback peer and whatever Host the client sent.
 * Missing socat is a failure, never a skip.
 */
export async function startSocatForward(
  upstream: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const socat = spawn(
    'socat',
    [`TCP-LISTEN:${port},bind=127.0.0.1,reuseaddr,fork`, `TCP:${upstream}`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  socat.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const failed = new Promise<never>((_, reject) => {
    socat.once('error', (error) =>
      reject(new Error(`socat is required: apt-get install socat (${error.message})`)),
    );
  });
  const exited = new Promise<void>((resolve) => socat.once('exit', () => resolve()));
  const stop = async () => {
    if (socat.exitCode === null && socat.signalCode === null) socat.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 10_000;
  while (!(await Promise.race([acceptsConnections('127.0.0.1', port), failed]))) {
    if (socat.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`socat did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
