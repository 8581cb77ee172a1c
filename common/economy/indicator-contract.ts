import { Type } from 'typebox';
import { IdParams, Nullable, SearchText, pageOf, paging } from '../contract/atoms.js';
import { defineContract, type AnswerOf, type BodyOf, type ItemOf } from '../contract/endpoint.js';
import {
  DERIVE_METHODS,
  FREQUENCIES,
  INDICATOR_CODE_PATTERN,
  INDICATOR_KINDS,
  INDICATOR_LIMITS as L,
  INDICATOR_TYPES,
} from './catalog.js';

/**
 * 指标定义 (SPEC §2 /op/economy/indicator/{type}, indicatorManage/{type}): the indicators
 * enterprises report of a type, with their unit, frequency and 统计口径, and the derived ones
 * with the formula they are computed by (server/modules/economy/derive.ts).
 */

export * from './catalog.js';

export const IndicatorTypeParams = Type.Object({ type: Type.Enum([...INDICATOR_TYPES], { title: '指标类型' }) });
const Kind = Type.Enum([...INDICATOR_KINDS], { title: '指标类别' });

const IndicatorRow = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  code: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  frequency: Type.String(),
  kind: Type.String({ description: 'REPORTED 报送指标 / DERIVED 派生指标' }),
  method: Type.String({ description: '派生方法：GROWTH 同比增速 / MONTHLY 当月值 / RATIO 比率；报送指标为空' }),
  basisId: Nullable(Type.Integer()),
  denominatorId: Nullable(Type.Integer()),
  formula: Type.String({ description: '计算公式；报送指标为空' }),
  scope: Type.String(),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  records: Type.Integer({ description: '企业已报送的数据条数' }),
  updatedAt: Type.String(),
});

/** 删除 of one of the economy's records kept by the 管理 permission: POST `path` (with `:id`), answering the id. */
export const removeEndpoint = (path: string, summary: string, description: string) => ({
  method: 'POST' as const,
  path,
  access: 'operator' as const,
  permission: 'economy.manage' as const,
  summary,
  description,
  params: IdParams,
  answer: Type.Object({ id: Type.Integer() }),
  message: '删除成功',
});

export const indicatorContract = defineContract(
  { base: 'dpboot', tag: 'economy', module: '经济运行' },
  {
    indicators: {
      method: 'GET',
      path: 'economy/indicator/:type',
      access: 'operator',
      permission: 'economy.view',
      dataScope: { none: '指标定义是全园区共用的统计口径，不由某个部门录入' },
      summary: '指标定义列表（运营）',
      description:
        '某类指标的定义：报送指标（企业按月报送的累计值）在前，派生指标（同比增速、当月值、比率）在后，含单位、频度、统计口径与计算公式；可按类别、是否停用和名称筛选。',
      params: IndicatorTypeParams,
      query: Type.Object({
        kind: Type.Optional(Type.Union([Kind, Type.Literal('')])),
        enabled: Type.Optional(Type.Enum(['', '1', '0'], { title: '状态' })),
        search: SearchText(),
        ...paging,
      }),
      answer: pageOf(IndicatorRow),
    },
    saveIndicator: {
      method: 'POST',
      path: 'economy/indicator/save/:type',
      access: 'operator',
      permission: 'economy.manage',
      summary: '保存指标定义',
      description:
        '新增（不带 id）或修改一个指标定义。编码在园区内唯一，已有企业数据的报送指标不能改编码；派生指标须选同类的报送指标为计算依据（比率另选分母）。',
      params: IndicatorTypeParams,
      body: Type.Object({
        id: Type.Optional(Type.Integer({ minimum: 1 })),
        code: Type.String({ title: '指标编码', minLength: 1, maxLength: L.codeMax, pattern: INDICATOR_CODE_PATTERN }),
        name: Type.String({ title: '指标名称', minLength: 1, maxLength: L.nameMax }),
        unit: Type.String({ title: '单位', minLength: 1, maxLength: L.unitMax }),
        frequency: Type.Enum([...FREQUENCIES], { title: '频度' }),
        kind: Kind,
        method: Type.Optional(Type.Enum([...DERIVE_METHODS, ''], { title: '派生方法' })),
        basisId: Type.Optional(Nullable(Type.Integer({ title: '计算依据', minimum: 1 }))),
        denominatorId: Type.Optional(Nullable(Type.Integer({ title: '分母指标', minimum: 1 }))),
        scope: Type.String({ title: '统计口径', maxLength: L.scopeMax }),
        sort: Type.Optional(Type.Integer({ title: '排序', minimum: 0, maximum: 999 })),
      }),
      answer: IndicatorRow,
      message: '保存成功',
    },
    enableIndicator: {
      method: 'POST',
      path: 'economy/indicator/enable/:id',
      access: 'operator',
      permission: 'economy.manage',
      summary: '启用或停用指标',
      description: '停用的报送指标不再出现在导入模板中，已有数据保留。',
      params: IdParams,
      body: Type.Object({ enabled: Type.Boolean({ title: '启用' }) }),
      answer: IndicatorRow,
      message: '已更新',
    },
    removeIndicator: removeEndpoint('economy/indicator/delete/:id', '删除指标定义', '已有企业数据、数据说明或被派生指标引用的指标不能删除（可停用）。'),
  },
);

export type IndicatorList = AnswerOf<typeof indicatorContract.indicators>;
export type IndicatorRowItem = ItemOf<typeof indicatorContract.indicators>;
export type IndicatorInput = BodyOf<typeof indicatorContract.saveIndicator>;
