import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.js';
import { describeEachDialect, openTestDatabase, type TestDatabase } from '../testing/databases.js';
import { insertOrg, insertTwoTenants } from '../testing/fixtures.js';
import { scopedTo, TenantScopeError, unscoped } from './tenant-scope.js';

const NOW = '2026-11-27T00:00:00.000Z';

describeEachDialect('tenant scope on %s', (dialect) => {
  let database: TestDatabase;
  let raw: Kysely<DB>;
  let park1: Kysely<DB>;
  let org1: number;
  let org2: number;

  const user = (tenantId: number, phone: string, orgId: number | null) => ({
    tenant_id: tenantId,
    phone,
    name: `用户${phone.slice(-4)}`,
    password_hash: 'x',
    org_id: orgId,
    status: 'ACTIVE' as const,
    created_at: NOW,
  });

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    raw = database.db;
    await insertTwoTenants(raw);
    org1 = await insertOrg(raw, 1, { fullname: '杭州甲科技有限公司', simplename: '甲科技' });
    org2 = await insertOrg(raw, 2, { fullname: '苏州丁生物有限公司', simplename: '丁生物' });
    await raw.insertInto('users').values([user(1, '13600001001', org1), user(2, '13600002001', org2)]).execute();
    park1 = scopedTo(raw, 1);
  });
  afterAll(() => database.dispose());

  it('a SELECT sees the own park only', async () => {
    const orgs = await park1.selectFrom('orgs').select(['id', 'tenant_id']).execute();
    expect(orgs.map((o) => o.id)).toEqual([org1]);
    expect(await park1.selectFrom('orgs').select('id').where('id', '=', org2).executeTakeFirst()).toBeUndefined();
  });

  it('a JOIN is scoped on the joined table too, by its alias, and a LEFT JOIN stays a left join', async () => {
    // A join condition that would pair the park's organisation with the other park's user.
    const inner = await park1
      .selectFrom('orgs')
      .innerJoin('users as u', (join) => join.on('u.phone', '=', '13600002001'))
      .select(['orgs.id', 'u.phone'])
      .execute();
    expect(inner).toEqual([]);
    const left = await park1
      .selectFrom('orgs as o')
      .leftJoin('users as u', (join) => join.on('u.phone', '=', '13600002001'))
      .select(['o.id', 'u.phone'])
      .execute();
    expect(left).toEqual([{ id: org1, phone: null }]);
  });

  it('a subquery is scoped: another park’s rows neither count nor match', async () => {
    const rows = await park1
      .selectFrom('orgs')
      .select((eb) => [
        'orgs.id',
        eb.selectFrom('users').select((e) => e.fn.countAll<number>().as('n')).as('users'),
      ])
      .where((eb) => eb.not(eb.exists(eb.selectFrom('users as other').select('other.id').where('other.org_id', '=', org2))))
      .execute();
    expect(rows.map((r) => [r.id, Number(r.users)])).toEqual([[org1, 1]]);
    const viaIn = await park1
      .selectFrom('users')
      .select('phone')
      .where('org_id', 'in', (eb) => eb.selectFrom('orgs').select('id'))
      .execute();
    expect(viaIn.map((u) => u.phone)).toEqual(['13600001001']);
  });

  it('an UPDATE and a DELETE cannot touch another park’s row', async () => {
    const updated = await park1.updateTable('orgs').set({ simplename: '被改了' }).where('id', '=', org2).executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(0);
    const deleted = await park1.deleteFrom('users').where('phone', '=', '13600002001').executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(0);
    const other = await raw.selectFrom('orgs').select('simplename').where('id', '=', org2).executeTakeFirstOrThrow();
    expect(other.simplename).toBe('丁生物');
    expect(await raw.selectFrom('users').select('id').where('phone', '=', '13600002001').executeTakeFirst()).toBeDefined();
  });

  it('an UPDATE cannot move a row to another park', async () => {
    await expect(park1.updateTable('orgs').set({ tenant_id: 2 }).where('id', '=', org1).execute()).rejects.toThrow(TenantScopeError);
  });

  it('an INSERT gets the park’s id, and one with another park’s id is refused', async () => {
    const { tenant_id: _dropped, ...withoutTenant } = user(1, '13600001002', org1);
    const inserted = await park1.insertInto('users').values(withoutTenant as never).returning('tenant_id').executeTakeFirstOrThrow();
    expect(inserted.tenant_id).toBe(1);
    await expect(park1.insertInto('users').values(user(2, '13600002002', org2)).execute()).rejects.toThrow(TenantScopeError);
    await expect(
      park1.insertInto('users').values([user(1, '13600001003', org1), user(2, '13600002003', org2)]).execute(),
    ).rejects.toThrow(TenantScopeError);
    expect(await raw.selectFrom('users').select('id').where('phone', 'in', ['13600002002', '13600002003']).execute()).toEqual([]);
  });

  it('a transaction opened on the scoped handle keeps the scope', async () => {
    const seen = await park1.transaction().execute((trx) => trx.selectFrom('orgs').select('id').execute());
    expect(seen.map((o) => o.id)).toEqual([org1]);
  });

  it('raw SQL naming a tenant table is refused; unscoped(db) runs it, visibly', async () => {
    await expect(sql`select id from orgs`.execute(park1)).rejects.toThrow(TenantScopeError);
    await expect(
      park1.selectFrom('parks').select((eb) => [sql<number>`(select count(*) from users)`.as('n'), eb.ref('parks.id').as('id')]).execute(),
    ).rejects.toThrow(TenantScopeError);
    const { rows } = await sql<{ n: number }>`select count(*) as n from orgs`.execute(unscoped(park1));
    expect(Number(rows[0]!.n)).toBe(2);
  });

  it('tables without tenant_id are left as they are', async () => {
    const tenants = await park1.selectFrom('tenants').select('id').orderBy('id').execute();
    expect(tenants.map((t) => t.id)).toEqual([1, 2]);
  });
});

describe('scopedTo', () => {
  it('is made once per park and handle', async () => {
    const database = await openTestDatabase('sqlite');
    try {
      expect(scopedTo(database.db, 1)).toBe(scopedTo(database.db, 1));
      expect(scopedTo(database.db, 1)).not.toBe(scopedTo(database.db, 2));
    } finally {
      await database.dispose();
    }
  });
});
