import { Button } from 'antd-mobile';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Chart } from '@/ui/chart';
import { ChipTabs } from '@/ui/chip-tabs';
import { formatDate, formatDateTime } from '@/ui/format';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { StatGrid } from '@/ui/stat-grid';
import { Empty, NotFound } from '@/ui/states';
import { integralPortrait, type IntegralPortrait, type IntegralScoreView } from '../api-ranking';
import { Breakdown } from '../parts/portrait-op-breakdown';
import { figureWithUnit, percentText, pointsText, rankText } from '../parts/ranking-format';
import { idOf, OP_RANKING, simulatePath, yearParam } from '../parts/ranking-paths';
import styles from '../parts/ranking.module.css';

function Heading({ portrait }: { portrait: IntegralPortrait }) {
  const { org } = portrait;
  return (
    <section className={styles.card} aria-label="企业">
      <h2 className={styles.orgName}>{org.fullname}</h2>
      <p className={styles.muted}>
        {[org.industryName, org.area, org.setupDate ? `成立于${formatDate(org.setupDate)}` : ''].filter(Boolean).join(' · ')}
      </p>
    </section>
  );
}

function Summary({ score, portrait }: { score: IntegralScoreView; portrait: IntegralPortrait }) {
  return (
    <section className={styles.card} aria-label="总分与排名">
      <StatGrid
        label="总分与排名"
        items={[
          { label: '总分', value: pointsText(score.total), testId: 'portrait-total' },
          { label: '园区排名', value: rankText(score.rank), testId: 'portrait-rank' },
          { label: '超过园区企业', value: percentText(score.percentile) },
          { label: '阶段', value: score.stageLabel },
        ]}
      />
      <p className={styles.muted}>
        {portrait.year}年度 · 共{score.count}家企业计分
        {portrait.system ? ` · 指标体系第${String(portrait.system.version)}版` : ''}
        {score.age === null ? '' : ` · 成立${String(score.age)}年`}
        {score.missingCount > 0 ? ` · ${String(score.missingCount)}项指标缺数据计0分` : ''}
        {` · 计算于${formatDateTime(score.computedAt)}`}
      </p>
    </section>
  );
}

function Dimensions({ score }: { score: IntegralScoreView }) {
  return (
    <section className={styles.card} aria-label="各维度得分">
      <h3 className={styles.sectionTitle}>各维度得分</h3>
      <ul className={styles.bars}>
        {score.dimensions.map((d) => (
          <li key={d.dimension}>
            <div className={styles.barHead}>
              <span>{d.name}</span>
              <span>
                <strong>{pointsText(d.score)}</strong>
                <span className={styles.muted}>
                  {' '}
                  / 满分{d.max}分 · 园区平均{pointsText(d.parkAverage)}
                </span>
              </span>
            </div>
            <div className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${d.max > 0 ? Math.min((d.score / d.max) * 100, 100) : 0}%` }} />
              <span
                className={styles.barAverage}
                style={{ left: `${d.max > 0 ? Math.min((d.parkAverage / d.max) * 100, 100) : 0}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Inputs({ score }: { score: IntegralScoreView }) {
  return (
    <section className={styles.card} aria-label="计分所用数据">
      <h3 className={styles.sectionTitle}>计分所用数据（已审核）</h3>
      <dl className={styles.figures}>
        {score.inputs.map((input) => (
          <div key={input.field} className={styles.figure}>
            <dt>{input.label}</dt>
            <dd>{figureWithUnit(input.value, input.unit)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Trend({ portrait }: { portrait: IntegralPortrait }) {
  const trend = [...portrait.trend].sort((a, b) => a.year - b.year);
  if (!trend.length) return null;
  return (
    <section className={styles.card} aria-label="历年得分">
      <h3 className={styles.sectionTitle}>历年得分</h3>
      {trend.length > 1 ? (
        <Chart
          kind="line"
          title="历年总分"
          unit="分"
          height={180}
          data={trend.map((t) => ({ name: `${String(t.year)}年`, value: t.total }))}
        />
      ) : null}
      <ul className={styles.trend}>
        {trend.map((t) => (
          <li key={t.year}>
            <span>{t.year}年度</span>
            <span>{pointsText(t.total)}</span>
            <span className={styles.muted}>
              {rankText(t.rank, t.count)} · {t.stageLabel}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PortraitBody({ portrait, year }: { portrait: IntegralPortrait; year: number | undefined }) {
  const [, setSearch] = useSearchParams();
  const { score } = portrait;
  const years = portrait.years.length > 1 ? (
    <ChipTabs
      className={styles.years}
      label="年度"
      tabs={portrait.years.map((y) => ({ key: String(y), title: `${String(y)}年度` }))}
      activeKey={String(portrait.year ?? year ?? '')}
      onChange={(key) => setSearch({ year: key }, { replace: true })}
    />
  ) : null;
  return (
    <>
      <Heading portrait={portrait} />
      {years}
      {score ? (
        <>
          <Summary score={score} portrait={portrait} />
          <Dimensions score={score} />
          <h3 className={styles.outerTitle}>得分明细</h3>
          <p className={styles.explain}>每项指标：指标值 → 所在档位 → 得分 × 本阶段权重 = 加权得分，各项加权得分之和即总分。</p>
          <Breakdown items={score.items} dimensions={score.dimensions} />
          <Inputs score={score} />
        </>
      ) : (
        <Empty
          title={portrait.year ? `${String(portrait.year)}年度暂无该企业的创新积分` : '本园区还没有计算过创新积分'}
          description="企业有已审核的填报数据后才会计分"
        />
      )}
      <Trend portrait={portrait} />
    </>
  );
}

/** /integral/portrait/:id: one enterprise's innovation score for a year, explained indicator by indicator. */
export default function PortraitOpPage() {
  const id = idOf(useParams().id);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const year = yearParam(search);
  const state = integralPortrait.useQuery(id === null ? null : { id, ...(year ? { year } : {}) });
  const scored = state.data?.score ? state.data : null;
  const right =
    id !== null && scored ? (
      <Button size="mini" color="primary" fill="none" onClick={() => void navigate(simulatePath(id, scored.year))}>
        模拟测算
      </Button>
    ) : null;
  return (
    <PageFrame title="企业创新积分画像" backTo={OP_RANKING} right={right}>
      {id === null ? (
        <NotFound title="企业不存在" />
      ) : (
        <Loaded state={state} notFoundText="企业不存在或不在本园区" backTo={OP_RANKING}>
          {(portrait) => <PortraitBody portrait={portrait} year={year} />}
        </Loaded>
      )}
    </PageFrame>
  );
}
