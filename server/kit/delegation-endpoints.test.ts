import { beforeAll, expect, it } from 'vitest';
import type { Endpoint } from '../../common/contract/endpoint.js';
import { fillPath } from '../../common/contract/endpoint.js';
import { orgchartContract as org } from '../../common/orgchart/contract.js';
import type { DataScope, Permission } from '../../common/permissions.js';
import { operationLogContract } from '../../common/user-admin/log/contract.js';
import { userAdminContract as users } from '../../common/user-admin/contract.js';
import { SessionRepo } from '../plugins/session-repo.js';
import { insertUser } from '../testing/fixtures.js';
import { call, describeWorld, okData, testPhone, type TestUser } from '../testing/world.js';
import { loadGrants } from './delegation.js';
import { loadEndpoints } from '../testing/contracts.js';

/**
 * The delegation rule (server/kit/delegation.ts) over every administration endpoint of the
 * contracts — roles, departments and posts, operator accounts, account administration and the
 * operation log: who acts, on whom, granting what, and what the server answers. A refused write
 * changes nothing. An administration endpoint missing from the table fails the first test, so a
 * new one cannot slip past the rule unseen.
 */

/** The permissions whose endpoints administer who may do what, and accounts. */
const ADMINISTRATION: readonly Permission[] = ['system.role', 'system.dept', 'system.operator', 'user.manage', 'system.audit'];

/** The park as the cases find it. */
interface Park {
  admin: TestUser;
  /** system.role, system.dept, system.operator, user.manage, appeal.handle; 本部门及以下 in 企业服务局. */
  delegate: TestUser;
  /** system.operator, user.manage, system.role, system.audit; 全部数据, in no department. */
  keeper: TestUser;
  roles: Record<'admin' | 'committee' | 'delegate' | 'small' | 'wide' | 'notices', number>;
  depts: Record<'root' | 'bureau' | 'section' | 'sibling', number>;
  /** Accounts: small role in the section; 管委会 in the section; small role in the sibling bureau. */
  peer: number;
  higher: number;
  outside: number;
  /** A portal user linked to enterprise B. */
  member: number;
  orgB: number;
  post: number;
  /** Made by the allowed cases, removed by later ones. */
  made: Record<string, number>;
}

type Method = 'GET' | 'POST' | 'DELETE';
type Who = 'delegate' | 'keeper';

interface Case {
  /** What the case tries, in words. */
  what: string;
  who: Who;
  input: (p: Park) => Record<string, unknown>;
  /** The refusal's message; absent: it succeeds. */
  refused?: string;
  /** The refusal's envelope status: 403 unless said (404 for a record outside the scope). */
  status?: number;
  /** What the answer of a read must show; an allowed write may keep what it made. */
  check?: (data: never, p: Park) => void;
}

interface Row {
  endpoint: Endpoint;
  cases: Case[];
  /** A write nothing about which a delegated administrator could abuse: why. */
  nothingToRefuse?: string;
}

const rows = (list: { manageable: boolean; lockReason: string; id: number }[]) => new Map(list.map((r) => [r.id, r]));
const lockOf = (list: { manageable: boolean; lockReason: string; id: number }[], id: number) => rows(list).get(id)?.lockReason;

const role = (rolename: string, permissions: Permission[], dataScope: DataScope, id?: number) => ({
  ...(id ? { id } : {}),
  rolename,
  description: '',
  dataScope,
  permissions,
});
const account = (roleIds: number[], deptId: number | null, id?: number, phone = testPhone()) => ({
  ...(id ? { id } : {}),
  name: '表格用例',
  phone,
  roleIds,
  deptId,
  postId: null,
});

