import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Chart } from '@/ui/chart/index';
import { rankByIndustry, type BigscreenRank } from '../api';
import styles from '../parts/bigscreen.module.css';
import { points } from '../parts/rank-list';
import { gridClass, LiveScreen, Note, Panel } from '../parts/screen-frame';
import { switchSeconds } from '../parts/timing';
import { useChartHeight } from '../parts/use-chart-height';

/** /lg/rank: each industry's top ten in turn (every 10 s, `?switch=N`), beside all industries' averages. */
export default function RankPage() {
  return (
    <LiveScreen title="各行业积分排行" read={rankByIndustry} args={{ size: 10 }} empty={(r) => r.industries.length === 0}>
      {(r) => <Rotating r={r} />}
    </LiveScreen>
  );
}

function Rotating({ r }: { r: BigscreenRank }) {
  const { search } = useLocation();
  const seconds = switchSeconds(search);
  const [picked, setPicked] = useState(0);
  const count = r.industries.length;
  // Turns to the next industry; picking one starts its full time again.
  useEffect(() => {
    const timer = setTimeout(() => setPicked((i) => (i + 1) % count), seconds * 1000);
    return () => clearTimeout(timer);
  }, [picked, count, seconds]);
  const industry = r.industries[picked % count]!;
  const height = useChartHeight(0.62);
  return (
    <div className={gridClass}>
      <Panel title={`${industry.industryName} · 积分前${String(industry.list.length)}名`} span="main">
        <div className={styles.industryTabs} role="group" aria-label="行业">
          {r.industries.map((i, index) => (
            <button
              key={i.industryName}
              type="button"
              className={styles.industryTab}
              aria-pressed={index === picked % count}
              onClick={() => setPicked(index)}
            >
              {i.industryName}
            </button>
          ))}
        </div>
        <table className={styles.table} aria-label={`${industry.industryName}积分排行`}>
          <thead>
            <tr>
              <th>行业名次</th>
              <th>企业</th>
              <th>阶段</th>
              <th className={styles.num}>园区名次</th>
              <th className={styles.num}>得分</th>
            </tr>
          </thead>
          <tbody>
            {industry.list.map((e) => (
              <tr key={e.orgId}>
                <td>{e.industryRank}</td>
                <td className={styles.nameCell}>{e.fullname}</td>
                <td>{e.stageLabel}</td>
                <td className={styles.num}>{e.rank}</td>
                <td className={styles.num}>{points(e.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Note>
          {industry.industryName}计分企业 {industry.count} 家，平均 {points(industry.average)} 分；每{' '}
          {seconds} 秒切换下一个行业
        </Note>
      </Panel>
      <Panel title="各行业平均分" span="tall">
        <Chart
          kind="bar"
          look="wall"
          horizontal
          height={height}
          title="各行业平均分"
          unit="分"
          // Transposed bars run from the bottom: the largest industry last, to stand on top.
          data={[...r.industries].reverse().map((i) => ({ name: i.industryName, value: i.average }))}
        />
      </Panel>
    </div>
  );
}
