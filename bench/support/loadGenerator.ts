import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../../node_modules/autocannon/autocannon.js');

export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  total: number;
  failed: number;
}

/**
 * autocannon in a process of its own, so the load generator does not share the server's event
 * loop: `seconds` of GETs to `url` over `connections` connections.
 */
export async function generateLoad(
  url: string,
  {
    connections,
    seconds,
    headers = {},
  }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await run(
    process.execPath,
    [cli, '-j', '-c', String(connections), '-d', String(seconds), ...headerArgs, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
