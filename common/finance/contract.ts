import { Type } from 'typebox';
import { DateText, IdParams, pageOf, paging, SearchText, selectedIds } from '../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type InputOf, type ItemOf } from '../contract/endpoint.js';
import { batchEndpoint, countsEndpoint, historyEndpoint, transitionEndpoint } from '../publish/contract.js';
import { PRODUCT_LIFECYCLE } from './lifecycle.js';
import { LOAN_STATUSES, LOAN_TYPES, NEED_STATUSES } from './rules.js';
import * as S from './schemas.js';

/**
 * 金融超市 (SPEC §2 /supermarket, /user/myFinance, /user/finance, /op/bankDataManage,
 * /op/bankLoanRecord, /op/orgLoanRecord): the park's institutions and their products, enterprises'
 * loan applications with every step, and their financing needs. Amounts in 万元, rates in 0.01 %
 * (rules.ts). Visitors never see an institution's contacts; an enterprise sees only its own
 * applications and needs.
 */

export * from './rules.js';
export { PRODUCT_LIFECYCLE };

const M = 'finance.manage';
const LOAN = 'finance.loan';

const monthFilter = {
  from: Type.Optional(DateText('申请日期起')),
  to: Type.Optional(DateText('申请日期止')),
};
const loanFilters = {
  status: Type.Optional(Type.Enum(['', ...LOAN_STATUSES], { title: '状态', description: '空表示全部' })),
  institutionId: Type.Optional(Type.Integer({ title: '金融机构', minimum: 1 })),
  orgId: Type.Optional(Type.Integer({ title: '企业', minimum: 1 })),
  search: Type.Optional(SearchText()),
  ...monthFilter,
};
const OptionalNote = Type.Object({ note: Type.Optional(S.StepNote(false)) });
const RequiredNote = Type.Object({ note: S.StepNote(true) });
const Changed = Type.Object({ id: Type.Integer(), status: S.LoanStatusSchema });
const countsOf = Type.Object({
  TOAUDIT: Type.Integer(),
  AUDITING: Type.Integer(),
  PASS: Type.Integer(),
  BACK: Type.Integer(),
  total: Type.Integer(),
});

