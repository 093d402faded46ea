import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { acceptsConnections, freePort } from './freePort';
import { tempDir } from './testEnv';

const run = promisify(execFile);
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SHIPPED_CONFIG = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

export interface ReverseProxy {
  /** https://<listen address>:<port>, with a certificate for that address signed by `caFile`. */
  url: string;
  /** The plain-HTTP server of the shipped config (it redirects to https). */
  httpUrl: string;
  caFile: string;
  /** The error log while it runs, for a test's failure message. */
  errorLog(): string;
  stop(): Promise<void>;
}

/** The passive health check each upstream server of deploy/nginx.conf carries. */
const UPSTREAM_CHECK = ' max_fails=2 fail_timeout=10s';

/** Replaces `from` in the shipped config, which must hold it exactly once. */
function replaceOnce(config: string, from: string, to: string): string {
  const at = config.indexOf(from);
  if (at < 0 || config.indexOf(from, at + 1) >= 0) {
    throw new Error(`deploy/nginx.conf must hold "${from}" exactly once for the test to render it`);
  }
  return config.slice(0, at) + to + config.slice(at + from.length);
}

/** deploy/nginx.conf with this test's addresses, ports, certificate and upstreams. */
function renderShippedConfig(options: {
  listenHost: string;
  httpsPort: number;
  httpPort: number;
  upstreams: string[];
  certificate: string;
  key: string;
}): string {
  const replacements: [string, string][] = [
    [
      `    server 127.0.0.1:3001${UPSTREAM_CHECK};\n    server 127.0.0.1:3002${UPSTREAM_CHECK};\n`,
      options.upstreams.map((u) => `    server ${u}${UPSTREAM_CHECK};\n`).join(''),
    ],
    ['listen 80;', `listen ${options.listenHost}:${options.httpPort};`],
    ['    listen [::]:80;\n', ''],
    ['listen 443 ssl;', `listen ${options.listenHost}:${options.httpsPort} ssl;`],
    ['    listen [::]:443 ssl;\n', ''],
    ['/etc/letsencrypt/live/beli.congty.vn/fullchain.pem', options.certificate],
    ['/etc/letsencrypt/live/beli.congty.vn/privkey.pem', options.key],
  ];
  return replacements.reduce(
    (config, [from, to]) => replaceOnce(config, from, to),
    readFileSync(SHIPPED_CONFIG, 'utf8'),
  );
}

/** What nginx needs around a site file to run as a test's own process, all under `dir`. */
const mainConfig = (dir: string) => `daemon off;
# One process, so that stopping it stops everything, and it keeps this test's user.
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/beli.conf;
}
`;

/** A throwaway self-signed certificate for `address`, which the test alone trusts. */
async function selfSignedCertificate(dir: string, address: string) {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=beli-test',
    '-addext',
    `subjectAltName=IP:${address}`,
    '-keyout',
    key,
    '-out',
    certificate,
  ]);
  return { certificate, key };
}

/** Debian's nginx, as a test's own process; missing nginx is a failure, never a skip. */
function requireNginx() {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx is required at ${NGINX}: apt-get install nginx-light (or set NGINX_PATH)`,
    );
  }
}

/** nginx serving `site` (the http block's servers) from `dir`, once `host:port` accepts. */
async function runNginx(dir: string, site: string, host: string, port: number) {
  writeFileSync(path.join(dir, 'beli.conf'), site);
  writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
  const errorLogFile = path.join(dir, 'error.log');
  const nginx = spawn(NGINX, ['-e', errorLogFile, '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const errorLog = () => (existsSync(errorLogFile) ? readFileSync(errorLogFile, 'utf8') : '');
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (!(await acceptsConnections(host, port))) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start: ${stderr}${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { errorLog, stop };
}

/**
 * Debian's nginx running the shipped deploy/nginx.conf, listening on `listenHost` and forwarding
 * to `upstreams` (host:port of each API process).
 */
export async function startReverseProxy(options: {
  listenHost: string;
  upstreams: string[];
}): Promise<ReverseProxy> {
  requireNginx();
  const dir = tempDir('nginx');
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const { certificate, key } = await selfSignedCertificate(dir, options.listenHost);
  const site = renderShippedConfig({ ...options, httpsPort, httpPort, certificate, key });
  return {
    url: `https://${options.listenHost}:${httpsPort}`,
    httpUrl: `http://${options.listenHost}:${httpPort}`,
    caFile: certificate,
    ...(await runNginx(dir, site, options.listenHost, httpsPort)),
  };
}

/**
 * The barest same-host proxy: nginx on loopback with `proxy_pass http://<upstream>;` alone, so it
 * adds no forwarding header and sends nginx's own `Host: <upstream>`.
 */
export async function startBareProxy(
  upstream: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  requireNginx();
  const port = await freePort();
  const site = `server {\n    listen 127.0.0.1:${port};\n    location / { proxy_pass http://${upstream}; }\n}\n`;
  const { stop } = await runNginx(tempDir('nginx-bare'), site, '127.0.0.1', port);
  return { url: `http://127.0.0.1:${port}`, stop };
}
