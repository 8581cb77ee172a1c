import { Button, Popup, TextArea } from 'antd-mobile';
import { useId, useState } from 'react';
import { APPEAL_LIMITS, RATING_LABELS } from '@common/appeal/rules';
import { rateAppeal, type AppealDetail } from '../api';
import styles from './appeal.module.css';
import { StarRating } from './star-rating';
import { PopupFooter } from './text-popup';

/** The enterprise's rating of the park's answer (1–5 stars and an optional comment); it closes the appeal. */
export function RatePanel({ appeal, refresh }: { appeal: AppealDetail; refresh: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const commentId = useId();

  const submit = async () => {
    if (rating < 1) {
      setProblem('请选择星级');
      return;
    }
    setRunning(true);
    try {
      await rateAppeal({ id: appeal.id, rating, comment: comment.trim() });
      setOpen(false);
      await refresh();
    } catch {
      // The HTTP client showed the server's message.
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <Button block color="primary" onClick={() => setOpen(true)}>
        评价办理结果
      </Button>
      <Popup
        visible={open}
        onMaskClick={running ? undefined : () => setOpen(false)}
        bodyClassName={styles.popup}
        destroyOnClose
      >
        <h2 className={styles.popupTitle}>评价办理结果</h2>
        <p className={styles.hint}>评价后诉求办结。</p>
        <div className={styles.rateRow}>
          <StarRating
            value={rating}
            onChange={(value) => {
              setRating(value);
              setProblem(null);
            }}
          />
          <span className={styles.rateLabel}>{RATING_LABELS[rating] ?? '请选择'}</span>
        </div>
        <label htmlFor={commentId} className={styles.label}>
          评价说明（可选）
        </label>
        <TextArea
          id={commentId}
          className={styles.textarea}
          value={comment}
          onChange={setComment}
          placeholder="对办理过程和结果的意见"
          maxLength={APPEAL_LIMITS.commentMax}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          aria-label="评价说明"
        />
        <PopupFooter problem={problem} running={running} onCancel={() => setOpen(false)} onSubmit={submit} submitText="提交评价" />
      </Popup>
    </>
  );
}
