import { StatGrid } from '@/ui/stat-grid';
import type { ReactNode } from 'react';
import type { IndicatorDef, IntegralDimension, SystemDefinition } from '@common/integral/model';
import {
  INTEGRAL_DIMENSION_LABELS,
  INTEGRAL_DIMENSIONS,
  INTEGRAL_STAGE_LABELS,
  INTEGRAL_STAGES,
} from '../../api-analysis';
import { ruleLines, sourceText, stageTotals } from './rules';
import styles from './indicator.module.css';

const num = (value: number) => String(Math.round(value * 100) / 100);

/** The stage rule in words (common/integral/README.md "The stage rule"). */
export function StageRuleText({ rule }: { rule: SystemDefinition['stageRule'] }) {
  return (
    <ul className={styles.stageRule} aria-label="阶段划分规则">
      <li>
        初创期：成立不满{rule.startupMaxAge}年且营业收入低于{num(rule.startupMaxRevenue)}万元
      </li>
      <li>
        成熟期：成立{rule.matureMinAge}年及以上且营业收入达到{num(rule.matureMinRevenue)}万元
      </li>
      <li>成长期：其余企业</li>
    </ul>
  );
}

/** Each stage's weight total; a total other than 100% is marked. */
export function StageTotals({ definition }: { definition: SystemDefinition }) {
  const totals = stageTotals(definition.indicators);
  return (
    <StatGrid
      label="各阶段权重合计"
      items={INTEGRAL_STAGES.map((stage) => ({
        label: `${INTEGRAL_STAGE_LABELS[stage]}权重合计`,
        value: <span className={totals[stage] === 100 ? undefined : styles.off}>{num(totals[stage])}%</span>,
        testId: `integral-weight-total-${stage}`,
      }))}
    />
  );
}

/** The weights of an indicator (or a dimension) at each stage: 初创 6% · 成长 7% · 成熟 8%. */
export const weightsText = (weights: Record<(typeof INTEGRAL_STAGES)[number], number>) =>
  INTEGRAL_STAGES.map((s) => `${INTEGRAL_STAGE_LABELS[s].slice(0, 2)} ${num(weights[s])}%`).join(' · ');

/** One dimension of a version: its name and its weights per stage, then its indicators (`children`). */
export function DimensionSection({
  dimension,
  indicators,
  children,
}: {
  dimension: IntegralDimension;
  indicators: readonly IndicatorDef[];
  children: ReactNode;
}) {
  return (
    <section className={styles.dimension} aria-label={INTEGRAL_DIMENSION_LABELS[dimension]}>
      <h3 className={styles.dimensionTitle}>
        {INTEGRAL_DIMENSION_LABELS[dimension]}
        <span className={styles.weights}>（{weightsText(stageTotals(indicators))}）</span>
      </h3>
      {children}
    </section>
  );
}

/**
 * A version's tree, read only: the stage rule, the weight totals, then each dimension with its
 * indicators — unit, source, rule (bands or linear with its cap) and weights per stage.
 */
export function IndicatorTree({ definition }: { definition: SystemDefinition }) {
  return (
    <>
      <h3 className={styles.dimensionTitle}>阶段划分</h3>
      <StageRuleText rule={definition.stageRule} />
      <StageTotals definition={definition} />
      {INTEGRAL_DIMENSIONS.map((dimension) => {
        const own = definition.indicators.filter((i) => i.dimension === dimension);
        if (!own.length) return null;
        return (
          <DimensionSection key={dimension} dimension={dimension} indicators={own}>
            <ul className={styles.indicators}>
              {own.map((i) => (
                <li key={i.code} className={styles.indicator} aria-label={i.name}>
                  <div className={styles.indicatorHead}>
                    <span className={styles.indicatorName}>
                      {i.name}
                      {i.unit ? `（${i.unit}）` : ''}
                    </span>
                    <span className={styles.weights}>{weightsText(i.weights)}</span>
                  </div>
                  <span className={styles.meta}>
                    数据来源：{sourceText(i.source)} · {i.rule.kind === 'BANDED' ? '分档计分' : '线性计分'}
                  </span>
                  <ul className={styles.rules}>
                    {ruleLines(i.rule, i.unit).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </DimensionSection>
        );
      })}
    </>
  );
}
