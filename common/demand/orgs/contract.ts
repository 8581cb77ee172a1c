import { Type } from 'typebox';
import { Nullable, pageOf, paging, SearchText, sortFields } from '../../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type ItemOf } from '../../contract/endpoint.js';
import { StateSchema, ViewSchema } from '../schemas.js';

/**
 * The operators' view of organisations in demand matching (SPEC §2
 * /op/cx/orgInfoManage/{activeIndex}/{orgid}/{tab?}, /op/cx/serveOrgManage): one organisation's
 * figures (its items per view and state, its showcase, its docking), and the park's service
 * organisations with what they publish and receive. Contacts stay in the records' own answers.
 */

const P = 'demand.review';
export const SERVE_ORG_SORTS = ['services', 'received', 'deals'] as const;

const count = (description?: string) => Type.Integer(description ? { description } : {});
const Figures = Type.Object({ CHECK: count(), JOINT: count(), CANCEL: count(), OFFLINE: count(), total: count() });
const DockFigures = Type.Object({
  ...{ sent: count('发起的对接'), received: count('收到的对接') },
  ...{ accepted: count('其中已接受的（双方合计）'), deals: count('其中达成合作的（双方合计）') },
});
const ServeOrg = Type.Object({
  ...{ id: count(), orgId: count(), name: Type.String(), industry: Type.String(), area: Type.String() },
  ...{ services: count('已发布的服务'), waiting: count('待审核的服务') },
  ...{ received: count('收到的对接'), deals: count('达成合作的对接'), showcase: Nullable(StateSchema) },
});
const serveFilter = {
  search: SearchText(),
  publishing: Type.Optional(Type.Enum(['', 'YES', 'NO'], { title: '发布服务', description: 'YES 有已发布的服务 / NO 没有' })),
};

export const demandOrgsContract = defineContract(
  { base: 'dpboot', tag: 'demand', module: '供需对接' },
  {
    profile: {
      method: 'GET',
      path: 'cx/manage/org/:orgId',
      access: 'operator',
      permission: P,
      summary: '一家单位在供需对接中的概况（运营）',
      description: '各栏目各状态的信息数、企业风采的状态、发起和收到的对接。',
      params: Type.Object({ orgId: Type.Integer({ title: '单位', minimum: 1 }) }),
      answer: Type.Object({
        ...{ orgId: count(), name: Type.String(), industry: Type.String(), area: Type.String() },
        orgType: Type.Enum(['ORG', 'SERVICE'], { description: 'ORG 企业 / SERVICE 服务机构' }),
        showcase: Nullable(Type.Object({ id: Type.Integer(), title: Type.String(), status: StateSchema })),
        views: Type.Array(Type.Object({ view: ViewSchema, label: Type.String(), counts: Figures })),
        docks: DockFigures,
      }),
    },
    serveOrgs: {
      method: 'GET',
      path: 'cx/manage/serve-orgs',
      access: 'operator',
      permission: P,
      summary: '供需对接中的服务机构（运营）',
      description: '园区的服务机构，各自已发布和待审核的服务、收到的对接与达成的合作。',
      dataScope: { none: '服务机构面向全园区' },
      query: Type.Object({ ...serveFilter, ...paging, ...sortFields(SERVE_ORG_SORTS) }),
      answer: pageOf(ServeOrg),
    },
    serveOrgsExport: {
      method: 'GET',
      path: 'cx/manage/serve-orgs/export',
      access: 'operator',
      permission: P,
      summary: '导出服务机构（运营，.xlsx）',
      query: Type.Object(serveFilter),
      answer: FILE,
    },
  },
);

export type OrgProfile = AnswerOf<typeof demandOrgsContract.profile>;
export type ServeOrgRow = ItemOf<typeof demandOrgsContract.serveOrgs>;
