/**
 * A LIKE pattern matching text that contains `term`, with the wildcards the user typed (% and _)
 * and the escape character matched literally: queries say `escape '\'`, which works the same on
 * SQLite and PostgreSQL.
 */
export const likeContaining = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
