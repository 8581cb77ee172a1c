import type { Kysely } from 'kysely';
import type { SuggestionsT } from '../../../../common/demand/match/contract.js';
import { MATCH_KINDS, SUGGESTIONS_MAX } from '../../../../common/demand/match/model.js';
import type { DB } from '../../../db/schema.js';
import { notFound } from '../../../lib/errors.js';
import { publicItem } from '../present.js';
import * as items from '../repo.js';
import { matchWords, rankFor, reasonsOf, type MatchSubject } from './rank.js';

type ItemRow = NonNullable<Awaited<ReturnType<typeof items.itemById>>>;

/** What an item is matched by: its organisation, the words of its title and keywords, industry, district. */
export const subjectOf = (r: ItemRow): MatchSubject => ({
  orgId: r.org_id,
  words: matchWords(r.title, r.tags),
  industry: r.industry,
  area: r.area,
});

/** A demand of the park (of `orgId` when given): else it does not exist for the caller. */
export async function demandOf(db: Kysely<DB>, id: number, orgId?: number): Promise<ItemRow> {
  const demand = await items.itemById(db, id);
  if (!demand || demand.kind !== 'DEMAND' || (orgId !== undefined && demand.org_id !== orgId)) throw notFound('需求');
  return demand;
}

/** The suggestions for a demand, best first, with their reasons and whether an operator pushed them. */
export async function suggestionsFor(db: Kysely<DB>, demand: ItemRow): Promise<SuggestionsT> {
  const subject = subjectOf(demand);
  const ranked = await rankFor(db, subject, MATCH_KINDS, SUGGESTIONS_MAX);
  const head = { id: demand.id, title: demand.title, status: demand.status };
  if (ranked.length === 0) return { demand: head, list: [] };
  const rows = await Promise.all(ranked.map((r) => items.itemById(db, r.id)));
  const notes = await db.selectFrom('demand_match_notes').select(['item_id', 'pushed_at']).where('demand_id', '=', demand.id).execute();
  return {
    demand: head,
    list: ranked.flatMap((r, i) => {
      const row = rows[i];
      if (!row) return [];
      return [
        {
          item: publicItem(row),
          score: r.score,
          reasons: reasonsOf(r, subject),
          pushedAt: notes.find((n) => n.item_id === r.id)?.pushed_at ?? null,
        },
      ];
    }),
  };
}
