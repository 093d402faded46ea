import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logDestination } from '../../../server/plugins/observability';
import { createTestApp, testAppForFile } from '../../support/testApp';

const logLines: Record<string, unknown>[] = [];
const t = testAppForFile({
  env: { LOG_LEVEL: 'info' },
  logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it("keep a caller's X-Request-Id, return it and write it on the request's log line", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe('lb-7f3a.42');
    const lines = logLines.filter((l) => l.reqId === 'lb-7f3a.42');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', url: '/api/users/me', statusCode: 401 });
    expect(lines[0]!.msg).toMatch(/^127\.0\.0\.1 GET \/api\/users\/me 401 [\d.]+ ms$/);
  });

  it("write the client's address on the request's line, as TRUST_PROXY resolves it", async () => {
    const lines: Record<string, unknown>[] = [];
    const behindProxy = await createTestApp(
      { LOG_LEVEL: 'info', TRUST_PROXY: '1' },
      { logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
    try {
      await behindProxy.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { 'x-forwarded-for': '10.9.8.7, 198.51.100.23', 'x-request-id': 'through-nginx' },
      });
    } finally {
      await behindProxy.close();
    }
    const line = lines.find((l) => l.reqId === 'through-nginx');
    expect(line).toMatchObject({ remoteAddress: '198.51.100.23', url: '/api/users/me' });
    expect(line!.msg).toMatch(/^198\.51\.100\.23 GET \/api\/users\/me 401 /);
  });

  it('make a new one, unique, when none comes or the given one could break a log line', async () => {
    const ids = new Set<string>();
    for (const given of [undefined, 'two\nlines', 'x'.repeat(200)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: given ? { 'x-request-id': given } : {},
      });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(3);
  });
});

describe('development logs', () => {
  it('are one readable line per request: time, client, method, path, status, duration and id', async () => {
    let printed = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const { createTestApp } = await import('../../support/testApp');
    const dev = await createTestApp(
      { NODE_ENV: 'development', LOG_LEVEL: 'info' },
      { logStream: logDestination('development', sink) },
    );
    try {
      await dev.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { 'x-request-id': 'dev-1' },
      });
      await new Promise((resolve) => setImmediate(resolve));
      const lines = printed.split('\n').filter((l) => l.includes('dev-1'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^\[\d\d:\d\d:\d\d\] INFO: 127\.0\.0\.1 GET \/api\/users\/me 401 [\d.]+ ms \[dev-1\]$/,
      );
    } finally {
      await dev.close();
    }
  });
});
