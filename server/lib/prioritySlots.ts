export type Priority = 'paid' | 'free';

/**
 * A counting semaphore where paid work comes first: free work starts only while no paid work
 * runs or waits, and a freed slot goes to waiting paid work before any free work. A flood of
 * free work therefore neither queues ahead of paid work nor shares the CPU with it, beyond what
 * was already running when the paid work came. Free work never holds the last slot (when there
 * are two or more), so paid work arriving during a burst of free work starts at once rather
 * than after the free work in front of it. `onIdle` runs whenever the last slot is given back.
 */
export class PrioritySlots {
  private readonly running: Record<Priority, number> = { paid: 0, free: 0 };
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
      this.running[priority] -= 1;
      this.wakeUp();
    }
  }

  private canStart(priority: Priority) {
    const busy = this.running.paid + this.running.free;
    if (priority === 'paid') return busy < this.size;
    const freeLimit = Math.max(1, this.size - 1);
    return (
      this.running.free < freeLimit && this.running.paid === 0 && this.waiting.paid.length === 0
    );
  }

  private acquire(priority: Priority): Promise<void> {
    if (this.canStart(priority)) {
      this.running[priority] += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting[priority].push(resolve));
  }

  private wakeUp() {
    for (const priority of ['paid', 'free'] as const) {
      while (this.waiting[priority].length && this.canStart(priority)) {
        this.running[priority] += 1;
        this.waiting[priority].shift()!();
      }
    }
    if (this.running.paid + this.running.free === 0) this.onIdle();
  }
}
