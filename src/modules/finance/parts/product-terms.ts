import type { DisplayField } from '@/ui/fields';
import { rateRange, type PublicProduct } from '../api';

type Terms = Pick<PublicProduct, 'amountMin' | 'amountMax' | 'rateMin' | 'rateMax' | 'termMin' | 'termMax'>;

/** A product's terms as card lines: amount range, annual rate, term. */
export const productTerms = <T extends Terms>(): DisplayField<T>[] => [
  { label: '额度', value: (p) => `${String(p.amountMin)}–${String(p.amountMax)} 万元` },
  { label: '年利率', value: (p) => rateRange(p.rateMin, p.rateMax) },
  { label: '期限', value: (p) => `${String(p.termMin)}–${String(p.termMax)} 个月` },
];
