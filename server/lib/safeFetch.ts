import { lookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { networkInterfaces } from 'node:os';
import { unprocessable } from './errors';

/**
 * Every range of IANA's IPv4 and IPv6 special-purpose address registries (loopback, private,
 * shared, link-local, documentation, benchmarking, protocol assignments, 6to4, Teredo, NAT64,
 * multicast, reserved...): never fetched, whatever their "globally reachable" column says.
 * BlockList matches IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) against the IPv4 rules; a rule
 * for ::ffff:0:0/96 itself would match every IPv4 address, so it is left to them.
 */
const SPECIAL_PURPOSE_IPV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const SPECIAL_PURPOSE_IPV6: [string, number][] = [
  ['::', 127],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['2620:4f:8000::', 48],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const specialPurpose = new BlockList();
for (const [net, bits] of SPECIAL_PURPOSE_IPV4) specialPurpose.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of SPECIAL_PURPOSE_IPV6) specialPurpose.addSubnet(net, bits, 'ipv6');

/** The addresses of this machine's own interfaces, read now (they can change while it runs). */
export function ownInterfaceAddresses(): Set<string> {
  const own = new Set<string>();
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address } of addresses ?? []) own.add(address.replace(/%.*$/, '').toLowerCase());
  }
  return own;
}

/** A public address that is not one of this machine's own: the only kind a fetch may reach. */
export function isPublicAddress(
  address: string,
  own: Set<string> = ownInterfaceAddresses(),
): boolean {
  const family = isIP(address);
  if (!family) return false;
  if (own.has(address.toLowerCase())) return false;
  return !specialPurpose.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Which resolved addresses may be connected to; public ones only, unless a test says so. */
  isAllowed?: (address: string) => boolean;
  maxRedirects?: number;
  /** Sent with every hop (an API's `Authorization`), besides `accept`. */
  headers?: Record<string, string>;
}

const refused = (message: string) => unprocessable(message, 'FETCH_REFUSED');
const failed = (message: string) => unprocessable(message, 'FETCH_FAILED');
const timedOut = (options: SafeFetchOptions) =>
  failed(`Nguồn không trả lời trong ${options.timeoutMs / 1000} giây`);
const cutOff = () => failed('Kết nối tới nguồn dữ liệu bị ngắt');

/** Resolves, then refuses the whole host if any of its addresses is not allowed. */
function guardedLookup(isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, family: options.family ?? 0 }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = found as LookupAddress[];
      if (!addresses.length || addresses.some((a) => !isAllowed(a.address))) {
        return callback(
          Object.assign(new Error('address refused'), { code: 'EREFUSEDADDRESS' }),
          '',
          0,
        );
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function checkUrl(text: string, isAllowed: (address: string) => boolean): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refused('Địa chỉ nguồn không hợp lệ');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refused('Chỉ lấy dữ liệu từ địa chỉ http hoặc https');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isAllowed(host)) {
    throw refused('Không lấy dữ liệu từ địa chỉ nội bộ hoặc riêng tư');
  }
  return url;
}

function getOnce(url: URL, options: Required<SafeFetchOptions>, signal: AbortSignal) {
  return new Promise<{ status: number; location?: string; body?: Buffer }>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options.isAllowed),
        signal,
        headers: { accept: '*/*', ...options.headers },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ status, location: response.headers.location });
        }
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          response.destroy();
          return reject(failed(`Dữ liệu nguồn lớn hơn ${options.maxBytes} byte`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(failed(`Dữ liệu nguồn lớn hơn ${options.maxBytes} byte`));
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
        response.on('error', () => reject(signal.aborted ? timedOut(options) : cutOff()));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EREFUSEDADDRESS') {
        reject(refused('Không lấy dữ liệu từ địa chỉ nội bộ hoặc riêng tư'));
      } else if (signal.aborted) reject(timedOut(options));
      else reject(failed('Không kết nối được tới nguồn dữ liệu'));
    });
  });
}

/**
 * GET a URL someone configured, without letting it reach the server's own network: http(s)
 * only, every host resolved and refused if any address is loopback, private or link-local
 * (checked at connection time, so a DNS answer cannot change between check and use),
 * redirects checked the same way, and a size and time limit on the whole exchange.
 */
export async function safeFetch(text: string, options: SafeFetchOptions): Promise<Buffer> {
  const settings = {
    isAllowed: (address: string) => isPublicAddress(address),
    maxRedirects: 3,
    headers: {},
    ...options,
  };
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let url = checkUrl(text, settings.isAllowed);
  for (let hop = 0; ; hop++) {
    const answer = await getOnce(url, settings, signal);
    if (answer.location) {
      if (hop >= settings.maxRedirects) throw failed('Nguồn chuyển hướng quá nhiều lần');
      url = checkUrl(new URL(answer.location, url).href, settings.isAllowed);
      continue;
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw failed(`Nguồn dữ liệu trả về mã lỗi ${answer.status}`);
    }
    return answer.body!;
  }
}
