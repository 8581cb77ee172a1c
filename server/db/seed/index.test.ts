import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_ROLE } from '../../../common/roles.js';
import { DEFAULT_TENANT } from '../../../common/tenant.js';
import { verifyPassword } from '../../lib/password.js';
import { ALL_DIALECTS, dialectAvailable, openTestDatabase, type TestDatabase } from '../../testing/databases.js';
import type { DB } from '../schema.js';
import type { Kysely } from 'kysely';
import { isValidCreditCode } from './credit-code.js';
import { isValidIdcard } from '../../../common/idcard.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedIfEmpty } from './index.js';
import { DEMO_TENANTS } from './tenants.js';

async function tableCounts(db: Kysely<DB>) {
  const count = async (
    table: 'tenants' | 'tenant_hosts' | 'parks' | 'orgs' | 'users' | 'roles' | 'user_roles',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    tenants: await count('tenants'),
    tenant_hosts: await count('tenant_hosts'),
    parks: await count('parks'),
    orgs: await count('orgs'),
    users: await count('users'),
    roles: await count('roles'),
    user_roles: await count('user_roles'),
  };
}

for (const dialect of ALL_DIALECTS) {
  describe.skipIf(!dialectAvailable(dialect))(`demo seed (${dialect})`, () => {
    let database: TestDatabase;
    let db: Kysely<DB>;

    beforeAll(async () => {
      database = await openTestDatabase(dialect);
      db = database.db;
      expect(await seedIfEmpty(db, { now: Date.UTC(2026, 10, 24, 6, 30) })).toBe(true);
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it('seeds the default tenant exactly as the client presets it, and the second park', async () => {
      const tenants = await db.selectFrom('tenants').selectAll().orderBy('id').execute();
      expect(tenants[0]).toEqual({
        id: DEFAULT_TENANT.id,
        fullname: DEFAULT_TENANT.name,
        dp_simple: DEFAULT_TENANT.indextitle,
        logo: DEFAULT_TENANT.logo,
        theme_color: DEFAULT_TENANT.themeColor,
        source_park_id: DEFAULT_TENANT.parkid,
        high_tech_zone: DEFAULT_TENANT.parkname,
        is_default: 1,
        created_at: '2026-11-24T00:00:00.000Z',
      });
      expect(tenants[1]).toMatchObject({
        id: 2,
        fullname: '苏州工业园区',
        dp_simple: '苏州园区',
        logo: '/innoweb/parks/suzhou.svg',
        theme_color: '#0f766e',
        source_park_id: 2001,
        is_default: 0,
      });
      // Each park's logo is a file of the app.
      for (const tenant of tenants) expect(fs.existsSync(path.join('public', tenant.logo.replace(/^\/innoweb\//, '')))).toBe(true);
      const hosts = await db.selectFrom('tenant_hosts').selectAll().orderBy('hostname').execute();
      expect(hosts).toEqual([
        { hostname: '127.0.0.1', tenant_id: 1 },
        { hostname: 'demo2.localhost', tenant_id: 2 },
        { hostname: 'localhost', tenant_id: 1 },
      ]);
    });

    it('seeds each tenant’s main park under its source_park_id, with sub-parks under it', async () => {
      for (const tenant of DEMO_TENANTS) {
        const parks = await db
          .selectFrom('parks')
          .selectAll()
          .where('tenant_id', '=', tenant.id)
          .orderBy('id')
          .execute();
        const [main, ...subParks] = parks;
        expect(main).toMatchObject({
          id: tenant.source_park_id,
          parent_id: null,
          province: tenant.region.province,
        });
        expect(subParks.length).toBeGreaterThanOrEqual(3);
        for (const park of subParks) {
          expect(park.parent_id).toBe(tenant.source_park_id);
          expect(park.longitude).toBeGreaterThan(tenant.region.bounds.minLng);
          expect(park.longitude).toBeLessThan(tenant.region.bounds.maxLng);
          expect(park.latitude).toBeGreaterThan(tenant.region.bounds.minLat);
          expect(park.latitude).toBeLessThan(tenant.region.bounds.maxLat);
        }
      }
    });

    it('lets the next park be inserted without an id (the PostgreSQL sequence was moved past the seeded ids)', async () => {
      const park = await db
        .insertInto('parks')
        .values({
          tenant_id: 1,
          parent_id: 1001,
          name: '测试园',
          province: '浙江省',
          city: '杭州市',
          county: '滨江区',
          address: '杭州市滨江区',
          longitude: 120.2,
          latitude: 30.2,
          area_km2: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(park.id).toBeGreaterThan(2004);
      await db.deleteFrom('parks').where('id', '=', park.id).execute();
    });

    it('seeds 360 orgs in the default park and 80 in the second, about 80 % enterprises', async () => {
      const rows = await db
        .selectFrom('orgs')
        .select(['tenant_id', 'orgtype', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['tenant_id', 'orgtype'])
        .execute();
      const count = (tenantId: number, orgtype?: string) =>
        rows
          .filter((r) => r.tenant_id === tenantId && (!orgtype || r.orgtype === orgtype))
          .reduce((s, r) => s + Number(r.n), 0);
      expect(count(1)).toBe(360);
      expect(count(2)).toBe(80);
      expect(count(1, 'ORG') / count(1)).toBeGreaterThan(0.72);
      expect(count(1, 'ORG') / count(1)).toBeLessThan(0.88);
      expect(count(2, 'SERVICE')).toBeGreaterThan(0);
    });

    it('gives every org a valid, unique credit code, a unique name in its tenant, and a park of its tenant', async () => {
      const orgs = await db
        .selectFrom('orgs')
        .innerJoin('parks', 'parks.id', 'orgs.park_id')
        .select([
          'orgs.tenant_id',
          'orgs.fullname',
          'orgs.credit_code',
          'orgs.sub_park',
          'parks.name as park_name',
          'parks.tenant_id as park_tenant',
        ])
        .execute();
      expect(orgs).toHaveLength(440);
      expect(orgs.filter((o) => !isValidCreditCode(o.credit_code))).toEqual([]);
      expect(new Set(orgs.map((o) => o.credit_code)).size).toBe(orgs.length);
      expect(new Set(orgs.map((o) => `${o.tenant_id}/${o.fullname}`)).size).toBe(orgs.length);
      expect(orgs.filter((o) => o.park_tenant !== o.tenant_id || o.park_name !== o.sub_park)).toEqual([]);
    });

    it('creates the three roles and the 诉求专员 staff role in each tenant', async () => {
      const roles = await db
        .selectFrom('roles')
        .select(['tenant_id', 'rolename'])
        .orderBy('tenant_id')
        .orderBy('rolename')
        .execute();
      for (const tenant of DEMO_TENANTS) {
        expect(
          roles
            .filter((r) => r.tenant_id === tenant.id)
            .map((r) => r.rolename)
            .sort(),
        ).toEqual(['管理员', '管委会', BASE_ROLE, '诉求专员'].sort());
      }
    });

    it('leaves the operators real applications to review: three certifications and one link', async () => {
      const applications = await db.selectFrom('org_applications').selectAll().orderBy('id').execute();
      expect(applications.map((a) => [a.kind, a.status, a.tenant_id])).toEqual([
        ['ORG', 'TOAUDIT', 1],
        ['ORG', 'TOAUDIT', 1],
        ['ORG', 'TOAUDIT', 1],
        ['RELATE', 'TOAUDIT', 1],
      ]);
      for (const a of applications.filter((x) => x.kind === 'ORG')) {
        expect(isValidCreditCode(a.credit_code), a.credit_code).toBe(true);
        expect(isValidIdcard(a.legal_idcard), a.legal_idcard).toBe(true);
        const known = await db.selectFrom('orgs').select('id').where('credit_code', '=', a.credit_code).executeTakeFirst();
        expect(known).toBeUndefined();
      }
      const relate = applications.find((x) => x.kind === 'RELATE')!;
      expect(isValidIdcard(relate.idcard)).toBe(true);
      const target = await db.selectFrom('orgs').select('tenant_id').where('id', '=', relate.org_id!).executeTakeFirstOrThrow();
      expect(target.tenant_id).toBe(1);
    });

    it('creates the demo accounts with their roles, org links and the demo password', async () => {
      expect(DEMO_PASSWORD).toBe('Demo@123456');
      const users = await db.selectFrom('users').selectAll().orderBy('id').execute();
      // Besides the demo accounts, only the waiting applicants, who have no password of their own.
      const withPassword = users.filter((u) => u.password_hash !== '!');
      expect(withPassword.map((u) => u.phone)).toEqual(DEMO_ACCOUNTS.map((a) => a.phone));
      const hashes = new Set<string>();
      for (const account of DEMO_ACCOUNTS) {
        const user = users.find((u) => u.phone === account.phone && u.tenant_id === account.tenantId);
        expect(user, account.phone).toBeDefined();
        if (!user) continue;
        expect(user.status).toBe('ACTIVE');
        expect(user.name).toMatch(/^\p{Script=Han}{2,3}$/u);
        expect(await verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true);
        expect(await verifyPassword('demo@123456', user.password_hash)).toBe(false);
        hashes.add(user.password_hash);

        const roles = await db
          .selectFrom('user_roles')
          .innerJoin('roles', 'roles.id', 'user_roles.role_id')
          .select(['roles.rolename', 'roles.tenant_id', 'user_roles.tenant_id as link_tenant'])
          .where('user_roles.user_id', '=', user.id)
          .execute();
        expect(
          roles.every((r) => r.tenant_id === account.tenantId && r.link_tenant === account.tenantId),
        ).toBe(true);
        expect(roles.map((r) => r.rolename).sort()).toEqual([...new Set([BASE_ROLE, account.role])].sort());

        if (account.org === null) {
          expect(user.org_id).toBeNull();
        } else {
          const org = await db
            .selectFrom('orgs')
            .selectAll()
            .where('id', '=', user.org_id ?? -1)
            .executeTakeFirstOrThrow();
          expect(org.tenant_id).toBe(account.tenantId);
          expect(org.orgtype).toBe(account.org);
          // The tenant's first org of that type.
          const first = await db
            .selectFrom('orgs')
            .select('id')
            .where('tenant_id', '=', account.tenantId)
            .where('orgtype', '=', account.org)
            .orderBy('id')
            .executeTakeFirstOrThrow();
          expect(org.id).toBe(first.id);
        }
      }
      expect(hashes.size).toBe(DEMO_ACCOUNTS.length);
      const byPhone = new Map(DEMO_ACCOUNTS.map((a) => [a.phone, a]));
      expect(byPhone.get('13800000001')).toMatchObject({ tenantId: 1, role: '管理员' });
      expect(byPhone.get('13800000002')).toMatchObject({ tenantId: 1, role: '管委会' });
      expect(byPhone.get('13800000003')).toMatchObject({ tenantId: 1, org: 'ORG' });
      expect(byPhone.get('13800000004')).toMatchObject({ tenantId: 1, org: 'SERVICE' });
      expect(byPhone.get('13800000005')).toMatchObject({ tenantId: 1, org: null, role: BASE_ROLE });
      expect(byPhone.get('13800000006')).toMatchObject({ tenantId: 1, org: null, role: '诉求专员' });
      expect(byPhone.get('13900000001')).toMatchObject({ tenantId: 2, role: '管理员' });
    });

    it('does nothing the second time: seedIfEmpty returns false and the counts stay', async () => {
      const before = await tableCounts(db);
      expect(await seedIfEmpty(db)).toBe(false);
      expect(await tableCounts(db)).toEqual(before);
    });
  });

  describe.skipIf(!dialectAvailable(dialect))(`demo seed determinism (${dialect})`, () => {
    it('gives two databases seeded on the same day identical tenants, parks, orgs, roles and users', async () => {
      // One database at a time: on PostgreSQL the test helper's migrator cannot yet tell two
      // test schemas' migration tables apart while both exist.
      const snapshot = async (now: number) => {
        const database = await openTestDatabase(dialect);
        try {
          await seedDemo(database.db, { now });
          const rows: Record<string, string[]> = {};
          for (const table of ['tenants', 'tenant_hosts', 'parks', 'orgs', 'roles', 'user_roles'] as const) {
            rows[table] = (await database.db.selectFrom(table).selectAll().execute())
              .map((row) => JSON.stringify(row))
              .sort();
          }
          // Users differ only in their password salts.
          rows.users = (
            await database.db
              .selectFrom('users')
              .select(['id', 'tenant_id', 'phone', 'name', 'org_id', 'status', 'created_at'])
              .execute()
          )
            .map((row) => JSON.stringify(row))
            .sort();
          return rows;
        } finally {
          await database.dispose();
        }
      };
      // Early and late on the same day.
      const first = await snapshot(Date.UTC(2026, 10, 24, 0, 5));
      const second = await snapshot(Date.UTC(2026, 10, 24, 23, 55));
      expect(first.orgs).toHaveLength(440);
      expect(second).toEqual(first);
    });

    it('accepts a different org count for the default park', async () => {
      const database = await openTestDatabase(dialect);
      try {
        await seedDemo(database.db, { orgs: 1000 });
        const counts = await database.db
          .selectFrom('orgs')
          .select(['tenant_id', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('tenant_id')
          .orderBy('tenant_id')
          .execute();
        expect(counts.map((c) => [c.tenant_id, Number(c.n)])).toEqual([
          [1, 1000],
          [2, 80],
        ]);
      } finally {
        await database.dispose();
      }
    });
  });
}
