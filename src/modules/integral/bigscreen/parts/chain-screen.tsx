import { chainDetail, useWallChains, type BigscreenChain } from '../api';
import { LG_INDUS } from '../paths';
import styles from './bigscreen.module.css';
import { points } from './rank-list';
import { Link, useLocation } from 'react-router-dom';
import { Figures, gridClass, LiveScreen, Note, Panel, ScreenFrame } from './screen-frame';
import { ScorePanel } from './score-panels';
import { useChartHeight } from './use-chart-height';

/** Enterprises a chain screen lists: what a wall's column shows. */
const LISTED = 15;

/** /lg/indus/{key}: one of the park's chains, titled by the park's name of it, its enterprises and their scores. */
export function ChainScreen({ chainKey }: { chainKey: string }) {
  const chains = useWallChains();
  const chain = chains?.find((c) => c.key === chainKey);
  if (chains && !chain) return <NoSuchChain />;
  return (
    <LiveScreen title={chain ? `${chain.name}产业链` : '产业链'} read={chainDetail} args={{ key: chainKey, size: LISTED }} empty={(c) => c.parkCount === 0}>
      {(c) => <Chain c={c} description={c.description} />}
    </LiveScreen>
  );
}

/** A chain screen's address of a chain the park does not have (the spec's three are not every park's). */
function NoSuchChain() {
  const { search } = useLocation();
  return (
    <ScreenFrame title="产业链">
      <div className={styles.state}>
        <span>本园区没有这条产业链</span>
        <Link className={styles.retry} to={{ pathname: LG_INDUS, search }}>
          查看本园区的产业链
        </Link>
      </div>
    </ScreenFrame>
  );
}

const share = (part: number, whole: number) =>
  whole > 0 ? `${(Math.round((part / whole) * 1000) / 10).toFixed(1)}` : '0';

function Chain({ c, description }: { c: BigscreenChain; description: string }) {
  const height = useChartHeight(0.32);
  return (
    <div className={gridClass}>
      <Panel title="产业链概况">
        <Figures
          items={[
            { label: '计分企业', value: String(c.count), unit: '家', testId: 'lg-chain-count' },
            { label: '平均分', value: points(c.average), testId: 'lg-chain-average' },
            { label: '最高分', value: points(c.max) },
            { label: '占全园区', value: share(c.count, c.parkCount), unit: '%' },
          ]}
        />
        <Note>
          {description ? `${description}。` : ''}全园区平均 {points(c.parkAverage)} 分。
        </Note>
        <table className={styles.table} aria-label="各环节">
          <thead>
            <tr>
              <th>环节</th>
              <th className={styles.num}>企业</th>
              <th className={styles.num}>平均分</th>
              <th className={styles.num}>最高分</th>
            </tr>
          </thead>
          <tbody>
            {c.links.map((l) => (
              <tr key={l.name}>
                <td>{l.name}</td>
                <td className={styles.num}>{l.count}</td>
                <td className={styles.num}>{points(l.average)}</td>
                <td className={styles.num}>{points(l.max)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <ScorePanel chart="histogram" of={c} title={`${c.name}各分数段企业数（每10分一档）`} height={height} />
      <Panel title={`企业积分前${String(c.list.length)}名`} span="tall">
        {c.list.length === 0 ? (
          <Note>该产业链暂无计分企业</Note>
        ) : (
          <table className={styles.table} aria-label={`${c.name}企业积分`}>
            <thead>
              <tr>
                <th>链内名次</th>
                <th>企业</th>
                <th>环节</th>
                <th className={styles.num}>得分</th>
              </tr>
            </thead>
            <tbody>
              {c.list.map((e) => (
                <tr key={e.orgId}>
                  <td>{e.chainRank}</td>
                  <td className={styles.nameCell}>{e.simplename || e.fullname}</td>
                  <td>{e.link}</td>
                  <td className={styles.num}>{points(e.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
      <ScorePanel chart="stages" of={c} title={`${c.name}各阶段企业数`} height={height} />
      <ScorePanel chart="dimensions" of={c} title={`${c.name}各维度平均得分与平均满分`} height={height} />
    </div>
  );
}
