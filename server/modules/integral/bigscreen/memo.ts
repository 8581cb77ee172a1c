/**
 * The big-screen's answers, kept per version of the indicator system. A READY version's scores
 * never change (a new computation is a new version, or at least a new computed_at, which is in
 * the key), so an answer computed once serves every wall's refresh until the park's active version
 * changes; the next request after that reads the database again. Nothing is shared between
 * processes: each keeps its own few entries. Entries are promises, so walls refreshing together
 * compute once; a failed computation is forgotten at once.
 */
export class BigscreenMemo {
  private readonly entries = new Map<string, Promise<unknown>>();

  constructor(private readonly capacity = 200) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-inserting moves the key to the young end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit as Promise<T>;
    }
    const value = compute();
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.get(key) === value) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}

/** What identifies a version's scores: its id and when they were computed. */
export const versionKey = (system: { id: number; computed_at: string | null }) =>
  `${String(system.id)}@${system.computed_at ?? ''}`;
