import { sql } from 'kysely';
import type { PolicyPort, PublicPolicy } from '../../kit/ports/policy.js';
import { likeContaining } from '../../lib/sql-like.js';

const COLUMNS = ['id', 'title', 'doc_no', 'issuer', 'summary', 'eligible', 'content', 'apply_method', 'updated_at'] as const;

const present = (r: {
  id: number;
  title: string;
  doc_no: string;
  issuer: string;
  summary: string;
  eligible: string;
  content: string;
  apply_method: string;
  updated_at: string;
}): PublicPolicy => ({
  id: r.id,
  title: r.title,
  docNo: r.doc_no,
  issuer: r.issuer,
  summary: r.summary,
  eligible: r.eligible,
  content: r.content,
  applyMethod: r.apply_method,
  updatedAt: r.updated_at,
});

/**
 * The policy module's port (server/kit/ports/policy.ts): a policy counts while the public can open
 * it — published, and not past its end date — the rule the public list applies.
 */
export const policyPortImpl: PolicyPort = {
  publicStamps: (db, tenantId, today) =>
    db
      .selectFrom('policies')
      .select(['id', 'updated_at as stamp'])
      .where('tenant_id', '=', tenantId)
      .where('state', '=', 'JOINT')
      .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
      .execute(),
  async publishedByIds(db, tenantId, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('policies')
      .select(COLUMNS)
      .where('tenant_id', '=', tenantId)
      .where('state', '=', 'JOINT')
      .where('id', 'in', [...ids])
      .execute();
    return rows.map(present);
  },
  async publicNaming(db, tenantId, today, term, limit) {
    const pattern = likeContaining(term);
    const names = (column: 'title' | 'summary' | 'eligible') => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
    const rows = await db
      .selectFrom('policies')
      .select(COLUMNS)
      .where('tenant_id', '=', tenantId)
      .where('state', '=', 'JOINT')
      .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
      .where((eb) => eb.or([names('title'), names('summary'), names('eligible')]))
      .orderBy('publish_date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(present);
  },
};
