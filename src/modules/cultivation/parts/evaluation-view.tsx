import { List, Tag } from 'antd-mobile';
import { CRITERION_KINDS, type CultivationEvaluation } from '../api';
import styles from './cultivation.module.css';

type TierResult = CultivationEvaluation['tiers'][number];
type Result = TierResult['criteria'][number];

const num = (v: number) => String(Math.round(v * 100) / 100);
const valueText = (c: Result) => (c.value === null ? '未填报' : c.metric === 'highTech' ? (c.value >= 1 ? '是' : '否') : `${num(c.value)}${c.unit}`);

function outcome(c: Result) {
  if (c.kind === 'POINTS') return `${num(c.points)} / ${num(c.maxPoints)} 分`;
  return <span className={c.met ? styles.met : styles.unmet}>{c.met ? '已满足' : '未满足'}</span>;
}

/** Where the enterprise stands: reached tier, next tier and the gap in words. */
export function EvaluationSummary({ data }: { data: CultivationEvaluation }) {
  return (
    <header className={styles.summary} aria-label="梯度评价">
      <h2>{data.org.name}</h2>
      <p data-testid="reached-tier">已达梯度：{data.reached?.name ?? '尚未达到任何梯度'}</p>
      <p>下一梯度：{data.next?.name ?? '已达到最高梯度'}</p>
      {data.gap ? <p data-testid="evaluation-gap">{data.gap}</p> : null}
    </header>
  );
}

/** The cheapest way to the next tier: conditions first, then the points, least effort per point first. */
export function PlanList({ data }: { data: CultivationEvaluation }) {
  if (!data.next) return null;
  return (
    <List header={`冲刺${data.next.name}的提升计划`} mode="card" aria-label="提升计划">
      {data.plan.length === 0 ? <List.Item>已满足评分要求，请关注必要条件与认定申报。</List.Item> : null}
      {data.plan.map((s, i) => (
        <List.Item key={s.criterionId} prefix={<strong>{i + 1}</strong>}>
          {s.text}
        </List.Item>
      ))}
    </List>
  );
}

/** One tier's result: points against the pass mark, and each criterion's value and outcome. */
export function TierResultCard({ tier }: { tier: TierResult }) {
  const head =
    tier.passPoints === null ? '' : ` · ${num(tier.points)} 分（合格 ${num(tier.passPoints)} 分${tier.direct ? `，已满足直通条件：${tier.direct}` : ''}）`;
  return (
    <List
      mode="card"
      header={
        <span>
          {tier.name}
          {head} <Tag color={tier.qualified ? 'success' : 'default'}>{tier.qualified ? '符合' : '未符合'}</Tag>
        </span>
      }
    >
      <div className={styles.tableWrap}>
        <table className={styles.criteria} aria-label={`${tier.name}得分`}>
          <thead>
            <tr>
              <th scope="col">指标</th>
              <th scope="col">当前值</th>
              <th scope="col">类型</th>
              <th scope="col">得分 / 结果</th>
            </tr>
          </thead>
          <tbody>
            {tier.criteria.map((c) => (
              <tr key={c.id}>
                <td>{c.label}</td>
                <td>{valueText(c)}</td>
                <td>{CRITERION_KINDS[c.kind]}</td>
                <td>{outcome(c)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </List>
  );
}
