import { List } from 'antd-mobile';
import { useParams } from 'react-router-dom';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { cultivationTier } from '../api';
import { CULTIVATION_ALL } from '../paths';
import { CriteriaTable, passText } from '../parts/rules';
import styles from '../parts/cultivation.module.css';

/** /cultivation/index/{id}: a tier's criteria, benefits and the enterprises standing on it. */
export default function CultivationTierPage() {
  const id = Number(useParams().id);
  const state = cultivationTier.useQuery(Number.isInteger(id) && id > 0 ? id : null);
  return (
    <PageFrame title="培育梯度" backTo={CULTIVATION_ALL}>
      <Loaded state={state} notFoundText="梯度不存在" backTo={CULTIVATION_ALL}>
        {({ tier, orgs }) => (
          <>
            <header className={styles.summary}>
              <h2>{tier.name}</h2>
              <p>{tier.description}</p>
              <p>认定方式：{passText(tier)}</p>
            </header>
            <List header="评价标准" mode="card">
              <CriteriaTable tier={tier} />
            </List>
            <List header="扶持政策" mode="card">
              <p className={styles.text}>{tier.benefits || '园区暂未公布该梯度的扶持政策。'}</p>
            </List>
            <List header={`达到该梯度的企业（${String(orgs.length)}家）`} mode="card" aria-label="达到该梯度的企业">
              {orgs.length === 0 ? <List.Item>暂无企业达到该梯度</List.Item> : null}
              {orgs.map((o) => (
                <List.Item key={o.orgId} description={o.industry}>
                  {o.name}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Loaded>
    </PageFrame>
  );
}
