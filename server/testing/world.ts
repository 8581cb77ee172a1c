import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { OPERATOR_ROLES } from '../../common/constants.js';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import type { KeyValueStore } from '../lib/kv.js';
import { buildTestApp, type TestApp } from './app.js';
import { describeEachDialect, type TestDialect } from './databases.js';
import { call, send, type Answer } from './call.js';
import { SessionRepo } from '../plugins/session-repo.js';
import { insertOrg, insertTwoTenants, insertUser, type TestUser } from './fixtures.js';

/**
 * The two-park world every module's tests stand on: park 1 (localhost) with its operators, two
 * enterprises with their users, a service organisation's user and an individual; park 2
 * (demo2.localhost) with its operator and an enterprise user. A module adds its own rows to it.
 */
export interface World {
  t: TestApp;
  db: Kysely<DB>;
  /** 管理员 of park 1. */
  admin: TestUser;
  /** 管委会 of park 1. */
  committee: TestUser;
  /** Enterprise A of park 1 and its two users. */
  orgA: number;
  userA: TestUser;
  userA2: TestUser;
  /** Enterprise B of park 1 and its user. */
  orgB: number;
  userB: TestUser;
  /** A user of a service organisation (SERVICE) of park 1. */
  serviceOrg: number;
  service: TestUser;
  /** A registered user of park 1 without an organisation or an operator role. */
  individual: TestUser;
  /** 管理员 of park 2. */
  admin2: TestUser;
  /** Enterprise C of park 2 and its user. */
  orgC: number;
  userC: TestUser;
}

let serial = 0;
/** A phone number no other user of the test database has. */
export const testPhone = () => `1360000${String(++serial).padStart(4, '0')}`;

/** `config`: settings a module's tests need other than the defaults (e.g. a small upload limit). */
export async function buildWorld(
  dialect: 'sqlite' | 'postgres',
  config: Partial<Config> = {},
  /** The key-value store, when a test runs on Redis too (server/testing/stores.ts). */
  kv?: KeyValueStore,
): Promise<World> {
  const t = await buildTestApp(dialect, config, undefined, kv);
  const db = t.database.db;
  await insertTwoTenants(db);
  const orgA = await insertOrg(db, 1, { fullname: '杭州甲科技有限公司', simplename: '甲科技' });
  const orgB = await insertOrg(db, 1, { fullname: '杭州乙智能有限公司', simplename: '乙智能' });
  const serviceOrg = await insertOrg(db, 1, { fullname: '杭州丙咨询服务有限公司', simplename: '丙咨询', orgtype: 'SERVICE' });
  const orgC = await insertOrg(db, 2, { fullname: '苏州丁生物有限公司', simplename: '丁生物' });
  return {
    t,
    db,
    admin: await insertUser(db, 1, testPhone(), [OPERATOR_ROLES[1]]),
    committee: await insertUser(db, 1, testPhone(), [OPERATOR_ROLES[0]]),
    orgA,
    userA: await insertUser(db, 1, testPhone(), [], orgA),
    userA2: await insertUser(db, 1, testPhone(), [], orgA),
    orgB,
    userB: await insertUser(db, 1, testPhone(), [], orgB),
    serviceOrg,
    service: await insertUser(db, 1, testPhone(), [], serviceOrg),
    individual: await insertUser(db, 1, testPhone()),
    admin2: await insertUser(db, 2, testPhone(), [OPERATOR_ROLES[1]]),
    orgC,
    userC: await insertUser(db, 2, testPhone(), [], orgC),
  };
}

/** Like call, but fails the test unless the answer is a success; its data. */
export async function okData<T = unknown>(...args: Parameters<typeof call>): Promise<T> {
  const res = await call<T>(...args);
  if (res.body.statusCode !== 200) throw new Error(`${args[1]} ${args[2]} refused: ${res.body.message}`);
  return res.body.data;
}

/**
 * A staff operator of park 1 made as the 管理员 makes one (a role of the park's own, then the
 * account through the administration API), signed in.
 */
export async function staffOperator(
  w: World,
  staff: { name: string; permissions: string[]; dataScope?: string; deptId?: number | null; roleName?: string; roleDescription?: string },
): Promise<TestUser> {
  const role = await okData<{ id: number }>(w, 'POST', '/api/dpboot/system/role/save', w.admin, {
    rolename: staff.roleName ?? staff.name,
    description: staff.roleDescription ?? '',
    dataScope: staff.dataScope ?? 'ALL',
    permissions: staff.permissions,
  });
  const { id } = await okData<{ id: number }>(w, 'POST', '/api/dpboot/system/operator/save', w.admin, {
    name: staff.name,
    phone: testPhone(),
    roleIds: [role.id],
    deptId: staff.deptId ?? null,
    postId: null,
  });
  return { id, token: await new SessionRepo(w.db).create(1, id) };
}

/**
 * A block of tests on a world of its own, once per dialect: `build` makes it before the block's
 * first test (its own beforeAll hooks run after), its app is closed after the last. `w` is filled in
 * place then: read it in hooks and tests, not while the block is declared.
 */
export function describeBuilt<W extends { t: TestApp }>(
  name: string,
  build: (dialect: TestDialect) => Promise<W>,
  body: (w: W, dialect: TestDialect) => void,
): void {
  describeEachDialect(name, (dialect) => {
    const w = {} as W;
    beforeAll(async () => {
      Object.assign(w, await build(dialect));
    });
    afterAll(() => (w as Partial<W>).t?.close());
    body(w, dialect);
  });
}

/** describeBuilt on the two-park world (`config`: settings other than the defaults, as buildWorld). */
export const describeWorld = (name: string, body: (w: World, dialect: TestDialect) => void, config: Partial<Config> = {}) =>
  describeBuilt(name, (dialect) => buildWorld(dialect, config), body);

export { call, send, type Answer, type TestUser };
