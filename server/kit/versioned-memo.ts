/**
 * Memoises what is read again and again but changes only when a tenant's data changes. Keys carry
 * the tenant's data version (a counter bumped by triggers on every write to the tables read, e.g.
 * the organisation search's org_search_versions or the policy list's policy_list_versions), so a
 * write by any process is seen by the next request: nothing is served stale and nothing has to be
 * shared between processes — each keeps its own bounded cache, the way a search engine's request
 * cache is dropped on refresh.
 *
 * Entries are promises, so a burst of equal requests computes once; a failed computation is
 * forgotten at once. Each entry weighs what `weigh` says, in about kilobytes (a number weighs 1,
 * a serialised page its size); least recently used entries go first once the total passes
 * `capacity`.
 */
export class VersionedMemo {
  private readonly entries = new Map<string, { value: Promise<unknown>; weight: number }>();
  private total = 0;

  constructor(private readonly capacity = 50_000) {}

  get<T>(key: string, compute: () => Promise<T>, weigh: (value: T) => number = () => 1): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-inserting moves the key to the young end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const entry = { value: compute() as Promise<unknown>, weight: 1 };
    this.entries.set(key, entry);
    this.total += entry.weight;
    entry.value.then(
      (value) => {
        if (this.entries.get(key) !== entry) return;
        const weight = Math.max(1, weigh(value as T));
        this.total += weight - entry.weight;
        entry.weight = weight;
        this.evict();
      },
      () => this.forget(key, entry),
    );
    this.evict();
    return entry.value as Promise<T>;
  }

  /** Entries held, and their total weight. */
  get stats(): { entries: number; weight: number } {
    return { entries: this.entries.size, weight: this.total };
  }

  private forget(key: string, entry: { weight: number }) {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.total -= entry.weight;
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.capacity) return;
      this.forget(key, entry);
    }
  }
}
