import { Type } from 'typebox';
import { Nullable, pageOf, paging, SearchText, sortFields } from '../../contract/atoms.js';
import { defineContract, type AnswerOf, type ItemOf } from '../../contract/endpoint.js';
import * as S from '../schemas.js';

/**
 * 服务画像与统计 (SPEC §2 /op/service/portrait, /op/service/statis): how each service organisation
 * performs (applications, completion, ratings, requirements answered and won) and the park's
 * service activity by category and month. Figures are counted from the applications and
 * requirements themselves, never typed.
 */

const M = 'service.manage';
export const PERFORMANCE_SORTS = ['applies', 'finished', 'completion', 'rating', 'answers', 'chosen'] as const;

export const PerformanceRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  categories: Type.Array(Type.String()),
  status: S.OrgStatusSchema,
  statusLabel: Type.String(),
  products: Type.Integer({ description: '已发布的服务产品数' }),
  applies: Type.Integer({ description: '收到的服务申请数' }),
  open: Type.Integer({ description: '待受理与服务中的申请数' }),
  finished: Type.Integer({ description: '已完成的申请数' }),
  completion: Nullable(Type.Integer({ description: '完成率（%）：已完成 ÷ 已结束（已完成与未受理）的申请；无结束的申请为 null' })),
  rating: Nullable(Type.Number({ description: '平均满意度（1–5）' })),
  ratings: Type.Integer(),
  answers: Type.Integer({ description: '应答的服务需求数' }),
  chosen: Type.Integer({ description: '被企业选定的服务需求数' }),
  lastRating: Type.String({ description: '最近一条评价的时间，空为暂无' }),
});

const figures = {
  applies: Type.Integer({ description: '服务申请（件）' }),
  finished: Type.Integer({ description: '其中已完成（件）' }),
  requires: Type.Integer({ description: '服务需求（件）' }),
  rating: Nullable(Type.Number({ description: '平均满意度' })),
  ratings: Type.Integer(),
};

export const statsContract = defineContract(
  { base: 'dpboot', tag: 'service', module: '科技服务' },
  {
    performance: {
      method: 'GET',
      path: 'service/stats/performance',
      access: 'operator',
      permission: M,
      summary: '服务机构画像：申请、完成率、满意度与需求应答（运营）',
      dataScope: { none: '服务机构是全园区共用的名录，不归属某个经办人' },
      query: Type.Object({ search: Type.Optional(SearchText()), category: S.CategoryFilter, ...paging, ...sortFields(PERFORMANCE_SORTS) }),
      answer: pageOf(PerformanceRow),
    },
    statis: {
      method: 'GET',
      path: 'service/stats/statis',
      access: 'operator',
      permission: M,
      summary: '服务统计：按服务类别与月份（运营）',
      description: '最近 12 个月（园区时间）的服务申请、已完成、服务需求与满意度，按类别与按月份。',
      answer: Type.Object({
        months: Type.Array(Type.Object({ month: Type.String({ description: 'YYYY-MM' }), ...figures })),
        categories: Type.Array(Type.Object({ category: Type.String(), ...figures })),
        total: Type.Object(figures),
      }),
    },
  },
);

export type PerformanceItem = ItemOf<typeof statsContract.performance>;
export type ServiceStatis = AnswerOf<typeof statsContract.statis>;
