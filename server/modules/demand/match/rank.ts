import { sql, type Kysely } from 'kysely';
import {
  MATCH_COMMON_MIN,
  MATCH_COMMON_SHARE,
  MATCH_WEIGHTS as W,
  MATCH_WORDS_MAX,
} from '../../../../common/demand/match/model.js';
import type { ItemKind } from '../../../../common/demand/model.js';
import type { DB } from '../../../db/schema.js';
import { termsOf } from '../terms.js';

/**
 * Ranking for matching, on the park's scoped handle, the same SQL on SQLite and PostgreSQL. The
 * subject's words are looked up in demand_terms (the index the search uses); the candidates are
 * (1) the items holding any of the words, scored in SQL with their industry and district, and (2)
 * the newest items of the subject's industry, which need no shared word; the best of the union is
 * the exact top (an item without a shared word scores at most INDUSTRY + AREA, and (2) holds the
 * best of those).
 */

export interface MatchSubject {
  /** Never suggested to itself: the subject's organisation. */
  orgId: number;
  words: readonly string[];
  industry: string;
  area: string;
}

export interface Ranked {
  id: number;
  score: number;
  words: string[];
  sameIndustry: boolean;
  sameArea: boolean;
}

/** The words a text is matched by: of its title and keywords, the longest first. */
export function matchWords(title: string, tags: string): string[] {
  return termsOf(title, tags.replaceAll(',', ' '))
    .sort((a, b) => b.length - a.length)
    .slice(0, MATCH_WORDS_MAX);
}

/**
 * The subject's words that tell something: those held by more than MATCH_COMMON_SHARE of the
 * park's items (and MATCH_COMMON_MIN) are left out — they would score nearly every item and make
 * the ranking count tens of thousands of rows (one index-only count per word instead).
 */
