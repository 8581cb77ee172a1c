import { Grid } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { HOME_ENTRY_PATHS } from '@common/setting/home-entries';
import { sees } from '@/core/entries';
import { useSession } from '@/core/use-session';
import { isRegistered } from '@/core/route-registry';
import { parkPortal } from '../api';
import { chosenEntries } from '../areas';
import styles from './home.module.css';

/**
 * Entries to the business areas the modules declare and the park shows (/op/setting/portal), in
 * its order, whose screen exists, each to those it is meant for (the operations centre for operators).
 */
export function AreaGrid() {
  const navigate = useNavigate();
  const user = useSession();
  const portal = parkPortal.useQuery({});
  const entries = chosenEntries(portal.data?.entries, HOME_ENTRY_PATHS).filter((e) => isRegistered(e.path) && sees(user, e.who));
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
      </Grid>
    </nav>
  );
}
