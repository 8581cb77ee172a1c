import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/core/use-session';
import { useTenant } from '@/core/use-tenant';
import styles from '../parts/workbench.module.css';
import { ShortcutGroups } from '../parts/shortcut-groups';
import { TodoGrid } from '../parts/todo-grid';

/** /op/index: the operator's workbench — what waits for them, and every operations screen. */
export default function WorkbenchPage() {
  const navigate = useNavigate();
  const user = useSession();
  const tenant = useTenant();
  return (
    <>
      <NavBar onBack={() => navigate('/user/index')}>运营中心</NavBar>
      <header className={styles.header}>
        <h1>您好，{user?.name ?? ''}</h1>
        <p>{tenant?.name ?? ''} · {user?.roles.map((r) => r.rolename).join('、')}</p>
      </header>
      <TodoGrid />
      <ShortcutGroups />
    </>
  );
}
