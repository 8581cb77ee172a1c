import { Type } from 'typebox';
import { IdParams, pageOf, paging, selectedIds, sortFields } from '../contract/atoms.js';
import { defineContract, FILE, type InputOf, type ItemOf } from '../contract/endpoint.js';
import { transitionEndpoint } from '../publish/contract.js';
import { ABILITY_LIFECYCLE as AL, OPP_LIFECYCLE as OL } from './lifecycle.js';
import { auditEndpoints, reviewEndpoints } from './review.js';
import * as S from './schemas.js';

/**
 * 应用场景 (SPEC §2 /op/cj/sceneOppManage, /op/cj/sceneAbilityManage): the scenario opportunities
 * the park publishes and the enterprises' scenario capabilities it reviews. Collection rounds have
 * a contract of their own (collect.ts).
 */

export const OPP_SORTS = ['updatedAt', 'deadline', 'budgetMax', 'title'] as const;
export const ABILITY_SORTS = ['updatedAt', 'title', 'orgName'] as const;
const OPP = 'scene.opp';
const ABILITY = 'scene.ability';
const PARK_WIDE = { none: '场景清单是全园区共用的，不归属某个经办人' } as const;

const oppState = Type.Optional(Type.Enum(['', 'CHECK', 'JOINT', 'CANCEL'], { title: '状态', description: '空表示全部' }));
export const oppFilters = {
  status: oppState,
  industry: S.FieldFilter,
  search: S.Search,
  expired: Type.Optional(Type.Enum(['', 'yes', 'no'], { title: '是否过期', description: 'yes 已过截止日期 / no 未过' })),
};
const abilityState = Type.Optional(Type.Enum(['', 'TOAUDIT', 'PASS', 'FAIL', 'BACK'], { title: '状态', description: '空表示全部' }));
export const abilityFilters = { status: abilityState, field: S.FieldFilter, search: S.Search };

export const oppContract = defineContract(
  { base: 'dpboot', tag: 'scene', module: '应用场景' },
  {
    list: {
      method: 'GET',
      path: 'scene/opp/list',
      access: 'operator',
      permission: OPP,
      summary: '场景机会列表（运营）',
      description: '园区发布的场景机会，按状态、应用领域、是否过期与关键词（场景名称、需求单位）筛选。',
      dataScope: PARK_WIDE,
      query: Type.Object({ ...oppFilters, ...paging, ...sortFields(OPP_SORTS) }),
      answer: pageOf(S.OppRow),
    },
    detail: {
      method: 'GET',
      path: 'scene/opp/detail/:id',
      access: 'operator',
      permission: OPP,
      summary: '场景机会详情（运营，任何状态）',
      params: IdParams,
      answer: S.OppRow,
    },
    save: {
      method: 'POST',
      path: 'scene/opp/save',
      access: 'operator',
      permission: OPP,
      summary: '录入或修改场景机会（运营）',
      description: '无 id 为录入；保存后为待审核，已发布的修改后重新审核。截止日期不早于今天，预算上限不低于下限（都为 0 表示面议）。',
      body: S.OppBody,
      answer: Type.Object({ id: Type.Integer(), status: Type.Enum(['CHECK', 'JOINT', 'CANCEL']) }),
      message: '已保存，待审核',
    },
    export: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: 'scene/opp/export',
      access: 'operator',
      permission: OPP,
      summary: '导出场景机会（运营）',
      description: '条件同 scene/opp/list（忽略分页），导出为 场景机会清单-YYYYMMDD.xlsx；给出 ids 时只导出所选。',
      body: Type.Object({ ...oppFilters, ids: selectedIds('所选场景机会') }),
      answer: FILE,
    },
    approve: transitionEndpoint(OL, 'APPROVE', { path: 'scene/opp/approve/:id', permission: OPP, summary: '审核通过并发布场景机会（运营）', message: '审核通过，已发布' }),
    reject: transitionEndpoint(OL, 'RETURN', { path: 'scene/opp/reject/:id', permission: OPP, summary: '场景机会审核不通过（运营）', message: '已退回' }),
    offline: transitionEndpoint(OL, 'OFFLINE', { path: 'scene/opp/offline/:id', permission: OPP, summary: '下架场景机会（运营）', message: '已下架' }),
    remove: transitionEndpoint(OL, 'DELETE', { path: 'scene/opp/delete/:id', permission: OPP, summary: '删除未发布的场景机会（运营）', message: '删除成功' }),
    ...reviewEndpoints(OL, 'scene/opp', OPP),
  },
);

export const abilityContract = defineContract(
  { base: 'dpboot', tag: 'scene', module: '应用场景' },
  {
    list: {
      method: 'GET',
      path: 'scene/ability/list',
      access: 'operator',
      permission: ABILITY,
      summary: '企业场景能力列表（运营）',
      description: '企业的场景能力，按状态、应用领域与关键词（能力名称、企业名称）筛选；审核通过后对外展示。',
      dataScope: PARK_WIDE,
      query: Type.Object({ ...abilityFilters, ...paging, ...sortFields(ABILITY_SORTS) }),
      answer: pageOf(S.AbilityRow),
    },
    detail: {
      method: 'GET',
      path: 'scene/ability/detail/:id',
      access: 'operator',
      permission: ABILITY,
      summary: '企业场景能力详情（运营，任何状态）',
      params: IdParams,
      answer: S.AbilityRow,
    },
    save: {
      method: 'POST',
      path: 'scene/ability/save',
      access: 'operator',
      permission: ABILITY,
      summary: '代企业登记或修改场景能力（运营）',
      description: '企业线下报送的场景能力由园区代为登记；无 id 为登记，保存后为待审核。',
      body: S.AbilityBody,
      answer: Type.Object({ id: Type.Integer(), status: Type.Enum(['TOAUDIT', 'PASS', 'FAIL', 'BACK']) }),
      message: '已保存，待审核',
    },
    export: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: 'scene/ability/export',
      access: 'operator',
      permission: ABILITY,
      summary: '导出企业场景能力（运营）',
      description: '条件同 scene/ability/list（忽略分页），导出为 企业场景能力-YYYYMMDD.xlsx；给出 ids 时只导出所选。',
      body: Type.Object({ ...abilityFilters, ids: selectedIds('所选场景能力') }),
      answer: FILE,
    },
    orgs: {
      method: 'GET',
      path: 'scene/ability/orgs',
      access: 'operator',
      permission: ABILITY,
      summary: '可登记场景能力的企业（运营）',
      answer: Type.Array(S.Option),
    },
    ...auditEndpoints(AL, 'scene/ability', ABILITY),
    offline: transitionEndpoint(AL, 'OFFLINE', { path: 'scene/ability/offline/:id', permission: ABILITY, summary: '下架场景能力（运营）', message: '已下架' }),
    ...reviewEndpoints(AL, 'scene/ability', ABILITY),
  },
);

export type OppRow = ItemOf<typeof oppContract.list>;
export type OppInput = InputOf<typeof oppContract.save>;
export type AbilityRow = ItemOf<typeof abilityContract.list>;
export type AbilityInput = InputOf<typeof abilityContract.save>;
