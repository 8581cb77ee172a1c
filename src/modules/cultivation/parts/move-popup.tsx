import { Button, Form, Popup, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { reasonProblem } from '@common/publish/reason';
import sheet from '@/ui/blocks/sheet.module.css';
import { CULTIVATION_LIMITS as L, movePool, POOL_STAGES, type PoolStage } from '../api';

export interface MoveTarget {
  orgIds: number[];
  /** The heading: the enterprise's name, or 已选 N 家企业. */
  title: string;
  stage: PoolStage | null;
  tierId: number | null;
}

const STAGE_OPTIONS = (Object.keys(POOL_STAGES) as PoolStage[]).map((k) => ({ value: k, label: POOL_STAGES[k] }));

/** Moves enterprises between 储备 / 培育 / 已认定 for a target tier, with the operator's note (2–200 字). */
export function MovePopup({ target, tiers, onClose }: { target: MoveTarget; tiers: readonly { id: number; name: string }[]; onClose: (moved: boolean) => void }) {
  const [stage, setStage] = useState<PoolStage | null>(target.stage);
  const [tierId, setTierId] = useState<number | null>(target.tierId ?? tiers[0]?.id ?? null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const noteProblem = reasonProblem(note)?.replaceAll('审核意见', '说明') ?? null;
    const missing = !stage ? '请选择培育阶段' : tierId === null ? '请选择培育目标' : noteProblem;
    setProblem(missing);
    if (missing || !stage || tierId === null) return;
    setBusy(true);
    try {
      await movePool({ orgIds: target.orgIds, stage, tierId, note: note.trim() });
      onClose(true);
    } catch {
      setBusy(false);
    }
  }

  return (
    <Popup visible onMaskClick={() => onClose(false)} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}>
      <div className={sheet.sheet} role="dialog" aria-label="调整培育阶段">
        <h3 className={sheet.sheetTitle}>调整培育阶段：{target.title}</h3>
        <Form layout="vertical">
          <Form.Item label="培育阶段" required>
            <Selector options={STAGE_OPTIONS} value={stage ? [stage] : []} onChange={(v) => setStage(v[0] ?? null)} />
          </Form.Item>
          <Form.Item label="培育目标" required>
            <Selector
              options={tiers.map((t) => ({ value: String(t.id), label: t.name }))}
              value={tierId === null ? [] : [String(tierId)]}
              onChange={(v) => setTierId(v[0] ? Number(v[0]) : null)}
            />
          </Form.Item>
          <Form.Item label="说明" required help={`${String(L.noteMin)}–${String(L.noteMax)} 字，企业会在消息中看到`}>
            <TextArea value={note} onChange={setNote} maxLength={L.noteMax} showCount rows={3} placeholder="如：已走访，企业有意申报专精特新" aria-label="说明" />
          </Form.Item>
        </Form>
        {problem ? (
          <p role="alert" style={{ color: 'var(--adm-color-danger)', margin: '0 12px' }}>
            {problem}
          </p>
        ) : null}
        <Button block color="primary" loading={busy} onClick={() => void submit()}>
          确定
        </Button>
      </div>
    </Popup>
  );
}
