export type Priority = 'paid' | 'free';

/**
 * A counting semaphore with two lanes: a freed slot goes to the longest-waiting paid work
 * before any free work, so a flood of free work cannot keep paid work waiting behind it.
 * `onIdle` runs whenever the last slot is given back.
 */
export class PrioritySlots {
  private running = 0;
  private readonly waiting: Record<Priority, (() => void)[]> = { paid: [], free: [] };

  constructor(
    readonly size: number,
    private readonly onIdle: () => void = () => {},
  ) {}

  async run<T>(priority: Priority, work: () => Promise<T>): Promise<T> {
    await this.acquire(priority);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(priority: Priority): Promise<void> {
    if (this.running < this.size) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting[priority].push(resolve));
  }

  private release() {
    const next = this.waiting.paid.shift() ?? this.waiting.free.shift();
    if (next) return next(); // the slot passes straight to it
    this.running -= 1;
    if (this.running === 0) this.onIdle();
  }
}
