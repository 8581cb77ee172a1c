import { Button } from 'antd-mobile';
import { useState } from 'react';
import { hasPermission } from '@common/roles';
import { useSession } from '@/core/use-session';
import { FormPopup } from '@/ui/form-popup';
import type { FormField } from '@/ui/form-page/index';
import { QUALITY_MODE_LABELS, saveQualityThreshold, type QualityThreshold } from '../api';
import styles from './quality.module.css';

type Values = { mode: 'SCORE' | 'TOP'; value: number };

const FIELDS: FormField<Values>[] = [
  {
    name: 'mode',
    label: '门槛方式',
    type: 'select',
    required: true,
    options: [
      { value: 'TOP', label: QUALITY_MODE_LABELS.TOP },
      { value: 'SCORE', label: QUALITY_MODE_LABELS.SCORE },
    ],
    columns: 2,
  },
  {
    name: 'value',
    label: '门槛值',
    type: 'number',
    required: true,
    min: 0,
    max: 100,
    help: '按排名前百分比：填 1–100（如 20 即前20%）；按分数线：填总分（如 50）。',
  },
];

/**
 * The threshold of the year in words, and 设置门槛 for those who hold the indicator system: a score
 * line or the top share, kept per park and year.
 */
export function QualityThresholdBar({ year, threshold }: { year: number | null; threshold: QualityThreshold }) {
  const mayEdit = hasPermission(useSession(), 'integral.indicator');
  const [editing, setEditing] = useState(false);
  return (
    <div className={styles.basisRow}>
      <span data-testid="quality-threshold">
        {year ? `${String(year)}年度` : ''}优质企业门槛：{threshold.text}
        {threshold.isDefault ? '（默认）' : ''}，入选{threshold.qualifiedCount}家 / 计分{threshold.scoredCount}家
      </span>
      {mayEdit && year ? (
        <Button size="mini" color="primary" fill="outline" onClick={() => setEditing(true)}>
          设置门槛
        </Button>
      ) : null}
      {editing && year ? (
        <FormPopup<Values>
          title={`设置${String(year)}年度优质企业门槛`}
          visible
          onClose={() => setEditing(false)}
          fields={FIELDS}
          initialValues={{ mode: threshold.mode, value: threshold.value }}
          onSubmit={(v) => saveQualityThreshold({ year, mode: v.mode, value: Number(v.value) })}
        />
      ) : null}
    </div>
  );
}
