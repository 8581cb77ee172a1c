import { Card, Collapse } from 'antd-mobile';
import { INTEGRAL_DIMENSION_LABELS, INTEGRAL_DIMENSIONS, INTEGRAL_STAGE_LABELS, INTEGRAL_STAGES, type IntegralModel } from '../../api-public';
import styles from './public.module.css';
import { amount, dimensionMax, ruleLines, sourceText, stageRuleLines } from './rule-text';

type System = NonNullable<IntegralModel['system']>;

const weightsText = (weights: Record<(typeof INTEGRAL_STAGES)[number], number>) =>
  INTEGRAL_STAGES.map((stage) => `${INTEGRAL_STAGE_LABELS[stage]}${amount(weights[stage])}%`).join(' · ');

/**
 * How the score is computed, from the year's active indicator system: the stage rule, then each
 * dimension (collapsed on a phone) with its indicators — where the value comes from, the points of
 * each band or the linear rule, and the weight at each stage.
 */
export function PublicMethod({ system }: { system: System }) {
  const { stageRule, indicators } = system.definition;
  const dimensions = INTEGRAL_DIMENSIONS.map((dimension) => ({
    dimension,
    indicators: indicators.filter((i) => i.dimension === dimension),
  })).filter((d) => d.indicators.length > 0);
  return (
    <>
      <Card className={styles.card} title="企业阶段">
        <p className={styles.lead}>
          按企业在年末的成立年限和当年营业收入分为三个阶段，各阶段的指标权重不同：初创期更看重研发投入与融资成长，成熟期更看重营收、税收与利润。
        </p>
        <dl className={styles.stages} aria-label="阶段划分规则">
          {stageRuleLines(stageRule).map((line) => (
            <div key={line.stage} className={styles.stageRow}>
              <dt>{line.stage}</dt>
              <dd>{line.text}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card className={styles.card} title={`指标与计分规则（${String(indicators.length)}项）`}>
        <p className={styles.lead}>每项指标按规则得0–100分，乘以所在阶段的权重计入总分；缺少数据的指标计0分。</p>
        <Collapse defaultActiveKey={[]} aria-label="各维度指标">
          {dimensions.map(({ dimension, indicators: own }) => {
            const max = dimensionMax(own);
            return (
              <Collapse.Panel
                key={dimension}
                title={
                  <span className={styles.panelTitle}>
                    <span>
                      {INTEGRAL_DIMENSION_LABELS[dimension]}（{own.length}项）
                    </span>
                    <span className={styles.panelNote}>满分 {weightsText(max).replace(/%/g, '分')}</span>
                  </span>
                }
              >
                <ul className={styles.indicators} aria-label={`${INTEGRAL_DIMENSION_LABELS[dimension]}指标`}>
                  {own.map((indicator) => (
                    <li key={indicator.code} className={styles.indicator}>
                      <p className={styles.indicatorName}>
                        {indicator.name}
                        {indicator.unit ? `（${indicator.unit}）` : ''}
                      </p>
                      <p className={styles.indicatorSource}>取值：{sourceText(indicator.source)}</p>
                      <ul className={styles.bands} aria-label={`${indicator.name}计分规则`}>
                        {ruleLines(indicator.rule, indicator.unit).map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                      <p className={styles.weights}>权重：{weightsText(indicator.weights)}</p>
                    </li>
                  ))}
                </ul>
              </Collapse.Panel>
            );
          })}
        </Collapse>
      </Card>
    </>
  );
}
