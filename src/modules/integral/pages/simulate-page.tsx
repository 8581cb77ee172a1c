import { Button, Input, Tag } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { round2 } from '@common/integral/scoring';
import type { IntegralSimulation } from '@common/integral/contract';
import type { IntegralField } from '@common/integral/model';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { StatGrid } from '@/ui/stat-grid';
import { NotFound } from '@/ui/states';
import { checkSimulation, integralSimulateBase, type IntegralSimulateBase } from '../api-ranking';
import { Breakdown } from '../parts/simulate/breakdown';
import { figureWithUnit, pointsText, rankText } from '../parts/ranking/format';
import { idOf, OP_RANKING, portraitOpPath, yearParam } from '../parts/ranking/paths';
import {
  editableFields,
  figureText,
  parseFigure,
  rankMoveText,
  simulate,
  type Simulation,
} from '../parts/simulate/model';
import styles from '../parts/ranking/ranking.module.css';

type Texts = Partial<Record<IntegralField, string>>;

const signed = (value: number) => (value > 0 ? `+${String(round2(value))}` : String(round2(value)));

function Changes({ simulation }: { simulation: Simulation }) {
  return (
    <section className={styles.card} aria-label="变化的指标">
      <h3 className={styles.sectionTitle}>变化的指标</h3>
      {simulation.changes.length === 0 ? (
        <p className={styles.muted}>修改下方的数据，这里即时列出得分变化的指标和档位变化。</p>
      ) : (
        <ul className={styles.items}>
          {simulation.changes.map((change) => (
            <li key={change.code} className={styles.item} aria-label={change.name}>
              <div className={styles.itemHead}>
                <span className={styles.itemName}>
                  {change.name}
                  {change.bandChanged ? (
                    <Tag color="primary" fill="outline" className={styles.tag}>
                      档位变化
                    </Tag>
                  ) : null}
                </span>
                <span className={styles.weighted}>{signed(change.after.weighted - change.before.weighted)}分</span>
              </div>
              <p className={styles.itemLine}>
                {figureWithUnit(change.before.value, change.unit)} → {figureWithUnit(change.after.value, change.unit)}
              </p>
              <p className={styles.itemLine}>
                档位 {change.before.bandLabel || '无'} → <strong>{change.after.bandLabel || '无'}</strong>；得分{' '}
                {round2(change.before.points)} → {round2(change.after.points)}；加权 {round2(change.before.weighted)} →{' '}
                {round2(change.after.weighted)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Figures({
  base,
  texts,
  onChange,
}: {
  base: IntegralSimulateBase;
  texts: Texts;
  onChange: (field: IntegralField, text: string) => void;
}) {
  return (
    <section className={styles.card} aria-label="填报数据">
      <h3 className={styles.sectionTitle}>填报数据（可修改，清空即视为未填报）</h3>
      <ul className={styles.fields}>
        {editableFields(base.system.definition).map(({ field, label, unit }) => {
          const approved = figureText(base.values[field]);
          const text = texts[field] ?? approved;
          const parsed = parseFigure(text);
          const edited = 'value' in parsed && figureText(parsed.value) !== approved;
          const id = `figure-${field}`;
          return (
            <li key={field} className={edited ? `${styles.field} ${styles.changed}` : styles.field}>
              <label htmlFor={id} className={styles.fieldLabel}>
                {label}（{unit}）
              </label>
              <Input
                id={id}
                inputMode="decimal"
                value={text}
                placeholder="未填报"
                clearable
                onChange={(value) => onChange(field, value)}
              />
              {'error' in parsed ? (
                <p className={styles.fieldError} role="alert">
                  {parsed.error}，按已审核的数据计算
                </p>
              ) : edited ? (
                <p className={styles.fieldHint}>已审核：{figureWithUnit(base.values[field], unit)}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The server's answer to the same figures, kept with the figures it was asked about. */
interface ServerCheck {
  asked: string;
  answer: IntegralSimulation;
}

/** The simulation on the page, the server's check of it (if asked) and how to ask for one. */
interface CheckProps {
  simulation: Simulation;
  check: ServerCheck | null;
  onCheck: () => void;
}

function ServerConfirmation({
  simulation,
  check,
  onCheck,
}: CheckProps) {
  const current = check && check.asked === JSON.stringify(simulation.overrides) ? check.answer : null;
  const agrees =
    current && current.after.total === simulation.after.total && current.after.rank === simulation.after.rank;
  return (
    <div className={styles.check}>
      {current ? (
        <p className={agrees ? styles.checkOk : styles.fieldError} role="status">
          服务器核算：{pointsText(current.after.total)}，{rankText(current.after.rank)}，
          {rankMoveText(current.rankMove)}——{agrees ? '与本页一致' : '与本页不一致，请以服务器为准'}（同样未保存）
        </p>
      ) : (
        <p className={styles.muted}>本页的结果与服务器的算法相同；也可以请服务器核算一次，同样不保存。</p>
      )}
      <Button size="small" disabled={!!current} onClick={onCheck}>
        服务器核算
      </Button>
    </div>
  );
}

function Result({
  simulation,
  check,
  onCheck,
}: CheckProps) {
  const { before, after } = simulation;
  return (
    <section className={styles.card} aria-label="模拟结果">
      <StatGrid
        label="模拟结果"
        items={[
          { label: '模拟总分', value: pointsText(after.total), testId: 'simulated-total' },
          { label: '模拟排名', value: rankText(after.rank), testId: 'simulated-rank' },
          { label: '名次变化', value: rankMoveText(simulation.rankMove), testId: 'rank-move' },
        ]}
      />
      <p className={styles.muted}>
        当前：{pointsText(before.total)}，{rankText(before.rank)}，超过{before.percentile}%的企业，{before.stageLabel}
        <br />
        模拟：{pointsText(after.total)}（{signed(after.total - before.total)}分），{rankText(after.rank)}，超过
        {after.percentile}%的企业，{after.stageLabel}
        {after.stage === before.stage ? '' : '（阶段变化，权重随之改变）'}
      </p>
      <ServerConfirmation simulation={simulation} check={check} onCheck={onCheck} />
    </section>
  );
}

const basisOf = (base: IntegralSimulateBase) => ({
  definition: base.system.definition,
  setupDate: base.org.setupDate,
  year: base.year,
  values: base.values,
  otherTotals: base.otherTotals,
});

function SimulateBody({
  base,
  simulation,
  texts,
  setTexts,
}: {
  base: IntegralSimulateBase;
  simulation: Simulation;
  texts: Texts;
  setTexts: (t: Texts) => void;
}) {
  const [check, setCheck] = useState<ServerCheck | null>(null);
  const onCheck = () => {
    const asked = JSON.stringify(simulation.overrides);
    checkSimulation({ id: base.org.orgId, year: base.year, values: simulation.overrides })
      .then((answer) => setCheck({ asked, answer }))
      // The server's message was shown; the page's own result stands.
      .catch(() => undefined);
  };
  const changed = useMemo(() => new Set(simulation.changes.map((c) => c.code)), [simulation]);
  return (
    <>
      <section className={styles.card} aria-label="企业">
        <h2 className={styles.orgName}>{base.org.fullname}</h2>
        <p className={styles.muted}>
          {base.year}年度 · 指标体系第{base.system.version}版 · 与园区其他{base.otherTotals.length}家计分企业比较
        </p>
      </section>
      <p className={styles.notice} role="note">
        模拟测算只在本页即时计算，不保存任何数据，企业的积分和排名不会改变。
      </p>
      <Result simulation={simulation} check={check} onCheck={onCheck} />
      <Changes simulation={simulation} />
      <Figures base={base} texts={texts} onChange={(field, text) => setTexts({ ...texts, [field]: text })} />
      <h3 className={styles.outerTitle}>模拟后的得分明细</h3>
      <Breakdown items={simulation.score.items} dimensions={simulation.score.dimensions} highlight={changed} />
    </>
  );
}

/**
 * /integral/simulate/:id: what-if scoring of one enterprise. The figures are edited in the page
 * and the score, rank and band changes recomputed at each keystroke with the shared arithmetic
 * (common/integral/scoring.ts); nothing is sent or saved.
 */
export default function SimulatePage() {
  const id = idOf(useParams().id);
  const [search] = useSearchParams();
  const year = yearParam(search);
  const state = integralSimulateBase.useQuery(id === null ? null : { id, ...(year ? { year } : {}) });
  const [texts, setTexts] = useState<Texts>({});
  const base = state.data;
  // Recomputed on each keystroke, in the browser: nothing is sent.
  const simulation = useMemo(() => (base ? simulate(basisOf(base), texts) : null), [base, texts]);
  const dirty = Object.keys(texts).length > 0;
  const footer = simulation ? (
    <>
      <p className={styles.live} aria-live="polite">
        <span>{pointsText(simulation.after.total)}</span>
        <span>
          {rankText(simulation.after.rank)} · {rankMoveText(simulation.rankMove)}
        </span>
      </p>
      <Button disabled={!dirty} onClick={() => setTexts({})}>
        恢复
      </Button>
    </>
  ) : undefined;
  return (
    <PageFrame
      title="创新积分模拟测算"
      backTo={id === null ? OP_RANKING : portraitOpPath(id, year)}
      footer={footer}
    >
      {id === null ? (
        <NotFound title="企业不存在" />
      ) : (
        <Loaded state={state} notFoundText="企业不存在或不在本园区" backTo={OP_RANKING}>
          {(loaded) =>
            simulation ? (
              <SimulateBody base={loaded} simulation={simulation} texts={texts} setTexts={setTexts} />
            ) : null
          }
        </Loaded>
      )}
    </PageFrame>
  );
}
