import { Type } from 'typebox';
import { PHONE_PATTERN } from '../account-rules.js';
import { Empty, Id, IdParams, Manageable, Nullable, pageOf, paging, Saved, SearchText } from '../contract/atoms.js';
import { defineContract, type AnswerOf, type ItemOf } from '../contract/endpoint.js';
import { ALL_PERMISSIONS, DATA_SCOPES } from '../permissions.js';

/**
 * The operations centre's own administration (SPEC §2 /op/roleManage, /op/deptManage,
 * /op/postManage, /op/deptUserManage, /op/opUserManage): a park's roles with their permissions and
 * data scope, its department tree, its posts (岗位) and its operator accounts.
 */

export const ORGCHART_LIMITS = {
  roleNameMax: 20,
  descriptionMax: 100,
  deptNameMax: 30,
  postNameMax: 30,
  postCodeMax: 30,
  nameMax: 20,
  /** How deep the department tree may grow (园区管委会 → 局 → 科 → 组 …). */
  deptDepth: 6,
  sortMax: 9999,
} as const;

export const POST_STATES = { ON: '启用', OFF: '停用' } as const;
export type PostState = keyof typeof POST_STATES;

/** Post codes: letters, digits, - and _, e.g. QYFW-01. */
export const POST_CODE_PATTERN = '^[A-Za-z0-9_-]+$';

const L = ORGCHART_LIMITS;
const PermissionSchema = Type.Enum([...ALL_PERMISSIONS], { title: '权限' });
const ScopeSchema = Type.Enum(Object.keys(DATA_SCOPES) as (keyof typeof DATA_SCOPES)[], { title: '数据范围' });
const Sort = Type.Integer({ title: '排序', minimum: 0, maximum: L.sortMax });

const RoleItem = Type.Object({
  id: Type.Integer(),
  rolename: Type.String(),
  description: Type.String(),
  /** 管理员 or 管委会: the SPEC §6 role it counts as. */
  kind: Type.String(),
  dataScope: ScopeSchema,
  dataScopeLabel: Type.String(),
  permissions: Type.Array(PermissionSchema, { description: '管理员为全部权限' }),
  /** 管理员: every permission, cannot be changed or deleted. */
  isAdmin: Type.Boolean(),
  /** A role every park has (管理员, 管委会): cannot be renamed or deleted. */
  builtIn: Type.Boolean(),
  userCount: Type.Integer({ description: '持有该角色的账号数' }),
  ...Manageable('角色'),
});

const DeptItem = Type.Object({
  id: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  name: Type.String(),
  sort: Type.Integer(),
  staffCount: Type.Integer({ description: '直属人员数' }),
  manageable: Type.Boolean({ description: '当前账号的数据范围是否覆盖该部门：可以调整该部门、把账号安排在该部门' }),
});

const PostItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  sort: Type.Integer(),
  state: Type.Enum(['ON', 'OFF']),
  stateLabel: Type.String(),
  staffCount: Type.Integer({ description: '在岗人数' }),
});

const OperatorItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  status: Type.Enum(['ACTIVE', 'DISABLED']),
  statusLabel: Type.String(),
  roles: Type.Array(Type.Object({ id: Type.Integer(), rolename: Type.String() })),
  deptId: Nullable(Type.Integer()),
  deptName: Type.String({ description: '部门全称，如 园区管委会 / 企业服务局' }),
  postId: Nullable(Type.Integer()),
  postName: Type.String(),
  createdAt: Type.String(),
  ...Manageable('账号'),
});

const operatorQuery = {
  search: SearchText(),
  roleId: Type.Optional(Type.Integer({ title: '角色', minimum: 0 })),
  ...paging,
};

