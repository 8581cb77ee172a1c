import { Type, type TProperties } from 'typebox';
import { DateText, Nullable, SearchText, selectedIds } from '../contract/atoms.js';
import { FILE } from '../contract/endpoint.js';
import { statesOf } from '../publish/lifecycle.js';
import { PRODUCT_LIFECYCLE } from './lifecycle.js';
import {
  CASE_STATUSES,
  CASE_STEP_NAMES,
  ORG_STATUSES,
  PHONE_PATTERN,
  PRICE_MODES,
  SERVICE_CATEGORIES,
  SERVICE_LIMITS as L,
} from './rules.js';

/** The shapes of the service contracts (contract.ts, apply/, require/, survey/). */

export const CategorySchema = Type.Enum([...SERVICE_CATEGORIES], { title: '服务类别' });
export const CategoryFilter = Type.Optional(Type.Enum(['', ...SERVICE_CATEGORIES], { title: '服务类别', description: '空表示全部' }));
export const ProductStateSchema = Type.Enum([...statesOf(PRODUCT_LIFECYCLE)], { description: 'CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过' });
export const OrgStatusSchema = Type.Enum([...ORG_STATUSES], { title: '服务状态', description: 'ACTIVE 正常服务 / SUSPENDED 暂停服务' });
export const CaseStatusSchema = Type.Enum([...CASE_STATUSES], { title: '状态' });
export const CaseStatusFilter = Type.Optional(Type.Enum(['', ...CASE_STATUSES], { title: '状态', description: '空表示全部' }));
export const CaseStepSchema = Type.Enum([...CASE_STEP_NAMES], { title: '办理动作' });
export const Phone = Type.String({ title: '联系电话', pattern: PHONE_PATTERN });
export const ContactName = Type.String({ title: '联系人', minLength: 1, maxLength: L.contactMax });
export const Note = (title = '说明') => Type.String({ title, maxLength: L.noteMax });

export const CaseCounts = Type.Object({
  TOAUDIT: Type.Integer(),
  AUDITING: Type.Integer(),
  PASS: Type.Integer(),
  BACK: Type.Integer(),
  total: Type.Integer(),
});

/** A service organisation as the operators list it: its profile and how it serves. */
export const OrgRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  simpleName: Type.String(),
  kind: Type.String({ description: '机构类别（认证时登记）' }),
  categories: Type.Array(Type.String()),
  qualification: Type.String({ description: '资质，一行一项' }),
  status: OrgStatusSchema,
  statusLabel: Type.String(),
  products: Type.Integer({ description: '已发布的服务产品数' }),
  applies: Type.Integer({ description: '收到的服务申请数' }),
  finished: Type.Integer({ description: '已完成的服务申请数' }),
  rating: Nullable(Type.Number({ description: '平均满意度（1–5）' })),
  ratings: Type.Integer({ description: '评价条数' }),
  users: Type.Integer({ description: '机构用户数' }),
});

export const OrgUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String({ description: '运营人员可见完整号码' }),
  position: Type.String(),
  status: Type.String(),
  createdAt: Type.String(),
});

export const OrgDetail = Type.Object({
  ...OrgRow.properties,
  intro: Type.String(),
  address: Type.String(),
  legalPerson: Type.String(),
  contactPhone: Type.String(),
  creditCode: Type.String(),
  suspendReason: Type.String(),
  users: Type.Array(OrgUser),
  userCount: Type.Integer(),
});

/** What an enterprise reads of a service organisation (/user/serviceInnovatePortrait/{id}). */
export const OrgPortrait = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.String(),
  intro: Type.String(),
  categories: Type.Array(Type.String()),
  qualification: Type.String(),
  status: OrgStatusSchema,
  products: Type.Integer(),
  applies: Type.Integer(),
  finished: Type.Integer(),
  served: Type.Integer({ description: '服务过的企业数' }),
  rating: Nullable(Type.Number()),
  ratings: Type.Integer(),
  stars: Type.Array(Type.Object({ stars: Type.Integer(), count: Type.Integer() })),
  comments: Type.Array(Type.Object({ orgName: Type.String(), rating: Type.Integer(), comment: Type.String(), at: Type.String(), product: Type.String() })),
});

