import { isIP } from 'node:net';
import { z } from 'zod';
import { isLoopbackAddress } from './directLoopback';

/** Named ranges proxy-addr (Fastify's trustProxy) knows: 127.0.0.0/8 and ::1, and so on. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

/** Words and ranges that mean every address. */
const meansEveryone = (entry: string) =>
  ['true', 'all', '*'].includes(entry) || /\/0+$/.test(entry);

/** An address, or an address/prefix. */
function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return (
    prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
  );
}

export type TrustedProxies = false | number | string[];

/**
 * TRUST_PROXY: which hops in front of the server may say who the client is (X-Forwarded-For):
 * a count of proxies, the nearest on this machine (1: the one reverse proxy beside the server),
 * or their addresses and CIDRs. Empty or 0: none. Never every hop: then any client names its own
 * address, and escapes the per-address rate limit.
 */
export const trustedProxies = z
  .string()
  .optional()
  .transform((value, ctx): TrustedProxies => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '' || text === '0' || text === 'false') return false;
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      return hops <= MAX_HOPS ? hops : refuse(`số proxy phải từ 1 đến ${MAX_HOPS}`);
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const everyone = entries.find(meansEveryone);
    if (everyone !== undefined) {
      return refuse(
        `không nhận "${everyone}" (tin mọi proxy thì ai cũng tự khai địa chỉ của mình qua ` +
          'X-Forwarded-For); hãy ghi số proxy đứng trước máy chủ (ví dụ 1) hoặc địa chỉ/CIDR ' +
          'của chúng, cách nhau bởi dấu phẩy (ví dụ 127.0.0.1,10.0.0.0/8)',
      );
    }
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length === 0) return entries;
    return refuse(
      `"${bad.join('", "')}" không phải địa chỉ IP hay CIDR (ví dụ 127.0.0.1, 10.0.0.0/8, ::1, ` +
        'loopback); TRUST_PROXY là số proxy hoặc danh sách địa chỉ cách nhau bởi dấu phẩy',
    );
  });

/**
 * Fastify's trustProxy for a setting. Fastify takes no bare count (it could not tell a proxy from
 * a client connecting straight to the server and writing its own X-Forwarded-For), so a count
 * trusts the connection's peer only on loopback, and behind it as many hops as counted.
 */
export function fastifyTrustProxy(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== 'number') return trusted;
  return (address, hop) => hop < trusted && (hop > 0 || isLoopbackAddress(address));
}
