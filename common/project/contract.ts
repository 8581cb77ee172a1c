import { Type } from 'typebox';
import { IdParams, pageOf, paging, selectedIds } from '../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type InputOf, type ItemOf } from '../contract/endpoint.js';
import { CHANGE_STATUSES } from './rules.js';
import * as S from './schemas.js';

/**
 * 招商/建设项目 (SPEC §2 /op/project/*): investment projects through 签约 → 开工 → 投产, each
 * owned by a department of the park, with progress records, changes approved by the committee and
 * the year's targets by stage. Amounts in 万元, dates YYYY-MM-DD on the park's calendar.
 */

export * from './rules.js';
export { PROJECT_SORTS } from './schemas.js';

const VIEW = 'project.view';
const MANAGE = 'project.manage';
const Year = Type.Optional(Type.Integer({ title: '年度', minimum: 2000, maximum: 2100 }));
const SCOPE = { by: '责任部门' } as const;

export const projectContract = defineContract(
  { base: 'dpboot', tag: 'project', module: '项目管理' },
  {
    list: {
      method: 'GET',
      path: 'project/list',
      access: 'operator',
      permission: VIEW,
      summary: '项目列表（运营）',
      description:
        '按阶段、责任部门、片区、产业筛选的项目，含各阶段计划与实际日期、总投资和待审批变更数；只列出数据范围内的部门负责的项目。',
      dataScope: SCOPE,
      query: Type.Object({ ...S.projectFilters, ...paging }),
      answer: pageOf(S.ProjectRow),
    },
    exportList: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: 'project/export',
      access: 'operator',
      permission: VIEW,
      summary: '导出项目（运营）',
      description:
        '条件同 project/list（忽略分页），导出为 .xlsx，文件名 项目清单-YYYYMMDD.xlsx；给出 ids 时只导出所选。',
      body: Type.Object({ ...S.projectFilters, ids: selectedIds('所选项目') }),
      answer: FILE,
    },
    detail: {
      method: 'GET',
      path: 'project/detail/:id',
      access: 'operator',
      permission: VIEW,
      summary: '项目详情（运营）',
      description: '项目的基本情况、阶段推进与进展记录（含照片）和变更申请；数据范围外的项目答复不存在。',
      params: IdParams,
      answer: S.ProjectDetail,
    },
    options: {
      method: 'GET',
      path: 'project/options',
      access: 'operator',
      permission: VIEW,
      summary: '项目筛选项（运营）',
      description: '本园区项目的责任部门、片区与产业，供筛选。',
      answer: Type.Object({
        depts: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
        areas: Type.Array(Type.String()),
        industries: Type.Array(Type.String()),
      }),
    },
    create: {
      method: 'POST',
      path: 'project/create',
      access: 'operator',
      permission: MANAGE,
      summary: '登记新项目（签约）',
      description:
        '新项目从签约阶段开始：签约日期不晚于今天，计划开工不早于签约、计划投产不早于计划开工；责任部门须在本人数据范围内。',
      body: S.ProjectInput,
      answer: Type.Object({ id: Type.Integer() }),
      message: '项目已登记',
    },
    depts: {
      method: 'GET',
      path: 'project/depts',
      access: 'operator',
      permission: MANAGE,
      summary: '可选的责任部门（运营）',
      description: '本人数据范围内的部门，登记项目时选择。',
      answer: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    },
    moveStage: {
      method: 'POST',
      path: 'project/stage/:id',
      access: 'operator',
      permission: MANAGE,
      summary: '推进项目阶段',
      description:
        '签约 → 开工 → 投产，记录日期与依据；只能向后推进，日期不晚于今天、不早于上一阶段；跳过开工须说明原因。',
      params: IdParams,
      body: S.StageMoveInput,
      answer: S.ProjectRow,
      message: '阶段已更新',
    },
    addProgress: {
      method: 'POST',
      path: 'project/progress/:id',
      access: 'operator',
      permission: MANAGE,
      summary: '登记项目进展',
      description: '一条进展记录：日期、情况与现场照片（本人上传的图片，最多 9 张）。',
      params: IdParams,
      body: S.ProgressInput,
      answer: Type.Object({ id: Type.Integer() }),
      message: '进展已登记',
    },
    requestChange: {
      method: 'POST',
      path: 'project/change/:id',
      access: 'operator',
      permission: MANAGE,
      summary: '申请项目变更',
      description:
        '变更总投资、计划开工/投产日期或项目名称，写明原因；同一事项已有待审批的申请时不能再申请。批准后生效。',
      params: IdParams,
      body: S.ChangeInput,
      answer: S.ProjectChange,
      message: '变更申请已提交',
    },
    decideChange: {
      method: 'POST',
      path: 'project/change/decide/:id',
      access: 'operator',
      permission: 'project.approve',
      summary: '审批项目变更',
      description: '批准（变更生效）或不批准（须写明意见）；申请人不能审批自己的申请。',
      params: IdParams,
      body: S.DecideInput,
      answer: S.ProjectChange,
      message: '已审批',
    },
    changes: {
      method: 'GET',
      path: 'project/changes',
      access: 'operator',
      permission: VIEW,
      summary: '项目变更申请与历史（运营）',
      description: '数据范围内项目的变更申请，待审批的在前，其余新的在前。',
      dataScope: SCOPE,
      query: Type.Object({
        status: Type.Optional(
          Type.Enum(['', ...CHANGE_STATUSES], { title: '审批状态', description: '空表示全部' }),
        ),
        ...paging,
      }),
      answer: pageOf(S.ProjectChange),
    },
    changeCounts: {
      method: 'GET',
      path: 'project/change/counts',
      access: 'operator',
      permission: 'project.approve',
      summary: '待审批的项目变更数（运营）',
      description: '工作台待办：数据范围内待审批的变更申请数。',
      answer: Type.Object({ PENDING: Type.Integer() }),
    },
    targets: {
      method: 'GET',
      path: 'project/targets',
      access: 'operator',
      permission: VIEW,
      summary: '年度项目目标完成情况（运营）',
      description:
        '列入当年目标的项目按阶段（签约、开工、投产）的目标数与已完成数、完成率，分责任部门；以及计划日期已过仍未达到的目标项目。',
      query: Type.Object({ year: Year }),
      answer: S.TargetView,
    },
    byArea: {
      method: 'GET',
      path: 'project/by-area',
      access: 'operator',
      permission: VIEW,
      summary: '按片区统计的项目（运营）',
      description: '各片区的项目数、总投资、各阶段项目数与落后计划的项目数。',
      answer: S.AreaView,
    },
  },
);

export type ProjectRowItem = ItemOf<typeof projectContract.list>;
export type ProjectDetailView = AnswerOf<typeof projectContract.detail>;
export type ProjectEventView = ProjectDetailView['events'][number];
export type ProjectChangeView = ItemOf<typeof projectContract.changes>;
export type ProjectTargets = AnswerOf<typeof projectContract.targets>;
export type ProjectAreaRow = AnswerOf<typeof projectContract.byArea>[number];
export type ProjectFilterInput = InputOf<typeof projectContract.list>;
export type StageMoveBody = InputOf<typeof projectContract.moveStage>;
export type ProjectInputBody = InputOf<typeof projectContract.create>;