async function tellingWords(db: Kysely<DB>, words: readonly string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const items = await db
    .selectFrom('demand_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const limit = Math.max(MATCH_COMMON_MIN, Number(items.n) * MATCH_COMMON_SHARE);
  // Each word's items counted only up to the limit: a common word's tens of thousands are never walked.
  const held = await Promise.all(
    words.map(async (word) => {
      const { n } = await db
        .selectFrom((eb) =>
          eb.selectFrom('demand_terms').select('demand_terms.item_id').where('demand_terms.term', '=', word).limit(Math.floor(limit) + 1).as('w'),
        )
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    }),
  );
  return words.filter((_, i) => held[i]! <= limit);
}

interface Candidate {
  id: number;
  score: number | string;
  published_at: string | null;
}

export async function rankFor(
  db: Kysely<DB>,
  subject: MatchSubject,
  kinds: readonly ItemKind[],
  limit: number,
): Promise<Ranked[]> {
  const base = db
    .selectFrom('demand_items')
    .where('demand_items.status', '=', 'JOINT')
    .where('demand_items.kind', 'in', [...kinds])
    .where('demand_items.org_id', '<>', subject.orgId);
  const industry = sql<number>`case when demand_items.industry = ${subject.industry} then ${sql.lit(W.INDUSTRY)} else 0 end`;
  const area = subject.area
    ? sql<number>`case when demand_items.area = ${subject.area} then ${sql.lit(W.AREA)} else 0 end`
    : sql<number>`0`;
  const words = await tellingWords(db, subject.words);

  // The items holding the words drive (their count per item first, from the words' index), each
  // looked up by its id: a cross join keeps SQLite from walking the park's items instead.
  const byWords: Candidate[] =
    words.length === 0
      ? []
      : await db
          .selectFrom(
            db
              .selectFrom('demand_terms')
              .select((eb) => ['demand_terms.item_id', eb.fn.countAll<number>().as('hits')])
              .where('demand_terms.term', 'in', words)
              .groupBy('demand_terms.item_id')
              .as('h'),
          )
          .crossJoin('demand_items')
          .whereRef('demand_items.id', '=', 'h.item_id')
          .where('demand_items.status', '=', 'JOINT')
          .where('demand_items.kind', 'in', [...kinds])
          .where('demand_items.org_id', '<>', subject.orgId)
          .select([
            'demand_items.id',
            'demand_items.published_at',
            sql<number>`h.hits * ${sql.lit(W.WORD)} + ${industry} + ${area}`.as('score'),
          ])
          .orderBy('score', 'desc')
          .orderBy('demand_items.published_at', 'desc')
          .orderBy('demand_items.id', 'desc')
          .limit(limit)
          .execute();
  // Without a shared word an item scores INDUSTRY (+ AREA in the same district): the newest of the
  // industry in the district and in any district, each read along its index, hold the best of them.
  const newestOf = (q: typeof base) =>
    q
      .select(['demand_items.id', 'demand_items.published_at', sql<number>`${sql.lit(W.INDUSTRY)} + ${area}`.as('score')])
      .orderBy('demand_items.published_at', 'desc')
      .orderBy('demand_items.id', 'desc')
      .limit(limit)
      .execute();
  const sameIndustry = base.where('demand_items.industry', '=', subject.industry);
  const byIndustry: Candidate[] = subject.industry
    ? [
        ...(subject.area ? await newestOf(sameIndustry.where('demand_items.area', '=', subject.area)) : []),
        ...(await newestOf(sameIndustry)),
      ]
    : [];

  const best = new Map<number, Candidate>();
  for (const c of [...byWords, ...byIndustry])
    if (!best.has(c.id) || Number(best.get(c.id)?.score) < Number(c.score)) best.set(c.id, c);
  const top = [...best.values()]
    .sort(
      (a, b) =>
        Number(b.score) - Number(a.score) ||
        (b.published_at ?? '').localeCompare(a.published_at ?? '') ||
        b.id - a.id,
    )
    .slice(0, limit);
  if (top.length === 0) return [];

  const ids = top.map((c) => c.id);
  // One lookup by id each: with the park's condition an `id in (…)` would walk an index of the park.
  const facts = await Promise.all(
    ids.map((id) => db.selectFrom('demand_items').select(['id', 'industry', 'area']).where('id', '=', id).executeTakeFirst()),
  );
  const shared =
    words.length === 0
      ? []
      : await db
          .selectFrom('demand_terms')
          .select(['item_id', 'term'])
          .where('item_id', 'in', ids)
          .where('term', 'in', words)
          .execute();
  return top.map((c) => {
    const fact = facts.find((f) => f?.id === c.id);
    return {
      id: c.id,
      score: Number(c.score),
      // In the subject's order (its longest words first).
      words: words.filter((w) => shared.some((s) => s.item_id === c.id && s.term === w)),
      sameIndustry: fact?.industry === subject.industry,
      sameArea: Boolean(subject.area) && fact?.area === subject.area,
    };
  });
}

/** Why a ranked item matched, as the screens and messages print it. */
export function reasonsOf(r: Ranked, subject: MatchSubject): string[] {
  return [
    ...(r.words.length > 0 ? [`关键词相同：${r.words.join('、')}`] : []),
    ...(r.sameIndustry ? [`同属${subject.industry}行业`] : []),
    ...(r.sameArea ? [`同在${subject.area}`] : []),
  ];
}

/** One pair ranked as the suggestions rank it (an operator's push of an item it chose). */
export async function rankPair(
  db: Kysely<DB>,
  subject: MatchSubject,
  item: { id: number; industry: string; area: string },
): Promise<Ranked> {
  const words = await tellingWords(db, subject.words);
  const held =
    words.length === 0
      ? []
      : await db.selectFrom('demand_terms').select('term').where('item_id', '=', item.id).where('term', 'in', words).execute();
  const shared = words.filter((w) => held.some((h) => h.term === w));
  const sameIndustry = item.industry === subject.industry;
  const sameArea = Boolean(subject.area) && item.area === subject.area;
  return {
    id: item.id,
    score: shared.length * W.WORD + (sameIndustry ? W.INDUSTRY : 0) + (sameArea ? W.AREA : 0),
    words: shared,
    sameIndustry,
    sameArea,
  };
}