export const orgchartContract = defineContract(
  { base: 'dpboot', tag: 'orgchart', module: '组织架构与角色' },
  {
    roles: {
      method: 'GET',
      path: 'system/role/list',
      access: 'operator',
      permission: 'system.role',
      summary: '本园区的运营角色及其权限、数据范围',
      answer: Type.Array(RoleItem),
    },
    grantable: {
      method: 'GET',
      path: 'system/role/grantable',
      access: 'operator',
      permission: 'system.role',
      summary: '当前账号能授予的权限与数据范围',
      description: '只能授予自己持有的权限、不大于自己的数据范围；管理员可授予全部。',
      answer: Type.Object({
        admin: Type.Boolean(),
        permissions: Type.Array(PermissionSchema),
        dataScopes: Type.Array(ScopeSchema),
      }),
    },
    saveRole: {
      method: 'POST',
      path: 'system/role/save',
      access: 'operator',
      permission: 'system.role',
      summary: '新增或修改角色',
      description:
        '无 id 为新增（计为管委会角色）。管理员角色拥有全部权限，不能修改；内置角色不能改名。只能授予自己持有的权限与不大于自己的数据范围；不能修改权限高于自己的角色或由自己无权管理的账号持有的角色。',
      body: Type.Object({
        id: Type.Optional(Id('角色编号')),
        rolename: Type.String({ title: '角色名称', minLength: 2, maxLength: L.roleNameMax }),
        description: Type.String({ title: '说明', maxLength: L.descriptionMax }),
        dataScope: ScopeSchema,
        permissions: Type.Array(PermissionSchema, { title: '权限', uniqueItems: true, maxItems: ALL_PERMISSIONS.length }),
      }),
      answer: Saved,
      message: '保存成功',
    },
    removeRole: {
      method: 'DELETE',
      path: 'system/role/delete/:id',
      access: 'operator',
      permission: 'system.role',
      summary: '删除角色（无人持有时）',
      params: IdParams,
      answer: Empty,
      message: '删除成功',
    },
    depts: {
      method: 'GET',
      path: 'system/dept/list',
      access: 'operator',
      permission: 'system.dept',
      summary: '部门树（平铺，按上级与排序）',
      answer: Type.Array(DeptItem),
    },
    saveDept: {
      method: 'POST',
      path: 'system/dept/save',
      access: 'operator',
      permission: 'system.dept',
      summary: '新增、重命名或移动部门',
      description: '无 id 为新增。移动时上级不能是部门自身或其下级。',
      body: Type.Object({
        id: Type.Optional(Id('部门编号')),
        parentId: Nullable(Id('上级部门')),
        name: Type.String({ title: '部门名称', minLength: 2, maxLength: L.deptNameMax }),
        sort: Sort,
      }),
      answer: Saved,
      message: '保存成功',
    },
    removeDept: {
      method: 'DELETE',
      path: 'system/dept/delete/:id',
      access: 'operator',
      permission: 'system.dept',
      summary: '删除部门（无下级部门且无人员时）',
      params: IdParams,
      answer: Empty,
      message: '删除成功',
    },
    deptStaff: {
      method: 'GET',
      path: 'system/dept/staff',
      access: 'operator',
      permission: 'system.dept',
      summary: '部门人员（按数据范围）',
      description: '不指定部门时为全部运营人员。',
      query: Type.Object({
        deptId: Type.Optional(Id('部门')),
        withChildren: Type.Optional(Type.Enum(['', '1'], { title: '含下级部门', description: '1 表示包含下级部门的人员' })),
        search: SearchText(),
        ...paging,
      }),
      answer: pageOf(OperatorItem),
      dataScope: { by: '账号本人' },
    },
    posts: {
      method: 'GET',
      path: 'system/post/list',
      access: 'operator',
      permission: 'system.dept',
      summary: '岗位列表',
      query: Type.Object({
        search: SearchText(),
        state: Type.Optional(Type.Enum(['', 'ON', 'OFF'], { title: '状态' })),
        ...paging,
      }),
      answer: pageOf(PostItem),
      dataScope: { none: '岗位是全园区共用的设置，不由某位经办人录入' },
    },
    savePost: {
      method: 'POST',
      path: 'system/post/save',
      access: 'operator',
      permission: 'system.dept',
      summary: '新增或修改岗位',
      body: Type.Object({
        id: Type.Optional(Id('岗位编号')),
        name: Type.String({ title: '岗位名称', minLength: 2, maxLength: L.postNameMax }),
        code: Type.String({ title: '岗位编码', minLength: 2, maxLength: L.postCodeMax, pattern: POST_CODE_PATTERN }),
        sort: Sort,
        state: Type.Enum(['ON', 'OFF'], { title: '状态' }),
      }),
      answer: Saved,
      message: '保存成功',
    },
    removePost: {
      method: 'DELETE',
      path: 'system/post/delete/:id',
      access: 'operator',
      permission: 'system.dept',
      summary: '删除岗位（无人在岗时）',
      params: IdParams,
      answer: Empty,
      message: '删除成功',
    },
    operators: {
      method: 'GET',
      path: 'system/operator/list',
      access: 'operator',
      permission: 'system.operator',
      summary: '运营账号列表（按数据范围）',
      query: Type.Object(operatorQuery),
      answer: pageOf(OperatorItem),
      dataScope: { by: '账号本人' },
    },
    operatorOptions: {
      method: 'GET',
      path: 'system/operator/options',
      access: 'operator',
      permission: 'system.operator',
      summary: '运营账号可选的角色、部门与岗位',
      answer: Type.Object({
        roles: Type.Array(
          Type.Object({
            id: Type.Integer(),
            rolename: Type.String(),
            isAdmin: Type.Boolean(),
            grantable: Type.Boolean({ description: '当前账号能否授予该角色' }),
            lockReason: Type.String({ description: '不能授予时的原因' }),
          }),
        ),
        depts: Type.Array(DeptItem),
        posts: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
      }),
    },
    operator: {
      method: 'GET',
      path: 'system/operator/detail/:id',
      access: 'operator',
      permission: 'system.operator',
      summary: '运营账号详情',
      params: IdParams,
      answer: OperatorItem,
    },
    saveOperator: {
      method: 'POST',
      path: 'system/operator/save',
      access: 'operator',
      permission: 'system.operator',
      summary: '新增或修改运营账号',
      description:
        '无 id 为新增：生成初始密码，仅在本次应答中返回一次。不能移除自己的管理员角色，园区的最后一名管理员不能失去该角色。只能授予自己能授予的角色、把账号安排在自己数据范围内的部门；管理员账号只能由管理员修改，不能修改权限高于自己的账号。',
      body: Type.Object({
        id: Type.Optional(Id('账号编号')),
        name: Type.String({ title: '姓名', minLength: 2, maxLength: L.nameMax }),
        phone: Type.String({ title: '手机号', pattern: PHONE_PATTERN }),
        roleIds: Type.Array(Id('角色'), { title: '角色', minItems: 1, maxItems: 20, uniqueItems: true }),
        deptId: Nullable(Id('部门')),
        postId: Nullable(Id('岗位')),
      }),
      answer: Type.Object({
        id: Type.Integer(),
        password: Nullable(Type.String({ description: '新账号的初始密码（仅返回一次）；修改时为 null' })),
      }),
      message: '保存成功',
    },
  },
);

export type Role = AnswerOf<typeof orgchartContract.roles>[number];
export type Dept = AnswerOf<typeof orgchartContract.depts>[number];
export type Post = ItemOf<typeof orgchartContract.posts>;
export type Operator = ItemOf<typeof orgchartContract.operators>;
export type OperatorOptions = AnswerOf<typeof orgchartContract.operatorOptions>;
