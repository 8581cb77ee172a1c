import { Card, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { menuPath, opMenu } from '@/core/op-menu';
import { registeredRoutes } from '@/core/route-registry';
import { useSession } from '@/core/use-session';
import styles from './workbench.module.css';

/** Every operations screen the user may open, in the side menu's sections: on a phone this is the menu. */
export function ShortcutGroups() {
  const navigate = useNavigate();
  const user = useSession();
  const sections = opMenu(registeredRoutes(), user).filter((section) => section.name !== '工作台');
  if (sections.length === 0) return null;
  return (
    <nav aria-label="全部功能">
      {sections.map((section) => (
        <Card key={section.name} title={section.name} className={styles.card}>
          <List>
            {section.items.map((entry) => (
              <List.Item key={entry.path} onClick={() => navigate(menuPath(entry))}>
                {entry.title}
              </List.Item>
            ))}
          </List>
        </Card>
      ))}
    </nav>
  );
}
