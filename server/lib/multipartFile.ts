import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './errors';

/**
 * The one file of a multipart request (@fastify/multipart registered with a `fileSize` limit),
 * read whole; a file over the limit is a 413 with `tooLarge`, never a partial read.
 */
export async function readOneFile(request: FastifyRequest, tooLarge: string): Promise<Buffer> {
  const file = await request.file().catch(() => undefined);
  if (!file) throw badRequest('Hãy chọn một tệp để tải lên', { file: 'Chưa chọn tệp' });
  const refusal = new ApiError(413, 'PAYLOAD_TOO_LARGE', tooLarge, { file: tooLarge });
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch {
    throw refusal;
  }
  // toBuffer notices the cut only on a chunk read after it: when the bytes before the limit came
  // in a chunk of their own (a slow or busy connection), it answers them, exactly at the limit.
  // busboy has marked the stream truncated by the time it ends.
  if (file.file.truncated) throw refusal;
  return bytes;
}
