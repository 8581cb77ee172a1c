import { Suspense } from 'react';
import { NoticeListSection } from '@/modules/notice/public';
import { RankSection } from '@/modules/rank/public';
import { AreaGrid } from '../parts/area-grid';
import styles from '../parts/home.module.css';
import { MyOrgCard } from '../parts/my-org-card';
import { ParkHeader } from '../parts/park-header';

/** /qyfw/index: enterprise services — the visitor's organisation, the services, the park's rank lists, the park's notices by type. */
export default function ServiceHomePage() {
  return (
    <>
      <ParkHeader subtitle="企业服务 · 一站式办理园区企业事务" />
      <AreaGrid />
      <MyOrgCard />
      {/* A chunk of its own: the page paints first, then the park's published rank lists arrive. */}
      <Suspense fallback={null}>
        <RankSection className={styles.notices} />
      </Suspense>
      <NoticeListSection className={styles.notices} size={10} />
    </>
  );
}
