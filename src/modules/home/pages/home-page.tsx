import { NoticeListSection } from '@/modules/notice/public';
import { AreaGrid } from '../parts/area-grid';
import styles from '../parts/home.module.css';
import { ParkContact } from '../parts/park-contact';
import { ParkFigures } from '../parts/park-figures';
import { ParkHeader } from '../parts/park-header';

/** /index: the park's portal home — who it is, where to go, the park at a glance, what is new. */
export default function HomePage() {
  return (
    <>
      <ParkHeader />
      {/* The first entries; every one is on the 服务 tab. */}
      <AreaGrid limit={7} />
      <ParkFigures />
      <NoticeListSection className={styles.notices} size={5} />
      <ParkContact />
    </>
  );
}
