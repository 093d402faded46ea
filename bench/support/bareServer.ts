import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * The bare peer's server: files from `root`, the build's brotli copy where the browser takes it
 * (as the portal's server does), and /api forwarded to `apiOrigin`, so both apps read the same
 * list route from one origin each.
 */
export async function serveBare(root: string, apiOrigin: string): Promise<Server> {
  const api = new URL(apiOrigin);
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/')) {
      const forward = request(
        { host: api.hostname, port: api.port, path: url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forward);
      return;
    }
    const asked = path.join(root, path.normalize(url.split('?')[0]!));
    const file =
      existsSync(asked) && statSync(asked).isFile() ? asked : path.join(root, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const brotli =
      /\bbr\b/.test(String(req.headers['accept-encoding'])) && existsSync(`${file}.br`);
    res.writeHead(200, { 'content-type': type, ...(brotli && { 'content-encoding': 'br' }) });
    createReadStream(brotli ? `${file}.br` : file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export const originOf = (server: Server) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
