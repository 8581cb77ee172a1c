/** The finance supermarket's app paths (SPEC §2). */
export const SUPERMARKET_LIST = '/supermarket/list';
export const CREDIT = '/supermarket/credit';
export const SC_FINANCE = '/sc/finance';
export const PRODUCT_DETAIL_PATTERN = '/supermarket/detail/:id';
export const APPLY_PATTERN = '/supermarket/apply/:id';
export const MY_FINANCE = '/user/myFinance';
export const LOAN_DETAIL_PATTERN = '/user/audit/detail/:id';
export const MY_NEEDS = '/user/finance';
export const NEED_EDIT = '/user/financeEdit';
export const OP_BANK_DATA = '/op/bankDataManage';
export const OP_LOAN_RECORD = '/op/bankLoanRecord';
export const OP_LOAN_DETAIL_PATTERN = '/op/bankLoanRecord/detail/:id';
export const OP_ORG_LOANS = '/op/orgLoanRecord';
export const OP_PRODUCT_EDIT = '/op/bankDataManage/product';
export const productEditPath = (id: number) => `${OP_PRODUCT_EDIT}?id=${String(id)}`;

export const productDetailPath = (id: number) => `/supermarket/detail/${String(id)}`;
export const applyPath = (id: number) => `/supermarket/apply/${String(id)}`;
export const loanDetailPath = (id: number) => `/user/audit/detail/${String(id)}`;
export const opLoanDetailPath = (id: number) => `/op/bankLoanRecord/detail/${String(id)}`;
export const needEditPath = (id?: number) => (id === undefined ? NEED_EDIT : `${NEED_EDIT}?id=${String(id)}`);
export const opLoansOfOrg = (orgId: number) => `${OP_LOAN_RECORD}?orgId=${String(orgId)}`;
