import type { PolicyPort } from '../../kit/ports/policy.js';

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
      .select(['id', 'title', 'doc_no', 'issuer', 'summary', 'eligible', 'content', 'apply_method', 'updated_at'])
      .where('tenant_id', '=', tenantId)
      .where('state', '=', 'JOINT')
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      docNo: r.doc_no,
      issuer: r.issuer,
      summary: r.summary,
      eligible: r.eligible,
      content: r.content,
      applyMethod: r.apply_method,
      updatedAt: r.updated_at,
    }));
  },
};
