import { AppstoreOutline } from 'antd-mobile-icons';
import { Grid } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { HOME_ENTRY_PATHS } from '@common/setting/home-entries';
import { sees } from '@/core/entries';
import { useSession } from '@/core/use-session';
import { tabRoots } from '@/core/nav';
import { isRegistered, registeredRoutes } from '@/core/route-registry';
import { parkPortal } from '../api';
import { chosenEntries } from '../areas';
import styles from './home.module.css';

/** The services tab, where every entry is; the home grid's last tile leads there when it shows a few. */
const ALL_SERVICES = '/qyfw/index';

/**
 * Entries to the business areas the modules declare and the park shows (/op/setting/portal), in
 * its order, whose screen exists, each to those it is meant for (the operations centre for operators).
 * A tab of the tab bar (企业服务, 个人中心) is not a tile again. With `limit`, the first entries and a
 * 全部服务 tile to the services tab.
 */
export function AreaGrid({ limit }: { limit?: number }) {
  const navigate = useNavigate();
  const user = useSession();
  const portal = parkPortal.useQuery({});
  const tabs = new Set(tabRoots(registeredRoutes()).map((entry) => entry.path));
  const all = chosenEntries(portal.data?.entries, HOME_ENTRY_PATHS).filter((e) => isRegistered(e.path) && sees(user, e.who) && !tabs.has(e.path));
  const more = limit !== undefined && all.length > limit + 1 && isRegistered(ALL_SERVICES);
  const entries = more ? all.slice(0, limit) : all;
  return (
    <nav aria-label="业务入口">
      <Grid columns={4} gap={8} className={styles.areas}>
        {entries.map((entry) => (
          <Grid.Item key={entry.path}>
            <button type="button" className={styles.area} onClick={() => navigate(entry.path)}>
              <span className={styles.areaIcon} style={{ color: entry.color, background: `${entry.color}14` }} aria-hidden>
                {entry.icon}
              </span>
              <span>{entry.label}</span>
            </button>
          </Grid.Item>
        ))}
        {more ? (
          <Grid.Item>
            <button type="button" className={styles.area} onClick={() => navigate(ALL_SERVICES)}>
              <span className={`${styles.areaIcon} ${styles.moreIcon}`} aria-hidden>
                <AppstoreOutline />
              </span>
              <span>全部服务</span>
            </button>
          </Grid.Item>
        ) : null}
      </Grid>
    </nav>
  );
}
