import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * The one file of a multipart request (@fastify/multipart registered with a `fileSize` limit),
 * read whole; a file over the limit is a 400 with `tooLarge`, never a partial read.
 */
export async function readOneFile(request: FastifyRequest, tooLarge: string): Promise<Buffer> {
  const file = await request.file().catch(() => undefined);
  if (!file) throw badRequest('Hãy chọn một tệp để tải lên', { file: 'Chưa chọn tệp' });
  try {
    return await file.toBuffer();
  } catch {
    throw badRequest(tooLarge, { file: tooLarge });
  }
}
