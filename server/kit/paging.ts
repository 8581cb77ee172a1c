import type { SelectQueryBuilder } from 'kysely';

/** Which page of a list: 1-based page number and its size, as every list contract takes them. */
export interface Paging {
  pagenum: number;
  size: number;
}

/**
 * One page of a list and the list's total, read side by side: `rows` is the ordered selection of
 * the page, `filtered` the same filters before any selection, counted.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  filtered: SelectQueryBuilder<DB, TB, object>,
  paging: Paging,
): Promise<{ rows: O[]; total: number }> {
  const [page, count] = await Promise.all([
    rows
      .limit(paging.size)
      .offset((paging.pagenum - 1) * paging.size)
      .execute(),
    // Kysely cannot name the aliased count through the generic tables; its shape is fixed here.
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() as Promise<{ n: number | string | bigint }>,
  ]);
  return { rows: page, total: Number(count.n) };
}
