import { List } from 'antd-mobile';
import { useParams } from 'react-router-dom';
import { formatDate } from '@/ui/format';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { qualityDetail } from '../api';
import { QUALITY_LIST } from '../paths';
import { TierResultCard } from '../parts/evaluation-view';
import styles from '../parts/cultivation.module.css';

/** /cultivation/qualityDetail/{id}: a recognised enterprise — its tier, business and points (no figures, no contacts). */
export default function QualityDetailPage() {
  const id = Number(useParams().id);
  const state = qualityDetail.useQuery(Number.isInteger(id) && id > 0 ? id : null);
  return (
    <PageFrame title="优质企业详情" backTo={QUALITY_LIST}>
      <Loaded state={state} notFoundText="该企业不在优质企业名单中" backTo={QUALITY_LIST}>
        {(d) => (
          <>
            <header className={styles.summary}>
              <h2>{d.name}</h2>
              <p>
                {d.tierName} · {formatDate(d.recognisedAt)} 认定
              </p>
              <p>{[d.industry, d.county].filter(Boolean).join(' · ')}</p>
            </header>
            <List header="经营范围" mode="card">
              <p className={styles.text}>{d.ranges || '—'}</p>
            </List>
            {d.tiers.map((t) => (
              <TierResultCard key={t.tierId} tier={t} />
            ))}
          </>
        )}
      </Loaded>
    </PageFrame>
  );
}
