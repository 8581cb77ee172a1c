import { Type } from 'typebox';
import { IdParams, Nullable } from '../../contract/atoms.js';
import { defineContract, type AnswerOf } from '../../contract/endpoint.js';
import { PublicItem, StateSchema } from '../schemas.js';

/**
 * Matching (匹配推荐): the suggestions for one demand — published products, services and
 * technologies of other organisations, ranked (match/model.ts), each with why it matched — for the
 * demand's owner and for the operators, who may push one to both sides.
 */

const Suggestions = Type.Object({
  demand: Type.Object({ id: Type.Integer(), title: Type.String(), status: StateSchema }),
  list: Type.Array(
    Type.Object({
      ...{ item: PublicItem, score: Type.Integer({ description: '匹配度：相同关键词每个 2 分，同行业 3 分，同区县 1 分' }) },
      ...{ reasons: Type.Array(Type.String(), { description: '匹配的理由' }) },
      pushedAt: Nullable(Type.String({ description: '运营人员推送给双方的时间' })),
    }),
  ),
});

export const matchContract = defineContract(
  { base: 'dpboot', tag: 'demand', module: '供需对接' },
  {
    mine: {
      method: 'GET',
      path: 'cx/my/match/:id',
      access: 'login',
      summary: '本单位一条需求的匹配推荐',
      description: '其他单位已发布的产品、服务和技术，按匹配度从高到低，最多 10 条，附匹配理由。',
      params: IdParams,
      answer: Suggestions,
    },
    manage: {
      method: 'GET',
      path: 'cx/manage/match/:id',
      access: 'operator',
      permission: 'demand.dock',
      summary: '一条需求的匹配推荐（运营）',
      params: IdParams,
      answer: Suggestions,
    },
    push: {
      method: 'POST',
      path: 'cx/manage/match/push',
      access: 'operator',
      permission: 'demand.dock',
      summary: '把一条匹配推荐推送给需求方和提供方（运营）',
      description: '双方的成员各收到一条站内消息，附匹配理由；同一对只推送一次。',
      body: Type.Object({
        demandId: Type.Integer({ title: '需求', minimum: 1 }),
        itemId: Type.Integer({ title: '推荐的信息', minimum: 1 }),
      }),
      answer: Type.Object({ demandId: Type.Integer(), itemId: Type.Integer(), pushedAt: Type.String() }),
      message: '已推送给双方',
    },
  },
);

export type SuggestionsT = AnswerOf<typeof matchContract.mine>;
export type SuggestionT = SuggestionsT['list'][number];
