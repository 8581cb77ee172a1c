import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <ErrorBlock fullPage status="empty" title="页面不存在" description="您访问的页面不存在或已被移除">
      <Button color="primary" onClick={() => navigate('/index', { replace: true })}>
        返回首页
      </Button>
    </ErrorBlock>
  );
}
