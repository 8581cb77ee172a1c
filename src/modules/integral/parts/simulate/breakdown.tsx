import { Tag } from 'antd-mobile';
import { INTEGRAL_DIMENSIONS, INTEGRAL_DIMENSION_LABELS, type IntegralDimension } from '@common/integral/model';
import { round2, type IndicatorScore } from '@common/integral/scoring';
import { figureWithUnit, pointsText } from '../ranking/format';
import styles from '../ranking/ranking.module.css';

/** One indicator of a simulated score as the breakdown explains it (the shared arithmetic's own). */
export type BreakdownItem = Pick<
  IndicatorScore,
  'code' | 'name' | 'dimension' | 'unit' | 'value' | 'missing' | 'missingReason' | 'bandLabel' | 'points' | 'weight' | 'weighted'
>;

export interface BreakdownDimension {
  dimension: IntegralDimension;
  score: number;
  max: number;
}

/**
 * A simulated score's breakdown grouped by dimension, always open and with the indicators the
 * edit changed marked: each indicator's value → band → points × weight → weighted points, a
 * missing one with its reason. The weighted points add up to the dimension's score, and the
 * dimensions to the total. (A stored score is explained by the portrait's own breakdown,
 * ../portrait/breakdown.tsx.)
 */
export function Breakdown({
  items,
  dimensions,
  highlight,
}: {
  items: readonly BreakdownItem[];
  dimensions: readonly BreakdownDimension[];
  /** Codes to mark as changed (the simulation). */
  highlight?: ReadonlySet<string>;
}) {
  return (
    <>
      {INTEGRAL_DIMENSIONS.map((dimension) => {
        const own = items.filter((item) => item.dimension === dimension);
        if (!own.length) return null;
        const score = dimensions.find((d) => d.dimension === dimension);
        const name = INTEGRAL_DIMENSION_LABELS[dimension];
        return (
          <section key={dimension} className={styles.card} aria-label={`${name}得分明细`}>
            <h3 className={styles.dimensionHead}>
              <span>{name}</span>
              {score ? (
                <span className={styles.muted}>
                  {pointsText(score.score)} / 满分{round2(score.max)}分
                </span>
              ) : null}
            </h3>
            <ul className={styles.items}>
              {own.map((item) => (
                <li
                  key={item.code}
                  className={highlight?.has(item.code) ? `${styles.item} ${styles.changed}` : styles.item}
                  aria-label={item.name}
                >
                  <div className={styles.itemHead}>
                    <span className={styles.itemName}>
                      {item.name}
                      {item.missing ? (
                        <Tag color="warning" fill="outline" className={styles.tag}>
                          缺数据
                        </Tag>
                      ) : null}
                    </span>
                    <span className={styles.weighted} data-testid="weighted" data-value={item.weighted}>
                      {pointsText(item.weighted)}
                    </span>
                  </div>
                  <p className={styles.itemLine}>
                    {item.missing ? (
                      <span className={styles.missing}>{item.missingReason}</span>
                    ) : (
                      <>
                        <span>{figureWithUnit(item.value, item.unit)}</span>
                        <span aria-hidden="true"> → </span>
                        <span>{item.bandLabel || '未达最低档'}</span>
                      </>
                    )}
                    <span aria-hidden="true"> → </span>
                    <span>
                      得分{round2(item.points)} × 权重{round2(item.weight)}%
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
