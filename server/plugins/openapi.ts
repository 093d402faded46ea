import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A success answer that is not JSON (a picture, a page, a redirect), for the documentation. */
    rawAnswer?: { status?: number; type?: string; description: string };
  }
}

/** Every error answer: `{ message, code, errors? }` (Vietnamese message, stable code). */
const errorBody = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string', description: 'Lời nhắn tiếng Việt, hiển thị được cho người dùng' },
    code: { type: 'string', description: 'Mã lỗi ổn định, ví dụ FORBIDDEN' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Lời nhắn theo từng trường của biểu mẫu',
    },
  },
};
const errorResponse = (description: string) => ({ description, ...errorBody });

/** The bank gateway's webhook authenticates with its own `Authorization: Apikey <key>`. */
const API_KEY_ROUTES = new Set(['/api/payments/webhook']);

/** `GET /api/tools/:id/runs` → `getToolsByIdRuns`: unique, stable, readable. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[-_.]/))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

type Schema = Record<string, unknown> & { response?: Record<string, unknown> };

/** What a route's access and inputs mean for its documented errors and security. */
function documentAccess(schema: Schema, route: RouteOptions, url: string): Schema {
  const method = [route.method].flat()[0]!;
  const permission = route.config?.permission;
  const response: Record<string, unknown> = { ...schema.response };
  const add = (status: number, description: string) =>
    (response[status] ??= errorResponse(description));
  if (schema.body || schema.querystring || schema.params || schema.headers) {
    add(400, 'Dữ liệu gửi lên không hợp lệ');
  }
  if (permission !== 'public' || API_KEY_ROUTES.has(url)) add(401, 'Chưa đăng nhập hoặc sai khóa');
  if (permission !== 'public' && permission !== 'signed-in') add(403, 'Không có quyền');
  if (url.includes(':')) add(404, 'Không tìm thấy');
  add(429, 'Quá nhiều yêu cầu');
  response.default = errorResponse('Mọi lỗi khác, cùng dạng { message, code }');
  const answer = route.config?.rawAnswer;
  if (answer) {
    response[answer.status ?? 200] = {
      description: answer.description,
      ...(answer.type
        ? { content: { [answer.type]: { schema: { type: 'string', format: 'binary' } } } }
        : {}),
    };
  }
  const security = API_KEY_ROUTES.has(url)
    ? [{ apikey: [] }]
    : permission === 'public'
      ? []
      : [{ bearer: [] }];
  return { ...schema, operationId: operationIdOf(method, url), security, response };
}

/** The OpenAPI 3.1 document at /api/docs, with every operation's errors and security. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'BELI API',
        version: '1.0.0',
        description:
          'API của cổng nội bộ BELI: đăng nhập, ví BELI, nạp tiền, công cụ ghép ảnh và danh mục Aov.',
        license: { name: 'Nội bộ, không phát hành', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'Máy chủ đang phục vụ tài liệu này' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apikey: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'Cổng ngân hàng gửi `Authorization: Apikey <PAYMENT_WEBHOOK_KEY>`',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      return {
        ...transformed,
        schema: documentAccess(transformed.schema as Schema, input.route, input.url) as never,
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
