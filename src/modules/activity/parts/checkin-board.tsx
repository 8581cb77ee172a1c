import { Button, Popup } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { LoadFailed, LoadingCards } from '@/ui/states';
import { openCheckinBoard, type CheckinBoardAnswer } from '../api';
import { spanOf } from './park-time';
import styles from './activity.module.css';

/** How often the board re-reads the count of those who checked in. */
const REFRESH_MS = 15_000;

/**
 * 签到码: the activity's check-in code, full screen, for the screen in the room; the count of those
 * who checked in follows as they do. 更换签到码 voids the code shown so far.
 */
export function CheckinBoard({ id, onClose }: { id: number; onClose: () => void }) {
  const [board, setBoard] = useState<CheckinBoardAnswer | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(
    (renew: boolean) =>
      openCheckinBoard({ id, renew }).then(
        (answer) => {
          setBoard(answer);
          setError(null);
        },
        (e: unknown) => setError(e),
      ),
    [id],
  );
  useEffect(() => {
    const first = window.setTimeout(() => void load(false), 0);
    const timer = window.setInterval(() => void load(false), REFRESH_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [load]);
  return (
    <Popup visible position="right" onClose={onClose} bodyClassName={styles.board}>
      <section aria-label="活动签到码" className={styles.boardBody}>
        {board ? (
          <>
            <h2>{board.title}</h2>
            <p className={styles.line}>
              {spanOf(board.startAt, board.endAt)} · {board.place}
            </p>
            <p>请已报名的来宾在活动页面点击“签到”，输入签到码</p>
            <output className={styles.code} data-testid="checkin-code">
              {board.code}
            </output>
            <p role="status">
              已签到 {board.checkedIn} / 已报名 {board.enrolled} 人
            </p>
          </>
        ) : error ? (
          <LoadFailed error={error} onRetry={() => void load(false)} />
        ) : (
          <LoadingCards count={1} lines={3} />
        )}
        <div className={styles.boardActions}>
          <Button onClick={() => void load(true)}>更换签到码</Button>
          <Button color="primary" onClick={onClose}>
            关闭
          </Button>
        </div>
      </section>
    </Popup>
  );
}
