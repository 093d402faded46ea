import { liveEventOf, type LiveEvent } from './events';

/** How many recent events a process keeps for a stream that reconnects with `Last-Event-ID`. */
export const REPLAY_EVENTS = 1_000;

/** Told of each event as it comes, and of a gap (`refetch`) when some may have been lost. */
export interface LiveSubscriber {
  event(event: LiveEvent): void;
  refetch(): void;
}

/** What a stream reconnecting after `Last-Event-ID` must be sent first. */
export type Catchup = { events: LiveEvent[] } | { refetch: true };

/**
 * The events this process has heard on the `live` channel, in commit order (the order every
 * process hears them in), the last REPLAY_EVENTS kept for reconnecting streams. An event's id is
 * its transaction's and its place in it, the same on every process, so a stream may reconnect to
 * any of them. Since this process began, or since its LISTEN was interrupted, it stands for the
 * id `epoch`: a stream that heard nothing since then lost nothing.
 */
export class LiveHub {
  private readonly recent: LiveEvent[] = [];
  private readonly subscribers = new Set<LiveSubscriber>();
  private lastTx = '';
  private placeInTx = 0;
  private epoch = newEpoch();

  /** A payload the channel carried. */
  heard(payload: string) {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(payload) as Record<string, unknown>;
    } catch {
      return;
    }
    const tx = String(parsed.tx);
    this.placeInTx = tx === this.lastTx ? this.placeInTx + 1 : 0;
    this.lastTx = tx;
    const event = liveEventOf(`${tx}.${this.placeInTx}`, parsed);
    if (!event) return;
    this.recent.push(event);
    if (this.recent.length > REPLAY_EVENTS) this.recent.shift();
    for (const subscriber of this.subscribers) subscriber.event(event);
  }

  /** The channel was not heard for a while: no stream can know what it missed. */
  missed() {
    this.recent.length = 0;
    this.epoch = newEpoch();
    for (const subscriber of this.subscribers) subscriber.refetch();
  }

  /** The id a new stream starts from: the last event's, or this epoch's. */
  get lastId(): string {
    return this.recent.at(-1)?.id ?? this.epoch;
  }

  /** What a stream that last received `lastId` has missed, when this process still knows. */
  since(lastId: string): Catchup {
    if (lastId === this.epoch) return { events: [...this.recent] };
    const at = this.recent.findIndex((event) => event.id === lastId);
    return at === -1 ? { refetch: true } : { events: this.recent.slice(at + 1) };
  }

  subscribe(subscriber: LiveSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get streams(): number {
    return this.subscribers.size;
  }
}

const newEpoch = () => `epoch.${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`;
