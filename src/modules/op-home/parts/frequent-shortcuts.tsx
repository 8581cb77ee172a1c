import { Card, Skeleton } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { menuPath, opMenu } from '@/core/op-menu';
import { registeredRoutes } from '@/core/route-registry';
import { useSession } from '@/core/use-session';
import { frequentPages } from '../api';
import { shortcutsOf } from '../shortcuts';
import styles from './workbench.module.css';

/** 常用功能: the operations screens this user opens most (their page views of the last 30 days). */
export function FrequentShortcuts() {
  const user = useSession();
  const { data, error } = frequentPages.useQuery({});
  if (error) return null;
  const entries = registeredRoutes();
  const menu = opMenu(entries, user).flatMap((section) => section.items);
  const shortcuts = data ? shortcutsOf(data, entries, menu) : [];
  return (
    <Card title="常用功能" className={styles.card}>
      {!data ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : shortcuts.length === 0 ? (
        <p className={styles.note}>您在运营中心打开过的页面会按次数排在这里。</p>
      ) : (
        <ul className={styles.shortcuts}>
          {shortcuts.map(({ entry, visits }) => (
            <li key={entry.path}>
              <Link to={menuPath(entry)} className={styles.shortcut}>
                <strong>{entry.title}</strong>
                <span>近30天打开 {visits} 次</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
