/** One Server-Sent Event as the server wrote it: its name, its id if it had one, its data. */
export interface ServerEvent {
  kind: string;
  id: string | undefined;
  data: string;
  /** A `retry:` the server asked for (milliseconds before reconnecting). */
  retry?: number;
}

/**
 * Reads a text/event-stream as EventSource does (the subset the server writes: `event`, `id`,
 * `data`, `retry`, comments), chunk by chunk: a block ends at an empty line.
 */
export class SseParser {
  private buffered = '';

  push(chunk: string): ServerEvent[] {
    this.buffered += chunk;
    const blocks = this.buffered.split('\n\n');
    this.buffered = blocks.pop() ?? '';
    return blocks.flatMap((block) => {
      const event: ServerEvent = { kind: 'message', id: undefined, data: '' };
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon <= 0) continue;
        const value = line.slice(colon + 1).replace(/^ /, '');
        const field = line.slice(0, colon);
        if (field === 'event') event.kind = value;
        else if (field === 'id') event.id = value;
        else if (field === 'data') event.data = value;
        else if (field === 'retry') event.retry = Number(value);
      }
      return event.data || event.retry ? [event] : [];
    });
  }
}
