import type { Guarantee, InstitutionKind, LoanType } from '../../../../common/finance/rules.js';

/** The demo's institutions and products: names a park's finance desk really lists. */

export interface DemoInstitution {
  name: string;
  kind: InstitutionKind;
  intro: string;
  contact: string;
}

export interface DemoProduct {
  institution: number;
  name: string;
  loanType: LoanType;
  amount: [number, number];
  rate: [number, number];
  term: [number, number];
  guarantee: Guarantee;
  eligibility: string;
}

export const INSTITUTIONS: Record<number, readonly DemoInstitution[]> = {
  1: [
    { name: '杭州银行科技支行', kind: '银行', intro: '专注服务科技型中小企业的科技特色支行。', contact: '周立群' },
    { name: '中国工商银行高新区支行', kind: '银行', intro: '提供普惠小微贷款与供应链融资服务。', contact: '陈思远' },
    { name: '浙商银行滨江支行', kind: '银行', intro: '以“人才银行”“科创银行”服务园区企业。', contact: '沈佳怡' },
    { name: '杭州高新融资担保有限公司', kind: '担保机构', intro: '政府性融资担保机构，为小微企业增信。', contact: '吴俊峰' },
    { name: '宁波银行杭州分行', kind: '银行', intro: '“科创贷”“积分贷”等线上信用产品。', contact: '郑晓燕' },
    { name: '浙江中新力合小额贷款公司', kind: '小额贷款公司', intro: '短期周转类小额贷款，放款快。', contact: '孙浩' },
  ],
  2: [
    { name: '苏州银行工业园区支行', kind: '银行', intro: '服务园区生物医药与纳米技术企业。', contact: '顾晓明' },
    { name: '中国建设银行苏州分行', kind: '银行', intro: '“善新贷”“科技云贷”等科技金融产品。', contact: '钱丽华' },
    { name: '苏州市融资再担保有限公司', kind: '担保机构', intro: '为科技型企业提供融资担保。', contact: '朱建平' },
    { name: '江苏银行苏州分行', kind: '银行', intro: '“苏科贷”合作银行。', contact: '许文静' },
  ],
};

const COND = {
  tech: '园区内注册满一年的科技型中小企业，近一年纳税正常，无不良信用记录。',
  ip: '拥有有效发明专利或实用新型专利，专利权属清晰、无质押。',
  score: '创新积分达到 60 分及以上的园区企业，按积分给予授信额度。',
  supply: '为核心企业供货满一年，持有未到期的应收账款或订单。',
  general: '依法注册经营，企业及实际控制人信用良好。',
};

export const PRODUCTS: Record<number, readonly DemoProduct[]> = {
  1: [
    { institution: 0, name: '科易贷', loanType: '信用贷', amount: [50, 500], rate: [345, 420], term: [6, 36], guarantee: '信用', eligibility: COND.tech },
    { institution: 0, name: '知识产权质押贷', loanType: '知识产权质押贷', amount: [100, 1000], rate: [360, 450], term: [12, 36], guarantee: '质押', eligibility: COND.ip },
    { institution: 4, name: '创新积分贷', loanType: '积分贷', amount: [50, 300], rate: [330, 385], term: [6, 24], guarantee: '信用', eligibility: COND.score },
    { institution: 1, name: '经营快贷', loanType: '信用贷', amount: [10, 200], rate: [365, 435], term: [3, 12], guarantee: '信用', eligibility: COND.general },
    { institution: 1, name: '小微企业厂房按揭', loanType: '抵押贷', amount: [300, 3000], rate: [395, 480], term: [36, 120], guarantee: '抵押', eligibility: COND.general },
    { institution: 2, name: '人才银行·人才贷', loanType: '信用贷', amount: [100, 1000], rate: [350, 430], term: [12, 36], guarantee: '信用', eligibility: '创始人或核心团队入选省级以上人才计划的园区企业。' },
    { institution: 2, name: '订单融资', loanType: '订单贷', amount: [50, 800], rate: [380, 460], term: [3, 12], guarantee: '保证', eligibility: COND.supply },
    { institution: 3, name: '担保增信贷', loanType: '担保贷', amount: [100, 1000], rate: [420, 520], term: [12, 36], guarantee: '政府性融资担保', eligibility: COND.tech },
    { institution: 4, name: '科创贷', loanType: '信用贷', amount: [50, 500], rate: [340, 410], term: [12, 36], guarantee: '信用', eligibility: COND.tech },
    { institution: 5, name: '周转通', loanType: '信用贷', amount: [10, 100], rate: [600, 900], term: [1, 12], guarantee: '保证', eligibility: COND.general },
    { institution: 0, name: '科技成果转化贷', loanType: '信用贷', amount: [100, 800], rate: [350, 420], term: [12, 36], guarantee: '信用', eligibility: '有科技成果转化项目并已签订转化合同的企业。' },
    { institution: 1, name: '专精特新贷', loanType: '信用贷', amount: [200, 2000], rate: [330, 400], term: [12, 36], guarantee: '信用', eligibility: '获评专精特新中小企业的园区企业。' },
    { institution: 2, name: '设备按揭贷', loanType: '抵押贷', amount: [100, 1500], rate: [400, 500], term: [12, 60], guarantee: '抵押', eligibility: '购置生产设备并以设备抵押的企业。' },
    { institution: 3, name: '首贷担保', loanType: '担保贷', amount: [50, 300], rate: [400, 480], term: [12, 24], guarantee: '政府性融资担保', eligibility: '从未获得过银行贷款的园区小微企业。' },
  ],
  2: [
    { institution: 0, name: '苏科贷', loanType: '信用贷', amount: [100, 1000], rate: [350, 430], term: [12, 36], guarantee: '信用', eligibility: COND.tech },
    { institution: 1, name: '善新贷', loanType: '信用贷', amount: [50, 500], rate: [345, 415], term: [6, 36], guarantee: '信用', eligibility: COND.tech },
    { institution: 1, name: '科技云贷', loanType: '积分贷', amount: [30, 300], rate: [330, 390], term: [6, 24], guarantee: '信用', eligibility: COND.score },
    { institution: 2, name: '科技担保贷', loanType: '担保贷', amount: [100, 800], rate: [420, 500], term: [12, 36], guarantee: '政府性融资担保', eligibility: COND.tech },
    { institution: 3, name: '知识产权融资', loanType: '知识产权质押贷', amount: [100, 1000], rate: [360, 440], term: [12, 36], guarantee: '质押', eligibility: COND.ip },
    { institution: 0, name: '生物医药研发贷', loanType: '信用贷', amount: [200, 2000], rate: [350, 420], term: [12, 48], guarantee: '信用', eligibility: '从事生物医药研发且有在研管线的园区企业。' },
    { institution: 3, name: '订单快贷', loanType: '订单贷', amount: [50, 500], rate: [380, 450], term: [3, 12], guarantee: '保证', eligibility: COND.supply },
  ],
};

export const PURPOSES = ['采购原材料', '研发投入', '支付员工薪酬', '扩大生产线', '购置研发设备', '补充流动资金', '厂房装修', '市场推广'] as const;
export const DECLINE_NOTES = ['企业近一年纳税额不满足产品条件', '企业已在其他银行获得授信，暂无需求', '实际控制人征信存在逾期记录', '企业无法提供所需的抵押物'] as const;
export const FOLLOW_NOTES = ['已转银行客户经理对接，约定上门尽调', '已联系企业财务负责人，收集材料中', '银行已受理，进入审批流程'] as const;
export const RETURN_REASON = '利率区间与银行最新公布的不一致，请核实后重新提交';
