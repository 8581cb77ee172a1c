import { Card, SearchBar } from 'antd-mobile';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '@/core/use-session';
import { DECLARE_CENTER, declareNoticePath, myApplicationsPath } from '@/modules/declare/public';
import { PageFrame } from '@/ui/page-frame';
import { HotSection, LatestSection, MatchEntry } from '../parts/home-sections';
import styles from '../parts/policy.module.css';
import { POLICY_INFO, POLICY_RECORDS, policyListPath } from '../paths';

/** /policy/index: the policy service home — search, quick match, hot and newest policies. */
export default function PolicyIndexPage() {
  const navigate = useNavigate();
  const signedIn = !!useSession();
  return (
    <PageFrame title="政策服务" backTo="/index">
      <div role="search" className={styles.searchBox}>
        <SearchBar
          placeholder="搜索政策标题、文号或发文单位"
          onSearch={(text) => void navigate(policyListPath({ search: text.trim() || undefined }))}
        />
      </div>
      <MatchEntry signedIn={signedIn} />
      <nav className={styles.shortcuts} aria-label="政策服务">
        <Link to={policyListPath()}>政策库</Link>
        <Link to={policyListPath({ autoGrant: '1' })}>免申即享</Link>
        <Link to={policyListPath({ sort: 'DEADLINE' })}>即将截止</Link>
        {signedIn ? <Link to={POLICY_INFO}>匹配画像</Link> : null}
        {signedIn ? <Link to={POLICY_RECORDS}>测评记录</Link> : null}
      </nav>
      <nav className={styles.shortcuts} aria-label="政策申报">
        <Link to={declareNoticePath()}>申报通知</Link>
        <Link to={DECLARE_CENTER}>申报中心</Link>
        {signedIn ? <Link to={myApplicationsPath()}>我的申报</Link> : null}
      </nav>
      <HotSection />
      <LatestSection />
      <Card className={styles.card}>
        <p className={styles.muted}>政策信息以发文单位公布的原文为准，匹配结果仅供参考。</p>
      </Card>
    </PageFrame>
  );
}
