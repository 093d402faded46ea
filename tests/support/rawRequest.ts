import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface RawRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** The source address to connect from, e.g. 127.0.0.13: one more client on loopback. */
  localAddress?: string;
  /** A PEM file of the certificate authority to trust for an https URL (the test proxy's own). */
  caFile?: string;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP(S) request with what fetch cannot choose: the address it leaves from and the
 * certificate authority it trusts. Never follows a redirect.
 */
export function rawRequest({
  url,
  method = 'GET',
  headers = {},
  json,
  localAddress,
  caFile,
}: RawRequest): Promise<RawResponse> {
  const target = new URL(url);
  const body = json === undefined ? undefined : JSON.stringify(json);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      target,
      {
        method,
        localAddress,
        ca: caFile ? readFileSync(caFile) : undefined,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
