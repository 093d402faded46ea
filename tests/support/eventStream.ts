import http from 'node:http';
import https from 'node:https';

export interface StreamEvent {
  event: string;
  id: string | undefined;
  data: Record<string, unknown>;
}

/**
 * A text/event-stream read as a browser's EventSource reads it: each event with its name, id and
 * JSON data, in order. `next(match)` waits for the next event that matches and answers it, and
 * every event before it; comments (heartbeats) and `retry:` are skipped.
 */
export class EventStreamReader {
  readonly status: Promise<number>;
  private readonly events: StreamEvent[] = [];
  private waiting: (() => void) | undefined;
  private request: http.ClientRequest;

  /** `ca`: the certificate authority an https address is signed by (a test's own). */
  constructor(url: string, headers: Record<string, string>, ca?: Buffer) {
    let buffered = '';
    const options = { headers: { accept: 'text/event-stream', ...headers }, ca };
    this.request = url.startsWith('https:') ? https.get(url, options) : http.get(url, options);
    this.status = new Promise((resolve, reject) => {
      this.request.on('error', reject);
      this.request.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffered += chunk;
          let end: number;
          while ((end = buffered.indexOf('\n\n')) !== -1) {
            this.take(buffered.slice(0, end));
            buffered = buffered.slice(end + 2);
          }
        });
      });
    });
  }

  private take(block: string) {
    const fields = new Map<string, string>();
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
    }
    if (!fields.has('data')) return;
    this.events.push({
      event: fields.get('event') ?? 'message',
      id: fields.get('id'),
      data: JSON.parse(fields.get('data')!) as Record<string, unknown>,
    });
    this.waiting?.();
  }

  /** The events up to and including the first that `match`es, taken from the stream. */
  async until(match: (event: StreamEvent) => boolean): Promise<StreamEvent[]> {
    for (;;) {
      const at = this.events.findIndex(match);
      if (at !== -1) return this.events.splice(0, at + 1);
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }

  close() {
    this.request.destroy();
  }
}
