import { STATUS_FAMILIES, type StatusFamily } from '@common/status';

/** The statuses of SPEC §4 as screens need them: labels, colours, filter options and tabs. */

export type StatusValue<F extends StatusFamily> = keyof (typeof STATUS_FAMILIES)[F] & string;
export type StatusColor = 'default' | 'primary' | 'success' | 'warning' | 'danger';

/** Pending → warning, in progress → primary, passed/published → success, failed → danger, returned/not published → default. */
export const STATUS_COLORS: { [F in StatusFamily]: Record<StatusValue<F>, StatusColor> } = {
  audit: { TOAUDIT: 'warning', PASS: 'success', FAIL: 'danger', BACK: 'default' },
  loan: { TOAUDIT: 'warning', AUDITING: 'primary', PASS: 'success', BACK: 'default' },
  publish: { CHECK: 'warning', JOINT: 'success', CANCEL: 'danger' },
  appointment: {
    TOSUBMIT: 'default',
    TOAUDIT: 'warning',
    PASS: 'success',
    FAIL: 'danger',
    NOTPUBLISH: 'default',
  },
};

const labelsOf = (family: StatusFamily) => STATUS_FAMILIES[family] as Record<string, string>;

/** The exact Chinese label; an unknown value is shown as it came. */
export function statusLabel(family: StatusFamily, value: string | null | undefined): string {
  if (!value) return '';
  return labelsOf(family)[value] ?? value;
}

export function statusColor(family: StatusFamily, value: string | null | undefined): StatusColor {
  if (!value) return 'default';
  return (STATUS_COLORS[family] as Record<string, StatusColor>)[value] ?? 'default';
}

export interface Option<V extends string = string> {
  label: string;
  value: V;
}

/** A family's statuses as select / filter options, in SPEC order. */
export function statusOptions<F extends StatusFamily>(family: F): Option<StatusValue<F>>[] {
  return Object.entries(labelsOf(family)).map(([value, label]) => ({
    label,
    value: value as StatusValue<F>,
  }));
}

export const ALL_LABEL = '全部';

/** Status tabs: 全部 (value '') first, then each status; `only` picks and orders a subset. */
export function statusTabs<F extends StatusFamily>(
  family: F,
  only?: StatusValue<F>[],
): Option<StatusValue<F> | ''>[] {
  const options = statusOptions(family);
  const picked = only
    ? only.map((v) => options.find((o) => o.value === v)).filter((o): o is Option<StatusValue<F>> => !!o)
    : options;
  return [{ label: ALL_LABEL, value: '' }, ...picked];
}
