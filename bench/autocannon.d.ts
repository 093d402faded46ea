/** The part of autocannon's API the benchmarks use (it ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method: string; path: string; setupRequest: (request: Request) => Request }[];
  }
  interface Result {
    duration: number;
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    requests: Histogram & { total: number };
    latency: Histogram;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
