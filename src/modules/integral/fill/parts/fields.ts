import { GUIDELINE_INDICATORS } from '@common/integral/guideline';
import {
  INTEGRAL_DIMENSION_LABELS,
  INTEGRAL_DIMENSIONS,
  type IntegralDimension,
  type IntegralField,
  type ValueSource,
} from '@common/integral/model';
import type { FillFieldInfo } from '../api';

/**
 * How a round's fields are laid out in the form: grouped by the dimension of the indicators that
 * read them (the guideline's system: it is in the bundle, so the form lays out offline too), each
 * with a hint naming those indicators. A field no indicator reads falls under 其他.
 */

const fieldsOf = (source: ValueSource): IntegralField[] => {
  switch (source.kind) {
    case 'FIELD':
      return [source.field];
    case 'RATIO':
      return [source.numerator, source.denominator];
    case 'GROWTH':
      return [source.current, source.previous];
  }
};

/** The indicators reading each field, in the guideline's order; `direct` when it is the indicator's value itself. */
const READERS = new Map<IntegralField, { name: string; dimension: IntegralDimension; direct: boolean }[]>();
for (const indicator of GUIDELINE_INDICATORS)
  for (const field of fieldsOf(indicator.source)) {
    const list = READERS.get(field) ?? [];
    list.push({
      name: indicator.name,
      dimension: indicator.dimension,
      direct: indicator.source.kind === 'FIELD',
    });
    READERS.set(field, list);
  }

export const OTHER_GROUP = '其他';

/**
 * The group a field is shown in: the dimension of the indicator that scores it as it is (营业收入
 * under 成长经营, although 研发强度 divides by it), else of the first indicator reading it.
 */
export function groupOf(field: IntegralField): string {
  const readers = READERS.get(field) ?? [];
  const first = readers.find((r) => r.direct) ?? readers[0];
  return first ? INTEGRAL_DIMENSION_LABELS[first.dimension] : OTHER_GROUP;
}

/** 用于计算：研发费用总额、研发费用占营业收入比例 — or '' when no indicator reads it. */
export function usedForText(field: IntegralField): string {
  const names = (READERS.get(field) ?? []).map((r) => r.name);
  return names.length ? `用于计算：${names.join('、')}` : '';
}

/** What a field takes, in words: 整数 / 最多两位小数, 可为负数. */
export function takesText(info: Pick<FillFieldInfo, 'integer' | 'min'>): string {
  const kind = info.integer ? '填整数' : '最多保留两位小数';
  return info.min < 0 ? `${kind}，亏损填负数` : `${kind}，没有请填0`;
}

export interface FieldGroup<T extends { field: IntegralField }> {
  title: string;
  fields: T[];
}

/** The fields in dimension order (技术创新, 成长经营, 特色指标, 其他), keeping their order inside a group. */
export function groupFields<T extends { field: IntegralField }>(fields: readonly T[]): FieldGroup<T>[] {
  const order = [...INTEGRAL_DIMENSIONS.map((d) => INTEGRAL_DIMENSION_LABELS[d]), OTHER_GROUP];
  return order
    .map((title) => ({ title, fields: fields.filter((f) => groupOf(f.field) === title) }))
    .filter((group) => group.fields.length > 0);
}

/** A figure as a form shows it: the number as typed, '' for blank. */
export const figureText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A figure with its unit for reading (未填 for blank). */
export const figureWithUnit = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined
    ? '未填'
    : `${value.toLocaleString('zh-CN', { maximumFractionDigits: 2 })}${unit}`;
