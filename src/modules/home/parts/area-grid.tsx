import { Grid } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { isOperator } from '@common/roles';
import { useSession } from '@/core/use-session';
import { isRegistered } from '@/core/route-registry';
import { AREA_ENTRIES } from '../areas';
import styles from './home.module.css';

/** Entries to every business area whose screen exists (the operations centre for operators only). */
export function AreaGrid() {
  const navigate = useNavigate();
  const user = useSession();
  const entries = AREA_ENTRIES.filter((e) => isRegistered(e.path) && (!e.operatorOnly || isOperator(user)));
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
