import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ScreenMain } from '@/ui/landmark';
import styles from './system.module.css';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <ScreenMain>
      <ErrorBlock fullPage status="empty" title={<h1 className={styles.title}>页面不存在</h1>} description="您访问的页面不存在或已被移除">
        <Button color="primary" onClick={() => navigate('/index', { replace: true })}>
          返回首页
        </Button>
      </ErrorBlock>
    </ScreenMain>
  );
}
