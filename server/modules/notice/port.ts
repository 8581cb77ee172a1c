import type { NoticePort } from '../../kit/ports/notice.js';

/** The notice module's port (server/kit/ports/notice.ts): the notices the public may read, published ones. */
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
    return rows.map((r) => ({ id: r.id, title: r.title, type: r.type, summary: r.summary, body: r.body, updatedAt: r.updated_at }));
  },
};
