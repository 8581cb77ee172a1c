import { PRICE_MODES, SERVICE_LIMITS as L } from '@common/service/rules';
import { FormView, type FormField } from '@/ui/form-page';
import type { ManagedProduct } from '../api';
import { CATEGORY_OPTIONS } from './cards';

/** The values of the product form (the contract's body without the id). */
export interface ProductValues {
  orgId?: string;
  title: string;
  category: ManagedProduct['category'];
  summary: string;
  priceMode: string;
  price: string;
  period: string;
  contactName: string;
  contactPhone: string;
}

export const PRODUCT_FIELDS: FormField<ProductValues>[] = [
  { name: 'title', label: '产品名称', type: 'text', required: true, min: L.titleMin, max: L.titleMax, placeholder: '如“高新技术企业认定辅导”', group: '服务产品' },
  { name: 'category', label: '服务类别', type: 'picker', required: true, options: CATEGORY_OPTIONS },
  { name: 'summary', label: '服务内容', type: 'textarea', required: true, min: L.textMin, max: L.textMax, rows: 5, placeholder: '服务流程、交付成果、适合哪些企业' },
  { name: 'priceMode', label: '收费方式', type: 'picker', required: true, options: PRICE_MODES.map((m) => ({ label: m, value: m })) },
  { name: 'price', label: '价格说明', type: 'text', max: 40, placeholder: '如“园区企业九折”“园区补贴 50%”' },
  { name: 'period', label: '服务周期', type: 'text', max: 40, placeholder: '如“1 个月”“5–10 个工作日”' },
  { name: 'contactName', label: '联系人', type: 'text', required: true, max: L.contactMax, group: '联系方式（仅园区与申请企业可见）' },
  { name: 'contactPhone', label: '联系电话', type: 'phone', required: true },
];

export const productValues = (p: ManagedProduct): ProductValues => ({
  orgId: String(p.orgId),
  title: p.title,
  category: p.category,
  summary: p.summary,
  priceMode: p.priceMode,
  price: p.price,
  period: p.period,
  contactName: p.contactName,
  contactPhone: p.contactPhone,
});

export const productBody = (v: ProductValues, id?: number) => ({
  ...(id === undefined ? {} : { id }),
  title: v.title,
  category: v.category as never,
  summary: v.summary,
  priceMode: v.priceMode as never,
  price: v.price ?? '',
  period: v.period ?? '',
  contactName: v.contactName,
  contactPhone: v.contactPhone,
});

/** The product form, for the organisation's own screen and the park's 代录. */
export function ProductForm({
  fields = PRODUCT_FIELDS,
  initialValues,
  save,
  done,
  resubmits,
}: {
  fields?: FormField<ProductValues>[];
  initialValues: Partial<ProductValues>;
  save: (v: ProductValues) => Promise<unknown>;
  done: string;
  resubmits: boolean;
}) {
  return (
    <FormView<ProductValues, unknown>
      fields={fields}
      initialValues={{ priceMode: '优惠价', ...initialValues }}
      onSubmit={save}
      submitText={resubmits ? '保存并重新提交审核' : '提交审核'}
      successTo={done}
    />
  );
}
