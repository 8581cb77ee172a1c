import type { IntegralPublicItem } from '../../api-public';
import styles from './public.module.css';
import { points } from './rule-text';

/** One enterprise of a public list: its rank, name, industry and stage, and its total. */
export function PublicRankRow({ item, count }: { item: IntegralPublicItem; count?: number }) {
  const place = item.rank <= 3 ? `${styles.place} ${styles.podium}` : styles.place;
  return (
    <li className={styles.rankItem} aria-label={`第${String(item.rank)}名 ${item.fullname} ${points(item.total)}分`}>
      <span className={place} title="园区排名">
        {item.rank}
      </span>
      <div className={styles.rankMain}>
        <p className={styles.rankName}>{item.fullname}</p>
        <p className={styles.rankMeta}>
          {[item.industryName, item.stageLabel, count ? `园区第${String(item.rank)}名 / 共${String(count)}家` : '']
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <span className={styles.rankTotal}>
        {points(item.total)}
        <small>分</small>
      </span>
    </li>
  );
}
