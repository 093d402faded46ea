import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError } from '../lib/errors';

interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string>;
  [detail: string]: unknown;
}

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Dữ liệu gửi lên quá lớn',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Kiểu dữ liệu gửi lên không được hỗ trợ',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Thiếu dữ liệu gửi lên',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_JSON', message: 'JSON không hợp lệ' },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_URL', message: 'Địa chỉ yêu cầu không hợp lệ' },
};

/** PostgreSQL SQLSTATEs that mean the input was wrong (or too broad), not the server broken. */
const PG_CODES: Record<string, { status: number; code: string; message: string }> = {
  '23505': { status: 409, code: 'DUPLICATE', message: 'Dữ liệu đã tồn tại' },
  '23503': {
    status: 409,
    code: 'REFERENCE',
    message: 'Dữ liệu tham chiếu không tồn tại hoặc đang được dùng',
  },
  '23514': { status: 422, code: 'CONSTRAINT', message: 'Dữ liệu vi phạm ràng buộc' },
  '22P02': { status: 400, code: 'BAD_REQUEST', message: 'Giá trị không hợp lệ' },
  '22003': { status: 400, code: 'OUT_OF_RANGE', message: 'Giá trị vượt quá giới hạn' },
  '22001': { status: 400, code: 'TOO_LONG', message: 'Giá trị quá dài' },
  // A NUL character or broken Unicode in text.
  '22021': { status: 400, code: 'BAD_TEXT', message: 'Văn bản chứa ký tự không hợp lệ' },
  '22P05': { status: 400, code: 'BAD_TEXT', message: 'Văn bản chứa ký tự không hợp lệ' },
  // Stopped by STATEMENT_TIMEOUT_MS: the server is fine, the question was too broad.
  '57014': {
    status: 503,
    code: 'QUERY_TIMEOUT',
    message: 'Truy vấn chạy quá lâu nên đã bị dừng; hãy lọc hoặc tìm kiếm hẹp hơn rồi thử lại',
  },
};

/** The database restarting, failing over or crashed: the request may be sent again shortly. */
const DATABASE_UNAVAILABLE = {
  status: 503,
  code: 'DATABASE_UNAVAILABLE',
  message: 'Cơ sở dữ liệu tạm thời không truy cập được; vui lòng thử lại sau giây lát',
};

/** The PostgreSQL error inside a driver or Drizzle error, if there is one. */
export function pgErrorOf(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const pgCode = (error: unknown) => pgErrorOf(error)?.code;

function fieldErrors(error: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of error.validation ?? []) {
    const issue = (item.params as { issue?: { path?: PropertyKey[]; keys?: string[] } }).issue;
    const field = issue?.path?.length
      ? issue.path.join('.')
      : (issue?.keys?.join(',') ?? item.instancePath.replace(/^\//, '').replaceAll('/', '.'));
    // A record's refused key says why in its own issues ("invalid key" alone does not).
    const inner = (item.params as { issues?: { message?: string }[] }).issues?.[0]?.message;
    errors[field || '_'] ??= inner ?? item.message ?? 'Giá trị không hợp lệ';
  }
  return errors;
}

export function toErrorBody(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof ApiError) {
    const body: ErrorBody = { ...error.extraBody, message: error.message, code: error.code };
    if (error.errors) body.errors = error.errors;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return {
      status: 400,
      body: {
        message: 'Dữ liệu không hợp lệ',
        code: 'VALIDATION_ERROR',
        errors: fieldErrors(error),
      },
    };
  }
  const known =
    FASTIFY_CODES[error.code] ??
    PG_CODES[pgCode(error) ?? ''] ??
    (isDatabaseUnavailable(error) ? DATABASE_UNAVAILABLE : undefined);
  if (known) return { status: known.status, body: { message: known.message, code: known.code } };
  if (error.statusCode === 429) {
    return {
      status: 429,
      body: { message: 'Quá nhiều yêu cầu, vui lòng thử lại sau', code: 'TOO_MANY_REQUESTS' },
    };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      status: error.statusCode,
      body: { message: 'Yêu cầu không hợp lệ', code: 'BAD_REQUEST' },
    };
  }
  return { status: 500, body: { message: 'Lỗi máy chủ, vui lòng thử lại sau', code: 'INTERNAL' } };
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return request.method === 'GET' && accept.includes('text/html');
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: ErrorBody,
) {
  if (wantsHtml(request)) {
    return reply.status(status).type('text/html; charset=utf-8').send(errorPage(body.message));
  }
  return reply.status(status).send(body);
}

function errorPage(message: string): string {
  const safe = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="vi"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Đã có lỗi xảy ra</title><body style="font-family:sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">
<h1>Đã có lỗi xảy ra</h1><p>${safe}</p><p><a href="/app/login">Quay lại trang đăng nhập</a></p></body></html>`;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, status, body);
  });
});
