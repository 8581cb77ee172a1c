import { Card } from 'antd-mobile';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatDate } from '@/ui/format';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { StatGrid } from '@/ui/stat-grid';
import { qualityDirInfo, type QualityDirInfo } from '../api';
import { PortraitTrend } from '../../parts/portrait/trend';
import { QualityDimensions } from '../parts/dimensions';
import { ptsText, wanText } from '../parts/format';
import { DIR } from '../paths';
import styles from '../parts/quality.module.css';
import { idOf, yearParam } from '../../parts/ranking/paths';

function DirSummary({ info }: { info: QualityDirInfo }) {
  const { org, score, threshold } = info;
  return (
    <Card className={styles.card}>
      <h2 className={styles.orgName}>{org.fullname}</h2>
      <p className={styles.muted}>{[org.industryName, org.area, score.stageLabel].filter(Boolean).join(' · ')}</p>
      <StatGrid
        label="创新积分"
        items={[
          { label: `${String(info.year)}年度总分`, value: ptsText(score.total), testId: 'dir-total' },
          { label: `园区排名（共${String(score.count)}家）`, value: `第${String(score.rank)}名`, testId: 'dir-rank' },
          { label: '超过园区企业', value: `${String(score.percentile)}%` },
        ]}
      />
      <p className={styles.muted}>
        入选{info.year}年度优质企业名录（{threshold.text}），按指标体系第{info.system.version}版计分。
      </p>
    </Card>
  );
}

function Facts({ org }: { org: QualityDirInfo['org'] }) {
  const rows: [string, string][] = [
    ['统一社会信用代码', org.creditCode],
    ['企业类型', org.category],
    ['所属行业', org.industryName],
    ['所在园区', org.area],
    ['成立日期', org.setupDate ? formatDate(org.setupDate) : ''],
    ['注册资本', org.registerCapital > 0 ? wanText(org.registerCapital) : ''],
    ['地址', org.address],
    ['经营范围', org.ranges],
  ];
  return (
    <Card className={styles.card} title="企业信息">
      <dl className={styles.facts}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}

/** /info/integral/dir/info/{id} (signed in): an enterprise's card in the quality directory. */
export default function DirInfoPage() {
  const id = idOf(useParams().id);
  const [search] = useSearchParams();
  const year = yearParam(search);
  const state = qualityDirInfo.useQuery(id === null ? null : { id, year });
  return (
    <PageFrame title="优质企业名片" backTo={DIR}>
      <Loaded state={state} notFoundText="该企业不在本年度的优质企业名录中" skeleton={{ count: 3, lines: 4 }}>
        {(info) => (
          <>
            <DirSummary info={info} />
            <QualityDimensions dimensions={info.score.dimensions} />
            <PortraitTrend trend={info.trend} />
            <Facts org={info.org} />
          </>
        )}
      </Loaded>
    </PageFrame>
  );
}
