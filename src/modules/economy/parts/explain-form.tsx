import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { EXPLAIN_LIMITS, saveExplain, type ExplainRowItem } from '../api';

interface Values {
  indicatorId: string;
  period: string;
  content: string;
}

export interface Choice {
  label: string;
  value: string;
}

/** The last 24 months up to the park's current one, newest first, as 'YYYY-MM' with a Chinese label. */
export function recentMonths(now: number = Date.now()): Choice[] {
  const park = new Date(now + 8 * 3600_000);
  return Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(park.getUTCFullYear(), park.getUTCMonth() - i, 1));
    return {
      value: d.toISOString().slice(0, 7),
      label: `${String(d.getUTCFullYear())}年${String(d.getUTCMonth() + 1)}月`,
    };
  });
}

/** 新增/编辑数据说明 in a popup: the indicator, its month and what explains it. */
export function ExplainForm({
  editing,
  indicators,
  visible,
  onClose,
}: {
  /** The explanation edited; null for a new one. */
  editing: ExplainRowItem | null;
  indicators: readonly Choice[];
  visible: boolean;
  onClose: () => void;
}) {
  const fields: FormField<Values>[] = [
    { name: 'indicatorId', label: '指标', type: 'picker', required: true, options: [...indicators] },
    { name: 'period', label: '月份', type: 'picker', required: true, options: recentMonths() },
    {
      name: 'content',
      label: '说明',
      type: 'textarea',
      required: true,
      min: EXPLAIN_LIMITS.contentMin,
      max: EXPLAIN_LIMITS.contentMax,
      rows: 5,
      help: '写明该月数据变化的原因，如企业退出规上名录、大额退税、项目集中入库等',
    },
  ];
  const initial: Partial<Values> = editing
    ? {
        indicatorId: String(editing.indicatorId),
        period: `${String(editing.year)}-${String(editing.month).padStart(2, '0')}`,
        content: editing.content,
      }
    : {};
  return (
    <FormPopup<Values>
      key={editing?.id ?? 'new'}
      title={editing ? '编辑数据说明' : '新增数据说明'}
      visible={visible}
      onClose={onClose}
      fields={fields}
      initialValues={initial}
      onSubmit={(v) =>
        saveExplain({
          ...(editing ? { id: editing.id } : {}),
          indicatorId: Number(v.indicatorId),
          year: Number(v.period.slice(0, 4)),
          month: Number(v.period.slice(5, 7)),
          content: v.content,
        })
      }
    />
  );
}
