import { notFound } from '../lib/errors.js';

/**
 * The two answers read endpoints give most, written once: a page of a repository's rows in their
 * presented form, and one record presented or 404.
 */

/** `{ list, total }` of a repository's page `{ rows, total }`, each row presented. */
export async function presentedPage<R, T>(
  read: Promise<{ rows: R[]; total: number }>,
  present: (row: R) => T,
): Promise<{ list: T[]; total: number }> {
  const { rows, total } = await read;
  return { list: rows.map((row) => present(row)), total };
}

/** The record read, presented; “`what`不存在” (404) when there is none. */
export async function presentedOne<R, T>(read: Promise<R | undefined | null>, what: string, present: (row: R) => T): Promise<T> {
  const row = await read;
  if (!row) throw notFound(what);
  return present(row);
}
