import { Type } from 'typebox';
import { SearchText, pageOf, paging } from '../contract/atoms.js';
import { defineContract, type BodyOf, type ItemOf } from '../contract/endpoint.js';
import { INDICATOR_TYPES } from './catalog.js';
import { ECONOMY_LIMITS } from './contract.js';
import { removeEndpoint } from './indicator-contract.js';

/**
 * 数据说明 (SPEC §2 /op/economy/explainManage): why an indicator's month looks as it does (an
 * enterprise left the 规上 list, a tax refund fell in the month…), written by the economic
 * office, read by the reviewers and printed in the month's brief. One explanation per indicator
 * and month.
 */

export const EXPLAIN_LIMITS = { contentMin: 5, contentMax: 500 } as const;

const Year = Type.Integer({ title: '年份', minimum: ECONOMY_LIMITS.yearMin, maximum: ECONOMY_LIMITS.yearMax });
const Month = Type.Integer({ title: '月份', minimum: 1, maximum: 12 });

/** What an operator writes of an explanation: the indicator, its month, the words. */
const Written = {
  indicatorId: Type.Integer({ title: '指标', minimum: 1 }),
  year: Year,
  month: Month,
  content: Type.String({ title: '说明', minLength: 1, maxLength: EXPLAIN_LIMITS.contentMax }),
};

const ExplainRow = Type.Object({
  id: Type.Integer(),
  ...Written,
  indicatorName: Type.String(),
  indicatorType: Type.String({ description: 'INDICATOR_TYPES' }),
  updatedAt: Type.String(),
});

export const explainContract = defineContract(
  { base: 'dpboot', tag: 'economy', module: '经济运行' },
  {
    explains: {
      method: 'GET',
      path: 'economy/explain/list',
      access: 'operator',
      permission: 'economy.view',
      dataScope: { none: '数据说明是全园区指标的说明，由经济运行部门统一维护' },
      summary: '数据说明列表（运营）',
      description: '各指标各月的数据说明，新的月份在前；可按指标类型、指标、年份、月份和内容筛选。',
      query: Type.Object({
        type: Type.Optional(Type.Enum(['', ...INDICATOR_TYPES], { title: '指标类型' })),
        indicatorId: Type.Optional(Type.Integer({ title: '指标', minimum: 1 })),
        year: Type.Optional(Year),
        month: Type.Optional(Month),
        search: SearchText(),
        ...paging,
      }),
      answer: pageOf(ExplainRow),
    },
    saveExplain: {
      method: 'POST',
      path: 'economy/explain/save',
      access: 'operator',
      permission: 'economy.manage',
      summary: '保存数据说明',
      description:
        '新增（不带 id）或修改一条数据说明。每个指标每月一条；不能为未来的月份写说明；说明 5 至 500 字。',
      body: Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })), ...Written }),
      answer: ExplainRow,
      message: '保存成功',
    },
    removeExplain: removeEndpoint('economy/explain/delete/:id', '删除数据说明', '删除一条数据说明。'),
  },
);

export type ExplainRowItem = ItemOf<typeof explainContract.explains>;
export type ExplainInput = BodyOf<typeof explainContract.saveExplain>;
