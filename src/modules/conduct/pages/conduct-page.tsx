import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '@/ui/format';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { noticeDetailPath } from '@/modules/notice/public';
import { policyDetailPath } from '@/modules/policy/public';
import { conductPage, type ConductPage } from '../api';
import { GuideSection } from '../parts/guide-section';
import styles from '../parts/conduct.module.css';

const share = (holding: number, enterprises: number) => (enterprises > 0 ? `${String(Math.round((holding / enterprises) * 1000) / 10)}%` : '—');

/** How many of the park's enterprises hold the qualification. */
function Hero({ page }: { page: ConductPage }) {
  return (
    <header className={styles.hero}>
      <h2>{page.qualification}服务</h2>
      <p>认定条件、申报步骤与材料，以及面向{page.qualification}的政策和通知</p>
      <div className={styles.figure} aria-label="园区持证企业">
        <strong>{page.holding}</strong>家园区企业持有{page.qualification}资质，占园区企业的 {share(page.holding, page.enterprises)}
      </div>
    </header>
  );
}

/** The park's page for high-tech enterprises (SPEC §2 /gc/conduct). */
export default function ConductPageScreen() {
  const navigate = useNavigate();
  const state = conductPage.useQuery({});
  return (
    <PageFrame title="高新技术企业服务">
      <Loaded state={state}>
        {(page) => (
          <>
            <Hero page={page} />
            <GuideSection guide={page.guide} />
            <List header="相关政策" mode="card" aria-label="相关政策">
              {page.policies.length === 0 ? <List.Item>暂无面向{page.qualification}的政策</List.Item> : null}
              {page.policies.map((policy) => (
                <List.Item key={policy.id} description={policy.issuer} onClick={() => void navigate(policyDetailPath(policy.id))}>
                  {policy.title}
                </List.Item>
              ))}
            </List>
            <List header="通知公告" mode="card" aria-label="通知公告">
              {page.notices.length === 0 ? <List.Item>暂无相关通知</List.Item> : null}
              {page.notices.map((notice) => (
                <List.Item key={notice.id} description={`${notice.type} · ${formatDateTime(notice.updatedAt)}`} onClick={() => void navigate(noticeDetailPath(notice.id))}>
                  {notice.title}
                </List.Item>
              ))}
            </List>
            {/* What other modules add (server/modules/conduct/public.ts): only sections with items arrive. */}
            {page.sections.map((section) => (
              <List key={section.key} header={section.title} mode="card" aria-label={section.title}>
                {section.items.map((item) => (
                  <List.Item key={item.path} description={item.summary} onClick={() => void navigate(item.path)}>
                    {item.title}
                  </List.Item>
                ))}
              </List>
            ))}
          </>
        )}
      </Loaded>
    </PageFrame>
  );
}
