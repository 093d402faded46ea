import { API_URL, tokenStore } from './apiAddress';
import { SseParser, type ServerEvent } from './sseParser';

/** Longer than the server's heartbeat (20 s) twice: a stream this quiet is a dead one. */
const SILENCE_MS = 45_000;
const RETRY_MAX_MS = 30_000;
/** How often a signed-out app looks for a token (in local storage: no request). */
const SIGNED_OUT_CHECK_MS = 2_000;

export interface LiveChannelHandlers {
  /** An event with its data parsed; `ready` says the stream is up. */
  event(kind: string, data: Record<string, unknown>): void;
  /** The stream dropped: until the next `ready`, nothing is pushed. */
  down(): void;
}

/**
 * GET /api/events read with fetch rather than EventSource, which cannot send the bearer token
 * every other call sends; it does what EventSource does: sends `Last-Event-ID` when it
 * reconnects, waits `retry` between attempts (longer after each failure), and takes a stream
 * silent past two heartbeats for a dead one. Signed out, it waits for a token. Answers `close`.
 */
export function openLiveChannel(handlers: LiveChannelHandlers): () => void {
  let closed = false;
  let lastEventId: string | undefined;
  let retryMs = 2_000;
  let failures = 0;
  let aborter: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const deliver = (event: ServerEvent) => {
    if (event.retry) retryMs = event.retry;
    if (event.id !== undefined) lastEventId = event.id;
    if (!event.data) return;
    if (event.kind === 'ready') failures = 0;
    handlers.event(event.kind, JSON.parse(event.data) as Record<string, unknown>);
  };

  const read = async (token: string) => {
    const controller = (aborter = new AbortController());
    let silence = setTimeout(() => controller.abort(), SILENCE_MS);
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
    };
    if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
    try {
      const response = await fetch(`${API_URL}/events`, { headers, signal: controller.signal });
      if (!response.ok || !response.body) return;
      const parser = new SseParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        clearTimeout(silence);
        silence = setTimeout(() => controller.abort(), SILENCE_MS);
        parser.push(value).forEach(deliver);
      }
    } finally {
      clearTimeout(silence);
    }
  };

  const connect = () => {
    if (closed) return;
    const token = tokenStore.get();
    if (!token) {
      timer = setTimeout(connect, SIGNED_OUT_CHECK_MS);
      return;
    }
    void read(token)
      .catch(() => undefined)
      .then(() => {
        if (closed) return;
        handlers.down();
        failures++;
        timer = setTimeout(
          connect,
          Math.min(retryMs * 2 ** Math.min(failures - 1, 4), RETRY_MAX_MS),
        );
      });
  };

  connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    aborter?.abort();
  };
}