const TABLE: Row[] = [
  {
    endpoint: org.roles,
    cases: [
      {
        what: 'lists every role with what the delegate may do with it',
        who: 'delegate',
        input: () => ({}),
        check: (list: { id: number; manageable: boolean; lockReason: string }[], p) => {
          expect(lockOf(list, p.roles.admin)).toBe('只有管理员可以授予或收回管理员角色');
          expect(lockOf(list, p.roles.committee)).toBe('不能修改权限或数据范围高于您的角色');
          expect(lockOf(list, p.roles.wide)).toBe('不能修改权限或数据范围高于您的角色');
          expect(lockOf(list, p.roles.small)).toBe('该角色有您无权管理的账号持有，不能修改或删除');
          expect(lockOf(list, p.roles.delegate)).toBe('');
        },
      },
    ],
  },
  {
    endpoint: org.grantable,
    cases: [
      {
        what: 'answers the delegate’s own permissions and the scopes up to its own',
        who: 'delegate',
        input: () => ({}),
        check: (g: { admin: boolean; permissions: string[]; dataScopes: string[] }) => {
          expect(g.admin).toBe(false);
          expect([...g.permissions].sort()).toEqual(['appeal.handle', 'system.dept', 'system.operator', 'system.role', 'user.manage']);
          expect(g.dataScopes).toEqual(['SELF', 'DEPT', 'DEPT_AND_BELOW']);
        },
      },
    ],
  },
  {
    endpoint: org.saveRole,
    cases: [
      { what: 'a new role with a permission not held', who: 'delegate', input: () => role('越权岗', ['notice.manage'], 'SELF'), refused: '不能授予您自己没有的权限' },
      { what: 'a new role wider than the delegate', who: 'delegate', input: () => role('全园岗', ['appeal.handle'], 'ALL'), refused: '不能授予比您更大的数据范围' },
      {
        what: 'its own role raised',
        who: 'delegate',
        input: (p) => role('委派管理岗', ['system.role', 'system.dept', 'system.operator', 'user.manage', 'appeal.handle', 'system.setting'], 'DEPT_AND_BELOW', p.roles.delegate),
        refused: '不能授予您自己没有的权限',
      },
      { what: 'the 管委会 role narrowed', who: 'delegate', input: (p) => role('管委会', ['appeal.handle'], 'SELF', p.roles.committee), refused: '不能修改权限或数据范围高于您的角色' },
      { what: 'a role held outside its scope', who: 'delegate', input: (p) => role('小岗', ['appeal.handle'], 'SELF', p.roles.small), refused: '该角色有您无权管理的账号持有，不能修改或删除' },
      { what: 'the 管理员 role', who: 'keeper', input: (p) => role('管理员', [], 'SELF', p.roles.admin), refused: '管理员角色拥有全部权限，不能修改', status: 400 },
      { what: 'a role within its grants', who: 'delegate', input: () => role('表格新岗', ['appeal.handle'], 'DEPT'), check: (d: { id: number }, p) => void (p.made.role = d.id) },
      { what: 'that role changed within its grants', who: 'delegate', input: (p) => role('表格新岗', ['appeal.handle', 'user.manage'], 'SELF', p.made.role) },
    ],
  },
  {
    endpoint: org.removeRole,
    cases: [
      { what: 'a role holding more', who: 'delegate', input: (p) => ({ id: p.roles.notices }), refused: '不能修改权限或数据范围高于您的角色' },
      { what: 'a role within its grants, held by nobody', who: 'delegate', input: (p) => ({ id: p.made.role }) },
    ],
  },
  {
    endpoint: org.depts,
    cases: [
      {
        what: 'marks the departments the delegate’s scope covers',
        who: 'delegate',
        input: () => ({}),
        check: (list: { id: number; manageable: boolean }[], p) => {
          const covered = list.filter((d) => d.manageable).map((d) => d.id);
          expect(covered).toEqual(expect.arrayContaining([p.depts.bureau, p.depts.section]));
          expect(covered).not.toContain(p.depts.root);
          expect(covered).not.toContain(p.depts.sibling);
        },
      },
    ],
  },
  {
    endpoint: org.saveDept,
    cases: [
      { what: 'a department outside renamed', who: 'delegate', input: (p) => ({ id: p.depts.sibling, name: '兄弟局改', parentId: p.depts.root, sort: 0 }), refused: '只能调整您数据范围内的部门' },
      { what: 'its section moved outside', who: 'delegate', input: (p) => ({ id: p.depts.section, name: '表格科', parentId: p.depts.sibling, sort: 0 }), refused: '只能调整您数据范围内的部门' },
      { what: 'a department outside moved into its reach', who: 'delegate', input: (p) => ({ id: p.depts.sibling, name: '表格兄弟局', parentId: p.depts.bureau, sort: 0 }), refused: '只能调整您数据范围内的部门' },
      { what: 'a new top-level department', who: 'delegate', input: () => ({ name: '表格顶级', parentId: null, sort: 0 }), refused: '只能调整您数据范围内的部门' },
      { what: 'a new department under its bureau', who: 'delegate', input: (p) => ({ name: '表格新科', parentId: p.depts.bureau, sort: 0 }), check: (d: { id: number }, p) => void (p.made.dept = d.id) },
      { what: 'its section renamed in place', who: 'delegate', input: (p) => ({ id: p.depts.section, name: '表格科', parentId: p.depts.bureau, sort: 1 }) },
    ],
  },
  {
    endpoint: org.removeDept,
    cases: [
      { what: 'a department outside', who: 'delegate', input: (p) => ({ id: p.depts.sibling }), refused: '只能调整您数据范围内的部门' },
      { what: 'an empty department in its reach', who: 'delegate', input: (p) => ({ id: p.made.dept }) },
    ],
  },
  {
    endpoint: org.deptStaff,
    cases: [
      {
        what: 'the section’s staff, each marked',
        who: 'delegate',
        input: (p) => ({ deptId: p.depts.section, size: 100 }),
        check: (page: { list: { id: number; manageable: boolean; lockReason: string }[] }, p) => {
          expect(lockOf(page.list, p.peer)).toBe('');
          expect(lockOf(page.list, p.higher)).toBe('不能操作权限高于您的账号');
        },
      },
    ],
  },
  { endpoint: org.posts, cases: [{ what: 'the posts', who: 'delegate', input: () => ({}) }] },
  {
    endpoint: org.savePost,
    nothingToRefuse: 'a post grants nothing: it is a title, and who holds it is decided on the account (saveOperator)',
    cases: [{ what: 'a new post', who: 'delegate', input: () => ({ name: '表格岗位', code: 'BG-01', sort: 0, state: 'ON' }), check: (d: { id: number }, p) => void (p.made.post = d.id) }],
  },
  {
    endpoint: org.removePost,
    nothingToRefuse: 'a post grants nothing, and one still held cannot be deleted by anyone',
    cases: [{ what: 'an unheld post', who: 'delegate', input: (p) => ({ id: p.made.post }) }],
  },
  {
    endpoint: org.operators,
    cases: [
      {
        what: 'the accounts the delegate’s scope shows, each marked',
        who: 'delegate',
        input: () => ({ size: 100 }),
        check: (page: { list: { id: number; manageable: boolean; lockReason: string }[] }, p) => {
          const ids = page.list.map((o) => o.id);
          expect(ids).not.toContain(p.outside);
          expect(ids).not.toContain(p.admin.id);
          expect(lockOf(page.list, p.peer)).toBe('');
          expect(lockOf(page.list, p.delegate.id)).toBe('');
          expect(lockOf(page.list, p.higher)).toBe('不能操作权限高于您的账号');
        },
      },
      {
        what: 'the whole park for the keeper, the 管理员 locked',
        who: 'keeper',
        input: () => ({ size: 100 }),
        check: (page: { list: { id: number; manageable: boolean; lockReason: string }[] }, p) => {
          expect(lockOf(page.list, p.admin.id)).toBe('管理员账号只能由管理员修改');
          expect(lockOf(page.list, p.delegate.id)).toBe('不能操作权限高于您的账号');
        },
      },
    ],
  },
  {
    endpoint: org.operatorOptions,
    cases: [
      {
        what: 'the roles it may grant and the departments it may place in',
        who: 'delegate',
        input: () => ({}),
        check: (o: { roles: { id: number; grantable: boolean; lockReason: string }[]; depts: { id: number; manageable: boolean }[] }, p) => {
          const byId = new Map(o.roles.map((r) => [r.id, r]));
          expect(byId.get(p.roles.small)?.grantable).toBe(true);
          expect(byId.get(p.roles.committee)?.lockReason).toBe('不能授予您自己没有的权限');
          expect(byId.get(p.roles.wide)?.lockReason).toBe('不能授予比您更大的数据范围');
          expect(byId.get(p.roles.admin)?.lockReason).toBe('只有管理员可以授予或收回管理员角色');
          expect(o.depts.find((d) => d.id === p.depts.sibling)?.manageable).toBe(false);
        },
      },
    ],
  },
  {
    endpoint: org.operator,
    cases: [
      { what: 'an account holding more, marked', who: 'delegate', input: (p) => ({ id: p.higher }), check: (o: { manageable: boolean }) => expect(o.manageable).toBe(false) },
      { what: 'an account outside the scope', who: 'delegate', input: (p) => ({ id: p.outside }), refused: '运营账号不存在', status: 404 },
    ],
  },
  {
    endpoint: org.saveOperator,
    cases: [
      { what: 'the 管理员’s phone (F1)', who: 'keeper', input: (p) => account([p.roles.admin], null, p.admin.id), refused: '管理员账号只能由管理员修改' },
      { what: 'a new 管理员', who: 'keeper', input: (p) => account([p.roles.admin], null), refused: '只有管理员可以授予或收回管理员角色' },
      { what: 'a new account with the 管委会 role (F4)', who: 'delegate', input: (p) => account([p.roles.committee], p.depts.section), refused: '不能授予您自己没有的权限' },
      { what: 'a new account with a role wider than the delegate', who: 'delegate', input: (p) => account([p.roles.wide], p.depts.section), refused: '不能授予比您更大的数据范围' },
      { what: 'a new account outside the scope', who: 'delegate', input: (p) => account([p.roles.small], p.depts.sibling), refused: '只能把账号安排在您的数据范围内的部门' },
      { what: 'an account holding more', who: 'delegate', input: (p) => account([p.roles.small], p.depts.section, p.higher), refused: '不能操作权限高于您的账号' },
      { what: 'an account outside the scope', who: 'delegate', input: (p) => account([p.roles.small], p.depts.section, p.outside), refused: '运营账号不存在', status: 404 },
      {
        what: 'the 管委会 role added to itself (F4)',
        who: 'delegate',
        input: (p) => account([p.roles.delegate, p.roles.committee], p.depts.bureau, p.delegate.id),
        refused: '不能授予您自己没有的权限',
      },
      { what: 'a new account within its grants and scope', who: 'delegate', input: (p) => account([p.roles.small], p.depts.section) },
      { what: 'a peer moved within its scope', who: 'delegate', input: (p) => account([p.roles.small], p.depts.bureau, p.peer) },
    ],
  },
  {
    endpoint: users.list,
    cases: [
      {
        what: 'every account of the park, each marked',
        who: 'delegate',
        input: () => ({ size: 100 }),
        check: (page: { list: { id: number; manageable: boolean; lockReason: string }[] }, p) => {
          expect(lockOf(page.list, p.admin.id)).toBe('管理员账号只能由管理员修改');
          expect(lockOf(page.list, p.higher)).toBe('不能操作权限高于您的账号');
          expect(lockOf(page.list, p.outside)).toBe('不能操作您数据范围以外的账号');
          expect(lockOf(page.list, p.peer)).toBe('');
          expect(lockOf(page.list, p.member)).toBe('');
        },
      },
    ],
  },
  { endpoint: users.counts, cases: [{ what: 'the counts', who: 'delegate', input: () => ({}) }] },
  { endpoint: users.export, cases: [{ what: 'the export', who: 'delegate', input: () => ({}) }] },
  {
    endpoint: users.orgUsers,
    cases: [
      {
        what: 'an organisation’s users, each marked',
        who: 'delegate',
        input: (p) => ({ id: p.orgB }),
        check: (o: { users: { id: number; manageable: boolean; lockReason: string }[] }, p) => {
          expect(lockOf(o.users, p.member)).toBe('');
          expect(lockOf(o.users, p.higher)).toBe('不能操作权限高于您的账号');
        },
      },
    ],
  },
  {
    endpoint: users.disable,
    cases: [
      { what: 'the 管理员', who: 'delegate', input: (p) => ({ id: p.admin.id }), refused: '管理员账号只能由管理员修改' },
      { what: 'an account holding more', who: 'delegate', input: (p) => ({ id: p.higher }), refused: '不能操作权限高于您的账号' },
      { what: 'an account outside the scope', who: 'delegate', input: (p) => ({ id: p.outside }), refused: '不能操作您数据范围以外的账号' },
      { what: 'a peer', who: 'delegate', input: (p) => ({ id: p.peer }) },
    ],
  },
  {
    endpoint: users.enable,
    cases: [
      { what: 'the 管理员', who: 'keeper', input: (p) => ({ id: p.admin.id }), refused: '管理员账号只能由管理员修改' },
      { what: 'an account holding more', who: 'delegate', input: (p) => ({ id: p.higher }), refused: '不能操作权限高于您的账号' },
      { what: 'a peer', who: 'delegate', input: (p) => ({ id: p.peer }) },
    ],
  },
  {
    endpoint: users.resetPassword,
    cases: [
      { what: 'the 管理员’s password (F2)', who: 'keeper', input: (p) => ({ id: p.admin.id }), refused: '管理员账号只能由管理员修改' },
      { what: 'an account holding more', who: 'delegate', input: (p) => ({ id: p.higher }), refused: '不能操作权限高于您的账号' },
      {
        what: 'a portal user, by SMS, with no password in the answer',
        who: 'delegate',
        input: (p) => ({ id: p.member }),
        check: (d: Record<string, unknown>) => expect(Object.keys(d).sort()).toEqual(['id', 'notified', 'phone']),
      },
    ],
  },
  {
    endpoint: users.unlink,
    cases: [
      { what: 'an account holding more', who: 'delegate', input: (p) => ({ id: p.higher, orgId: p.orgB, reason: '表格用例' }), refused: '不能操作权限高于您的账号' },
      { what: 'a portal user', who: 'delegate', input: (p) => ({ id: p.member, orgId: p.orgB, reason: '表格用例' }) },
    ],
  },
  { endpoint: operationLogContract.list, cases: [{ what: 'the log', who: 'keeper', input: () => ({}) }] },
  { endpoint: operationLogContract.modules, cases: [{ what: 'the log’s modules', who: 'keeper', input: () => ({}) }] },
];

