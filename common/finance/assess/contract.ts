import { Type } from 'typebox';
import { DateText, IdParams, Nullable, pageOf, paging } from '../../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type InputOf, type ItemOf } from '../../contract/endpoint.js';
import { ADDITIVE_CRITERIA, ASSESS_CRITERION_KEYS, ASSESS_LIMITS as L, ROUND_STATUSES } from './rules.js';

/**
 * 银行考核 (SPEC §2 /op/bankAssesManage, /op/bankAssesResult, /op/bankAddResult): rounds of a
 * period with weighted criteria, their figures computed from the loan ledger, manual additions and
 * corrections with who and why, and the ranking of the park's banks. All under finance.assess.
 */

export * from './rules.js';

const P = 'finance.assess';
const none = { none: '银行考核是园区对全部合作银行的统一考核，不归属某个经办人' };

const Criterion = Type.Enum([...ASSESS_CRITERION_KEYS], { title: '考核指标' });
const RoundId = Type.Integer({ title: '考核轮次', minimum: 1 });
const RoundQuery = Type.Object({ roundId: RoundId });

export const RoundItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  periodFrom: Type.String(),
  periodTo: Type.String(),
  criteria: Type.Array(Type.Object({ key: Criterion, label: Type.String(), weight: Type.Integer() })),
  status: Type.Enum([...ROUND_STATUSES], { description: 'OPEN 进行中 / CLOSED 已定稿' }),
  statusLabel: Type.String(),
  computedAt: Nullable(Type.String()),
  adjustments: Type.Integer({ description: '补录与修正条数' }),
  updatedAt: Type.String(),
});

const CriterionResult = Type.Object({
  key: Criterion,
  label: Type.String(),
  unit: Type.String(),
  weight: Type.Integer(),
  computed: Nullable(Type.Number({ description: '由贷款记录计算的数值' })),
  added: Type.Number({ description: '补录与修正之和' }),
  value: Nullable(Type.Number({ description: '计分所用数值' })),
  score: Type.Number(),
});

export const BankResult = Type.Object({
  rank: Type.Integer(),
  institutionId: Type.Integer(),
  institutionName: Type.String(),
  total: Type.Number(),
  criteria: Type.Array(CriterionResult),
});

const Adjustment = Type.Object({
  id: Type.Integer(),
  institutionId: Type.Integer(),
  institutionName: Type.String(),
  criterion: Criterion,
  criterionLabel: Type.String(),
  delta: Type.Number(),
  reason: Type.String(),
  actorName: Type.String(),
  at: Type.String(),
});

const Changed = Type.Object({ id: Type.Integer() });

export const financeAssessContract = defineContract(
  { base: 'dpboot', tag: 'finance-assess', module: '银行考核' },
  {
    rounds: {
      method: 'GET',
      path: 'finance/assess/round/list',
      access: 'operator',
      permission: P,
      summary: '银行考核轮次（运营）',
      dataScope: none,
      query: Type.Object({ ...paging }),
      answer: pageOf(RoundItem),
    },
    round: {
      method: 'GET',
      path: 'finance/assess/round/detail/:id',
      access: 'operator',
      permission: P,
      summary: '一个考核轮次（运营）',
      params: IdParams,
      answer: RoundItem,
    },
    saveRound: {
      method: 'POST',
      path: 'finance/assess/round/save',
      access: 'operator',
      permission: P,
      summary: '新建或修改考核轮次（运营）',
      description: '无 id 为新建；考核期起止、各项指标权重（合计 100 分）；保存后按贷款记录重新计算。已定稿的轮次不能修改。',
      body: Type.Object({
        id: Type.Optional(Type.Integer({ title: '考核轮次', minimum: 1 })),
        name: Type.String({ title: '考核名称', minLength: 2, maxLength: L.nameMax }),
        periodFrom: DateText('考核期起'),
        periodTo: DateText('考核期止'),
        criteria: Type.Array(Type.Object({ key: Criterion, weight: Type.Integer({ title: '权重', minimum: 1, maximum: 100 }) }), { maxItems: ASSESS_CRITERION_KEYS.length }),
      }),
      answer: Changed,
      message: '保存成功',
    },
    computeRound: {
      method: 'POST',
      path: 'finance/assess/round/compute/:id',
      access: 'operator',
      permission: P,
      summary: '按贷款记录重新计算考核数据（运营）',
      params: IdParams,
      answer: Changed,
      message: '已重新计算',
    },
    closeRound: {
      method: 'POST',
      path: 'finance/assess/round/close/:id',
      access: 'operator',
      permission: P,
      summary: '考核定稿（运营）',
      description: '进行中 → 已定稿：先按贷款记录重新计算，此后数据与排名不再变化。',
      params: IdParams,
      answer: Changed,
      message: '已定稿',
    },
    removeRound: {
      method: 'POST',
      path: 'finance/assess/round/delete/:id',
      access: 'operator',
      permission: P,
      summary: '删除进行中的考核轮次（运营）',
      params: IdParams,
      answer: Changed,
      message: '删除成功',
    },
    result: {
      method: 'GET',
      path: 'finance/assess/result',
      access: 'operator',
      permission: P,
      summary: '考核结果：银行排名与逐项得分（运营）',
      description: '每家银行各项指标的计算值、补录修正、计分值与得分，总分高者在前，同分同名次。',
      query: RoundQuery,
      answer: Type.Object({ round: RoundItem, banks: Type.Array(BankResult) }),
    },
    exportResult: {
      method: 'POST',
      notLogged: 'an export sent as POST: it reads the round and changes nothing',
      path: 'finance/assess/result/export',
      access: 'operator',
      permission: P,
      summary: '导出考核结果（运营）',
      description: '文件名 银行考核结果-{考核名称}.xlsx。',
      body: RoundQuery,
      answer: FILE,
    },
    adjustments: {
      method: 'GET',
      path: 'finance/assess/adjust/list',
      access: 'operator',
      permission: P,
      summary: '考核数据的补录与修正记录（运营）',
      dataScope: none,
      query: Type.Object({ ...RoundQuery.properties, ...paging }),
      answer: pageOf(Adjustment),
    },
    adjust: {
      method: 'POST',
      path: 'finance/assess/adjust/add',
      access: 'operator',
      permission: P,
      summary: '补录或修正考核数据（运营）',
      description: '仅进行中的轮次；仅放款笔数、放款金额、首贷户数可补录（线下放款等），负数为修正；须写明原因，记录经办人与时间；修正后的数值不能小于 0。',
      body: Type.Object({
        roundId: RoundId,
        institutionId: Type.Integer({ title: '银行', minimum: 1 }),
        criterion: Type.Enum([...ADDITIVE_CRITERIA], { title: '考核指标' }),
        delta: Type.Integer({ title: '补录数值', minimum: -L.deltaMax, maximum: L.deltaMax }),
        reason: Type.String({ title: '原因', minLength: L.reasonMin, maxLength: L.reasonMax }),
      }),
      answer: Changed,
      message: '已记录',
    },
  },
);

export type AssessRound = ItemOf<typeof financeAssessContract.rounds>;
export type AssessResult = AnswerOf<typeof financeAssessContract.result>;
export type AssessBank = AssessResult['banks'][number];
export type AssessAdjustment = ItemOf<typeof financeAssessContract.adjustments>;
export type RoundInput = InputOf<typeof financeAssessContract.saveRound>;
export type AdjustInput = InputOf<typeof financeAssessContract.adjust>;
