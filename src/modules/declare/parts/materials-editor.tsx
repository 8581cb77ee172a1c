import { Button, Input, Selector, Switch } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { DECLARE_LIMITS as L, MATERIAL_TYPE_KEYS, MATERIAL_TYPES, type MaterialType } from '@common/declare/rules';
import styles from './declare.module.css';
import { quoted } from '@common/quoted';

/** One material slot as the operator edits it; `key` keeps React rows stable, `id` an existing slot. */
export interface MaterialRow {
  key: string;
  id?: number;
  name: string;
  required: boolean;
  types: MaterialType[];
  note: string;
}

const TYPE_OPTIONS = MATERIAL_TYPE_KEYS.map((value) => ({ label: MATERIAL_TYPES[value].label, value }));

let serial = 0;
export const newMaterialRow = (name = ''): MaterialRow => ({ key: `new-${++serial}`, name, required: true, types: ['pdf'], note: '' });

/** Form rule: at least one slot, each named (2–40 字) and unique, each with a file kind. */
export function materialsProblem(rows: MaterialRow[] | undefined): string | null {
  if (!rows?.length) return '请至少添加一项申报材料';
  const names = new Set<string>();
  for (const [i, row] of rows.entries()) {
    const name = row.name.trim();
    if (!name) return `请填写第${i + 1}项材料的名称`;
    if ([...name].length < 2) return `第${i + 1}项材料的名称至少 2 个字`;
    if ([...name].length > L.materialNameMax) return `第${i + 1}项材料的名称不能超过 ${L.materialNameMax} 个字`;
    if (names.has(name)) return `材料${quoted(name)}重复`;
    names.add(name);
    if (!row.types.length) return `请选择${quoted(name)}的文件格式`;
  }
  return null;
}

export interface MaterialsEditorProps {
  value?: MaterialRow[];
  onChange?: (rows: MaterialRow[]) => void;
}

/** The list of material slots: name, 必传, accepted kinds and a note per slot; add and remove. */
export function MaterialsEditor({ value = [], onChange }: MaterialsEditorProps) {
  const change = (index: number, patch: Partial<MaterialRow>) => onChange?.(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => onChange?.(value.filter((_row, i) => i !== index));
  return (
    <div>
      {value.map((row, index) => (
        <div key={row.key} className={styles.materialRow} data-testid="material-row">
          <div className={styles.materialRowHead}>
            <span>材料 {index + 1}</span>
            <Button size="mini" fill="none" color="danger" onClick={() => remove(index)} aria-label={`删除材料 ${index + 1}`}>
              删除
            </Button>
          </div>
          <Input
            value={row.name}
            onChange={(name) => change(index, { name })}
            placeholder="材料名称，如：项目申报书"
            maxLength={L.materialNameMax}
            aria-label={`材料 ${index + 1} 名称`}
          />
          <label className={styles.slotHead}>
            <Switch checked={row.required} onChange={(required) => change(index, { required })} aria-label={`材料 ${index + 1} 必传`} />
            {row.required ? '必传' : '选传'}
          </label>
          <Selector
            columns={3}
            multiple
            options={TYPE_OPTIONS}
            value={row.types}
            onChange={(types) => change(index, { types })}
            aria-label={`材料 ${index + 1} 文件格式`}
          />
          <Input
            value={row.note}
            onChange={(note) => change(index, { note })}
            placeholder="说明（选填），如：加盖单位公章"
            maxLength={L.materialNoteMax}
            aria-label={`材料 ${index + 1} 说明`}
          />
        </div>
      ))}
      {value.length < L.materialsMax ? (
        <Button block fill="outline" color="primary" onClick={() => onChange?.([...value, newMaterialRow()])}>
          <AddOutline /> 添加材料
        </Button>
      ) : null}
    </div>
  );
}