/** Every endpoint of the contracts that administers who may do what, or accounts. */
const administrationEndpoints = async () => (await loadEndpoints()).filter((e) => e.access === 'operator' && ADMINISTRATION.includes(e.permission));

it('covers every administration endpoint of the contracts, each write with a refusal or a reason why none', async () => {
  const listed = new Set(TABLE.map((r) => r.endpoint.url + r.endpoint.method));
  const missing = (await administrationEndpoints()).filter((e) => !listed.has(e.url + e.method));
  expect(missing.map((e) => `${e.method} ${e.url}`)).toEqual([]);
  for (const row of TABLE) {
    const writes = row.endpoint.method !== 'GET' && row.endpoint.answer !== 'file';
    if (writes && !row.nothingToRefuse) expect(row.cases.some((c) => c.refused), `${row.endpoint.url}: a refused case`).toBe(true);
    expect(row.cases.some((c) => !c.refused), `${row.endpoint.url}: an allowed case`).toBe(true);
  }
});

describeWorld('the delegation rule over every administration endpoint (%s)', (w) => {
  let p: Park;

  /** What a refused write must leave as it was. */
  const snapshot = async () => ({
    users: await w.db.selectFrom('users').select(['id', 'phone', 'name', 'status', 'password_hash', 'org_id']).orderBy('id').execute(),
    userRoles: await w.db.selectFrom('user_roles').selectAll().orderBy('user_id').orderBy('role_id').execute(),
    roles: await w.db.selectFrom('roles').selectAll().orderBy('id').execute(),
    grants: await w.db.selectFrom('role_permissions').select(['role_id', 'permission']).orderBy('role_id').orderBy('permission').execute(),
    staff: await w.db.selectFrom('staff').selectAll().orderBy('user_id').execute(),
    depts: await w.db.selectFrom('departments').select(['id', 'parent_id', 'name', 'sort']).orderBy('id').execute(),
    sessions: await w.db.selectFrom('sessions').select(['token_hash', 'revoked_at']).orderBy('token_hash').execute(),
  });

  beforeAll(async () => {
    const admin = w.admin;
    const save = async <T = { id: number }>(path: string, body: Record<string, unknown>) => okData<T>(w, 'POST', `/api/dpboot/system/${path}`, admin, body);
    const dept = async (name: string, parentId: number | null) => (await save('dept/save', { name, parentId, sort: 0 })).id;
    const newRole = async (rolename: string, permissions: Permission[], dataScope: DataScope) =>
      (await save('role/save', { rolename, description: '', dataScope, permissions })).id;
    const operator = async (roleIds: number[], deptId: number | null) => (await save('operator/save', account(roleIds, deptId))).id;
    const signIn = async (id: number): Promise<TestUser> => ({ id, token: await new SessionRepo(w.db).create(1, id) });

    const root = await dept('表格管委会', null);
    const bureau = await dept('表格服务局', root);
    const section = await dept('表格服务科', bureau);
    const sibling = await dept('表格兄弟局', root);
    const roleList = await okData<{ id: number; rolename: string }[]>(w, 'GET', '/api/dpboot/system/role/list', admin);
    const roles = {
      admin: roleList.find((r) => r.rolename === '管理员')!.id,
      committee: roleList.find((r) => r.rolename === '管委会')!.id,
      delegate: await newRole('委派管理岗', ['system.role', 'system.dept', 'system.operator', 'user.manage', 'appeal.handle'], 'DEPT_AND_BELOW'),
      small: await newRole('小岗', ['appeal.handle'], 'DEPT'),
      wide: await newRole('全园诉求岗', ['appeal.handle'], 'ALL'),
      notices: await newRole('通知岗', ['notice.manage'], 'SELF'),
    };
    const keeperRole = await newRole('全园账号岗', ['system.operator', 'user.manage', 'system.role', 'system.audit'], 'ALL');
    const higher = await operator([roles.committee], section);
    await w.db.updateTable('users').set({ org_id: w.orgB }).where('id', '=', higher).execute();
    const member = await insertUser(w.db, 1, testPhone(), [], w.orgB);
    p = {
      admin,
      delegate: await signIn(await operator([roles.delegate], bureau)),
      keeper: await signIn(await operator([keeperRole], null)),
      roles,
      depts: { root, bureau, section, sibling },
      peer: await operator([roles.small], section),
      higher,
      outside: await operator([roles.small], sibling),
      member: member.id,
      orgB: w.orgB,
      post: 0,
      made: {},
    };
  });

  it('reads each account’s grants as the session does', async () => {
    const loaded = await loadGrants(w.db, 1, [p.admin.id, p.delegate.id, p.keeper.id, p.peer, p.higher, p.member]);
    for (const id of [p.admin.id, p.delegate.id, p.keeper.id, p.peer, p.higher, p.member]) {
      const session = (await new SessionRepo(w.db).userById(1, id))!;
      expect([id, loaded.get(id)?.permissions, loaded.get(id)?.dataScope]).toEqual([id, session.permissions, session.dataScope]);
    }
    expect(loaded.get(p.delegate.id)).toMatchObject({ deptId: p.depts.bureau, covers: { all: false, deptIds: expect.arrayContaining([p.depts.bureau, p.depts.section]) } });
  });

  for (const row of TABLE) {
    it(`${row.endpoint.method} ${row.endpoint.url}`, async () => {
      for (const c of row.cases) {
        const actor = p[c.who];
        const { path, rest } = fillPath(row.endpoint.url, c.input(p));
        const get = row.endpoint.method === 'GET';
        const url = get && Object.keys(rest).length ? `${path}?${new URLSearchParams(Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)]))}` : path;
        if (row.endpoint.answer === 'file') {
          const file = await w.t.app.inject({ method: row.endpoint.method, url, headers: { ...w.t.sign(1, actor.token), host: 'localhost' }, payload: rest });
          expect([c.what, file.statusCode]).toEqual([c.what, 200]);
          continue;
        }
        const before = c.refused ? await snapshot() : null;
        const res = await call<never>(w, row.endpoint.method as Method, url, actor, get ? undefined : rest);
        if (c.refused) {
          expect([c.what, res.body.message]).toEqual([c.what, c.refused]);
          expect([c.what, res.body.statusCode]).toEqual([c.what, c.status ?? 403]);
          expect(await snapshot(), c.what).toEqual(before);
        } else {
          expect([c.what, res.body.statusCode, res.body.message]).toEqual([c.what, 200, expect.any(String)]);
          c.check?.(res.body.data, p);
        }
      }
    });
  }
});
