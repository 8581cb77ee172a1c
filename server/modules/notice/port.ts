import { sql } from 'kysely';
import type { NoticePort, PublicNotice } from './public.js';
import { likeContaining } from '../../lib/sql-like.js';

const present = (r: { id: number; title: string; type: string; summary: string; body: string; updated_at: string }): PublicNotice => ({
  id: r.id,
  title: r.title,
  type: r.type,
  summary: r.summary,
  body: r.body,
  updatedAt: r.updated_at,
});

/** The notice module's port (server/modules/notice/public.ts): the notices the public may read, published ones. */
export const noticePortImpl: NoticePort = {
  publicStamps: (db) => db.selectFrom('notices').select(['id', 'updated_at as stamp']).where('status', '=', 'JOINT').execute(),
  async publicByIds(db, _tenantId, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('notices')
      .select(['id', 'title', 'type', 'summary', 'body', 'updated_at'])
      .where('status', '=', 'JOINT')
      .where('id', 'in', [...ids])
      .execute();
    return rows.map(present);
  },
  async publicNaming(db, term, limit) {
    const pattern = likeContaining(term);
    const rows = await db
      .selectFrom('notices')
      .select(['id', 'title', 'type', 'summary', 'body', 'updated_at'])
      .where('status', '=', 'JOINT')
      .where((eb) => eb.or([sql<boolean>`title like ${pattern} escape '\\'`, sql<boolean>`summary like ${pattern} escape '\\'`]))
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(present);
  },
};
