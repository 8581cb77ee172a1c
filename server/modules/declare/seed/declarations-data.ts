import type { DeclareState } from '../../../../common/declare.js';

/** The demo declarations' plan and texts (server/db/seed/declarations.ts writes them). */

export type Kind = 'open' | 'closed' | 'upcoming';

export interface PlannedApplication {
  state: DeclareState;
  /** Index into the park's enterprises (0 = the demo enterprise user's company, when it has one). */
  org: number;
  landing?: number;
  reason?: string;
}

export interface Plan {
  kind: Kind;
  applications: PlannedApplication[];
}

export const DEMO_ORG = 0;

/** Park 1: 6 open, 3 closed, 1 upcoming; applications in every state. */
export const PARK1: Plan[] = [
  {
    kind: 'open',
    applications: [
      { state: 'BACK', org: DEMO_ORG, reason: '申报书未加盖单位公章，请补充盖章页后重新提交' },
      { state: 'TOAUDIT', org: 1 },
      { state: 'TOAUDIT', org: 2 },
      { state: 'TOAUDIT', org: 3 },
      { state: 'TOSUBMIT', org: 4 },
    ],
  },
  {
    kind: 'open',
    applications: [
      { state: 'TOAUDIT', org: DEMO_ORG },
      { state: 'TOAUDIT', org: 5 },
      { state: 'PASS', org: 6 },
      { state: 'FAIL', org: 7, reason: '近三年研发费用占比未达到申报条件' },
      { state: 'BACK', org: 8, reason: '财务审计报告缺少附注页，请补充' },
    ],
  },
  { kind: 'open', applications: [{ state: 'TOAUDIT', org: 9 }, { state: 'TOSUBMIT', org: 10 }] },
  { kind: 'open', applications: [{ state: 'TOAUDIT', org: 11 }] },
  { kind: 'open', applications: [] },
  { kind: 'open', applications: [] },
  {
    kind: 'closed',
    applications: [
      { state: 'PASS', org: DEMO_ORG, landing: 50 },
      { state: 'PASS', org: 1, landing: 30 },
      { state: 'PASS', org: 2, landing: 20 },
      { state: 'PASS', org: 3 },
      { state: 'FAIL', org: 4, reason: '企业注册地不在园区范围内' },
    ],
  },
  {
    kind: 'closed',
    applications: [
      { state: 'PASS', org: 5, landing: 80 },
      { state: 'PASS', org: 6, landing: 45.5 },
      { state: 'FAIL', org: 7, reason: '申报项目与支持方向不符' },
      { state: 'TOSUBMIT', org: 9 },
    ],
  },
  { kind: 'closed', applications: [{ state: 'PASS', org: 8, landing: 12 }] },
  { kind: 'upcoming', applications: [] },
];

/** Park 2: one open, one closed. */
export const PARK2: Plan[] = [
  { kind: 'open', applications: [{ state: 'TOAUDIT', org: 0 }, { state: 'BACK', org: 1, reason: '请补充人才学历证明' }] },
  { kind: 'closed', applications: [{ state: 'PASS', org: 2, landing: 100 }] },
];

export const MATERIALS = [
  { name: '项目申报书', required: 1, types: 'pdf,word', note: '按通知附件格式填写，加盖单位公章' },
  { name: '营业执照', required: 1, types: 'image,pdf', note: '副本复印件加盖公章' },
  { name: '上年度财务审计报告', required: 1, types: 'pdf', note: '含资产负债表、利润表及附注' },
  { name: '知识产权证明', required: 0, types: 'pdf,image,zip', note: '专利证书、软件著作权登记证书等' },
  { name: '其他佐证材料', required: 0, types: 'pdf,image,zip,excel', note: '' },
];

export const PROJECTS: ReadonlyArray<readonly [string, string]> = [
  ['工业视觉缺陷检测平台研发及产业化', '面向电子制造产线研发基于深度学习的视觉缺陷检测平台，检测准确率达99.2%，已在三家客户产线部署。'],
  ['智能网联汽车边缘计算终端研发', '研发车路协同边缘计算终端，支持多源传感数据实时融合，计划年产能5万台。'],
  ['高端医疗影像设备关键部件国产化', '攻关医用探测器关键部件，替代进口产品，降低整机成本约30%。'],
  ['企业数字化转型与智能工厂建设', '建设覆盖生产、仓储、质检的智能工厂系统，生产效率提升25%以上。'],
  ['新型储能电池管理系统研发', '研发储能电站电池管理系统，实现电芯级均衡与热失控预警。'],
  ['工业互联网平台应用推广', '建设面向中小制造企业的工业互联网平台，已接入设备1200余台。'],
  ['射频前端芯片研发', '研发5G射频前端芯片，完成流片验证，性能指标达到国际同类产品水平。'],
  ['生物医药创新药临床前研究', '开展一类创新药临床前药效及安全性评价，计划年内申报临床试验。'],
];

export const CONTACTS = ['王磊', '陈静怡', '刘洋', '赵敏', '孙浩', '周婷', '吴强', '郑雪', '冯涛', '何丽', '许晨', '朱琳'];
