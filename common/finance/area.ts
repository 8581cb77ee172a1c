import { defineArea } from '../contract/area.js';

/** 金融超市 and bank assessment: what the area declares about itself (common/contract/area.ts). */
export const financeArea = defineArea({
  name: 'finance',
  permissions: {
    'finance.manage': { label: '金融机构与金融产品（录入、发布、下架）', group: '银行评估与贷款' },
    'finance.loan': { label: '贷款申请跟进与贷款记录', group: '银行评估与贷款' },
    'finance.assess': { label: '银行考核（考核轮次、结果与修正）', group: '银行评估与贷款' },
  },
  topics: { FINANCE: '金融服务' },
  // A new application waits for the finance staff to take it up; a product entered waits to be published.
  waiting: { finance_loans: ['TOAUDIT'], finance_products: ['CHECK'] },
});
