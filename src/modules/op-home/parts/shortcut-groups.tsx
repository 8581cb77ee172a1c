import { Card, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { menuPath, opMenu } from '@/core/op-menu';
import styles from './workbench.module.css';

/** Every operations screen, grouped as in SPEC §2: on a phone this is the menu. */
export function ShortcutGroups() {
  const navigate = useNavigate();
  const sections = opMenu().filter((section) => section.group !== '工作台');
  if (sections.length === 0) return null;
  return (
    <>
      {sections.map((section) => (
        <Card key={section.group} title={section.group} className={styles.card}>
          <List>
            {section.items.map((entry) => (
              <List.Item key={entry.path} onClick={() => navigate(menuPath(entry))}>
                {entry.title}
              </List.Item>
            ))}
          </List>
        </Card>
      ))}
    </>
  );
}
