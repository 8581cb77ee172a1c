import { Type } from 'typebox';
import { Empty, Id, IdParams, Manageable, Nullable, pageOf, paging, sortFields } from '../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type BodyOf, type ItemOf } from '../contract/endpoint.js';

/**
 * The park's accounts as the operations centre administers them (SPEC §2 /op/userManage,
 * /op/orgUser/{id}): every user of the park, disabling and enabling, a new password set by an
 * administrator, the export, and the users linked to one organisation with their unlinking.
 * Disable, enable and reset take any user of the park (portal or operator): the operator-account
 * screens use them too. Titles become the validation messages.
 */

/** What a user is by SPEC §6, the list's 角色 filter. */
export const USER_KINDS = {
  ORG: '企业用户',
  SERVICE: '服务机构用户',
  PERSONAL: '个人用户',
  OPERATOR: '运营人员',
} as const;
export type UserKind = keyof typeof USER_KINDS;
export const USER_KIND_LIST = Object.keys(USER_KINDS) as UserKind[];

export const USER_STATES = { ACTIVE: '启用', DISABLED: '停用' } as const;
export type UserState = keyof typeof USER_STATES;
export const USER_STATE_LIST = Object.keys(USER_STATES) as UserState[];

/** The list may be sorted by these (server/modules/user-admin/repo.ts maps them to columns). */
export const USER_LIST_SORTS = ['name', 'phone', 'orgName', 'createdAt', 'lastLoginAt'] as const;

export const UNLINK_REASON = { min: 2, max: 200 } as const;

const KindSchema = Type.Enum([...USER_KIND_LIST], {
  description: 'ORG 企业用户 / SERVICE 服务机构用户 / PERSONAL 个人用户（未关联机构）/ OPERATOR 运营人员',
});
const StateSchema = Type.Enum([...USER_STATE_LIST], { description: 'ACTIVE 启用 / DISABLED 停用' });

/** The list's filters; the export takes the same. */
const filters = {
  search: Type.Optional(Type.String({ title: '关键词', maxLength: 50, description: '姓名、手机号或机构名称中的文字' })),
  kind: Type.Optional(Type.Enum(['', ...USER_KIND_LIST], { title: '角色', description: '空表示全部' })),
  state: Type.Optional(Type.Enum(['', ...USER_STATE_LIST], { title: '状态', description: '空表示全部' })),
};

const UserItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  kind: KindSchema,
  kindLabel: Type.String(),
  roles: Type.Array(Type.String(), { description: '所持角色名（不含“注册用户”）' }),
  orgId: Nullable(Type.Integer()),
  orgName: Type.String({ description: '关联机构全称；未关联为空' }),
  state: StateSchema,
  stateLabel: Type.String(),
  createdAt: Type.String({ description: '注册时间（ISO-8601）' }),
  lastLoginAt: Nullable(Type.String({ description: '最近登录时间；从未登录为 null' })),
  ...Manageable('账号'),
});

const Changed = Type.Object({ id: Type.Integer(), state: StateSchema });

const Unlink = Type.Object({
  id: Type.Integer(),
  userId: Nullable(Type.Integer()),
  userName: Type.String(),
  userPhone: Type.String(),
  reason: Type.String(),
  actorName: Type.String({ description: '操作人' }),
  createdAt: Type.String(),
});

export const userAdminContract = defineContract(
  { base: 'dpboot', tag: 'user-admin', module: '用户管理' },
  {
    list: {
      method: 'GET',
      path: 'user/manage/list',
      access: 'operator',
      permission: 'user.manage',
      summary: '本园区用户列表（运营）',
      description: '本园区全部账号，可按姓名、手机号、机构名称搜索，按角色与状态筛选；默认注册时间从新到旧。',
      query: Type.Object({ ...filters, ...paging, ...sortFields(USER_LIST_SORTS) }),
      answer: pageOf(UserItem),
      dataScope: { none: '用户是在门户注册的企业和个人用户，不由经办人录入' },
    },
    counts: {
      method: 'GET',
      path: 'user/manage/counts',
      access: 'operator',
      permission: 'user.manage',
      summary: '各状态的用户数（运营）',
      answer: Type.Object({ ACTIVE: Type.Integer(), DISABLED: Type.Integer(), total: Type.Integer() }),
    },
    export: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: 'user/manage/export',
      access: 'operator',
      permission: 'user.manage',
      summary: '导出用户（运营）',
      description: '条件同 user/manage/list（忽略分页），导出为 .xlsx，文件名 用户名录-YYYYMMDD.xlsx（content-disposition）。',
      body: Type.Object(filters),
      answer: FILE,
    },
    disable: {
      method: 'POST',
      path: 'user/manage/disable/:id',
      access: 'operator',
      permission: 'user.manage',
      summary: '停用账号（运营）',
      description:
        '本园区任一账号（门户用户或运营人员）。停用即刻结束其全部登录会话，之后不能登录。不能停用自己，也不能停用园区最后一个启用的管理员。管理员账号只能由管理员操作，不能操作权限高于自己的账号。',
      params: IdParams,
      answer: Changed,
      message: '已停用',
    },
    enable: {
      method: 'POST',
      path: 'user/manage/enable/:id',
      access: 'operator',
      permission: 'user.manage',
      summary: '启用账号（运营）',
      params: IdParams,
      answer: Changed,
      message: '已启用',
    },
    resetPassword: {
      method: 'POST',
      path: 'user/manage/resetPassword/:id',
      access: 'operator',
      permission: 'user.manage',
      summary: '重置密码（运营）',
      description:
        '原密码即刻失效，其全部登录会话随即结束，并以短信通知用户在登录页“忘记密码”用短信验证码设置新密码；新密码只有用户本人知道，应答不含任何密码。不能重置自己的密码（请在个人中心修改）。管理员账号只能由管理员重置，不能重置权限高于自己的账号。',
      params: IdParams,
      answer: Type.Object({
        id: Type.Integer(),
        phone: Type.String({ description: '收到通知短信的手机号（中间四位隐去）' }),
        notified: Type.Boolean({ description: '通知短信是否已交给短信网关；否则请另行告知用户' }),
      }),
      message: '密码已重置',
    },
    orgUsers: {
      method: 'GET',
      path: 'user/manage/org/:id',
      access: 'operator',
      permission: 'user.manage',
      summary: '机构的关联用户与解除记录（运营）',
      params: IdParams,
      answer: Type.Object({
        org: Type.Object({ id: Type.Integer(), fullname: Type.String(), creditCode: Type.String(), orgtype: Type.String() }),
        users: Type.Array(UserItem),
        unlinks: Type.Array(Unlink, { description: '解除关联的记录，最新的在前' }),
      }),
    },
    unlink: {
      method: 'POST',
      path: 'user/manage/unlink/:id',
      access: 'operator',
      permission: 'user.manage',
      summary: '解除用户与机构的关联（运营）',
      description: 'id 为用户编号；须说明原因（2–200 字），原因与操作人记入解除记录。用户随后成为未关联机构的个人用户。',
      params: IdParams,
      body: Type.Object({
        orgId: Id('机构编号'),
        reason: Type.String({ title: '解除原因', minLength: 1, maxLength: UNLINK_REASON.max }),
      }),
      answer: Empty,
      message: '已解除关联',
    },
  },
);

export type UserListItem = ItemOf<typeof userAdminContract.list>;
export type UserCounts = AnswerOf<typeof userAdminContract.counts>;
export type UserFilters = BodyOf<typeof userAdminContract.export>;
export type OrgUsers = AnswerOf<typeof userAdminContract.orgUsers>;
export type UserUnlink = OrgUsers['unlinks'][number];
