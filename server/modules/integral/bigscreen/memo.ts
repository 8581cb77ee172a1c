/**
 * The big-screen's answers, kept a short while per version of the indicator system. Every wall
 * refreshes every minute, and several walls (and phones) show the same park: an answer computed
 * once serves them all for MAX_AGE_MS. The key holds the version's id and computed_at, so a new
 * version (or a new computation) is read from the database on the next request; the age bounds
 * how long a change made inside a version is not shown — an approved fill re-scores one
 * enterprise in the active version in place (common/integral/README.md, "Approval and the
 * score"). Nothing is shared between processes: each keeps its own few entries. Entries are
 * promises, so requests arriving together compute once; a failed computation is forgotten at once.
 */
export const MAX_AGE_MS = 10_000;

export class BigscreenMemo {
  private readonly entries = new Map<string, { value: Promise<unknown>; at: number }>();

  constructor(
    private readonly capacity = 200,
    private readonly maxAgeMs = MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && this.now() - hit.at < this.maxAgeMs) {
      // Re-inserting moves the key to the young end of the Map's order.
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const entry = { value: compute() as Promise<unknown>, at: this.now() };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
    return entry.value as Promise<T>;
  }
}

/** What identifies a version's scores: its id and when they were computed. */
export const versionKey = (system: { id: number; computed_at: string | null }) =>
  `${String(system.id)}@${system.computed_at ?? ''}`;
