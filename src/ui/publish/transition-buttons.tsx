import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Actor } from '@common/publish/lifecycle';
import { confirmTransition, editLabel, editNotice, labelOf, reasonOf, removes, rowActions, toneOf } from './lifecycle-view';
import { useReasonPrompt } from './reason-prompt';
import type { Review } from './review';
import styles from './publish.module.css';

/** The record a row or a detail acts on. */
export interface ReviewedRecord {
  id: number;
  title: string;
  status: string;
}

export interface TransitionButtonsProps {
  review: Review;
  record: ReviewedRecord;
  /** Whose buttons: the operator's (the review queue) or the owner's (my items). */
  actor: Actor;
  /** Where 编辑 leads; no 编辑 without it, nor when the lifecycle's edit rule locks the state. */
  editPath?: (id: number) => string;
  /** After a step succeeded (the resources named in the review are refreshed already). */
  onDone?: () => unknown;
  /** Where to go once the record is deleted (a detail that would show 不存在); stays by default. */
  removedTo?: string;
  /** 'row': small buttons in a card or a table cell; 'bar': full-width, a detail's bottom bar. */
  layout?: 'row' | 'bar';
}

const COLORS = { primary: 'primary', warning: 'warning', danger: 'danger', default: 'default' } as const;

/**
 * A record's buttons, read from its lifecycle: 编辑 when the edit rule allows it (asking first when
 * the edit sends it back to review), then each transition this actor may take from its state.
 * A step with a reason asks for it; any other step asks its lifecycle's question first.
 */
export function TransitionButtons({ review, record, actor, editPath, onDone, removedTo, layout = 'row' }: TransitionButtonsProps) {
  const navigate = useNavigate();
  const [askReason, reasonPopup] = useReasonPrompt();
  const [running, setRunning] = useState<string | null>(null);
  const { lifecycle } = review;
  const { edit, actions } = rowActions(lifecycle, record.status, actor);
  const offered = actions.filter(review.offers);

  const take = async (action: string) => {
    if (!review.offers(action)) return;
    let reason: string | undefined;
    const asks = reasonOf(lifecycle, action);
    if (asks) {
      const given = await askReason({ title: `${labelOf(lifecycle, action)}：${record.title}`, required: asks === 'required' });
      if (given === null) return;
      reason = given;
    } else if (!(await confirmTransition(lifecycle, action, record.title))) return;
    setRunning(action);
    try {
      await review.transition(action, record.id, reason);
      if (removedTo && removes(lifecycle, action)) void navigate(removedTo, { replace: true });
      else await onDone?.();
    } catch {
      // The HTTP client showed the server's message; the record is as it was.
    } finally {
      setRunning(null);
    }
  };

  const openEdit = async () => {
    if (!editPath) return;
    const notice = editNotice(lifecycle, record.status);
    if (notice && !(await Dialog.confirm({ title: `修改${lifecycle.noun}`, content: notice, confirmText: '修改', cancelText: '取消' })))
      return;
    void navigate(editPath(record.id));
  };

  const bar = layout === 'bar';
  const size = bar ? 'middle' : 'mini';
  return (
    <div className={bar ? styles.bar : styles.row} role="group" aria-label={`${record.title} 的操作`}>
      {edit && editPath ? (
        <Button size={size} block={bar} onClick={() => void openEdit()}>
          {bar ? editLabel(lifecycle, record.status) : '编辑'}
        </Button>
      ) : null}
      {offered.map((action) => {
        const tone = toneOf(lifecycle, action);
        return (
          <Button
            key={action}
            size={size}
            block={bar}
            color={COLORS[tone]}
            fill={tone === 'danger' && !bar ? 'outline' : 'solid'}
            disabled={running !== null}
            loading={running === action}
            onClick={() => void take(action)}
          >
            {labelOf(lifecycle, action)}
          </Button>
        );
      })}
      {reasonPopup}
    </div>
  );
}
