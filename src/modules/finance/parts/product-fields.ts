import type { FormField } from '@/ui/form-page';
import type { ProductInput } from '@common/finance/contract';
import { FINANCE_LIMITS, GUARANTEES, LOAN_TYPES } from '../api';

/** The product form's values: the contract's input, rates typed as percentages (3.65) rather than 0.01 %. */
export type ProductValues = Omit<ProductInput, 'id' | 'institutionId' | 'rateMin' | 'rateMax'> & {
  institutionId: string;
  rateMin: number;
  rateMax: number;
};

const { nameMax, textMax, amountMax, rateMax, termMax } = FINANCE_LIMITS;
const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }));
const wan = (name: 'amountMin' | 'amountMax', label: string): FormField<ProductValues> => ({ name, label, type: 'number', required: true, min: 1, max: amountMax, integer: true, unit: '万元' });
const rate = (name: 'rateMin' | 'rateMax', label: string): FormField<ProductValues> => ({ name, label, type: 'number', required: true, min: 0, max: rateMax / 100, unit: '%' });
const months = (name: 'termMin' | 'termMax', label: string): FormField<ProductValues> => ({ name, label, type: 'number', required: true, min: 1, max: termMax, integer: true, unit: '个月' });

export function productFields(institutions: Array<{ id: number; name: string }>): FormField<ProductValues>[] {
  return [
    { name: 'institutionId', label: '金融机构', type: 'select', required: true, options: institutions.map((i) => ({ label: i.name, value: String(i.id) })) },
    { name: 'name', label: '产品名称', type: 'text', required: true, min: 2, max: nameMax },
    { name: 'loanType', label: '贷款类型', type: 'select', required: true, options: options(LOAN_TYPES) },
    { name: 'guarantee', label: '担保方式', type: 'select', required: true, options: options(GUARANTEES) },
    wan('amountMin', '最低额度'),
    wan('amountMax', '最高额度'),
    rate('rateMin', '最低年利率'),
    rate('rateMax', '最高年利率'),
    months('termMin', '最短期限'),
    months('termMax', '最长期限'),
    { name: 'eligibility', label: '申请条件', type: 'textarea', required: true, max: textMax },
    { name: 'materials', label: '所需材料', type: 'textarea', max: textMax },
    { name: 'intro', label: '产品介绍', type: 'textarea', max: textMax },
  ];
}

/** The form's values as the contract takes them: rates to 0.01 %, text fields never undefined. */
export function toProductInput(v: ProductValues, id: number | undefined): ProductInput {
  return {
    ...(id === undefined ? {} : { id }),
    institutionId: Number(v.institutionId),
    name: v.name,
    loanType: v.loanType,
    guarantee: v.guarantee,
    amountMin: Number(v.amountMin),
    amountMax: Number(v.amountMax),
    rateMin: Math.round(Number(v.rateMin) * 100),
    rateMax: Math.round(Number(v.rateMax) * 100),
    termMin: Number(v.termMin),
    termMax: Number(v.termMax),
    eligibility: v.eligibility,
    materials: v.materials ?? '',
    intro: v.intro ?? '',
  };
}
