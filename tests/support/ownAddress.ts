import { networkInterfaces } from 'node:os';

/** This machine's first non-loopback IPv4 address: what another machine would reach it by. */
export function ownNonLoopbackAddress(): string {
  for (const addresses of Object.values(networkInterfaces())) {
    const found = addresses?.find((a) => !a.internal && a.family === 'IPv4');
    if (found) return found.address;
  }
  throw new Error('This test needs a network interface with a non-loopback IPv4 address');
}
