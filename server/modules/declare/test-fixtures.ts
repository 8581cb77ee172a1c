import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { insertOrg as insertTestOrg } from '../../testing/fixtures.js';

/** Test-only rows the declare tests stand on: a park, enterprises, published policies with apply items. */

export async function insertPark(db: Kysely<DB>, tenantId: number) {
  await db
    .insertInto('parks')
    .values({
      id: tenantId * 1000 + 1,
      tenant_id: tenantId,
      parent_id: null,
      name: `主园区${tenantId}`,
      province: '浙江省',
      city: '杭州市',
      county: '滨江区',
      address: '江南大道3850号',
      longitude: 120.19,
      latitude: 30.19,
      area_km2: 72.2,
    })
    .execute();
}

/** An organisation of the park, named as the test needs it. */
export function insertOrg(db: Kysely<DB>, tenantId: number, fullname: string, orgtype: 'ORG' | 'SERVICE' = 'ORG'): Promise<number> {
  return insertTestOrg(db, tenantId, { fullname, simplename: fullname.slice(2, 6), orgtype });
}

/** A published policy with named apply items; the ids. */
export async function insertPolicy(
  db: Kysely<DB>,
  tenantId: number,
  title: string,
  items: string[],
  state: 'JOINT' | 'CHECK' = 'JOINT',
  autoGrant: readonly string[] = [],
): Promise<[number, ...number[]]> {
  const now = nowIso();
  const policy = await db
    .insertInto('policies')
    .values({
      tenant_id: tenantId,
      title,
      doc_no: '滨科〔2026〕1号',
      issuer: '园区科技局',
      level: 'PARK',
      industries: '',
      eligible: '园区注册企业',
      summary: '支持企业创新发展',
      content: '<p>政策全文</p>',
      apply_method: '线上申报',
      publish_date: '2026-01-01',
      start_date: '2026-01-01',
      end_date: null,
      contact_name: '王老师',
      contact_phone: '0571-87702100',
      source_url: '',
      state,
      reason: '',
      author_id: null,
      reviewer_id: null,
      reviewed_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [i, name] of items.entries()) {
    const row = await db
      .insertInto('policy_apply_items')
      .values({ tenant_id: tenantId, policy_id: policy.id, name, description: '', auto_grant: autoGrant.includes(name) ? 1 : 0, indexnumber: i + 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return [policy.id, ...ids];
}
