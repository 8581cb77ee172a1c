import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * How the search terms are looked up in SQLite's trigram index (org_search, migration 0004).
 *
 * A term of three or more characters is an FTS5 phrase: its trigrams in a row, which is exactly
 * "contains the term". The trigram index cannot look up shorter terms by itself, and two
 * characters is the usual length of a Chinese search (科技, 生物). Every indexed value ends in two
 * U+001F, so each occurrence of a short term starts some indexed trigram: the terms of the index's
 * vocabulary that begin with it, ORed, find exactly the rows containing it. A single character can
 * start too many trigrams to OR them all; such a term's rows are read from the occurrences of those
 * trigrams (org_search_instances), or, when it occurs nearly everywhere (a digit of the credit
 * codes), by LIKE over the table: a bounded pass, where the occurrences would be many more.
 */
export const TRIGRAM = 3;
/** Beyond this many vocabulary terms a short term is looked up in org_search_instances instead. */
export const MAX_EXPANSION = 64;
/** Occurrences (within the first MAX_EXPANSION + 1 trigrams) beyond which LIKE is cheaper. */
export const MAX_OCCURRENCES = 50_000;

/** The trigrams a short term starts (at most MAX_EXPANSION + 1), and how often they occur. */
export interface Expansion {
  trigrams: string[];
  occurrences: number;
}

export interface TextPlan {
  /** An FTS5 query all of whose parts must match; null when no term goes through the index. */
  match: string | null;
  /** Short terms starting too many trigrams to OR: matched through org_search_instances. */
  wide: string[];
  /** Short terms occurring nearly everywhere: matched by LIKE on the table. */
  scan: string[];
  /** A term occurs nowhere: nothing can match. */
  impossible: boolean;
}

export const NO_TEXT: TextPlan = { match: null, wide: [], scan: [], impossible: false };

/** An FTS5 string literal: the tokenizer sees exactly these characters. */
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

const length = (term: string) => [...term].length;

/** Vocabulary terms are folded as the tokenizer folds them; U+10FFFF sorts after every character. */
export const prefixRange = (prefix: string): [string, string] => {
  const lower = prefix.toLowerCase();
  return [lower, `${lower}\u{10FFFF}`];
};

/** The vocabulary terms (trigrams) that start with `prefix`, at most MAX_EXPANSION + 1 of them. */
export async function trigramsStartingWith(db: Kysely<DB>, prefix: string): Promise<Expansion> {
  const [from, to] = prefixRange(prefix);
  const { rows } = await sql<{ term: string; cnt: number }>`select term, cnt from org_search_terms
      where term >= ${from} and term < ${to} limit ${MAX_EXPANSION + 1}`.execute(db);
  return { trigrams: rows.map((r) => r.term), occurrences: rows.reduce((sum, r) => sum + Number(r.cnt), 0) };
}

/**
 * The plan for these terms. `expand` looks up (and may memoise) the trigrams a short term starts;
 * none at all makes the search impossible.
 */
export async function sqliteTextPlan(
  terms: readonly string[],
  expand: (term: string) => Promise<Expansion>,
): Promise<TextPlan> {
  if (terms.length === 0) return NO_TEXT;
  const parts: string[] = [];
  const wide: string[] = [];
  const scan: string[] = [];
  for (const term of terms) {
    if (length(term) >= TRIGRAM) {
      parts.push(quoted(term));
      continue;
    }
    const { trigrams, occurrences } = await expand(term);
    if (trigrams.length === 0) return { ...NO_TEXT, impossible: true };
    if (trigrams.length > MAX_EXPANSION) (occurrences > MAX_OCCURRENCES ? scan : wide).push(term);
    else parts.push(trigrams.length === 1 ? quoted(trigrams[0]!) : `(${trigrams.map(quoted).join(' OR ')})`);
  }
  return { match: parts.length > 0 ? parts.join(' AND ') : null, wide, scan, impossible: false };
}
