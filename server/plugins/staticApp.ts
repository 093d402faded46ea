import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

/**
 * The build's hashed files never change; what `public/` puts at the root keeps its name from one
 * build to the next, so it is kept a while (icons a week, the manifest and robots.txt a day) and
 * the page itself is asked again each time.
 */
const PUBLIC_FILE_CACHE: Record<string, string> = {
  '.ico': 'public, max-age=604800',
  '.png': 'public, max-age=604800',
  '.svg': 'public, max-age=604800',
  '.webmanifest': 'public, max-age=86400',
  '.txt': 'public, max-age=86400',
};

function cacheRule(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  return PUBLIC_FILE_CACHE[path.extname(filePath)] ?? 'no-cache';
}

/** Serves the built app with history fallback; unknown /api paths stay JSON 404s. */
export const staticAppPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string | null }) => {
    const distDir =
      opts.distDir && existsSync(path.join(opts.distDir, 'index.html')) ? opts.distDir : null;
    if (distDir) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        // The build writes .br and .gz beside each text file (vite.precompress.ts).
        preCompressed: true,
        setHeaders: (res, filePath) => res.header('cache-control', cacheRule(filePath)),
      });
    }
    app.setNotFoundHandler((request, reply) => {
      // A build's file that is gone (an older build's, after a redeploy) is not a page.
      const isPage = request.method === 'GET' && !/^\/(api|assets)\b/.test(request.url);
      if (isPage && distDir)
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return sendError(request, reply, 404, { message: 'Không tìm thấy', code: 'NOT_FOUND' });
    });
  },
);
