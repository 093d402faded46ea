import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

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

/**
 * The development sign-in lets anyone be anyone, so it answers only this machine (unless
 * ALLOW_DEV_LOGIN=1 opens it to others) and its form takes posts from its own page only.
 */
export function devLoginGuard(options: { fromAnywhere: boolean; publicUrl: string }) {
  const publicOrigin = new URL(options.publicUrl).origin;
  return async (request: FastifyRequest) => {
    if (!options.fromAnywhere && !isLoopbackAddress(request.ip)) {
      throw forbidden(
        'Đăng nhập phát triển chỉ dùng được ngay trên máy chủ (địa chỉ loopback)',
        'DEV_LOGIN_LOOPBACK_ONLY',
      );
    }
    if (request.method === 'POST' && fromForeignPage(request, publicOrigin)) {
      throw forbidden('Yêu cầu đăng nhập đến từ một trang khác nên bị từ chối', 'FOREIGN_ORIGIN');
    }
  };
}
