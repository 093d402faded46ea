import type { ServerResponse } from 'node:http';
import type { LiveEvent } from './events';

/** A comment this often keeps proxies and the browser from taking a quiet stream for a dead one. */
export const HEARTBEAT_MS = 20_000;
/**
 * A stream ends after this long and the app opens it again (with `Last-Event-ID`), signed in
 * afresh: a session ended or a permission taken away since holds the stream no longer.
 */
export const STREAM_LIFETIME_MS = 10 * 60_000;
/** What may wait unsent for a reader that does not read before it is cut. */
export const MAX_UNSENT_BYTES = 256 * 1024;

const dataLine = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
export const eventText = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.kind}\n${dataLine(event.data)}`;
/** The app should read everything again: what it missed is not known. */
export const REFETCH_TEXT = `event: refetch\n${dataLine({})}`;

/**
 * One open text/event-stream: writes what it is given, a heartbeat, and cuts a reader whose
 * socket stays full (still full at the next heartbeat, or past MAX_UNSENT_BYTES) rather than
 * keep what it does not read in memory.
 */
export class EventStream {
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private readonly lifetime: ReturnType<typeof setTimeout>;
  private fullAtLastBeat = false;

  constructor(
    private readonly response: ServerResponse,
    onEnd: () => void,
  ) {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx passes the stream as it comes even where buffering is on.
      'x-accel-buffering': 'no',
    });
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.lifetime = setTimeout(() => this.end(), STREAM_LIFETIME_MS);
    response.on('close', () => {
      clearInterval(this.heartbeat);
      clearTimeout(this.lifetime);
      onEnd();
    });
  }

  write(text: string) {
    if (this.response.destroyed) return;
    this.response.write(text);
    if (this.response.writableLength > MAX_UNSENT_BYTES) this.response.destroy();
  }

  private beat() {
    const full = this.response.writableNeedDrain;
    if (full && this.fullAtLastBeat) return this.response.destroy();
    this.fullAtLastBeat = full;
    this.write(': heartbeat\n\n');
  }

  end() {
    this.response.end();
  }
}
