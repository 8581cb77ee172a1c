/** Moving a row of an ordered list (indexnumber ascending) one place up or down: the writes to make. */
export interface Ordered {
  id: number;
  indexnumber: number;
}

export function moveWrites(rows: Ordered[], id: number, direction: -1 | 1): Array<{ id: number; indexnumber: number }> {
  const at = rows.findIndex((r) => r.id === id);
  const other = rows[at + direction];
  const row = rows[at];
  if (at < 0 || !row || !other) return [];
  if (row.indexnumber !== other.indexnumber)
    return [
      { id: row.id, indexnumber: other.indexnumber },
      { id: other.id, indexnumber: row.indexnumber },
    ];
  // Equal numbers: renumber the whole list in the new order, 10 apart.
  const order = [...rows];
  order.splice(at, 1);
  order.splice(at + direction, 0, row);
  return order
    .map((r, i) => ({ id: r.id, indexnumber: (i + 1) * 10 }))
    .filter((w) => rows.find((r) => r.id === w.id)?.indexnumber !== w.indexnumber);
}
