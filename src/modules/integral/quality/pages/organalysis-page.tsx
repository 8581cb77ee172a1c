import { Card, Selector } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { OP_HOME } from '@/core/nav';
import { PageFrame } from '@/ui/page-frame';
import { LoadFailed, LoadingCards, NotFound } from '@/ui/states';
import { orgAnalysis } from '../api';
import { OrgAnalysisReport } from '../parts/organalysis-report';
import { QualityOrgSearch } from '../parts/org-search';
import styles from '../parts/quality.module.css';
import { idOf, yearParam } from '../../parts/ranking/paths';

/**
 * /integral/organalysis and /op/integral/organalysis (one screen, two entries): pick an enterprise
 * by name, then see it against the park and its industry. The enterprise and the year are in the
 * address (?org=&year=), so a report can be shared and 返回 leaves it.
 */
export default function OrgAnalysisPage() {
  const [search, setSearch] = useSearchParams();
  const id = idOf(search.get('org') ?? undefined);
  const year = yearParam(search);
  const state = orgAnalysis.useQuery(id === null ? null : { id, year });
  const pick = (orgId: number, y?: number) =>
    setSearch({ org: String(orgId), ...(y ? { year: String(y) } : {}) }, { replace: false });
  const data = state.data;
  return (
    <PageFrame title="企业对标分析" backTo={OP_HOME}>
      <Card className={styles.card} title={id === null ? '选择企业' : '换一家企业'}>
        <QualityOrgSearch onPick={(org) => pick(org.orgId, year)} />
      </Card>
      {id === null ? (
        <p className={styles.basis}>按名称查找园区的计分企业，查看它与园区、同行业企业的对比。</p>
      ) : state.notFound ? (
        <NotFound title="企业不存在" />
      ) : data ? (
        <>
          {data.years.length > 1 ? (
            <div className={styles.basisRow}>
              <Selector
                aria-label="年度"
                options={data.years.map((y) => ({ label: `${String(y)}年度`, value: y }))}
                value={data.year === null ? [] : [data.year]}
                onChange={(values) => {
                  if (values[0] !== undefined) pick(data.org.orgId, values[0]);
                }}
                style={{ '--padding': '6px 12px' }}
              />
            </div>
          ) : null}
          <OrgAnalysisReport a={data} />
        </>
      ) : state.error ? (
        <LoadFailed error={state.error} onRetry={() => void state.mutate()} />
      ) : (
        <LoadingCards count={3} />
      )}
    </PageFrame>
  );
}
