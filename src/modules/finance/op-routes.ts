import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { OP_BANK_DATA, OP_LOAN_DETAIL_PATTERN, OP_LOAN_RECORD, OP_ORG_LOANS, OP_PRODUCT_EDIT } from './paths';

const loans = routesOf('op-finance', { permission: 'finance.loan' });
const data = routesOf('op-finance', { permission: 'finance.manage' });
const GROUP = '银行评估与贷款';

/** 金融超市: the operators' institutions and products, and the loan ledger with its follow-up (SPEC §2). */
export const routes: RouteEntry[] = [
  data.inMenu(GROUP, 10)(OP_BANK_DATA, '金融机构与产品', () => import('./pages/op-bank-data-page')),
  data.operator(OP_PRODUCT_EDIT, '录入金融产品', () => import('./pages/op-product-edit-page'), { parent: OP_BANK_DATA }),
  loans.inMenu(GROUP, 20)(OP_LOAN_RECORD, '贷款申请记录', () => import('./pages/op-loan-record-page')),
  loans.operator(OP_LOAN_DETAIL_PATTERN, '贷款申请跟进', () => import('./pages/op-loan-detail-page'), {
    parent: OP_LOAN_RECORD,
    sample: { list: '/api/dpboot/finance/loan/list?size=1&sysid=1' },
  }),
  loans.inMenu(GROUP, 30)(OP_ORG_LOANS, '企业贷款记录', () => import('./pages/op-org-loans-page')),
];
