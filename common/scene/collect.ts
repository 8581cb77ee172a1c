import { Type } from 'typebox';
import { Id, IdParams, pageOf, paging, selectedIds } from '../contract/atoms.js';
import { defineContract, FILE, type InputOf, type ItemOf } from '../contract/endpoint.js';
import { ITEM_LIFECYCLE as IL } from './lifecycle.js';
import { auditEndpoints, reviewEndpoints } from './review.js';
import * as S from './schemas.js';

/**
 * 场景征集 (SPEC §2 /op/cj/sceneCollectManage): the park opens a round for a period and some
 * fields, records what enterprises send in (代企业录入), reviews each item and closes the round once
 * nothing waits for review.
 */

const COLLECT = 'scene.collect';
const PARK_WIDE = { none: '场景征集是全园区的活动，不归属某个经办人' } as const;
const itemState = Type.Optional(Type.Enum(['', 'TOAUDIT', 'PASS', 'FAIL', 'BACK'], { title: '状态', description: '空表示全部' }));
export const itemFilters = {
  status: itemState,
  roundId: Type.Optional(Id('征集轮次')),
  kind: Type.Optional(Type.Enum(['', 'NEED', 'ABILITY'], { title: '征集类别', description: '空表示全部' })),
  field: S.FieldFilter,
  search: S.Search,
};

export const collectContract = defineContract(
  { base: 'dpboot', tag: 'scene', module: '应用场景' },
  {
    rounds: {
      method: 'GET',
      path: 'scene/round/list',
      access: 'operator',
      permission: COLLECT,
      summary: '场景征集轮次（运营）',
      description: '征集中的在前，其余按开始日期新的在前；每轮收到、待审核与审核通过的条数。',
      dataScope: PARK_WIDE,
      query: Type.Object({
        status: Type.Optional(Type.Enum(['', 'OPEN', 'CLOSED'], { title: '征集状态', description: '空表示全部' })),
        search: S.Search,
        ...paging,
      }),
      answer: pageOf(S.RoundRow),
    },
    round: {
      method: 'GET',
      path: 'scene/round/detail/:id',
      access: 'operator',
      permission: COLLECT,
      summary: '一轮场景征集（运营）',
      params: IdParams,
      answer: S.RoundRow,
    },
    saveRound: {
      method: 'POST',
      path: 'scene/round/save',
      access: 'operator',
      permission: COLLECT,
      summary: '发起或修改场景征集（运营）',
      description: '无 id 为发起；截止日期不早于开始日期；已结束的征集不能修改，已收到内容的领域不能去掉。',
      body: S.RoundBody,
      answer: Type.Object({ id: Type.Integer() }),
      message: '保存成功',
    },
    closeRound: {
      method: 'POST',
      path: 'scene/round/close/:id',
      access: 'operator',
      permission: COLLECT,
      summary: '结束场景征集（运营）',
      description: '结束后不再录入；尚有待审核的征集内容时不能结束。',
      params: IdParams,
      answer: S.RoundRow,
      message: '征集已结束',
    },
    roundOptions: {
      method: 'GET',
      path: 'scene/round/options',
      access: 'operator',
      permission: COLLECT,
      summary: '征集轮次选项（运营）',
      answer: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), status: S.RoundStateSchema, fields: Type.Array(S.FieldSchema) })),
    },
    orgs: {
      method: 'GET',
      path: 'scene/item/orgs',
      access: 'operator',
      permission: COLLECT,
      summary: '可录入征集内容的企业（运营）',
      answer: Type.Array(S.Option),
    },
    items: {
      method: 'GET',
      path: 'scene/item/list',
      access: 'operator',
      permission: COLLECT,
      summary: '收到的征集内容（运营）',
      description: '按征集轮次、状态、类别、应用领域与关键词（场景名称、企业名称）筛选，新的在前。',
      dataScope: PARK_WIDE,
      query: Type.Object({ ...itemFilters, ...paging }),
      answer: pageOf(S.ItemRow),
    },
    item: {
      method: 'GET',
      path: 'scene/item/detail/:id',
      access: 'operator',
      permission: COLLECT,
      summary: '一条征集内容（运营）',
      params: IdParams,
      answer: S.ItemRow,
    },
    saveItem: {
      method: 'POST',
      path: 'scene/item/save',
      access: 'operator',
      permission: COLLECT,
      summary: '代企业录入或修改征集内容（运营）',
      description: '只能录入征集中的轮次，领域须是该轮征集的领域；保存后为待审核，退回的修改后重新审核。',
      body: S.ItemBody,
      answer: Type.Object({ id: Type.Integer(), status: Type.Enum(['TOAUDIT', 'PASS', 'FAIL', 'BACK']) }),
      message: '已保存，待审核',
    },
    exportItems: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: 'scene/item/export',
      access: 'operator',
      permission: COLLECT,
      summary: '导出征集内容（运营）',
      description: '条件同 scene/item/list（忽略分页），导出为 场景征集内容-YYYYMMDD.xlsx；给出 ids 时只导出所选。',
      body: Type.Object({ ...itemFilters, ids: selectedIds('所选征集内容') }),
      answer: FILE,
    },
    ...auditEndpoints(IL, 'scene/item', COLLECT),
    ...reviewEndpoints(IL, 'scene/item', COLLECT),
  },
);

export type RoundRow = ItemOf<typeof collectContract.rounds>;
export type RoundInput = InputOf<typeof collectContract.saveRound>;
export type ItemRow = ItemOf<typeof collectContract.items>;
export type ItemInput = InputOf<typeof collectContract.saveItem>;
