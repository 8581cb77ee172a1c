import type { ReserveItem } from '../api';
import { pts } from './format';
import styles from './quality.module.css';

const targetText = (m: ReserveItem['moves'][number]) => `${pts(m.target)}${m.unit}`;

/** The band moves of a reserve enterprise, in the order that closes its gap soonest. */
export function ReserveMoves({ item, limit }: { item: ReserveItem; limit?: number }) {
  if (item.moves.length === 0) return <span className={styles.muted}>各指标已无可提升的档位</span>;
  const shown = limit === undefined ? item.moves : item.moves.slice(0, Math.max(limit, item.movesNeeded ?? 0));
  return (
    <ol className={styles.moves} aria-label={`${item.fullname} 的建议提升`}>
      {shown.map((m) => (
        <li key={m.code} className={m.closes ? styles.closes : undefined}>
          {m.name}：{m.fromLabel} → {m.toLabel}（至{targetText(m)}），+{pts(m.gain)}分
          {m.cumulative !== m.gain ? `，累计+${pts(m.cumulative)}分` : ''}
          {m.closes ? '，达到门槛' : ''}
        </li>
      ))}
      {shown.length < item.moves.length ? <li className={styles.muted}>另有{item.moves.length - shown.length}项</li> : null}
    </ol>
  );
}

export const neededText = (item: ReserveItem) =>
  item.movesNeeded === null ? '全部提升一档仍不足' : `提升${String(item.movesNeeded)}项指标`;
