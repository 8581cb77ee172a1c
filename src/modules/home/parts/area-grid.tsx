import { Grid } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { isOperator } from '@common/roles';
import { useSession } from '@/core/use-session';
import { isRegistered } from '@/core/route-registry';
import { parkPortal } from '../api';
import { AREA_ENTRIES, type AreaEntry } from '../areas';
import styles from './home.module.css';

/** The park's entries in its order; every entry in the product's order until its choice is known. */
function chosenEntries(shown: readonly string[] | undefined): AreaEntry[] {
  if (!shown) return AREA_ENTRIES;
  return shown.flatMap((path) => AREA_ENTRIES.filter((e) => e.path === path));
}

/**
 * Entries to the business areas the park shows (/op/setting/portal), in its order, whose screen
 * exists (the operations centre for operators only).
 */
export function AreaGrid() {
  const navigate = useNavigate();
  const user = useSession();
  const portal = parkPortal.useQuery({});
  const entries = chosenEntries(portal.data?.entries).filter((e) => isRegistered(e.path) && (!e.operatorOnly || isOperator(user)));
  return (
    <nav aria-label="业务入口">
      <Grid columns={4} gap={8} className={styles.areas}>
        {entries.map((entry) => (
          <Grid.Item key={entry.path}>
            <button type="button" className={styles.area} onClick={() => navigate(entry.path)}>
              <span className={styles.areaIcon} style={{ color: entry.color, background: `${entry.color}14` }} aria-hidden>
                {entry.icon}
              </span>
              <span>{entry.title}</span>
            </button>
          </Grid.Item>
        ))}
      </Grid>
    </nav>
  );
}
