import { Card, Collapse, List, Tag } from 'antd-mobile';
import { formatNumber } from '@/ui/format';
import type { IntegralScoreView } from '../../api-public';
import styles from './portrait.module.css';
import { points } from '../public/rule-text';
import publicStyles from '../public/public.module.css';

type Item = IntegralScoreView['items'][number];

const valueText = (value: number, unit: string) => `${formatNumber(value, 2)}${unit === '%' ? '%' : ` ${unit}`}`.trim();

/** One indicator: value → band → points × weight = weighted points, or why it scored nothing. */
function IndicatorRow({ item }: { item: Item }) {
  return (
    <li className={styles.item} aria-label={item.name}>
      <div className={styles.itemHead}>
        <p className={styles.itemName}>
          {item.name}
          {item.missing ? (
            <Tag color="warning" fill="outline" className={styles.missingTag}>
              缺数据
            </Tag>
          ) : null}
        </p>
        <span className={styles.itemWeighted}>
          <span data-testid="indicator-weighted" data-value={item.weighted}>
            {points(item.weighted)}
          </span>
          分
        </span>
      </div>
      {item.missing ? (
        <p className={styles.missing}>{item.missingReason || '缺少数据'}，该项计0分</p>
      ) : (
        <p className={styles.itemLine}>
          数值 {item.value === null ? '—' : valueText(item.value, item.unit)} · {item.bandLabel ? `档位 ${item.bandLabel}` : '未达最低档'}
        </p>
      )}
      <p className={styles.itemLine}>
        得分 {formatNumber(item.points, 2)}分 × 权重 {formatNumber(item.weight, 2)}% = 加权 {points(item.weighted)}分
      </p>
    </li>
  );
}

/**
 * 逐项明细: per dimension (collapsed on a phone), each indicator's value, band, points, weight and
 * weighted points, the dimension's subtotal, and the sum that makes the total.
 */
export function PortraitBreakdown({ score }: { score: IntegralScoreView }) {
  return (
    <Card className={publicStyles.card} title="逐项明细">
      <p className={publicStyles.muted}>加权得分 = 指标得分 × 权重 ÷ 100；各项加权得分之和即为总分。</p>
      <Collapse>
        {score.dimensions.map((d) => {
          const items = score.items.filter((i) => i.dimension === d.dimension);
          return (
            <Collapse.Panel
              key={d.dimension}
              title={
                <span className={publicStyles.panelTitle}>
                  <span>
                    {d.name}（{items.length}项）
                  </span>
                  <span>
                    {points(d.score)}
                    <span className={publicStyles.panelNote}> / {d.max}分</span>
                  </span>
                </span>
              }
            >
              <ul className={styles.items} aria-label={`${d.name}逐项得分`}>
                {items.map((item) => (
                  <IndicatorRow key={item.code} item={item} />
                ))}
              </ul>
              <p className={styles.subtotal}>
                <span>{d.name}合计</span>
                <span>{points(d.score)}分</span>
              </p>
            </Collapse.Panel>
          );
        })}
      </Collapse>
      <p className={styles.sum} data-testid="portrait-sum">
        {score.dimensions.map((d) => `${d.name} ${points(d.score)}`).join(' + ')} = 总分 {points(score.total)}分
      </p>
      {score.inputs.length ? (
        <Collapse>
          <Collapse.Panel key="inputs" title="计分所用数据（已审核）">
            <List>
              {score.inputs.map((input) => (
                <List.Item key={input.field} extra={input.value === null ? '未填报' : valueText(input.value, input.unit)}>
                  {input.label}
                </List.Item>
              ))}
            </List>
          </Collapse.Panel>
        </Collapse>
      ) : null}
    </Card>
  );
}
