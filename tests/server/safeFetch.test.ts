import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, ownInterfaceAddresses, safeFetch } from '../../server/lib/safeFetch';
import { ownNonLoopbackAddress } from '../support/ownAddress';

let server: Server;
let port: number;
let hits = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    hits++;
    if (request.url === '/big') return response.end(Buffer.alloc(5000, 'x'));
    if (request.url === '/slow') return setTimeout(() => response.end('late'), 2000);
    if (request.url === '/redirect') {
      return response.writeHead(302, { location: `http://[::1]:${port}/data` }).end();
    }
    if (request.url === '/missing') return response.writeHead(404).end();
    response.end('[{"slug":"a","name":"A"}]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const limits = { maxBytes: 1000, timeoutMs: 500 };
const onlyThisLoopback = { ...limits, isAllowed: (address: string) => address === '127.0.0.1' };

describe('safeFetch, the guard in front of a configured crawl URL', () => {
  it('knows loopback, private, link-local and mapped addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '192.0.2.2',
      '198.51.100.7',
      '203.0.113.9',
      '192.88.99.1',
      '240.0.0.1',
      '255.255.255.255',
      '2001:db8::1',
      '2001::1',
      '2001:2::1',
      '2002:c000:204::1',
      '64:ff9b::808:808',
      '64:ff9b:1::1',
      '100::1',
      '3fff::1',
      '5f00::1',
      'fec0::1',
      'ff02::1',
      'not an address',
    ]) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '::ffff:8.8.8.8', '2606:4700:4700::1111']) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    }
  });

  it("refuses this machine's own interface addresses, even public ones", () => {
    expect(isPublicAddress('8.8.8.8', new Set(['8.8.8.8']))).toBe(false);
    expect(isPublicAddress('2606:4700:4700::1111', new Set(['2606:4700:4700::1111']))).toBe(false);
    for (const own of ownInterfaceAddresses()) {
      expect({ own, public: isPublicAddress(own) }).toEqual({ own, public: false });
    }
  });

  it("refuses a listener on this machine's own non-loopback address before connecting", async () => {
    const own = ownNonLoopbackAddress();
    let ownHits = 0;
    const listener = createServer((_request, response) => {
      ownHits++;
      response.end('[]');
    });
    await new Promise<void>((resolve) => listener.listen(0, own, resolve));
    try {
      const { port: ownPort } = listener.address() as AddressInfo;
      const host = own.includes(':') ? `[${own}]` : own;
      await expect(safeFetch(`http://${host}:${ownPort}/data`, limits)).rejects.toMatchObject({
        statusCode: 422,
        code: 'FETCH_REFUSED',
      });
      expect(ownHits).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('refuses loopback URLs by address or by name before connecting', async () => {
    const hitsBefore = hits;
    for (const url of [
      `http://127.0.0.1:${port}/data`,
      `http://localhost:${port}/data`,
      `http://[::1]:${port}/data`,
      `http://0x7f000001:${port}/data`,
      `http://10.0.0.1/`,
      `http://169.254.169.254/latest/meta-data/`,
    ]) {
      await expect(safeFetch(url, limits)).rejects.toMatchObject({
        statusCode: 422,
        code: 'FETCH_REFUSED',
        message: 'Không lấy dữ liệu từ địa chỉ nội bộ hoặc riêng tư',
      });
    }
    expect(hits).toBe(hitsBefore);
  });

  it('refuses other schemes and malformed URLs', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/a.csv',
      'gopher://x',
      'không phải url',
    ]) {
      await expect(safeFetch(url, limits)).rejects.toMatchObject({ code: 'FETCH_REFUSED' });
    }
  });

  it('applies the size and time limits and checks every redirect (loopback allowed for this test)', async () => {
    const body = await safeFetch(`http://127.0.0.1:${port}/data`, onlyThisLoopback);
    expect(JSON.parse(body.toString())).toEqual([{ slug: 'a', name: 'A' }]);
    await expect(safeFetch(`http://127.0.0.1:${port}/big`, onlyThisLoopback)).rejects.toMatchObject(
      { code: 'FETCH_FAILED', message: 'Dữ liệu nguồn lớn hơn 1000 byte' },
    );
    await expect(
      safeFetch(`http://127.0.0.1:${port}/slow`, onlyThisLoopback),
    ).rejects.toMatchObject({
      code: 'FETCH_FAILED',
      message: 'Nguồn không trả lời trong 0.5 giây',
    });
    await expect(
      safeFetch(`http://127.0.0.1:${port}/redirect`, onlyThisLoopback),
    ).rejects.toMatchObject({ code: 'FETCH_REFUSED' });
    await expect(
      safeFetch(`http://127.0.0.1:${port}/missing`, onlyThisLoopback),
    ).rejects.toMatchObject({ message: 'Nguồn dữ liệu trả về mã lỗi 404' });
  });
});
