import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ScreenMain } from '@/ui/landmark';
import styles from './system.module.css';

/** Where the guards send a signed-in user who lacks the role a screen needs (SPEC §6). */
export default function ForbiddenPage() {
  const navigate = useNavigate();
  return (
    <ScreenMain>
      <ErrorBlock fullPage status="default" title={<h1 className={styles.title}>无权访问</h1>} description="您没有访问该页面的权限">
        <Button color="primary" onClick={() => navigate('/index', { replace: true })}>
          返回首页
        </Button>
      </ErrorBlock>
    </ScreenMain>
  );
}
