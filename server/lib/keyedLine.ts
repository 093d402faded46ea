/**
 * Work lined up per key (a member): one piece at a time, in arrival order, and at most
 * `capacity` running or waiting; one more is refused with `refuse()` before it does anything.
 */
export class KeyedLine<K> {
  private readonly lines = new Map<K, { length: number; last: Promise<void> }>();

  constructor(
    readonly capacity: number,
    private readonly refuse: () => Error,
  ) {}

  async run<T>(key: K, work: () => Promise<T>): Promise<T> {
    const line = this.lines.get(key) ?? { length: 0, last: Promise.resolve() };
    if (line.length >= this.capacity) throw this.refuse();
    const turn = line.last;
    let leave!: () => void;
    line.last = new Promise((resolve) => (leave = resolve));
    line.length += 1;
    this.lines.set(key, line);
    try {
      await turn;
      return await work();
    } finally {
      line.length -= 1;
      if (line.length === 0) this.lines.delete(key);
      leave();
    }
  }
}
