/** Which of two independent items comes first: the one whose name sorts first, or (in a test) last. */
export type OrderPreference = 'alphabetical' | 'reversed';

/**
 * Items in an order where each comes after the items it requires (by name); between items that do
 * not depend on each other, their names' order (`reversed` takes the opposite one, so a test can
 * show that the declared dependencies suffice). Throws on a circle.
 */
export function orderByDependencies<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  requiresOf: (item: T) => readonly string[],
  prefer: OrderPreference = 'alphabetical',
  what = 'items',
): T[] {
  const ordered: T[] = [];
  const done = new Set<string>();
  const pending = [...items].sort((a, b) => (nameOf(a) < nameOf(b) ? -1 : 1));
  if (prefer === 'reversed') pending.reverse();
  while (pending.length > 0) {
    const index = pending.findIndex((item) => requiresOf(item).every((r) => done.has(r)));
    if (index < 0) throw new Error(`${what} require each other in a circle: ${pending.map(nameOf).join(', ')}`);
    const [next] = pending.splice(index, 1) as [T];
    ordered.push(next);
    done.add(nameOf(next));
  }
  return ordered;
}
