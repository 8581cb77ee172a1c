import type { ProfileField, QuotaKind, QuotaState } from '../../../../common/policy.js';
import { INDUSTRIES } from '../../../db/seed/industries.js';

/**
 * The demo parks' quota system (指标体系): five quota types, each quota a question of the
 * quick-match questionnaire; some are answered from the organisation record (profileField).
 * Policies' conditions refer to quotas by their key.
 */

export interface DemoQuota {
  key: string;
  name: string;
  kind: QuotaKind;
  unit?: string;
  question: string;
  hint?: string;
  profileField?: ProfileField;
  options?: readonly string[];
  /** Not asked (is_question = 0): only the organisation record answers it. */
  notAsked?: boolean;
  state?: QuotaState;
}

export interface DemoQuotaType {
  name: string;
  quotas: readonly DemoQuota[];
}

const YES_NO = ['是', '否'] as const;

export const DEMO_QUOTA_TYPES: readonly DemoQuotaType[] = [
  {
    name: '基本信息',
    quotas: [
      {
        key: 'industry',
        name: '所属行业',
        kind: 'SINGLE',
        question: '贵单位所属的行业领域是？',
        profileField: 'industry',
        options: INDUSTRIES.map((i) => i.name),
      },
      {
        key: 'inPark',
        name: '注册地在本园区',
        kind: 'SINGLE',
        question: '贵单位的工商注册地和税务征管关系是否在本园区？',
        profileField: 'inPark',
        options: YES_NO,
      },
      {
        key: 'age',
        name: '成立年限',
        kind: 'NUMBER',
        unit: '年',
        question: '贵单位成立至今满几年？',
        profileField: 'setupYears',
      },
      {
        key: 'capital',
        name: '注册资本',
        kind: 'NUMBER',
        unit: '万元',
        question: '贵单位的注册资本是多少万元？',
        profileField: 'registerCapital',
      },
      {
        key: 'scale',
        name: '企业规模',
        kind: 'SINGLE',
        question: '按工信部划型标准，贵单位属于？',
        hint: '依据从业人员、营业收入和资产总额划分',
        options: ['大型企业', '中型企业', '小型企业', '微型企业'],
      },
    ],
  },
  {
    name: '知识产权',
    quotas: [
      {
        key: 'patents',
        name: '有效发明专利数',
        kind: 'NUMBER',
        unit: '件',
        question: '贵单位拥有的有效发明专利数量？',
        hint: '含独占许可的发明专利',
      },
      {
        key: 'otherIp',
        name: '其他知识产权数',
        kind: 'NUMBER',
        unit: '件',
        question: '贵单位拥有的实用新型、软件著作权、集成电路布图设计等数量合计？',
      },
      {
        key: 'pct',
        name: 'PCT国际专利申请',
        kind: 'SINGLE',
        question: '近三年是否提交过PCT国际专利申请？',
        options: YES_NO,
      },
      {
        key: 'ipms',
        name: '知识产权管理体系认证',
        kind: 'SINGLE',
        question: '是否通过《企业知识产权管理规范》（GB/T 29490）认证？',
        options: YES_NO,
      },
    ],
  },
  {
    name: '研发投入',
    quotas: [
      {
        key: 'rd',
        name: '研发投入占比',
        kind: 'NUMBER',
        unit: '%',
        question: '上年度研发费用占营业收入的比例是多少？',
        hint: '按研发费用加计扣除口径计算',
      },
      {
        key: 'rdStaff',
        name: '研发人员占比',
        kind: 'NUMBER',
        unit: '%',
        question: '研发人员占职工总数的比例是多少？',
      },
      {
        key: 'rdSpend',
        name: '上年度研发投入',
        kind: 'NUMBER',
        unit: '万元',
        question: '上年度研发费用总额是多少万元？',
      },
      {
        key: 'lab',
        name: '省级以上研发机构',
        kind: 'SINGLE',
        question: '是否建有省级及以上企业研究院、企业技术中心或重点实验室？',
        options: YES_NO,
      },
    ],
  },
  {
    name: '资质荣誉',
    quotas: [
      {
        key: 'qual',
        name: '企业资质',
        kind: 'MULTI',
        question: '贵单位已获得以下哪些资质？（可多选，均无可不选）',
        profileField: 'category',
        options: ['高新技术企业', '科技型中小企业', '专精特新企业', '规上企业'],
      },
      {
        key: 'giant',
        name: '专精特新“小巨人”',
        kind: 'SINGLE',
        question: '是否为国家级专精特新“小巨人”企业？',
        options: YES_NO,
      },
      {
        key: 'firstSet',
        name: '首台（套）产品认定',
        kind: 'SINGLE',
        question: '是否有产品通过首台（套）装备或首批次新材料认定？',
        options: YES_NO,
      },
      {
        key: 'env',
        name: '环境信用等级',
        kind: 'SINGLE',
        question: '贵单位的环境信用评价等级是？',
        profileField: 'envRating',
        options: ['A', 'B', 'C', 'D'],
        notAsked: true,
      },
    ],
  },
  {
    name: '经营状况',
    quotas: [
      {
        key: 'revenue',
        name: '上年度营业收入',
        kind: 'NUMBER',
        unit: '万元',
        question: '上年度营业收入是多少万元？',
      },
      {
        key: 'growth',
        name: '营业收入增长率',
        kind: 'NUMBER',
        unit: '%',
        question: '上年度营业收入同比增长率是多少？',
        hint: '下降请填负数',
      },
      {
        key: 'tax',
        name: '上年度纳税总额',
        kind: 'NUMBER',
        unit: '万元',
        question: '上年度在本区缴纳的税收总额是多少万元？',
      },
      { key: 'staff', name: '从业人数', kind: 'NUMBER', unit: '人', question: '目前参保从业人员有多少人？' },
      {
        key: 'credit',
        name: '无严重失信记录',
        kind: 'SINGLE',
        question: '近三年是否无严重失信、重大安全或环保事故记录？',
        options: ['是（无不良记录）', '否（有不良记录）'],
      },
      {
        key: 'overseas',
        name: '海外营收占比',
        kind: 'NUMBER',
        unit: '%',
        question: '上年度境外销售收入占营业收入的比例是多少？',
        state: 'DISABLE',
      },
    ],
  },
];

export type QuotaKey = string;
export const DEMO_QUOTA_COUNT = DEMO_QUOTA_TYPES.reduce((n, t) => n + t.quotas.length, 0);
