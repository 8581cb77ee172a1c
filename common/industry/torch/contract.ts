import { Type } from 'typebox';
import { pagingFields, SearchText } from '../../contract/atoms.js';
import { defineContract, type AnswerOf } from '../../contract/endpoint.js';
import { TORCH_METRIC_KEYS } from './model.js';

/**
 * 火炬统计 (SPEC §2 /op/im/torch/*, SPEC §7 v2/org/finance/byDirAndPark): the park's enterprises'
 * annual torch figures — ranked, listed, compared, and summed by chain.
 */

export * from './model.js';

const VIEW = { access: 'operator', permission: 'industry.view', dataScope: { none: '火炬统计是园区整体的统计数据，不按经办部门划分' } } as const;
const Metric = Type.Enum([...TORCH_METRIC_KEYS], { title: '指标' });
const Year = Type.Integer({ title: '年度', minimum: 2000, maximum: 2100 });
const chainFilter = { chainId: Type.Optional(Type.Integer({ title: '产业链', minimum: 1 })) };

export const TorchReport = Type.Object({
  orgId: Type.Integer(),
  name: Type.String(),
  industry: Type.String(),
  year: Type.Integer(),
  revenue: Type.Number(),
  rdExpense: Type.Number(),
  rdRatio: Type.Number(),
  profit: Type.Number(),
  tax: Type.Number(),
  exportValue: Type.Number(),
  staff: Type.Integer(),
  rdStaff: Type.Integer(),
  patents: Type.Integer(),
  inventionPatents: Type.Integer(),
});

const Totals = Type.Object({
  enterprises: Type.Integer(),
  revenue: Type.Number(),
  rdExpense: Type.Number(),
  rdRatio: Type.Number(),
  tax: Type.Number(),
  patents: Type.Integer(),
  inventionPatents: Type.Integer(),
});

export const torchContract = defineContract(
  { base: 'parkboot', tag: 'industry', module: '产业地图' },
  {
    years: {
      method: 'GET',
      path: 'industry/torch/years',
      ...VIEW,
      summary: '火炬统计年度',
      description: '有火炬统计数据的年度，新的在前。',
      answer: Type.Object({ years: Type.Array(Type.Integer()) }),
    },
    rank: {
      method: 'GET',
      path: 'industry/torch/rank',
      ...VIEW,
      summary: '火炬统计排行',
      description: '某年度按一个指标从高到低的企业排行（可限于一条产业链的本地企业），附该指标的园区合计。',
      query: Type.Object({ year: Year, metric: Metric, ...chainFilter, size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })) }),
      answer: Type.Object({ list: Type.Array(Type.Object({ rank: Type.Integer(), orgId: Type.Integer(), name: Type.String(), industry: Type.String(), value: Type.Number() })), total: Type.Number() }),
    },
    all: {
      method: 'GET',
      path: 'industry/torch/all',
      ...VIEW,
      summary: '火炬统计企业明细',
      description: '某年度填报火炬统计的全部企业及其各项指标，按营业收入从高到低；附合计。',
      query: Type.Object({ year: Year, ...chainFilter, search: Type.Optional(SearchText()), ...pagingFields(100) }),
      answer: Type.Object({ list: Type.Array(TorchReport), total: Type.Integer(), sums: Totals }),
    },
    compare: {
      method: 'GET',
      path: 'industry/torch/compare',
      ...VIEW,
      summary: '火炬统计企业对比',
      description: '两到五家企业各年度的指标并列对比。',
      query: Type.Object({ orgIds: Type.String({ title: '企业', pattern: '^\\d+(,\\d+){1,4}$', description: '以逗号分隔的 2–5 个企业编号' }) }),
      answer: Type.Object({ list: Type.Array(TorchReport) }),
    },
    byDirAndPark: {
      method: 'POST',
      path: 'v2/org/finance/byDirAndPark',
      notLogged: 'a statistic the spec sends as POST: it changes nothing',
      ...VIEW,
      summary: '产业链经济指标',
      description: '某年度一条产业链（不给则全部产业链）的本地企业火炬统计合计，及上中下游各段的合计。',
      body: Type.Object({ dirId: Type.Optional(Type.Integer({ title: '产业链', minimum: 1 })), year: Year }),
      answer: Type.Object({ sums: Totals, byStream: Type.Array(Type.Object({ stream: Type.String(), name: Type.String(), sums: Totals })) }),
    },
  },
);

export type TorchRank = AnswerOf<typeof torchContract.rank>;
export type TorchRow = AnswerOf<typeof torchContract.all>['list'][number];
export type TorchSums = AnswerOf<typeof torchContract.all>['sums'];
export type TorchByDir = AnswerOf<typeof torchContract.byDirAndPark>;