export const productFields = {
  title: Type.String({ title: '产品名称', minLength: L.titleMin, maxLength: L.titleMax }),
  category: CategorySchema,
  summary: Type.String({ title: '服务内容', minLength: L.textMin, maxLength: L.textMax }),
  priceMode: Type.Enum([...PRICE_MODES], { title: '收费方式' }),
  price: Type.String({ title: '价格说明', maxLength: 40 }),
  period: Type.String({ title: '服务周期', maxLength: 40 }),
  contactName: ContactName,
  contactPhone: Phone,
};
export const ProductBody = Type.Object({ id: Type.Optional(Type.Integer({ title: '编号', minimum: 1 })), ...productFields });

export const PublicProduct = Type.Object({
  id: Type.Integer(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  title: Type.String(),
  category: Type.String(),
  summary: Type.String(),
  priceMode: Type.String(),
  price: Type.String(),
  period: Type.String(),
  applies: Type.Integer(),
  rating: Nullable(Type.Number()),
  publishedAt: Nullable(Type.String()),
});

export const ManagedProduct = Type.Object({
  ...PublicProduct.properties,
  status: ProductStateSchema,
  reason: Type.String(),
  contactName: Type.String(),
  contactPhone: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

/** One step of an application's or a requirement's trail: who, when, what, the note. */
export const CaseStepRow = Type.Object({
  step: Type.String(),
  label: Type.String(),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  note: Type.String(),
  actorName: Type.String(),
  side: Type.String({ description: '企业 / 服务机构 / 园区' }),
  at: Type.String(),
});

/** An application's or a requirement's status after a write. */
export const CaseChanged = Type.Object({ id: Type.Integer(), status: CaseStatusSchema });

/** The service desk's filters of a case list (applications, requirements) and of its export. */
export const caseFilters = {
  status: CaseStatusFilter,
  category: CategoryFilter,
  search: Type.Optional(SearchText()),
  from: Type.Optional(DateText('日期起')),
  to: Type.Optional(DateText('日期止')),
};

/** 企业服务画像 (/user/orgPortrait/{id}): an enterprise as the service side sees it. */
const PortraitCase = { id: Type.Integer(), title: Type.String(), category: Type.String(), status: CaseStatusSchema, statusLabel: Type.String(), createdAt: Type.String() };
const partner = Type.String({ description: '服务机构：申请的受理机构，需求选定的机构（未选定为空）' });
export const EnterprisePortrait = Type.Object({
  profile: Type.Object({ id: Type.Integer(), name: Type.String(), industry: Type.String(), category: Type.String({ description: '企业类别，空为无' }) }),
  scope: Type.Enum(['ALL', 'MINE'], { description: 'ALL 全部（企业自己与园区）/ MINE 仅与本服务机构相关的记录' }),
  applyCounts: CaseCounts,
  applies: Type.Array(Type.Object({ ...PortraitCase, partner, rating: Nullable(Type.Integer()) })),
  requireCounts: CaseCounts,
  requires: Type.Array(Type.Object({ ...PortraitCase, partner, answers: Type.Integer() })),
  rating: Nullable(Type.Number({ description: '该企业给出的平均评价（1–5）' })),
  ratings: Type.Array(Type.Object({ provider: Type.String(), product: Type.String(), rating: Type.Integer(), comment: Type.String(), at: Type.String() })),
});

/**
 * The service desk's status counts and .xlsx ledger of a case kind (applications, requirements):
 * both under service.apply; the export takes its list's filters (paging ignored) or the selected ids.
 */
export function caseDeskEndpoints<const P extends string, F extends TProperties>(base: P, kind: { noun: string; ledger: string; selected: string; filters: F }) {
  return {
    counts: { method: 'GET', path: `${base}/counts`, access: 'operator', permission: 'service.apply', summary: `各状态的${kind.noun}数（运营）`, answer: CaseCounts },
    export: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: `${base}/export`,
      access: 'operator',
      permission: 'service.apply',
      summary: `导出${kind.ledger}（运营）`,
      description: `条件同 ${base}/list（忽略分页），文件名 ${kind.ledger}-YYYYMMDD.xlsx；给出 ids 时只导出所选。`,
      body: Type.Object({ ...kind.filters, ids: selectedIds(kind.selected) }),
      answer: FILE,
    },
  } as const;
}
