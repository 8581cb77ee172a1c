import { StarFill, StarOutline } from 'antd-mobile-icons';
import { RATING_LABELS } from '@common/appeal/rules';
import styles from './appeal.module.css';

/**
 * 1–5 stars as real radio buttons: antd-mobile's Rate listens to touch gestures only, so a mouse or
 * a keyboard could not rate with it.
 */
export function StarRating({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <div role="radiogroup" aria-label="评价星级" className={styles.stars}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={`${n} 星 ${RATING_LABELS[n] ?? ''}`}
          className={n <= value ? `${styles.star} ${styles.starOn}` : styles.star}
          onClick={() => onChange(n)}
        >
          {n <= value ? <StarFill aria-hidden /> : <StarOutline aria-hidden />}
        </button>
      ))}
    </div>
  );
}
