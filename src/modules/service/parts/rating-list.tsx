import { formatDate } from '@/ui/format';
import { Empty } from '@/ui/states';
import styles from './service.module.css';

/** One rating as a portrait lists it: the stars and words, then who rated or was rated, for what, when. */
export interface RatingLine {
  rating: number;
  comment: string;
  /** The other side's name: the enterprise that rated, or the organisation it rated. */
  who: string;
  product: string;
  at: string;
}

/** The ratings of a portrait, newest first, or `empty` when there are none. */
export function RatingList({ items, empty }: { items: readonly RatingLine[]; empty: string }) {
  if (items.length === 0) return <Empty title={empty} />;
  return (
    <>
      {items.map((c, i) => (
        <div key={i} className={styles.comment}>
          <div>
            {'★'.repeat(c.rating)} {c.comment}
          </div>
          <div className={styles.muted}>
            {c.who} · {c.product} · {formatDate(c.at)}
          </div>
        </div>
      ))}
    </>
  );
}
