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

/**
 * Headers by which a proxy tells whom or what it forwards: RFC 7239's Forwarded, Via, the
 * X-Forwarded-* family, and every vendor's client-address header (X-Real-IP, True-Client-IP,
 * CF-Connecting-IP, Fastly-Client-IP, X-Azure-ClientIP...: all end in "ip" or "ipv6").
 */
const FORWARDING_HEADER =
  /^(forwarded(-for)?|via|x-forwarded(-.+)?|x-original-forwarded-for|x-(original-|real-)?host|x-envoy-external-address|x-remote-addr|.*clientip(v6)?|.*[-_]ip(v6)?)$/;

const carriesForwardingHeader = (request: FastifyRequest) =>
  Object.keys(request.headers).some((name) => FORWARDING_HEADER.test(name));

/**
 * Whether the Host header names this machine: localhost (and *.localhost, which browsers resolve
 * to loopback themselves) or a loopback address. A page of a rebound DNS name (an attacker's
 * name resolving to 127.0.0.1) says its own name here.
 */
function namesLoopbackHost(request: FastifyRequest): boolean {
  const host = request.headers.host;
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  return isLoopbackAddress(hostname.replace(/^\[(.*)\]$/, '$1'));
}

/** Why a request did not come straight from this machine, or null when it did. */
export type NotDirectReason = 'peer' | 'forwarded' | 'host';

/**
 * Whether the request came straight from a program on this machine: the connection's own peer
 * address (not request.ip, which TRUST_PROXY may take from a header) is loopback, it names no
 * forwarding (a reverse proxy on this machine connects from loopback too), and its Host is a
 * loopback name.
 */
export function whyNotDirectFromLoopback(request: FastifyRequest): NotDirectReason | null {
  const peer = request.raw.socket.remoteAddress;
  if (!peer || !isLoopbackAddress(peer)) return 'peer';
  if (carriesForwardingHeader(request)) return 'forwarded';
  if (!namesLoopbackHost(request)) return 'host';
  return null;
}
