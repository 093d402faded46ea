/** The part of autocannon's API the ledger benchmark uses (it ships no types). */
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    requests: { method: string; path: string; setupRequest: (request: Request) => Request }[];
  }
  interface Result {
    duration: number;
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    latency: { p50: number; p99: number };
  }
  export default function autocannon(options: Options): Promise<Result>;
}
