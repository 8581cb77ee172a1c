import { useLocation } from 'react-router-dom';
import { FormView } from '@/ui/form-page/index';
import type { FormField } from '@/ui/form-page/index';
import { CULTIVATION_LIMITS, saveFigures, type CultivationEvaluation } from '../api';

type Values = Record<string, number | undefined>;
type Figure = CultivationEvaluation['figures'][number];

const SOURCE = { SCORE: '创新积分已审核数据', ENTERED: '培育填报' } as const;
const help = (f: Figure) => (f.source ? `来源：${SOURCE[f.source]}${f.at ? ` · ${f.at.slice(0, 10)}` : ''}` : '未填报');

/** The figures the evaluation reads; a changed one is saved as entered (the newer figure wins). */
export function FiguresForm({ data, orgId }: { data: CultivationEvaluation; orgId?: number | undefined }) {
  const location = useLocation();
  const fields: FormField<Values>[] = data.figures.map((f) => ({
    name: f.key,
    label: f.label,
    type: 'number',
    min: 0,
    max: CULTIVATION_LIMITS.valueMax,
    unit: f.unit,
    help: help(f),
    group: '培育数据',
  }));
  const initial: Values = Object.fromEntries(data.figures.map((f) => [f.key, f.value ?? undefined]));
  return (
    <FormView<Values>
      fields={fields}
      initialValues={initial}
      submitText="保存并重新评价"
      guard={false}
      successTo={() => location.pathname + location.search}
      onSubmit={async (values) => {
        const changed = data.figures
          .filter((f) => (values[f.key] ?? null) !== f.value)
          .map((f) => ({ key: f.key, value: values[f.key] ?? null }));
        if (changed.length === 0) return null;
        return saveFigures({ ...(orgId === undefined ? {} : { orgId }), values: changed });
      }}
    />
  );
}
