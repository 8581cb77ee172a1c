import { Type, type Static } from 'typebox';
import { Id, pageOf, pagingFields, SearchText } from '../contract/atoms.js';
import type { EndpointSpec } from '../contract/endpoint.js';
import type { Permission } from '../permissions.js';

/**
 * Who a push reaches (接收对象): the choice an operator makes when sending an in-app message
 * (/op/message/choose) and, with the same shape and the same count, an SMS push. The choice is
 * resolved on the server in one place (server/lib/audience.ts) into the organisations and users
 * it reaches; an area that pushes declares the four endpoints below under its own path and
 * permission (`audienceEndpoints`) and serves them with `audienceHandlers`.
 */

/** ALL: every organisation of the park; by industry, area (所在园区) or tag (企业类别); picked ones. */
export const AUDIENCE_KINDS = ['ALL', 'INDUSTRY', 'AREA', 'TAG', 'ORG', 'USER'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

export const AUDIENCE_LABELS: Record<AudienceKind, string> = {
  ALL: '全部企业',
  INDUSTRY: '按行业',
  AREA: '按区域',
  TAG: '按标签',
  ORG: '指定企业',
  USER: '指定用户',
};

/** The kinds that choose by names (industry names, areas, tags) and those that pick by ids. */
export const AUDIENCE_BY_NAME: readonly AudienceKind[] = ['INDUSTRY', 'AREA', 'TAG'];
export const AUDIENCE_BY_ID: readonly AudienceKind[] = ['ORG', 'USER'];

export const AUDIENCE_LIMITS = { names: 100, ids: 5000, nameMax: 100 } as const;

/**
 * The choice. `names` for INDUSTRY / AREA / TAG (an organisation matches any of them), `ids` for
 * ORG (organisation ids) and USER (user ids); ALL takes neither.
 */
export const AudienceSchema = Type.Object({
  kind: Type.Enum([...AUDIENCE_KINDS], { title: '接收范围', description: AUDIENCE_KINDS.map((k) => `${k} ${AUDIENCE_LABELS[k]}`).join(' / ') }),
  names: Type.Optional(
    Type.Array(Type.String({ title: '行业、区域或标签', minLength: 1, maxLength: AUDIENCE_LIMITS.nameMax }), {
      title: '行业、区域或标签',
      maxItems: AUDIENCE_LIMITS.names,
    }),
  ),
  ids: Type.Optional(Type.Array(Id('接收对象'), { title: '接收对象', maxItems: AUDIENCE_LIMITS.ids })),
});
export type Audience = Static<typeof AudienceSchema>;

/** What a choice reaches: organisations and the active users linked to them (or the picked users). */
export const AudienceCountSchema = Type.Object({
  orgs: Type.Integer({ description: '涉及的机构数' }),
  users: Type.Integer({ description: '接收用户数' }),
});
export type AudienceCount = Static<typeof AudienceCountSchema>;

const Option = Type.Object({ name: Type.String(), orgs: Type.Integer({ description: '机构数' }) });

export const AudienceOptionsSchema = Type.Object({
  industries: Type.Array(Option),
  areas: Type.Array(Option, { description: '所在园区' }),
  tags: Type.Array(Option, { description: '企业类别' }),
  /** The organisations ALL reaches. */
  total: AudienceCountSchema,
});
export type AudienceOptions = Static<typeof AudienceOptionsSchema>;

export const AudienceOrgSchema = Type.Object({
  id: Type.Integer(),
  fullname: Type.String(),
  industry: Type.String(),
  area: Type.String(),
  users: Type.Integer({ description: '关联的有效用户数' }),
});
export const AudienceUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String({ description: '脱敏手机号' }),
  orgName: Type.String({ description: '所属机构；未关联为空' }),
});
export type AudienceOrg = Static<typeof AudienceOrgSchema>;
export type AudienceUser = Static<typeof AudienceUserSchema>;

const lookupQuery = Type.Object({
  search: SearchText(),
  ids: Type.Optional(Type.String({ title: '编号', maxLength: 2000, pattern: '^[0-9,]*$', description: '逗号分隔：只列这些（回显已选项）' })),
  ...pagingFields(50),
});

/**
 * The four endpoints of a chooser, under `prefix` (e.g. `message/audience`), for operators holding
 * `permission`: the options with their sizes, the live count of a choice, and the organisations and
 * users to pick from.
 */
export function audienceEndpoints<P extends Permission>(prefix: string, permission: P) {
  return {
    audienceOptions: {
      method: 'GET',
      path: `${prefix}/options`,
      access: 'operator',
      permission,
      summary: '接收对象的可选行业、区域、标签及机构数',
      answer: AudienceOptionsSchema,
    },
    audienceCount: {
      method: 'POST',
      notLogged: 'counting the recipients a choice reaches, sent as POST for its body: it changes nothing',
      path: `${prefix}/count`,
      access: 'operator',
      permission,
      summary: '所选接收对象的机构数与用户数',
      body: AudienceSchema,
      answer: AudienceCountSchema,
    },
    audienceOrgs: {
      method: 'GET',
      path: `${prefix}/orgs`,
      access: 'operator',
      permission,
      summary: '可选的机构（按名称或信用代码搜索）',
      query: lookupQuery,
      answer: pageOf(AudienceOrgSchema),
      dataScope: { none: '可选的机构是全园区的企业名录' },
    },
    audienceUsers: {
      method: 'GET',
      path: `${prefix}/users`,
      access: 'operator',
      permission,
      summary: '可选的用户（按姓名、手机号或机构搜索）',
      query: lookupQuery,
      answer: pageOf(AudienceUserSchema),
      dataScope: { none: '可选的用户是全园区的用户名录' },
    },
  } as const satisfies Record<string, EndpointSpec>;
}

/** A readable line for a choice: 按行业：软件和信息技术服务业、… */
export function describeAudience(audience: Audience, counts?: { names?: number }): string {
  const label = AUDIENCE_LABELS[audience.kind];
  if (audience.kind === 'ALL') return label;
  if (AUDIENCE_BY_NAME.includes(audience.kind)) {
    const names = audience.names ?? [];
    const shown = names.slice(0, 3).join('、');
    return `${label}：${shown}${names.length > 3 ? ` 等${counts?.names ?? names.length}项` : ''}`;
  }
  return `${label}：${(audience.ids ?? []).length}个`;
}
