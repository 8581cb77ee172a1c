import { Button, Input, Tag } from 'antd-mobile';
import { useState } from 'react';
import { ECONOMY_LIMITS, type EconomyAreaFigure } from '../api';
import styles from './economy.module.css';
import { formatWan } from './format';

/** What is wrong with an entry before it is sent (the server checks the same). */
export function figureProblem(text: string, note: string, previous: number | null): string | null {
  if (text.trim() === '') return '请填写累计值';
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) return '累计值须为不小于0的数字';
  if (value > ECONOMY_LIMITS.cumulativeMax) return '累计值过大，请核对单位（万元）';
  if (previous !== null && value < previous && note.trim() === '')
    return `累计值低于上月（${String(previous)}万元），请填写说明`;
  return null;
}

/** One area's month: last month beside it, the cumulative and, when it falls, why. */
export function FigureRow({
  row,
  onSave,
}: {
  row: EconomyAreaFigure;
  onSave: (cumulative: number, note: string) => Promise<unknown>;
}) {
  const [value, setValue] = useState(row.cumulative === null ? '' : String(row.cumulative));
  const [note, setNote] = useState(row.note);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const falls = row.previous !== null && value.trim() !== '' && Number(value) < row.previous;
  const save = async () => {
    const found = figureProblem(value, note, row.previous);
    setProblem(found);
    if (found) return;
    setSaving(true);
    try {
      await onSave(Number(value), note.trim());
    } catch {
      // The server's message is shown already.
    } finally {
      setSaving(false);
    }
  };
  return (
    <li className={styles.row} aria-label={row.areaName}>
      <div className={styles.rowHead}>
        <span>{row.areaName}</span>
        {row.locked ? (
          <Tag color="default">已锁定</Tag>
        ) : row.cumulative === null ? (
          <Tag color="warning">未报送</Tag>
        ) : (
          <Tag color="success">已报送</Tag>
        )}
      </div>
      <p className={styles.hint}>
        {row.previous === null ? '上月累计：—' : `上月累计：${formatWan(row.previous)}`}
      </p>
      <div className={styles.rowForm}>
        <Input
          className={styles.field}
          aria-label={`${row.areaName}累计值（万元）`}
          placeholder="累计值（万元）"
          type="number"
          inputMode="decimal"
          value={value}
          onChange={setValue}
          disabled={row.locked}
        />
        {falls || row.note ? (
          <Input
            className={styles.field}
            aria-label={`${row.areaName}说明`}
            placeholder="累计值下降的原因"
            value={note}
            onChange={setNote}
            disabled={row.locked}
            maxLength={ECONOMY_LIMITS.noteMax}
          />
        ) : null}
        {row.locked ? null : (
          <Button size="small" color="primary" loading={saving} onClick={() => void save()}>
            保存
          </Button>
        )}
      </div>
      {problem ? (
        <p className={styles.hint} role="alert" style={{ color: 'var(--adm-color-danger)' }}>
          {problem}
        </p>
      ) : null}
    </li>
  );
}
