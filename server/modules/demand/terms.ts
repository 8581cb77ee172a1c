/**
 * Chinese text to search terms, on the server, the same way for an item and for a query: the
 * words Intl.Segmenter (ICU's dictionary) finds, lowercased, single characters left out (too
 * common to narrow anything). An item's terms are stored in demand_terms and a search asks for
 * the items holding every term of the query, so one indexed lookup per term answers on SQLite and
 * PostgreSQL alike (the reasons against FTS5 and tsvector are in common/demand/README.md).
 */
const segmenter = new Intl.Segmenter('zh-CN', { granularity: 'word' });

/** At most this many terms of a query are looked up (the rest add little and cost a join each). */
export const QUERY_TERMS_MAX = 6;

export function termsOf(...texts: string[]): string[] {
  const terms = new Set<string>();
  for (const text of texts) {
    for (const s of segmenter.segment(text.toLowerCase())) {
      if (!s.isWordLike) continue;
      const word = s.segment.trim();
      if ([...word].length >= 2) terms.add(word);
    }
  }
  return [...terms];
}

/** The terms of a query, longest first (the rarest narrow the search the most). */
export function queryTerms(search: string): string[] {
  return termsOf(search)
    .sort((a, b) => b.length - a.length)
    .slice(0, QUERY_TERMS_MAX);
}

/**
 * A word as the text index holds it (migrations/search.ts): the hex of its UTF-8. No tokenizer
 * splits, folds or drops any part of such a token, so the index matches whole words exactly as
 * they were cut here, on SQLite (FTS5) and PostgreSQL (tsvector) alike.
 */
export const tokenOf = (term: string) => Buffer.from(term, 'utf8').toString('hex');

/** `demand_items.search`: an item's words as tokens. */
export const searchText = (terms: readonly string[]) => terms.map(tokenOf).join(' ');
