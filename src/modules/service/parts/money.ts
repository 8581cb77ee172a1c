import { formatMoney } from '@/ui/format';

/** 预算 / 报价 in 元, shown with the kit's money format; null is 面议. */
export const yuan = (value: number | null) => (value === null ? '面议' : formatMoney(value, { from: 'yuan' }));
