import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

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
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
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
