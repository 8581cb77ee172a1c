import { Type } from 'typebox';
import { IdParams, Nullable, pageOf, paging, SearchText, sortFields } from '../../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type ItemOf } from '../../contract/endpoint.js';
import { KindSchema } from '../schemas.js';
import { DOCK_LIMITS as L, DOCK_OUTCOME_KEYS, DOCK_STATE_KEYS } from './model.js';

/**
 * Docking (对接, SPEC §2 /cx/pddockDetail/{id}, /user/sendDockManage, /user/receiveDockManage,
 * /user/pddockDetail/{id}, /op/cx/sendDockManage): a request on a published item, its answer and
 * its outcome. Contacts are in a docking's answer only for its two parties, once it is accepted.
 */

const P = 'demand.dock';
const StateSchema = Type.Enum(DOCK_STATE_KEYS, { title: '状态' });
const OutcomeSchema = Type.Enum(['', ...DOCK_OUTCOME_KEYS], { title: '结果', description: '空表示未登记' });
const Phone = (title: string) => Type.String({ title, pattern: '^(1\\d{10}|0\\d{2,3}-?\\d{7,8})$' });
export const DOCK_SORTS = ['createdAt', 'updatedAt'] as const;

/** The operators' reads of every docking (permission demand.dock). */
const operatorRead = (path: string, summary: string) =>
  ({ method: 'GET', path, access: 'operator', permission: P, summary }) as const;
const Counted = Type.Array(Type.Object({ key: Type.String(), label: Type.String(), count: Type.Integer() }));

const Contact = Type.Object({ name: Type.String(), phone: Type.String() });
const DockRow = Type.Object({
  id: Type.Integer(),
  itemId: Type.Integer(),
  itemKind: KindSchema,
  itemTitle: Type.String(),
  ownerOrgId: Type.Integer(),
  ownerOrgName: Type.String({ description: '信息发布方（接收方）' }),
  fromOrgId: Type.Integer(),
  fromOrgName: Type.String({ description: '对接发起方' }),
  message: Type.String(),
  status: StateSchema,
  statusLabel: Type.String(),
  reason: Type.String({ description: '婉拒的原因' }),
  outcome: OutcomeSchema,
  suggested: Type.Boolean({ description: '由匹配推荐产生' }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const DockDetail = Type.Object({
  ...DockRow.properties,
  side: Type.Enum(['OWNER', 'FROM'], { description: '我是接收方还是发起方' }),
  fromContact: Nullable(Contact),
  ownerContact: Nullable(Contact),
});
const StateFilter = Type.Optional(Type.Enum(['', ...DOCK_STATE_KEYS], { title: '状态' }));
const Mine = Type.Object({ status: StateFilter, ...paging });
/** The operators' list and its export filter alike. */
const manageFilter = {
  status: StateFilter,
  outcome: Type.Optional(Type.Enum(['', ...DOCK_OUTCOME_KEYS, 'NONE'], { title: '结果' })),
  search: SearchText(),
  orgId: Type.Optional(Type.Integer({ title: '单位', minimum: 1 })),
  side: Type.Optional(
    Type.Enum(['', 'owner', 'from'], { title: '单位一方', description: 'owner 收到的 / from 发起的 / 空表示两者' }),
  ),
};

export const dockContract = defineContract(
  { base: 'dpboot', tag: 'demand', module: '供需对接' },
  {
    send: {
      method: 'POST',
      path: 'cx/dock/send',
      access: 'login',
      summary: '就一条已发布的信息发起对接',
      description: '不能对本单位的信息发起；同一信息有待回复的对接时不能重复发起。个人用户须先完成企业认证。',
      body: Type.Object({
        itemId: Type.Integer({ title: '信息', minimum: 1 }),
        message: Type.String({ title: '对接说明', minLength: L.messageMin, maxLength: L.messageMax }),
        contactName: Type.String({ title: '联系人', minLength: 1, maxLength: 20 }),
        contactPhone: Phone('联系电话'),
      }),
      answer: Type.Object({ id: Type.Integer() }),
      message: '对接请求已发送',
    },
    sent: {
      method: 'GET',
      path: 'cx/dock/sent',
      access: 'login',
      summary: '本单位发起的对接',
      query: Mine,
      answer: pageOf(DockRow),
    },
    received: {
      method: 'GET',
      path: 'cx/dock/received',
      access: 'login',
      summary: '本单位收到的对接',
      query: Mine,
      answer: pageOf(DockRow),
    },
    detail: {
      method: 'GET',
      path: 'cx/dock/detail/:id',
      access: 'login',
      summary: '一条对接（仅对接双方）',
      description: '接受后双方可见对方的联系方式；其他单位看不到这条对接。',
      params: IdParams,
      answer: DockDetail,
    },
    accept: {
      method: 'POST',
      path: 'cx/dock/accept/:id',
      access: 'login',
      summary: '接受对接（接收方）',
      params: IdParams,
      answer: Type.Object({ id: Type.Integer(), status: StateSchema }),
      message: '已接受，双方可查看对方联系方式',
    },
    decline: {
      method: 'POST',
      path: 'cx/dock/decline/:id',
      access: 'login',
      summary: '婉拒对接（接收方，须说明原因）',
      params: IdParams,
      body: Type.Object({
        reason: Type.String({ title: '婉拒原因', minLength: L.reasonMin, maxLength: L.reasonMax }),
      }),
      answer: Type.Object({ id: Type.Integer(), status: StateSchema }),
      message: '已婉拒',
    },
    outcome: {
      method: 'POST',
      path: 'cx/dock/outcome/:id',
      access: 'login',
      summary: '登记对接结果（双方均可，已接受的对接）',
      params: IdParams,
      body: Type.Object({ outcome: Type.Enum(DOCK_OUTCOME_KEYS, { title: '对接结果' }) }),
      answer: Type.Object({ id: Type.Integer(), outcome: OutcomeSchema }),
      message: '已登记对接结果',
    },
    manageList: {
      ...operatorRead('cx/dock/manage/list', '全部对接记录（运营）'),
      dataScope: { none: '对接在企业之间发生，面向全园区' },
      query: Type.Object({ ...manageFilter, ...paging, ...sortFields(DOCK_SORTS) }),
      answer: pageOf(DockRow),
    },
    manageStats: {
      ...operatorRead('cx/dock/manage/stats', '对接统计：各状态、结果，以及匹配推荐带来的对接（运营）'),
      answer: Type.Object({
        total: Type.Integer(),
        states: Counted,
        outcomes: Counted,
        suggested: Type.Object({
          pushed: Type.Integer({ description: '推送过的匹配（需求与信息的对数）' }),
          docked: Type.Integer({ description: '其中产生对接的' }),
          deals: Type.Integer({ description: '其中达成合作的' }),
        }),
      }),
    },
    manageExport: {
      ...operatorRead('cx/dock/manage/export', '导出对接记录（运营，.xlsx）'),
      query: Type.Object(manageFilter),
      answer: FILE,
    },
  },
);

export type DockRowT = ItemOf<typeof dockContract.sent>;
export type DockDetailT = AnswerOf<typeof dockContract.detail>;
export type DockStats = AnswerOf<typeof dockContract.manageStats>;
