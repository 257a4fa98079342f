// What an instance remembers of the database to answer faster (kept answers, public-cache.ts;
// recognised callers, auth.ts) is forgotten together, whenever a change comes: a write answered on
// this instance, or a commit the database announces (public-cache.ts listens).

export class Changes {
  /** How many changes have come: what was read while it moved is not remembered. */
  count = 0;
  private readonly forgetters: (() => void)[] = [];

  /** Calls `forget` at each change. */
  onChange(forget: () => void): void {
    this.forgetters.push(forget);
  }

  announce(): void {
    this.count += 1;
    for (const forget of this.forgetters) forget();
  }
}

/**
 * Values remembered until the next change, by key: at most `max` of them, all forgotten past that.
 * A value loaded while a change came is handed out but not remembered.
 */
export class Remembered<V> {
  private readonly known = new Map<string, V>();
  private readonly changes: Changes;
  private readonly max: number;

  constructor(changes: Changes, max: number) {
    this.changes = changes;
    this.max = max;
    changes.onChange(() => this.forgetAll());
  }

  get(key: string): V | undefined {
    return this.known.get(key);
  }

  /** Remembers a value read since change number `since`, unless another change came meanwhile. */
  set(key: string, value: V, since: number): void {
    if (since !== this.changes.count) return;
    if (this.known.size >= this.max) this.known.clear();
    this.known.set(key, value);
  }

  /** The key's value: remembered, else loaded (and remembered). */
  async load(key: string, load: () => Promise<V>): Promise<V> {
    const known = this.known.get(key);
    if (known !== undefined) return known;
    const since = this.changes.count;
    const value = await load();
    this.set(key, value, since);
    return value;
  }

  forgetAll(): void {
    this.known.clear();
  }
}
