import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, testAppForFile } from '../../support/testApp';
import { tempDir } from '../../support/testEnv';

const t = testAppForFile({ signIn: { admin: 'admin@beli.local' } });
const { admin } = t;

async function scrape(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one series in Prometheus' text format, 0 when it is not there yet. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('Prometheus metrics at /metrics', () => {
  it('count requests and their latency by route pattern, and move when requests are made', async () => {
    const count = 'http_requests_total{method="GET",route="/api/users/:id",status="200"}';
    const timed = 'http_request_duration_seconds_count{method="GET",route="/api/users/:id"}';
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/1', headers: admin });
      expect(res.statusCode).toBe(200);
    }
    const after = await scrape();
    expect(valueOf(after, count) - valueOf(before, count)).toBe(3);
    expect(valueOf(after, timed) - valueOf(before, timed)).toBe(3);
  });

  it('report the ledger check, the job queue and the process memory', async () => {
    const text = await scrape();
    expect(valueOf(text, 'beli_ledger_check_ok')).toBe(1);
    expect(valueOf(text, 'beli_ledger_check_mismatches')).toBe(0);
    expect(text).toMatch(/^beli_job_queue_jobs\{queue="tool-task",state="queued"\} \d+$/m);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    if (t.database.kind === 'postgres') {
      expect(text).toMatch(/^beli_db_pool_connections\{state="total"\} [1-9]\d*$/m);
    }
  });

  it("count the built app's files under one route, whatever their names", async () => {
    const distDir = tempDir('dist');
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>BELI</title>');
    for (const file of ['index-3f9a1c.js', 'vendor-b71e02.js', 'index-c4d5e6.css']) {
      writeFileSync(path.join(distDir, 'assets', file), '/* built */');
    }
    const withApp = await createTestApp({ SERVE_APP: '1' }, { distDir });
    try {
      for (const file of ['index-3f9a1c.js', 'vendor-b71e02.js', 'index-c4d5e6.css']) {
        const res = await withApp.app.inject({ method: 'GET', url: `/assets/${file}` });
        expect(res.statusCode).toBe(200);
      }
      const text = (await withApp.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(valueOf(text, 'http_requests_total{method="GET",route="static",status="200"}')).toBe(
        3,
      );
      expect(text).not.toMatch(/route="\/assets\//);
    } finally {
      await withApp.close();
    }
  });

  it('are refused to a request a proxy forwarded, without a token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'METRICS_FORBIDDEN' });
  });

  it('with METRICS_TOKEN set, are served to that bearer token only', async () => {
    const guarded = await createTestApp({ METRICS_TOKEN: 'scrape-token-0123456789' });
    try {
      const anonymous = await guarded.app.inject({ method: 'GET', url: '/metrics' });
      expect(anonymous.statusCode).toBe(403);
      const wrong = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer scrape-token-0123456780' },
      });
      expect(wrong.statusCode).toBe(403);
      const right = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer scrape-token-0123456789' },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('http_requests_total');
    } finally {
      await guarded.close();
    }
  });
});
