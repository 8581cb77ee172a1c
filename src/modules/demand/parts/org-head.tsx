import { Card } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { ChipTabs } from '@/ui/chip-tabs';
import { StatGrid } from '@/ui/stat-grid';
import { LoadFailed } from '@/ui/states';
import { StateTag } from '@/ui/publish';
import { showcaseReview } from '../api';
import type { OrgProfile } from '../orgs-api';
import { DOCK_TAB } from '../org-info';
import { opAuditPath } from '../paths';
import styles from './cx.module.css';

export interface OrgHeadProps {
  profile: { data?: OrgProfile | undefined; error?: unknown; mutate: () => unknown };
  tab: string;
  onTab: (tab: string) => void;
}

/** The views an organisation's page has tabs for: one kind each (产品与服务 is two of them). */
const single = (p: OrgProfile) => p.views.filter((v) => v.view !== 'proServe');

/** The top of an organisation's page: who it is, its figures, its showcase and the tabs of its records. */
export function OrgHead({ profile, tab, onTab }: OrgHeadProps) {
  const { data, error } = profile;
  if (error) return <LoadFailed error={error} onRetry={() => void profile.mutate()} />;
  const views = data ? single(data) : [];
  return (
    <Card title={data ? `${data.name}（${data.orgType === 'SERVICE' ? '服务机构' : '企业'}）` : '单位概况'}>
      {data && (
        <p className={styles.note}>
          {[data.industry, data.area].filter(Boolean).join(' · ')}
          {' · 企业风采：'}
          {data.showcase ? (
            <Link to={opAuditPath('fc', data.showcase.id)}>
              <StateTag lifecycle={showcaseReview.lifecycle} status={data.showcase.status} />
            </Link>
          ) : (
            '未填写'
          )}
        </p>
      )}
      <StatGrid
        label="发布与对接"
        items={[
          { label: '已发布信息', value: data && views.reduce((n, v) => n + v.counts.JOINT, 0) },
          { label: '待审核', value: data && views.reduce((n, v) => n + v.counts.CHECK, 0) },
          { label: '发起对接', value: data?.docks.sent },
          { label: '收到对接', value: data?.docks.received },
          { label: '达成合作', value: data?.docks.deals },
        ]}
      />
      <ChipTabs
        label="信息类别"
        activeKey={tab}
        onChange={onTab}
        tabs={[
          ...views.map((v) => ({ key: v.view, title: `${v.label} ${String(v.counts.total)}` })),
          { key: DOCK_TAB, title: '对接记录' },
        ]}
      />
    </Card>
  );
}
