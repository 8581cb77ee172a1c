import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '@/ui/format';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { cultivationEvaluation, POOL_STAGES } from '../api';
import { CULTIVATION_DETAIL } from '../paths';
import { EvaluationSummary, PlanList } from '../parts/evaluation-view';
import styles from '../parts/cultivation.module.css';

/** /user/qualityOrg: my enterprise's quality status — its place in the park's pool and the next steps. */
export default function MyQualityPage() {
  const navigate = useNavigate();
  const state = cultivationEvaluation.useQuery(undefined);
  return (
    <PageFrame title="我的优质企业培育" backTo="/user/index">
      <Loaded state={state}>
        {(data) => (
          <>
            <EvaluationSummary data={data} />
            <List header="园区培育库" mode="card" aria-label="园区培育库">
              {data.pool ? (
                <>
                  <List.Item extra={POOL_STAGES[data.pool.stage]}>培育阶段</List.Item>
                  <List.Item extra={data.pool.tierName}>培育目标</List.Item>
                  <List.Item description={formatDateTime(data.pool.updatedAt)}>{data.pool.note}</List.Item>
                </>
              ) : (
                <List.Item>本企业尚未列入园区培育库；达到或临近梯度标准的企业由园区企业服务中心择优入库。</List.Item>
              )}
            </List>
            <PlanList data={data} />
            <div className={styles.links}>
              <Button color="primary" block onClick={() => void navigate(CULTIVATION_DETAIL)}>
                查看完整评价并更新数据
              </Button>
            </div>
          </>
        )}
      </Loaded>
    </PageFrame>
  );
}
