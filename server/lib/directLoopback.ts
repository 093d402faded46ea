import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Headers a proxy adds to say whom it forwards for: any of them means the peer is a proxy. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
  'via',
];

/**
 * A request that came straight from a process on this machine: the socket's own peer is
 * loopback (not `request.ip`, which trusted proxies may rewrite) and no proxy says it forwarded
 * it (a reverse proxy on this machine connects from loopback for every client it serves).
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress;
  if (!peer || !isLoopbackAddress(peer)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
