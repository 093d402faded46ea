import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file, for app.inject or fetch. */
export function multipartFile(
  filename: string,
  content: Buffer | string,
  type = 'application/octet-stream',
) {
  const boundary = `----beli${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
