import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/** What Node's HTTP parser refuses before Fastify sees a request, and its Vietnamese answer. */
function clientErrorAnswer(code: string | undefined) {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: 'REQUEST_TIMEOUT', message: 'Yêu cầu gửi quá chậm, hãy thử lại' };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      code: 'HEADERS_TOO_LARGE',
      message: 'Địa chỉ hoặc phần đầu (header) của yêu cầu quá lớn',
    };
  }
  return { status: 400, code: 'BAD_REQUEST', message: 'Yêu cầu không hợp lệ' };
}

/**
 * Fastify's `clientErrorHandler`: a request line or headers the parser refuses (too large,
 * malformed) get the `{ message, code }` body every other refusal has, instead of Fastify's
 * English one. Written straight to the socket, as Node does, since there is no request.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error: Error & { code?: string },
  socket: Socket,
) => {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, ...body } = clientErrorAnswer(error.code);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
};
