import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * A LIKE pattern matching text that contains `term`, with the wildcards the user typed (% and _)
 * and the escape character matched literally: queries say `escape '\'`, which works the same on
 * SQLite and PostgreSQL.
 */
export const likeContaining = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A list's keyword search: rows where any of the columns contains what was typed (trimmed, its
 * wildcards taken literally). Undefined for a blank search, so that no condition is added:
 * `const search = containsAny(filter.search, ['notices.title', 'notices.summary']); if (search) q = q.where(search);`
 */
export function containsAny(search: string | undefined, columns: readonly string[]): RawBuilder<SqlBool> | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = likeContaining(term);
  const each = columns.map((column) => sql`${sql.ref(column)} like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(each, sql` or `)})`;
}
