import { CRITERION_KINDS, CULTIVATION_METRICS, type CultivationTier } from '../api';
import styles from './cultivation.module.css';

type Criterion = CultivationTier['criteria'][number];

const num = (v: number) => String(Math.round(v * 100) / 100);
const valueText = (c: Pick<Criterion, 'metric' | 'unit'>, v: number) => (c.metric === 'highTech' ? '是' : `${num(v)}${c.unit}`);

/** A criterion's rule in words: 达到 3% 得 15 分 …, or 须达到 100万元. */
export function ruleText(c: Criterion): string {
  if (c.kind === 'POINTS')
    return [...c.bands]
      .sort((a, b) => a.min - b.min)
      .map((b) => `≥${valueText(c, b.min)} 得${num(b.points)}分`)
      .join('；');
  if (c.min === null) return '';
  return c.metric === 'highTech' ? '已认定为高新技术企业' : `${c.kind === 'DIRECT' ? '达到' : '须达到'} ${valueText(c, c.min)}`;
}

/** A tier's criteria as a table: group, kind, metric and its rule. */
export function CriteriaTable({ tier }: { tier: CultivationTier }) {
  if (tier.criteria.length === 0) return <p className={styles.text}>该梯度尚未设置评价条件。</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.criteria} aria-label={`${tier.name}评价标准`}>
        <thead>
          <tr>
            <th scope="col">分组</th>
            <th scope="col">指标</th>
            <th scope="col">标准</th>
            <th scope="col">类型</th>
          </tr>
        </thead>
        <tbody>
          {tier.criteria.map((c) => (
            <tr key={c.id}>
              <td>{c.grouping}</td>
              <td>{CULTIVATION_METRICS[c.metric].label}</td>
              <td>{ruleText(c)}</td>
              <td>{CRITERION_KINDS[c.kind]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How a tier qualifies, in one line. */
export const passText = (tier: Pick<CultivationTier, 'passPoints'>) =>
  tier.passPoints === null ? '须同时满足全部必要条件' : `评分 ${num(tier.passPoints)} 分以上（或满足任一直通条件），并满足必要条件`;
