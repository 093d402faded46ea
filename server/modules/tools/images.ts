import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { readResult } from './resultStore';

export const imageQuery = z
  .object({
    variant: z.enum(['full', 'thumb'], 'Biến thể ảnh không hợp lệ').default('full'),
    download: z.enum(['0', '1']).default('0'),
  })
  .strict();

/** How the API's documentation describes a result picture's answer. */
export const RESULT_IMAGE = { type: 'image/jpeg', description: 'Ảnh JPEG kết quả' };

/** A result picture, private to whoever may see it (never cached by a shared cache). */
export async function sendResultImage(
  reply: FastifyReply,
  dataDir: string,
  imageFile: string,
  query: z.infer<typeof imageQuery>,
  downloadName: string,
) {
  const bytes = await readResult(dataDir, imageFile, query.variant);
  reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=3600');
  if (query.download === '1') {
    reply.header('content-disposition', `attachment; filename="${downloadName}.jpg"`);
  }
  return reply.send(bytes);
}