export const financeContract = defineContract(
  { base: 'dpboot', tag: 'finance', module: '金融超市' },
  {
    institutions: {
      method: 'GET',
      path: 'finance/institution/list',
      access: 'public',
      summary: '金融机构（公开）',
      description: '本园区的银行与金融机构及其已发布的产品数；不含联系人与电话。',
      answer: Type.Array(S.PublicInstitution),
    },
    products: {
      method: 'GET',
      path: 'finance/product/list',
      access: 'public',
      summary: '已发布的金融产品（公开）',
      description: '按贷款类型、机构、关键词和可贷金额筛选；最新发布在前。',
      query: Type.Object({
        loanType: Type.Optional(Type.Enum(['', ...LOAN_TYPES], { title: '贷款类型' })),
        institutionId: Type.Optional(Type.Integer({ title: '金融机构', minimum: 1 })),
        amount: Type.Optional(Type.Integer({ title: '需要金额（万元）', minimum: 1 })),
        search: Type.Optional(SearchText()),
        ...paging,
      }),
      answer: pageOf(S.PublicProduct),
    },
    product: {
      method: 'GET',
      path: 'finance/product/detail/:id',
      access: 'public',
      summary: '金融产品详情（公开，仅已发布）',
      params: IdParams,
      answer: S.ProductDetail,
    },
    apply: {
      method: 'POST',
      path: 'finance/loan/apply',
      access: 'login',
      summary: '申请贷款（认证企业的用户）',
      description: '对已发布的产品提交申请，状态为待处理；金额须在产品额度内，期限须在产品期限内。',
      body: S.ApplyInput,
      answer: Changed,
      message: '申请已提交',
    },
    myLoans: {
      method: 'GET',
      path: 'finance/loan/mine',
      access: 'login',
      summary: '我的贷款申请（本企业）',
      query: Type.Object({ status: loanFilters.status, ...paging }),
      answer: pageOf(S.LoanItem),
    },
    loan: {
      method: 'GET',
      path: 'finance/loan/detail/:id',
      access: 'login',
      summary: '贷款申请详情与每一步的办理记录',
      description: '申请企业的用户与持有“贷款申请跟进”权限的运营人员可看；其他人为不存在。',
      params: IdParams,
      answer: S.LoanDetail,
    },
    myNeeds: {
      method: 'GET',
      path: 'finance/need/mine',
      access: 'login',
      summary: '我的融资需求（本企业）',
      query: Type.Object({ ...paging }),
      answer: pageOf(S.NeedItem),
    },
    myNeed: {
      method: 'GET',
      path: 'finance/need/mine/:id',
      access: 'login',
      summary: '我的一条融资需求（本企业，修改时读取）',
      params: IdParams,
      answer: S.NeedItem,
    },
    saveNeed: {
      method: 'POST',
      path: 'finance/need/save',
      access: 'login',
      summary: '发布或修改融资需求（认证企业的用户）',
      description: '无 id 为新增；修改仅限本企业对接中的需求。',
      body: Type.Object({ id: Type.Optional(Type.Integer({ title: '需求编号', minimum: 1 })), ...S.NeedFields }),
      answer: Type.Object({ id: Type.Integer() }),
      message: '保存成功',
    },
    closeNeed: {
      method: 'POST',
      path: 'finance/need/close/:id',
      access: 'login',
      summary: '关闭融资需求（本企业）',
      params: IdParams,
      answer: Type.Object({ id: Type.Integer(), status: S.NeedStatusSchema }),
      message: '已关闭',
    },
    needs: {
      method: 'GET',
      path: 'finance/need/list',
      access: 'operator',
      permission: LOAN,
      summary: '企业融资需求（运营）',
      dataScope: { none: '融资需求由企业发布，面向全园区的金融机构对接，不归属某个经办人' },
      query: Type.Object({ status: Type.Optional(Type.Enum(['', ...NEED_STATUSES], { title: '状态' })), search: Type.Optional(SearchText()), ...paging }),
      answer: pageOf(S.NeedItem),
    },
    manageInstitutions: {
      method: 'GET',
      path: 'finance/institution/manage',
      access: 'operator',
      permission: M,
      summary: '金融机构管理列表（运营）',
      dataScope: { none: '金融机构是全园区共用的名录，不归属某个经办人' },
      query: Type.Object({ search: Type.Optional(SearchText()), ...paging }),
      answer: pageOf(S.ManagedInstitution),
    },
    saveInstitution: {
      method: 'POST',
      path: 'finance/institution/save',
      access: 'operator',
      permission: M,
      summary: '新增或修改金融机构（运营）',
      body: S.InstitutionInput,
      answer: Type.Object({ id: Type.Integer() }),
      message: '保存成功',
    },
    manageProducts: {
      method: 'GET',
      path: 'finance/product/manage',
      access: 'operator',
      permission: M,
      summary: '金融产品管理列表（运营）',
      dataScope: { none: '金融产品是全园区共用的目录，按机构而非经办人管理' },
      query: Type.Object({
        status: Type.Optional(Type.Enum(['', 'CHECK', 'JOINT', 'CANCEL'], { title: '发布状态' })),
        institutionId: Type.Optional(Type.Integer({ title: '金融机构', minimum: 1 })),
        search: Type.Optional(SearchText()),
        ...paging,
      }),
      answer: pageOf(S.ManagedProduct),
    },
    manageProduct: {
      method: 'GET',
      path: 'finance/product/manage/:id',
      access: 'operator',
      permission: M,
      summary: '金融产品详情（运营，任何状态）',
      params: IdParams,
      answer: S.ManagedProduct,
    },
    saveProduct: {
      method: 'POST',
      path: 'finance/product/save',
      access: 'operator',
      permission: M,
      summary: '录入或修改金融产品（运营）',
      description: '无 id 为录入；保存后为待审核，已发布的产品修改后回到待审核。额度、利率、期限的下限不得高于上限。',
      body: Type.Object({
        id: Type.Optional(Type.Integer({ title: '产品编号', minimum: 1 })),
        institutionId: Type.Integer({ title: '金融机构', minimum: 1 }),
        ...S.ProductFields,
      }),
      answer: Type.Object({ id: Type.Integer(), status: S.ProductStatusSchema }),
      message: '保存成功',
    },
    productCounts: countsEndpoint(PRODUCT_LIFECYCLE, { path: 'finance/product/counts', permission: M, summary: '各发布状态的金融产品数（运营）' }),
    publishProduct: transitionEndpoint(PRODUCT_LIFECYCLE, 'PUBLISH', { path: 'finance/product/publish/:id', permission: M, summary: '发布金融产品（运营）', message: '发布成功' }),
    rejectProduct: transitionEndpoint(PRODUCT_LIFECYCLE, 'REJECT', { path: 'finance/product/reject/:id', permission: M, summary: '金融产品审核不通过（运营）', message: '已退回' }),
    offlineProduct: transitionEndpoint(PRODUCT_LIFECYCLE, 'OFFLINE', { path: 'finance/product/offline/:id', permission: M, summary: '下架金融产品（运营）', message: '已下架' }),
    removeProduct: transitionEndpoint(PRODUCT_LIFECYCLE, 'DELETE', { path: 'finance/product/delete/:id', permission: M, summary: '删除未发布的金融产品（运营）', message: '删除成功' }),
    batchProducts: batchEndpoint(PRODUCT_LIFECYCLE, { path: 'finance/product/batch', permission: M, summary: '批量发布、退回、下架或删除金融产品（运营）' }),
    productHistory: historyEndpoint({ path: 'finance/product/history/:id', permission: M, summary: '金融产品的审核发布记录（运营）' }),
    loans: {
      method: 'GET',
      path: 'finance/loan/list',
      access: 'operator',
      permission: LOAN,
      summary: '贷款申请记录（运营）',
      description: '按状态、机构、企业、关键词（企业名称、产品名称）与申请日期筛选；最新申请在前。',
      dataScope: { none: '贷款申请由企业提交给金融机构，园区按机构跟进，不归属某个经办人' },
      query: Type.Object({ ...loanFilters, ...paging }),
      answer: pageOf(S.LoanItem),
    },
    loanCounts: {
      method: 'GET',
      path: 'finance/loan/counts',
      access: 'operator',
      permission: LOAN,
      summary: '各状态的贷款申请数（运营）',
      query: Type.Object({ institutionId: loanFilters.institutionId }),
      answer: countsOf,
    },
    follow: {
      method: 'POST',
      path: 'finance/loan/follow/:id',
      access: 'operator',
      permission: LOAN,
      summary: '跟进贷款申请（运营）',
      description: '待处理 → 跟进中，说明可选；申请企业收到消息。',
      params: IdParams,
      body: OptionalNote,
      answer: Changed,
      message: '已跟进',
    },
    grant: {
      method: 'POST',
      path: 'finance/loan/grant/:id',
      access: 'operator',
      permission: LOAN,
      summary: '登记放款（运营）',
      description: '跟进中 → 放款完成，登记放款金额与日期；申请企业收到消息。',
      params: IdParams,
      body: S.GrantInput,
      answer: Changed,
      message: '已登记放款',
    },
    decline: {
      method: 'POST',
      path: 'finance/loan/decline/:id',
      access: 'operator',
      permission: LOAN,
      summary: '不跟进贷款申请（运营）',
      description: '待处理或跟进中 → 不跟进，须写明原因（2–200 字）；申请企业收到消息。',
      params: IdParams,
      body: RequiredNote,
      answer: Changed,
      message: '已标记为不跟进',
    },
    exportLoans: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: 'finance/loan/export',
      access: 'operator',
      permission: LOAN,
      summary: '导出贷款申请记录（运营）',
      description: '条件同 finance/loan/list（忽略分页），导出为 .xlsx，文件名 贷款申请记录-YYYYMMDD.xlsx；给出 ids 时只导出所选。',
      body: Type.Object({ ...loanFilters, ids: selectedIds('所选申请') }),
      answer: FILE,
    },
    orgLoans: {
      method: 'GET',
      path: 'finance/loan/by-org',
      access: 'operator',
      permission: LOAN,
      summary: '按企业汇总的贷款记录（运营）',
      description: '每家申请过贷款的企业：申请笔数、放款笔数与金额、在办笔数；放款总额高的在前。',
      dataScope: { none: '按企业汇总全园区的贷款申请' },
      query: Type.Object({ search: Type.Optional(SearchText()), ...monthFilter, ...paging }),
      answer: pageOf(S.OrgLoanRow),
    },
  },
);

export type PublicInstitution = AnswerOf<typeof financeContract.institutions>[number];
export type PublicProduct = ItemOf<typeof financeContract.products>;
export type ProductDetail = AnswerOf<typeof financeContract.product>;
export type ManagedProduct = ItemOf<typeof financeContract.manageProducts>;
export type ManagedInstitution = ItemOf<typeof financeContract.manageInstitutions>;
export type LoanItem = ItemOf<typeof financeContract.loans>;
export type LoanDetail = AnswerOf<typeof financeContract.loan>;
export type NeedItem = ItemOf<typeof financeContract.needs>;
export type ApplyInput = InputOf<typeof financeContract.apply>;
export type ProductInput = InputOf<typeof financeContract.saveProduct>;
export type InstitutionInput = InputOf<typeof financeContract.saveInstitution>;
export type NeedInput = InputOf<typeof financeContract.saveNeed>;
export type LoanFilters = InputOf<typeof financeContract.loans>;
export type OrgLoanRow = ItemOf<typeof financeContract.orgLoans>;
