import { FormPopup } from '@/ui/form-popup';
import type { FormField } from '@/ui/form-page';
import { ASSESS_CRITERIA, ASSESS_CRITERION_KEYS, ASSESS_LIMITS, saveRound, type AssessRound } from '../api';

type Values = { name: string; periodFrom: string; periodTo: string } & Record<string, string | number | undefined>;

const weightName = (key: string) => `w_${key}`;

const FIELDS: FormField<Values>[] = [
  { name: 'name', label: '考核名称', type: 'text', required: true, min: 2, max: ASSESS_LIMITS.nameMax, placeholder: '如：2026 年第三季度银行服务考核' },
  { name: 'periodFrom', label: '考核期起', type: 'date', required: true },
  { name: 'periodTo', label: '考核期止', type: 'date', required: true },
  ...ASSESS_CRITERION_KEYS.map(
    (key, i): FormField<Values> => ({
      name: weightName(key),
      label: `${ASSESS_CRITERIA[key].label}权重`,
      type: 'number',
      min: 0,
      max: 100,
      integer: true,
      unit: '分',
      ...(i === 0 ? { group: '考核指标与权重（合计 100 分，0 为不考核）' } : {}),
    }),
  ),
];

const valuesOf = (r: AssessRound | undefined): Partial<Values> =>
  r
    ? { name: r.name, periodFrom: r.periodFrom, periodTo: r.periodTo, ...Object.fromEntries(r.criteria.map((c) => [weightName(c.key), c.weight])) }
    : { w_LOANS: 25, w_AMOUNT: 35, w_FIRST: 20, w_RESPONSE: 10, w_PASS_RATE: 10 };

/** A round's editor: its period and each criterion's weight (the server checks they add up to 100). */
export function RoundForm({ round, onClose }: { round: AssessRound | undefined; onClose: () => void }) {
  return (
    <FormPopup<Values>
      title={round ? '修改考核' : '新建考核'}
      visible
      onClose={onClose}
      fields={FIELDS}
      initialValues={valuesOf(round)}
      onSubmit={(v) =>
        saveRound({
          ...(round ? { id: round.id } : {}),
          name: v.name,
          periodFrom: v.periodFrom,
          periodTo: v.periodTo,
          criteria: ASSESS_CRITERION_KEYS.map((key) => ({ key, weight: Number(v[weightName(key)] ?? 0) })).filter((c) => c.weight > 0),
        })
      }
    />
  );
}
