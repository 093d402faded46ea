import type { FastifyRequest } from 'fastify';
import { ApiError, forbidden } from '../../lib/errors';
import { whyNotDirectFromLoopback, type NotDirectReason } from '../../lib/directLoopback';
import { isDevLoginSecret } from '../../lib/devLoginSecret';

/**
 * A browser's POST from a page of another site (login CSRF). Browsers say where a request comes
 * from in Sec-Fetch-Site; older ones only in Origin (which is "null" under this server's
 * no-referrer policy, so Sec-Fetch-Site is read first). A client that sends neither is no browser.
 */
function fromForeignPage(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
}

const REFUSALS: Record<NotDirectReason, () => ApiError> = {
  peer: () =>
    forbidden(
      'Đăng nhập phát triển chỉ dùng được ngay trên máy chủ (địa chỉ loopback)',
      'DEV_LOGIN_LOOPBACK_ONLY',
    ),
  forwarded: () =>
    forbidden(
      'Đăng nhập phát triển không nhận yêu cầu chuyển tiếp qua proxy (có header Forwarded, X-Forwarded-For, X-Real-IP...)',
      'DEV_LOGIN_FORWARDED',
    ),
  host: () =>
    forbidden(
      'Đăng nhập phát triển chỉ mở bằng tên loopback (localhost, 127.0.0.1 hoặc [::1])',
      'DEV_LOGIN_LOOPBACK_HOST',
    ),
};

/**
 * The development sign-in lets anyone be anyone, so it answers only a request straight from this
 * machine (unless ALLOW_DEV_LOGIN=1 opens it to others) and its form takes posts from its own
 * page only.
 */
export function devLoginGuard(options: { fromAnywhere: boolean; publicUrl: string }) {
  const publicOrigin = new URL(options.publicUrl).origin;
  return async (request: FastifyRequest) => {
    const notDirect = options.fromAnywhere ? null : whyNotDirectFromLoopback(request);
    if (notDirect) throw REFUSALS[notDirect]();
    if (request.method === 'POST' && fromForeignPage(request, publicOrigin)) {
      throw forbidden('Yêu cầu đăng nhập đến từ một trang khác nên bị từ chối', 'FOREIGN_ORIGIN');
    }
  };
}

const withoutSecret = () =>
  forbidden(
    'Đăng nhập phát triển cần mã bí mật mà máy chủ in ra khi khởi động (tệp dev-login-secret trong DATA_DIR)',
    'DEV_LOGIN_SECRET',
  );

/** The secret a request carries: in its body (the page's forms, a script's JSON) or its query. */
function secretOf(request: FastifyRequest): unknown {
  const body = request.body as { secret?: unknown } | null | undefined;
  return body?.secret ?? (request.query as { secret?: unknown }).secret;
}

/**
 * What decides: the secret this start wrote to DATA_DIR, which only the server's user can read.
 * Checked before the body is validated, so that nothing without it learns even what is invalid.
 */
export const requireDevLoginSecret = (dataDir: string) => async (request: FastifyRequest) => {
  if (!isDevLoginSecret(dataDir, secretOf(request))) throw withoutSecret();
};
