import { sql, type SqlBool } from 'kysely';
import { MAX_ID } from '../../../common/contract/atoms.js';
import type { PolicyPort, PublicPolicy } from './public.js';
import { likeContaining } from '../../lib/sql-like.js';

const PUBLIC_COLUMNS = ['id', 'title', 'doc_no', 'issuer', 'summary', 'eligible', 'content', 'apply_method', 'updated_at'] as const;

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
 * The policy module's port (server/modules/policy/public.ts): for the public, a policy counts while it
 * can be opened — published, and not past its end date — the rule the public list applies; for
 * declarations (the declare module), policies and their apply items by id and title.
 */
export const policyPortImpl: PolicyPort = {
  publicStamps: (db, today) =>
    db
      .selectFrom('policies')
      .select(['id', 'updated_at as stamp'])
      .where('state', '=', 'JOINT')
      .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
      .execute(),
  async publishedByIds(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('policies').select(PUBLIC_COLUMNS).where('state', '=', 'JOINT').where('id', 'in', [...ids]).execute();
    return rows.map(present);
  },
  async publicNaming(db, today, term, limit) {
    const pattern = likeContaining(term);
    const names = (column: 'title' | 'summary' | 'eligible') => sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
    const rows = await db
      .selectFrom('policies')
      .select(PUBLIC_COLUMNS)
      .where('state', '=', 'JOINT')
      .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
      .where((eb) => eb.or([names('title'), names('summary'), names('eligible')]))
      .orderBy('publish_date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(present);
  },
  async namesOf(db, { policyIds, applyItemIds }) {
    const [policies, applyItems] = await Promise.all([
      policyIds.length === 0
        ? []
        : db.selectFrom('policies').select(['id', 'title as name']).where('id', 'in', [...new Set(policyIds)]).execute(),
      applyItemIds.length === 0
        ? []
        : db.selectFrom('policy_apply_items').select(['id', 'name']).where('id', 'in', [...new Set(applyItemIds)]).execute(),
    ]);
    return {
      policies: new Map(policies.map((p) => [p.id, p.name])),
      applyItems: new Map(applyItems.map((i) => [i.id, i.name])),
    };
  },
  async idsTitled(db, term) {
    const rows = await db
      .selectFrom('policies')
      .select('id')
      .where((eb) => sql<SqlBool>`${eb.ref('title')} like ${likeContaining(term)} escape '\\'`)
      .execute();
    return rows.map((r) => r.id);
  },
  async applyItem(db, id) {
    if (id > MAX_ID) return undefined;
    const row = await db
      .selectFrom('policy_apply_items as i')
      .innerJoin('policies as p', 'p.id', 'i.policy_id')
      .select(['i.id', 'i.policy_id', 'i.name', 'i.auto_grant', 'p.title', 'p.state'])
      .where('i.id', '=', id)
      .executeTakeFirst();
    return row && { id: row.id, policyId: row.policy_id, name: row.name, autoGrant: row.auto_grant === 1, policyTitle: row.title, policyState: row.state };
  },
  async declarable(db, limit) {
    const policies = await db
      .selectFrom('policies')
      .select(['id', 'title'])
      .where('state', '=', 'JOINT')
      .orderBy('publish_date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    if (policies.length === 0) return [];
    const items = await db
      .selectFrom('policy_apply_items')
      .select(['id', 'policy_id', 'name'])
      .where('policy_id', 'in', policies.map((p) => p.id))
      // 免申即享 items are granted without applying: nothing to declare.
      .where('auto_grant', '=', 0)
      .orderBy('indexnumber')
      .orderBy('id')
      .execute();
    return policies.map((p) => ({
      id: p.id,
      title: p.title,
      items: items.filter((i) => i.policy_id === p.id).map((i) => ({ id: i.id, name: i.name })),
    }));
  },
};
