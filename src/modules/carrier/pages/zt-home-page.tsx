import { Card } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { ListCard } from '@/ui/list-page';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { StatGrid } from '@/ui/stat-grid';
import { Empty } from '@/ui/states';
import { carrierHome } from '../api';
import { CARRIER_CARD, sizeText } from '../parts/cards';
import styles from '../parts/carrier.module.css';
import { NavButtons } from '../parts/nav-buttons';
import { DIRECTORY_PATHS, PARK_MAP, RESOURCE_LIST, ZT_LIST, ztPath } from '../paths';

const listOfType = (type: string) => `${ZT_LIST}?type=${encodeURIComponent(type)}`;

/** /sc/zt: the park's carriers at a glance — counts, types, featured ones — and the ways in. */
export default function ZtHomePage() {
  return (
    <PageFrame title="创业载体" backTo="/index">
      <Loaded state={carrierHome.useQuery({})}>
        {(home) => (
          <div className={styles.stack}>
            <Card>
              <StatGrid
                label="载体概况"
                items={[
                  { label: '载体', value: home.carriers },
                  { label: '房源', value: home.resources },
                  { label: '空置', value: home.free },
                  { label: '空置面积', value: sizeText(home.freeSize) },
                ]}
              />
            </Card>
            <Card title="载体类型">
              <div className={styles.chips}>
                {home.types.map((t) => (
                  <Link key={t.type} className={styles.chip} to={listOfType(t.type)}>
                    {t.type} <b>{t.count}</b>
                  </Link>
                ))}
              </div>
            </Card>
            <NavButtons
              items={[
                { label: '全部载体', path: ZT_LIST, primary: true },
                { label: '找空置房源', path: `${RESOURCE_LIST}?status=FREE` },
                { label: '创新地图', path: PARK_MAP },
                { label: '创新平台', path: DIRECTORY_PATHS.PLATFORM.list },
                { label: '投资机构', path: DIRECTORY_PATHS.INVESTOR.list },
              ]}
            />
            <h2 className={styles.heading}>推荐载体</h2>
            {home.featured.length ? home.featured.map((c) => <ListCard key={c.id} item={c} spec={CARRIER_CARD} path={ztPath(c.id)} />) : <Empty title="暂无推荐载体" />}
          </div>
        )}
      </Loaded>
    </PageFrame>
  );
}
