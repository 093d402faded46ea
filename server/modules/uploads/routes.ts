// /api/uploads
import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { readOneFile } from '../../lib/multipartFile';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { MAX_UPLOAD_BYTES } from './images';
import { ensureUploadFile, storeUpload, type UploadVariant } from './service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const storedUpload = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  thumbBytes: z.number(),
});

export const uploadRoutes: ModuleRoutes = async (app, { db, env }) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0 } });

  app.post(
    '/uploads',
    {
      config: { permission: 'permission.me' },
      schema: {
        tags: ['uploads'],
        summary: 'Tải lên một ảnh PNG, JPEG hoặc WebP (≤ 5 MB, ≤ 4096×4096), lưu dạng WebP',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: storedUpload }) },
      },
    },
    async (request, reply) => {
      const owner = currentUser(request);
      const bytes = await readOneFile(request, 'Ảnh không được lớn hơn 5 MB');
      const stored = await storeUpload(db, env.DATA_DIR, bytes, owner.id);
      return reply.status(201).send({
        data: {
          ...stored,
          url: `/api/uploads/${stored.id}.webp`,
          thumbUrl: `/api/uploads/${stored.id}/thumb.webp`,
        },
      });
    },
  );

  async function serve(id: string, variant: UploadVariant) {
    const file = await ensureUploadFile(db, env.DATA_DIR, id, variant);
    if (!file) throw notFound('Không tìm thấy ảnh');
    return createReadStream(file);
  }

  const WEBP = { type: 'image/webp', description: 'Ảnh WebP' };

  // Public: <img> cannot send the bearer token; ids are random UUIDs nobody can enumerate.
  app.get(
    '/uploads/:file',
    {
      config: { permission: 'public', rawAnswer: WEBP },
      schema: {
        tags: ['uploads'],
        summary: 'Ảnh đã tải lên (WebP), công khai, lưu đệm vĩnh viễn',
        params: z.object({
          file: z
            .string()
            .regex(
              /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/,
              'Không tìm thấy ảnh',
            ),
        }),
      },
    },
    async (request, reply) => {
      const stream = await serve(request.params.file.slice(0, 36), 'full');
      return reply.type('image/webp').header('cache-control', IMMUTABLE).send(stream);
    },
  );

  app.get(
    '/uploads/:id/thumb.webp',
    {
      config: { permission: 'public', rawAnswer: WEBP },
      schema: {
        tags: ['uploads'],
        summary: 'Ảnh thu nhỏ (trong 256×256) của một ảnh đã tải lên',
        params: z.object({ id: z.uuid('Không tìm thấy ảnh') }),
      },
    },
    async (request, reply) => {
      const stream = await serve(request.params.id, 'thumb');
      return reply.type('image/webp').header('cache-control', IMMUTABLE).send(stream);
    },
  );
};
